import { Input, type InputRef } from 'antd';
import { useField } from 'formik';
import type { ReactNode, Ref } from 'react';
import { FormField } from '@bp/ui-kit';
import { useAuthText } from './auth-texts';

export interface TextFieldProps {
  /** Formik field name; also the input's id. */
  name: string;
  label: string;
  type?: 'text' | 'email' | 'password';
  autoComplete: string;
  inputMode?: 'numeric' | 'email';
  inputRef?: Ref<InputRef>;
  /** A hint under the field (the live password checklist). */
  help?: ReactNode;
  /** Describes the field while shown elsewhere (the password policy popover). */
  describedBy?: string;
  onFocus?: () => void;
  onBlur?: () => void;
}

/** A labelled Formik text field: its error (translated) shows once the field was visited. */
export function TextField({ name, label, type = 'text', autoComplete, inputMode, inputRef, help, describedBy, onFocus, onBlur }: TextFieldProps) {
  const t = useAuthText();
  const [field, meta] = useField<string>(name);
  const error = meta.touched && meta.error ? t(meta.error) : undefined;
  const InputComponent = type === 'password' ? Input.Password : Input;
  return (
    <FormField id={name} label={label} error={error} help={help}>
      {(control) => (
        <InputComponent
          {...field}
          {...control}
          aria-describedby={[control['aria-describedby'], describedBy].filter(Boolean).join(' ') || undefined}
          ref={inputRef}
          type={type === 'password' ? undefined : type}
          autoComplete={autoComplete}
          inputMode={inputMode}
          size="large"
          onFocus={onFocus}
          onBlur={(event) => {
            field.onBlur(event);
            onBlur?.();
          }}
        />
      )}
    </FormField>
  );
}
