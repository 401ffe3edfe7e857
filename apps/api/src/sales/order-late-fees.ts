import { FulfillmentStatus, PaymentStatus } from '@bp/api-contract';
import { percentOf } from './order-charges';

// Late-payment fees (spec 03 §4 Late payment, §9; spec 02 §4 Late-payment terms). A buyer who
// agreed to the terms (racFeeAgreed) keeps an unpaid order reserved past the grace period for a
// reservation fee per full 24 hours, and owes the cancellation fee when such an order is
// canceled while the fee is due. Fees are a percentage of the order's value (its total without
// the fees themselves), in whole cents.

export const DAY_MS = 24 * 3_600_000;

export interface LateFeeFacts {
  fulfillmentStatus: string;
  paymentStatus: string;
  racFeeAgreed: boolean;
  gracePeriodEnd: Date | null;
  racFeePeriodEnd: Date | null;
  reservationFeePercent: string | null;
  cancellationFeePercent: string | null;
  totalCents: number;
  reservationFeeCents: number;
  cancellationFeeCents: number;
}

/** numeric(9,6) text ('10.000000') → what percentOf takes ('10'). */
export const plainPercent = (value: string | null): string => {
  const text = value ?? '0';
  return text.includes('.') ? text.replace(/0+$/, '').replace(/\.$/, '') : text;
};

const above0 = (percent: string | null) => Number(plainPercent(percent)) > 0;

/** The order's value the fees are a share of (the total before any late fee). */
export const orderValueCents = (order: Pick<LateFeeFacts, 'totalCents' | 'reservationFeeCents' | 'cancellationFeeCents'>): number =>
  Math.max(0, order.totalCents - order.reservationFeeCents - order.cancellationFeeCents);

/**
 * Spec 03 §9: the cancellation fee applies only when racFeeAgreed, now is at least a day past
 * gracePeriodEnd, cancellationFeePercent is above 0, and racFeePeriodEnd is unset or not yet past.
 */
export function cancellationFeeApplies(order: LateFeeFacts, now: Date): boolean {
  if (!order.racFeeAgreed || order.gracePeriodEnd === null || !above0(order.cancellationFeePercent)) return false;
  if (now.getTime() < order.gracePeriodEnd.getTime() + DAY_MS) return false;
  return order.racFeePeriodEnd === null || now.getTime() <= order.racFeePeriodEnd.getTime();
}

/** The cancellation fee of `valueCents` if the order were canceled now (0 when it does not apply). */
export function cancellationFeeCents(order: LateFeeFacts, valueCents: number, now: Date): number {
  return cancellationFeeApplies(order, now) ? percentOf(valueCents, plainPercent(order.cancellationFeePercent)) : 0;
}

/** One period's reservation fee on `valueCents`. */
export const reservationFeePerPeriodCents = (order: Pick<LateFeeFacts, 'reservationFeePercent'>, valueCents: number): number =>
  percentOf(valueCents, plainPercent(order.reservationFeePercent));

/**
 * Full 24-hour periods since the grace period ended that carry a reservation fee: only for an
 * agreed, unpaid order still held for the buyer, and not past racFeePeriodEnd when one is set.
 */
export function reservationPeriodsDue(order: LateFeeFacts, now: Date): number {
  if (!order.racFeeAgreed || order.gracePeriodEnd === null || !above0(order.reservationFeePercent)) return 0;
  if (order.paymentStatus === PaymentStatus.PAID) return 0;
  if (order.fulfillmentStatus !== FulfillmentStatus.ON_HOLD && order.fulfillmentStatus !== FulfillmentStatus.AWAITING_SHIPPING_QUOTE) return 0;
  const until = order.racFeePeriodEnd !== null && order.racFeePeriodEnd < now ? order.racFeePeriodEnd : now;
  const elapsed = until.getTime() - order.gracePeriodEnd.getTime();
  return elapsed <= 0 ? 0 : Math.floor(elapsed / DAY_MS);
}
