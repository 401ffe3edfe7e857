import { buildTestApp, type TestApp } from './support/build-test-app';

// The stock list tutorial the demo tenants' tutorialUrl points at (spec 01 §2 Tutorial dialog).

describe('help pages', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(() => testApp?.close());

  const get = (host: string) => testApp.app.inject({ method: 'GET', url: '/help/stock-list-tutorial', headers: { host } });

  it("serves the stock list tutorial in the tenant's name, framable by the portal only", async () => {
    const response = await get('localhost');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('<h1>Working with the Acme Devices stock list</h1>');
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect((await get('127.0.0.1')).body).toContain('Northwind Wireless');
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
