import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aFakeCognitoSession, aSessionUser, jsonResponse, type InstalledFetchStub } from '@bp/data-access-api/testing';
import { aTenantConfig } from '@bp/api-contract/testing';
import { setWindowWidth } from '@bp/ui-kit/testing';
import { renderShell } from './shell-test-harness';

let fetchStub: InstalledFetchStub | undefined;

beforeEach(() => localStorage.clear());
afterEach(() => fetchStub?.restore());

function render(options: Parameters<typeof renderShell>[0] = {}) {
  const rendered = renderShell(options);
  fetchStub = rendered.fetchStub;
  return rendered;
}

function sideMenuLinks() {
  return within(screen.getByRole('navigation', { name: 'Side menu' }))
    .getAllByRole('link')
    .map((link) => link.textContent);
}

describe('signed-in shell', () => {
  it('shows the side menu a buyer with every authority may use, and the page in the main area', async () => {
    render({ path: '/stock' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Stock List' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { name: 'Stock List' }));
    expect(sideMenuLinks()).toEqual(['Menu', 'Stocklist', 'Cart and Offers', 'Orders', 'Returns', 'Alert']);
    expect(within(screen.getByRole('navigation', { name: 'Side menu' })).getByRole('link', { name: 'Stocklist' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows only the default menu to a buyer without authorities', async () => {
    render({ authorities: [] });

    await screen.findByRole('heading', { name: 'Stock List' });
    expect(sideMenuLinks()).toEqual(['Menu', 'Stocklist']);
  });

  it('translates the menu labels with the tenant translations', async () => {
    render({ translations: { translations: { Stocklist: 'Stock List', 'Cart and Offers': 'Basket and Offers' } } });

    await screen.findByRole('heading', { name: 'Stock List' });
    expect(sideMenuLinks()).toEqual(['Menu', 'Stock List', 'Basket and Offers', 'Orders', 'Returns', 'Alert']);
  });

  it('keeps the menu closed on the dashboard, which shows the tenant name and Buyer Dashboard, and opens it on request', async () => {
    const user = userEvent.setup();
    render({ path: '/dashboard', config: { tenantName: 'Acme Devices', siteTitle: 'Acme Devices Buyer Portal' } });

    expect(await screen.findByRole('heading', { level: 1, name: 'Buyer Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('Acme Devices');
    expect(document.title).toBe('Acme Devices Buyer Portal | Dashboard');
    expect(screen.queryByRole('navigation', { name: 'Side menu' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show the menu' }));

    expect(screen.getByRole('navigation', { name: 'Side menu' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hide the menu' })).toHaveAttribute('aria-expanded', 'true');
  });

  describe('on a 390 px phone', () => {
    let restoreWidth: () => void = () => undefined;
    beforeEach(() => {
      restoreWidth = setWindowWidth(390);
    });
    afterEach(() => restoreWidth());

    it('keeps the menu closed beside the page, shows Alert in the bottom bar, and opens the menu over the page until the next page', async () => {
      const user = userEvent.setup();
      const { history } = render({ path: '/stock' });

      expect(await screen.findByRole('heading', { level: 1, name: 'Stock List' })).toBeInTheDocument();
      expect(screen.queryByRole('navigation', { name: 'Side menu' })).not.toBeInTheDocument();
      const quickLinks = within(screen.getByRole('navigation', { name: 'Quick links' })).getAllByRole('link');
      expect(quickLinks.map((link) => link.textContent)).toEqual(['Alert']);
      expect(quickLinks[0]).toHaveAttribute('href', '/stock-alerts');

      await user.click(screen.getByRole('button', { name: 'Show the menu' }));
      const drawer = await screen.findByRole('dialog', { name: 'Menu' });
      expect(within(drawer).getByRole('navigation', { name: 'Side menu' })).toBeInTheDocument();
      await user.click(within(drawer).getByRole('link', { name: 'Cart and Offers' }));

      await waitFor(() => expect(history.location.pathname).toBe('/cart'));
      await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Side menu' })).not.toBeInTheDocument());
    });
  });

  it('has a logo link home, My Account with Account Details, and an initials badge with My Preferences', async () => {
    const user = userEvent.setup();
    const { history } = render({ config: { tenantName: 'Acme Devices' } });

    await screen.findByRole('heading', { name: 'Stock List' });
    expect(screen.getByRole('link', { name: 'Acme Devices home' })).toHaveAttribute('href', '/');
    const badge = screen.getByRole('button', { name: 'BB, User menu of Bailey Buyer' });
    expect(badge).toHaveTextContent('BB');

    await user.click(screen.getByRole('button', { name: /My Account/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Account Details' }));
    expect(await screen.findByRole('heading', { name: 'Account Details' })).toBeInTheDocument();

    await user.click(badge);
    await user.click(await screen.findByRole('menuitem', { name: 'My Preferences' }));
    await waitFor(() => expect(history.location.pathname).toBe('/preferences'));
  });

  it('logs out only after confirmation, then says so and returns to sign-in', async () => {
    const user = userEvent.setup();
    const session = aFakeCognitoSession();
    render({ session });
    await screen.findByRole('heading', { name: 'Stock List' });

    await user.click(screen.getByRole('button', { name: 'BB, User menu of Bailey Buyer' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    const dialog = await screen.findByRole('dialog', { name: 'Logout' });
    expect(dialog).toHaveTextContent('Are you sure you want to log out?');
    await user.click(within(dialog).getByRole('button', { name: 'CANCEL' }));
    expect(session.signOut).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'BB, User menu of Bailey Buyer' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Logout' })).getByRole('button', { name: 'LOGOUT' }));

    expect(await screen.findByText('You logged out successfully!')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(session.signOut).toHaveBeenCalledTimes(1);
  });

  it('gives a user needing account setup only Logout, and sends them to account setup', async () => {
    const newBuyer = aSessionUser({ isRoleBuyer: false, requiresAccountSetup: true, isSignedIn: false });
    render({ path: '/stock', session: aFakeCognitoSession(newBuyer), authorities: [] });

    expect(await screen.findByRole('heading', { name: 'Account Setup' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /My Account/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Side menu' })).not.toBeInTheDocument();
  });

  it('sends a signed-out visitor to sign-in, and back to the page after signing in', async () => {
    const { history } = render({ path: '/cart?tab=1', session: aFakeCognitoSession(null) });

    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(history.location.state).toEqual({ from: { pathname: '/cart', search: '?tab=1', hash: '' } });
  });

  it('signs out and goes to / on ?force-logout=true', async () => {
    const session = aFakeCognitoSession();
    const { history } = render({ path: '/stock?force-logout=true', session });

    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(session.signOut).toHaveBeenCalledTimes(1);
    expect(history.location.search).toBe('');
  });
});

describe('global failure handling', () => {
  it("returns to sign-in with 'Session Expired' when a 401 survives the token refresh, clearing the stored session", async () => {
    const session = aFakeCognitoSession();
    session.getIdToken.mockImplementation(async (options) => (options?.forceRefresh ? undefined : 'revoked-token'));
    localStorage.setItem('bp.userInfo', JSON.stringify({ username: 'user-1', value: {} }));
    render({
      session,
      api: {
        'GET /px-api-gateway/security/authorities': () =>
          jsonResponse({ status: 401, message: 'Session Expired', messageCode: 'UNAUTHORIZED', params: [], errors: [] }, { status: 401 }),
      },
    });

    expect(await screen.findByRole('alert')).toHaveTextContent('Session Expired');
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(session.clearLocalSession).toHaveBeenCalled();
    expect(localStorage.getItem('bp.userInfo')).toBeNull();
  });

  it('signs a refused user out and shows the unauthorized dialog titled by the message code', async () => {
    const user = userEvent.setup();
    const session = aFakeCognitoSession();
    render({
      session,
      config: { customerCareEmail: 'care@acme-devices.test' },
      translations: { translations: { UNAUTHORIZED_USER_TITLE: 'Wrong account' } },
      api: {
        'GET /px-api-gateway/security/authorities': () =>
          jsonResponse({ status: 403, message: 'Only buyers may use this portal', messageCode: 'UNAUTHORIZED_USER', params: [], errors: [] }, { status: 403 }),
      },
    });

    const dialog = await screen.findByRole('dialog', { name: 'Wrong account' });
    expect(dialog).toHaveTextContent('Only buyers may use this portal');
    expect(within(dialog).getByRole('link', { name: 'care@acme-devices.test' })).toHaveAttribute('href', 'mailto:care@acme-devices.test');
    expect(session.signOut).toHaveBeenCalledTimes(1);
    expect(JSON.parse(localStorage.getItem('pxUnauthorizedUserMsg') ?? 'null')).toMatchObject({ messageCode: 'UNAUTHORIZED_USER' });
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'CLOSE' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(localStorage.getItem('pxUnauthorizedUserMsg')).toBeNull();
  });

  it("shows the content translation and the sales rep when the user's info was cached", async () => {
    localStorage.setItem(
      'pxUnauthorizedUserMsg',
      JSON.stringify({ messageCode: 'UNAUTHORIZED_USER', message: 'Only buyers', salesRepEmail: 'dana@acme.test' }),
    );
    render({ session: aFakeCognitoSession(null), path: '/', translations: { translations: { UNAUTHORIZED_USER_CONTENT: 'Please use the seller portal.' } } });

    const dialog = await screen.findByRole('dialog', { name: 'Only buyers' });
    expect(dialog).toHaveTextContent('Please use the seller portal.');
    expect(within(dialog).getByRole('link', { name: 'dana@acme.test' })).toHaveAttribute('href', 'mailto:dana@acme.test');
  });

  it('titles the dialog with the configured message when the tenant has no title translation (spec 03 §8)', async () => {
    localStorage.setItem(
      'pxUnauthorizedUserMsg',
      JSON.stringify({ messageCode: 'UNAUTHORIZED_USER', message: 'Only buyers may use this portal', salesRepEmail: null }),
    );
    render({ session: aFakeCognitoSession(null), path: '/' });

    const dialog = await screen.findByRole('dialog', { name: 'Only buyers may use this portal' });
    expect(dialog).toHaveTextContent('Only buyers may use this portal');
    expect(screen.queryByRole('dialog', { name: 'Access denied' })).not.toBeInTheDocument();
  });

  it("offers REFRESH APP when the server's app version differs from the cached one", async () => {
    localStorage.setItem('bp.config', JSON.stringify({ appVersion: '0.0.9', siteTitle: 'Acme Devices Buyer Portal' }));
    render({ config: { appVersion: '0.1.0' } });

    expect(await screen.findByText('A Newer App Version is Available')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'REFRESH APP' })).toBeInTheDocument();
  });

  it("sends the buyer's background startup calls once the page's own calls are answered", async () => {
    // The banners (asked for after a sign-in) stand for a page call that is still waiting; the
    // cached config of the same app version keeps the flag from being cleared as left over.
    localStorage.setItem('bp.config', JSON.stringify(aTenantConfig()));
    localStorage.setItem('bp.fetchBanners', 'true');
    let answerBanners: () => void = () => undefined;
    const bannersAnswered = new Promise<void>((resolve) => (answerBanners = resolve));
    const { fetchStub: stub } = render({
      api: {
        'GET /px-api-gateway/notification/banners': async () => {
          await bannersAnswered;
          return jsonResponse([]);
        },
        'GET /px-api-gateway/account/pending-documents': () => jsonResponse([]),
      },
    });
    const callsTo = (path: string) => stub.requests.filter((request) => new URL(request.url, 'http://localhost').pathname === `/px-api-gateway/${path}`);

    await screen.findByRole('heading', { name: 'Stock List' });
    await waitFor(() => expect(callsTo('notification/banners')).toHaveLength(1));
    expect(callsTo('account/pending-documents')).toHaveLength(0);
    answerBanners();
    await waitFor(() => expect(callsTo('account/pending-documents')).toHaveLength(1));
  });
});
