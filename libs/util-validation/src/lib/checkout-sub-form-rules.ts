import { CheckoutMessage, SHIPPING_INSTRUCTIONS_MAX_LENGTH, ShippingMethodCode } from '@bp/api-contract/constants';
import { centsToText, typedAmountToCents } from '@bp/util-money';
import { methodChoiceOf, type OptionChoices, type OptionRowsContext, type SelectedOptions } from './checkout-option-rules';

/**
 * The checks of the option rows' sub-forms (spec 02 §5) as plain functions, for what a page runs on
 * every render or on pay, hold and save: the same messages as the yup schemas of checkout-schemas
 * (a test compares both), without yup, which only the formik sub-forms (loaded when idle) need.
 */

/** Not a spec text: the spec limits instructions to 1024 characters without naming a message. */
export const SHIPPING_INSTRUCTIONS_TOO_LONG = `Shipping instructions can be at most ${SHIPPING_INSTRUCTIONS_MAX_LENGTH} characters`;

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
  return CheckoutMessage.INSURANCE_TOO_HIGH.split('${1}').join(`${currencySymbol}${centsToText(maximumCents)}`);
}

const blank = (value: string | null | undefined) => (value ?? '').trim() === '';

/** Bill my account: carrier, service level and account number are all required (blank counts as empty). */
export function billMyAccountErrors(info: SelectedOptions['billMyAccountInfo']): string[] {
  const errors: string[] = [];
  if (blank(info.carrier)) errors.push(CheckoutMessage.CARRIER_REQUIRED);
  if (blank(info.serviceLevel)) errors.push(CheckoutMessage.SERVICE_LEVEL_REQUIRED);
  if (blank(info.accountNumber)) errors.push(CheckoutMessage.ACCOUNT_NUMBER_REQUIRED);
  return errors;
}

/** Request a quote: service level and a numeric freight amount. */
export function requestAQuoteErrors(info: SelectedOptions['requestAQuoteInfo']): string[] {
  const errors: string[] = [];
  if (blank(info.serviceLevel)) errors.push(CheckoutMessage.SERVICE_LEVEL_REQUIRED);
  if (blank(info.amount)) errors.push(CheckoutMessage.FREIGHT_REQUIRED);
  else if (typedAmountToCents(info.amount) === null) errors.push(CheckoutMessage.FREIGHT_NOT_A_NUMBER);
  return errors;
}

/**
 * Insurance (applies only when the chosen method offers it): YES or NO must be chosen; an insured
 * amount must be a number of at least 1 and at most the maximum. Non-numeric text is refused as
 * too low, as the API does. Each field's messages, in the order the schema reports them.
 */
export function insuranceErrors(
  insured: boolean | null,
  amount: string,
  { maximumCents, currencySymbol = '$', checkAmount = true }: InsuranceLimits,
): { insured: string[]; amount: string[] } {
  const errors = { insured: [] as string[], amount: [] as string[] };
  if (insured !== true && insured !== false) errors.insured.push(CheckoutMessage.INSURANCE_NOT_CHOSEN);
  if (insured === true && checkAmount) {
    const cents = typedAmountToCents(amount ?? '');
    if (cents === null || cents < 100) errors.amount.push(insuranceTooLowMessage(currencySymbol));
    if (cents !== null && cents > maximumCents) errors.amount.push(insuranceTooHighMessage(maximumCents, currencySymbol));
  }
  return errors;
}

/** Shipping instructions: at most SHIPPING_INSTRUCTIONS_MAX_LENGTH characters. */
export function shippingInstructionsErrors(instructions: string): string[] {
  return (instructions ?? '').length > SHIPPING_INSTRUCTIONS_MAX_LENGTH ? [SHIPPING_INSTRUCTIONS_TOO_LONG] : [];
}

export interface SubFormContext extends OptionRowsContext {
  /** Insurance limits; the amount is only checked where it is shown (not on the preferences page). */
  insurance: InsuranceLimits;
}

/**
 * The sub-forms' messages for the selection's shipping method (bill my account, request a quote,
 * insurance, instructions), for blockingMessage(), each once. Request-a-quote amounts are not part
 * of preferences, so that form is checked at checkout and on the order page only.
 */
export function subFormErrors(selection: SelectedOptions, choices: OptionChoices, context: SubFormContext): string[] {
  const method = selection.shippingMethodCode === null ? null : methodChoiceOf(choices, selection.shippingMethodCode);
  if (!method) return [];
  const errors: string[] = [];
  const add = (messages: string[]) => errors.push(...new Set(messages));
  if (method.code === ShippingMethodCode.BILL_MY_ACCOUNT) add(billMyAccountErrors(selection.billMyAccountInfo));
  if (method.code === ShippingMethodCode.REQUEST_A_QUOTE && context.page !== 'preferences') add(requestAQuoteErrors(selection.requestAQuoteInfo));
  if (method.insuranceAvailable) {
    const checkAmount = context.page !== 'preferences' && context.insurance.checkAmount !== false;
    const insurance = insuranceErrors(selection.shippingInsured, selection.shippingInsuranceAmount, { ...context.insurance, checkAmount });
    add([...insurance.insured, ...insurance.amount]);
  }
  if (!method.ignoreShippingInstructions) add(shippingInstructionsErrors(selection.shippingInstruction));
  return errors;
}
