import {
  DEFAULT_FONT_FAMILY,
  READABLE_SECONDARY_TEXT,
  readableOnWhite,
  readableTextColour,
  shellColoursFromTenantConfig,
  themeFromTenantConfig,
} from './theme';

describe('readableOnWhite', () => {
  it("darkens antd's #ff4d4f (3.3:1 on white) to at least 4.5:1 and keeps colours that already read well", () => {
    const darkened = readableOnWhite('#ff4d4f');
    expect(darkened).not.toBe('#ff4d4f');
    const luminance = (hex: string) =>
      [1, 3, 5]
        .map((start) => parseInt(hex.slice(start, start + 2), 16) / 255)
        .map((value) => (value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4))
        .reduce((sum, value, index) => sum + value * [0.2126, 0.7152, 0.0722][index], 0);
    expect(1.05 / (luminance(darkened) + 0.05)).toBeGreaterThanOrEqual(4.5);
    expect(readableOnWhite('#b00020')).toBe('#b00020');
    expect(readableOnWhite('crimson')).toBe('crimson');
  });
});

describe('themeFromTenantConfig', () => {
  it('darkens secondary text to WCAG AA contrast on white and on the light grey of cards and bars', () => {
    // 65 % black over a background: each channel is 0.35 × background.
    const contrastOn = (background: number) => {
      const luminance = (channel: number) => {
        const value = channel / 255;
        return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
      };
      const text = luminance(Math.round(0.35 * background));
      return (luminance(background) + 0.05) / (text + 0.05);
    };
    expect(READABLE_SECONDARY_TEXT).toBe('rgba(0, 0, 0, 0.65)');
    expect(contrastOn(0xff)).toBeGreaterThanOrEqual(4.5);
    expect(contrastOn(0xf5)).toBeGreaterThanOrEqual(4.5);
    expect(themeFromTenantConfig({}).token).toMatchObject({ colorTextDescription: READABLE_SECONDARY_TEXT, colorTextTertiary: READABLE_SECONDARY_TEXT });
  });

  it('maps every CSS:: key to its antd token', () => {
    const theme = themeFromTenantConfig({
      'CSS::primaryColor': '#0b5394',
      'CSS::linkColor': '#1155cc',
      'CSS::successColor': 'rgb(0, 128, 0)',
      'CSS::warningColor': '#f1c232',
      'CSS::errorColor': 'crimson',
      'CSS::fontFamily': 'Open Sans',
      'CSS::borderRadius': '4px',
      'CSS::headerBackground': '#ffffff',
      'CSS::menuBackground': '#073763',
    });

    expect(theme.token).toEqual({
      colorPrimary: '#0b5394',
      colorLink: '#1155cc',
      colorSuccess: 'rgb(0, 128, 0)',
      colorWarning: '#f1c232',
      colorError: 'crimson',
      fontFamily: expect.stringMatching(/^Open Sans, /),
      borderRadius: 4,
      colorTextDescription: READABLE_SECONDARY_TEXT,
      colorTextTertiary: READABLE_SECONDARY_TEXT,
    });
    expect(theme.components?.Layout).toEqual({ headerBg: '#ffffff', siderBg: '#073763' });
    expect(theme.components?.Menu).toEqual({ darkItemBg: '#073763' });
  });

  it('keeps Roboto and antd defaults when the tenant sets nothing', () => {
    const theme = themeFromTenantConfig({});

    expect(theme.token).toEqual({
      fontFamily: DEFAULT_FONT_FAMILY,
      colorError: readableOnWhite('#ff4d4f'),
      colorTextDescription: READABLE_SECONDARY_TEXT,
      colorTextTertiary: READABLE_SECONDARY_TEXT,
    });
    expect(DEFAULT_FONT_FAMILY).toMatch(/^Roboto, /);
    expect(theme.components?.Layout).toEqual({});
  });

  it('ignores values that are not plain colours, fonts or radii', () => {
    const theme = themeFromTenantConfig({
      'CSS::primaryColor': 'red; } body { display: none',
      'CSS::fontFamily': 'x; background: url(evil)',
      'CSS::borderRadius': 'large',
    });

    expect(theme.token).toEqual({
      fontFamily: DEFAULT_FONT_FAMILY,
      colorError: readableOnWhite('#ff4d4f'),
      colorTextDescription: READABLE_SECONDARY_TEXT,
      colorTextTertiary: READABLE_SECONDARY_TEXT,
    });
  });
});

describe('shell colours', () => {
  it('picks white text on dark bars and dark text on light ones', () => {
    expect(readableTextColour('#0d2c54')).toBe('#ffffff');
    expect(readableTextColour('#fff')).toBe('rgba(0, 0, 0, 0.88)');
    expect(readableTextColour('#f1c232')).toBe('rgba(0, 0, 0, 0.88)');
    expect(readableTextColour('navy')).toBe('#ffffff');
  });

  it("uses the tenant's header and menu backgrounds, else antd's dark default", () => {
    expect(shellColoursFromTenantConfig({ 'CSS::headerBackground': '#ffffff' })).toEqual({
      headerBackground: '#ffffff',
      headerText: 'rgba(0, 0, 0, 0.88)',
      menuBackground: '#001529',
      menuText: '#ffffff',
    });
  });
});
