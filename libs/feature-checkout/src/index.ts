export { AddToUnshippedOrderPage, CheckoutPage, CheckoutReleaseConfirmationPage, PreferencesPage, TermsOfSalePage } from './lib/pages';
export * from './lib/routes';
