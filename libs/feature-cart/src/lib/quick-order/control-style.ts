import type { CSSProperties } from 'react';
import { theme } from 'antd';
import { MIN_TAP_SIZE } from '@bp/ui-kit';

/**
 * A native textarea or input in antd's control look, at least the theme's control height (40 px
 * on a phone, `narrow`): antd's Input and Radio would add their modules to the route.
 */
export function useControlStyle(narrow: boolean): CSSProperties {
  const { token } = theme.useToken();
  return {
    minHeight: narrow ? Math.max(token.controlHeight, MIN_TAP_SIZE) : token.controlHeight,
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
