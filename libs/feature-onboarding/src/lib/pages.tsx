export { AccountDetailsPage } from './account-details-page';
export { AccountSetupPage } from './account-setup-page';
export { AccountSetupSubmittedPage } from './account-setup-submitted-page';
