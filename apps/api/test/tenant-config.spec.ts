import { MessageCode, SAAS_CONFIG_PATH, SAAS_I18N_PATH, TRACE_ID_HEADER, type ErrorBody, type TenantConfig } from '@bp/api-contract';
import { eq } from 'drizzle-orm';
import { tenants } from '../src/db/schema';
import { toTenantConfig } from '../src/tenants/tenant-config';
import type { ResolvedTenant } from '../src/tenants/tenant-directory';
import { aTenantSettings } from './builders';
import { buildTestApp, type TestApp } from './support/build-test-app';

describe('saas-config and saas-i18n (tenant by Host header)', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(() => testApp?.close());

  const getConfig = async (host: string) => {
    const response = await testApp.app.inject({ method: 'GET', url: SAAS_CONFIG_PATH, headers: { host } });
    return { response, body: response.json<TenantConfig>() };
  };

  it('gives localhost the Acme branding', async () => {
    const { response, body } = await getConfig('localhost:3000');

    expect(response.statusCode).toBe(200);
    expect(body).toMatchObject({
      tenantName: 'Acme Devices',
      siteTitle: 'Acme Devices Buyer Portal',
      currency: '$',
      currencyPrecision: 2,
      language: 'en',
      locales: ['en', 'es'],
      clientSupportEmail: 'support@acme-devices.test',
      'CSS::primaryColor': '#1565c0',
      'CSS::fontFamily': 'Roboto',
      deactivated: false,
      region: 'local',
      userPoolId: 'local_acme',
      tenantApiEndPoint: 'http://localhost:3000/px-api-gateway',
      cognitoEndpoint: 'http://localhost:3000/cognito',
    });
    expect(body.userPoolId).toMatch(/^[\w-]+_[0-9a-zA-Z]+$/);
    expect(body.appVersion).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('gives 127.0.0.1 the Northwind branding', async () => {
    const { response, body } = await getConfig('127.0.0.1:3000');

    expect(response.statusCode).toBe(200);
    expect(body).toMatchObject({
      tenantName: 'Northwind Wireless',
      siteTitle: 'Northwind Wireless Trade Portal',
      currency: '€',
      locales: ['en'],
      'CSS::primaryColor': '#2e7d32',
      userPoolId: 'local_northwind',
    });
    expect(body['CSS::fontFamily']).not.toBe('Roboto');
  });

  it('matches the host case-insensitively and without its port', async () => {
    const { response, body } = await getConfig('LocalHost:8080');

    expect(response.statusCode).toBe(200);
    expect(body.siteTitle).toBe('Acme Devices Buyer Portal');
  });

  it('answers an unknown host with 404 TENANT_NOT_FOUND in the error body shape', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: SAAS_CONFIG_PATH, headers: { host: 'unknown.example.test' } });

    expect(response.statusCode).toBe(404);
    expect(response.headers[TRACE_ID_HEADER]).toBeDefined();
    expect(response.json<ErrorBody>()).toEqual({
      status: 404,
      message: expect.stringContaining('unknown.example.test'),
      messageCode: MessageCode.TENANT_NOT_FOUND,
      params: ['unknown.example.test'],
      errors: [],
    });
  });

  it("returns each tenant's translations", async () => {
    const acme = await testApp.app.inject({ method: 'GET', url: SAAS_I18N_PATH, headers: { host: 'localhost' } });
    const northwind = await testApp.app.inject({ method: 'GET', url: SAAS_I18N_PATH, headers: { host: '127.0.0.1' } });

    expect(acme.json()).toEqual({ language: 'en', translations: { Stocklist: 'Stock List' } });
    expect(northwind.json()).toEqual({ language: 'en', translations: { 'Cart and Offers': 'Basket and Offers' } });
  });

  it('reports a deactivated tenant so the portal can stop at startup', async () => {
    const { db } = testApp.database.handle;
    await db.update(tenants).set({ deactivated: true }).where(eq(tenants.slug, 'northwind'));
    testApp.app.tenantDirectory.forgetAll();
    try {
      const { body } = await getConfig('127.0.0.1');
      expect(body.deactivated).toBe(true);
    } finally {
      await db.update(tenants).set({ deactivated: false }).where(eq(tenants.slug, 'northwind'));
      testApp.app.tenantDirectory.forgetAll();
    }
  });
});

describe('toTenantConfig', () => {
  const tenant: ResolvedTenant = { id: 't-1', slug: 'big-co', name: 'Big Co', settings: aTenantSettings(), translations: {}, deactivated: false };

  it('points a tenant without its own identity provider at the embedded Cognito-compatible endpoint', () => {
    const config = toTenantConfig(tenant, { origin: 'https://portal.big-co.test', appVersion: '1.2.3' });

    expect(config).toMatchObject({
      region: 'local',
      userPoolId: 'local_bigco',
      cognitoEndpoint: 'https://portal.big-co.test/cognito',
      tenantApiEndPoint: 'https://portal.big-co.test/px-api-gateway',
      appVersion: '1.2.3',
    });
  });

  it('gives a tenant on AWS Cognito its own pool and no local endpoint', () => {
    const onAws: ResolvedTenant = {
      ...tenant,
      settings: aTenantSettings({
        identity: { provider: 'aws-cognito', region: 'eu-west-1', userPoolId: 'eu-west-1_AbC123', userPoolWebClientId: '5v9example' },
      }),
    };

    const config = toTenantConfig(onAws, { origin: 'https://portal.big-co.test', appVersion: '1.2.3' });

    expect(config).toMatchObject({ region: 'eu-west-1', userPoolId: 'eu-west-1_AbC123', userPoolWebClientId: '5v9example' });
    expect(config).not.toHaveProperty('cognitoEndpoint');
    expect(config).not.toHaveProperty('identity');
  });
});
