import { boolean, object, string, type ValidationError } from 'yup';
import { CheckoutMessage, SHIPPING_INSTRUCTIONS_MAX_LENGTH, ShippingMethodCode } from '@bp/api-contract/constants';
import type { BillMyAccount } from '@bp/api-contract';
import { centsToAmountText, typedAmountToCents } from './checkout-money';
import { methodChoiceOf, type OptionChoices, type OptionRowsContext, type SelectedOptions } from './checkout-option-rules';

/**
 * The option rows' sub-forms (spec 02 §5) as yup schemas with the spec's texts. The forms show the
 * messages; blockingMessage() of checkout-option-rules turns them into the one a pay, hold or save reports.
 */

/** Not a spec text: the spec limits instructions to 1024 characters without naming a message. */
export const SHIPPING_INSTRUCTIONS_TOO_LONG = `Shipping instructions can be at most ${SHIPPING_INSTRUCTIONS_MAX_LENGTH} characters`;

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
  amount: requiredText(CheckoutMessage.FREIGHT_REQUIRED).test('numeric', CheckoutMessage.FREIGHT_NOT_A_NUMBER, (value) => (value ?? '').trim() === '' || typedAmountToCents(value ?? '') !== null),
});

export interface InsuranceLimits {
  /** The most that may be insured, in cents (maxInsuranceCents of checkout-option-rules). */
  maximumCents: number;
  /** The tenant's currency symbol: the spec's `$` in '${1}' (default '$'). */
  currencySymbol?: string;
  /** false on the preferences page: it hides the amount, so only the YES/NO choice is checked. */
  checkAmount?: boolean;
}

/** 'Invalid value, must be greater than $1': the spec's ${1} is the currency symbol and the minimum of 1. */
export function insuranceTooLowMessage(currencySymbol = '$'): string {
  return CheckoutMessage.INSURANCE_TOO_LOW.split('${1}').join(`${currencySymbol}1`);
}

/** 'Max Value for this order is $778.00': the maximum as the API's message writes it. */
export function insuranceTooHighMessage(maximumCents: number, currencySymbol = '$'): string {
  return CheckoutMessage.INSURANCE_TOO_HIGH.split('${1}').join(`${currencySymbol}${centsToAmountText(maximumCents)}`);
}

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

/** Each failing field's message once, in the schema's field order. */
function messagesOf(validate: () => unknown): string[] {
  try {
    validate();
    return [];
  } catch (error) {
    const inner = (error as ValidationError).inner ?? [];
    const messages = inner.length > 0 ? inner.flatMap((entry) => entry.errors) : (error as ValidationError).errors;
    return [...new Set(messages)];
  }
}

export interface SubFormContext extends OptionRowsContext {
  /** Insurance limits; the amount is only checked where it is shown (not on the preferences page). */
  insurance: InsuranceLimits;
}

/**
 * The sub-forms' messages for the selection's shipping method (bill my account, request a quote,
 * insurance, instructions), for blockingMessage(). Request-a-quote amounts are not part of
 * preferences, so that form is checked at checkout and on the order page only.
 */
export function subFormErrors(selection: SelectedOptions, choices: OptionChoices, context: SubFormContext): string[] {
  const method = selection.shippingMethodCode === null ? null : methodChoiceOf(choices, selection.shippingMethodCode);
  if (!method) return [];
  const errors: string[] = [];
  if (method.code === ShippingMethodCode.BILL_MY_ACCOUNT) {
    errors.push(...messagesOf(() => billMyAccountSchema.validateSync(selection.billMyAccountInfo, { abortEarly: false })));
  }
  if (method.code === ShippingMethodCode.REQUEST_A_QUOTE && context.page !== 'preferences') {
    errors.push(...messagesOf(() => requestAQuoteSchema.validateSync(selection.requestAQuoteInfo, { abortEarly: false })));
  }
  if (method.insuranceAvailable) {
    const checkAmount = context.page !== 'preferences' && context.insurance.checkAmount !== false;
    const schema = insuranceSchema({ ...context.insurance, checkAmount });
    errors.push(...messagesOf(() => schema.validateSync({ insured: selection.shippingInsured, amount: selection.shippingInsuranceAmount }, { abortEarly: false })));
  }
  if (!method.ignoreShippingInstructions) {
    errors.push(...messagesOf(() => shippingInstructionsSchema.validateSync({ instructions: selection.shippingInstruction }, { abortEarly: false })));
  }
  return errors;
}
