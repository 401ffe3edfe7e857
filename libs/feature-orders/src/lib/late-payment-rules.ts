import type { OrderPermission, RacTerms, SalesOrder } from '@bp/api-contract';
import { LATE_PAYMENT_TEXTS } from './late-payment-texts';

// Spec 03 §4 Late payment and §9 fee display, as pure functions of the order and its terms.

/** Spec 03 §9: the 'per 24 HRS' percent has 2 decimals (1.5 → '1.50%'). Display only, never summed. */
export const percentPer24Hours = (percent: number): string => `${percent.toFixed(2)}%`;

/** Spec 03 §9: percent columns show 1 decimal (5 → '5.0%'). */
export const percentColumn = (percent: number): string => `${percent.toFixed(1)}%`;

/** The late-payment section belongs on the page: the server says so (unpaid, open, terms offered). */
export const showsLatePaymentSection = (permission: OrderPermission): boolean => permission.isPaymentGracePeriodSectionApplicable;

/**
 * The top snackbar shows while the fees are not agreed and the order has a deadline: the
 * deadline is the terms' grace period end (the order's own when the terms could not be fetched).
 */
export function latePaymentDeadline(order: SalesOrder, permission: OrderPermission, terms: RacTerms | undefined): string | null {
  if (!showsLatePaymentSection(permission) || order.racFeeAgreed) return null;
  return terms?.gracePeriodEnd ?? order.gracePeriodEnd ?? null;
}

/** Spec 03 §4: the account text for account payments (useCurrentAccountTextForPayment), else the payment text. */
export const deadlineText = (terms: RacTerms | undefined): string =>
  terms?.useCurrentAccountTextForPayment ? LATE_PAYMENT_TEXTS.accountDueBy : LATE_PAYMENT_TEXTS.paymentDueBy;
