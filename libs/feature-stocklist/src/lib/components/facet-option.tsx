import { memo, useId, type ChangeEvent, type CSSProperties } from 'react';
import { TAP_TARGET_CLASS } from '@bp/ui-kit';

/**
 * One filter choice as a native checkbox or radio in its label. Every change of the list
 * re-renders the filter panel (new checked state, then new counts), and antd's Checkbox and Radio
 * (theme token, CSS-in-JS style registration and a wave effect per box) made up much of that
 * fixed per-change work; a native input in a label costs next to nothing and keeps the role,
 * the accessible name ("London (4)") and the disabled state. Memoised: the props are plain
 * values and a handler the panel keeps stable, so a change re-renders only the boxes it alters.
 */
const optionStyle = { display: 'inline-flex', alignItems: 'center', gap: 8, cursor: 'pointer', lineHeight: '22px' } as const;
const disabledOptionStyle = { ...optionStyle, cursor: 'not-allowed', color: 'rgba(0, 0, 0, 0.25)' } as const;
const inputStyle = { width: 16, height: 16, margin: 0, flex: 'none', cursor: 'inherit', accentColor: 'var(--ant-color-primary, #1677ff)' } as const;
const italic = { fontStyle: 'italic' } as const;

export interface FacetOptionProps {
  type: 'checkbox' | 'radio';
  /** Passed back to onToggle: which choice this is (a warehouse code, an attribute value…). */
  value: string;
  label: string;
  /** Shown after the label as " (count)"; none when undefined. */
  count?: number;
  checked: boolean;
  disabled?: boolean;
  /** The empty-value choice (searchEmptyValues) shows its label in italics. */
  italicLabel?: boolean;
  /** A radio's group name (native radios in one group share it). */
  name?: string;
  style?: CSSProperties;
  onToggle: (value: string, checked: boolean) => void;
}

export const FacetOption = memo(function FacetOption({
  type,
  value,
  label,
  count,
  checked,
  disabled = false,
  italicLabel = false,
  name,
  style,
  onToggle,
}: FacetOptionProps) {
  const id = useId();
  const baseStyle = disabled ? disabledOptionStyle : optionStyle;
  return (
    <label htmlFor={id} className={TAP_TARGET_CLASS} style={style ? { ...baseStyle, ...style } : baseStyle}>
      <input
        id={id}
        type={type}
        name={name}
        checked={checked}
        disabled={disabled}
        style={inputStyle}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onToggle(value, event.target.checked)}
      />
      <span>
        <span style={italicLabel ? italic : undefined}>{label}</span>
        {count !== undefined && ` (${count})`}
      </span>
    </label>
  );
});
