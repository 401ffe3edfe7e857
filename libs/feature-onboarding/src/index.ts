export { AccountDetailsPage, AccountSetupPage, AccountSetupSubmittedPage } from './lib/pages';
export { EusAddendumFormPage, EusFormPage, InternationalShippingFormPage, formOpeningState, type FormOpeningState } from './lib/forms';
export * from './lib/routes';
export { documentFormState, formPathOf, type DocumentFormState } from './lib/document-navigation';
