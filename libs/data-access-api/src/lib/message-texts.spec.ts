import { CheckoutMessageCode, FieldMessageCode, MessageCode, OfferMessageCode } from '@bp/api-contract';
import { networkFailure } from './api-error';
import { loadMessageTexts, resolveErrorMessage, type TranslateText } from './failure-policy';
import { englishTextOf } from './message-texts';

/** Every messageCode the contract defines: what the API can put in a body or in errors[]. */
const contractCodes: string[] = [
  ...Object.values(MessageCode),
  ...Object.values(FieldMessageCode),
  ...Object.values(OfferMessageCode),
  ...Object.values(CheckoutMessageCode),
];
/** A tenant whose saas-i18n translates nothing: the buyer reads the portal's English defaults. */
const noTenantTranslation: TranslateText = (_key, defaultValue) => defaultValue;

describe('English texts of message codes', () => {
  beforeAll(() => loadMessageTexts());

  it('walks a contract with codes in it', () => {
    expect(contractCodes).toEqual(
      expect.arrayContaining(['OFFER_OUT_OF_STOCK', 'VALIDATION_FAILED', 'FIELD_REQUIRED', 'prospectCannotCheckoutContactSalesRep']),
    );
  });

  it.each(contractCodes)('%s has an English text that is not the code', (code) => {
    const text = englishTextOf(code);
    expect(text).toEqual(expect.any(String));
    expect(text?.trim()).not.toBe('');
    expect(text).not.toBe(code);
  });

  it.each(contractCodes)('a FAIL-flagged 422 with %s reads as English text, never the bare code', (code) => {
    const error = networkFailure({
      status: 422,
      messageCode: MessageCode.BUSINESS_RULE_FAILED,
      errors: [{ status: 'FAIL', messageCode: code, messageDescription: '' }],
    });

    const shown = resolveErrorMessage(error, noTenantTranslation);

    expect(shown).toBe(englishTextOf(code));
    expect(shown).not.toContain(code);
  });

  it("prefers the tenant's translation of a code", () => {
    const error = networkFailure({
      status: 422,
      errors: [{ status: 'FAIL', messageCode: 'OFFER_OUT_OF_STOCK', messageDescription: 'This item is out of stock' }],
    });
    const german: TranslateText = (key, defaultValue) => (key === 'OFFER_OUT_OF_STOCK' ? 'Artikel ausverkauft' : defaultValue);

    expect(resolveErrorMessage(error, german)).toBe('Artikel ausverkauft');
  });

  it('knows no text for a code outside the contract', () => {
    expect(englishTextOf('NO_SUCH_CODE')).toBeUndefined();
    expect(englishTextOf('toString')).toBeUndefined();
  });
});
