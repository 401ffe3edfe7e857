import { getIn } from 'formik';
import { createContext, useContext, useState } from 'react';
import type { FormErrors } from '@bp/util-validation';

// The API checks a submitted online form with the same rules (and its TypeBox shape) and answers
// 400 with one `errors` entry per field (spec error body). Those messages go under their fields
// like the form's own, and stay until the field is changed: they are kept beside Formik's errors,
// not in them, because Formik's validate on change would wipe them and a kept one would block the
// next submit without the server being asked again.

/** The field errors of a refused submit and the values that were sent. */
export interface ServerFieldErrors {
  errors: FormErrors;
  values: unknown;
}

export const ServerFieldErrorsContext = createContext<ServerFieldErrors | null>(null);

/** The server's message for a field while its value is still the one refused. */
export function useServerFieldError(name: string, values: unknown): string | undefined {
  const refused = useContext(ServerFieldErrorsContext);
  const message = refused?.errors[name];
  if (!message || !refused) return undefined;
  return getIn(values, name) === getIn(refused.values, name) ? message : undefined;
}

/**
 * The API's field paths as the form's: the shape check names them under 'formData.' (the request
 * body), the rules by the form's own paths.
 */
export function formPathsOf(fieldErrors: ReadonlyArray<{ field?: string | null; messageDescription: string }>): FormErrors {
  const errors: FormErrors = {};
  for (const entry of fieldErrors) {
    if (!entry.field) continue;
    const path = entry.field.replace(/^formData\./, '');
    errors[path] ??= entry.messageDescription;
  }
  return errors;
}

/**
 * A form's submit that keeps the server's field errors of a refusal: `send` answers them (already
 * in the form's paths) or nothing; `toControls` maps a rule's path to the control's when they
 * differ (an EUS question → its answer).
 */
export function useServerFieldErrors<Values>(
  send: (values: Values) => Promise<FormErrors | undefined>,
  toControls: (errors: FormErrors) => FormErrors = (errors) => errors,
) {
  const [serverErrors, setServerErrors] = useState<ServerFieldErrors | null>(null);
  const submit = async (values: Values) => {
    setServerErrors(null);
    const refused = await send(values);
    if (refused && Object.keys(refused).length > 0) setServerErrors({ errors: toControls(refused), values });
  };
  return { serverErrors, submit };
}
