import { buildTestApp, type TestApp } from './support/build-test-app';
import { STOCK_LIST_TUTORIAL_PATH } from '../src/server-paths';
import { tokensOf } from './support/identity';

// The stock list tutorial the demo tenants' tutorialUrl points at (spec 01 §2 Tutorial dialog).
// The API's own pages live under /pages: /help belongs to the portal (its dashboard with help).

describe('help pages', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(() => testApp?.close());

  const get = (host: string, url = '/pages/stock-list-tutorial') => testApp.app.inject({ method: 'GET', url, headers: { host } });

  it("serves the stock list tutorial under /pages in the tenant's name, framable by the portal only", async () => {
    const response = await get('localhost');
    expect(STOCK_LIST_TUTORIAL_PATH).toBe('/pages/stock-list-tutorial');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('<h1>Working with the Acme Devices stock list</h1>');
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect((await get('127.0.0.1')).body).toContain('Northwind Wireless');
  });

  it('points the demo tenants at the tutorial page', async () => {
    const token = (await tokensOf(testApp.app, 'buyer@demo.test')).IdToken;
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/px-api-gateway/stocklist/settings',
      headers: { host: 'localhost', authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ tutorialUrl: STOCK_LIST_TUTORIAL_PATH });
  });

  it('leaves /help to the portal: a page navigation gets its shell, not the API', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/help', headers: { host: 'localhost', accept: 'text/html,application/xhtml+xml' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('not built');
  });

  it('answers an unknown host with the error body, not the page', async () => {
    const response = await get('unknown.example');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ status: 404, messageCode: 'TENANT_NOT_FOUND' });
  });

  it('leaves every other response unframable', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/px-api-gateway/saas-config', headers: { host: 'localhost' } });
    expect(response.headers['x-frame-options']).toBe('DENY');
  });
});
