import { and, desc, eq } from 'drizzle-orm';
import { IMPORT_MIME_TYPES, OfferMessageCode, type ImportResult } from '@bp/api-contract';
import { offerImports, offers, stockItems } from '../../src/db/schema';
import { insertWarehouse, tenantIdOf, userIdOf } from '../builders';
import { buildTestApp, type TestApp } from '../support/build-test-app';
import { ACME_HOST, tokensOf } from '../support/identity';
import { importBatchRows } from '../../src/offers/import/import-writer';
import { importWorkbook } from './import-builders';

// A large import shares the instance: its work over the rows (the review, the cart writes) comes
// in slices and batches with turns of the event loop between them. On PGlite a statement runs on
// the main thread and its promise settles without a turn, so before, a 1,200-row accept ran its
// 1,200 statements in one turn and every other request waited for all of them.

const ROWS = 1200;
const BUYER = 'buyer@demo.test';

/** The turns of the event loop that pass while `work` is pending. */
async function turnsWhile<T>(work: Promise<T>): Promise<{ result: T; turns: number }> {
  let turns = 0;
  let done = false;
  const tick = () => {
    if (done) return;
    turns += 1;
    setImmediate(tick);
  };
  setImmediate(tick);
  try {
    return { result: await work, turns };
  } finally {
    done = true;
  }
}

describe('a large import takes turns with other requests', () => {
  let testApp: TestApp;
  let tenantId: string;
  let buyerId: string;
  let token: string;
  let itemNumbers: string[];
  let warehouseCode: string;
  let warehouseId: string;
  const db = () => testApp.database.handle.db;

  beforeAll(async () => {
    testApp = await buildTestApp();
    tenantId = await tenantIdOf(db(), 'acme');
    buyerId = await userIdOf(db(), tenantId, BUYER);
    const warehouse = await insertWarehouse(db(), tenantId, { acceptsOffers: true });
    warehouseCode = warehouse.code;
    warehouseId = warehouse.id;
    itemNumbers = Array.from({ length: ROWS }, (_, index) => `YIELD-${String(index).padStart(5, '0')}`);
    const values = itemNumbers.map((itemNumber) => ({
      tenantId,
      warehouseId: warehouse.id,
      itemNumber,
      description: itemNumber,
      quantityAvailable: 20,
      listPrice: '50.00',
      incrementSize: 1,
    }));
    for (let start = 0; start < values.length; start += 400)
      await db()
        .insert(stockItems)
        .values(values.slice(start, start + 400));
    token = (await tokensOf(testApp.app, BUYER, undefined, { host: ACME_HOST })).IdToken;
  }, 120_000);
  afterAll(() => testApp?.close());

  const headers = () => ({ host: ACME_HOST, authorization: `Bearer ${token}` });
  const upload = () =>
    testApp.app.inject({
      method: 'POST',
      url: '/px-api-gateway/stocklist/offer/bulk-offer-import',
      headers: { ...headers(), 'content-type': IMPORT_MIME_TYPES[0], 'file-name': 'yields.xlsx' },
      payload: importWorkbook(itemNumbers.map((itemNumber, index) => [itemNumber, warehouseCode, 2, index % 2 === 0 ? 50 : 45])),
    });
  const accept = () => testApp.app.inject({ method: 'POST', url: '/px-api-gateway/stocklist/offer/bulk-offer-import/accept', headers: headers() });
  const cartSize = async () =>
    (
      await db()
        .select({ id: offers.id })
        .from(offers)
        .where(and(eq(offers.tenantId, tenantId), eq(offers.userId, buyerId)))
    ).length;

  it('gives the event loop turns while it writes the rows, and writes every one', async () => {
    const reviewed = await upload();
    expect(reviewed.statusCode).toBe(200);
    expect(reviewed.headers['content-type']).toMatch(/^application\/json/);
    expect(Object.values(reviewed.json<ImportResult>().validOffersMap).flat()).toHaveLength(ROWS);
    const before = await cartSize();

    const { result: accepted, turns } = await turnsWhile(accept());

    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({ created: ROWS, overwritten: 0 });
    expect(await cartSize()).toBe(before + ROWS);
    // A statement per batch of rows for the items, the entries and the writes: a turn after each.
    expect(turns).toBeGreaterThanOrEqual(3 * Math.ceil(ROWS / importBatchRows(testApp.database.kind)));
  }, 120_000);

  it('overwrites the same rows on a second import, and writes nothing when a row of the last batch breaks a rule', async () => {
    expect((await upload()).statusCode).toBe(200);
    expect((await accept()).json()).toEqual({ created: 0, overwritten: ROWS });

    expect((await upload()).statusCode).toBe(200);
    const cart = () =>
      db()
        .select()
        .from(offers)
        .where(and(eq(offers.tenantId, tenantId), eq(offers.userId, buyerId)))
        // Without an order, PostgreSQL may return the rows in another order after the refused
        // accept's rolled-back writes, though not one of them changed.
        .orderBy(offers.id);
    const cartBefore = await cart();
    // The item written last (the highest id) sold out after the review.
    const [last] = await db()
      .select({ id: stockItems.id })
      .from(stockItems)
      .where(eq(stockItems.warehouseId, warehouseId))
      .orderBy(desc(stockItems.id))
      .limit(1);
    await db().update(stockItems).set({ quantityAvailable: 0 }).where(eq(stockItems.id, last.id));

    const refused = await accept();

    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ messageCode: OfferMessageCode.OUT_OF_STOCK });
    expect(await cart()).toEqual(cartBefore);
    expect(
      await db()
        .select({ fileName: offerImports.fileName })
        .from(offerImports)
        .where(and(eq(offerImports.tenantId, tenantId), eq(offerImports.userId, buyerId))),
    ).toEqual([{ fileName: 'yields.xlsx' }]);
  }, 120_000);
});
