import { validateYupSchema, yupToFormErrors, type FormikErrors } from 'formik';

export interface SignInValues {
  email: string;
  password: string;
}

// yup (about 12 KB gzip with its helpers) is needed only once the buyer types or submits, so the
// schema loads on its own chunk (sign-in's JS budget: 180 KB gzip), fetched when the page is idle.
const loadSignInSchema = () => import('./sign-in-schema').then((module) => module.signInSchema);

/** Starts fetching the sign-in schema (the page calls it when idle, well before the first check). */
export function preloadSignInValidation(): void {
  void loadSignInSchema();
}

/**
 * Formik `validate` for the sign-in form: the same checks and error shape as
 * `validationSchema={signInSchema}` (formik's own yup adapter), with the schema loaded on first use.
 */
export async function validateSignIn(values: SignInValues): Promise<FormikErrors<SignInValues>> {
  const schema = await loadSignInSchema();
  try {
    await validateYupSchema(values, schema);
    return {};
  } catch (error) {
    if (error instanceof Error && error.name === 'ValidationError') return yupToFormErrors<SignInValues>(error);
    throw error;
  }
}
