import type { CSSProperties } from 'react';
import { theme } from 'antd';
import type { StatusChipProps } from './status-tag';

// The orders list's chips (antd's Tag) are in a module of their own, so the order page's two chips do not download Tag.
export { StatusTag } from './status-tag';

type Token = ReturnType<typeof theme.useToken>['token'];

/** antd Tag's status colours: the status name → the token family it takes its background and border from. */
const STATUS_FAMILIES: Record<string, 'Success' | 'Info' | 'Warning' | 'Error'> = { success: 'Success', processing: 'Info', warning: 'Warning', error: 'Error' };

/**
 * The chip's box as antd's Tag draws it (a status, a preset colour such as 'blue', else default),
 * for the order page's two chips: antd's Tag brought about 4.5 KB gzip of code and styles there (issue 12).
 */
function chipStyle(token: Token, colorClass: string | undefined, textColor: string): CSSProperties {
  const tokens = token as unknown as Record<string, string | undefined>;
  const family = colorClass ? STATUS_FAMILIES[colorClass] : undefined;
  const preset = colorClass && !family && tokens[`${colorClass}1`] ? colorClass : undefined;
  const background = family ? tokens[`color${family}Bg`] : preset ? tokens[`${preset}1`] : token.colorFillTertiary;
  const border = family ? tokens[`color${family}Border`] : preset ? tokens[`${preset}3`] : token.colorBorder;
  return {
    display: 'inline-block',
    paddingInline: 8 - token.lineWidth,
    fontSize: token.fontSizeSM,
    lineHeight: `${token.lineHeightSM * token.fontSizeSM}px`,
    whiteSpace: 'nowrap',
    background,
    border: `${token.lineWidth}px ${token.lineType} ${border}`,
    borderRadius: token.borderRadiusSM,
    color: textColor,
  };
}

/**
 * A status code as the tenant's chip (order settings' statuses: label and colorClass, spec 03 §3).
 * colorClass names antd's preset tag colours (success, processing, warning, error, default); a
 * code the settings do not know shows as itself. The text is the body colour: antd's status
 * colours on their own light backgrounds are below WCAG AA (warning 1.8:1, success 2.4:1); the
 * background and border still carry the status colour. A plain span drawn like antd's Tag.
 */
export function StatusChip({ code, statuses }: StatusChipProps) {
  const { token } = theme.useToken();
  const display = statuses?.[code];
  return <span style={chipStyle(token, display?.colorClass ?? 'default', token.colorText)}>{display?.label ?? code}</span>;
}
