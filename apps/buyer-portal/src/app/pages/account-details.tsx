// Account details (documents, uploads), the account-setup submitted screen and the online document
// forms opened from account details. One module rather than two: a separate forms module splits the
// shared antd code into more chunks and makes /stock, /cart and checkout 2-6 KB heavier.
export { AccountDetailsPage, AccountSetupSubmittedPage, EusAddendumFormPage, EusFormPage, InternationalShippingFormPage } from '@bp/feature-onboarding';
