import { aTenantConfig, someTranslations } from '@bp/api-contract/testing';
import { createFetchStub, jsonResponse, setupApiStore } from '../testing';
import { tenantApi } from './tenant';

const originalFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = originalFetch;
});

describe('tenant endpoints', () => {
  it('getSaasConfig reads GET /px-api-gateway/saas-config without a token', async () => {
    const config = aTenantConfig({ siteTitle: 'Northwind Wireless Trade Portal' });
    const stub = createFetchStub({ 'GET /px-api-gateway/saas-config': () => jsonResponse(config) });
    globalThis.fetch = stub.fetch;
    const store = setupApiStore();

    const result = await store.dispatch(tenantApi.endpoints.getSaasConfig.initiate());

    expect(result.data).toEqual(config);
    expect(stub.requests[0].headers.has('authorization')).toBe(false);
  });

  it('getSaasI18n reads GET /px-api-gateway/saas-i18n', async () => {
    const translations = someTranslations({ language: 'fr', translations: { 'Loading...': 'Chargement...' } });
    globalThis.fetch = createFetchStub({ 'GET /px-api-gateway/saas-i18n': () => jsonResponse(translations) }).fetch;
    const store = setupApiStore();

    const result = await store.dispatch(tenantApi.endpoints.getSaasI18n.initiate());

    expect(result.data).toEqual(translations);
  });

  it('exposes a failed startup call as a normalised ApiError', async () => {
    globalThis.fetch = createFetchStub({
      'GET /px-api-gateway/saas-config': () =>
        jsonResponse({ status: 404, message: 'Unknown tenant', messageCode: 'TENANT_NOT_FOUND', params: [], errors: [] }, { status: 404 }),
    }).fetch;
    const store = setupApiStore();

    const result = await store.dispatch(tenantApi.endpoints.getSaasConfig.initiate());

    expect(result.error).toEqual({ status: 404, message: 'Unknown tenant', messageCode: 'TENANT_NOT_FOUND', params: [], errors: [], traceId: '--' });
  });
});
