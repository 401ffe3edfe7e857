import type { Query, SQL } from 'drizzle-orm';
import { PgDialect, type PgPreparedQuery, type PreparedQueryConfig, type SelectedFieldsOrdered } from 'drizzle-orm/pg-core';
import type { DbExecutor } from './database';

// Prepared statements for the queries every request or submit makes (building a query with
// drizzle costs more CPU than PostgreSQL spends running it). One form per query, whatever runs it:
// the SQL text is built once per process and each call binds it to the executor's connection, so
// the same statement serves the database's pool and an open transaction (PGlite and PostgreSQL).

/** What a drizzle prepared query holds besides its connection: built once, bound per call. */
interface StatementTemplate {
  query: Query;
  fields: SelectedFieldsOrdered | undefined;
  arrayMode: boolean;
  joinsNotNullableMap: Record<string, boolean> | undefined;
}

/** The fields of PgPreparedQuery that drizzle keeps internal (checked when the template is made). */
type PreparedInternals = {
  fields?: SelectedFieldsOrdered;
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: unknown;
  isResponseInArrayMode(): boolean;
};

const sessionOf = (executor: DbExecutor) => executor._.session;

/**
 * A statement whose SQL text, parameter slots and result mapping are built once per process, run
 * on any executor: the database or an open transaction (inside a submit's transaction,
 * drizzle's query building costs the API more CPU than PostgreSQL spends running the statements).
 * Each call binds the template to the executor's connection (drizzle's own prepareQuery, so the
 * answer is mapped as drizzle maps it) and runs it under `name`: node-postgres then parses it once
 * per connection. `build` must give a query with sql.placeholder() for every value that varies,
 * and no $defaultFn/$onUpdate column left to fill (their value would be the one of the first call).
 */
export function preparedStatement<T>(
  name: string,
  build: (executor: DbExecutor) => { prepare(name: string): PgPreparedQuery<PreparedQueryConfig & { execute: T }> },
): (executor: DbExecutor, values: Record<string, unknown>) => Promise<T> {
  let template: StatementTemplate | undefined;
  return (executor, values) => {
    if (!template) {
      const prepared = build(executor).prepare(name) as unknown as PgPreparedQuery<PreparedQueryConfig> & PreparedInternals;
      if (prepared.customResultMapper !== undefined || typeof prepared.isResponseInArrayMode !== 'function')
        throw new Error(`preparedStatement ${name}: not a plain select, insert, update or delete`);
      template = {
        query: prepared.getQuery(),
        fields: prepared.fields,
        arrayMode: prepared.isResponseInArrayMode(),
        joinsNotNullableMap: prepared.joinsNotNullableMap,
      };
    }
    const query = sessionOf(executor).prepareQuery<PreparedQueryConfig & { execute: T }>(
      template.query,
      template.fields,
      name,
      template.arrayMode,
    ) as unknown as PgPreparedQuery<PreparedQueryConfig & { execute: T }> & PreparedInternals;
    query.joinsNotNullableMap = template.joinsNotNullableMap;
    return query.execute(values);
  };
}

const dialect = new PgDialect();

/**
 * Like preparedStatement for a plain SQL text (`sql` with sql.placeholder() values): answers the
 * rows as the driver returns them (column names as written, timestamps and numerics as text).
 */
export function preparedSql<Row>(name: string, build: () => SQL): (executor: DbExecutor, values: Record<string, unknown>) => Promise<Row[]> {
  let query: Query | undefined;
  return async (executor, values) => {
    query ??= dialect.sqlToQuery(build());
    const result = (await sessionOf(executor).prepareQuery(query, undefined, name, false).execute(values)) as { rows?: Row[] };
    // node-postgres answers a QueryResult, PGlite its Results: both carry the rows.
    if (!Array.isArray(result.rows)) throw new Error(`preparedSql ${name}: no rows in the driver's answer`);
    return result.rows;
  };
}
