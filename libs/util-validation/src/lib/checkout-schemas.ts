import { object, string } from 'yup';
import { CheckoutMessage } from '@bp/api-contract/constants';
import type { BillMyAccount } from '@bp/api-contract';
import { freightAmountProblem, isBlankText } from './checkout-sub-form-rules';

/**
 * The formik sub-forms of the option rows (bill my account, request a quote, spec 02 §5) as yup
 * schemas. Each test asks the rule of checkout-sub-form-rules, so a form, a page's check and the
 * API's check cannot disagree.
 */

const requiredText = (message: string) =>
  string()
    .default('')
    .test('not-blank', message, (value) => !isBlankText(value));

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
  amount: string()
    .default('')
    .test('freight', (value, context) => {
      const problem = freightAmountProblem(value);
      return problem === null || context.createError({ message: CheckoutMessage[problem] });
    }),
});
