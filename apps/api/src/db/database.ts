import { existsSync } from 'node:fs';
import path from 'node:path';
import { PGlite, types as pgliteTypes, type PGliteOptions } from '@electric-sql/pglite';
import { sql, type ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { busyEnginePing } from './busy-engine-ping';
import { acquireDataDirLock } from './data-dir-lock';
import * as schema from './schema';

export type DatabaseSchema = typeof schema;

/** The one database type the app codes against, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, DatabaseSchema>;
export type Transaction = PgTransaction<PgQueryResultHKT, DatabaseSchema, ExtractTablesWithRelations<DatabaseSchema>>;
/**
 * Where a query runs: the database or an open transaction. Inside a transaction always pass the
 * `tx` down: a query on the outer database waits for the transaction's lock and hangs PGlite.
 */
export type DbExecutor = Database | Transaction;

export type DatabaseTarget =
  /** A real PostgreSQL server (node-postgres pool). */
  | { kind: 'postgres'; url: string; poolSize?: number; onIdleClientError?: (error: Error) => void }
  /** An embedded PGlite kept in a folder, guarded by a lock file. */
  | { kind: 'pglite'; dataDir: string }
  /** An embedded PGlite in memory, optionally restored from a `dumpDataDir()` (tests). */
  | { kind: 'pglite-memory'; fromDump?: Blob };

export interface DatabaseHandle {
  readonly db: Database;
  readonly kind: DatabaseTarget['kind'];
  /** For logs: the folder or host/database, never a password. */
  readonly description: string;
  /** Applies the committed drizzle-kit migrations that have not run yet. */
  migrate(): Promise<void>;
  /**
   * Runs `work` while holding the database-wide startup lock, so instances starting together
   * migrate and seed one after the other (the second then finds the work done). PostgreSQL: a
   * session advisory lock on a connection of its own, released after (or when the process dies).
   * PGlite: one process holds the data folder, so no lock is needed.
   */
  withStartupLock<T>(work: () => Promise<T>): Promise<T>;
  ping(): Promise<void>;
  /** PostgreSQL: the pool's connections now (metrics). PGlite has no pool. */
  poolUse?(): { total: number; idle: number; waiting: number };
  /**
   * Subscribes to NOTIFY on `channel` (PostgreSQL: a connection of its own, reconnected when it
   * drops; PGlite: the one process's client). Returns the unsubscribe.
   */
  listen(channel: string, listener: NotificationListener): Promise<() => Promise<void>>;
  close(): Promise<void>;
  /** Only for PGlite: a snapshot of the whole data folder (test templates). */
  dump?(): Promise<Blob>;
}

/** What a `listen` subscriber hears. */
export interface NotificationListener {
  /** A NOTIFY on the channel (sent at its transaction's COMMIT). */
  notify(payload: string): void;
  /** Listening (again): every notification from now on arrives. */
  connected(): void;
  /** The connection dropped: notifications may be missed until `connected` is called again. */
  lost(): void;
}

/** How long a dropped LISTEN connection waits before it connects again. */
const LISTEN_RECONNECT_MS = 1000;

/**
 * The committed migrations: next to the bundle in dist (build.mjs copies them), or in apps/api
 * when running from source (tsx, jest).
 */
/**
 * The key of the startup advisory lock (pg_advisory_lock takes a bigint): fixed, so every
 * instance of the API on a database agrees on it; arbitrary, so nothing else is likely to use it.
 */
export const STARTUP_LOCK_KEY = 4_187_302_911_644_201n;

export function resolveMigrationsFolder(): string {
  const candidates = [path.join(__dirname, 'drizzle'), path.resolve(__dirname, '../../drizzle')];
  const found = candidates.find((folder) => existsSync(path.join(folder, 'meta', '_journal.json')));
  if (!found) throw new Error(`No drizzle migrations found (looked in ${candidates.join(', ')})`);
  return found;
}

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  switch (target.kind) {
    case 'postgres':
      return openPostgres(target.url, target.poolSize, target.onIdleClientError);
    case 'pglite':
      return openPgliteFolder(target.dataDir);
    case 'pglite-memory':
      return wrapPglite(
        await PGlite.create({ ...(target.fromDump ? { loadDataDir: target.fromDump } : {}), ...PGLITE_BYTEA }),
        'pglite-memory',
        'in-memory PGlite',
        async () => undefined,
      );
  }
}

/**
 * bytea through Buffer's native hex codec: PGlite's own converts byte by byte in JavaScript, and a
 * pending import's stored review (about a megabyte) then held the event loop for a quarter second.
 */
const PGLITE_BYTEA: Pick<PGliteOptions, 'parsers' | 'serializers'> = {
  serializers: {
    [pgliteTypes.BYTEA]: (value: unknown) => {
      if (!(value instanceof Uint8Array)) throw new Error('Invalid input for bytea type');
      return `\\x${Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('hex')}`;
    },
  },
  parsers: { [pgliteTypes.BYTEA]: (text: string) => Buffer.from(text.slice(2), 'hex') },
};

async function openPgliteFolder(dataDir: string): Promise<DatabaseHandle> {
  const lock = await acquireDataDirLock(dataDir);
  try {
    const client = await PGlite.create({ dataDir: path.resolve(dataDir), ...PGLITE_BYTEA });
    return wrapPglite(client, 'pglite', `PGlite in ${path.resolve(dataDir)}`, () => lock.release());
  } catch (error) {
    await lock.release();
    throw error;
  }
}

/** Health checks of the embedded database: a short wait, then a busy limit no real transaction of ours approaches. */
const PGLITE_PING = { waitMs: 20, busyLimitMs: 30_000 };

function wrapPglite(client: PGlite, kind: 'pglite' | 'pglite-memory', description: string, afterClose: () => Promise<void>): DatabaseHandle {
  const db = drizzlePglite({ client, schema });
  return {
    db,
    kind,
    description,
    migrate: () => migratePglite(db, { migrationsFolder: resolveMigrationsFolder() }),
    withStartupLock: (work) => work(),
    ping: busyEnginePing(() => db.execute(sql`select 1`), PGLITE_PING),
    listen: async (channel, listener) => {
      const unlisten = await client.listen(channel, (payload) => listener.notify(payload));
      listener.connected();
      return async () => {
        if (!client.closed) await unlisten();
      };
    },
    close: async () => {
      if (!client.closed) await client.close();
      await afterClose();
    },
    dump: () => client.dumpDataDir('gzip'),
  };
}

function describePostgresUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `PostgreSQL ${parsed.hostname}:${parsed.port || '5432'}${parsed.pathname}`;
  } catch {
    return 'PostgreSQL';
  }
}

/**
 * Runs `work` holding a session advisory lock on a dedicated connection (not one of the pool's:
 * a session lock belongs to the connection that took it, and `work` uses the pool).
 */
async function withAdvisoryLock<T>(url: string, key: bigint, work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // Waits while another instance holds it.
    await client.query('select pg_advisory_lock($1::bigint)', [key.toString()]);
    try {
      return await work();
    } finally {
      await client.query('select pg_advisory_unlock($1::bigint)', [key.toString()]);
    }
  } finally {
    await client.end();
  }
}

async function openPostgres(url: string, poolSize = 10, onIdleClientError?: (error: Error) => void): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle client losing its connection emits 'error' on the pool; unhandled, that kills the process.
  pool.on('error', (error) => onIdleClientError?.(error));
  const db = drizzleNodePostgres({ client: pool, schema });
  const handle: DatabaseHandle = {
    db,
    kind: 'postgres',
    description: describePostgresUrl(url),
    migrate: () => migrateNodePostgres(db, { migrationsFolder: resolveMigrationsFolder() }),
    withStartupLock: (work) => withAdvisoryLock(url, STARTUP_LOCK_KEY, work),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    listen: (channel, listener) => listenOnPostgres(url, channel, listener, onIdleClientError),
    close: () => pool.end(),
  };
  try {
    await handle.ping();
  } catch (error) {
    await pool.end();
    throw error;
  }
  return handle;
}

/**
 * LISTEN on a connection of its own (a pooled one would be handed to other queries). While it is
 * down the listener is told (`lost`) and a new connection is tried every LISTEN_RECONNECT_MS.
 */
async function listenOnPostgres(url: string, channel: string, listener: NotificationListener, onError?: (error: Error) => void): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  const quotedChannel = `"${channel.replace(/"/g, '""')}"`;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    let dropped = false;
    const drop = (error?: Error) => {
      if (dropped) return;
      dropped = true;
      if (error) onError?.(error);
      listener.lost();
      void next.end().catch(() => undefined);
      if (!stopped) retry = setTimeout(() => void connect(), LISTEN_RECONNECT_MS).unref();
    };
    next.on('error', drop);
    next.on('end', () => drop());
    next.on('notification', (message) => {
      if (message.channel === channel) listener.notify(message.payload ?? '');
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${quotedChannel}`);
    } catch (error) {
      drop(error as Error);
      return;
    }
    if (stopped) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    listener.connected();
  };

  await connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    const current = client;
    client = undefined;
    if (current) {
      current.removeAllListeners('end');
      current.removeAllListeners('error');
      current.on('error', () => undefined);
      await current.end().catch(() => undefined);
    }
  };
}
