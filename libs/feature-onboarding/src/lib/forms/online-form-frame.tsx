import { Button, Flex, theme } from 'antd';
import { useFormikContext } from 'formik';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from '@bp/ui-kit';
import { Heading } from '../components/heading';
import { scrollToFirstError } from './form-errors';
import { ReadOnlyContext } from './form-controls';
import { ServerFieldErrorsContext, type ServerFieldErrors } from './server-field-errors';

export interface OnlineFormFrameProps {
  /** The form's accessible name (the document's name). */
  title: string;
  readOnly: boolean;
  /** The field errors of the server's refusal of the last submit (useServerFieldErrors). */
  serverErrors?: ServerFieldErrors | null;
  children: ReactNode;
}

/**
 * The <form> of an online form inside its Formik: the submit button (hidden once submitted,
 * spec 03 §4) and, after a submit refused by the rules or by the server, a smooth scroll to the
 * first error (spec 03 §5).
 */
export function OnlineFormFrame({ title, readOnly, serverErrors = null, children }: OnlineFormFrameProps) {
  const { handleSubmit, isSubmitting, isValid, submitCount } = useFormikContext<object>();
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const formRef = useRef<HTMLFormElement>(null);
  const scrolledFor = useRef(0);
  useEffect(() => {
    // After the refused submit has rendered its errors: once per submit.
    if (isSubmitting || isValid || submitCount === scrolledFor.current) return;
    scrolledFor.current = submitCount;
    scrollToFirstError(formRef.current);
  }, [isSubmitting, isValid, submitCount]);
  useEffect(() => {
    // The server's refusal has rendered under its fields: once per refusal.
    if (serverErrors) scrollToFirstError(formRef.current);
  }, [serverErrors]);
  return (
    <ServerFieldErrorsContext.Provider value={serverErrors}>
      <ReadOnlyContext.Provider value={readOnly}>
        <form ref={formRef} aria-label={title} noValidate onSubmit={handleSubmit} style={{ maxWidth: 760, width: '100%', minWidth: 0 }}>
          {readOnly ? (
            <p style={{ marginTop: 0, marginBottom: '1em', color: token.colorTextDescription }}>
              {t('This form was submitted and can no longer be changed.', { defaultValue: 'This form was submitted and can no longer be changed.' })}
            </p>
          ) : null}
          {children}
          {readOnly ? null : (
            <Flex justify="flex-end" style={{ marginTop: token.marginLG }}>
              <Button type="primary" htmlType="submit" loading={isSubmitting}>
                {t('Submit', { defaultValue: 'Submit' })}
              </Button>
            </Flex>
          )}
        </form>
      </ReadOnlyContext.Provider>
    </ServerFieldErrorsContext.Provider>
  );
}

/** A titled block of a form. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section style={{ marginBottom: 24 }}>
      <Heading level={2} style={{ fontSize: 18 }}>
        {t(title, { defaultValue: title })}
      </Heading>
      {children}
    </section>
  );
}
