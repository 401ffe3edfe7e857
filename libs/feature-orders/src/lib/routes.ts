/** Routes this feature owns (spec 03 §2 Orders list, Order detail). */
export const ordersRoutes = {
  orders: '/orders',
  orderDetail: '/orders/:orderNumber',
  orderReleaseConfirmation: '/orders/:phonexOrderNumber/order-release-confirmation',
} as const;

/**
 * "Buy these again": the cart feature's quick order page filled with the order's lines. Features do
 * not import each other, so its path is spelled here (cartRoutes.quickOrder with `?order=`).
 */
export function quickOrderPathOf(phonexOrderNumber: string): string {
  return `/quick-order?order=${encodeURIComponent(phonexOrderNumber)}`;
}
