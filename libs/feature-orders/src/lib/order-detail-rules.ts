import type { OrderPermission, SalesOrder } from '@bp/api-contract';

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
