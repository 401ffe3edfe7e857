import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { TRACE_ID_HEADER, type ErrorBody } from '@bp/api-contract';
import { buildTestApp, type TestApp } from './support/build-test-app';
import { createTestDatabase, type TestDatabase } from './support/test-database';

const INDEX_HTML = '<!doctype html><html><head><script type="module" src="/assets/index-3f9a1c.js"></script></head><body><div id="root"></div></body></html>';

describe('the portal served from STATIC_DIR', () => {
  let database: TestDatabase;
  let builtPortal: TestApp;
  let unbuiltPortal: TestApp;
  let staticDir: string;

  beforeAll(async () => {
    staticDir = mkdtempSync(path.join(os.tmpdir(), 'bp-portal-'));
    mkdirSync(path.join(staticDir, 'assets'));
    writeFileSync(path.join(staticDir, 'index.html'), INDEX_HTML);
    writeFileSync(path.join(staticDir, 'assets', 'index-3f9a1c.js'), 'console.log("portal")');
    writeFileSync(path.join(staticDir, 'robots.txt'), 'User-agent: *');
    writeFileSync(path.join(staticDir, 'favicon.ico'), Buffer.from([0, 0, 1, 0]));

    database = await createTestDatabase();
    builtPortal = await buildTestApp({ database, staticDir });
    unbuiltPortal = await buildTestApp({ database, staticDir: path.join(staticDir, 'not-built-yet') });
  });
  afterAll(async () => {
    await builtPortal?.close();
    await unbuiltPortal?.close();
    await database?.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  const navigate = (portal: TestApp, url: string, host = 'localhost') =>
    portal.app.inject({ method: 'GET', url, headers: { host, accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } });

  // /help is the portal's dashboard with the help drawer (spec 01 §2): typed or reloaded, it is the portal's.
  it.each(['/', '/stock', '/help', '/cart?tab=1', '/orders/SO-1001/details'])(
    'answers the page navigation %s with index.html, revalidated on every load',
    async (url) => {
      const response = await navigate(builtPortal, url);

      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(INDEX_HTML);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers[TRACE_ID_HEADER]).toBeDefined();
    },
  );

  it('serves the shell for any host: tenancy is decided by API calls, not by files', async () => {
    const response = await navigate(builtPortal, '/stock', 'unknown-tenant.test');

    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX_HTML);
  });

  it('caches hashed assets for a year', async () => {
    const response = await builtPortal.app.inject({ method: 'GET', url: '/assets/index-3f9a1c.js' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers[TRACE_ID_HEADER]).toBeDefined();
    expect(response.headers['content-security-policy']).toBeDefined();
  });

  it("serves a build's file by its exact name only, and answers HEAD", async () => {
    const head = await builtPortal.app.inject({ method: 'HEAD', url: '/assets/index-3f9a1c.js' });
    expect(head.statusCode).toBe(200);

    for (const url of ['/assets/INDEX-3f9a1c.js', '/assets/missing-0000.js', '/assets//index-3f9a1c.js']) {
      const response = await builtPortal.app.inject({ method: 'GET', url, headers: { accept: '*/*' } });
      expect({ url, status: response.statusCode, body: response.body.includes('console.log') }).toEqual({ url, status: 404, body: false });
    }
  });

  it('revalidates files that are not hashed', async () => {
    const response = await builtPortal.app.inject({ method: 'GET', url: '/robots.txt' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('keeps images outside assets/ (the favicon) for an hour: browsers ask for the favicon at every change of the address', async () => {
    const response = await builtPortal.app.inject({ method: 'GET', url: '/favicon.ico' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
  });

  it.each(['/px-api-gateway/unknown', '/docs/unknown', '/health/deep', '/dev/tools', '/pages/unknown'])(
    'never answers the server path %s with the shell',
    async (url) => {
      const response = await navigate(builtPortal, url);

      expect(response.statusCode).toBe(404);
      expect(response.json<ErrorBody>().status).toBe(404);
    },
  );

  it('never answers the identity endpoint /cognito with the shell (its 404 is Cognito-shaped)', async () => {
    const response = await navigate(builtPortal, '/cognito');

    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ __type: 'ResourceNotFoundException' });
  });

  it('says the portal is not built (200, not a crash) when STATIC_DIR has no index.html', async () => {
    const response = await navigate(unbuiltPortal, '/stock');

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('not built');
  });
});
