// Builders of the onboarding pages' call shapes, for tests outside this library (the app's route tests).
export { REFERENCES, SETTINGS, aDocument, aSetup, anAccount } from './lib/onboarding-fixtures';

/** The onboarding namespace's English texts (keyed by English text), for the catalogue tests. */
export { ONBOARDING_TEXTS, SAME_AS_BILLING_LABEL } from './lib/onboarding-texts';
