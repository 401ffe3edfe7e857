import type { OrderReturns } from '@bp/api-contract';
import type { ReturnStatus } from '@bp/api-contract/constants';
import { ORDERS_TEXTS } from './orders-texts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Shipped units can be claimed once the order has left the warehouse. */
export const RETURNABLE_STATUSES: readonly string[] = ['SHIPPED', 'INVOICED'];

export type OrderReturnWindow = { open: true; until: string; daysLeft: number } | { open: false; until: string } | null;

/** The order's claim window now: open with its days left (the last one included), closed, or none (not returnable). */
export function orderReturnWindowOf(orderReturns: OrderReturns, now = Date.now()): OrderReturnWindow {
  const until = orderReturns.returnsUntil;
  if (!orderReturns.returnable || !until) return null;
  const left = Date.parse(until) - now;
  return left > 0 ? { open: true, until, daysLeft: Math.ceil(left / DAY_MS) } : { open: false, until };
}

export const newReturnPathOf = (phonexOrderNumber: string) => `/returns/new?order=${encodeURIComponent(phonexOrderNumber)}`;
export const returnPathOf = (returnNumber: string) => `/returns/${encodeURIComponent(returnNumber)}`;

export const RETURN_STATUS_TEXTS: Record<ReturnStatus, string> = {
  REQUESTED: ORDERS_TEXTS.returnREQUESTED,
  APPROVED: ORDERS_TEXTS.returnAPPROVED,
  REJECTED: ORDERS_TEXTS.returnREJECTED,
  RECEIVED: ORDERS_TEXTS.returnRECEIVED,
  CREDITED: ORDERS_TEXTS.returnCREDITED,
};
