import { and, eq, inArray } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { IMPORT_FILE_NAME_HEADER, IMPORT_MIME_TYPES, ITEM_NUMBER_WAREHOUSE_SEPARATOR, OfferPaths, OfferState, OfferStatus } from '@bp/api-contract';
import { offers, stockItems, warehouses } from '../../src/db/schema';
import { importWorkbook } from '../offer-import/import-builders';
import { API, offerKit, offerOf, OPS_KEY, TEST_RATE_LIMIT, type Buyer, type TestItem } from '../offers/offer-test-kit';
import { buildTestApp, type TestApp } from '../support/build-test-app';
import { ACME_HOST } from '../support/identity';
import { createTestDatabase, type TestDatabase } from '../support/test-database';

// Import accept and move-to-cart (buyers) against stock updates (the seller) on the same items,
// at once, on two API instances sharing one PostgreSQL. Before one lock order existed, the
// buyers locked items in id order and the stock update in warehouse + item number order, and
// they deadlocked (500s). Only a real server runs transactions side by side: on PGlite every
// transaction runs alone, so this file needs the PostgreSQL leg (tools/pg/with-postgres.mjs).
const describeOnPostgres = process.env['DATABASE_URL'] ? describe : describe.skip;

const ROUNDS = 20;
const ITEMS = 6;
/** The sheet's price: a buy at list while the list is 100.00, an offer while it is 100.50. */
const SHEET_PRICE = 100.25;

describeOnPostgres('one stock lock order for buyers and the seller (PostgreSQL)', () => {
  let database: TestDatabase;
  let first: TestApp;
  let second: TestApp;
  const kit = offerKit(() => first);

  beforeAll(async () => {
    database = await createTestDatabase({ poolSize: 20 });
    first = await buildTestApp({ database, stock: { opsApiKey: OPS_KEY }, rateLimit: TEST_RATE_LIMIT });
    second = await buildTestApp({ database, stock: { opsApiKey: OPS_KEY }, rateLimit: TEST_RATE_LIMIT });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
    await database?.close();
  });

  /** Items whose warehouse codes sort opposite to their ids, so the two old lock orders cross. */
  async function itemsInCrossingOrder(): Promise<TestItem[]> {
    const created: TestItem[] = [];
    for (let index = 0; index < ITEMS; index += 1) created.push(await kit.newItem({ listPrice: '100.00', quantityAvailable: 500, acceptsOffers: true }));
    const byId = [...created].sort((a, b) => (a.row.id < b.row.id ? -1 : 1));
    const tag = Math.random().toString(36).slice(2, 8).toUpperCase();
    const renamed: TestItem[] = [];
    for (const [index, item] of byId.entries()) {
      const code = `LK${tag}-${String(ITEMS - index).padStart(2, '0')}`;
      await kit.db().update(warehouses).set({ code }).where(eq(warehouses.id, item.row.warehouseId));
      renamed.push({ row: item.row, warehouseCode: code, key: `${item.row.itemNumber}${ITEM_NUMBER_WAREHOUSE_SEPARATOR}${code}` });
    }
    return renamed;
  }

  const on = (
    testApp: TestApp,
    buyer: Buyer,
    method: 'POST' | 'PUT',
    path: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ): Promise<LightMyRequestResponse> =>
    testApp.app.inject({
      method,
      url: `${API}/${path}`,
      headers: { host: ACME_HOST, authorization: `Bearer ${buyer.token}`, ...headers },
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });

  const stockUpdate = (testApp: TestApp, body: unknown) =>
    testApp.app.inject({
      method: 'POST',
      url: '/ops/stock/updates',
      headers: { host: ACME_HOST, authorization: `Bearer ${OPS_KEY}` },
      payload: body as object,
    });

  it(`runs ${ROUNDS} rounds of import accept and move-to-cart against stock updates with no 5xx and consistent stock`, async () => {
    const items = await itemsInCrossingOrder();
    const importer = await kit.newBuyer();
    const reviewer = await kit.newBuyer();
    const reviewerOfferIds: string[] = [];
    for (const item of items) {
      const { offerId } = offerOf(await reviewer.call('POST', 'stocklist/offer', { itemNumberWarehouse: item.key, offerQuantity: 1, offerPrice: 100 }));
      reviewerOfferIds.push(offerId);
    }
    const sheet = importWorkbook(items.map((item) => [item.row.itemNumber, item.warehouseCode, 1, SHEET_PRICE]));

    for (let round = 1; round <= ROUNDS; round += 1) {
      const quantity = 500 + round;
      const listPrice = round % 2 === 0 ? '100.00' : '100.50';
      const uploaded = await on(first, importer, 'POST', OfferPaths.bulkImport, sheet, {
        'content-type': IMPORT_MIME_TYPES[0],
        [IMPORT_FILE_NAME_HEADER]: 'offers.xlsx',
      });
      expect(uploaded.statusCode).toBe(200);
      await kit
        .db()
        .update(offers)
        .set({ status: OfferStatus.NOT_ACCEPTED, state: OfferState.AWAITING_BUYER_REVIEW })
        .where(inArray(offers.id, reviewerOfferIds));

      const updates = items.map((item) => ({ itemNumber: item.row.itemNumber, warehouse: item.warehouseCode, quantityAvailable: quantity, listPrice }));
      const responses = await Promise.all([
        on(first, importer, 'POST', OfferPaths.bulkImportAccept),
        stockUpdate(second, updates),
        on(second, reviewer, 'PUT', OfferPaths.moveToCart, reviewerOfferIds),
        stockUpdate(first, [...updates].reverse()),
      ]);
      // No 5xx (a deadlock or a retry that gave up) and nothing refused: every request did its work.
      expect({ round, statuses: responses.map((response) => response.statusCode) }).toEqual({ round, statuses: [200, 200, 200, 200] });

      const stock = await kit
        .db()
        .select({ quantityAvailable: stockItems.quantityAvailable, listPrice: stockItems.listPrice })
        .from(stockItems)
        .where(
          inArray(
            stockItems.id,
            items.map((item) => item.row.id),
          ),
        );
      expect(stock).toEqual(items.map(() => ({ quantityAvailable: quantity, listPrice })));
    }

    const importerEntries = await kit.db().select().from(offers).where(eq(offers.userId, importer.user.id));
    expect(importerEntries).toHaveLength(ITEMS);
    const reviewerEntries = await kit
      .db()
      .select({ state: offers.state })
      .from(offers)
      .where(and(eq(offers.userId, reviewer.user.id)));
    expect(reviewerEntries).toEqual(items.map(() => ({ state: OfferState.READY_TO_CHECKOUT })));
    // An upper bound, not a speed check: 20 rounds of an upload and four requests on two
    // instances take about 11 s alone and about 30 s beside the unit tests in `npm test`.
  }, 180_000);
});
