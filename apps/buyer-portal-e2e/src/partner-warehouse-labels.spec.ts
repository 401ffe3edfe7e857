import { expect, test, type APIRequestContext, type Page } from './support/test';
import type { StockItem, StockQueryResult } from '@bp/api-contract';
import { BuyerApi, openCart, signInForToken } from './support/cart';
import { acmeOrigin } from './support/portal';

// A partner seller's warehouse is named as the stock list names it (its participant's
// warehouseLabels, spec 01 §3) wherever the buyer meets it, in a real Chromium against the real API:
// buyer@demo.test at Acme puts an item of Global Mobile Traders' London warehouse (code GMT-LON,
// label 'London (GMT)') and one of Acme's Miami in the cart, checks out London, places the order
// and finds it in the orders. The code never shows.

test.describe.configure({ timeout: 120_000 });

const origin = acmeOrigin;
const PARTNER = 'GMT-001';
const CODE = 'GMT-LON';
const LABEL = 'London (GMT)';

/** An in-stock item of the partner's London warehouse with plenty left (the stock list counts stay as they are). */
async function partnerItem(request: APIRequestContext, token: string): Promise<StockItem> {
  const headers = { Authorization: `Bearer ${token}`, 'pxns-participant-id': PARTNER };
  const response = await request.get(`${origin}/px-api-gateway/stocklist/query?warehouse=${CODE}&includeOutOfStock=false&pageSize=24`, { headers });
  expect(response.ok(), await response.text()).toBe(true);
  const items = ((await response.json()) as StockQueryResult).groups.flatMap((group) => group.items);
  const item = items.find((candidate) => candidate.warehouse === CODE && candidate.quantityAvailable >= candidate.incrementSize * 20);
  if (!item) throw new Error(`no well-stocked item in ${CODE}`);
  return item;
}

/** Buys one increment of a partner item at its list price (pxnr/offer with the seller's header). */
async function buyPartnerItem(request: APIRequestContext, token: string, item: StockItem): Promise<void> {
  const response = await request.post(`${origin}/px-api-gateway/pxnr/offer`, {
    headers: { Authorization: `Bearer ${token}`, 'pxns-participant-id': PARTNER },
    data: { itemNumberWarehouse: item.itemNumberWarehouse, offerQuantity: item.incrementSize, offerPrice: item.listPrice },
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
}

const main = (page: Page) => page.getByRole('main');
const row = (page: Page, name: string) => page.getByRole('region', { name });

test("a partner warehouse is 'London (GMT)' in the cart, its Checkout button, the checkout, and the order list", async ({ page, request }) => {
  const token = await signInForToken(page, origin, 'buyer@demo.test');
  const buyer = new BuyerApi(request, origin, token);
  await buyer.clearCart();
  const [miami] = await buyer.inStockItems('MIA', 1);
  await buyer.offer(miami, miami.incrementSize, miami.listPrice);
  await buyPartnerItem(request, token, await partnerItem(request, token));

  // The cart: one group per warehouse, each named by its label (the partner's by its own settings).
  await openCart(page, origin, 0);
  await expect(main(page).getByRole('heading', { level: 2, name: `${LABEL} (1)` })).toBeVisible();
  await expect(main(page).getByRole('heading', { level: 2, name: 'Miami (1)' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Warehouses' }).getByRole('link', { name: `${LABEL} (1)` })).toBeVisible();
  await expect(main(page)).not.toContainText(CODE);

  await page.getByRole('checkbox', { name: `Select all ${LABEL}` }).check();
  await page.getByRole('button', { name: `Checkout ${LABEL}` }).click();

  // The checkout of that warehouse: its label in the route and under the title.
  await expect(page).toHaveURL(new RegExp(`/checkout/${encodeURIComponent(LABEL).replace(/[()]/g, '\\$&')}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(main(page).getByText(LABEL, { exact: true })).toBeVisible();
  await expect(main(page)).not.toContainText(CODE);

  // The partner's own shipping and payment methods; Place Order (its single-button flow) holds it.
  const shipping = row(page, 'Shipping Method');
  await shipping.getByRole('button', { name: 'Edit Shipping Method' }).click();
  await shipping.getByRole('radio', { name: 'GMT Express (DHL)' }).check();
  await shipping.getByRole('button', { name: 'DONE' }).click();
  await page.getByRole('radiogroup', { name: 'Insurance' }).getByRole('radio', { name: 'NO' }).check();
  const payment = row(page, 'Payment Method');
  await payment.getByRole('button', { name: 'Edit Payment Method' }).click();
  await payment.getByRole('radio', { name: /Wire Transfer/ }).check();
  await payment.getByRole('button', { name: 'DONE' }).click();
  await page.getByRole('complementary', { name: 'Order summary' }).getByRole('button', { name: 'Place Order' }).click();

  await expect(page).toHaveURL(/\/checkout\/order-release-confirmation/);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank You for your order' })).toBeVisible();
  const orderNumber = ((await page.getByRole('link', { name: /^View order / }).innerText()).match(/\d+/) ?? [''])[0];
  await expect(main(page)).not.toContainText(CODE);

  // The order page, then the order list: the order's warehouse is the label.
  await page.getByRole('link', { name: `View order ${orderNumber}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(`Order # ${orderNumber}`) })).toBeVisible();
  await expect(main(page)).not.toContainText(CODE);
  await page.goto(`${origin}/orders`);
  const orderRow = main(page)
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: orderNumber, exact: true }) });
  await expect(orderRow.getByRole('cell', { name: LABEL, exact: true })).toBeVisible();

  await buyer.clearCart();
});
