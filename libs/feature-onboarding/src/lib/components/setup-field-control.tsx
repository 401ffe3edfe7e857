import { Alert, Checkbox, Radio, Space, theme } from 'antd';
import type { References, SetupField } from '@bp/api-contract';
import { SELECT_PLACEHOLDER_VALUE, SetupFieldType } from '@bp/api-contract/constants';
import { FormField, NativeInput, NativeTextArea, useTranslation } from '@bp/ui-kit';
import type { SetupAnswers } from '@bp/util-validation';
import { ONBOARDING_TEXTS } from '../onboarding-texts';
import { optionsOf } from '../setup-form-rules';

export interface SetupFieldControlProps {
  field: SetupField;
  value: string;
  /** Every answer (this step's values over the saved ones), for options that depend on another field. */
  answers: SetupAnswers;
  references: References | undefined;
  error?: string;
  disabled?: boolean;
  onChange: (value: string) => void;
}

/** The keyboard a phone shows and what the browser may fill in, by field type. */
const INPUT_MODES: Partial<Record<string, { type: string; inputMode: 'email' | 'tel' | 'text' }>> = {
  [SetupFieldType.EMAIL]: { type: 'email', inputMode: 'email' },
  [SetupFieldType.PHONE]: { type: 'tel', inputMode: 'tel' },
};

/**
 * One account-setup field built from its server definition. Selects are native: a country list
 * of 250 entries is easiest to pick from a phone's own picker, and it needs no portal-side search.
 */
export function SetupFieldControl({ field, value, answers, references, error, disabled, onChange }: SetupFieldControlProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const id = `setup-${field.id}`;
  const label = t(field.label, { defaultValue: field.label });
  const isDisabled = disabled || field.disabled;
  const help = field.helperText ? t(field.helperText, { defaultValue: field.helperText }) : undefined;

  if (field.type === SetupFieldType.INFO) {
    const title = field.title ?? field.label;
    return (
      <Alert
        type="info"
        showIcon
        title={t(title, { defaultValue: title })}
        description={field.content ? t(field.content, { defaultValue: field.content }) : undefined}
        style={{ marginBottom: token.marginMD }}
      />
    );
  }

  const errorLine = error ? (
    <div id={`${id}-error`} role="alert" style={{ marginTop: token.marginXXS, color: token.colorErrorTextActive }}>
      {error}
    </div>
  ) : null;

  if (field.type === SetupFieldType.CHECKBOX) {
    return (
      <div style={{ marginBottom: token.marginMD }}>
        <Checkbox
          id={id}
          checked={value === 'true'}
          disabled={isDisabled}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => onChange(event.target.checked ? 'true' : 'false')}
        >
          {label}
        </Checkbox>
        {errorLine}
      </div>
    );
  }

  if (field.type === SetupFieldType.RADIO) {
    return (
      <div
        role="radiogroup"
        aria-labelledby={`${id}-label`}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
        style={{ marginBottom: token.marginMD }}
      >
        <div id={`${id}-label`} style={{ marginBottom: token.marginXXS, fontWeight: token.fontWeightStrong }}>
          {label}
        </div>
        <Radio.Group value={value || undefined} disabled={isDisabled} onChange={(event) => onChange(String(event.target.value))}>
          <Space orientation="vertical">
            {optionsOf(field, answers, references).map((option) => (
              <Radio key={option.id} value={option.id}>
                {t(option.option, { defaultValue: option.option })}
              </Radio>
            ))}
          </Space>
        </Radio.Group>
        {errorLine}
      </div>
    );
  }

  return (
    <FormField id={id} label={label} error={error} help={help}>
      {(control) => {
        if (field.type === SetupFieldType.SELECT) {
          return (
            <select
              {...control}
              value={value || SELECT_PLACEHOLDER_VALUE}
              disabled={isDisabled}
              onChange={(event) => onChange(event.target.value)}
              style={{
                width: '100%',
                minHeight: token.controlHeightLG,
                padding: `0 ${token.paddingSM}px`,
                borderRadius: token.borderRadius,
                border: `1px solid ${error ? token.colorError : token.colorBorder}`,
                background: isDisabled ? token.colorBgContainerDisabled : token.colorBgContainer,
                color: token.colorText,
                fontSize: token.fontSize,
              }}
            >
              <option value={SELECT_PLACEHOLDER_VALUE}>{t(ONBOARDING_TEXTS.selectPlaceholder, { defaultValue: ONBOARDING_TEXTS.selectPlaceholder })}</option>
              {optionsOf(field, answers, references).map((option) => (
                <option key={option.id} value={option.id}>
                  {t(option.option, { defaultValue: option.option })}
                </option>
              ))}
            </select>
          );
        }
        if (field.type === SetupFieldType.TEXTAREA) {
          return (
            <NativeTextArea
              {...control}
              value={value}
              disabled={isDisabled}
              maxLength={field.maxLength}
              rows={3}
              onChange={(event) => onChange(event.target.value)}
            />
          );
        }
        const mode = INPUT_MODES[field.type] ?? { type: 'text', inputMode: 'text' as const };
        return (
          <NativeInput
            {...control}
            size="large"
            type={mode.type}
            inputMode={mode.inputMode}
            value={value}
            disabled={isDisabled}
            maxLength={field.maxLength}
            onChange={(event) => onChange(event.target.value)}
          />
        );
      }}
    </FormField>
  );
}
