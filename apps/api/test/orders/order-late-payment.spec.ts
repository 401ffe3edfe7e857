import {
  FulfillmentStatus,
  OrderMessage,
  type AcceptRacTermsResponse,
  type CalculateFeesResponse,
  type OrderUpsertResponse,
  type RacTerms,
} from '@bp/api-contract';
import { buildTestApp, type TestApp } from '../support/build-test-app';
import { OPS_KEY, TEST_RATE_LIMIT } from '../offers/offer-test-kit';
import { orderKit } from './order-kit';

// Late payment (spec 03 §4 Late payment, §7 terms accept and fees, §9) on Acme's terms: a 48 h
// grace period, 1 % reservation fee per 24 hours and 10 % cancellation fee, of the order's value.

const DAY_MS = 24 * 3_600_000;

describe('late payment', () => {
  let testApp: TestApp;
  const kit = orderKit(() => testApp);

  beforeAll(async () => {
    testApp = await buildTestApp({ stock: { opsApiKey: OPS_KEY }, rateLimit: TEST_RATE_LIMIT });
  });
  afterAll(() => testApp?.close());

  /** A held order of 3 × $100 (total $350.50) whose grace period ended `daysAgo` days ago. */
  async function lateOrder(daysAgo: number) {
    const fixture = await kit.newCheckoutBuyer();
    const item = await kit.newItem({ listPrice: '100.00', quantityAvailable: 20 });
    const order = await kit.placeOrder(fixture, [{ item, quantity: 3 }]);
    await kit.setOrder(order.phonexOrderNumber, { gracePeriodEnd: new Date(Date.now() - daysAgo * DAY_MS) });
    return { fixture, item, number: order.phonexOrderNumber };
  }

  const terms = async (buyer: Awaited<ReturnType<typeof lateOrder>>['fixture']['buyer'], number: string) =>
    (await buyer.call('GET', `sales-order/${number}/rac-terms`)).json<RacTerms>();

  it('accepts the terms once (EXTEND TIME needs canExtendPaymentTime); terms that differ from the order are refused', async () => {
    const { fixture, number } = await lateOrder(0.5);
    expect((await kit.detail(fixture.buyer, number)).permission).toMatchObject({ canExtendPaymentTime: true, isPaymentGracePeriodSectionApplicable: true });
    const fetched = await terms(fixture.buyer, number);

    const changed = await fixture.buyer.call('POST', `sales-order/${number}/rac-terms`, { ...fetched, cancellationFeePercent: 5 });
    expect(changed.json<AcceptRacTermsResponse>()).toEqual({ status: 'FAILURE', description: OrderMessage.RAC_TERMS_CHANGED });

    const accepted = await fixture.buyer.call('POST', `sales-order/${number}/rac-terms`, fetched);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json<AcceptRacTermsResponse>()).toMatchObject({
      status: 'SUCCESS',
      salesOrder: { racFeeAgreed: true, racFeeAgreedDate: expect.any(String) },
    });
    expect((await kit.detail(fixture.buyer, number)).permission.canExtendPaymentTime).toBe(false);

    const again = await fixture.buyer.call('POST', `sales-order/${number}/rac-terms`, fetched);
    expect(again.json<AcceptRacTermsResponse>()).toEqual({ status: 'FAILURE', description: OrderMessage.CANNOT_EXTEND_PAYMENT_TIME });
  });

  it('charges the reservation fee once per full 24 hours past the grace period, for agreed orders only; a second run charges nothing', async () => {
    const agreed = await lateOrder(3.5);
    await agreed.fixture.buyer.call('POST', `sales-order/${agreed.number}/rac-terms`, await terms(agreed.fixture.buyer, agreed.number));
    const notAgreed = await lateOrder(3.5);

    // The sweep covers the whole tenant (other tests' orders too): each order is checked on its own.
    const first = await kit.ops('POST', 'orders/late-payment/run');
    expect(first.json<{ periodsCharged: number }>().periodsCharged).toBeGreaterThanOrEqual(3);
    const second = await kit.ops('POST', 'orders/late-payment/run');
    expect(second.json()).toEqual({ ordersCharged: 0, periodsCharged: 0 });

    // 3 periods × 1 % of $350.50 ($3.51 each, rounded half up).
    expect((await kit.detail(agreed.fixture.buyer, agreed.number)).salesOrder).toMatchObject({ reservationFee: 10.53, total: 361.03, version: 3 });
    expect((await kit.detail(notAgreed.fixture.buyer, notAgreed.number)).salesOrder).toMatchObject({ reservationFee: 0, total: 350.5 });

    // A day later, one more period.
    expect((await kit.ops('POST', 'orders/late-payment/run', { asOf: new Date(Date.now() + DAY_MS).toISOString() })).statusCode).toBe(200);
    expect((await kit.detail(agreed.fixture.buyer, agreed.number)).salesOrder).toMatchObject({ reservationFee: 14.04 });
    // The terms' rates stay a share of the order's value, not of the fees charged on it.
    expect(await terms(agreed.fixture.buyer, agreed.number)).toMatchObject({ reservationFeeRateAmount: 3.51, cancellationFeeRateAmount: 35.05 });
  });

  it('previews and then charges the cancellation fee when it is due: the canceled order stays awaiting payment of its fees', async () => {
    const { fixture, item, number } = await lateOrder(1.5);
    const fees = (isCancellation: boolean) =>
      fixture.buyer.call('POST', 'sales-order/calculate-fees', {
        phonexOrderNumber: number,
        isCancellation,
        items: [{ itemNumberWarehouse: item.key, orderedQuantity: 3 }],
      });
    // Not agreed: no cancellation fee applies.
    expect((await fees(true)).json<CalculateFeesResponse>()).toEqual({ reservationFee: 0, cancellationFee: 0 });

    await fixture.buyer.call('POST', `sales-order/${number}/rac-terms`, await terms(fixture.buyer, number));
    // 10 % of $350.50.
    expect((await fees(true)).json<CalculateFeesResponse>()).toEqual({ reservationFee: 0, cancellationFee: 35.05 });
    expect((await fees(false)).json<CalculateFeesResponse>()).toEqual({ reservationFee: 0, cancellationFee: 0 });
    expect(
      (
        await fixture.buyer.call('POST', 'sales-order/calculate-fees', {
          phonexOrderNumber: number,
          isCancellation: true,
          items: [{ itemNumberWarehouse: 'NOPE', orderedQuantity: 1 }],
        })
      ).statusCode,
    ).toBe(422);

    const order = (await kit.detail(fixture.buyer, number)).salesOrder;
    const canceled = await kit.upsert(fixture.buyer, { ...order, items: [] });

    expect(canceled.json<OrderUpsertResponse>().salesOrder).toMatchObject({
      fulfillmentStatus: FulfillmentStatus.CANCELED,
      paymentStatus: 'AWAITING_PAYMENT',
      cancellationFee: 35.05,
      total: 35.05,
    });
    expect(await kit.quantityOf(item.row.id)).toBe(20);
  });

  it('charges no cancellation fee past racFeePeriodEnd (spec 03 §9)', async () => {
    const { fixture, number } = await lateOrder(2);
    await fixture.buyer.call('POST', `sales-order/${number}/rac-terms`, await terms(fixture.buyer, number));
    await kit.setOrder(number, { racFeePeriodEnd: new Date(Date.now() - 3_600_000) });
    const order = (await kit.detail(fixture.buyer, number)).salesOrder;
    const canceled = await fixture.buyer.call('POST', `sales-order/${number}/cancel`, { version: order.version });
    expect(canceled.json<OrderUpsertResponse>().salesOrder).toMatchObject({ fulfillmentStatus: FulfillmentStatus.CANCELED, cancellationFee: 0, total: 0 });
  });
});
