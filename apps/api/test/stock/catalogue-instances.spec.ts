import { and, eq, isNull, sql } from 'drizzle-orm';
import type { StockQueryResult } from '@bp/api-contract';
import { catalogueVersions, stockItemGroups, stockItems } from '../../src/db/schema';
import { offerKit, OPS_KEY, partnerHeader, TEST_RATE_LIMIT, type Buyer, type TestItem } from '../offers/offer-test-kit';
import { buildTestApp, type TestApp } from '../support/build-test-app';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

// Two instances on one database. A stock change made through one reaches the other's stock list
// as the items it changed (the change log and its announcement), not as a new read of every item
// of the list; a change the log cannot describe still makes it read the list again. Each
// instance's lists are bounded by their estimated bytes.

/** Long enough that only the announcement, never the periodic version check, can bring a change. */
const NO_VERSION_CHECK_MS = 3_600_000;

async function until(check: () => boolean | Promise<boolean>): Promise<void> {
  while (!(await check())) await new Promise((resolve) => setTimeout(resolve, 10));
}

describe('stock lists across instances', () => {
  let database: TestDatabase;
  let first: TestApp;
  let second: TestApp;
  const kit = offerKit(() => first);

  beforeAll(async () => {
    database = await createTestDatabase();
    first = await buildTestApp({
      database,
      stock: { opsApiKey: OPS_KEY, versionCheckMs: NO_VERSION_CHECK_MS },
      rateLimit: TEST_RATE_LIMIT,
      userRateLimit: TEST_RATE_LIMIT,
    });
    second = await buildTestApp({
      database,
      stock: { opsApiKey: OPS_KEY, versionCheckMs: NO_VERSION_CHECK_MS },
      rateLimit: TEST_RATE_LIMIT,
      userRateLimit: TEST_RATE_LIMIT,
    });
  }, 120_000);
  afterAll(async () => {
    await second?.close();
    await first?.close();
    await database?.close();
  });

  /** A new item of the own list (or the partner's) in one of the list's groups: a list shows grouped items only. */
  async function listedItem(partner = false, options: Parameters<typeof kit.newItem>[0] = {}): Promise<TestItem> {
    const item = partner ? await kit.newPartnerItem(options) : await kit.newItem(options);
    const tenantId = item.row.tenantId;
    const partnerParticipant = partner ? sql`${stockItemGroups.participantId} is not null` : isNull(stockItemGroups.participantId);
    const [group] = await kit
      .db()
      .select({ id: stockItemGroups.id })
      .from(stockItemGroups)
      .where(and(eq(stockItemGroups.tenantId, tenantId), partnerParticipant))
      .limit(1);
    await kit.db().update(stockItems).set({ groupId: group.id }).where(eq(stockItems.id, item.row.id));
    return item;
  }

  /** The item as `on`'s stock list shows it to `buyer`. */
  async function listed(on: TestApp, buyer: Buyer, item: TestItem, headers: Record<string, string> = {}) {
    const answer = await on.app.inject({
      method: 'GET',
      url: `/px-api-gateway/stocklist/query?search=${encodeURIComponent(item.row.pxnItemNumber ?? item.row.itemNumber)}&includeOutOfStock=true&page=1&pageSize=20`,
      headers: { host: 'localhost', authorization: `Bearer ${buyer.token}`, ...headers },
    });
    expect(answer.statusCode).toBe(200);
    return answer
      .json<StockQueryResult>()
      .groups.flatMap((group) => group.items)
      .find((entry) => entry.itemNumberWarehouse === item.key);
  }

  it('applies a stock change made on instance 1 to instance 2 from the change log, without reading the list again', async () => {
    const buyer = await kit.newBuyer();
    const item = await listedItem(false, { quantityAvailable: 12, listPrice: '80.00' });
    expect(await listed(second, buyer, item)).toMatchObject({ quantityAvailable: 12, listPrice: 80 });
    const loads = { ...second.app.catalogue.loads };

    const changed = await kit.ops('POST', 'stock/updates', [
      { itemNumber: item.row.itemNumber, warehouse: item.warehouseCode, quantityAvailable: 31, listPrice: '75.50' },
    ]);
    expect(changed.statusCode).toBe(200);

    await until(() => second.app.catalogue.loads.delta > loads.delta);
    expect(await listed(second, buyer, item)).toMatchObject({ quantityAvailable: 31, listPrice: 75.5 });
    expect(second.app.catalogue.loads.full).toBe(loads.full);
  });

  it('catches a partner list up with a change made on instance 1, with the units open orders hold', async () => {
    const buyer = await kit.newBuyer({ reseller: true });
    const item = await listedItem(true, { quantityAvailable: 40 });
    expect(await listed(second, buyer, item, partnerHeader)).toMatchObject({ quantityAvailable: 40 });
    const loads = { ...second.app.catalogue.loads };

    expect(
      (await kit.ops('POST', 'stock/updates', [{ itemNumber: item.row.itemNumber, warehouse: item.warehouseCode, quantityAvailable: 37 }])).statusCode,
    ).toBe(200);

    await until(() => second.app.catalogue.loads.delta > loads.delta);
    expect(await listed(second, buyer, item, partnerHeader)).toMatchObject({ quantityAvailable: 37, pendingOrderItemCount: 0 });
    expect(second.app.catalogue.loads.full).toBe(loads.full);
  });

  it('reads the list again after a version the log does not describe (the seed adding items)', async () => {
    const buyer = await kit.newBuyer();
    // The list is built (or current) before the item comes, so it does not hold it.
    const warmed = await second.app.inject({
      method: 'GET',
      url: '/px-api-gateway/stocklist/query?page=1&pageSize=1',
      headers: { host: 'localhost', authorization: `Bearer ${buyer.token}` },
    });
    expect(warmed.statusCode).toBe(200);
    const added = await listedItem(false, { quantityAvailable: 9 });
    expect(await listed(second, buyer, added)).toBeUndefined();
    const loads = { ...second.app.catalogue.loads };

    // The version bumped without a logged change, as the seed does when it adds items.
    await kit
      .db()
      .update(catalogueVersions)
      .set({ version: sql`${catalogueVersions.version} + 1` })
      .where(eq(catalogueVersions.tenantId, added.row.tenantId));

    await until(() => second.app.catalogue.loads.full > loads.full);
    expect(await listed(second, buyer, added)).toMatchObject({ quantityAvailable: 9 });
    expect(second.app.catalogue.loads.delta).toBe(loads.delta);
  });

  it('keeps the lists within their estimated bytes, dropping the least recently used', async () => {
    const buyer = await kit.newBuyer({ reseller: true });
    const item = await listedItem();
    const partnerItem = await listedItem(true);
    const roomy = await buildTestApp({ database, rateLimit: TEST_RATE_LIMIT, userRateLimit: TEST_RATE_LIMIT });
    const tight = await buildTestApp({ database, stock: { catalogueCacheBytes: 1 }, rateLimit: TEST_RATE_LIMIT, userRateLimit: TEST_RATE_LIMIT });
    try {
      for (const testApp of [roomy, tight]) {
        expect(await listed(testApp, buyer, item)).toBeDefined();
        expect(await listed(testApp, buyer, partnerItem, partnerHeader)).toBeDefined();
      }
      // The reseller's query builds the own list and every partner's (their item counts).
      expect(roomy.app.catalogue.size.lists).toBeGreaterThanOrEqual(2);
      expect(roomy.app.catalogue.size.bytes).toBeGreaterThan(0);
      // Over its bound, an instance keeps only the list it used last.
      expect(tight.app.catalogue.size.lists).toBe(1);
    } finally {
      await tight.close();
      await roomy.close();
    }
  });
});
