import { memo, useCallback, type CSSProperties } from 'react';
import { theme, type GlobalToken } from 'antd';

export interface StatusDisplay {
  label: string;
  colorClass: string;
}

/** antd Tag's status names and the token family each one draws with. */
const STATUS_TOKENS = { success: 'Success', processing: 'Info', warning: 'Warning', error: 'Error' } as const;
/** antd's preset palette names (Tag color="blue" and so on). */
const PRESET_COLOURS = new Set(['blue', 'purple', 'cyan', 'green', 'magenta', 'pink', 'red', 'orange', 'yellow', 'volcano', 'geekblue', 'lime', 'gold']);

/** antd Tag's look (outlined) for a colorClass: its background and border colours. */
export function chipColoursOf(colorClass: string | undefined, token: GlobalToken): Pick<CSSProperties, 'background' | 'borderColor'> {
  if (colorClass && colorClass in STATUS_TOKENS) {
    const family = STATUS_TOKENS[colorClass as keyof typeof STATUS_TOKENS];
    return { background: token[`color${family}Bg`], borderColor: token[`color${family}Border`] };
  }
  if (colorClass && PRESET_COLOURS.has(colorClass)) {
    const palette = token as unknown as Record<string, string>;
    return { background: palette[`${colorClass}1`], borderColor: palette[`${colorClass}3`] };
  }
  // 'default', no class, or a colour of the tenant's own (antd fills the tag with it).
  if (!colorClass || colorClass === 'default') return { background: token.colorFillQuaternary, borderColor: token.colorBorder };
  return { background: colorClass, borderColor: 'transparent' };
}

/** Chip styles by theme and colour class: made once each, shared by every chip. */
const chipStyles = new WeakMap<GlobalToken, Map<string, CSSProperties>>();

function chipStyleOf(token: GlobalToken, colorClass: string | undefined): CSSProperties {
  let styles = chipStyles.get(token);
  if (!styles) {
    styles = new Map();
    chipStyles.set(token, styles);
  }
  const key = colorClass ?? '';
  let style = styles.get(key);
  if (!style) {
    style = {
      display: 'inline-block',
      paddingInline: 7,
      fontSize: token.fontSizeSM,
      lineHeight: `${Math.round(token.fontSizeSM * token.lineHeightSM)}px`,
      whiteSpace: 'nowrap',
      border: `${token.lineWidth}px solid`,
      borderRadius: token.borderRadiusSM,
      color: token.colorText,
      ...chipColoursOf(colorClass, token),
    };
    styles.set(key, style);
  }
  return style;
}

/**
 * The chip style of a colour class in the current theme (spans: 100 antd Tags on an orders page
 * would each read the theme and register their styles on every search).
 */
export function useChipStyles(): (colorClass: string | undefined) => CSSProperties {
  const { token } = theme.useToken();
  return useCallback((colorClass: string | undefined) => chipStyleOf(token, colorClass), [token]);
}

/**
 * A status code as the tenant's chip in antd Tag's look, without antd's Tag (for lists of many):
 * the label and colorClass come from the order settings' statuses (spec 03 §3); a code the settings
 * do not know shows as itself. The text is the body colour, as StatusChip's (WCAG AA).
 */
export const StatusLabel = memo(function StatusLabel({
  code,
  statuses,
  styleOf,
}: {
  code: string;
  statuses: Record<string, StatusDisplay> | undefined;
  styleOf: (colorClass: string | undefined) => CSSProperties;
}) {
  const display = statuses?.[code];
  return <span style={styleOf(display?.colorClass ?? 'default')}>{display?.label ?? code}</span>;
});
