// This feature's route screens (spec 02); the app routes to them through src/app/pages/.
export { AddToUnshippedOrderPage } from './add-to-unshipped-order-page';
export { CheckoutPage } from './checkout-page';
export { CheckoutReleaseConfirmationPage } from './confirmation-page';
export { PreferencesPage } from './preferences-page';
export { TermsOfSalePage } from './terms-of-sale-page';
