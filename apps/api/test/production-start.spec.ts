import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { RouteOptions } from 'fastify';
import { readServerConfig } from '../src/config';
import { buildTestApp } from './support/build-test-app';
import { ACME_HOST } from './support/identity';

// A server is in demo mode only when asked (DEMO_MODE=true); any other start is production, which
// refuses to run without what it needs and serves no /dev routes.

const WORKSPACE_ROOT = path.resolve(__dirname, '../../..');
const PRODUCTION_ENV = {
  DATABASE_URL: 'postgres://app@db.invalid:5432/portal',
  SMTP_URL: 'smtp://mail.example.com:587',
  KEY_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
};

/** Runs the server entry (src/server.ts under tsx) with only this environment; its exit code and output. */
function startServer(env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(WORKSPACE_ROOT, 'node_modules/.bin/tsx'), ['--tsconfig', 'apps/api/tsconfig.json', 'apps/api/src/server.ts'], {
      cwd: WORKSPACE_ROOT,
      env: { PATH: process.env['PATH'] ?? '', HOME: process.env['HOME'] ?? '', PORT: '0', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('a production start', () => {
  it('exits at once, non-zero, with one line naming every missing setting', async () => {
    const { code, stdout, stderr } = await startServer({ NODE_ENV: 'production' });

    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr.trimEnd().split('\n')).toEqual([
      'Buyer Portal API cannot start: production start (DEMO_MODE is not true) refused: missing DATABASE_URL (or DATA_DIR for one instance on the embedded database), SMTP_URL, KEY_ENCRYPTION_KEY',
    ]);
  });

  it('names the one setting still missing, and a malformed one without echoing it', async () => {
    const missingMail = await startServer({ ...PRODUCTION_ENV, SMTP_URL: '' });
    expect(missingMail.code).toBe(1);
    expect(missingMail.stderr.trimEnd().split('\n')).toEqual([
      'Buyer Portal API cannot start: production start (DEMO_MODE is not true) refused: missing SMTP_URL',
    ]);

    const malformedKey = await startServer({ ...PRODUCTION_ENV, KEY_ENCRYPTION_KEY: 'too-short-secret' });
    expect(malformedKey.code).toBe(1);
    expect(malformedKey.stderr.trimEnd().split('\n')).toEqual([
      expect.stringMatching(/^Buyer Portal API cannot start: KEY_ENCRYPTION_KEY must be 32 random bytes in base64/),
    ]);
    expect(malformedKey.stderr).not.toContain('too-short-secret');
  });

  it('has no /dev routes; a demo start has /dev/mailbox', async () => {
    const production = readServerConfig(PRODUCTION_ENV, WORKSPACE_ROOT, false);
    const demo = readServerConfig({ DEMO_MODE: 'true' }, WORKSPACE_ROOT, false);
    expect([production.demoMode, demo.demoMode]).toEqual([false, true]);

    const routesOf = async (demoMode: boolean) => {
      const urls: string[] = [];
      const testApp = await buildTestApp({ demoMode, onRoute: (route: RouteOptions) => urls.push(route.url) });
      try {
        const mailbox = await testApp.app.inject({ method: 'GET', url: '/dev/mailbox?to=buyer@demo.test', headers: { host: ACME_HOST } });
        return { devRoutes: urls.filter((url) => url.startsWith('/dev')), mailboxStatus: mailbox.statusCode, routeCount: urls.length };
      } finally {
        await testApp.close();
      }
    };

    const productionRoutes = await routesOf(production.demoMode);
    expect(productionRoutes.routeCount).toBeGreaterThan(50);
    expect(productionRoutes.devRoutes).toEqual([]);
    expect(productionRoutes.mailboxStatus).toBe(404);
    const demoRoutes = await routesOf(demo.demoMode);
    expect(demoRoutes.devRoutes).toContain('/dev/mailbox');
    expect(demoRoutes.mailboxStatus).toBe(200);
  });
});
