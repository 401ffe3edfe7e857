import { expect, test, type APIRequestContext, type Page } from './support/test';
import type { OrderDetail, RacTerms } from '@bp/api-contract';
import { SellerOps, signInForToken } from './support/cart';
import { holdAnOrder } from './support/orders';
import { acmeOrigin } from './support/portal';

// Paying and late payment on the order page (spec 03 §4 Order fulfillment, Late payment)
// in a real Chromium against the real API as buyer@demo.test of Acme (PayPal through the embedded
// approval page; a 48 h grace period, 1 % reservation fee per 24 hours, 10 % cancellation fee).
// Orders are held through the API on Hong Kong items past the ones orders.spec.ts takes; the
// seller moves a grace period end through /ops.

test.describe.configure({ mode: 'serial', timeout: 120_000 });

const origin = acmeOrigin;
const WAREHOUSE = 'HKG';
const PHONE = { width: 390, height: 844 };
/** A full page load signs in again and loads the orders chunk: on a loaded 2-core machine that took 16 s (an upper bound, not a wait). */
const PAGE_LOAD = { timeout: 60_000 };

async function buyerGet<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const response = await request.get(`${origin}/px-api-gateway/${path}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as T;
}

async function expectNoSidewaysScroll(page: Page, what: string): Promise<void> {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${what} is ${width} px wide`).toBeLessThanOrEqual(PHONE.width);
}

test('a held PayPal order is released from the order page, paid in PayPal’s window, and the release confirmation says PayPal accepted it', async ({
  page,
  request,
}) => {
  const token = await signInForToken(page, origin, 'buyer@demo.test');
  const { orderNumber } = await holdAnOrder(request, origin, token, {
    warehouse: WAREHOUSE,
    first: 5,
    count: 1,
    paymentMethodCode: 'INTEGRATED_PAYPAL',
    keyPrefix: 'e2e-orders-payment',
  });
  expect((await buyerGet<OrderDetail>(request, token, `sales-order/${orderNumber}`)).salesOrder).toMatchObject({
    fulfillmentStatus: 'ON_HOLD',
    paymentStatus: 'AWAITING_PAYMENT',
  });

  await page.goto(`${origin}/orders/${orderNumber}`);
  await expect(page.getByRole('heading', { level: 1, name: `Order # ${orderNumber}` })).toBeVisible(PAGE_LOAD);
  const payAndShip = page.getByRole('button', { name: 'Pay And Ship Now' });
  await expect(payAndShip).toBeEnabled();
  const popupOpened = page.waitForEvent('popup');
  await payAndShip.click();
  const popup = await popupOpened;
  await expect(popup.getByRole('heading', { name: 'Pay with PayPal' })).toBeVisible();
  expect(popup.viewportSize()).toEqual({ width: 600, height: 700 });
  await expect(popup.getByText(orderNumber)).toBeVisible();
  await popup.getByRole('button', { name: 'Approve' }).click();

  await expect(page).toHaveURL(`${origin}/orders/${orderNumber}/order-release-confirmation`);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
  await expect(page.getByText('Payment accepted by PayPal')).toBeVisible();
  await expect(page.getByText('Your order is being processed.')).toBeVisible();
  const paid = (await buyerGet<OrderDetail>(request, token, `sales-order/${orderNumber}`)).salesOrder;
  expect(paid.paymentStatus).toBe('PAID');
  expect(paid.fulfillmentStatus).not.toBe('ON_HOLD');

  await page.getByRole('button', { name: 'Go to Orders' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: PHONE });

  test('an order past its grace period shows the late-payment snackbar and the terms, and the buyer accepts the fees', async ({ page, request }) => {
    const token = await signInForToken(page, origin, 'buyer@demo.test');
    const { orderNumber } = await holdAnOrder(request, origin, token, { warehouse: WAREHOUSE, first: 6, count: 1, keyPrefix: 'e2e-orders-payment' });
    const seller = new SellerOps(request, origin);
    const ended = new Date(Date.now() - 2 * 24 * 3_600_000);
    await seller.post(`orders/${orderNumber}/grace-period-end`, { gracePeriodEnd: ended.toISOString() });
    const terms = await buyerGet<RacTerms>(request, token, `sales-order/${orderNumber}/rac-terms`);
    const deadlineText = terms.useCurrentAccountTextForPayment
      ? 'Account must be current and the order moved into fulfillment by'
      : 'Payment must be received by';

    await page.goto(`${origin}/orders/${orderNumber}`);
    await expect(page.getByRole('heading', { level: 1, name: `Order # ${orderNumber}` })).toBeVisible(PAGE_LOAD);
    const snackbar = page.getByRole('status').filter({ hasText: deadlineText });
    // The browser's zone is the machine's; the date is MM/dd/yyyy hh:mm a.
    await expect(snackbar).toContainText(new RegExp(`${deadlineText} \\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2} [AP]M`));
    const section = page.getByRole('heading', { name: 'Late Payment Policy' });
    await expect(section).toBeVisible();
    const table = page.getByRole('table', { name: 'Reservation and Cancellation Terms' });
    await expect(table.getByRole('row', { name: /Reservation fee/ })).toContainText(`${terms.reservationFeePercent.toFixed(1)}%`);
    await expect(table.getByRole('row', { name: /Reservation fee/ })).toContainText('per 24 HRS');
    await expect(table.getByRole('row', { name: /Cancellation fee/ })).toContainText(`${terms.cancellationFeePercent.toFixed(1)}%`);
    await expect(page.getByText(`Reservation fee: ${terms.reservationFeePercent.toFixed(2)}% per 24 HRS`)).toBeVisible();
    await expectNoSidewaysScroll(page, 'the order page with the late-payment section');

    await snackbar.getByRole('button', { name: 'EXTEND TIME ON THIS ORDER' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reservation and Cancellation Terms' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Accept Fees' }).click();

    await expect(page.getByText(/^Reservation and Cancellation Fees Accepted: [A-Z][a-z]{2} \d{2}, \d{4}$/)).toBeVisible();
    await expect(page.getByText(deadlineText)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'EXTEND TIME ON THIS ORDER' })).toHaveCount(0);
    const agreed = (await buyerGet<OrderDetail>(request, token, `sales-order/${orderNumber}`)).salesOrder;
    expect(agreed.racFeeAgreed).toBe(true);
  });
});
