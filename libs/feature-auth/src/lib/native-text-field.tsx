import { useField } from 'formik';
import { useState } from 'react';
import { useAuthText } from './auth-texts';
import './auth-screens.css';

export interface NativeTextFieldProps {
  /** Formik field name; also the input's id. */
  name: string;
  label: string;
  type?: 'text' | 'email' | 'password';
  autoComplete: string;
  inputMode?: 'email';
}

/** The eye of antd's password field: open while the password shows. */
function EyeIcon({ open }: { open: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="16"
      height="16"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      {open ? null : <path d="M4 4l16 16" />}
    </svg>
  );
}

/**
 * A labelled Formik text field of native elements (the sign-in screen's: no antd before
 * sign-in): a real <label for>, the error (translated) under the input once the field was visited,
 * announced and describing the input. A password field has a Show password toggle button.
 */
export function NativeTextField({ name, label, type = 'text', autoComplete, inputMode }: NativeTextFieldProps) {
  const t = useAuthText();
  const [field, meta] = useField<string>(name);
  const [shown, setShown] = useState(false);
  const error = meta.touched && meta.error ? t(meta.error) : undefined;
  const errorId = `${name}-error`;
  const isPassword = type === 'password';
  const input = (
    <input
      {...field}
      id={name}
      className="bp-input"
      type={isPassword && shown ? 'text' : type}
      autoComplete={autoComplete}
      inputMode={inputMode}
      aria-invalid={Boolean(error)}
      aria-describedby={error ? errorId : undefined}
    />
  );
  return (
    <div className="bp-field">
      <label htmlFor={name} className="bp-field-label">
        {label}
      </label>
      {isPassword ? (
        <div className="bp-input-frame">
          {input}
          <button type="button" className="bp-password-toggle" aria-label={t('Show password')} aria-pressed={shown} onClick={() => setShown((value) => !value)}>
            <EyeIcon open={shown} />
          </button>
        </div>
      ) : (
        input
      )}
      {error ? (
        <div id={errorId} role="alert" className="bp-field-error">
          {error}
        </div>
      ) : null}
    </div>
  );
}
