import { theme } from 'antd';
import { FormField, NativeInput } from '@bp/ui-kit';
import { useOptionText } from './option-texts';

export interface TextOrChoiceFieldProps {
  id: string;
  label: string;
  value: string;
  /** When given, the value is picked from these; otherwise it is free text. */
  options?: readonly string[];
  error?: string;
  inputMode?: 'decimal';
  onChange: (value: string) => void;
  onBlur?: () => void;
}

/**
 * A labelled sub-form field: a list to pick from when the tenant restricts the choice, else free
 * text (spec 02 §5). The list is a native select: a phone shows its own picker, and the few
 * carriers or service levels need no search.
 */
export function TextOrChoiceField({ id, label, value, options, error, inputMode, onChange, onBlur }: TextOrChoiceFieldProps) {
  const text = useOptionText();
  const { token } = theme.useToken();
  return (
    <FormField id={id} label={text(label)} error={error ? text(error) : undefined}>
      {(control) =>
        options ? (
          <select
            id={id}
            aria-invalid={control['aria-invalid']}
            aria-describedby={control['aria-describedby']}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            onBlur={onBlur}
            style={{
              width: '100%',
              minHeight: token.controlHeight,
              paddingInline: token.paddingSM,
              borderRadius: token.borderRadius,
              border: `1px solid ${control.status === 'error' ? token.colorError : token.colorBorder}`,
              background: token.colorBgContainer,
              color: token.colorText,
              font: 'inherit',
            }}
          >
            <option value="" disabled>
              {text('choose')}
            </option>
            {options.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        ) : (
          <NativeInput {...control} value={value} inputMode={inputMode} onChange={(event) => onChange(event.target.value)} onBlur={onBlur} />
        )
      }
    </FormField>
  );
}
