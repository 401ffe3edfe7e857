import { CheckoutMessage, SHIPPING_INSTRUCTIONS_MAX_LENGTH, ShippingMethodCode } from '@bp/api-contract/constants';
import { centsToText, typedAmountToCents } from '@bp/util-money';
import { methodChoiceOf, type OptionChoices, type OptionRowsContext, type SelectedOptions } from './checkout-option-rules';

/**
 * The rules of the option rows' sub-forms (spec 02 §5), written once: the portal's pages and
 * sub-forms (the formik ones through the yup schemas of checkout-schemas, which call these) and
 * the API's check of a submitted selection (apps/api checkout/selection.ts) all ask these.
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

/** Blank or whitespace counts as empty (spec 02 §5 Bill my account, Request a quote). */
export const isBlankText = (value: string | null | undefined): boolean => (value ?? '').trim() === '';

/** Request a quote's freight (typed text, or a JSON number from the API's callers): required, then an amount. */
export function freightAmountProblem(amount: string | number | null | undefined): 'FREIGHT_REQUIRED' | 'FREIGHT_NOT_A_NUMBER' | null {
  if (amount === null || amount === undefined || (typeof amount === 'string' && isBlankText(amount))) return 'FREIGHT_REQUIRED';
  return typedAmountToCents(amount) === null ? 'FREIGHT_NOT_A_NUMBER' : null;
}

/** Insurance needs a YES or NO. */
export const insuranceChoiceProblem = (insured: boolean | null | undefined): 'INSURANCE_NOT_CHOSEN' | null =>
  insured === true || insured === false ? null : 'INSURANCE_NOT_CHOSEN';

/**
 * An insured amount: at least 1 and at most the maximum. Text that is not an amount is refused as
 * too low; below a maximum under 1 an amount is both too low and too high.
 */
export function insuredAmountProblems(amount: string | number | null | undefined, maximumCents: number): ('INSURANCE_TOO_LOW' | 'INSURANCE_TOO_HIGH')[] {
  const cents = amount === null || amount === undefined ? null : typedAmountToCents(amount);
  const problems: ('INSURANCE_TOO_LOW' | 'INSURANCE_TOO_HIGH')[] = [];
  if (cents === null || cents < 100) problems.push('INSURANCE_TOO_LOW');
  if (cents !== null && cents > maximumCents) problems.push('INSURANCE_TOO_HIGH');
  return problems;
}

/** The message of an insured amount's problem, with the currency symbol and the maximum filled in. */
export function insuredAmountMessage(problem: 'INSURANCE_TOO_LOW' | 'INSURANCE_TOO_HIGH', maximumCents: number, currencySymbol = '$'): string {
  return problem === 'INSURANCE_TOO_LOW' ? insuranceTooLowMessage(currencySymbol) : insuranceTooHighMessage(maximumCents, currencySymbol);
}

/** Shipping instructions: at most SHIPPING_INSTRUCTIONS_MAX_LENGTH characters. */
export const shippingInstructionsTooLong = (instructions: string | null | undefined): boolean => (instructions ?? '').length > SHIPPING_INSTRUCTIONS_MAX_LENGTH;

/** Bill my account: carrier, service level and account number are all required (blank counts as empty). */
export function billMyAccountErrors(info: SelectedOptions['billMyAccountInfo']): string[] {
  const errors: string[] = [];
  if (isBlankText(info.carrier)) errors.push(CheckoutMessage.CARRIER_REQUIRED);
  if (isBlankText(info.serviceLevel)) errors.push(CheckoutMessage.SERVICE_LEVEL_REQUIRED);
  if (isBlankText(info.accountNumber)) errors.push(CheckoutMessage.ACCOUNT_NUMBER_REQUIRED);
  return errors;
}

/** Request a quote: service level and a numeric freight amount. */
export function requestAQuoteErrors(info: SelectedOptions['requestAQuoteInfo']): string[] {
  const errors: string[] = [];
  if (isBlankText(info.serviceLevel)) errors.push(CheckoutMessage.SERVICE_LEVEL_REQUIRED);
  const freight = freightAmountProblem(info.amount);
  if (freight) errors.push(CheckoutMessage[freight]);
  return errors;
}

/** Insurance (applies only when the chosen method offers it): the choice's and the amount's messages, in that order. */
export function insuranceErrors(
  insured: boolean | null,
  amount: string,
  { maximumCents, currencySymbol = '$', checkAmount = true }: InsuranceLimits,
): { insured: string[]; amount: string[] } {
  const choice = insuranceChoiceProblem(insured);
  const amountProblems = insured === true && checkAmount ? insuredAmountProblems(amount ?? '', maximumCents) : [];
  return {
    insured: choice ? [CheckoutMessage[choice]] : [],
    amount: amountProblems.map((problem) => insuredAmountMessage(problem, maximumCents, currencySymbol)),
  };
}

/** Shipping instructions: at most SHIPPING_INSTRUCTIONS_MAX_LENGTH characters. */
export function shippingInstructionsErrors(instructions: string): string[] {
  return shippingInstructionsTooLong(instructions) ? [SHIPPING_INSTRUCTIONS_TOO_LONG] : [];
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
