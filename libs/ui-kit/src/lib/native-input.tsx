import { theme } from 'antd';
import type { CSSProperties, InputHTMLAttributes, KeyboardEvent, ReactNode, Ref } from 'react';
import './native-input.css';

export interface NativeInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'prefix' | 'style'> {
  ref?: Ref<HTMLInputElement>;
  /** antd's error styling. */
  status?: 'error';
  /** Shown before the text, inside the field (a currency symbol). */
  prefix?: ReactNode;
  /** Enter pressed in the field. */
  onPressEnter?: (event: KeyboardEvent<HTMLInputElement>) => void;
  /** The field's frame (e.g. its width). */
  style?: CSSProperties;
}

/**
 * A text field of native elements that looks like antd's Input (its theme's colours, height and
 * radius; the phone theme's 40 px height): for fields a page shows after an interaction, where
 * antd's Input module (with its TextArea, Password, Search and OTP, about 15 KB gzip) would weigh
 * on the page's first download.
 */
export function NativeInput({ ref, status, prefix, onPressEnter, onKeyDown, style, type = 'text', ...inputProps }: NativeInputProps) {
  const { token } = theme.useToken();
  const error = status === 'error';
  const frame = {
    '--bp-input-gap': `${token.paddingXXS}px`,
    '--bp-input-height': `${token.controlHeight}px`,
    '--bp-input-padding': `${token.paddingSM - token.lineWidth}px`,
    '--bp-input-border': error ? token.colorError : token.colorBorder,
    '--bp-input-hover': error ? token.colorErrorHover : token.colorPrimaryHover,
    '--bp-input-accent': error ? token.colorError : token.colorPrimary,
    '--bp-input-ring': error ? token.colorErrorOutline : token.controlOutline,
    '--bp-input-radius': `${token.borderRadius}px`,
    '--bp-input-background': token.colorBgContainer,
    '--bp-input-text': token.colorText,
    '--bp-input-font-size': `${token.fontSize}px`,
    '--bp-input-line-height': token.lineHeight,
    ...style,
  } as CSSProperties;
  return (
    <span className="bp-native-input" style={frame}>
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
