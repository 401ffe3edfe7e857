import { theme, type GlobalToken } from 'antd';
import type { CSSProperties, InputHTMLAttributes, KeyboardEvent, ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import './native-input.css';

interface FrameOptions {
  /** antd's error styling. */
  status?: 'error';
  /** antd's large size (the account setup's fields). */
  size?: 'large';
  disabled?: boolean;
  /** The field's frame (e.g. its width). */
  style?: CSSProperties;
}

/** The frame's look as antd's outlined Input has it, from the theme's tokens. */
function frameStyle(token: GlobalToken, { status, size, disabled, style }: FrameOptions): CSSProperties {
  const error = status === 'error';
  const large = size === 'large';
  return {
    '--bp-input-gap': `${token.paddingXXS}px`,
    '--bp-input-height': `${large ? token.controlHeightLG : token.controlHeight}px`,
    '--bp-input-padding': `${token.paddingSM - token.lineWidth}px`,
    '--bp-input-border': error ? token.colorError : token.colorBorder,
    '--bp-input-hover': disabled ? token.colorBorder : error ? token.colorErrorHover : token.colorPrimaryHover,
    '--bp-input-accent': error ? token.colorError : token.colorPrimary,
    '--bp-input-ring': error ? token.colorErrorOutline : token.controlOutline,
    '--bp-input-radius': `${large ? token.borderRadiusLG : token.borderRadius}px`,
    '--bp-input-background': disabled ? token.colorBgContainerDisabled : token.colorBgContainer,
    '--bp-input-text': disabled ? token.colorTextDisabled : token.colorText,
    '--bp-input-font-size': `${large ? token.fontSizeLG : token.fontSize}px`,
    '--bp-input-line-height': token.lineHeight,
    ...style,
  } as CSSProperties;
}

export interface NativeInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'prefix' | 'style' | 'size'>, FrameOptions {
  ref?: Ref<HTMLInputElement>;
  /** Shown before the text, inside the field (a currency symbol). */
  prefix?: ReactNode;
  /** Enter pressed in the field. */
  onPressEnter?: (event: KeyboardEvent<HTMLInputElement>) => void;
}

/**
 * A text field of native elements that looks like antd's Input (its theme's colours, height and
 * radius; the phone theme's 40 px height): antd's Input module (with its TextArea, Password, Search
 * and OTP, about 15 KB gzip) would otherwise weigh on the first download of every page with a field.
 */
export function NativeInput({ ref, status, size, prefix, onPressEnter, onKeyDown, style, type = 'text', ...inputProps }: NativeInputProps) {
  const { token } = theme.useToken();
  return (
    <span className="bp-native-input" style={frameStyle(token, { status, size, disabled: inputProps.disabled, style })}>
      {prefix === undefined ? null : <span className="bp-native-input-prefix">{prefix}</span>}
      <input
        {...inputProps}
        ref={ref}
        type={type}
        onKeyDown={(event) => {
          onKeyDown?.(event);
          if (event.key === 'Enter') onPressEnter?.(event);
        }}
      />
    </span>
  );
}

export interface NativeTextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'style'>, Omit<FrameOptions, 'size'> {
  ref?: Ref<HTMLTextAreaElement>;
  /** "12 / 200" under the field, as antd's showCount (needs maxLength). */
  showCount?: boolean;
}

/** A multi-line NativeInput: `rows` tall at first, growing with its text where the browser can. */
export function NativeTextArea({ ref, status, style, rows = 3, showCount, ...textAreaProps }: NativeTextAreaProps) {
  const { token } = theme.useToken();
  const { maxLength, value } = textAreaProps;
  const frame = {
    ...frameStyle(token, { status, disabled: textAreaProps.disabled, style }),
    '--bp-input-min-height': `calc(${rows}lh + ${2 * token.paddingXXS + 2}px)`,
  } as CSSProperties;
  const area = (
    <span className="bp-native-input bp-native-textarea" style={frame}>
      <textarea {...textAreaProps} ref={ref} rows={rows} />
    </span>
  );
  if (!showCount || maxLength === undefined) return area;
  return (
    <div>
      {area}
      <div style={{ textAlign: 'end', color: token.colorTextDescription }}>{`${String(value ?? '').length} / ${maxLength}`}</div>
    </div>
  );
}
