// The checkout and orders features' less visited pages (adding to an unshipped order, the release
// confirmations, preferences, terms of sale): kept out of the checkout page's and the order page's
// downloads. The order page preloads its release confirmation when Release Now is clicked.
export { AddToUnshippedOrderPage, CheckoutReleaseConfirmationPage, PreferencesPage, TermsOfSalePage } from '@bp/feature-checkout';
export { OrderReleaseConfirmationPage } from '@bp/feature-orders';
