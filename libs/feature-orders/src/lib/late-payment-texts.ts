import { OrderMessage } from '@bp/api-contract/constants';

/**
 * The late-payment section's texts (spec 03 §4 Late payment, §8, §9). Quoted spec texts are kept
 * exactly; the headings, column names and the dialog's wording are ours. Screens pass them through
 * the tenant translations (useOrdersText).
 */
export const LATE_PAYMENT_TEXTS = {
  paymentDueBy: 'Payment must be received by {{date}}',
  accountDueBy: 'Account must be current and the order moved into fulfillment by {{date}}',
  extendTime: 'EXTEND TIME ON THIS ORDER',
  feesAccepted: OrderMessage.RAC_FEES_ACCEPTED,
  termsFetchFailed: OrderMessage.RAC_TERMS_FETCH_FAILED,
  sectionTitle: 'Late Payment Policy',
  termsTitle: 'Reservation and Cancellation Terms',
  fee: 'Fee',
  percent: 'Percent',
  amount: 'Amount',
  reservationFee: 'Reservation fee',
  cancellationFee: 'Cancellation fee',
  per24Hours: '{{value}} per 24 HRS',
  reservationRate: 'Reservation fee: {{percent}} per 24 HRS ({{amount}} per 24 HRS) after {{date}}',
  termsOfSale: 'Terms of sale',
  acceptFees: 'Accept Fees',
  notNow: 'Not Now',
  dismiss: 'Dismiss',
} as const;
