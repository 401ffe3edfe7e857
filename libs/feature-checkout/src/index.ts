export { AddToUnshippedOrderPage, CheckoutPage, CheckoutReleaseConfirmationPage, PreferencesPage, TermsOfSalePage } from './lib/pages';
export * from './lib/routes';
export {
  checkoutSlice,
  checkoutCleared,
  checkoutStateFromStorage,
  clearCheckout,
  handoverRead,
  salesOrderChosen,
  selectCheckoutDraft,
  selectionChanged,
  type CheckoutDraft,
  type CheckoutPart,
  type CheckoutState,
  type StateWithCheckout,
} from './lib/checkout-slice';
