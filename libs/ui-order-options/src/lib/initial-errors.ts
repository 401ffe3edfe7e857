import type { FormikErrors } from 'formik';
import type { AnyObjectSchema, ValidationError } from 'yup';

/**
 * A sub-form's errors for its first values, computed at once: Formik's validateOnMount answers
 * a moment later, and a page that shows every error after a refused pay or hold must not render
 * the form without them first.
 */
export function initialErrorsOf<T extends object>(schema: AnyObjectSchema, values: T): FormikErrors<T> {
  try {
    schema.validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    const errors: Record<string, string> = {};
    for (const entry of (error as ValidationError).inner) {
      if (entry.path && !(entry.path in errors)) errors[entry.path] = entry.message;
    }
    return errors as FormikErrors<T>;
  }
}
