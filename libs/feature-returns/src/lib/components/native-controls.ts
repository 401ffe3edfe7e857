import type { CSSProperties } from 'react';
import { theme } from 'antd';

/**
 * A native textarea or select in antd's control look, at least the theme's control height (40 px
 * on a phone): antd's TextArea and Select would bring the Input index and rc-select to the route.
 */
export function useControlStyle(): CSSProperties {
  const { token } = theme.useToken();
  return {
    minHeight: token.controlHeight,
    padding: `4px ${token.paddingSM}px`,
    borderRadius: token.borderRadius,
    border: `1px solid ${token.colorBorder}`,
    background: token.colorBgContainer,
    color: token.colorText,
    font: 'inherit',
    boxSizing: 'border-box',
    maxWidth: '100%',
  };
}
