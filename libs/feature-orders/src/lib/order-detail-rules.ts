import type { OrderPermission, PxnSalesOrderSettings, SalesOrder, SalesOrderSettings } from '@bp/api-contract';

/** Statuses whose orders are finished: the 'cannot be edited' notice would tell the buyer nothing new. */
const FINISHED_STATUSES = ['CANCELED', 'SHIPPED', 'INVOICED'];

/** Spec 03 §4 Order fulfillment: no edit option at all on an order that is not finished. */
export function cannotBeEdited(order: Pick<SalesOrder, 'fulfillmentStatus'>, permission: OrderPermission): boolean {
  const anyEdit =
    permission.canPayAndShipNow ||
    permission.canCancelOrder ||
    permission.canUpdateShipping ||
    permission.canUpdateBillingAndPayment ||
    permission.canUpdateAdditionalServices ||
    permission.canUpdateOrderedQuantity ||
    permission.canRemoveItem ||
    permission.canEditItem;
  return !anyEdit && !FINISHED_STATUSES.includes(order.fulfillmentStatus);
}

/** Spec 03 §8: a missing order and an order without lines are both 'not found'. */
export function isMissingOrder(order: Pick<SalesOrder, 'items'> | undefined): boolean {
  return !order || order.items.length === 0;
}

/**
 * Spec 03 §8: a load error whose message contains 'incomplete' is told as it is (the order exists
 * but cannot be shown yet); null for every other error, which is 'No order found of this id'.
 */
export function incompleteOrderMessage(error: unknown): string | null {
  const message = typeof error === 'object' && error !== null && 'message' in error ? error.message : undefined;
  return typeof message === 'string' && message.toLowerCase().includes('incomplete') ? message : null;
}

/**
 * Spec 03 §4: whether the order runs the single-button flow. A network order follows its partner's
 * own order settings (pxn/salesorder-settings, as checkout does), else the tenant's.
 */
export function singleButtonFlowOf(
  order: Pick<SalesOrder, 'pxnsParticipantId'>,
  settings: Pick<SalesOrderSettings, 'fulfillmentSettings'> | undefined,
  partners: PxnSalesOrderSettings | undefined,
): boolean {
  const partner = order.pxnsParticipantId === null ? undefined : partners?.find((candidate) => candidate.pxnsParticipantId === order.pxnsParticipantId);
  return partner?.singleButtonOrderFlow ?? settings?.fulfillmentSettings.singleButtonOrderFlow ?? false;
}

/** The order's buttons besides Cancel Order (spec 03 §4; spec 02 §2 Button variants, §4 Hold). */
export interface OrderButtons {
  /** The hold button's text, or null when there is none. */
  hold: string | null;
  /** The release button's text (it releases), or null when there is none. */
  release: string | null;
}

/**
 * Which buttons move the order on:
 * - REQUEST_A_QUOTE chosen: one 'Hold Order Until Shipping Quote', whatever the flow;
 * - the single-button flow: one Place Order, which releases when the permission set allows pay and
 *   ship now; when it does not (an order awaiting its shipping quote), Place Order is the hold
 *   action, as checkout labels hold in that flow (spec 02 §4), so the buyer can still move the order;
 * - otherwise Hold Order For Later, and Pay And Ship Now when allowed.
 */
export function orderButtonsOf(
  flow: { singleButton: boolean; awaitingQuote: boolean; canPayAndShipNow: boolean },
  texts: { holdUntilShippingQuote: string; placeOrder: string; holdForLater: string; payAndShipNow: string },
): OrderButtons {
  if (flow.awaitingQuote) return { hold: texts.holdUntilShippingQuote, release: null };
  if (flow.singleButton) return flow.canPayAndShipNow ? { hold: null, release: texts.placeOrder } : { hold: texts.placeOrder, release: null };
  return { hold: texts.holdForLater, release: flow.canPayAndShipNow ? texts.payAndShipNow : null };
}
