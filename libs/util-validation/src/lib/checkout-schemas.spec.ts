import { aShippingMethod } from '@bp/api-contract/testing';
import { emptySelection, methodChoiceOf, type OptionChoices, type SelectedOptions } from './checkout-option-rules';
import { billMyAccountSchema, insuranceSchema, requestAQuoteSchema, serviceLevelForCarrier, shippingInstructionsSchema } from './checkout-schemas';
import { insuranceErrors, insuranceTooHighMessage, insuranceTooLowMessage, subFormErrors, type SubFormContext } from './checkout-sub-form-rules';

/** Every failing message of a value (abortEarly off), in field order. */
function errorsOf(schema: { validateSync: (value: unknown, options: { abortEarly: boolean }) => unknown }, value: unknown): string[] {
  try {
    schema.validateSync(value, { abortEarly: false });
    return [];
  } catch (error) {
    return (error as { errors: string[] }).errors;
  }
}

describe('bill my account (spec 02 §5)', () => {
  it('requires carrier, service level and account number, counting whitespace as empty', () => {
    expect(errorsOf(billMyAccountSchema, { carrier: ' ', serviceLevel: '', accountNumber: '\t' })).toEqual([
      'Carrier is Required',
      'Service Level is Required',
      'Account Number is Required',
    ]);
    expect(errorsOf(billMyAccountSchema, { carrier: 'UPS', serviceLevel: 'Ground', accountNumber: '1Z999' })).toEqual([]);
  });

  it("resets the service level to the new carrier's first level", () => {
    const account = { carrierServiceLevelOptions: { UPS: ['Ground', 'Next Day Air'], FedEx: ['Priority Overnight'] } };
    expect(serviceLevelForCarrier(account, 'FedEx')).toBe('Priority Overnight');
    expect(serviceLevelForCarrier(account, 'DHL')).toBe('');
  });
});

describe('request a quote (spec 02 §5)', () => {
  it('requires a service level and a numeric freight', () => {
    expect(errorsOf(requestAQuoteSchema, { serviceLevel: '', amount: '' })).toEqual(['Service Level is Required', 'Freight is Required']);
    expect(errorsOf(requestAQuoteSchema, { serviceLevel: 'Ground', amount: 'ten' })).toEqual(['Freight should be a number']);
    expect(errorsOf(requestAQuoteSchema, { serviceLevel: 'Ground', amount: '125.50' })).toEqual([]);
  });
});

describe('insurance (spec 02 §5)', () => {
  const schema = insuranceSchema({ maximumCents: 77_800 });

  it('requires YES or NO', () => {
    expect(errorsOf(schema, { insured: null, amount: '' })).toEqual(['Please Select Insurance.']);
    expect(errorsOf(schema, { insured: false, amount: '' })).toEqual([]);
  });

  it('fills the spec placeholders with the currency symbol, the minimum 1 and the maximum', () => {
    expect(insuranceTooLowMessage()).toBe('Invalid value, must be greater than $1');
    expect(insuranceTooLowMessage('€')).toBe('Invalid value, must be greater than €1');
    expect(insuranceTooHighMessage(77_800)).toBe('Max Value for this order is $778.00');
  });

  it('refuses an insured amount below 1, above the maximum, or not a number', () => {
    expect(errorsOf(schema, { insured: true, amount: '0.99' })).toEqual(['Invalid value, must be greater than $1']);
    expect(errorsOf(schema, { insured: true, amount: 'abc' })).toEqual(['Invalid value, must be greater than $1']);
    expect(errorsOf(schema, { insured: true, amount: '778.01' })).toEqual(['Max Value for this order is $778.00']);
    expect(errorsOf(schema, { insured: true, amount: '778' })).toEqual([]);
    expect(errorsOf(schema, { insured: true, amount: '1' })).toEqual([]);
  });

  it('does not check the amount where it is hidden (preferences)', () => {
    expect(errorsOf(insuranceSchema({ maximumCents: 77_800, checkAmount: false }), { insured: true, amount: '' })).toEqual([]);
  });
});

describe('shipping instructions (spec 02 §5)', () => {
  it('allows up to 1024 characters', () => {
    expect(errorsOf(shippingInstructionsSchema, { instructions: 'x'.repeat(1024) })).toEqual([]);
    expect(errorsOf(shippingInstructionsSchema, { instructions: 'x'.repeat(1025) })).toEqual(['Shipping instructions can be at most 1024 characters']);
  });
});

describe('sub-form errors of a selection', () => {
  const choices: OptionChoices = {
    shippingAddresses: [],
    billingAddresses: [],
    otherShippingMethods: {
      ACME_STANDARD_SHIPPING: aShippingMethod(),
      QUIET: aShippingMethod({ code: 'QUIET', insuranceAvailable: false, ignoreShippingInstructions: true }),
      REQUEST_A_QUOTE: aShippingMethod({ code: 'REQUEST_A_QUOTE', insuranceAvailable: false }),
    },
    realTimeQuoteShippingMethods: {},
    billMyAccountShippingMethod: {
      label: 'Bill My Account',
      carrierChoiceRestricted: false,
      carrierOptions: [],
      carrierServiceLevelsRestricted: false,
      carrierServiceLevelOptions: {},
      insuranceAvailable: true,
    },
    shippingAddressIdShippingMethodCodeMapping: {},
    paymentMethods: [],
    additionalServices: [],
  };
  const context: SubFormContext = { page: 'checkout', insurance: { maximumCents: 77_800 } };
  const selection = (overrides: Partial<SelectedOptions>) => ({ ...emptySelection(), ...overrides });

  it("checks the chosen method's forms only", () => {
    expect(
      subFormErrors(
        selection({
          shippingMethodCode: 'BILL_MY_ACCOUNT',
          shippingInsured: false,
          billMyAccountInfo: { carrier: 'UPS', serviceLevel: '', accountNumber: '' },
        }),
        choices,
        context,
      ),
    ).toEqual(['Service Level is Required', 'Account Number is Required']);
    expect(subFormErrors(selection({ shippingMethodCode: 'ACME_STANDARD_SHIPPING' }), choices, context)).toEqual(['Please Select Insurance.']);
    expect(subFormErrors(selection({ shippingMethodCode: 'QUIET', shippingInstruction: 'x'.repeat(2000) }), choices, context)).toEqual([]);
    expect(subFormErrors(selection({ shippingMethodCode: 'REQUEST_A_QUOTE' }), choices, context)).toEqual(['Service Level is Required', 'Freight is Required']);
    expect(subFormErrors(selection({ shippingMethodCode: 'REQUEST_A_QUOTE' }), choices, { ...context, page: 'preferences' })).toEqual([]);
    expect(subFormErrors(selection({ shippingMethodCode: null }), choices, context)).toEqual([]);
  });

  it('checks the insured amount at checkout but not on the preferences page', () => {
    const insured = selection({ shippingMethodCode: 'ACME_STANDARD_SHIPPING', shippingInsured: true, shippingInsuranceAmount: '900' });
    expect(subFormErrors(insured, choices, context)).toEqual(['Max Value for this order is $778.00']);
    expect(subFormErrors(insured, choices, { ...context, page: 'preferences' })).toEqual([]);
  });
});

describe("the plain sub-form checks give the schemas' messages", () => {
  const methods = { ...aShippingMethod(), insuranceAvailable: true };
  const choices: OptionChoices = {
    shippingAddresses: [],
    billingAddresses: [],
    otherShippingMethods: {
      INSURED: { ...methods, code: 'INSURED' },
      REQUEST_A_QUOTE: aShippingMethod({ code: 'REQUEST_A_QUOTE', insuranceAvailable: true }),
      QUIET: aShippingMethod({ code: 'QUIET', insuranceAvailable: false, ignoreShippingInstructions: true }),
    },
    realTimeQuoteShippingMethods: {},
    billMyAccountShippingMethod: {
      label: 'Bill My Account',
      carrierChoiceRestricted: false,
      carrierOptions: [],
      carrierServiceLevelsRestricted: false,
      carrierServiceLevelOptions: {},
      insuranceAvailable: true,
    },
    shippingAddressIdShippingMethodCodeMapping: {},
    paymentMethods: [],
    additionalServices: [],
  };

  /** The sub-form messages as the yup schemas report them (the check before the plain functions). */
  function schemaMessages(selection: SelectedOptions, context: SubFormContext): string[] {
    const once = (schema: Parameters<typeof errorsOf>[0], value: unknown) => [...new Set(errorsOf(schema, value))];
    const method = selection.shippingMethodCode === null ? null : methodChoiceOf(choices, selection.shippingMethodCode);
    if (!method) return [];
    const errors: string[] = [];
    if (method.code === 'BILL_MY_ACCOUNT') errors.push(...once(billMyAccountSchema, selection.billMyAccountInfo));
    if (method.code === 'REQUEST_A_QUOTE' && context.page !== 'preferences') errors.push(...once(requestAQuoteSchema, selection.requestAQuoteInfo));
    if (method.insuranceAvailable) {
      const checkAmount = context.page !== 'preferences' && context.insurance.checkAmount !== false;
      errors.push(
        ...once(insuranceSchema({ ...context.insurance, checkAmount }), { insured: selection.shippingInsured, amount: selection.shippingInsuranceAmount }),
      );
    }
    if (!method.ignoreShippingInstructions) errors.push(...once(shippingInstructionsSchema, { instructions: selection.shippingInstruction }));
    return errors;
  }

  const texts = ['', ' ', '\t', 'UPS', ' Ground '];
  const amounts = ['', ' ', '0', '0.5', '0.99', '1', '1.00', '12.345', 'abc', '1e3', '-5', '50', '778', '778.00', '778.01', '900', ' 42 '];
  const insured = [null, true, false];
  const maxima = [50, 100, 77_800];
  const pages = ['checkout', 'order', 'preferences'] as const;

  it('for every combination of texts, amounts, insurance choices, maxima and pages', () => {
    let compared = 0;
    for (const page of pages) {
      for (const maximumCents of maxima) {
        const context: SubFormContext = { page, insurance: { maximumCents, currencySymbol: '€' } };
        for (const shippingInsured of insured) {
          for (const amount of amounts) {
            for (const text of texts) {
              for (const code of ['INSURED', 'BILL_MY_ACCOUNT', 'REQUEST_A_QUOTE', 'QUIET']) {
                const selection: SelectedOptions = {
                  ...emptySelection(),
                  shippingMethodCode: code,
                  shippingInsured,
                  shippingInsuranceAmount: amount,
                  shippingInstruction: text.repeat(300),
                  billMyAccountInfo: { carrier: text, serviceLevel: amount, accountNumber: text },
                  requestAQuoteInfo: { serviceLevel: text, amount },
                };
                expect(subFormErrors(selection, choices, context)).toEqual(schemaMessages(selection, context));
                compared += 1;
              }
            }
          }
        }
      }
    }
    expect(compared).toBe(pages.length * maxima.length * insured.length * amounts.length * texts.length * 4);
  });

  it('per field for the insurance form', () => {
    for (const maximumCents of maxima) {
      for (const checkAmount of [true, false]) {
        for (const choice of insured) {
          for (const amount of amounts) {
            const limits = { maximumCents, currencySymbol: '$', checkAmount };
            const expected = { insured: [] as string[], amount: [] as string[] };
            try {
              insuranceSchema(limits).validateSync({ insured: choice, amount }, { abortEarly: false });
            } catch (error) {
              for (const entry of (error as { inner: Array<{ path: 'insured' | 'amount'; message: string }> }).inner) expected[entry.path].push(entry.message);
            }
            expect(insuranceErrors(choice, amount, limits)).toEqual(expected);
          }
        }
      }
    }
  });
});
