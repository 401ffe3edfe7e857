import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aUserInfo } from '@bp/api-contract/testing';
import { jsonResponse, type InstalledFetchStub } from '@bp/data-access-api/testing';
import { LOCALE_STORAGE_KEY } from './locale';
import { renderShell } from './shell-test-harness';

let fetchStub: InstalledFetchStub | undefined;

beforeEach(() => localStorage.clear());
afterEach(() => fetchStub?.restore());

const USER_MENU = 'BB, User menu of Bailey Buyer';

function render(options: Parameters<typeof renderShell>[0] = {}) {
  const rendered = renderShell({
    ...options,
    api: { 'PUT /px-api-gateway/account/user/locale': () => new Response(null, { status: 204 }), ...options.api },
  });
  fetchStub = rendered.fetchStub;
  return rendered;
}

describe('the language choice in the user menu', () => {
  it("lists the tenant's languages by their own names; a choice is remembered by the server and this browser", async () => {
    const user = userEvent.setup();
    render({ config: { locales: ['en', 'es'] } });
    await screen.findByRole('heading', { name: 'Stock List' });

    await user.click(screen.getByRole('button', { name: USER_MENU }));
    expect(screen.getByRole('menuitemradio', { name: 'English' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('menuitemradio', { name: 'Español' })).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByRole('menuitemradio', { name: 'Español' })).toHaveAttribute('lang', 'es');

    await user.click(screen.getByRole('menuitemradio', { name: 'Español' }));

    await waitFor(() => expect(fetchStub?.requests.some((request) => request.method === 'PUT' && request.url.endsWith('/account/user/locale'))).toBe(true));
    const put = fetchStub?.requests.find((request) => request.method === 'PUT');
    expect(await put?.clone().json()).toEqual({ locale: 'es' });
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('es');
    // The page turns Spanish at once, without a reload.
    const sideMenu = await screen.findByRole('navigation', { name: 'Menú lateral' });
    expect(within(sideMenu).getByRole('link', { name: 'Lista de stock' })).toBeInTheDocument();
    expect(within(sideMenu).getByRole('link', { name: 'Carrito y ofertas' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /BB/ }));
    await waitFor(() => expect(screen.getByRole('menuitemradio', { name: 'Español' })).toHaveAttribute('aria-checked', 'true'));
    expect(screen.getByRole('menuitem', { name: 'Cerrar sesión' })).toBeInTheDocument();
  });

  it('offers no choice when the tenant offers one language', async () => {
    const user = userEvent.setup();
    render({ config: { locales: ['en'] } });
    await screen.findByRole('heading', { name: 'Stock List' });

    await user.click(screen.getByRole('button', { name: USER_MENU }));

    expect(screen.getByRole('menuitem', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitemradio')).not.toBeInTheDocument();
  });

  it('shows the language the user chose on the server, when the tenant offers it', async () => {
    const user = userEvent.setup();
    render({
      config: { locales: ['en', 'es'] },
      api: { 'GET /px-api-gateway/account/user-info': () => jsonResponse(aUserInfo({ locale: 'es' })) },
    });
    await screen.findByRole('heading', { level: 1 });

    await waitFor(() => expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('es'));
    await user.click(screen.getByRole('button', { name: /BB/ }));
    expect(screen.getByRole('menuitemradio', { name: 'Español' })).toHaveAttribute('aria-checked', 'true');
  });
});
