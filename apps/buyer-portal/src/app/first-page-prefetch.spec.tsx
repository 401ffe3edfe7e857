import { render, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { aStocklistSettings, aUserInfo } from '@bp/api-contract/testing';
import { aSessionState, aSessionUser, installFetchStub, jsonResponse, type InstalledFetchStub } from '@bp/data-access-api/testing';
import { FirstPagePrefetch } from './first-page-prefetch';
import { setupStore } from './store';

let fetchStub: InstalledFetchStub | undefined;
afterEach(() => {
  fetchStub?.restore();
  window.history.replaceState(null, '', '/');
});

function openWithSession(path: string, user = aSessionUser(), pxnSettings: object = {}) {
  window.history.replaceState(null, '', path);
  fetchStub = installFetchStub({
    'GET /px-api-gateway/account/user-info': () => jsonResponse(aUserInfo()),
    'GET /px-api-gateway/stocklist/settings': () => jsonResponse(aStocklistSettings()),
    'GET /px-api-gateway/pxn/settings': () => jsonResponse(pxnSettings),
    'GET /px-api-gateway/pxnr/stocklist/warehouses': () => jsonResponse([]),
    'GET /px-api-gateway/pxn/stocklist-settings': () => jsonResponse([]),
    'GET /px-api-gateway/stocklist/query': () => jsonResponse({ groups: [], facets: {}, totalGroups: 0, totalItems: 0, page: 1, pageSize: 24 }),
  });
  render(
    <Provider store={setupStore({ session: aSessionState({ user }) })}>
      <FirstPagePrefetch />
    </Provider>,
  );
  return () => fetchStub?.requests.map((request) => new URL(request.url, 'http://localhost').pathname);
}

describe('FirstPagePrefetch (a flat waterfall)', () => {
  it("starts the shell gate's and the stock list's first calls together once a buyer's session is known on /stock", async () => {
    const paths = openWithSession('/stock');

    await waitFor(() =>
      expect(paths()).toEqual(
        expect.arrayContaining(['/px-api-gateway/account/user-info', '/px-api-gateway/stocklist/settings', '/px-api-gateway/pxn/settings']),
      ),
    );
  });

  it("starts the stock query with the URL's filters as soon as pxn/settings answers, before any page renders", async () => {
    const paths = openWithSession('/stock?category=Phones&search=iphone', aSessionUser(), { isNetworkEnabled: true, isPxnr: false, pxStocklistId: 'seller-9' });

    await waitFor(() => expect(paths()).toContain('/px-api-gateway/stocklist/query'));
    const query = fetchStub?.requests.find((request) => request.url.includes('/stocklist/query'));
    const url = new URL(query?.url ?? '', 'http://localhost');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      category: 'Phones',
      search: 'iphone',
      includeOutOfStock: 'false',
      page: '1',
      pageSize: '24',
      itemsPerGroup: '10',
    });
    expect(query?.headers.get('pxns-participant-id')).toBe('seller-9');
    // The network's warehouse groups and participant settings, which the page waits for, go out too.
    await waitFor(() =>
      expect(paths()).toEqual(expect.arrayContaining(['/px-api-gateway/pxnr/stocklist/warehouses', '/px-api-gateway/pxn/stocklist-settings'])),
    );
  });

  it("leaves a reseller's other warehouse group in the URL to the page (the groups must confirm it first)", async () => {
    const paths = openWithSession('/stock?warehouseGroup=seller-2', aSessionUser(), { isNetworkEnabled: true, isPxnr: true, pxStocklistId: 'seller-9' });

    await waitFor(() => expect(paths()).toContain('/px-api-gateway/pxnr/stocklist/warehouses'));
    expect(paths()).not.toContain('/px-api-gateway/stocklist/query');
  });

  it('leaves the stock list calls to another first page', async () => {
    const paths = openWithSession('/cart');

    await waitFor(() => expect(paths()).toEqual(expect.arrayContaining(['/px-api-gateway/account/user-info', '/px-api-gateway/stocklist/settings'])));
    expect(paths()).not.toContain('/px-api-gateway/pxn/settings');
  });

  it('asks only for user info for a user who still has to set up the account', async () => {
    const paths = openWithSession('/account-setup', aSessionUser({ isSignedIn: false, requiresAccountSetup: true }));

    await waitFor(() => expect(paths()).toContain('/px-api-gateway/account/user-info'));
    expect(paths()).toEqual(['/px-api-gateway/account/user-info']);
  });
});
