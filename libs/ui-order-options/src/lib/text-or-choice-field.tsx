import { Input, Select } from 'antd';
import { FormField } from '@bp/ui-kit';
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

/** A labelled sub-form field: a list to pick from when the tenant restricts the choice, else free text (spec 02 §5). */
export function TextOrChoiceField({ id, label, value, options, error, inputMode, onChange, onBlur }: TextOrChoiceFieldProps) {
  const text = useOptionText();
  return (
    <FormField id={id} label={text(label)} error={error ? text(error) : undefined}>
      {(control) =>
        options ? (
          <Select
            id={id}
            aria-invalid={control['aria-invalid']}
            aria-describedby={control['aria-describedby']}
            status={control.status}
            value={value === '' ? undefined : value}
            options={options.map((option) => ({ value: option, label: option }))}
            virtual={false}
            onChange={(picked: string) => onChange(picked)}
            onBlur={onBlur}
            style={{ width: '100%' }}
          />
        ) : (
          <Input {...control} value={value} inputMode={inputMode} onChange={(event) => onChange(event.target.value)} onBlur={onBlur} />
        )
      }
    </FormField>
  );
}
