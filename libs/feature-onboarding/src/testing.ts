// Builders of the onboarding pages' call shapes, for tests outside this library (the app's route tests).
export { REFERENCES, SETTINGS, aDocument, aSetup, anAccount } from './lib/onboarding-fixtures';
