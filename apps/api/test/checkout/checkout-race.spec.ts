import { and, eq, gt } from 'drizzle-orm';
import { MessageCode } from '@bp/api-contract';
import { catalogueChanges, catalogueVersions, salesOrderLines, stockItems } from '../../src/db/schema';
import { tenantIdOf } from '../builders';
import { buildTestApp, type TestApp } from '../support/build-test-app';
import { createTestDatabase, secondPoolOn, type TestDatabase } from '../support/test-database';
import { OPS_KEY, TEST_RATE_LIMIT } from '../offers/offer-test-kit';
import { checkoutKit, type CheckoutBuyerFixture } from './checkout-kit';

// The last units of an item, wanted by 50 buyers at once through two API instances with their
// own connection pools on one PostgreSQL database (as behind a load balancer). Only the row locks
// of submit decide who gets them. PGlite runs one query at a time, so a race cannot happen
// there: this file runs on the PostgreSQL leg only (tools/pg/with-postgres.mjs).

const onPostgres = Boolean(process.env['DATABASE_URL']);

(onPostgres ? describe : describe.skip)('checkout race on PostgreSQL', () => {
  let database: TestDatabase;
  let first: TestApp;
  let second: TestApp;
  const kit = checkoutKit(() => first);
  const catalogueVersion = async () =>
    (
      await kit
        .db()
        .select({ version: catalogueVersions.version })
        .from(catalogueVersions)
        .where(eq(catalogueVersions.tenantId, await tenantIdOf(kit.db(), 'acme')))
    )[0]?.version ?? 0;

  beforeAll(async () => {
    database = await createTestDatabase({ poolSize: 20 });
    first = await buildTestApp({ database, stock: { opsApiKey: OPS_KEY }, rateLimit: TEST_RATE_LIMIT });
    second = await buildTestApp({ database: await secondPoolOn(database, 20), stock: { opsApiKey: OPS_KEY }, rateLimit: TEST_RATE_LIMIT });
  });
  afterAll(async () => {
    await second?.close();
    await second?.database.close();
    await first?.close();
    await database?.close();
  });

  it('sells exactly the last 10 units to 10 of 50 buyers submitting at once, refuses the other 40 with 422, never a 5xx', async () => {
    const item = await kit.newItem({ listPrice: '100.00', quantityAvailable: 10 });
    const buyers: CheckoutBuyerFixture[] = [];
    const offerIds: string[] = [];
    for (let index = 0; index < 50; index += 1) {
      const fixture = await kit.newCheckoutBuyer();
      buyers.push(fixture);
      offerIds.push(await kit.buyAtList(fixture.buyer, item, 1));
    }
    const versionBefore = await catalogueVersion();

    const responses = await Promise.all(
      buyers.map((fixture, index) =>
        (index % 2 === 0 ? first : second).app.inject({
          method: 'POST',
          url: `/px-api-gateway/stocklist/cart/${item.warehouseCode}/submit`,
          headers: { host: 'localhost', authorization: `Bearer ${fixture.buyer.token}` },
          payload: kit.submission(fixture, [offerIds[index]]) as object,
        }),
      ),
    );

    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    const refusals = responses.filter((response) => response.statusCode !== 201);
    expect(refusals.map((response) => response.json<{ messageCode: string }>().messageCode)).toEqual(refusals.map(() => MessageCode.INSUFFICIENT_STOCK));
    const [{ quantity }] = await kit.db().select({ quantity: stockItems.quantityAvailable }).from(stockItems).where(eq(stockItems.id, item.row.id));
    expect(quantity).toBe(0);
    expect(await kit.db().select().from(salesOrderLines).where(eq(salesOrderLines.itemId, item.row.id))).toHaveLength(10);
    // Each order bumped the catalogue version once as it committed (the refused ones not at all).
    expect(await catalogueVersion()).toBe(versionBefore + 10);
    // Each logged its version and the item it changed (the log other instances catch up from).
    const logged = await kit
      .db()
      .select({ version: catalogueChanges.version, itemIds: catalogueChanges.itemIds })
      .from(catalogueChanges)
      .where(and(eq(catalogueChanges.tenantId, item.row.tenantId), gt(catalogueChanges.version, versionBefore)));
    expect(logged.map((row) => row.version).sort((a, b) => Number(a) - Number(b))).toEqual(Array.from({ length: 10 }, (_, index) => versionBefore + index + 1));
    expect(logged.every((row) => row.itemIds?.length === 1 && row.itemIds[0] === item.row.id)).toBe(true);
  });

  it('makes one order of 6 simultaneous submits of the same cart: with one Idempotency-Key all get that order, without one the others get 409', async () => {
    const item = await kit.newItem({ listPrice: '100.00', quantityAvailable: 50 });
    const submitSix = async (headers: (index: number) => Record<string, string>) => {
      const fixture = await kit.newCheckoutBuyer();
      const offerId = await kit.buyAtList(fixture.buyer, item, 2);
      const body = kit.submission(fixture, [offerId]);
      return Promise.all(
        Array.from({ length: 6 }, (_, index) =>
          (index % 2 === 0 ? first : second).app.inject({
            method: 'POST',
            url: `/px-api-gateway/stocklist/cart/${item.warehouseCode}/submit`,
            headers: { host: 'localhost', authorization: `Bearer ${fixture.buyer.token}`, ...headers(index) },
            payload: body as object,
          }),
        ),
      );
    };

    const keyed = await submitSix(() => ({ 'idempotency-key': 'same-cart-once' }));
    expect(keyed.map((response) => response.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    expect(new Set(keyed.map((response) => response.json<{ phonexOrderNumber: string }>().phonexOrderNumber)).size).toBe(1);

    const tabs = await submitSix(() => ({}));
    expect(tabs.map((response) => response.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);

    const [{ quantity }] = await kit.db().select({ quantity: stockItems.quantityAvailable }).from(stockItems).where(eq(stockItems.id, item.row.id));
    expect(quantity).toBe(46);
  });
});
