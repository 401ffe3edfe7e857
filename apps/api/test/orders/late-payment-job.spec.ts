import { and, eq, like } from 'drizzle-orm';
import { jobs } from '../../src/db/schema';
import { LATE_PAYMENT_JOB, scheduleLatePaymentSweeps } from '../../src/jobs/late-payment-jobs';
import { buildTestApp, type TestApp } from '../support/build-test-app';
import { createTestDatabase, secondPoolOn, type TestDatabase } from '../support/test-database';
import { OPS_KEY, TEST_RATE_LIMIT } from '../offers/offer-test-kit';
import { orderKit } from './order-kit';

// The late-payment job with two API instances (their own connection pools, one PostgreSQL
// database, as behind a load balancer): both schedule the hour's sweep and both workers poll at
// once; the sweep runs once and each order is charged once. PGlite runs one query at a time, so
// this runs on the PostgreSQL leg only (tools/pg/with-postgres.mjs).

const onPostgres = Boolean(process.env['DATABASE_URL']);
const DAY_MS = 24 * 3_600_000;

(onPostgres ? describe : describe.skip)('late-payment job on PostgreSQL with two instances', () => {
  let database: TestDatabase;
  let first: TestApp;
  let second: TestApp;
  const kit = orderKit(() => first);

  beforeAll(async () => {
    database = await createTestDatabase({ poolSize: 10 });
    first = await buildTestApp({ database, stock: { opsApiKey: OPS_KEY }, rateLimit: TEST_RATE_LIMIT });
    second = await buildTestApp({ database: await secondPoolOn(database, 10), stock: { opsApiKey: OPS_KEY }, rateLimit: TEST_RATE_LIMIT });
  });
  afterAll(async () => {
    await second?.close();
    await second?.database.close();
    await first?.close();
    await database?.close();
  });

  it('runs the sweep once across both instances and charges each due period once', async () => {
    const fixture = await kit.newCheckoutBuyer();
    const item = await kit.newItem({ listPrice: '100.00', quantityAvailable: 20 });
    const order = await kit.placeOrder(fixture, [{ item, quantity: 3 }]);
    const number = order.phonexOrderNumber;
    await kit.setOrder(number, { gracePeriodEnd: new Date(Date.now() - 2.5 * DAY_MS) });
    const terms = (await fixture.buyer.call('GET', `sales-order/${number}/rac-terms`)).json();
    expect((await fixture.buyer.call('POST', `sales-order/${number}/rac-terms`, terms)).json()).toMatchObject({ status: 'SUCCESS' });

    const now = new Date();
    // Both instances schedule the same hour's sweep (as both workers' beforePoll would) at once.
    await Promise.all([
      scheduleLatePaymentSweeps(first.database.handle.db, now),
      scheduleLatePaymentSweeps(second.database.handle.db, now),
      scheduleLatePaymentSweeps(first.database.handle.db, now),
    ]);
    const ran = await Promise.all([first.app.jobWorker.drain(), second.app.jobWorker.drain(), first.app.jobWorker.drain(), second.app.jobWorker.drain()]);

    const sweeps = await kit
      .db()
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, LATE_PAYMENT_JOB), like(jobs.dedupeKey, `${LATE_PAYMENT_JOB}:${now.toISOString().slice(0, 13)}`)));
    // One sweep per tenant for the hour, each run by exactly one worker, once.
    expect(sweeps.length).toBeGreaterThan(0);
    expect(sweeps.every((job) => job.doneAt !== null && job.attempts === 1)).toBe(true);
    expect(ran.reduce((sum, count) => sum + count, 0)).toBe(sweeps.length);

    // 2 periods × 1 % of $350.50.
    const charged = (await kit.detail(fixture.buyer, number)).salesOrder;
    expect(charged).toMatchObject({ reservationFee: 7.02, total: 357.52 });

    // Running the sweep again on both at once (ops, or a retried job) charges nothing twice.
    await Promise.all([
      kit.ops('POST', 'orders/late-payment/run'),
      second.app.inject({ method: 'POST', url: '/ops/orders/late-payment/run', headers: { host: 'localhost', authorization: `Bearer ${OPS_KEY}` } }),
    ]);
    expect((await kit.detail(fixture.buyer, number)).salesOrder).toMatchObject({ reservationFee: 7.02, version: charged.version });
  });

  it('moves stock exactly under concurrent edits of one order from two instances: one wins, the other gets outdatedSalesOrder', async () => {
    const fixture = await kit.newCheckoutBuyer();
    const item = await kit.newItem({ listPrice: '100.00', quantityAvailable: 20 });
    const order = await kit.placeOrder(fixture, [{ item, quantity: 3 }]);
    const edit = (app: TestApp, quantity: number) =>
      app.app.inject({
        method: 'PUT',
        url: '/px-api-gateway/sales-order',
        headers: { host: 'localhost', authorization: `Bearer ${fixture.buyer.token}` },
        payload: kit.withQuantity(order, item.key, quantity) as object,
      });

    const responses = await Promise.all([edit(first, 10), edit(second, 5), edit(first, 8), edit(second, 1)]);

    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409, 409]);
    const winner = responses.find((response) => response.statusCode === 200);
    const quantity = winner?.json<{ salesOrder: { totalOrderedQuantity: number } }>().salesOrder.totalOrderedQuantity as number;
    expect(await kit.quantityOf(item.row.id)).toBe(20 - quantity);
  });
});
