import type { ThemeConfig } from 'antd';
import type { CssKey, TENANT_DEFAULTS, TenantConfig } from '@bp/api-contract';

/** Spec 01 §1: Roboto unless the tenant names a font; the rest is the usual system fallback. */
const defaultFont: (typeof TENANT_DEFAULTS)['fontFamily'] = 'Roboto';
const fallbackFontStack = '-apple-system, BlinkMacSystemFont, "Segoe UI", "Helvetica Neue", Arial, "Noto Sans", sans-serif';
export const DEFAULT_FONT_FAMILY = `${defaultFont}, ${fallbackFontStack}`;

/** Only the style keys matter here; callers may pass the whole tenant config. */
export type TenantStyle = Partial<Pick<TenantConfig, CssKey>>;

// Tenant values end up inside generated CSS: accept only plain colour and font syntax so a
// misconfigured value cannot break out of its declaration (and antd can derive palettes from it).
const colourPattern = /^(#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})|(?:rgb|rgba|hsl|hsla)\([\d\s.,%/]+\)|[a-z]+)$/i;
const fontFamilyPattern = /^[\w\s,"'-]+$/;

function colour(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed && colourPattern.test(trimmed) ? trimmed : undefined;
}

function fontFamily(value: string | undefined): string {
  const trimmed = value?.trim();
  if (!trimmed || !fontFamilyPattern.test(trimmed)) return DEFAULT_FONT_FAMILY;
  return `${trimmed}, ${fallbackFontStack}`;
}

function borderRadius(value: string | undefined): number | undefined {
  // Accepts "6" or "6px"; antd wants a number of pixels.
  const match = value?.trim().match(/^(\d{1,2})(px)?$/);
  return match ? Number(match[1]) : undefined;
}

/** Drops unset entries so antd keeps its own default for anything the tenant left out. */
function defined<T extends object>(entries: T): Partial<T> {
  return Object.fromEntries(Object.entries(entries).filter(([, value]) => value !== undefined)) as Partial<T>;
}

/**
 * antd's secondary and tertiary text (Typography type="secondary", descriptions, empty states) is
 * black at 45 % on white: 3.3:1 on the #f5f5f5 of summary bars and cards, below WCAG AA's 4.5:1.
 * At 65 % (antd's own colorTextSecondary) it is 5.7:1 on #f5f5f5 and 5.9:1 on white.
 */
export const READABLE_SECONDARY_TEXT = 'rgba(0, 0, 0, 0.65)';

/**
 * Turns the tenant's CSS:: keys into an antd theme (spec 01 §1 branding). CSS::secondaryColor has
 * no antd token; screens that need it read it from the config.
 */
export function themeFromTenantConfig(style: TenantStyle): ThemeConfig {
  const menuBackground = colour(style['CSS::menuBackground']);
  const errorColour = colour(style['CSS::errorColor']);
  return {
    token: {
      fontFamily: fontFamily(style['CSS::fontFamily']),
      colorTextDescription: READABLE_SECONDARY_TEXT,
      colorTextTertiary: READABLE_SECONDARY_TEXT,
      ...defined({
        colorPrimary: colour(style['CSS::primaryColor']),
        colorLink: colour(style['CSS::linkColor']),
        colorSuccess: colour(style['CSS::successColor']),
        colorWarning: colour(style['CSS::warningColor']),
        // Danger buttons, error texts and the white text on primary danger buttons use it: darkened
        // to 4.5:1 on white when it is lighter (antd's #ff4d4f is 3.3:1).
        colorError: readableOnWhite(errorColour ?? ANTD_ERROR_COLOUR),
        borderRadius: borderRadius(style['CSS::borderRadius']),
      }),
    },
    components: {
      Layout: defined({ headerBg: colour(style['CSS::headerBackground']), siderBg: menuBackground }),
      // The side menu sits on the sider; its dark background must follow or it shows as a band.
      Menu: defined({ darkItemBg: menuBackground }),
    },
  };
}

/** antd's default colorError. */
const ANTD_ERROR_COLOUR = '#ff4d4f';
/** WCAG AA for normal-size text. */
const AA_CONTRAST = 4.5;

/**
 * A hex colour darkened just enough (channels scaled down in 5 % steps) to reach WCAG AA's 4.5:1
 * against white; other colour syntaxes unchanged (their contrast cannot be computed here).
 */
export function readableOnWhite(colourValue: string): string {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colourValue.trim());
  if (!match) return colourValue;
  const digits = match[1].length === 3 ? [...match[1]].map((digit) => digit + digit).join('') : match[1];
  const channels = [0, 2, 4].map((start) => parseInt(digits.slice(start, start + 2), 16));
  const hexOf = (values: number[]) => `#${values.map((value) => Math.round(value).toString(16).padStart(2, '0')).join('')}`;
  for (let scale = 1; scale > 0; scale -= 0.05) {
    const candidate = hexOf(channels.map((channel) => channel * scale));
    const luminance = relativeLuminance(candidate) ?? 0;
    if (1.05 / (luminance + 0.05) >= AA_CONTRAST) return scale === 1 ? colourValue : candidate;
  }
  return '#000000';
}

/** antd's Layout default for headerBg and siderBg (a dark navy), kept when the tenant sets none. */
const ANTD_LAYOUT_BAR_BACKGROUND = '#001529';
const LIGHT_TEXT = '#ffffff';
const DARK_TEXT = 'rgba(0, 0, 0, 0.88)';

function relativeLuminance(hex: string): number | undefined {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex);
  if (!match) return undefined;
  const digits = match[1].length === 3 ? [...match[1]].map((digit) => digit + digit).join('') : match[1];
  const [red, green, blue] = [0, 2, 4].map((start) => {
    const channel = parseInt(digits.slice(start, start + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

/**
 * White or near-black, whichever reads better on a background (WCAG contrast). Backgrounds that
 * are not hex colours are taken as dark, like antd's own bars.
 */
export function readableTextColour(background: string): string {
  const luminance = relativeLuminance(background.trim());
  if (luminance === undefined) return LIGHT_TEXT;
  const contrastWithWhite = 1.05 / (luminance + 0.05);
  const contrastWithBlack = (luminance + 0.05) / 0.05;
  return contrastWithWhite >= contrastWithBlack ? LIGHT_TEXT : DARK_TEXT;
}

export interface ShellColours {
  headerBackground: string;
  headerText: string;
  menuBackground: string;
  menuText: string;
}

/** The header and side-menu colours the theme gives antd's Layout, with a readable text colour for each. */
export function shellColoursFromTenantConfig(style: TenantStyle): ShellColours {
  const headerBackground = colour(style['CSS::headerBackground']) ?? ANTD_LAYOUT_BAR_BACKGROUND;
  const menuBackground = colour(style['CSS::menuBackground']) ?? ANTD_LAYOUT_BAR_BACKGROUND;
  return { headerBackground, headerText: readableTextColour(headerBackground), menuBackground, menuText: readableTextColour(menuBackground) };
}
