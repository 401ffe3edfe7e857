import type { ThemeConfig } from 'antd';
import { createContext, useContext, type CSSProperties, type ReactNode } from 'react';

// The tenant's antd theme travels in a plain context, so the startup gate (in every page's first
// download) needs none of antd's runtime: the screens that render antd components put antd's
// ConfigProvider around themselves with AntdTheme (antd-theme.tsx), loaded with them (the
// sign-in page is made of native elements and downloads no antd at all).
const TenantThemeContext = createContext<ThemeConfig>({});

export function TenantThemeProvider({ theme, children }: { theme: ThemeConfig; children: ReactNode }) {
  return <TenantThemeContext.Provider value={theme}>{children}</TenantThemeContext.Provider>;
}

/** The tenant's antd theme (empty, so antd's defaults, outside the startup gate). */
export function useTenantTheme(): ThemeConfig {
  return useContext(TenantThemeContext);
}

/** antd's default seed colours and sizes, for the native screens when the tenant sets none. */
const ANTD_PRIMARY = '#1677ff';
/** antd's colorInfo, which its links take when the tenant names no link colour. */
const ANTD_LINK = '#1677ff';
const ANTD_ERROR = '#ff4d4f';
const ANTD_BORDER_RADIUS = 6;
/** antd's colorText, fontSize and lineHeight (the tenant theme sets none of them). */
const TEXT_COLOUR = 'rgba(0, 0, 0, 0.88)';
const FONT_SIZE = 14;
const LINE_HEIGHT = 1.5714285714285714;

/**
 * The text style antd's App wrapper gave the whole portal, and the tenant's colours as CSS custom
 * properties for the native screens (login layout, sign-in form, loading screen): --bp-primary,
 * --bp-link, --bp-error, --bp-radius and --bp-radius-lg (antd's borderRadiusLG for that radius).
 */
export function tenantStyleOf(theme: ThemeConfig): CSSProperties {
  const token = theme.token ?? {};
  const primary = token.colorPrimary ?? ANTD_PRIMARY;
  const radius = token.borderRadius ?? ANTD_BORDER_RADIUS;
  return {
    color: TEXT_COLOUR,
    fontSize: FONT_SIZE,
    lineHeight: LINE_HEIGHT,
    fontFamily: token.fontFamily,
    '--bp-primary': primary,
    '--bp-link': token.colorLink ?? ANTD_LINK,
    '--bp-error': token.colorError ?? ANTD_ERROR,
    '--bp-radius': `${radius}px`,
    '--bp-radius-lg': `${largeRadius(radius)}px`,
  } as CSSProperties;
}

/** antd's borderRadiusLG for a borderRadius (its genRadius: 8 for the default 6). */
function largeRadius(radius: number): number {
  if (radius >= 16) return 16;
  if (radius >= 6) return radius + 2;
  if (radius >= 5) return radius + 1;
  return radius;
}
