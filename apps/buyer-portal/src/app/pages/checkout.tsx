export { AddToUnshippedOrderPage, CheckoutPage, CheckoutReleaseConfirmationPage, PreferencesPage, TermsOfSalePage } from '@bp/feature-checkout';
