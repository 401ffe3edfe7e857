import { Authority, BUYER_GROUP, SAAS_CONFIG_PATH, UNVERIFIED_PROSPECT } from '@bp/api-contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../src/db/database';
import { salesReps, stockItems, tenantHosts, tenants, users, warehouses } from '../src/db/schema';
import { seedDemoData } from '../src/seed/seed-demo-data';
import { buildTestApp } from './support/build-test-app';
import { createTestDatabase, type TestDatabase } from './support/test-database';

async function rowCounts(db: Database) {
  const count = async (table: typeof tenants | typeof tenantHosts | typeof warehouses | typeof salesReps | typeof users | typeof stockItems) => {
    const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(table);
    return row.count;
  };
  return {
    tenants: await count(tenants),
    hosts: await count(tenantHosts),
    warehouses: await count(warehouses),
    salesReps: await count(salesReps),
    users: await count(users),
    stockItems: await count(stockItems),
  };
}

describe('demo seed', () => {
  let database: TestDatabase;
  let db: Database;

  beforeAll(async () => {
    // The test database already holds the seed once.
    database = await createTestDatabase();
    db = database.handle.db;
  });
  afterAll(() => database?.close());

  const userOf = async (tenantSlug: string, email: string) => {
    const [row] = await db
      .select({ user: users, salesRep: salesReps })
      .from(users)
      .innerJoin(tenants, eq(tenants.id, users.tenantId))
      .leftJoin(salesReps, eq(salesReps.id, users.salesRepId))
      .where(and(eq(tenants.slug, tenantSlug), eq(users.email, email)));
    return row;
  };

  it('is idempotent: seeding again changes neither counts nor ids', async () => {
    const before = await rowCounts(db);
    const idsBefore = await db.select({ id: users.id, email: users.email }).from(users).orderBy(users.id);

    await seedDemoData(db);
    await seedDemoData(db);

    expect(await rowCounts(db)).toEqual(before);
    expect(await db.select({ id: users.id, email: users.email }).from(users).orderBy(users.id)).toEqual(idsBefore);
    expect(before).toMatchObject({ tenants: 2, hosts: 2, salesReps: 4 });
  });

  it('gives every demo user password material, and only where it is missing', async () => {
    const everyone = await db.select({ id: users.id, salt: users.passwordSalt, verifier: users.passwordVerifier }).from(users);
    expect(everyone.every((user) => /^[0-9a-f]+$/.test(user.salt ?? '') && /^[0-9a-f]{700,}$/.test(user.verifier ?? ''))).toBe(true);

    const { user: limited } = await userOf('acme', 'limited@demo.test');
    await db.update(users).set({ passwordSalt: null, passwordVerifier: null }).where(eq(users.id, limited.id));
    const first = await seedDemoData(db);
    const { user: refilled } = await userOf('acme', 'limited@demo.test');
    const second = await seedDemoData(db);
    const { user: untouched } = await userOf('acme', 'limited@demo.test');

    expect(first.passwordsSet).toBe(1);
    expect(refilled.passwordVerifier).toMatch(/^[0-9a-f]+$/);
    expect(second.passwordsSet).toBe(0);
    expect(untouched.passwordVerifier).toBe(refilled.passwordVerifier);
  });

  it('resets demo rows that were changed, and leaves password material alone', async () => {
    const { user: buyer } = await userOf('acme', 'buyer@demo.test');
    await db.update(users).set({ firstName: 'Changed', passwordSalt: 'salt', passwordVerifier: 'verifier' }).where(eq(users.id, buyer.id));

    await seedDemoData(db);

    const { user: reseeded } = await userOf('acme', 'buyer@demo.test');
    expect(reseeded).toMatchObject({ firstName: 'Bailey', passwordSalt: 'salt', passwordVerifier: 'verifier' });
  });

  it('gives every demo tenant the sign-in personas of the demo', async () => {
    for (const slug of ['acme', 'northwind']) {
      const buyer = await userOf(slug, 'buyer@demo.test');
      expect(buyer.user).toMatchObject({ groups: [BUYER_GROUP], status: 'CONFIRMED' });
      expect(buyer.user.authorities).toEqual(
        expect.arrayContaining([
          Authority.CAN_BUY_ONLINE,
          Authority.CAN_SET_STOCKLIST_ALERT,
          Authority.CAN_SUBSCRIBE_DAILY_REPORT,
          Authority.VIEW_ORDER,
          Authority.UPDATE_ORDER,
          Authority.VIEW_RETURNS,
          Authority.VIEW_AUCTION_SUMMARY,
        ]),
      );
      expect(buyer.salesRep).not.toBeNull();

      const prospect = await userOf(slug, 'prospect@demo.test');
      expect(prospect.user).toMatchObject({ groups: [BUYER_GROUP], buyerType: 'PROSPECT', onboardingStatus: UNVERIFIED_PROSPECT });
      expect(prospect.salesRep).toMatchObject({ email: expect.any(String), phone: expect.any(String), whatsapp: expect.any(String) });

      expect((await userOf(slug, 'newbuyer@demo.test')).user.groups).toEqual([]);
      expect((await userOf(slug, 'reset@demo.test')).user.status).toBe('FORCE_CHANGE_PASSWORD');
      expect((await userOf(slug, 'seller@demo.test')).user.groups).toEqual(['Seller']);
      expect((await userOf(slug, 'limited@demo.test')).user).toMatchObject({ groups: [BUYER_GROUP], authorities: [] });
      expect((await userOf(slug, 'unconfirmed@demo.test')).user).toMatchObject({ status: 'UNCONFIRMED', groups: [] });
    }
    expect((await userOf('northwind', 'buyer@northwind.test')).user.groups).toEqual([BUYER_GROUP]);
  });

  it('gives each tenant warehouses (some accepting offers) and stock priced in exact decimals', async () => {
    const acmeWarehouses = await db
      .select({ label: warehouses.label, acceptsOffers: warehouses.acceptsOffers })
      .from(warehouses)
      .innerJoin(tenants, eq(tenants.id, warehouses.tenantId))
      .where(eq(tenants.slug, 'acme'));
    const acmeStock = await db
      .select({ listPrice: stockItems.listPrice })
      .from(stockItems)
      .innerJoin(tenants, eq(tenants.id, stockItems.tenantId))
      .where(eq(tenants.slug, 'acme'));

    expect(acmeWarehouses.length).toBeGreaterThanOrEqual(3);
    expect(acmeWarehouses.some((warehouse) => warehouse.acceptsOffers)).toBe(true);
    expect(acmeWarehouses.some((warehouse) => !warehouse.acceptsOffers)).toBe(true);
    expect(acmeStock.length).toBeGreaterThan(0);
    for (const { listPrice } of acmeStock) expect(listPrice).toMatch(/^\d+\.\d{2}$/);
  });
});

describe('seeding on server start (DEMO_MODE)', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
    // An empty database: deleting the tenants cascades to everything they own.
    await database.handle.db.delete(tenants);
  });
  afterAll(() => database?.close());

  it('seeds an empty database in demo mode, and leaves a database with tenants alone', async () => {
    const quietApp = await buildTestApp({ database, demoMode: false });
    const notSeeded = await quietApp.app.inject({ method: 'GET', url: SAAS_CONFIG_PATH, headers: { host: 'localhost' } });
    await quietApp.close();
    expect(notSeeded.statusCode).toBe(404);

    const demoApp = await buildTestApp({ database, demoMode: true });
    const seeded = await demoApp.app.inject({ method: 'GET', url: SAAS_CONFIG_PATH, headers: { host: 'localhost' } });
    await demoApp.close();
    expect(seeded.statusCode).toBe(200);

    await database.handle.db.update(tenants).set({ name: 'Renamed by an admin' }).where(eq(tenants.slug, 'acme'));
    const restartedApp = await buildTestApp({ database, demoMode: true });
    const afterRestart = await restartedApp.app.inject({ method: 'GET', url: SAAS_CONFIG_PATH, headers: { host: 'localhost' } });
    await restartedApp.close();
    expect(afterRestart.json()).toMatchObject({ tenantName: 'Renamed by an admin' });
  });
});
