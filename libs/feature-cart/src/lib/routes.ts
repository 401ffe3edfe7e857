/** Routes this feature owns (spec 01 §2 Cart and Offers). The `tab` query picks 0, 1 or 2. */
export const cartRoutes = {
  cart: '/cart',
} as const;
