/** Routes this feature owns (spec 01 §2 Cart and Offers). The `tab` query picks 0, 1 or 2. */
export const cartRoutes = {
  cart: '/cart',
  /** Ordering by list; `?order={phonexOrderNumber}` fills it with that order's lines ("Buy these again"). */
  quickOrder: '/quick-order',
} as const;

/**
 * Where the cart sends a warehouse's entries (spec 01 §2 "Checkout navigation"). The checkout
 * feature owns these screens; features do not import each other, so the two path shapes are
 * spelled here (they match checkoutRoutes.checkout and checkoutRoutes.addToUnshippedOrder).
 */
export function checkoutPath(warehouseLabel: string, addToUnshippedOrder: boolean): string {
  const label = encodeURIComponent(warehouseLabel);
  return addToUnshippedOrder ? `/checkout/add-to-unshipped-order/${label}` : `/checkout/${label}`;
}

/** The navigation state the checkout screens receive from the cart (spec 01 §2). */
export interface CheckoutNavigationState {
  fromCart: true;
  warehouseCode: string;
  warehouseId: string;
  pxParticipantId: string | null;
  isPxns: boolean;
}
