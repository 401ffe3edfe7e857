import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, resolveMigrationsFolder, type DatabaseHandle } from '../../src/db/database';
import { seedDemoData } from '../../src/seed/seed-demo-data';

// Each test file gets a database of its own, migrated and holding the demo tenants:
// - default: an in-memory PGlite restored from a template dump (about 0.5 s instead of about
//   3.5 s to create and migrate one); the dump is cached under tmp/ and rebuilt whenever the
//   migrations, the seed or PGlite change;
// - DATABASE_URL set (see tools/pg/with-postgres.mjs): a uniquely named database on that
//   server, copied from a template database migrated and seeded once per server (a copy takes a
//   fraction of the migrations and the seed), dropped when the file's tests end.

/** Catalogue items per tenant in test databases (the demo default, 3000, makes every file slower). */
export const TEST_CATALOGUE_ITEMS = 800;

export interface TestDatabase {
  handle: DatabaseHandle;
  kind: 'pglite' | 'postgres';
  /** For tests that need a second pool on the same PostgreSQL database. */
  url?: string;
  close(): Promise<void>;
}

const WORKSPACE_ROOT = path.resolve(__dirname, '../../../..');
const TEMPLATE_DIR = path.join(WORKSPACE_ROOT, 'tmp', 'api-test-pglite');
// What the seeded rows depend on, SRP verifiers included (pool names, the SRP maths).
const SEED_SOURCES = [
  'seed/demo-tenants.ts',
  'seed/seed-demo-data.ts',
  'seed/catalogue-generator.ts',
  'seed/demo-onboarding.ts',
  'onboarding/account-documents-service.ts',
  'identity/srp.ts',
  'identity/local-pool.ts',
  'tenants/tenant-config.ts',
].map((file) => path.resolve(__dirname, '../../src', file));

function filesUnder(folder: string): string[] {
  return readdirSync(folder)
    .sort()
    .flatMap((entry) => {
      const full = path.join(folder, entry);
      return statSync(full).isDirectory() ? filesUnder(full) : [full];
    });
}

/** Changes whenever what the template holds would change. */
function templateKey(): string {
  const hash = createHash('sha256');
  hash.update(`catalogue:${TEST_CATALOGUE_ITEMS}`);
  // The package's exports map hides package.json from require.resolve.
  hash.update(readFileSync(path.join(WORKSPACE_ROOT, 'node_modules', '@electric-sql', 'pglite', 'package.json')));
  for (const file of [...filesUnder(resolveMigrationsFolder()), ...SEED_SOURCES]) {
    hash.update(path.basename(file));
    hash.update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

async function openPgliteFromTemplate(): Promise<DatabaseHandle> {
  const templateFile = path.join(TEMPLATE_DIR, `template-${templateKey()}.tar.gz`);
  if (existsSync(templateFile)) {
    return openDatabase({ kind: 'pglite-memory', fromDump: new Blob([readFileSync(templateFile)]) });
  }
  const handle = await openDatabase({ kind: 'pglite-memory' });
  await handle.migrate();
  await seedDemoData(handle.db, undefined, { items: TEST_CATALOGUE_ITEMS });
  if (handle.dump) {
    const dump = await handle.dump();
    mkdirSync(TEMPLATE_DIR, { recursive: true });
    // Write then rename: a parallel jest worker never reads a half-written template.
    const partial = `${templateFile}.${process.pid}.partial`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, templateFile);
  }
  return handle;
}

function withDatabaseName(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** Any fixed number: the session lock under which one jest worker builds the template while the others wait. */
const TEMPLATE_LOCK = 7_412_003;

/**
 * The server's migrated and seeded template database, built by the first caller. It is built under
 * another name and renamed once complete, so a run stopped half-way leaves no template to copy.
 */
async function postgresTemplate(serverUrl: string): Promise<string> {
  const template = `bp_template_${templateKey()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    const existing = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
    if (existing.rowCount === 0) {
      const building = `${template}_building`;
      await admin.query(`DROP DATABASE IF EXISTS "${building}" WITH (FORCE)`);
      await admin.query(`CREATE DATABASE "${building}"`);
      const handle = await openDatabase({ kind: 'postgres', url: withDatabaseName(serverUrl, building), poolSize: 1 });
      try {
        await handle.migrate();
        await seedDemoData(handle.db, undefined, { items: TEST_CATALOGUE_ITEMS });
      } finally {
        await handle.close();
      }
      await admin.query(`ALTER DATABASE "${building}" RENAME TO "${template}"`);
    }
  } finally {
    // Ending the session releases the lock.
    await admin.end();
  }
  return template;
}

async function openPostgresDatabase(serverUrl: string, poolSize: number): Promise<TestDatabase> {
  const template = await postgresTemplate(serverUrl);
  const name = `bp_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    // A copy needs the template free of sessions: none stays open on it once it is built.
    await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
  } finally {
    await admin.end();
  }
  const url = withDatabaseName(serverUrl, name);
  const handle = await openDatabase({ kind: 'postgres', url, poolSize });
  return {
    handle,
    kind: 'postgres',
    url,
    close: async () => {
      await handle.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      try {
        await dropper.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await dropper.end();
      }
    },
  };
}

/** A migrated database holding the demo tenants, private to the calling test file. */
export async function createTestDatabase(options: { poolSize?: number } = {}): Promise<TestDatabase> {
  const serverUrl = process.env['DATABASE_URL'];
  if (serverUrl) return openPostgresDatabase(serverUrl, options.poolSize ?? 10);
  const handle = await openPgliteFromTemplate();
  return { handle, kind: 'pglite', close: () => handle.close() };
}

/**
 * Another connection pool on the same PostgreSQL database, as a second API server behind a load
 * balancer would have (PGlite has one connection: share its handle instead). Closing it leaves
 * the database to its owner.
 */
export async function secondPoolOn(database: TestDatabase, poolSize: number): Promise<TestDatabase> {
  if (database.kind !== 'postgres' || !database.url) throw new Error('a second pool needs a PostgreSQL test database');
  const handle = await openDatabase({ kind: 'postgres', url: database.url, poolSize });
  return { handle, kind: 'postgres', url: database.url, close: () => handle.close() };
}

/**
 * The database of one more API instance on the same data: on PostgreSQL a pool of its own (as
 * behind a load balancer), on PGlite the same handle (it has one connection). Closing it leaves
 * the database to its owner.
 */
export async function anotherInstanceOn(database: TestDatabase, poolSize = 10): Promise<TestDatabase> {
  if (database.kind === 'postgres') return secondPoolOn(database, poolSize);
  return { ...database, close: async () => undefined };
}
