import { aTenantConfig, someTranslations } from '@bp/api-contract/testing';
import { endSession, followStoredSession, offersApi, startSession, tenantApi } from '@bp/data-access-api';
import { aSessionState, aSessionUser, installFetchStub, jsonResponse, type InstalledFetchStub } from '@bp/data-access-api/testing';
import { selectionChanged } from '@bp/feature-cart';
import { setupStore, type AppStore, type RootState } from './store';

let fetchStub: InstalledFetchStub | undefined;
afterEach(() => fetchStub?.restore());

describe('setupStore', () => {
  it("mounts the RTK Query cache under 'api' with its middleware", async () => {
    const config = aTenantConfig();
    fetchStub = installFetchStub({ 'GET /px-api-gateway/saas-config': () => jsonResponse(config) });
    const store = setupStore();

    await store.dispatch(tenantApi.endpoints.getSaasConfig.initiate());

    expect(tenantApi.endpoints.getSaasConfig.select()(store.getState()).data).toEqual(config);
    // The middleware tracks subscriptions; without it the query would never settle in the state.
    expect(store.getState().api.config.middlewareRegistered).toBe(true);
  });

  it('starts from a preloaded state', () => {
    const seeded = setupStore();
    const store = setupStore({ api: seeded.getState().api });

    expect(store.getState().api.config.reducerPath).toBe('api');
  });

  it("tells subscribers about a query's answer before the next animation frame", async () => {
    fetchStub = installFetchStub({ 'GET /px-api-gateway/saas-config': () => jsonResponse(aTenantConfig()) });
    const frames = jest.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
    try {
      const store = setupStore();
      const seen: unknown[] = [];
      store.subscribe(() => seen.push(tenantApi.endpoints.getSaasConfig.select()(store.getState()).data));

      await store.dispatch(tenantApi.endpoints.getSaasConfig.initiate());
      await Promise.resolve();

      expect(seen.at(-1)).toEqual(aTenantConfig());
    } finally {
      frames.mockRestore();
    }
  });

  it('gives every store its own cache', async () => {
    fetchStub = installFetchStub({ 'GET /px-api-gateway/saas-config': () => jsonResponse(aTenantConfig()) });
    const first = setupStore();
    const second = setupStore();

    await first.dispatch(tenantApi.endpoints.getSaasConfig.initiate());

    expect(tenantApi.endpoints.getSaasConfig.select()(second.getState()).data).toBeUndefined();
  });
});

type OffersState = Parameters<ReturnType<typeof offersApi.endpoints.getOffers.select>>[0];
const cachedOffersOf = (store: AppStore) => offersApi.endpoints.getOffers.select()(store.getState() as unknown as OffersState).data;

/** A store where user-1 is signed in with a cart entry cached and ticked, after the tenant's startup calls. */
async function aStoreWithUserData(): Promise<AppStore> {
  fetchStub = installFetchStub({
    'GET /px-api-gateway/saas-config': () => jsonResponse(aTenantConfig()),
    'GET /px-api-gateway/saas-i18n': () => jsonResponse(someTranslations()),
    'GET /px-api-gateway/stocklist/offers': () => jsonResponse([{ itemNumber: 'first-users-item', stocklistOffer: { offerId: 'offer-of-user-1' } }]),
  });
  const store = setupStore({ session: aSessionState() });
  await store.dispatch(tenantApi.endpoints.getSaasConfig.initiate());
  await store.dispatch(tenantApi.endpoints.getSaasI18n.initiate());
  await store.dispatch(offersApi.endpoints.getOffers.initiate());
  store.dispatch(selectionChanged({ offerIds: ['offer-of-user-1'], selected: true }));
  expect(cachedOffersOf(store)).toHaveLength(1);
  return store;
}

/** What must be gone after a session end: every slice but the session as in a new store, no user query cached. */
function expectNoUserDataLeft(store: AppStore): void {
  const fresh = setupStore().getState();
  const state = store.getState();
  for (const slice of Object.keys(state) as (keyof RootState)[]) {
    if (slice === 'session' || slice === 'api') continue;
    expect({ slice, state: state[slice] }).toEqual({ slice, state: fresh[slice] });
  }
  expect(cachedOffersOf(store)).toBeUndefined();
  expect(Object.keys(state.api.queries).sort()).toEqual(['getSaasConfig(undefined)', 'getSaasI18n(undefined)']);
}

describe('the end of a session', () => {
  it.each(['SIGNED_OUT', 'SESSION_EXPIRED', 'UNAUTHORIZED'] as const)('after %s leaves nothing of the user in the store', async (reason) => {
    const store = await aStoreWithUserData();

    store.dispatch(endSession({ reason }));

    expectNoUserDataLeft(store);
    expect(store.getState().session).toMatchObject({ user: null, endReason: reason });
  });

  it("keeps the tenant's startup data, so the portal does not load again", async () => {
    const store = await aStoreWithUserData();

    store.dispatch(endSession({ reason: 'SIGNED_OUT' }));

    expect(tenantApi.endpoints.getSaasConfig.select()(store.getState()).data).toEqual(aTenantConfig());
    expect(tenantApi.endpoints.getSaasI18n.select()(store.getState()).data).toEqual(someTranslations());
  });

  it("drops the first user's data when another user signs in without a sign-out here", async () => {
    const store = await aStoreWithUserData();

    store.dispatch(startSession(aSessionUser({ username: 'user-2', email: 'limited@demo.test' })));

    expectNoUserDataLeft(store);
    expect(store.getState().session.user?.username).toBe('user-2');
  });

  it('keeps the data when the same user signs in again', async () => {
    const store = await aStoreWithUserData();

    store.dispatch(startSession(aSessionUser()));

    expect(cachedOffersOf(store)).toHaveLength(1);
  });

  it('follows another tab: its sign-out ends this session, its new user replaces this one', async () => {
    const signedOutElsewhere = await aStoreWithUserData();
    signedOutElsewhere.dispatch(followStoredSession(undefined));
    expectNoUserDataLeft(signedOutElsewhere);
    expect(signedOutElsewhere.getState().session).toMatchObject({ user: null, endReason: 'SIGNED_OUT' });

    const otherUserElsewhere = await aStoreWithUserData();
    otherUserElsewhere.dispatch(followStoredSession(aSessionUser({ username: 'user-2' })));
    expectNoUserDataLeft(otherUserElsewhere);
    expect(otherUserElsewhere.getState().session.user?.username).toBe('user-2');
  });

  it('ignores a token refresh of the same user in another tab', async () => {
    const store = await aStoreWithUserData();

    store.dispatch(followStoredSession(aSessionUser()));

    expect(cachedOffersOf(store)).toHaveLength(1);
    expect(store.getState().cart.selectedIds).toEqual({ 'offer-of-user-1': true });
  });
});
