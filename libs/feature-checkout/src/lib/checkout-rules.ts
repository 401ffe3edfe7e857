import { ConfirmationType, PaymentMethodCode, ShippingMethodCode } from '@bp/api-contract/constants';
import type { Warehouse } from '@bp/api-contract';
import type { SelectedOptions } from '@bp/util-validation';
import type { ConfirmationTypeLabel } from './confirmation-state';
import { CHECKOUT_TEXTS } from './checkout-texts';

// The checkout page's pure rules (spec 02 §2 Checkout new order, §4 Pay and ship now, Hold).

/** Which buttons the summary bar shows (spec 02 §2 Button variants). */
export type ButtonVariant = 'payOrHold' | 'singleButton' | 'holdUntilQuote';

/**
 * REQUEST_A_QUOTE chosen: one hold-until-quote button, whatever the flow (an order awaiting a
 * quote cannot be paid yet); else one Place Order in single-button mode; else pay or hold.
 */
export function buttonVariant(selection: Pick<SelectedOptions, 'shippingMethodCode'> | null, singleButtonOrderFlow: boolean): ButtonVariant {
  if (selection?.shippingMethodCode === ShippingMethodCode.REQUEST_A_QUOTE) return 'holdUntilQuote';
  return singleButtonOrderFlow ? 'singleButton' : 'payOrHold';
}

/** The hold button's label of a variant. */
export function holdLabel(variant: ButtonVariant): string {
  if (variant === 'holdUntilQuote') return CHECKOUT_TEXTS.holdUntilShippingQuote;
  return variant === 'singleButton' ? CHECKOUT_TEXTS.placeOrder : CHECKOUT_TEXTS.holdOrderForLater;
}

export type OrderAction = 'payAndShip' | 'hold';

/** Spec 02 §4: pay and ship releases the order, except with PayPal, which pays in a separate step first. */
export function readyToReleaseOf(action: OrderAction, paymentMethodCode: string | null): boolean {
  return action === 'payAndShip' && paymentMethodCode !== PaymentMethodCode.INTEGRATED_PAYPAL;
}

/** Spec 02 §4: the confirmation type of an action. */
export function confirmationTypeOf(action: OrderAction, shippingMethodCode: string | null): ConfirmationTypeLabel {
  if (action === 'payAndShip') return ConfirmationType.PAY_AND_SHIP_NOW;
  return shippingMethodCode === ShippingMethodCode.REQUEST_A_QUOTE ? ConfirmationType.HOLD_UNTIL_SHIPPING_QUOTE : ConfirmationType.HOLD_THE_ORDER;
}

/** Pay now with PayPal: the payment window opens inside the click (spec 02 §2 Payment popup). */
export function paysWithPaypal(action: OrderAction, paymentMethodCode: string | null): boolean {
  return action === 'payAndShip' && paymentMethodCode === PaymentMethodCode.INTEGRATED_PAYPAL;
}

/**
 * Whether the route's {warehouse} (the URL-decoded label) is the stored warehouse: true or false
 * once known, undefined while the warehouses load or when the stored code is not among them (a
 * partner warehouse; the checkout payload's label decides then).
 */
export function routeMatchesWarehouse(routeWarehouse: string, storedCode: string, warehouses: readonly Warehouse[] | undefined): boolean | undefined {
  if (routeWarehouse === storedCode) return true;
  const stored = warehouses?.find((warehouse) => warehouse.warehouseCode === storedCode);
  if (!stored) return undefined;
  return stored.warehouseLabel === routeWarehouse;
}

/** A fresh Idempotency-Key: one per buyer intent, kept over retries until an order exists. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
