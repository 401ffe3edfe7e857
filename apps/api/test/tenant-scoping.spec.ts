import { eq, getTableColumns, getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../src/db/database';
import * as schema from '../src/db/schema';
import { stockItems, warehouses } from '../src/db/schema';
import { scoped, TENANT_OWNED_TABLES } from '../src/db/scoped';
import { insertStockItem, insertTenantWithStock, insertWarehouse } from './builders';
import { createTestDatabase, type TestDatabase } from './support/test-database';

describe('tenant-scoped queries', () => {
  let database: TestDatabase;
  let db: Database;
  let acme: Awaited<ReturnType<typeof insertTenantWithStock>>;
  let globex: Awaited<ReturnType<typeof insertTenantWithStock>>;

  beforeAll(async () => {
    database = await createTestDatabase();
    db = database.handle.db;
    acme = await insertTenantWithStock(db, 10);
    globex = await insertTenantWithStock(db, 20);
  });
  afterAll(() => database?.close());

  it('knows every table that has a tenant_id (a new tenant-owned table must be added to TENANT_OWNED_TABLES)', () => {
    const tablesWithTenantId = (Object.values(schema) as unknown[])
      .filter((value): value is PgTable => is(value, PgTable))
      .filter((table) => Object.values(getTableColumns(table)).some((column) => column.name === 'tenant_id'))
      .map((table) => getTableName(table));

    expect(TENANT_OWNED_TABLES.map((table) => getTableName(table)).sort()).toEqual(tablesWithTenantId.filter((name) => name !== 'tenant_hosts').sort());
  });

  it("never returns another tenant's rows", async () => {
    const acmeItems = await scoped(db, acme.tenant.id).findMany(stockItems);
    const acmeWarehouses = await scoped(db, acme.tenant.id).findMany(warehouses);

    expect(acmeItems.map((item) => item.id)).toEqual([acme.item.id]);
    expect(acmeWarehouses.map((warehouse) => warehouse.id)).toEqual([acme.warehouse.id]);
  });

  it("does not find another tenant's row even by its id", async () => {
    const acmeScope = scoped(db, acme.tenant.id);

    await expect(acmeScope.findOne(stockItems, eq(stockItems.id, globex.item.id))).resolves.toBeUndefined();
    await expect(acmeScope.findOne(stockItems, eq(stockItems.id, acme.item.id))).resolves.toMatchObject({ id: acme.item.id });
  });

  it("neither updates nor deletes another tenant's row", async () => {
    const acmeScope = scoped(db, acme.tenant.id);

    const updated = await acmeScope.update(stockItems, { quantityAvailable: 0 }, eq(stockItems.id, globex.item.id));
    const deleted = await acmeScope.delete(stockItems, eq(stockItems.id, globex.item.id));

    expect(updated).toEqual([]);
    expect(deleted).toEqual([]);
    await expect(scoped(db, globex.tenant.id).findOne(stockItems, eq(stockItems.id, globex.item.id))).resolves.toMatchObject({ quantityAvailable: 20 });
  });

  it('stamps inserts and upserts with the scope tenant, keeping same-named rows of other tenants apart', async () => {
    const code = `SHARED-${Date.now()}`;
    const [acmeWarehouse] = await scoped(db, acme.tenant.id).insert(warehouses, { code, label: 'Acme side' });
    const [globexWarehouse] = await scoped(db, globex.tenant.id).upsert(warehouses, [{ code, label: 'Globex side', acceptsOffers: true }], ['code']);
    const [acmeAgain] = await scoped(db, acme.tenant.id).upsert(warehouses, [{ code, label: 'Acme renamed', acceptsOffers: false }], ['code']);

    expect(acmeWarehouse.tenantId).toBe(acme.tenant.id);
    expect(globexWarehouse).toMatchObject({ tenantId: globex.tenant.id, label: 'Globex side' });
    expect(acmeAgain).toMatchObject({ id: acmeWarehouse.id, tenantId: acme.tenant.id, label: 'Acme renamed' });
    await expect(scoped(db, globex.tenant.id).findOne(warehouses, eq(warehouses.code, code))).resolves.toMatchObject({ label: 'Globex side' });
  });

  it("lets the database refuse a row pointing at another tenant's row (composite foreign key)", async () => {
    await expect(insertStockItem(db, acme.tenant.id, globex.warehouse.id)).rejects.toThrow();
    const ownWarehouse = await insertWarehouse(db, acme.tenant.id);
    await expect(insertStockItem(db, acme.tenant.id, ownWarehouse.id)).resolves.toMatchObject({ tenantId: acme.tenant.id });
  });

  it('keeps money exact: list prices are decimal strings', async () => {
    const item = await insertStockItem(db, acme.tenant.id, acme.warehouse.id, { listPrice: '0.10' });
    // 0.1 + 0.2 in floating point is 0.30000000000000004; numeric(14,2) says 0.30.
    const [sum] = await db
      .select({ total: sql<string>`(${stockItems.listPrice} + 0.20)::text` })
      .from(stockItems)
      .where(eq(stockItems.id, item.id));

    expect(item.listPrice).toBe('0.10');
    expect(sum.total).toBe('0.30');
  });
});
