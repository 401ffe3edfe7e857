export { AccountDetailsPage, AccountSetupPage, AccountSetupSubmittedPage, EusAddendumFormPage, EusFormPage, InternationalShippingFormPage } from './lib/pages';
export * from './lib/routes';
export { documentFormState, formPathOf, type DocumentFormState } from './lib/document-navigation';
