// The online document forms (formik + yup, signature pad), opened from account details.
export { EusAddendumFormPage, EusFormPage, InternationalShippingFormPage } from '@bp/feature-onboarding';
