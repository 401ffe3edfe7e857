import type { FastifyBaseLogger, RouteOptions } from 'fastify';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { preparedStatement } from '../db/prepared';
import { rateLimitCounters } from '../db/schema';

// @fastify/rate-limit's store on PostgreSQL, shared by every instance on the database: one
// upsert per request counts it and answers the count and the time left in the window (a window
// that has ended starts again at 1). Rows of ended windows are swept now and then, lazily.

type IncrCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** How often one instance sweeps ended windows. */
const SWEEP_EVERY_MS = 60_000;

interface Shared {
  db: Database;
  log: FastifyBaseLogger;
  nextSweepAt: number;
}

/** Counts on `db`; @fastify/rate-limit constructs it (store option) and makes a child per limit. */
export function postgresRateLimitStore(db: Database, log: FastifyBaseLogger): FastifyRateLimitStoreCtor {
  const shared: Shared = { db, log, nextSweepAt: Date.now() + SWEEP_EVERY_MS };
  return class PostgresRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _globalParams?: unknown,
      private readonly prefix = '',
    ) {}

    incr(key: string, callback: IncrCallback, timeWindow: number): void {
      count(shared, `${this.prefix}${key}`, timeWindow).then(
        (result) => callback(null, result),
        (error: Error) => {
          shared.log.error({ err: error }, 'rate limit store failed');
          callback(error);
        },
      );
      if (Date.now() >= shared.nextSweepAt) sweep(shared);
    }

    /** A route's own limit counts apart from the others (as @fastify/rate-limit's Redis store keys them). */
    child(routeOptions: RouteOptions & { path: string; prefix: string }): FastifyRateLimitStore {
      // The plugin passes the limit's merged options, with the route (if any) under routeInfo.
      const route = (routeOptions as unknown as { routeInfo?: { method?: string | string[]; url?: string } }).routeInfo;
      return new PostgresRateLimitStore(undefined, route?.url ? `${[route.method].flat().join(',')} ${route.url}|` : this.prefix);
    }
  };
}

// Prepared once per database: drizzle's query building would cost the request more CPU than
// PostgreSQL spends on the upsert.
const countStatement = preparedStatement('rate_limit_count', (db) => {
  const window = sql`(${sql.placeholder('windowMs')}::int * interval '1 millisecond')`;
  return db
    .insert(rateLimitCounters)
    .values({ key: sql.placeholder('key'), count: 1, windowEndsAt: sql`now() + ${window}` })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        count: sql`case when ${rateLimitCounters.windowEndsAt} <= now() then 1 else ${rateLimitCounters.count} + 1 end`,
        windowEndsAt: sql`case when ${rateLimitCounters.windowEndsAt} <= now() then excluded.window_ends_at else ${rateLimitCounters.windowEndsAt} end`,
      },
    })
    .returning({
      current: rateLimitCounters.count,
      ttl: sql<number>`greatest(0, ceil(extract(epoch from ${rateLimitCounters.windowEndsAt} - now()) * 1000))::int`,
    });
});

async function count(shared: Shared, key: string, timeWindowMs: number): Promise<{ current: number; ttl: number }> {
  const [row] = await countStatement(shared.db, { key, windowMs: timeWindowMs });
  return { current: row.current, ttl: Number(row.ttl) };
}

function sweep(shared: Shared): void {
  shared.nextSweepAt = Date.now() + SWEEP_EVERY_MS;
  shared.db
    .delete(rateLimitCounters)
    .where(sql`${rateLimitCounters.windowEndsAt} < now()`)
    .catch((error: unknown) => shared.log.warn({ err: error }, 'could not sweep ended rate-limit windows'));
}
