import { act, screen, waitFor } from '@testing-library/react';
import { memo } from 'react';
import userEvent from '@testing-library/user-event';
import { aTenantConfig, someTranslations } from '@bp/api-contract/testing';
import { jsonResponse, type InstalledFetchStub } from '@bp/data-access-api/testing';
import { renderWithStore, stubStartupCalls } from '../testing';
import { LoginLayout, PageTitle, useBranding } from '@bp/ui-kit';
import { Startup } from './startup';
import { useStartup } from './startup-context';
import { useShellText } from './use-shell-text';

let fetchStub: InstalledFetchStub | undefined;

beforeEach(() => {
  localStorage.clear();
  document.title = '';
  document.head.innerHTML = '<link rel="icon" href="/favicon.svg" type="image/svg+xml">';
});
afterEach(() => fetchStub?.restore());

/** A page of the started app: reads the branding and translations Startup provides. */
function BrandedPage() {
  const t = useShellText();
  const { siteTitle, tenantName } = useBranding();
  return (
    <LoginLayout>
      <PageTitle page={t('Login')} />
      <p>{tenantName}</p>
      <h1>{siteTitle}</h1>
    </LoginLayout>
  );
}

/** The error screen, once its time is written in the spec format (util-format loads on demand). */
async function findErrorScreen() {
  expect(await screen.findByRole('heading', { name: 'Sorry, we ran into an issue' })).toBeInTheDocument();
  await screen.findByRole('row', { name: /^Time [A-Z][a-z]{2} \d{2}, \d{4}/ });
}

function renderStartup() {
  return renderWithStore(
    <Startup>
      <BrandedPage />
    </Startup>,
  );
}

describe('Startup', () => {
  it("shows 'Loading...' until the tenant config arrives, then brands the page and renders the app", async () => {
    let releaseConfig: () => void = () => undefined;
    const configGate = new Promise<void>((resolve) => (releaseConfig = resolve));
    fetchStub = stubStartupCalls({
      routes: {
        'GET /px-api-gateway/saas-config': async () => {
          await configGate;
          return jsonResponse(
            aTenantConfig({ siteTitle: 'Northwind Wireless Trade Portal', tenantName: 'Northwind Wireless', favicon: '/tenants/northwind.ico' }),
          );
        },
      },
    });

    renderStartup();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');

    releaseConfig();

    expect(await screen.findByRole('heading', { level: 1, name: 'Northwind Wireless Trade Portal' })).toBeInTheDocument();
    expect(screen.getByText('Northwind Wireless')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    // Startup sets the site title; the landing page then adds its page name.
    expect(document.title).toBe('Northwind Wireless Trade Portal | Login');
    expect(document.head.querySelector('link[rel~="icon"]')).toHaveAttribute('href', '/tenants/northwind.ico');
    expect(fetchStub.requests.map((request) => new URL(request.url, 'http://localhost').pathname)).toEqual(
      expect.arrayContaining(['/px-api-gateway/saas-config', '/px-api-gateway/saas-i18n']),
    );
  });

  it('renders the app at once on a repeat visit from the cached config and translations, then takes the revalidated ones', async () => {
    localStorage.setItem('bp.config', JSON.stringify(aTenantConfig({ appVersion: '1.0.0', siteTitle: 'Cached Portal', tenantName: 'Cached Tenant' })));
    localStorage.setItem('bp.translations', JSON.stringify({ translations: {} }));
    let releaseConfig: () => void = () => undefined;
    const configGate = new Promise<void>((resolve) => (releaseConfig = resolve));
    fetchStub = stubStartupCalls({
      routes: {
        'GET /px-api-gateway/saas-config': async () => {
          await configGate;
          return jsonResponse(aTenantConfig({ appVersion: '1.0.0', siteTitle: 'Fresh Portal', tenantName: 'Fresh Tenant' }));
        },
      },
    });

    renderStartup();

    // No loading screen while saas-config revalidates: the page (and its calls) start on the cache.
    expect(await screen.findByRole('heading', { level: 1, name: 'Cached Portal' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    releaseConfig();

    expect(await screen.findByRole('heading', { level: 1, name: 'Fresh Portal' })).toBeInTheDocument();
    await waitFor(() => expect(JSON.parse(localStorage.getItem('bp.config') ?? '{}')).toMatchObject({ siteTitle: 'Fresh Portal' }));
  });

  it('does not render the app again when the revalidated config and translations are the cached ones', async () => {
    const config = aTenantConfig({ appVersion: '1.0.0', siteTitle: 'Same Portal' });
    const translations = someTranslations({ language: 'en', translations: { Login: 'Sign in' } });
    localStorage.setItem('bp.config', JSON.stringify(config));
    localStorage.setItem('bp.translations', JSON.stringify(translations));
    fetchStub = stubStartupCalls({ config, translations });
    const rendered = jest.fn();
    // Stands for the signed-in app: it reads the startup state and the translations.
    const App = memo(function App() {
      rendered();
      const t = useShellText();
      return <h1>{`${useStartup().config.siteTitle} ${t('Login')}`}</h1>;
    });

    const { store } = renderWithStore(
      <Startup>
        <App />
      </Startup>,
    );

    expect(await screen.findByRole('heading', { level: 1, name: 'Same Portal Sign in' })).toBeInTheDocument();
    await waitFor(() => expect(Object.values(store.getState().api.queries).map((query) => query?.status)).toEqual(['fulfilled', 'fulfilled']));
    await act(async () => undefined);
    expect(rendered).toHaveBeenCalledTimes(1);
  });

  it('still stops on the error screen when saas-config fails on a repeat visit started from the cache', async () => {
    localStorage.setItem('bp.config', JSON.stringify(aTenantConfig({ siteTitle: 'Cached Portal' })));
    localStorage.setItem('bp.translations', JSON.stringify({ translations: {} }));
    fetchStub = stubStartupCalls({ routes: { 'GET /px-api-gateway/saas-config': () => Promise.reject(new TypeError('Failed to fetch')) } });

    renderStartup();

    await findErrorScreen();
    expect(screen.queryByRole('heading', { level: 1, name: 'Cached Portal' })).not.toBeInTheDocument();
  });

  it("hands the tenant's colours to the native screens as CSS custom properties", async () => {
    fetchStub = stubStartupCalls({ config: { 'CSS::primaryColor': '#7b2cbf', 'CSS::linkColor': '#0b5394' } });

    renderStartup();

    await screen.findByRole('heading', { level: 1 });
    // The login panel's accent is painted with var(--bp-primary) (ui-kit's native-screens.css).
    const themed = screen.getByTestId('brand-accent').closest<HTMLElement>('[style*="--bp-primary"]');
    expect(themed?.style.getPropertyValue('--bp-primary')).toBe('#7b2cbf');
    expect(themed?.style.getPropertyValue('--bp-link')).toBe('#0b5394');
  });

  it('overrides the English defaults with saas-i18n translations', async () => {
    fetchStub = stubStartupCalls({ config: { language: 'de' }, translations: { language: 'de', translations: { Login: 'Anmelden' } } });

    renderStartup();

    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(document.title).toBe('Acme Devices Buyer Portal | Anmelden'));
  });

  it('stops on a deactivated tenant and says whom to contact', async () => {
    fetchStub = stubStartupCalls({ config: { deactivated: true, tenantName: 'Acme Devices', clientSupportEmail: 'help@acme.test' } });

    renderStartup();

    expect(await screen.findByRole('heading', { name: 'This site is no longer available' })).toBeInTheDocument();
    expect(screen.getByText(/Please contact Acme Devices at/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'help@acme.test' })).toHaveAttribute('href', 'mailto:help@acme.test');
    expect(screen.queryByRole('heading', { name: 'Acme Devices Buyer Portal' })).not.toBeInTheDocument();
  });

  it('shows the error screen with the code and trace id when saas-config fails', async () => {
    fetchStub = stubStartupCalls({
      routes: {
        'GET /px-api-gateway/saas-config': () =>
          jsonResponse(
            { status: 500, message: 'Database unavailable', messageCode: 'INTERNAL_SERVER_ERROR', params: [], errors: [] },
            { status: 500, headers: { 'x-amzn-trace-id': 'Root=1-startup' } },
          ),
      },
    });

    renderStartup();

    await findErrorScreen();
    expect(screen.getByText('Database unavailable')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: 'Error code 500' })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: 'Trace ID Root=1-startup' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Return to sign in' })).toBeInTheDocument();
  });

  it("offers the e-mail to the tenant's support address when only the translations fail on a first visit", async () => {
    // beforeEach emptied the storage: no cached config to brand the error screen from.
    fetchStub = stubStartupCalls({
      config: { siteTitle: 'Acme Devices Buyer Portal', clientSupportEmail: 'help@acme.test' },
      routes: {
        'GET /px-api-gateway/saas-i18n': () =>
          jsonResponse({ status: 500, message: 'Translations unavailable', messageCode: 'INTERNAL_SERVER_ERROR', params: [], errors: [] }, { status: 500 }),
      },
    });

    renderStartup();

    await findErrorScreen();
    const email = new URL(screen.getByRole('link', { name: /E-mail support/ }).getAttribute('href') ?? '');
    expect(email.protocol).toBe('mailto:');
    expect(email.pathname).toBe('help@acme.test');
    expect(email.searchParams.get('subject')).toBe('Acme Devices Buyer Portal: Sorry, we ran into an issue');
  });

  it("offers the e-mail to the build's support address when saas-config fails on a first visit (no tenant known)", async () => {
    // beforeEach emptied the storage: no cached config.
    fetchStub = stubStartupCalls({
      routes: {
        'GET /px-api-gateway/saas-config': () =>
          jsonResponse({ status: 500, message: 'Database unavailable', messageCode: 'INTERNAL_SERVER_ERROR', params: [], errors: [] }, { status: 500 }),
      },
    });

    renderWithStore(
      <Startup supportEmail="help@platform.test">
        <BrandedPage />
      </Startup>,
    );

    await findErrorScreen();
    const email = new URL(screen.getByRole('link', { name: /E-mail support/ }).getAttribute('href') ?? '');
    expect(email.protocol).toBe('mailto:');
    expect(email.pathname).toBe('help@platform.test');
    expect(email.searchParams.get('body')).toContain('Database unavailable');
  });

  it("keeps the tenant's support address over the build's once a tenant config is known", async () => {
    localStorage.setItem('bp.config', JSON.stringify(aTenantConfig({ clientSupportEmail: 'help@acme.test' })));
    fetchStub = stubStartupCalls({ routes: { 'GET /px-api-gateway/saas-config': () => Promise.reject(new TypeError('Failed to fetch')) } });

    renderWithStore(
      <Startup supportEmail="help@platform.test">
        <BrandedPage />
      </Startup>,
    );

    await findErrorScreen();
    expect(new URL(screen.getByRole('link', { name: /E-mail support/ }).getAttribute('href') ?? '').pathname).toBe('help@acme.test');
  });

  it("uses the spec defaults (418, 'Something went wrong', '--') when the network fails", async () => {
    fetchStub = stubStartupCalls({ routes: { 'GET /px-api-gateway/saas-config': () => Promise.reject(new TypeError('Failed to fetch')) } });

    renderStartup();

    await findErrorScreen();
    expect(screen.getByText('Something went wrong')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: 'Error code 418' })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: 'Trace ID --' })).toBeInTheDocument();
  });

  it('ignores a 403 on saas-i18n and starts with the English defaults', async () => {
    fetchStub = stubStartupCalls({
      routes: {
        'GET /px-api-gateway/saas-i18n': () =>
          jsonResponse({ status: 403, message: 'Forbidden', messageCode: 'FORBIDDEN', params: [], errors: [] }, { status: 403 }),
      },
    });

    renderStartup();

    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Devices Buyer Portal' })).toBeInTheDocument();
    expect(document.title).toBe('Acme Devices Buyer Portal | Login');
  });

  it('caches config and translations, and clears the whole portal cache when the app version changes', async () => {
    localStorage.setItem('bp.config', JSON.stringify({ appVersion: '0.9.0', siteTitle: 'Old' }));
    localStorage.setItem('bp.sideMenu', '["StockList"]');
    localStorage.setItem('CognitoIdentityServiceProvider.session', 'kept');
    fetchStub = stubStartupCalls({ config: { appVersion: '1.0.0' }, translations: { translations: { 'Loading...': 'Loading...' } } });

    renderStartup();

    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(JSON.parse(localStorage.getItem('bp.config') ?? '{}')).toMatchObject({ appVersion: '1.0.0' }));
    expect(JSON.parse(localStorage.getItem('bp.translations') ?? '{}')).toMatchObject({ translations: { 'Loading...': 'Loading...' } });
    expect(localStorage.getItem('bp.sideMenu')).toBeNull();
    expect(localStorage.getItem('CognitoIdentityServiceProvider.session')).toBe('kept');
  });

  it("copies the error report and confirms with 'Copied to clipboard'", async () => {
    const user = userEvent.setup();
    fetchStub = stubStartupCalls({ routes: { 'GET /px-api-gateway/saas-config': () => Promise.reject(new TypeError('Failed to fetch')) } });
    renderStartup();
    await findErrorScreen();

    await user.click(screen.getByRole('button', { name: /Copy to clipboard/ }));

    // One waitFor for both: antd animates the confirmation, and its updates must not land between
    // two awaits outside React's act().
    await waitFor(async () => {
      expect(screen.getByText('Copied to clipboard')).toBeInTheDocument();
      const copied = await navigator.clipboard.readText();
      expect(copied).toContain('Sorry, we ran into an issue');
      expect(copied).toContain('Error code: 418');
      expect(copied).toContain('Trace ID: --');
    });
  });
});
