import { theme } from 'antd';
import type { ReactNode } from 'react';

/** What the control inside a FormField needs to be labelled and described by it. */
export interface FormFieldControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
  /** antd's error styling. */
  status: 'error' | undefined;
}

export interface FormFieldProps {
  /** The control's id; the label points at it. */
  id: string;
  label: ReactNode;
  /** Shown under the control and announced; absent while the value is fine. */
  error?: string;
  /** Hint under the control (e.g. a live password checklist), read with it by screen readers. */
  help?: ReactNode;
  children: (control: FormFieldControlProps) => ReactNode;
}

/**
 * A labelled form control with its error and hint: the label is a real <label for>, the control
 * is described by the error and the hint, and the error is announced when it appears.
 */
export function FormField({ id, label, error, help, children }: FormFieldProps) {
  const { token } = theme.useToken();
  const errorId = `${id}-error`;
  const helpId = `${id}-help`;
  const describedBy = [error ? errorId : undefined, help ? helpId : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <div style={{ marginBottom: token.marginMD }}>
      <label htmlFor={id} style={{ display: 'block', marginBottom: token.marginXXS, fontWeight: token.fontWeightStrong, color: token.colorText }}>
        {label}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy, status: error ? 'error' : undefined })}
      {error ? (
        // The error colour's darker shade: antd's colorError is below 4.5:1 on white.
        <div id={errorId} role="alert" style={{ marginTop: token.marginXXS, color: token.colorErrorTextActive }}>
          {error}
        </div>
      ) : null}
      {help ? (
        <div id={helpId} style={{ marginTop: token.marginXS }}>
          {help}
        </div>
      ) : null}
    </div>
  );
}
