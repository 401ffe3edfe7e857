import { SAAS_CONFIG_PATH } from '@bp/api-contract';
import { buildTestApp, type TestApp } from './support/build-test-app';

/** 'default-src 'self';script-src 'self'' → { 'default-src': ["'self'"], … } */
function parseCsp(header: string | string[] | number | undefined): Record<string, string[]> {
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => Boolean(name))
      .map(([name, ...sources]) => [name, sources]),
  );
}

describe('security headers, health and API docs', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp({ cspConnectSources: ['https://cognito-idp.eu-west-1.amazonaws.com'] });
  });
  afterAll(() => testApp?.close());

  it('sends the portal CSP a Vite-built React + antd SPA satisfies', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/stock', headers: { host: 'localhost', accept: 'text/html' } });

    const csp = parseCsp(response.headers['content-security-policy']);
    expect(csp).toMatchObject({
      'default-src': ["'self'"],
      'script-src': ["'self'"],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:', 'blob:', 'https:'],
      'font-src': ["'self'", 'data:'],
      'frame-src': ["'self'", 'https:'],
      'frame-ancestors': ["'none'"],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
    });
    expect(csp['script-src']).not.toContain("'unsafe-inline'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
  });

  it('allows the configured extra connect-src hosts (a tenant on AWS Cognito)', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: SAAS_CONFIG_PATH, headers: { host: 'localhost' } });

    expect(parseCsp(response.headers['content-security-policy'])['connect-src']).toEqual(["'self'", 'https://cognito-idp.eu-west-1.amazonaws.com']);
  });

  it('reports health without a tenant once the database answers', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/health', headers: { host: 'no-tenant-here.test' } });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('reports 503 SERVICE_UNAVAILABLE when the database does not answer', async () => {
    const unreachable = { ...testApp.database, handle: { ...testApp.database.handle, ping: () => Promise.reject(new Error('connection refused')) } };
    const appWithoutDatabase = await buildTestApp({ database: unreachable });
    try {
      const response = await appWithoutDatabase.app.inject({ method: 'GET', url: '/health' });

      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ status: 503, messageCode: 'SERVICE_UNAVAILABLE' });
      expect(response.body).not.toContain('connection refused');
    } finally {
      await appWithoutDatabase.close();
    }
  });

  it('serves swagger-ui at /docs with a CSP of its own that lets it render', async () => {
    const page = await testApp.app.inject({ method: 'GET', url: '/docs/', headers: { host: 'anything.test' } });
    const bundle = await testApp.app.inject({ method: 'GET', url: '/docs/static/swagger-ui-bundle.js' });
    const initializer = await testApp.app.inject({ method: 'GET', url: '/docs/static/swagger-initializer.js' });

    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger-ui-bundle.js');
    expect(bundle.statusCode).toBe(200);
    expect(initializer.statusCode).toBe(200);
    const csp = parseCsp(page.headers['content-security-policy']);
    // Every script the page loads is a file of its own origin; nothing inline, no framing.
    expect(page.body).not.toMatch(/<script>(?!\s*<\/script>)/);
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp).not.toHaveProperty('upgrade-insecure-requests');
  });

  it('publishes the OpenAPI document at /docs/json with the routes and the shared error body', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/docs/json' });

    const document = response.json<{
      openapi: string;
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
      components: { schemas: Record<string, unknown> };
    }>();
    expect(response.statusCode).toBe(200);
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/px-api-gateway/saas-config', '/px-api-gateway/saas-i18n', '/health']));
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/cognito', '/cognito/{userPoolId}/.well-known/jwks.json', '/px-api-gateway/account/user-info']),
    );
    expect(document.paths['/px-api-gateway/account/user-info'].get.responses).toHaveProperty('401');
    expect(document.paths['/px-api-gateway/account/user-info'].get.responses).toHaveProperty('403');
    expect(document.paths['/px-api-gateway/saas-config'].get.responses).toHaveProperty('404');
    expect(document.components.schemas).toHaveProperty('ErrorBody');
  });
});
