/** Routes this feature owns (spec 03 §2 Orders list, Order detail). */
export const ordersRoutes = {
  orders: '/orders',
  orderDetail: '/orders/:orderNumber',
  orderReleaseConfirmation: '/orders/:phonexOrderNumber/order-release-confirmation',
} as const;
