import { theme } from 'antd';
import { useId } from 'react';
import { SHIPPING_INSTRUCTIONS_MAX_LENGTH, SHIPPING_INSTRUCTIONS_ROWS } from '@bp/api-contract/constants';
import { FormField } from '@bp/ui-kit';
import { shippingInstructionsErrors } from '@bp/util-validation';
import { useOptionText } from './option-texts';

export interface ShippingInstructionsFieldProps {
  value: string;
  onChange: (value: string) => void;
}

/**
 * Optional shipping instructions (spec 02 §5): 3 rows, at most 1024 characters, with the count
 * under the field. A native textarea drawn like antd's: antd's TextArea (and the Input index it
 * comes from, with Password and Search) would add about 11 KB gzip to checkout and the order page.
 */
export function ShippingInstructionsField({ value, onChange }: ShippingInstructionsFieldProps) {
  const text = useOptionText();
  const id = useId();
  const { token } = theme.useToken();
  // maxLength stops typing at the limit; a longer saved or pasted text still shows the message.
  const [problem] = shippingInstructionsErrors(value);
  const error = problem === undefined ? undefined : text(problem);
  return (
    <FormField id={id} label={text('shippingInstructions')} error={error}>
      {({ status, ...control }) => (
        <div>
          <textarea
            {...control}
            value={value}
            rows={SHIPPING_INSTRUCTIONS_ROWS}
            maxLength={SHIPPING_INSTRUCTIONS_MAX_LENGTH}
            onChange={(event) => onChange(event.target.value)}
            style={{
              display: 'block',
              boxSizing: 'border-box',
              width: '100%',
              minHeight: token.controlHeight,
              padding: `${token.paddingXXS}px ${token.paddingSM - token.lineWidth}px`,
              border: `${token.lineWidth}px ${token.lineType} ${status === 'error' ? token.colorError : token.colorBorder}`,
              borderRadius: token.borderRadius,
              background: token.colorBgContainer,
              color: token.colorText,
              font: 'inherit',
              lineHeight: token.lineHeight,
              resize: 'vertical',
            }}
          />
          {/* antd's count colour (colorTextDescription) is below 4.5:1 on white (axe color-contrast). */}
          <div style={{ textAlign: 'end', color: token.colorTextSecondary }}>
            {value.length} / {SHIPPING_INSTRUCTIONS_MAX_LENGTH}
          </div>
        </div>
      )}
    </FormField>
  );
}
