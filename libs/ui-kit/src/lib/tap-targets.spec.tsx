import { render, screen } from '@testing-library/react';
import { theme } from 'antd';
import { AntdTheme } from './antd-theme';
import { PHONE_MEDIA_QUERY } from './tap-targets';
import { TenantThemeProvider } from './tenant-theme';

const desktopMatchMedia = window.matchMedia;

/** The window answers PHONE_MEDIA_QUERY with `phone` (other queries as the jsdom set-up does). */
function windowIsPhone(phone: boolean): void {
  window.matchMedia = (query: string) => ({ ...desktopMatchMedia(query), matches: phone && query === PHONE_MEDIA_QUERY });
}

function ControlHeights() {
  const { token } = theme.useToken();
  return <output aria-label="control heights">{`${token.controlHeight}/${token.controlHeightSM}`}</output>;
}

function renderThemed() {
  render(
    <TenantThemeProvider theme={{ token: { colorPrimary: '#aa0000' } }}>
      <AntdTheme>
        <ControlHeights />
      </AntdTheme>
    </TenantThemeProvider>,
  );
  return screen.getByRole('status', { name: 'control heights' });
}

describe('AntdTheme: tap targets on phones', () => {
  afterEach(() => {
    window.matchMedia = desktopMatchMedia;
  });

  it('gives antd controls, small ones too, the 40 px tap height on a phone', () => {
    windowIsPhone(true);
    expect(renderThemed()).toHaveTextContent('40/40');
  });

  it('keeps antd compact sizes on a wider screen', () => {
    windowIsPhone(false);
    expect(renderThemed()).toHaveTextContent('32/24');
  });
});
