import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Database, DbExecutor } from './database';

// Prepared queries for the reads every request makes (issue 9: building a query with drizzle cost
// more CPU than PostgreSQL spent running it). A prepared query is built once per database: drizzle
// skips its query builder on each call, and node-postgres parses a named statement once per
// connection. Inside a transaction the caller runs its plain query instead (a prepared query
// belongs to the database's pool, not to the transaction's connection).

/**
 * `build` run once per database; the answer for `executor`, or undefined for a transaction.
 * `build` must end in `.prepare(name)` with a name unique to that query.
 */
export function preparedPerDatabase<Q>(build: (db: Database) => Q): (executor: DbExecutor) => Q | undefined {
  const byDatabase = new WeakMap<Database, Q>();
  return (executor) => {
    if (executor instanceof PgTransaction) return undefined;
    const db = executor as Database;
    const known = byDatabase.get(db);
    if (known) return known;
    const prepared = build(db);
    byDatabase.set(db, prepared);
    return prepared;
  };
}
