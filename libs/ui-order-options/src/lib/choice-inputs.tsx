import { theme } from 'antd';
import { useId, type CSSProperties, type ReactNode } from 'react';
import { TAP_TARGET_CLASS } from '@bp/ui-kit';

/**
 * Native radio buttons and checkboxes with their labels, for the option rows: antd's
 * Radio and Checkbox render the same native inputs inside a label, and would add about 7 KB gzip of
 * code and styles to checkout and the order page. Same roles, names and keyboard behaviour (arrow
 * keys move within a radio group).
 */

const INPUT: CSSProperties = { width: 16, height: 16, margin: '3px 0 0', flex: 'none', cursor: 'inherit' };

export interface RadioChoiceOption {
  value: string;
  label: ReactNode;
}

export interface RadioChoicesProps {
  /** The id of the element naming the group. */
  labelledBy: string;
  value: string | null;
  options: readonly RadioChoiceOption[];
  onChange: (value: string) => void;
  /** Stacked (the option rows) or side by side (YES / NO). */
  vertical?: boolean;
  optionStyle?: CSSProperties;
}

export function RadioChoices({ labelledBy, value, options, onChange, vertical = false, optionStyle }: RadioChoicesProps) {
  const { token } = theme.useToken();
  const name = useId();
  return (
    <div
      role="radiogroup"
      aria-labelledby={labelledBy}
      style={{ display: 'flex', flexDirection: vertical ? 'column' : 'row', flexWrap: 'wrap', columnGap: token.marginMD }}
    >
      {options.map((option) => (
        <label
          key={option.value}
          className={TAP_TARGET_CLASS}
          style={{ display: 'inline-flex', alignItems: 'flex-start', gap: token.marginXS, cursor: 'pointer', ...optionStyle }}
        >
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
            style={{ ...INPUT, accentColor: token.colorPrimary }}
          />
          <span>{option.label}</span>
        </label>
      ))}
    </div>
  );
}

export interface CheckboxChoiceProps {
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
}

export function CheckboxChoice({ checked, disabled = false, onChange, children }: CheckboxChoiceProps) {
  const { token } = theme.useToken();
  return (
    <label
      className={TAP_TARGET_CLASS}
      style={{
        display: 'inline-flex',
        alignItems: 'flex-start',
        gap: token.marginXS,
        cursor: disabled ? 'not-allowed' : 'pointer',
        color: disabled ? token.colorTextDisabled : undefined,
      }}
    >
      <input
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
        style={{ ...INPUT, accentColor: token.colorPrimary }}
      />
      <span>{children}</span>
    </label>
  );
}
