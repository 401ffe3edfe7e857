export { AccountDetailsPage, AccountSetupPage, AccountSetupSubmittedPage, EusAddendumFormPage, EusFormPage, InternationalShippingFormPage } from './lib/pages';
export * from './lib/routes';
