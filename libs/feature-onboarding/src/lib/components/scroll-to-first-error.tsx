import { useFormikContext } from 'formik';
import { useEffect, useRef, type RefObject } from 'react';
import { scrollToFirstError } from '../forms/form-errors';

/**
 * Inside a Formik form: once a submit is over and left errors (the form's own rules or the
 * server's field errors set by onSubmit), scrolls smoothly to the first and focuses it (spec 03 §5),
 * once per submit.
 */
export function ScrollToFirstError({ formRef }: { formRef: RefObject<HTMLFormElement | null> }) {
  const { errors, isSubmitting, submitCount } = useFormikContext<object>();
  const scrolledFor = useRef(0);
  const hasErrors = Object.keys(errors).length > 0;
  useEffect(() => {
    if (isSubmitting || !hasErrors || submitCount === scrolledFor.current) return;
    scrolledFor.current = submitCount;
    scrollToFirstError(formRef.current);
  }, [formRef, hasErrors, isSubmitting, submitCount]);
  return null;
}
