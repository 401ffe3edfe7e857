export { EusAddendumFormPage, EusFormPage, InternationalShippingFormPage, formOpeningState, type FormOpeningState } from './online-form-pages';
