import { eq } from 'drizzle-orm';
import {
  CheckoutMessage,
  CheckoutMessageCode,
  FulfillmentStatus,
  PaymentCheckStatus,
  PaymentStatus,
  type PaymentLinkResponse,
  type PaymentStatusResponse,
} from '@bp/api-contract';
import { payments, salesOrders } from '../../src/db/schema';
import { buildTestApp, type TestApp } from '../support/build-test-app';
import { ACME_HOST, NORTHWIND_HOST } from '../support/identity';
import { OPS_KEY, TEST_RATE_LIMIT } from '../offers/offer-test-kit';
import { PAYPAL_ORDER_TOTAL, paymentKit } from './payment-kit';

// PayPal payment of a sales order with the embedded approval page (tenants without PayPal
// credentials; spec 02 §2 Payment popup, §4 Payment status, §7 Payment link, capture, status).

describe('payment routes with the embedded approval page', () => {
  let testApp: TestApp;
  const kit = paymentKit(() => testApp);

  beforeAll(async () => {
    testApp = await buildTestApp({ stock: { opsApiKey: OPS_KEY }, rateLimit: TEST_RATE_LIMIT });
  });
  afterAll(() => testApp?.close());

  const attemptsOf = (token: string) => kit.db().select().from(payments).where(eq(payments.providerOrderId, token));

  it('links to the approval page for the stored total; approving captures once, marks the order PAID and releases it with its version bumped', async () => {
    const { fixture, orderNumber } = await kit.payPalOrder();
    const before = await kit.order(fixture.buyer, orderNumber);
    expect(await kit.status(fixture.buyer, orderNumber)).toBe(PaymentCheckStatus.PENDING);

    const linkResponse = await kit.link(fixture.buyer, orderNumber);
    expect(linkResponse.statusCode).toBe(200);
    const { approvalLink } = linkResponse.json<PaymentLinkResponse>();
    expect(approvalLink).toMatch(new RegExp(`^http://${ACME_HOST}/pages/paypal/approve\\?token=EMB[0-9A-F]+$`));

    const approvalPage = await kit.browse(approvalLink);
    expect(approvalPage.statusCode).toBe(200);
    expect(approvalPage.headers['content-type']).toMatch(/^text\/html/);
    expect(approvalPage.body).toContain(orderNumber);
    expect(approvalPage.body).toContain(`$${PAYPAL_ORDER_TOTAL.toFixed(2)} USD`);
    for (const button of ['Approve', 'Cancel', 'Simulate failure']) expect(approvalPage.body).toContain(`>${button}</button>`);
    expect(approvalPage.body).toContain('name="viewport" content="width=device-width');

    const token = new URL(approvalLink).searchParams.get('token') as string;
    const decision = await kit.decide(token, 'approve');
    expect(decision.statusCode).toBe(303);
    const returnUrl = new URL(decision.headers['location'] as string);
    expect(returnUrl.pathname).toBe('/pages/paypal/return');
    expect(Object.fromEntries(returnUrl.searchParams)).toEqual({
      paypalOrder: orderNumber,
      returnMode: 'popup',
      outcome: 'approved',
      token,
      PayerID: expect.stringMatching(/^EMB/),
    });

    const returnPage = await kit.browse(returnUrl.toString());
    expect(returnPage.statusCode).toBe(200);
    expect(returnPage.body).toContain('Payment received — you can close this window');
    expect(returnPage.body).toContain('window.close()');
    // The inline script runs only with this response's nonce.
    const nonce = /<script nonce="([^"]+)">/.exec(returnPage.body)?.[1];
    expect(returnPage.headers['content-security-policy']).toContain(`script-src 'nonce-${nonce}'`);

    expect(await kit.status(fixture.buyer, orderNumber)).toBe(PaymentCheckStatus.SUCCESS);
    const paid = await kit.order(fixture.buyer, orderNumber);
    expect(paid).toMatchObject({
      paymentStatus: PaymentStatus.PAID,
      fulfillmentStatus: FulfillmentStatus.AWAITING_FULFILLMENT,
      version: before.version + 1,
      total: PAYPAL_ORDER_TOTAL,
    });
    expect(await attemptsOf(token)).toEqual([
      expect.objectContaining({ status: 'COMPLETED', amountCents: 36066, currencyCode: 'USD', attempt: 1, requestId: expect.stringMatching(/-1$/) }),
    ]);

    // A reload of the return page, and the portal's capture call, answer SUCCESS without a second capture.
    expect((await kit.browse(returnUrl.toString())).body).toContain('Payment received');
    const capture = await fixture.buyer.call('GET', `order/${orderNumber}/payment/capture?token=${token}&PayerID=${returnUrl.searchParams.get('PayerID')}`);
    expect(capture.json<PaymentStatusResponse>()).toEqual({ phonexOrderNumber: orderNumber, paymentStatus: PaymentCheckStatus.SUCCESS });
    expect((await kit.order(fixture.buyer, orderNumber)).version).toBe(before.version + 1);
    // Paid: no further link.
    const again = await kit.link(fixture.buyer, orderNumber);
    expect({ status: again.statusCode, body: again.json() }).toMatchObject({
      status: 422,
      body: { messageCode: CheckoutMessageCode.PAYMENT_NOT_AWAITED, message: CheckoutMessage.PAYMENT_NOT_AWAITED },
    });
  });

  it('two captures at once (return page and the portal) pay the order once', async () => {
    const { fixture, orderNumber } = await kit.payPalOrder();
    const before = await kit.order(fixture.buyer, orderNumber);
    const approvalLink = (await kit.link(fixture.buyer, orderNumber)).json<PaymentLinkResponse>().approvalLink;
    const token = new URL(approvalLink).searchParams.get('token') as string;
    const returnUrl = new URL((await kit.decide(token, 'approve')).headers['location'] as string);
    const payerId = returnUrl.searchParams.get('PayerID') as string;

    const [page, capture] = await Promise.all([
      kit.browse(returnUrl.toString()),
      fixture.buyer.call('GET', `order/${orderNumber}/payment/capture?token=${token}&PayerID=${payerId}`),
    ]);

    expect(page.body).toContain('Payment received');
    expect(capture.json<PaymentStatusResponse>().paymentStatus).toBe(PaymentCheckStatus.SUCCESS);
    expect(await kit.order(fixture.buyer, orderNumber)).toMatchObject({ paymentStatus: PaymentStatus.PAID, version: before.version + 1 });
  });

  it('never charges an older attempt: not once the order is paid through another, nor after its total changed', async () => {
    const { fixture, orderNumber } = await kit.payPalOrder();
    const before = await kit.order(fixture.buyer, orderNumber);
    const tokenOf = async (mode: string) =>
      new URL((await kit.link(fixture.buyer, orderNumber, mode)).json<PaymentLinkResponse>().approvalLink).searchParams.get('token') as string;
    const popup = await tokenOf('popup');
    const redirect = await tokenOf('redirect');
    const popupReturn = (await kit.decide(popup, 'approve')).headers['location'] as string;
    const redirectReturn = (await kit.decide(redirect, 'approve')).headers['location'] as string;

    expect((await kit.browse(popupReturn)).body).toContain('Payment received');
    expect((await kit.browse(redirectReturn)).statusCode).toBe(302);

    expect((await attemptsOf(redirect))[0]).toMatchObject({ status: 'CANCELED', failureReason: 'ORDER_ALREADY_PAID', captureId: null });
    expect(await kit.order(fixture.buyer, orderNumber)).toMatchObject({ paymentStatus: PaymentStatus.PAID, version: before.version + 1 });

    const changed = await kit.payPalOrder(fixture);
    const stale = new URL((await kit.link(fixture.buyer, changed.orderNumber)).json<PaymentLinkResponse>().approvalLink).searchParams.get('token') as string;
    const staleReturn = (await kit.decide(stale, 'approve')).headers['location'] as string;
    // The held order changed (an update added lines) after the link was made.
    await kit.db().update(salesOrders).set({ totalCents: 50_000 }).where(eq(salesOrders.orderNumber, changed.orderNumber));

    expect((await kit.browse(staleReturn)).body).toContain(CheckoutMessage.PAYMENT_FAILED);
    expect((await attemptsOf(stale))[0]).toMatchObject({ status: 'CANCELED', failureReason: 'ORDER_TOTAL_CHANGED' });
    const fresh = await kit.payThroughWindow(fixture.buyer, changed.orderNumber, 'approve');
    expect((await attemptsOf(fresh.token))[0]).toMatchObject({ status: 'COMPLETED', amountCents: 50_000, attempt: 2 });
  });

  it('answers the open attempt again for the same mode, and a new one for the other mode', async () => {
    const { fixture, orderNumber } = await kit.payPalOrder();
    const first = (await kit.link(fixture.buyer, orderNumber)).json<PaymentLinkResponse>().approvalLink;
    expect((await kit.link(fixture.buyer, orderNumber)).json<PaymentLinkResponse>().approvalLink).toBe(first);
    expect((await kit.link(fixture.buyer, orderNumber, 'redirect')).json<PaymentLinkResponse>().approvalLink).not.toBe(first);
  });

  it('cancel in the window is a FAILURE; PAY NOW again opens a new attempt that succeeds', async () => {
    const { fixture, orderNumber } = await kit.payPalOrder();

    const canceled = await kit.payThroughWindow(fixture.buyer, orderNumber, 'cancel');
    expect(new URL(canceled.returnUrl).searchParams.get('outcome')).toBe('canceled');
    expect(canceled.returnPage.body).toContain(CheckoutMessage.PAYMENT_FAILED);
    expect(await kit.status(fixture.buyer, orderNumber)).toBe(PaymentCheckStatus.FAILURE);
    expect((await kit.order(fixture.buyer, orderNumber)).paymentStatus).toBe(PaymentStatus.AWAITING_PAYMENT);

    const retried = await kit.payThroughWindow(fixture.buyer, orderNumber, 'approve');
    expect(retried.token).not.toBe(canceled.token);
    expect(retried.returnPage.body).toContain('Payment received');
    expect(await kit.status(fixture.buyer, orderNumber)).toBe(PaymentCheckStatus.SUCCESS);
    expect((await attemptsOf(retried.token))[0]).toMatchObject({ attempt: 2, status: 'COMPLETED' });
  });

  it('Simulate failure declines the capture: the failure text, FAILURE, the order still awaiting payment and on hold', async () => {
    const { fixture, orderNumber } = await kit.payPalOrder();

    const failed = await kit.payThroughWindow(fixture.buyer, orderNumber, 'fail');

    expect(failed.returnPage.statusCode).toBe(200);
    expect(failed.returnPage.body).toContain(CheckoutMessage.PAYMENT_FAILED);
    expect(await kit.status(fixture.buyer, orderNumber)).toBe(PaymentCheckStatus.FAILURE);
    expect(await kit.order(fixture.buyer, orderNumber)).toMatchObject({
      paymentStatus: PaymentStatus.AWAITING_PAYMENT,
      fulfillmentStatus: FulfillmentStatus.ON_HOLD,
    });
    expect((await attemptsOf(failed.token))[0]).toMatchObject({ status: 'FAILED', failureReason: 'INSTRUMENT_DECLINED' });
  });

  it('in redirect mode the return page captures and redirects to the confirmation with paypalOrder', async () => {
    const { fixture, orderNumber } = await kit.payPalOrder();

    const { returnPage } = await kit.payThroughWindow(fixture.buyer, orderNumber, 'approve', 'redirect');

    expect(returnPage.statusCode).toBe(302);
    expect(returnPage.headers['location']).toBe(`/checkout/order-release-confirmation?paypalOrder=${orderNumber}`);
    expect(await kit.status(fixture.buyer, orderNumber)).toBe(PaymentCheckStatus.SUCCESS);
  });

  it("in order-redirect mode (a release from the order page) the return page redirects to the order's release confirmation with paypalOrder", async () => {
    const { fixture, orderNumber } = await kit.payPalOrder();

    const { returnPage } = await kit.payThroughWindow(fixture.buyer, orderNumber, 'approve', 'order-redirect');

    expect(returnPage.statusCode).toBe(302);
    expect(returnPage.headers['location']).toBe(`/orders/${orderNumber}/order-release-confirmation?paypalOrder=${orderNumber}`);
    expect(await kit.status(fixture.buyer, orderNumber)).toBe(PaymentCheckStatus.SUCCESS);
  });

  it('refuses an unknown return mode with a 400', async () => {
    const { fixture, orderNumber } = await kit.payPalOrder();

    expect((await kit.link(fixture.buyer, orderNumber, 'elsewhere')).statusCode).toBe(400);
  });

  it('does not capture without approval: a return URL with a made-up PayerID is a FAILURE and the attempt stays open', async () => {
    const { fixture, orderNumber } = await kit.payPalOrder();
    const token = new URL((await kit.link(fixture.buyer, orderNumber)).json<PaymentLinkResponse>().approvalLink).searchParams.get('token') as string;

    const capture = await fixture.buyer.call('GET', `order/${orderNumber}/payment/capture?token=${token}&PayerID=FORGED`);

    expect(capture.json<PaymentStatusResponse>().paymentStatus).toBe(PaymentCheckStatus.FAILURE);
    expect(await kit.status(fixture.buyer, orderNumber)).toBe(PaymentCheckStatus.PENDING);
    expect((await kit.payThroughWindow(fixture.buyer, orderNumber, 'approve')).returnPage.body).toContain('Payment received');
  });

  it('refuses a payment link for an order not paid with PayPal (422 in the spec error body)', async () => {
    const { fixture, orderNumber } = await kit.payPalOrder(undefined, 'TERMS_NET_30');
    const response = await kit.link(fixture.buyer, orderNumber);
    expect({ status: response.statusCode, body: response.json() }).toMatchObject({
      status: 422,
      body: { status: 422, messageCode: CheckoutMessageCode.PAYMENT_NOT_AWAITED, message: CheckoutMessage.PAYMENT_NOT_AWAITED },
    });
    expect(await kit.status(fixture.buyer, orderNumber)).toBe(PaymentCheckStatus.PENDING);
  });

  it("keeps buyers and tenants apart: another buyer's or tenant's order is 404 for link, capture, status and the return page", async () => {
    const { fixture, orderNumber } = await kit.payPalOrder();
    const token = new URL((await kit.link(fixture.buyer, orderNumber)).json<PaymentLinkResponse>().approvalLink).searchParams.get('token') as string;
    const stranger = (await kit.newCheckoutBuyer()).buyer;
    const northwind = await kit.newBuyer({ slug: 'northwind', host: NORTHWIND_HOST });

    for (const buyer of [stranger, northwind]) {
      for (const path of [
        `order/${orderNumber}/payment`,
        `order/${orderNumber}/payment/capture?token=${token}&PayerID=X`,
        `order/${orderNumber}/payment/status`,
      ]) {
        const response = await buyer.call('GET', path);
        expect({ path, status: response.statusCode, body: response.json() }).toMatchObject({
          path,
          status: 404,
          body: { messageCode: CheckoutMessageCode.ORDER_NOT_FOUND },
        });
      }
    }
    // The return page and the approval page on another tenant's host, or naming another order.
    const other = await kit.payPalOrder(fixture);
    const returnQuery = (order: string) => `http://x/pages/paypal/return?paypalOrder=${order}&returnMode=popup&outcome=approved&token=${token}&PayerID=X`;
    expect((await kit.browse(returnQuery(orderNumber), NORTHWIND_HOST)).statusCode).toBe(404);
    expect((await kit.browse(returnQuery(other.orderNumber))).statusCode).toBe(404);
    expect((await kit.browse(`http://x/pages/paypal/approve?token=${token}`, NORTHWIND_HOST)).statusCode).toBe(404);
    expect((await kit.decide(token, 'approve', NORTHWIND_HOST)).statusCode).toBe(404);
    expect(await kit.status(fixture.buyer, orderNumber)).toBe(PaymentCheckStatus.PENDING);
  });

  it('answers bad input with 400 in the error body, never a 500', async () => {
    const { fixture, orderNumber } = await kit.payPalOrder();
    for (const path of [`order/${orderNumber}/payment?returnMode=tab`, `order/${orderNumber}/payment/capture`, `order/${orderNumber}/payment/capture?token=`]) {
      const response = await fixture.buyer.call('GET', path);
      expect({ path, status: response.statusCode }).toEqual({ path, status: 400 });
      expect(response.json()).toMatchObject({ status: 400 });
    }
    expect((await kit.browse(`http://x/pages/paypal/return?paypalOrder=${orderNumber}&returnMode=popup&outcome=maybe&token=T`)).statusCode).toBe(400);
    expect((await kit.decide('T', 'approve')).statusCode).toBe(404);
    const unauthenticated = await testApp.app.inject({
      method: 'GET',
      url: `/px-api-gateway/order/${orderNumber}/payment/status`,
      headers: { host: ACME_HOST },
    });
    expect(unauthenticated.statusCode).toBe(401);
  });
});
