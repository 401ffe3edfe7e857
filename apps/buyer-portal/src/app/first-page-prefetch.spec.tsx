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

function openWithSession(path: string, user = aSessionUser()) {
  window.history.replaceState(null, '', path);
  fetchStub = installFetchStub({
    'GET /px-api-gateway/account/user-info': () => jsonResponse(aUserInfo()),
    'GET /px-api-gateway/stocklist/settings': () => jsonResponse(aStocklistSettings()),
    'GET /px-api-gateway/pxn/settings': () => jsonResponse({}),
  });
  render(
    <Provider store={setupStore({ session: aSessionState({ user }) })}>
      <FirstPagePrefetch />
    </Provider>,
  );
  return () => fetchStub?.requests.map((request) => new URL(request.url, 'http://localhost').pathname);
}

describe('FirstPagePrefetch (issue 12 flat waterfall)', () => {
  it("starts the shell gate's and the stock list's first calls together once a buyer's session is known on /stock", async () => {
    const paths = openWithSession('/stock');

    await waitFor(() => expect(paths()).toEqual(expect.arrayContaining(['/px-api-gateway/account/user-info', '/px-api-gateway/stocklist/settings', '/px-api-gateway/pxn/settings'])));
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
