// The option rows' sub-forms built on formik, in one module that order-option-rows loads lazily.
export { BillMyAccountForm } from './bill-my-account-form';
export { RequestAQuoteForm } from './request-a-quote-form';
