import { DEFAULT_FONT_FAMILY, readableTextColour, shellColoursFromTenantConfig, themeFromTenantConfig } from './theme';

describe('themeFromTenantConfig', () => {
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
    });
    expect(theme.components?.Layout).toEqual({ headerBg: '#ffffff', siderBg: '#073763' });
    expect(theme.components?.Menu).toEqual({ darkItemBg: '#073763' });
  });

  it('keeps Roboto and antd defaults when the tenant sets nothing', () => {
    const theme = themeFromTenantConfig({});

    expect(theme.token).toEqual({ fontFamily: DEFAULT_FONT_FAMILY });
    expect(DEFAULT_FONT_FAMILY).toMatch(/^Roboto, /);
    expect(theme.components?.Layout).toEqual({});
  });

  it('ignores values that are not plain colours, fonts or radii', () => {
    const theme = themeFromTenantConfig({
      'CSS::primaryColor': 'red; } body { display: none',
      'CSS::fontFamily': 'x; background: url(evil)',
      'CSS::borderRadius': 'large',
    });

    expect(theme.token).toEqual({ fontFamily: DEFAULT_FONT_FAMILY });
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
