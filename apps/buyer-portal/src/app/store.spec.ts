import { aTenantConfig } from '@bp/api-contract/testing';
import { tenantApi } from '@bp/data-access-api';
import { installFetchStub, jsonResponse, type InstalledFetchStub } from '@bp/data-access-api/testing';
import { setupStore } from './store';

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

  it('gives every store its own cache', async () => {
    fetchStub = installFetchStub({ 'GET /px-api-gateway/saas-config': () => jsonResponse(aTenantConfig()) });
    const first = setupStore();
    const second = setupStore();

    await first.dispatch(tenantApi.endpoints.getSaasConfig.initiate());

    expect(tenantApi.endpoints.getSaasConfig.select()(second.getState()).data).toBeUndefined();
  });
});
