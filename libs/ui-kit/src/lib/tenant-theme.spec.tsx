import { render, screen } from '@testing-library/react';
import { theme } from 'antd';
import { AntdTheme } from './antd-theme';
import { TenantThemeProvider, tenantStyleOf } from './tenant-theme';
import { themeFromTenantConfig } from './theme';

describe('tenantStyleOf', () => {
  it("gives the native screens the tenant's colours and radii as CSS custom properties, with antd's text style", () => {
    const style = tenantStyleOf(
      themeFromTenantConfig({
        'CSS::primaryColor': '#7b2cbf',
        'CSS::linkColor': '#0b5394',
        'CSS::errorColor': '#b00020',
        'CSS::borderRadius': '10',
        'CSS::fontFamily': 'Lato',
      }),
    );

    expect(style).toMatchObject({
      '--bp-primary': '#7b2cbf',
      '--bp-link': '#0b5394',
      '--bp-error': '#b00020',
      '--bp-radius': '10px',
      '--bp-radius-lg': '12px',
      color: 'rgba(0, 0, 0, 0.88)',
      fontSize: 14,
    });
    expect(style.fontFamily).toMatch(/^Lato, /);
  });

  it("falls back to antd's defaults when the tenant sets nothing (its error colour made readable on white)", () => {
    const style = tenantStyleOf(themeFromTenantConfig({}));

    expect(style).toMatchObject({ '--bp-primary': '#1677ff', '--bp-link': '#1677ff', '--bp-radius': '6px', '--bp-radius-lg': '8px' });
    expect((style as Record<string, string>)['--bp-error']).toBe(themeFromTenantConfig({}).token?.colorError);
  });

  it.each([
    [4, 4],
    [5, 6],
    [6, 8],
    [15, 17],
    [20, 16],
  ])("derives antd's large radius from a radius of %i px: %i px", (radius, large) => {
    expect(tenantStyleOf({ token: { borderRadius: radius } })).toMatchObject({ '--bp-radius-lg': `${large}px` });
  });
});

function PrimaryColour() {
  const { token } = theme.useToken();
  return <output aria-label="primary colour">{token.colorPrimary}</output>;
}

describe('AntdTheme', () => {
  it("gives antd components inside it the tenant's theme from the startup gate's context", () => {
    render(
      <TenantThemeProvider theme={themeFromTenantConfig({ 'CSS::primaryColor': '#7b2cbf' })}>
        <AntdTheme>
          <PrimaryColour />
        </AntdTheme>
      </TenantThemeProvider>,
    );

    expect(screen.getByRole('status', { name: 'primary colour' })).toHaveTextContent('#7b2cbf');
  });

  it("leaves antd's defaults outside a startup gate", () => {
    render(
      <AntdTheme>
        <PrimaryColour />
      </AntdTheme>,
    );

    expect(screen.getByRole('status', { name: 'primary colour' })).toHaveTextContent('#1677ff');
  });
});
