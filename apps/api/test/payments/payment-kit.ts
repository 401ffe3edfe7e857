import type { LightMyRequestResponse } from 'fastify';
import { PaymentMethodCode, type OrderDetail, type PaymentLinkResponse, type PaymentStatusResponse } from '@bp/api-contract';
import type { TestApp } from '../support/build-test-app';
import { ACME_HOST } from '../support/identity';
import { checkoutKit, type CheckoutBuyerFixture } from '../checkout/checkout-kit';
import type { Buyer } from '../offers/offer-test-kit';

// Shared set-up of the payment tests: a released PayPal order of a fresh buyer (Acme: 3 × $100,
// standard shipping to Florida, 7 % tax, PayPal fee 2.9 % of the total → $360.66), and the
// browser side of PayPal's window: following approval links and redirects through app.inject.

export const PAYPAL_ORDER_TOTAL = 360.66;

export function paymentKit(testApp: () => TestApp) {
  const kit = checkoutKit(testApp);

  /** Submits a pay-and-ship PayPal order (kept ON_HOLD until paid); answers its number. */
  async function payPalOrder(
    fixture?: CheckoutBuyerFixture,
    paymentMethodCode: string = PaymentMethodCode.INTEGRATED_PAYPAL,
  ): Promise<{ fixture: CheckoutBuyerFixture; orderNumber: string }> {
    const buyer = fixture ?? (await kit.newCheckoutBuyer());
    const item = await kit.newItem({ listPrice: '100.00', quantityAvailable: 20 });
    const body = kit.submission(buyer, [await kit.buyAtList(buyer.buyer, item, 3)], { readyToRelease: true });
    const response = await kit.submit(buyer.buyer, item.warehouseCode, {
      ...body,
      paymentOption: { ...body.paymentOption, paymentOptionDetails: { paymentMethodCode } },
    });
    if (response.statusCode !== 201) throw new Error(`submit failed: ${response.statusCode} ${response.body}`);
    return { fixture: buyer, orderNumber: response.json<{ phonexOrderNumber: string }>().phonexOrderNumber };
  }

  const link = (buyer: Buyer, orderNumber: string, returnMode = 'popup') => buyer.call('GET', `order/${orderNumber}/payment?returnMode=${returnMode}`);
  const status = async (buyer: Buyer, orderNumber: string) =>
    (await buyer.call('GET', `order/${orderNumber}/payment/status`)).json<PaymentStatusResponse>().paymentStatus;
  const order = async (buyer: Buyer, orderNumber: string) => (await buyer.call('GET', `sales-order/${orderNumber}`)).json<OrderDetail>().salesOrder;

  /** A browser navigation (no bearer) to an absolute URL of the API, on the tenant's host. */
  const browse = (url: string, host = ACME_HOST): Promise<LightMyRequestResponse> => {
    const parsed = new URL(url);
    return testApp().app.inject({ method: 'GET', url: `${parsed.pathname}${parsed.search}`, headers: { host } });
  };

  /** Clicks a button of the embedded approval page (a form post); answers the 303. */
  const decide = (token: string, action: 'approve' | 'cancel' | 'fail', host = ACME_HOST) =>
    testApp().app.inject({
      method: 'POST',
      url: '/pages/paypal/approve',
      headers: { host, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ token, action }).toString(),
    });

  /** Opens the link, clicks `action` on the approval page and follows the redirect to the return page. */
  async function payThroughWindow(buyer: Buyer, orderNumber: string, action: 'approve' | 'cancel' | 'fail', returnMode = 'popup') {
    const approvalLink = (await link(buyer, orderNumber, returnMode)).json<PaymentLinkResponse>().approvalLink;
    const token = new URL(approvalLink).searchParams.get('token') as string;
    const decision = await decide(token, action);
    if (decision.statusCode !== 303) throw new Error(`approval page answered ${decision.statusCode} ${decision.body}`);
    const returnUrl = new URL(decision.headers['location'] as string, `http://${ACME_HOST}`).toString();
    return { approvalLink, token, returnUrl, returnPage: await browse(returnUrl) };
  }

  return { ...kit, payPalOrder, link, status, order, browse, decide, payThroughWindow };
}
