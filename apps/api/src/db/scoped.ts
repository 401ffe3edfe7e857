import { and, eq, getTableColumns, getTableName, sql, type SQL, type Table } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbExecutor } from './database';
import {
  authChallenges,
  catalogueChanges,
  catalogueVersions,
  dailyReports,
  dailyReportSends,
  jobs,
  networkParticipants,
  networkResellers,
  offerImports,
  offers,
  stockAlerts,
  stockGrades,
  stockItemGroups,
  broadcastBanners,
  buyerAddresses,
  buyerPreferences,
  checkoutConfigurations,
  devMailbox,
  identityKeys,
  refreshTokens,
  payments,
  salesOrderLines,
  salesOrderUpdateKeys,
  salesOrders,
  salesReps,
  signInFailures,
  stockItems,
  users,
  verificationCodes,
  warehouses,
  onboardingDefinitions,
  accountSetups,
  storedFiles,
  accountDocuments,
  fileTokens,
  proofOfExportDocuments,
  orderShipments,
  orderShipmentUnits,
  orderInvoices,
  orderUpdateRequests,
  opsKeys,
  returns,
  returnUnits,
  returnMessages,
  returnFiles,
  opsAudit,
  savedSearches,
  savedSearchAlerts,
} from './schema';

/** Tables whose rows belong to one tenant (they all have a NOT NULL tenant_id). */
export type TenantOwnedTable =
  | typeof warehouses
  | typeof salesReps
  | typeof users
  | typeof stockItems
  | typeof identityKeys
  | typeof authChallenges
  | typeof refreshTokens
  | typeof verificationCodes
  | typeof signInFailures
  | typeof devMailbox
  | typeof broadcastBanners
  | typeof networkParticipants
  | typeof stockGrades
  | typeof stockItemGroups
  | typeof catalogueVersions
  | typeof catalogueChanges
  | typeof networkResellers
  | typeof stockAlerts
  | typeof dailyReports
  | typeof dailyReportSends
  | typeof jobs
  | typeof offers
  | typeof offerImports
  | typeof buyerAddresses
  | typeof buyerPreferences
  | typeof checkoutConfigurations
  | typeof salesOrders
  | typeof salesOrderLines
  | typeof onboardingDefinitions
  | typeof accountSetups
  | typeof storedFiles
  | typeof accountDocuments
  | typeof fileTokens
  | typeof proofOfExportDocuments
  | typeof orderShipments
  | typeof orderShipmentUnits
  | typeof orderInvoices
  | typeof orderUpdateRequests
  | typeof payments
  | typeof salesOrderUpdateKeys
  | typeof opsKeys
  | typeof opsAudit
  | typeof returns
  | typeof returnUnits
  | typeof returnMessages
  | typeof returnFiles
  | typeof savedSearches
  | typeof savedSearchAlerts;

export const TENANT_OWNED_TABLES: readonly TenantOwnedTable[] = [
  warehouses,
  salesReps,
  users,
  stockItems,
  identityKeys,
  authChallenges,
  refreshTokens,
  verificationCodes,
  signInFailures,
  devMailbox,
  broadcastBanners,
  networkParticipants,
  stockGrades,
  stockItemGroups,
  catalogueVersions,
  catalogueChanges,
  networkResellers,
  stockAlerts,
  dailyReports,
  dailyReportSends,
  jobs,
  offers,
  offerImports,
  buyerAddresses,
  buyerPreferences,
  checkoutConfigurations,
  salesOrders,
  salesOrderLines,
  onboardingDefinitions,
  accountSetups,
  storedFiles,
  accountDocuments,
  fileTokens,
  proofOfExportDocuments,
  orderShipments,
  orderShipmentUnits,
  orderInvoices,
  orderUpdateRequests,
  payments,
  salesOrderUpdateKeys,
  opsKeys,
  opsAudit,
  returns,
  returnUnits,
  returnMessages,
  returnFiles,
  savedSearches,
  savedSearchAlerts,
];

type Row<T extends TenantOwnedTable> = T['$inferSelect'];
/** What callers insert: everything but the tenant, which the scope supplies; a column may be an SQL expression (e.g. nextval). */
type NewRow<T extends TenantOwnedTable> = { [K in keyof Omit<T['$inferInsert'], 'tenantId'>]: Omit<T['$inferInsert'], 'tenantId'>[K] | SQL };
type RowChanges<T extends TenantOwnedTable> = Partial<Omit<T['$inferInsert'], 'tenantId' | 'id'>>;

/** All conditions at once (drizzle's and() may return undefined, which where clauses here never want). */
export function allOf(...conditions: SQL[]): SQL {
  return and(...conditions) as SQL;
}

const TENANT_OWNED = new Set<Table>(TENANT_OWNED_TABLES);

function tenantOwnerOf(column: PgColumn): TenantOwnedTable {
  const table = column.table;
  // A programming error, caught by the first test that runs the query.
  if (!TENANT_OWNED.has(table)) throw new Error(`${getTableName(table)}.${column.name} is not a column of a tenant-owned table`);
  return table as TenantOwnedTable;
}

/**
 * The join condition of a reference between tenant-owned rows: `referenced = reference` and both
 * rows in the same tenant (what the composite foreign keys guarantee, said again in the query).
 * With the query's first table pinned to a tenant in its where clause, a chain of such joins
 * reads nothing of another tenant; `scoped(...).join` pins both rows to the tenant explicitly.
 * test/tenant-scoped-joins.spec.ts fails on a join condition built any other way.
 *
 * @example .innerJoin(warehouses, sameTenant(warehouses.id, stockItems.warehouseId))
 */
export function sameTenant(referenced: PgColumn, reference: PgColumn): SQL {
  return allOf(eq(referenced, reference), eq(tenantOwnerOf(referenced).tenantId, tenantOwnerOf(reference).tenantId));
}

/**
 * Queries on tenant-owned tables that cannot forget the tenant: every where clause gets
 * `tenant_id = <tenantId>` and every insert gets the tenant id. Pass the request's tenant
 * (`request.tenant.id`) and, inside a transaction, the `tx`.
 *
 * @example
 *   const stock = scoped(tx, request.tenant.id);
 *   const item = await stock.findOne(stockItems, eq(stockItems.id, itemId));
 */
export function scoped(executor: DbExecutor, tenantId: string) {
  const inTenant = (table: TenantOwnedTable, where?: SQL): SQL => {
    const sameTenant = eq(table.tenantId, tenantId);
    return where ? (and(sameTenant, where) as SQL) : sameTenant;
  };

  return {
    tenantId,

    /** The tenant condition combined with `where`, for queries the helpers below do not cover. */
    where: inTenant,

    /**
     * The condition of a join between tenant-owned rows: `referenced = reference`, both rows in
     * this tenant. With `where` on the query's first table, a select with joins reads nothing of
     * another tenant.
     *
     * @example
     *   db.select().from(stockItems)
     *     .innerJoin(warehouses, stock.join(warehouses.id, stockItems.warehouseId))
     *     .where(stock.where(stockItems, eq(stockItems.itemNumber, number)))
     */
    join(referenced: PgColumn, reference: PgColumn): SQL {
      return allOf(eq(referenced, reference), eq(tenantOwnerOf(referenced).tenantId, tenantId), eq(tenantOwnerOf(reference).tenantId, tenantId));
    },

    async findMany<T extends TenantOwnedTable>(table: T, where?: SQL, options: { orderBy?: SQL[]; limit?: number } = {}): Promise<Row<T>[]> {
      const query = executor
        .select()
        .from(table as TenantOwnedTable)
        .where(inTenant(table, where))
        .orderBy(...(options.orderBy ?? []))
        .$dynamic();
      const rows = options.limit === undefined ? await query : await query.limit(options.limit);
      return rows as Row<T>[];
    },

    async findOne<T extends TenantOwnedTable>(table: T, where: SQL): Promise<Row<T> | undefined> {
      const [row] = await executor
        .select()
        .from(table as TenantOwnedTable)
        .where(inTenant(table, where))
        .limit(1);
      return row as Row<T> | undefined;
    },

    /**
     * Like findOne, but locks the row (SELECT ... FOR UPDATE) until the transaction ends, so a
     * read-modify-write cannot lose a concurrent update. Only meaningful with a `tx`.
     */
    async findOneForUpdate<T extends TenantOwnedTable>(table: T, where: SQL): Promise<Row<T> | undefined> {
      const [row] = await executor
        .select()
        .from(table as TenantOwnedTable)
        .where(inTenant(table, where))
        .limit(1)
        .for('update');
      return row as Row<T> | undefined;
    },

    async insert<T extends TenantOwnedTable>(table: T, values: NewRow<T> | NewRow<T>[]): Promise<Row<T>[]> {
      const list = Array.isArray(values) ? values : [values];
      if (list.length === 0) return [];
      const withTenant = list.map((value) => ({ ...value, tenantId }) as T['$inferInsert']);
      const rows = await executor
        .insert(table as TenantOwnedTable)
        .values(withTenant)
        .returning();
      return rows as Row<T>[];
    },

    /**
     * Insert, or update the row with the same tenant and `keys` (a unique constraint that starts
     * with tenant_id). Every other column given in the first row is overwritten.
     */
    async upsert<T extends TenantOwnedTable>(table: T, values: NewRow<T>[], keys: (keyof NewRow<T> & string)[]): Promise<Row<T>[]> {
      if (values.length === 0) return [];
      const columns = getTableColumns(table as TenantOwnedTable) as Record<string, PgColumn>;
      const keyColumns = keys.map((key) => columns[key]);
      const overwritten = Object.keys(values[0]).filter((key) => key !== 'id' && !keys.includes(key as keyof NewRow<T> & string));
      const set: Record<string, SQL> = Object.fromEntries(overwritten.map((key) => [key, sql.raw(`excluded."${columns[key].name}"`)]));
      if ('updatedAt' in columns) set['updatedAt'] = sql`now()`;
      const withTenant = values.map((value) => ({ ...value, tenantId }) as T['$inferInsert']);
      const rows = await executor
        .insert(table as TenantOwnedTable)
        .values(withTenant)
        .onConflictDoUpdate({ target: [table.tenantId, ...keyColumns], set })
        .returning();
      return rows as Row<T>[];
    },

    async update<T extends TenantOwnedTable>(table: T, changes: RowChanges<T>, where: SQL): Promise<Row<T>[]> {
      const rows = await executor
        .update(table as TenantOwnedTable)
        .set(changes)
        .where(inTenant(table, where))
        .returning();
      return rows as Row<T>[];
    },

    async delete<T extends TenantOwnedTable>(table: T, where: SQL): Promise<Row<T>[]> {
      const rows = await executor
        .delete(table as TenantOwnedTable)
        .where(inTenant(table, where))
        .returning();
      return rows as Row<T>[];
    },
  };
}

export type TenantScope = ReturnType<typeof scoped>;
