import { eq, sql } from 'drizzle-orm';
import {
  CheckoutMessage,
  CheckoutMessageCode,
  FulfillmentStatus,
  PaymentCheckStatus,
  PaymentStatus,
  type PaymentLinkResponse,
  type PaymentStatusResponse,
} from '@bp/api-contract';
import { payments, tenants } from '../../src/db/schema';
import { centsToDecimalString, PaymentProviderError } from '../../src/payments/payment-gateway';
import { captureOutcomeOf, PayPalRestGateway, PayPalTokenCache } from '../../src/payments/paypal-rest-gateway';
import { buildTestApp, type TestApp } from '../support/build-test-app';
import { ACME_HOST } from '../support/identity';
import { OPS_KEY, TEST_RATE_LIMIT } from '../offers/offer-test-kit';
import { startFakePayPal, type FakePayPal } from './fake-paypal';
import { PAYPAL_ORDER_TOTAL, paymentKit } from './payment-kit';

// The PayPal Orders v2 adapter against a fake PayPal on a local port (real HTTP), on its own and
// behind the payment routes of a tenant configured with client credentials.

const anOrder = (requestId: string) => ({
  amountCents: 36066,
  currencyCode: 'USD',
  orderNumber: '100123',
  requestId,
  returnUrl: 'http://localhost/pages/paypal/return?paypalOrder=100123&returnMode=popup&outcome=approved',
  cancelUrl: 'http://localhost/pages/paypal/return?paypalOrder=100123&returnMode=popup&outcome=canceled',
  brandName: 'Acme Devices',
  origin: 'http://localhost',
});

describe('PayPal REST adapter', () => {
  let paypal: FakePayPal;
  let clock: number;
  const gateway = (tokens = new PayPalTokenCache()) =>
    new PayPalRestGateway(
      { clientId: paypal.clientId, clientSecret: paypal.clientSecret, baseUrl: paypal.baseUrl },
      { tokens, now: () => clock, timeoutMs: 5_000 },
    );

  beforeAll(async () => {
    paypal = await startFakePayPal();
  });
  afterAll(() => paypal?.close());
  beforeEach(() => {
    clock = Date.parse('2026-11-26T08:00:00Z');
    paypal.tokenLifetimeSeconds = 32_400;
  });

  it('creates an order with intent CAPTURE, the amount as a two-decimal string, the return and cancel URLs and the PayPal-Request-Id', async () => {
    const created = await gateway().createOrder(anOrder('bp-order-1'));

    expect(created.approvalLink).toBe(`https://www.sandbox.paypal.test/checkoutnow?token=${created.providerOrderId}`);
    const request = paypal.requests().find((entry) => entry.path === '/v2/checkout/orders' && entry.requestId === 'bp-order-1');
    expect(request?.body).toMatchObject({
      intent: 'CAPTURE',
      purchase_units: [{ reference_id: '100123', amount: { currency_code: 'USD', value: '360.66' } }],
      payment_source: { paypal: { experience_context: { return_url: anOrder('x').returnUrl, cancel_url: anOrder('x').cancelUrl, user_action: 'PAY_NOW' } } },
    });
    // The same request id is the same PayPal order (PayPal's idempotency), so a retried create never makes two.
    expect((await gateway().createOrder(anOrder('bp-order-1'))).providerOrderId).toBe(created.providerOrderId);
  });

  it('caches the access token until shortly before it expires, and renews a revoked one once', async () => {
    const tokens = new PayPalTokenCache();
    const before = paypal.tokensIssued();
    await gateway(tokens).createOrder(anOrder('bp-cache-1'));
    await gateway(tokens).createOrder(anOrder('bp-cache-2'));
    expect(paypal.tokensIssued()).toBe(before + 1);

    clock += (32_400 - 30) * 1000; // within the renewal margin
    await gateway(tokens).createOrder(anOrder('bp-cache-3'));
    expect(paypal.tokensIssued()).toBe(before + 2);

    paypal.revokeTokens();
    await gateway(tokens).createOrder(anOrder('bp-cache-4'));
    expect(paypal.tokensIssued()).toBe(before + 3);
  });

  it("reads the capture's own status: COMPLETED, a DECLINED capture of a COMPLETED order, INSTRUMENT_DECLINED, PENDING", async () => {
    const adapter = gateway();
    const outcomes = [];
    for (const script of ['COMPLETED', 'CAPTURE_DECLINED', 'INSTRUMENT_DECLINED', 'PENDING'] as const) {
      const { providerOrderId } = await adapter.createOrder(anOrder(`bp-capture-${script}`));
      paypal.scriptCapture(providerOrderId, script);
      outcomes.push(await adapter.capture(providerOrderId, 'PAYER1', `bp-capture-${script}-capture`));
    }
    expect(outcomes).toEqual([
      { status: 'COMPLETED', captureId: expect.stringMatching(/^CAP/) },
      { status: 'DECLINED', reason: 'DECLINED' },
      { status: 'DECLINED', reason: 'INSTRUMENT_DECLINED' },
      { status: 'PENDING', captureId: expect.stringMatching(/^CAP/) },
    ]);
    expect(captureOutcomeOf({ id: 'X', status: 'COMPLETED', purchase_units: [{ payments: { captures: [{ id: 'C', status: 'REFUNDED' }] } }] })).toEqual({
      status: 'DECLINED',
      reason: 'REFUNDED',
    });
  });

  it('answers a repeated capture like the first (same request id, or ORDER_ALREADY_CAPTURED with another)', async () => {
    const adapter = gateway();
    const { providerOrderId } = await adapter.createOrder(anOrder('bp-repeat'));
    const first = await adapter.capture(providerOrderId, 'PAYER1', 'bp-repeat-capture');
    expect(await adapter.capture(providerOrderId, 'PAYER1', 'bp-repeat-capture')).toEqual(first);
    expect(await adapter.capture(providerOrderId, 'PAYER1', 'another-request-id')).toEqual(first);
  });

  it('turns a 5xx or an unreachable PayPal into a PaymentProviderError', async () => {
    const adapter = gateway();
    paypal.failNext(503);
    await expect(adapter.createOrder(anOrder('bp-5xx'))).rejects.toThrow(PaymentProviderError);
    const unreachable = new PayPalRestGateway({ clientId: 'a', clientSecret: 'b', baseUrl: 'http://127.0.0.1:1' }, { tokens: new PayPalTokenCache() });
    await expect(unreachable.createOrder(anOrder('bp-unreachable'))).rejects.toThrow(PaymentProviderError);
  });

  it('writes cents as PayPal decimal strings without float arithmetic', () => {
    expect([0, 5, 100, 36066, 123456789012].map(centsToDecimalString)).toEqual(['0.00', '0.05', '1.00', '360.66', '1234567890.12']);
  });
});

describe('payment routes of a tenant with PayPal credentials', () => {
  let testApp: TestApp;
  let paypal: FakePayPal;
  const kit = paymentKit(() => testApp);

  beforeAll(async () => {
    paypal = await startFakePayPal();
    testApp = await buildTestApp({ stock: { opsApiKey: OPS_KEY }, rateLimit: TEST_RATE_LIMIT });
    const credentials = { clientId: paypal.clientId, clientSecret: paypal.clientSecret, baseUrl: paypal.baseUrl };
    // Before the first request: the tenant directory caches the settings it reads.
    await kit
      .db()
      .update(tenants)
      .set({ config: sql`${tenants.config} || ${JSON.stringify({ payments: { currencyCode: 'USD', paypal: credentials } })}::jsonb` })
      .where(eq(tenants.slug, 'acme'));
  });
  afterAll(async () => {
    await testApp?.close();
    await paypal?.close();
  });

  /** What PayPal does after the buyer approves: the return URL with token and PayerID. */
  const returnFromPayPal = (token: string, outcome: 'approved' | 'canceled' = 'approved') => {
    const order = paypal.order(token);
    const context = order?.body.payment_source?.paypal?.experience_context;
    const url = new URL((outcome === 'approved' ? context?.return_url : context?.cancel_url) as string);
    url.searchParams.set('token', token);
    if (outcome === 'approved') url.searchParams.set('PayerID', 'FAKEPAYER1');
    return kit.browse(url.toString());
  };
  const tokenOf = (approvalLink: string) => new URL(approvalLink).searchParams.get('token') as string;

  it("sends the stored order's total to PayPal and links to PayPal's window; the return captures, pays and releases the order", async () => {
    const { fixture, orderNumber } = await kit.payPalOrder();

    const { approvalLink } = (await kit.link(fixture.buyer, orderNumber)).json<PaymentLinkResponse>();
    expect(approvalLink).toMatch(/^https:\/\/www\.sandbox\.paypal\.test\/checkoutnow\?token=PP/);
    const token = tokenOf(approvalLink);
    expect(paypal.order(token)?.body).toMatchObject({
      purchase_units: [{ reference_id: orderNumber, amount: { currency_code: 'USD', value: PAYPAL_ORDER_TOTAL.toFixed(2) } }],
      payment_source: {
        paypal: { experience_context: { return_url: `http://${ACME_HOST}/pages/paypal/return?paypalOrder=${orderNumber}&returnMode=popup&outcome=approved` } },
      },
    });

    const page = await returnFromPayPal(token);
    expect(page.body).toContain('Payment received — you can close this window');
    expect(await kit.order(fixture.buyer, orderNumber)).toMatchObject({
      paymentStatus: PaymentStatus.PAID,
      fulfillmentStatus: FulfillmentStatus.AWAITING_FULFILLMENT,
    });
    const [attempt] = await kit.db().select().from(payments).where(eq(payments.providerOrderId, token));
    expect(attempt).toMatchObject({ provider: 'PAYPAL', status: 'COMPLETED', captureId: `CAP${token}`, payerId: 'FAKEPAYER1' });

    // A reload does not reach PayPal again.
    const captures = () => paypal.requests().filter((request) => request.path === `/v2/checkout/orders/${token}/capture`).length;
    const before = captures();
    expect((await returnFromPayPal(token)).body).toContain('Payment received');
    expect(captures()).toBe(before);
  });

  it('a declined capture is a FAILURE with the failure text; the order keeps waiting for payment', async () => {
    const { fixture, orderNumber } = await kit.payPalOrder();
    const token = tokenOf((await kit.link(fixture.buyer, orderNumber)).json<PaymentLinkResponse>().approvalLink);
    paypal.scriptCapture(token, 'CAPTURE_DECLINED');

    const capture = await fixture.buyer.call('GET', `order/${orderNumber}/payment/capture?token=${token}&PayerID=FAKEPAYER1`);

    expect(capture.json<PaymentStatusResponse>()).toEqual({ phonexOrderNumber: orderNumber, paymentStatus: PaymentCheckStatus.FAILURE });
    expect((await returnFromPayPal(token)).body).toContain(CheckoutMessage.PAYMENT_FAILED);
    expect(await kit.status(fixture.buyer, orderNumber)).toBe(PaymentCheckStatus.FAILURE);
    expect(await kit.order(fixture.buyer, orderNumber)).toMatchObject({
      paymentStatus: PaymentStatus.AWAITING_PAYMENT,
      fulfillmentStatus: FulfillmentStatus.ON_HOLD,
    });
  });

  it('a 5xx from PayPal is a clean 502 for the link and a FAILURE for the capture, which a retry then completes', async () => {
    const { fixture, orderNumber } = await kit.payPalOrder();
    paypal.failNext(500);
    const link = await kit.link(fixture.buyer, orderNumber);
    expect({ status: link.statusCode, body: link.json() }).toMatchObject({
      status: 502,
      body: { status: 502, messageCode: CheckoutMessageCode.PAYMENT_PROVIDER_UNAVAILABLE, message: CheckoutMessage.PAYMENT_PROVIDER_UNAVAILABLE },
    });
    expect(link.body).not.toContain('127.0.0.1');

    const token = tokenOf((await kit.link(fixture.buyer, orderNumber)).json<PaymentLinkResponse>().approvalLink);
    paypal.failNext(503);
    const failed = await returnFromPayPal(token);
    expect(failed.statusCode).toBe(200);
    expect(failed.body).toContain(CheckoutMessage.PAYMENT_FAILED);
    expect(await kit.status(fixture.buyer, orderNumber)).toBe(PaymentCheckStatus.PENDING);

    expect((await returnFromPayPal(token)).body).toContain('Payment received');
    expect(await kit.status(fixture.buyer, orderNumber)).toBe(PaymentCheckStatus.SUCCESS);
  });

  it('cancel at PayPal is a FAILURE', async () => {
    const { fixture, orderNumber } = await kit.payPalOrder();
    const token = tokenOf((await kit.link(fixture.buyer, orderNumber)).json<PaymentLinkResponse>().approvalLink);
    expect((await returnFromPayPal(token, 'canceled')).body).toContain(CheckoutMessage.PAYMENT_FAILED);
    expect(await kit.status(fixture.buyer, orderNumber)).toBe(PaymentCheckStatus.FAILURE);
  });

  it('never sends the PayPal credentials to the portal (saas-config)', async () => {
    const config = await testApp.app.inject({ method: 'GET', url: '/px-api-gateway/saas-config', headers: { host: ACME_HOST } });
    expect(config.statusCode).toBe(200);
    expect(config.body).not.toContain(paypal.clientSecret);
    expect(config.body).not.toContain(paypal.clientId);
    expect(config.json()).not.toHaveProperty('payments');
  });
});
