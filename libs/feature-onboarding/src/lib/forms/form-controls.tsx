import { theme, type GlobalToken } from 'antd';
import { getIn, useFormikContext } from 'formik';
import { createContext, useContext, useId, type CSSProperties, type ReactNode } from 'react';
import { FormField, NativeInput, NativeTextArea, useTranslation } from '@bp/ui-kit';
import { useServerFieldError } from './server-field-errors';

// Formik-bound controls of the online forms: each is labelled (a real <label>), shows its error
// once visited or after a submit, and is disabled when the form is read-only (a submitted form,
// spec 03 §4).

/** True when the form was already submitted (it has an uploadedDocumentId): every input disabled. */
export const ReadOnlyContext = createContext(false);
export const useReadOnly = () => useContext(ReadOnlyContext);

/**
 * The error of one field path, shown after the field was left or a submit was tried; else the
 * server's refusal of the field while it keeps the refused value.
 */
export function useFieldError(name: string): string | undefined {
  const { errors, touched, submitCount, values } = useFormikContext<object>();
  const serverError = useServerFieldError(name, values);
  const error = getIn(errors, name) as unknown;
  if (typeof error === 'string' && (getIn(touched, name) || submitCount > 0)) return error;
  return serverError;
}

function useText() {
  const { t } = useTranslation();
  return (text: string) => t(text, { defaultValue: text });
}

export interface TextFieldProps {
  name: string;
  label: string;
  maxLength?: number;
  /** A textarea with a character count (the export answers). */
  multiline?: boolean;
  autoComplete?: string;
}

export function TextField({ name, label, maxLength, multiline, autoComplete }: TextFieldProps) {
  const { getFieldProps, setFieldValue, setFieldTouched } = useFormikContext<object>();
  const readOnly = useReadOnly();
  const error = useFieldError(name);
  const text = useText();
  const id = useId();
  const value = (getFieldProps(name).value as string | undefined) ?? '';
  const common = { value, maxLength, disabled: readOnly, autoComplete, onBlur: () => void setFieldTouched(name) };
  return (
    <FormField id={id} label={text(label)} error={error ? text(error) : undefined}>
      {(control) =>
        multiline ? (
          <NativeTextArea
            {...control}
            {...common}
            name={name}
            rows={2}
            showCount={maxLength !== undefined}
            onChange={(event) => void setFieldValue(name, event.target.value)}
          />
        ) : (
          <NativeInput {...control} {...common} name={name} onChange={(event) => void setFieldValue(name, event.target.value)} />
        )
      }
    </FormField>
  );
}

export interface ChoiceOption {
  id: string;
  option: string;
}

/**
 * A native select: a phone shows its own picker and a country list needs no custom search; the
 * first entry is a disabled placeholder, so nothing is picked until the buyer picks.
 */
export function SelectField({
  name,
  label,
  options,
  placeholder = 'Select',
  onPicked,
}: {
  name: string;
  label: string;
  options: readonly ChoiceOption[];
  placeholder?: string;
  onPicked?: (value: string) => void;
}) {
  const { getFieldProps, setFieldValue, setFieldTouched } = useFormikContext<object>();
  const readOnly = useReadOnly();
  const error = useFieldError(name);
  const text = useText();
  const { token } = theme.useToken();
  const id = useId();
  const value = (getFieldProps(name).value as string | undefined) ?? '';
  const style: CSSProperties = {
    width: '100%',
    minHeight: token.controlHeight,
    paddingInline: token.paddingSM,
    borderRadius: token.borderRadius,
    border: `1px solid ${error ? token.colorError : token.colorBorder}`,
    background: readOnly ? token.colorBgContainerDisabled : token.colorBgContainer,
    color: token.colorText,
    font: 'inherit',
  };
  return (
    <FormField id={id} label={text(label)} error={error ? text(error) : undefined}>
      {(control) => (
        <select
          id={id}
          name={name}
          aria-invalid={control['aria-invalid']}
          aria-describedby={control['aria-describedby']}
          disabled={readOnly}
          value={value}
          style={style}
          onChange={(event) => {
            void setFieldValue(name, event.target.value);
            onPicked?.(event.target.value);
          }}
          onBlur={() => void setFieldTouched(name)}
        >
          <option value="" disabled>
            {text(placeholder)}
          </option>
          {options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.option}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}

// Radios and checkboxes are native inputs in the theme's colour: a form shows dozens, and antd's
// Radio and Checkbox (with their wave effect) would add about 7 KB gzip to account details.
const choiceLabelStyle = (token: GlobalToken, disabled: boolean): CSSProperties => ({
  display: 'inline-flex',
  gap: token.marginXS,
  cursor: disabled ? 'not-allowed' : 'pointer',
  color: disabled ? token.colorTextDisabled : token.colorText,
  lineHeight: token.lineHeight,
});
const choiceInputStyle = (token: GlobalToken): CSSProperties => ({
  accentColor: token.colorPrimary,
  width: 16,
  height: 16,
  margin: 0,
  flex: 'none',
  cursor: 'inherit',
});

/** A radio question: a labelled group (fieldset/legend semantics through role radiogroup). */
export function RadioField({
  name,
  label,
  options,
  onPicked,
}: {
  name: string;
  label: ReactNode;
  options: readonly ChoiceOption[];
  onPicked?: (value: string) => void;
}) {
  const { getFieldProps, setFieldValue, setFieldTouched } = useFormikContext<object>();
  const readOnly = useReadOnly();
  const error = useFieldError(name);
  const text = useText();
  const { token } = theme.useToken();
  const id = useId();
  const value = (getFieldProps(name).value as string | undefined) ?? '';
  return (
    <div style={{ marginBottom: token.marginMD }}>
      <div id={`${id}-label`} style={{ fontWeight: token.fontWeightStrong, marginBottom: token.marginXXS }}>
        {typeof label === 'string' ? text(label) : label}
      </div>
      <div
        role="radiogroup"
        aria-labelledby={`${id}-label`}
        aria-describedby={error ? `${id}-error` : undefined}
        aria-invalid={Boolean(error)}
        style={{ display: 'flex', flexDirection: 'column', gap: token.marginXXS }}
      >
        {options.map((option) => (
          <label key={option.id} style={{ ...choiceLabelStyle(token, readOnly), alignItems: 'center' }}>
            <input
              type="radio"
              name={name}
              value={option.id}
              checked={value === option.id}
              disabled={readOnly}
              style={choiceInputStyle(token)}
              onChange={() => {
                void setFieldValue(name, option.id);
                void setFieldTouched(name, true, false);
                onPicked?.(option.id);
              }}
            />
            {text(option.option)}
          </label>
        ))}
      </div>
      {error ? (
        <div id={`${id}-error`} role="alert" style={{ marginTop: token.marginXXS, color: token.colorErrorTextActive }}>
          {text(error)}
        </div>
      ) : null}
    </div>
  );
}

/** A required statement the buyer ticks (certifications, the shipping form's two agreements). */
export function CheckboxField({ name, label }: { name: string; label: string }) {
  const { getFieldProps, setFieldValue, setFieldTouched } = useFormikContext<object>();
  const readOnly = useReadOnly();
  const error = useFieldError(name);
  const text = useText();
  const { token } = theme.useToken();
  const id = useId();
  return (
    <div style={{ marginBottom: token.marginMD }}>
      <label style={{ ...choiceLabelStyle(token, readOnly), alignItems: 'flex-start' }}>
        <input
          type="checkbox"
          id={id}
          name={name}
          checked={getFieldProps(name).value === true}
          disabled={readOnly}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
          style={{ ...choiceInputStyle(token), marginTop: 3 }}
          onChange={(event) => {
            void setFieldValue(name, event.target.checked);
            void setFieldTouched(name, true, false);
          }}
        />
        <span>{text(label)}</span>
      </label>
      {error ? (
        <div id={`${id}-error`} role="alert" style={{ marginTop: token.marginXXS, color: token.colorErrorTextActive }}>
          {text(error)}
        </div>
      ) : null}
    </div>
  );
}
