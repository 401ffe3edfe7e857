// The account-setup form alone: the submitted screen, account details and the online forms are in their own modules.
export { AccountSetupPage } from '@bp/feature-onboarding';
