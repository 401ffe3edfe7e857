import { FulfillmentStatus, OrderMessageCode, type RacTerms, type SellerOrder } from '@bp/api-contract';
import { buildTestApp, type TestApp } from '../support/build-test-app';
import { OPS_KEY, TEST_RATE_LIMIT } from '../offers/offer-test-kit';
import { ACME_HOST } from '../support/identity';
import { orderKit } from './order-kit';

// POST /ops/orders/{n}/grace-period-end: the seller (or a demo, or a journey) moves an unpaid held
// order's grace period end; the late-payment rules (spec 03 §4, §9) follow from it.

const DAY_MS = 24 * 3_600_000;

describe('ops: grace period end of an order', () => {
  let testApp: TestApp;
  const kit = orderKit(() => testApp);

  beforeAll(async () => {
    testApp = await buildTestApp({ stock: { opsApiKey: OPS_KEY }, rateLimit: TEST_RATE_LIMIT });
  });
  afterAll(() => testApp?.close());

  async function heldOrder() {
    const fixture = await kit.newCheckoutBuyer();
    const item = await kit.newItem({ listPrice: '100.00', quantityAvailable: 20 });
    const order = await kit.placeOrder(fixture, [{ item, quantity: 3 }]);
    return { fixture, number: order.phonexOrderNumber, version: order.version };
  }

  it('ends the grace period two days ago: the buyer sees the late deadline in the order and the terms, may extend time, and agreed fees are charged by the sweep', async () => {
    const { fixture, number, version } = await heldOrder();
    const ended = new Date(Date.now() - 2 * DAY_MS - 3_600_000).toISOString();

    const moved = await kit.ops('POST', `orders/${number}/grace-period-end`, { gracePeriodEnd: ended });

    expect(moved.statusCode).toBe(200);
    expect(moved.json<SellerOrder>().salesOrder).toMatchObject({ gracePeriodEnd: ended, version: version + 1 });
    const detail = await kit.detail(fixture.buyer, number);
    expect(detail.salesOrder.gracePeriodEnd).toBe(ended);
    expect(detail.permission).toMatchObject({ isPaymentGracePeriodSectionApplicable: true, canExtendPaymentTime: true });
    const terms = (await fixture.buyer.call('GET', `sales-order/${number}/rac-terms`)).json<RacTerms>();
    expect(terms.gracePeriodEnd).toBe(ended);

    expect((await fixture.buyer.call('POST', `sales-order/${number}/rac-terms`, terms)).json()).toMatchObject({ status: 'SUCCESS' });
    await kit.ops('POST', 'orders/late-payment/run');
    // Two full days past the end: two reservation-fee periods of 1 % of $350.50.
    expect((await kit.detail(fixture.buyer, number)).salesOrder).toMatchObject({ reservationFee: 7.02 });
  });

  it('refuses a released order with the wrong-status code and changes nothing', async () => {
    const { number } = await heldOrder();
    await kit.ops('POST', `orders/${number}/release`);

    const refused = await kit.ops('POST', `orders/${number}/grace-period-end`, { gracePeriodEnd: new Date().toISOString() });

    expect(refused.statusCode).toBe(422);
    expect(refused.json<{ messageCode: string }>().messageCode).toBe(OrderMessageCode.WRONG_STATUS);
    expect((await kit.ops('GET', `orders/${number}`)).json<SellerOrder>().salesOrder.fulfillmentStatus).toBe(FulfillmentStatus.AWAITING_FULFILLMENT);
  });

  it.each([
    ['no body', undefined],
    ['a date that is not ISO 8601', { gracePeriodEnd: 'yesterday' }],
    ['an impossible date', { gracePeriodEnd: '2026-13-01T10:00:00Z' }],
    ['an unknown field', { gracePeriodEnd: '2026-11-20T10:00:00Z', extra: 1 }],
  ])('answers 400 in the error body for %s', async (_case, body) => {
    const { number } = await heldOrder();

    const refused = await kit.ops('POST', `orders/${number}/grace-period-end`, body);

    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ status: 400, messageCode: expect.any(String) });
  });

  it('answers 404 for an unknown order and 401 without the ops key', async () => {
    const { number } = await heldOrder();

    expect((await kit.ops('POST', 'orders/999999999/grace-period-end', { gracePeriodEnd: new Date().toISOString() })).statusCode).toBe(404);
    const noKey = await testApp.app.inject({
      method: 'POST',
      url: `/ops/orders/${number}/grace-period-end`,
      headers: { host: ACME_HOST },
      payload: { gracePeriodEnd: new Date().toISOString() },
    });
    expect(noKey.statusCode).toBe(401);
  });
});
