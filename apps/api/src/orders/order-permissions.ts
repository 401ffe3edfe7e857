import { FulfillmentStatus, PaymentMethodCode, PaymentStatus, SalesOrderUpdateMethod, type OrderPermission } from '@bp/api-contract';

// The order permission set (spec 03 §3, §6), computed on the server from the order's status, its
// payment method and the tenant's order settings. The order page greys controls out with it, and
// the upsert refuses every change it does not allow: the portal's view is never the check.

/** What the permissions depend on, read from a row or from a SalesOrder alike. */
export interface PermissionFacts {
  fulfillmentStatus: string;
  paymentStatus: string;
  paymentMethodCode: string;
  racFeeAgreed: boolean;
  gracePeriodEnd: Date | null;
  reservationFeePercent: string | null;
  cancellationFeePercent: string | null;
}

export interface PermissionSettings {
  gracePeriodEnabled: boolean;
  /** MANUAL_SYNC: the tenant's own order system owns the lines (quantities and items). */
  updateMethod: string;
}

/** Orders the buyer may still change: nothing released, shipped, invoiced or canceled. */
const OPEN_STATUSES: readonly string[] = [FulfillmentStatus.ON_HOLD, FulfillmentStatus.AWAITING_SHIPPING_QUOTE];

const positive = (percent: string | null): boolean => percent !== null && Number(percent) > 0;

export function isOpenOrder(fulfillmentStatus: string): boolean {
  return OPEN_STATUSES.includes(fulfillmentStatus);
}

export function orderPermissions(order: PermissionFacts, settings: PermissionSettings): OrderPermission {
  const open = isOpenOrder(order.fulfillmentStatus);
  const paid = order.paymentStatus === PaymentStatus.PAID;
  // Once paid, a change of amount would need a refund or a second payment: the seller's call.
  const changeable = open && !paid;
  const linesChangeable = changeable && settings.updateMethod !== SalesOrderUpdateMethod.MANUAL_SYNC;
  const lateTermsOffered =
    settings.gracePeriodEnabled && order.gracePeriodEnd !== null && (positive(order.reservationFeePercent) || positive(order.cancellationFeePercent));
  return {
    // A quote request is released once the seller answered it (the order is ON_HOLD again).
    canPayAndShipNow: order.fulfillmentStatus === FulfillmentStatus.ON_HOLD,
    canCancelOrder: changeable,
    canUpdateShipping: changeable,
    canUpdateBillingAndPayment: changeable,
    canUpdateAdditionalServices: changeable,
    canUpdateOrderedQuantity: linesChangeable,
    canRemoveItem: linesChangeable,
    canEditItem: linesChangeable,
    // A quote is for the quantity asked about; more units while it is pending would need a new one.
    canIncreaseOrderedQuantity: linesChangeable && order.fulfillmentStatus === FulfillmentStatus.ON_HOLD,
    canDecreaseOrderedQuantity: linesChangeable,
    canExtendPaymentTime: changeable && lateTermsOffered && !order.racFeeAgreed,
    isPaymentGracePeriodSectionApplicable: open && !paid && lateTermsOffered,
  };
}

/** PayPal orders wait ON_HOLD until PayPal confirms the payment (spec 03 §4). */
export const isPayPal = (paymentMethodCode: string): boolean => paymentMethodCode === PaymentMethodCode.INTEGRATED_PAYPAL;
