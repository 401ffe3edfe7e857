// Account details (documents, uploads) and the account-setup submitted screen.
export { AccountDetailsPage, AccountSetupSubmittedPage } from '@bp/feature-onboarding';
