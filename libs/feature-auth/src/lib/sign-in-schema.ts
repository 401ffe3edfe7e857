// The sign-in form's yup schema, imported only lazily (sign-in-validation.ts): yup stays out of the
// sign-in page's first download.
export { signInSchema } from '@bp/util-validation';
