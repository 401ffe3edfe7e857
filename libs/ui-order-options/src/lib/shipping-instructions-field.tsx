import { Input, theme } from 'antd';
import { useId } from 'react';
import { SHIPPING_INSTRUCTIONS_MAX_LENGTH, SHIPPING_INSTRUCTIONS_ROWS } from '@bp/api-contract/constants';
import { FormField } from '@bp/ui-kit';
import { SHIPPING_INSTRUCTIONS_TOO_LONG } from '@bp/util-validation';
import { OptionText, useOptionText } from './option-texts';

export interface ShippingInstructionsFieldProps {
  value: string;
  onChange: (value: string) => void;
}

/** Optional shipping instructions (spec 02 §5): 3 rows, at most 1024 characters. */
export function ShippingInstructionsField({ value, onChange }: ShippingInstructionsFieldProps) {
  const text = useOptionText();
  const id = useId();
  const { token } = theme.useToken();
  // maxLength stops typing at the limit; a longer saved or pasted text still shows the message.
  const error = value.length > SHIPPING_INSTRUCTIONS_MAX_LENGTH ? text(SHIPPING_INSTRUCTIONS_TOO_LONG) : undefined;
  return (
    <FormField id={id} label={text(OptionText.shippingInstructions)} error={error}>
      {(control) => (
        <Input.TextArea
          {...control}
          value={value}
          rows={SHIPPING_INSTRUCTIONS_ROWS}
          maxLength={SHIPPING_INSTRUCTIONS_MAX_LENGTH}
          showCount
          // antd colours the count colorTextDescription, below 4.5:1 on white (axe color-contrast).
          styles={{ count: { color: token.colorTextSecondary } }}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}
