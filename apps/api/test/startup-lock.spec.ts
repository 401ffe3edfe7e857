import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import app, { fastifyServerOptions } from '../src/app';
import { NO_STATIC_DIR, TEST_KEY_ENCRYPTION, type LogLine } from './support/build-test-app';

// Two API instances started at the same moment on an empty PostgreSQL database (a deploy of two
// replicas): without a database lock both ran the migrations and one died on "type already
// exists". PGlite needs no lock (one process holds its folder), so this runs on the PostgreSQL
// leg only (tools/pg/with-postgres.mjs).
const serverUrl = process.env['DATABASE_URL'];
const describeOnPostgres = serverUrl ? describe : describe.skip;

const SEEDED_MESSAGE = 'demo mode: seeded the demo tenants into an empty database';

async function withAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function databaseUrl(name: string): string {
  const parsed = new URL(serverUrl as string);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** The real app on its own pool of the given database, demo mode on, its log lines kept. */
async function startInstance(url: string): Promise<{ fastify: FastifyInstance; logs: LogLine[] }> {
  const logs: LogLine[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) logs.push(JSON.parse(line) as LogLine);
      done();
    },
  });
  const fastify = Fastify(fastifyServerOptions({ logger: { level: 'info', stream } }));
  try {
    await fastify.register(app, {
      staticDir: NO_STATIC_DIR,
      demoMode: true,
      demoCatalogueItems: 20,
      keyEncryption: TEST_KEY_ENCRYPTION,
      database: { target: { kind: 'postgres', url, poolSize: 4 } },
    });
    await fastify.ready();
  } catch (error) {
    await fastify.close();
    throw Object.assign(new Error(`instance failed to start: ${(error as Error).message}`), { cause: error });
  }
  return { fastify, logs };
}

describeOnPostgres('two instances starting at once on an empty PostgreSQL', () => {
  const name = `bp_test_startup_${randomBytes(4).toString('hex')}`;

  beforeAll(() => withAdmin((client) => client.query(`CREATE DATABASE "${name}"`)));
  afterAll(() => withAdmin((client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)));

  it('both come up, and the migrations and the demo seed run once', async () => {
    const url = databaseUrl(name);

    const started = await Promise.allSettled([startInstance(url), startInstance(url)]);
    const instances = started.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value] : []));
    try {
      expect(started.map((outcome) => (outcome.status === 'rejected' ? String(outcome.reason) : 'up'))).toEqual(['up', 'up']);

      for (const { fastify } of instances) {
        expect((await fastify.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
      }
      const seeded = instances.filter(({ logs }) => logs.some((line) => line.msg === SEEDED_MESSAGE));
      expect(seeded).toHaveLength(1);
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      const tenants = await client.query<{ count: number }>('select count(*)::int as count from tenants').finally(() => client.end());
      expect(tenants.rows[0].count).toBe(2);
    } finally {
      await Promise.all(instances.map(({ fastify }) => fastify.close()));
    }
  });
});
