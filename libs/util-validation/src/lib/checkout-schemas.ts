import { boolean, object, string } from 'yup';
import { CheckoutMessage, SHIPPING_INSTRUCTIONS_MAX_LENGTH } from '@bp/api-contract/constants';
import type { BillMyAccount } from '@bp/api-contract';
import { typedAmountToCents } from '@bp/util-money';
import { SHIPPING_INSTRUCTIONS_TOO_LONG, insuranceTooHighMessage, insuranceTooLowMessage, type InsuranceLimits } from './checkout-sub-form-rules';

/**
 * The option rows' sub-forms (spec 02 §5) as yup schemas with the spec's texts, for the formik
 * sub-forms (bill my account, request a quote). Pages check a selection with the plain functions
 * of checkout-sub-form-rules (same messages, no yup); blockingMessage() of checkout-option-rules
 * turns those into the one a pay, hold or save reports.
 */

/** Blank or whitespace counts as empty (spec 02 §5 Bill my account). */
const requiredText = (message: string) =>
  string()
    .default('')
    .test('not-blank', message, (value) => (value ?? '').trim() !== '');

/** Bill my account: carrier, service level and account number are all required. */
export const billMyAccountSchema = object({
  carrier: requiredText(CheckoutMessage.CARRIER_REQUIRED),
  serviceLevel: requiredText(CheckoutMessage.SERVICE_LEVEL_REQUIRED),
  accountNumber: requiredText(CheckoutMessage.ACCOUNT_NUMBER_REQUIRED),
});

/** Spec 02 §5: changing the carrier resets the service level to that carrier's first level ('' when it has none). */
export function serviceLevelForCarrier(account: Pick<BillMyAccount, 'carrierServiceLevelOptions'>, carrier: string): string {
  return account.carrierServiceLevelOptions[carrier]?.[0] ?? '';
}

/** Request a quote: service level and a numeric freight amount. */
export const requestAQuoteSchema = object({
  serviceLevel: requiredText(CheckoutMessage.SERVICE_LEVEL_REQUIRED),
  amount: requiredText(CheckoutMessage.FREIGHT_REQUIRED).test(
    'numeric',
    CheckoutMessage.FREIGHT_NOT_A_NUMBER,
    (value) => (value ?? '').trim() === '' || typedAmountToCents(value ?? '') !== null,
  ),
});

/**
 * Insurance (applies only when the chosen method offers it): YES or NO must be chosen; an insured
 * amount must be a number of at least 1 and at most the maximum. Non-numeric text is refused as
 * too low, as the API does.
 */
export function insuranceSchema({ maximumCents, currencySymbol = '$', checkAmount = true }: InsuranceLimits) {
  return object({
    insured: boolean()
      .nullable()
      .default(null)
      .test('chosen', CheckoutMessage.INSURANCE_NOT_CHOSEN, (value) => value === true || value === false),
    amount: string()
      .default('')
      .when('insured', {
        is: (insured: boolean | null) => insured === true && checkAmount,
        then: (schema) =>
          schema
            .test('at-least-one', insuranceTooLowMessage(currencySymbol), (value) => {
              const cents = typedAmountToCents(value ?? '');
              return cents !== null && cents >= 100;
            })
            .test('at-most-maximum', insuranceTooHighMessage(maximumCents, currencySymbol), (value) => {
              const cents = typedAmountToCents(value ?? '');
              return cents === null || cents <= maximumCents;
            }),
      }),
  });
}

export const shippingInstructionsSchema = object({
  instructions: string().default('').max(SHIPPING_INSTRUCTIONS_MAX_LENGTH, SHIPPING_INSTRUCTIONS_TOO_LONG),
});
