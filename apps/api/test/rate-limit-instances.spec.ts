import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { Redis } from 'ioredis';
import { MessageCode, type ErrorBody } from '@bp/api-contract';
import type { RateLimitStoreConfig } from '../src/rate-limit/rate-limit-store-config';
import { buildTestApp, type TestApp } from './support/build-test-app';
import { ACME_HOST, ACME_POOL, callCognito, cognitoError, tokensOf } from './support/identity';
import { anotherInstanceOn, createTestDatabase, type TestDatabase } from './support/test-database';

// Rate limits with two API instances on one database, as behind a load balancer: the budget of
// an address, a user and the identity endpoint holds in total, whichever instance a request
// reaches. The PostgreSQL store runs on PGlite and PostgreSQL (there a pool per instance, so the
// counts really race); the Redis store needs a redis-server binary (apt-get install
// redis-server, which `npm test` installs): skipped without one on a developer's machine, a failure
// in CI.

const API = '/px-api-gateway';
const IP_MAX = 4;
const USER_MAX = 6;
const IDENTITY_MAX = 3;

const redisServer = spawnSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' }).stdout.trim();
if (!redisServer && process.env['CI']) throw new Error('redis-server is missing: CI runs the Redis store tests (apt-get install -y redis-server)');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** A throwaway redis-server on a free port, answering PING. */
async function startRedis(): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const child: ChildProcess = spawn(redisServer, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  const url = `redis://127.0.0.1:${port}`;
  const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  for (let attempt = 0; ; attempt++) {
    try {
      await probe.connect();
      await probe.ping();
      break;
    } catch (error) {
      if (attempt >= 100) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  probe.disconnect();
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill();
      }),
  };
}

const shared: [string, boolean, () => Promise<{ store: RateLimitStoreConfig; stop?: () => Promise<void> }>][] = [
  ['PostgreSQL', true, async () => ({ store: { kind: 'postgres' } })],
  [
    'Redis',
    Boolean(redisServer),
    async () => {
      const redis = await startRedis();
      return { store: { kind: 'redis', url: redis.url }, stop: redis.stop };
    },
  ],
];

describe.each(shared)('rate limits on two instances sharing the %s store', (_name, available, startStore) => {
  const describeOrSkip = available ? describe : describe.skip;

  describeOrSkip(`limits of ${IP_MAX} calls per address, ${USER_MAX} per user, ${IDENTITY_MAX} on the identity endpoint`, () => {
    let database: TestDatabase;
    let first: TestApp;
    let second: TestApp;
    let stopStore: (() => Promise<void>) | undefined;

    beforeAll(async () => {
      const { store, stop } = await startStore();
      stopStore = stop;
      database = await createTestDatabase({ poolSize: 6 });
      const options = {
        rateLimitStore: store,
        rateLimit: { max: IP_MAX, timeWindowMs: 60_000 },
        userRateLimit: { max: USER_MAX, timeWindowMs: 60_000 },
        identity: { rateLimit: { max: IDENTITY_MAX, timeWindowMs: 60_000 } },
      };
      first = await buildTestApp({ ...options, database });
      second = await buildTestApp({ ...options, database: await anotherInstanceOn(database, 6) });
    });
    afterAll(async () => {
      await second?.close();
      await second?.database.close();
      await first?.close();
      await database?.close();
      await stopStore?.();
    });

    const instances = () => [first, second];
    const statusesOf = (responses: { statusCode: number }[]) => responses.map((response) => response.statusCode).sort();

    it('lets an address make the limit of calls in total across both, then refuses it on either', async () => {
      const ip = '192.0.2.10';
      const call = (instance: TestApp) => instance.app.inject({ method: 'GET', url: `${API}/saas-config`, remoteAddress: ip, headers: { host: ACME_HOST } });

      const burst = await Promise.all(Array.from({ length: 2 * IP_MAX }, (_, index) => call(instances()[index % 2])));
      const after = [await call(first), await call(second)];

      expect(statusesOf(burst)).toEqual([...Array<number>(IP_MAX).fill(200), ...Array<number>(IP_MAX).fill(429)]);
      expect(statusesOf(after)).toEqual([429, 429]);
      expect(after[1].json<ErrorBody>()).toMatchObject({ status: 429, messageCode: MessageCode.TOO_MANY_REQUESTS });
      expect((await call(first)).headers['retry-after']).toBeDefined();
      // Another address has its own budget.
      expect((await first.app.inject({ method: 'GET', url: `${API}/saas-config`, remoteAddress: '192.0.2.11', headers: { host: ACME_HOST } })).statusCode).toBe(
        200,
      );
    });

    it("holds a signed-in user's budget in total across both", async () => {
      const token = (await tokensOf(first.app, 'buyer@demo.test', undefined, { remoteAddress: '198.51.100.1' })).IdToken;
      const call = (instance: TestApp) =>
        instance.app.inject({
          method: 'GET',
          url: `${API}/account/user-info`,
          remoteAddress: '198.51.100.2',
          headers: { host: ACME_HOST, authorization: `Bearer ${token}` },
        });

      const burst = await Promise.all(Array.from({ length: 2 * USER_MAX }, (_, index) => call(instances()[index % 2])));

      expect(statusesOf(burst)).toEqual([...Array<number>(USER_MAX).fill(200), ...Array<number>(USER_MAX).fill(429)]);
      expect(statusesOf([await call(first), await call(second)])).toEqual([429, 429]);
    });

    it('holds the identity endpoint budget of an address across both, answering the Cognito-shaped 429', async () => {
      const ip = '203.0.113.30';
      const call = (instance: TestApp) =>
        callCognito(instance.app, 'ForgotPassword', { ClientId: ACME_POOL.clientId, Username: 'nobody@demo.test' }, { remoteAddress: ip });

      const burst = await Promise.all(Array.from({ length: 2 * IDENTITY_MAX }, (_, index) => call(instances()[index % 2])));
      const refused = [await call(first), await call(second)];

      expect(statusesOf(burst)).toEqual([...Array<number>(IDENTITY_MAX).fill(200), ...Array<number>(IDENTITY_MAX).fill(429)]);
      for (const response of refused) {
        expect(cognitoError(response)).toMatchObject({
          status: 429,
          type: 'TooManyRequestsException',
          message: expect.stringContaining('Rate exceeded'),
          header: 'TooManyRequestsException',
        });
      }
    });
  });
});
