export { AccountDetailsPage, AccountSetupPage, AccountSetupSubmittedPage, EusAddendumFormPage, EusFormPage, InternationalShippingFormPage } from '@bp/feature-onboarding';
