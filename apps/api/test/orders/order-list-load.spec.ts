import { sql } from 'drizzle-orm';
import type { OrderListRow } from '@bp/api-contract';
import { buildTestApp, type TestApp } from '../support/build-test-app';
import { OPS_KEY, TEST_RATE_LIMIT } from '../offers/offer-test-kit';
import { orderKit } from './order-kit';

// A measurement, not a test of behaviour (the /orders target with 5,000 orders): the
// API's part, GET sales-orders for a buyer with 5,000 orders (all rows, as the portal pages them
// client-side) and a search. Skipped unless ORDER_LIST_LOAD=1; PGlite by default, PostgreSQL
// with tools/pg/with-postgres.mjs.

const enabled = process.env['ORDER_LIST_LOAD'] === '1';

(enabled ? describe : describe.skip)('orders list with 5,000 orders (measurement)', () => {
  let testApp: TestApp;
  const kit = orderKit(() => testApp);

  beforeAll(async () => {
    testApp = await buildTestApp({ stock: { opsApiKey: OPS_KEY }, rateLimit: TEST_RATE_LIMIT });
  });
  afterAll(() => testApp?.close());

  it('lists and searches', async () => {
    const fixture = await kit.newCheckoutBuyer();
    const order = await kit.placeOrder(fixture, [{ item: await kit.newItem(), quantity: 1 }]);
    // 4,999 copies of the order row (lines are not read by the list).
    await kit.db().execute(sql`
      insert into sales_orders (tenant_id, order_number, user_id, warehouse_id, fulfillment_status, payment_status, subtotal_cents, total_cents, total_ordered_quantity, shipping_address, billing_address, shipping_option, billing_address_id, payment_method_code, payment_method_label, metadata, updated_at)
      select tenant_id, 'L' || n, user_id, warehouse_id, fulfillment_status, payment_status, subtotal_cents, total_cents, total_ordered_quantity, shipping_address, billing_address, shipping_option, billing_address_id, payment_method_code, payment_method_label, metadata, updated_at - n * interval '1 minute'
      from sales_orders, generate_series(1, 4999) as n where order_number = ${order.phonexOrderNumber}`);

    const time = async (path: string) => {
      const runs: number[] = [];
      let rows = 0;
      for (let run = 0; run < 10; run += 1) {
        const started = performance.now();
        const response = await fixture.buyer.call('GET', path);
        runs.push(performance.now() - started);
        rows = response.json<OrderListRow[]>().length;
      }
      runs.sort((a, b) => a - b);
      return { rows, p50: runs[4].toFixed(1), max: runs[9].toFixed(1) };
    };
    const all = await time('sales-orders');
    const search = await time('sales-orders?search=L49');
    console.log(
      `GET sales-orders, 5,000 orders: ${all.rows} rows p50 ${all.p50} ms max ${all.max} ms; search 'L49': ${search.rows} rows p50 ${search.p50} ms max ${search.max} ms`,
    );
    expect(all.rows).toBe(5000);
  });
});
