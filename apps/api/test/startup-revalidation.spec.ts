import { SAAS_CONFIG_PATH, SAAS_I18N_PATH } from '@bp/api-contract';
import { matchesIfNoneMatch } from '../src/routes/revalidation';
import { buildTestApp, type TestApp } from './support/build-test-app';

describe('saas-config and saas-i18n are cacheable with validation', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(() => testApp?.close());

  const get = (url: string, host: string, ifNoneMatch?: string) =>
    testApp.app.inject({ method: 'GET', url, headers: { host, ...(ifNoneMatch ? { 'if-none-match': ifNoneMatch } : {}) } });

  it.each([SAAS_CONFIG_PATH, SAAS_I18N_PATH])('%s answers with an ETag and Cache-Control: no-cache, then 304 without a body for that ETag', async (path) => {
    const first = await get(path, 'localhost:3000');
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);

    const again = await get(path, 'localhost:3000', etag);
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toBe('no-cache');
  });

  it("answers another tenant's request in full: its ETag differs", async () => {
    const acme = await get(SAAS_CONFIG_PATH, 'localhost:3000');
    const northwind = await get(SAAS_CONFIG_PATH, '127.0.0.1:3000', String(acme.headers.etag));
    expect(northwind.statusCode).toBe(200);
    expect(northwind.json()).toMatchObject({ tenantName: expect.any(String) });
    expect(northwind.headers.etag).not.toBe(acme.headers.etag);
  });

  it('answers in full for a stale ETag', async () => {
    const response = await get(SAAS_CONFIG_PATH, 'localhost:3000', 'W/"stale"');
    expect(response.statusCode).toBe(200);
  });

  it('compares If-None-Match weakly, in lists and with "*"', () => {
    expect(matchesIfNoneMatch('"abc"', 'W/"abc"')).toBe(true);
    expect(matchesIfNoneMatch('W/"x", W/"abc"', 'W/"abc"')).toBe(true);
    expect(matchesIfNoneMatch('*', 'W/"abc"')).toBe(true);
    expect(matchesIfNoneMatch('W/"abcd"', 'W/"abc"')).toBe(false);
    expect(matchesIfNoneMatch(undefined, 'W/"abc"')).toBe(false);
  });
});
