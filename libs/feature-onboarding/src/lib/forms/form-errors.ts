import { setIn, type FormikErrors } from 'formik';
import type { FormErrors } from '@bp/util-validation';

/**
 * Formik's validate for one of the shared online-form rules (util-validation online-form-rules,
 * the same the server applies): their flat 'a.0.b' paths become Formik's nested errors.
 */
export function formikValidator<Values extends object>(rules: (form: Record<string, unknown>) => FormErrors) {
  return (values: Values): FormikErrors<Values> => {
    let errors: FormikErrors<Values> = {};
    for (const [path, message] of Object.entries(rules(values as Record<string, unknown>))) errors = setIn(errors, path, message);
    return errors;
  };
}

/**
 * Spec 03 §5: on a refused submit the page scrolls smoothly to the first error. The first error in
 * the page's order is the first element marked invalid (aria-invalid, or data-invalid on a group such as the signature); its control takes the focus too, so a
 * keyboard or screen-reader user lands where the sighted one does.
 */
export function scrollToFirstError(form: HTMLElement | null): void {
  const first = form?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid="true"]');
  if (!first) return;
  first.scrollIntoView?.({ behavior: 'smooth', block: 'center' });
  focusTargetOf(first).focus({ preventScroll: true });
}

const FOCUSABLE = 'input:not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), [tabindex]';

/**
 * What takes the focus for an invalid element: itself when focusable, else its chosen or first
 * control (a radio group is a plain element; the browser ignores focus() on it).
 */
function focusTargetOf(invalid: HTMLElement): HTMLElement {
  if (invalid.matches(FOCUSABLE)) return invalid;
  return invalid.querySelector<HTMLElement>('input:checked:not([disabled])') ?? invalid.querySelector<HTMLElement>(FOCUSABLE) ?? invalid;
}
