// Account details (documents, uploads), the account-setup submitted screen and the online document
// forms opened from account details. One module rather than two: a separate forms module split the
// shared antd code into more chunks and made /stock, /cart and checkout 2-6 KB heavier (measured).
export { AccountDetailsPage, AccountSetupSubmittedPage, EusAddendumFormPage, EusFormPage, InternationalShippingFormPage } from '@bp/feature-onboarding';
