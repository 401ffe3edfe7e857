import { expect, test, type APIRequestContext } from './support/test';
import type { Preferences, StockGroup, StockItem } from '@bp/api-contract';
import { BuyerApi, signInForToken } from './support/cart';
import { orderOf } from './support/orders';
import { acmeOrigin, northwindOrigin } from './support/portal';

// Which buttons move an order on (spec 03 §4 Order fulfillment; spec 02 §4 Hold): a network order
// follows its partner's own order flow, and in the single-button flow an order awaiting its
// shipping quote can still be moved on.
//
// Their own stock and orders: Acme's buyer@demo.test (a network reseller) buys from the partner
// Global Mobile Traders' London warehouse (single-button flow, synced by hand); Northwind's
// buyer@demo.test orders from Frankfurt, which no other journey uses. Only this spec's own offers
// go into its orders: the buyers' carts are left alone.

test.describe.configure({ timeout: 120_000 });

const BUYER = 'buyer@demo.test';
const PARTNER = 'GMT-001';
const PARTNER_WAREHOUSE = 'GMT-LON';

async function preferencesOf(request: APIRequestContext, origin: string, token: string): Promise<Preferences> {
  const response = await request.get(`${origin}/px-api-gateway/shipping-billing-preferences/selected`, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as Preferences;
}

/** Holds one increment of a London item of the partner as a network order: its express method, wire transfer. */
async function holdPartnerOrder(request: APIRequestContext, token: string): Promise<string> {
  const headers = { Authorization: `Bearer ${token}`, 'pxns-participant-id': PARTNER };
  const stock = await request.get(`${acmeOrigin}/px-api-gateway/pxnr/stocklist/items`, { headers });
  expect(stock.ok(), await stock.text()).toBe(true);
  const items = ((await stock.json()) as { groups: StockGroup[] }).groups.flatMap((group) => group.items as StockItem[]);
  const item = items.filter((candidate) => candidate.warehouse === PARTNER_WAREHOUSE && candidate.quantityAvailable >= candidate.incrementSize * 4).at(-1);
  if (!item) throw new Error(`no in-stock item in ${PARTNER_WAREHOUSE}`);
  const offer = await request.post(`${acmeOrigin}/px-api-gateway/pxnr/offer`, {
    headers,
    data: { itemNumberWarehouse: item.itemNumberWarehouse, offerQuantity: item.incrementSize, offerPrice: item.listPrice },
  });
  expect(offer.status(), await offer.text()).toBeLessThan(300);
  const { offerId } = (await offer.json()) as { offerId: string };
  const { shippingOption, paymentOption } = await preferencesOf(request, acmeOrigin, token);
  const response = await request.post(`${acmeOrigin}/px-api-gateway/pxnr/cart/${PARTNER_WAREHOUSE}/submit`, {
    headers: { ...headers, 'Idempotency-Key': `e2e-orders-flow-${offerId}` },
    data: {
      offerIds: [offerId],
      readyToRelease: false,
      shippingOption: {
        ...shippingOption,
        shippingOptionDetails: { ...shippingOption.shippingOptionDetails, shippingMethodCode: 'GMT_EXPRESS_SHIPPING', insured: false },
      },
      paymentOption: { ...paymentOption, paymentOptionDetails: { paymentMethodCode: 'WIRE_TRANSFER' } },
      additionalServices: [],
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { phonexOrderNumber: string }).phonexOrderNumber;
}

/** Holds one increment of a Frankfurt item at Northwind with a request for a shipping quote. */
async function holdQuoteOrder(request: APIRequestContext, token: string): Promise<string> {
  const buyer = new BuyerApi(request, northwindOrigin, token);
  const [item] = await buyer.inStockItems('FRA', 1);
  const { offerId } = await buyer.offer(item, item.incrementSize, item.listPrice);
  const { shippingOption, paymentOption } = await preferencesOf(request, northwindOrigin, token);
  const response = await request.post(`${northwindOrigin}/px-api-gateway/stocklist/cart/FRA/submit`, {
    headers: { Authorization: `Bearer ${token}`, 'Idempotency-Key': `e2e-orders-flow-${offerId}` },
    data: {
      offerIds: [offerId],
      readyToRelease: false,
      shippingOption: {
        ...shippingOption,
        shippingOptionDetails: {
          ...shippingOption.shippingOptionDetails,
          shippingMethodCode: 'REQUEST_A_QUOTE',
          insured: null,
          requestAQuoteInfo: { serviceLevel: 'Road', amount: '40' },
        },
      },
      paymentOption,
      additionalServices: [],
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { phonexOrderNumber: string }).phonexOrderNumber;
}

test("a partner's network order follows the partner's single-button flow (Acme has two buttons): one Place Order releases it; the partner syncs its lines by hand", async ({
  page,
  request,
}) => {
  const token = await signInForToken(page, acmeOrigin, BUYER);
  const orderNumber = await holdPartnerOrder(request, token);

  await page.goto(`${acmeOrigin}/orders/${orderNumber}`);
  await expect(page.getByRole('heading', { level: 1, name: `Order # ${orderNumber}` })).toBeVisible();
  const placeOrder = page.getByRole('button', { name: 'Place Order' });
  await expect(placeOrder).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Pay And Ship Now' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Hold Order For Later' })).toHaveCount(0);
  await expect(page.getByRole('table', { name: 'Order items' }).getByRole('button')).toHaveCount(0);

  await placeOrder.click();
  await expect(page).toHaveURL(`${acmeOrigin}/orders/${orderNumber}/order-release-confirmation`);
  expect((await orderOf(request, acmeOrigin, token, orderNumber)).salesOrder.fulfillmentStatus).not.toMatch(/^(ON_HOLD|AWAITING_SHIPPING_QUOTE)$/);
});

test('in the single-button flow an order awaiting its shipping quote still moves on: with another method chosen, Place Order holds it; then Place Order releases it', async ({
  page,
  request,
}) => {
  const token = await signInForToken(page, northwindOrigin, BUYER);
  const orderNumber = await holdQuoteOrder(request, token);
  expect((await orderOf(request, northwindOrigin, token, orderNumber)).salesOrder.fulfillmentStatus).toBe('AWAITING_SHIPPING_QUOTE');

  await page.goto(`${northwindOrigin}/orders/${orderNumber}`);
  await expect(page.getByRole('button', { name: 'Hold Order Until Shipping Quote' })).toBeEnabled();
  const methods = page.getByRole('region', { name: 'Shipping Method' });
  await methods.getByRole('button', { name: 'Edit Shipping Method' }).click();
  await methods.getByRole('radio', { name: 'Standard (DPD)' }).check();
  await methods.getByRole('button', { name: 'DONE' }).click();

  const placeOrder = page.getByRole('button', { name: 'Place Order' });
  await expect(placeOrder).toBeEnabled();
  await placeOrder.click();
  await expect(page).toHaveURL(`${northwindOrigin}/orders`);
  const held = (await orderOf(request, northwindOrigin, token, orderNumber)).salesOrder;
  expect(held.fulfillmentStatus).toBe('ON_HOLD');
  expect(held.shippingOptionDetails.shippingOption.shippingMethodCode).toBe('NW_STANDARD_SHIPPING');

  await page.goto(`${northwindOrigin}/orders/${orderNumber}`);
  await expect(page.getByRole('button', { name: 'Place Order' })).toBeEnabled();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(`${northwindOrigin}/orders/${orderNumber}/order-release-confirmation`);
  expect((await orderOf(request, northwindOrigin, token, orderNumber)).salesOrder.fulfillmentStatus).not.toBe('ON_HOLD');
});
