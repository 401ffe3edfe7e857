// The checkout feature's other pages (adding to an unshipped order, release confirmation,
// preferences, terms of sale): kept out of the checkout page's download.
export { AddToUnshippedOrderPage, CheckoutReleaseConfirmationPage, PreferencesPage, TermsOfSalePage } from '@bp/feature-checkout';
