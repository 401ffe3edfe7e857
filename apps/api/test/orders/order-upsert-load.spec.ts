import { buildTestApp, type TestApp } from '../support/build-test-app';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { OPS_KEY, TEST_RATE_LIMIT } from '../offers/offer-test-kit';
import { orderKit } from './order-kit';
import type { CheckoutBuyerFixture } from '../checkout/checkout-kit';
import type { SalesOrder } from '@bp/api-contract';

// A measurement, not a test of behaviour (the target for order upsert p99 on PostgreSQL
// with 50 concurrent buyers): skipped unless ORDER_UPSERT_LOAD=1 and DATABASE_URL are set.
//   ORDER_UPSERT_LOAD=1 node tools/pg/with-postgres.mjs -- npx jest -c apps/api/jest.config.cjs apps/api/test/orders/order-upsert-load.spec.ts
// 50 buyers each edit their own order (a quantity +1; all on one shared item, so every upsert
// locks the same stock row, or on an item each) in rounds of 50 at once through app.inject, in
// the one jest process (client and server share its event loop); prints p50/p95/p99 in ms.

const enabled = process.env['ORDER_UPSERT_LOAD'] === '1' && Boolean(process.env['DATABASE_URL']);

(enabled ? describe : describe.skip)('order upsert under load (measurement)', () => {
  let database: TestDatabase;
  let testApp: TestApp;
  const kit = orderKit(() => testApp);

  beforeAll(async () => {
    database = await createTestDatabase({ poolSize: 20 });
    testApp = await buildTestApp({ database, stock: { opsApiKey: OPS_KEY }, rateLimit: TEST_RATE_LIMIT });
  });
  afterAll(async () => {
    await testApp?.close();
    await database?.close();
  });

  it.each([
    ['one shared item', true],
    ['an item each', false],
  ])('50 concurrent buyers, 5 rounds, %s', async (label, sharedItem) => {
    const shared = await kit.newItem({ listPrice: '100.00', quantityAvailable: 100_000 });
    const buyers: { fixture: CheckoutBuyerFixture; order: SalesOrder; item: typeof shared }[] = [];
    for (let index = 0; index < 50; index += 1) {
      const fixture = await kit.newCheckoutBuyer();
      const item = sharedItem ? shared : await kit.newItem({ listPrice: '100.00', quantityAvailable: 100_000 });
      buyers.push({ fixture, item, order: await kit.placeOrder(fixture, [{ item, quantity: 2 }]) });
    }
    const timings: number[] = [];
    // One buyer at a time first: the service time of an upsert without contention.
    const serial: number[] = [];
    for (const entry of buyers.slice(0, 20)) {
      const started = performance.now();
      const response = await kit.upsert(entry.fixture.buyer, kit.withQuantity(entry.order, entry.item.key, entry.order.totalOrderedQuantity + 1));
      serial.push(performance.now() - started);
      entry.order = response.json<{ salesOrder: SalesOrder }>().salesOrder;
    }
    serial.sort((a, b) => a - b);
    console.log(`order upsert (${label}), one at a time: p50 ${serial[9].toFixed(1)} ms, max ${serial[19].toFixed(1)} ms`);
    for (let round = 0; round < 5; round += 1) {
      const results = await Promise.all(
        buyers.map(async (entry) => {
          const started = performance.now();
          const response = await kit.upsert(entry.fixture.buyer, kit.withQuantity(entry.order, entry.item.key, entry.order.totalOrderedQuantity + 1));
          const elapsed = performance.now() - started;
          if (response.statusCode !== 200) throw new Error(`${response.statusCode} ${response.body}`);
          entry.order = response.json<{ salesOrder: SalesOrder }>().salesOrder;
          return elapsed;
        }),
      );
      timings.push(...results);
    }
    const sorted = [...timings].sort((a, b) => a - b);
    const at = (share: number) => sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)].toFixed(1);
    console.log(
      `order upsert (${label}), 50 concurrent buyers × 5 rounds (${sorted.length} upserts): p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, p99 ${at(0.99)} ms, max ${sorted[sorted.length - 1].toFixed(1)} ms`,
    );
    if (sharedItem) expect(await kit.quantityOf(shared.row.id)).toBe(100_000 - 50 * 2 - 50 * 5 - 20);
    else expect(await kit.quantityOf(buyers[0].item.row.id)).toBe(100_000 - 2 - 5 - 1);
  });
});
