/** Routes this feature owns (spec 02; route table of spec 03 §2). */
export const checkoutRoutes = {
  checkout: '/checkout/:warehouse',
  addToUnshippedOrder: '/checkout/add-to-unshipped-order/:warehouse',
  addToUnshippedSalesOrder: '/checkout/add-to-unshipped-order/:warehouse/:salesOrder',
  orderReleaseConfirmation: '/checkout/order-release-confirmation',
  preferences: '/preferences',
  termsOfSale: '/terms-of-sale',
} as const;
