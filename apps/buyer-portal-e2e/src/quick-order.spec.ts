import * as XLSX from 'xlsx';
import type { SalesOrder } from '@bp/api-contract';
import { expect, test, type Page } from './support/test';
import { BuyerApi } from './support/cart';
import { demoOrder } from './support/demo-orders';
import { XLSX_MIME } from './support/offers';
import { acmeOrigin } from './support/portal';

// Ordering by list in a real Chromium against the real API: a pasted list of 20 lines (2 unknown,
// 1 ambiguous) matched to the stock list, the 17 matched lines put in the cart in one action, the
// ambiguous one added once the buyer picks its item; "Buy these again" on an order fills the page
// with that order's lines; an Excel list uploaded, read by the API and matched. The cart is emptied
// before and after (other specs of the worker fill their own).

test.describe.configure({ timeout: 120_000 });

const origin = acmeOrigin;
const PHONE = { width: 390, height: 844 };
const WAREHOUSE = 'DAL';

/** A buyer's list as an .xlsx: a header row, then one row per item. */
function listSheet(rows: ReadonlyArray<ReadonlyArray<string | number>>): Buffer {
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet([['Item', 'Warehouse', 'Quantity'], ...rows.map((row) => [...row])]), 'List');
  return XLSX.write(workbook, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

/** Upload a list, through the file chooser its button opens. */
async function uploadList(page: Page, name: string, buffer: Buffer): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload a list' }).click();
  await (await chooser).setFiles({ name, mimeType: XLSX_MIME, buffer });
}

test('20 pasted lines: 17 go to the cart in one action, the unknown ones are named, the ambiguous one once an item is chosen', async ({ page, request }) => {
  const { token } = await demoOrder(page, request);
  const buyer = new BuyerApi(request, origin, token);
  await buyer.clearCart();
  const items = await buyer.inStockItems(WAREHOUSE, 17);
  const model = items[0].attributes['model'];
  const lines = [
    ...items.map((item, index) => `${item.itemNumber} ${WAREHOUSE} ${item.incrementSize * (1 + (index % 3))}`),
    'NO-SUCH-PHONE-1 4',
    'NO-SUCH-PHONE-2 6',
    `${model} 2`,
  ];

  await page.goto(`${origin}/cart`);
  await page.getByRole('link', { name: 'Quick order' }).click();
  await expect(page).toHaveURL(/\/quick-order$/);
  await page.getByRole('textbox', { name: 'Paste lines' }).fill(lines.join('\n'));
  await page.getByRole('button', { name: 'Match' }).click();
  const results = page.getByRole('region', { name: 'Matched lines' });
  await expect(results.getByRole('status')).toHaveText('17 of 20 lines ready');
  for (const line of [18, 19]) await expect(results.getByLabel(`Line ${line}`, { exact: true })).toContainText('Not found');
  await expect(results.getByLabel('Line 20', { exact: true })).toContainText('Choose one');

  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('17 lines added to the cart')).toBeVisible();
  await expect.poll(async () => (await buyer.entries()).length).toBe(17);
  const quantities = new Map((await buyer.entries()).map((entry) => [entry.itemNumberWarehouse, entry.stocklistOffer.offerQuantity]));
  items.forEach((item, index) => expect(quantities.get(item.itemNumberWarehouse)).toBe(item.incrementSize * (1 + (index % 3))));

  // The ambiguous line: one of its candidates, then added alone.
  const ambiguous = results.getByLabel('Line 20', { exact: true });
  await ambiguous.getByRole('radio').first().check();
  await expect(results.getByRole('status')).toContainText('of 20 lines ready');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect.poll(async () => (await buyer.entries()).length).toBeGreaterThanOrEqual(17);
  await expect(ambiguous).toContainText('Added to the cart');
  await buyer.clearCart();
});

test('an uploaded Excel list of 5 lines: read by the API, matched at once, the 5 lines put in the cart in one action', async ({ page, request }) => {
  const { token } = await demoOrder(page, request);
  const buyer = new BuyerApi(request, origin, token);
  await buyer.clearCart();
  const items = await buyer.inStockItems(WAREHOUSE, 5);

  await page.goto(`${origin}/quick-order`);
  await uploadList(page, 'my list.xlsx', listSheet(items.map((item) => [item.itemNumber, WAREHOUSE, item.incrementSize * 2])));

  await expect(page.getByText('5 lines read from my list.xlsx')).toBeVisible();
  const results = page.getByRole('region', { name: 'Matched lines' });
  await expect(results.getByRole('status')).toHaveText('5 of 5 lines ready');
  await expect(page.getByRole('textbox', { name: 'Paste lines' })).toHaveValue(
    items.map((item) => `${item.itemNumber} ${WAREHOUSE} ${item.incrementSize * 2}`).join('\n'),
  );
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('5 lines added to the cart')).toBeVisible();
  await expect.poll(async () => (await buyer.entries()).length).toBe(5);
  const quantities = new Map((await buyer.entries()).map((entry) => [entry.itemNumberWarehouse, entry.stocklistOffer.offerQuantity]));
  for (const item of items) expect(quantities.get(item.itemNumberWarehouse)).toBe(item.incrementSize * 2);
  await buyer.clearCart();
});

test('"Buy these again" on an order fills quick order with its lines and matches them', async ({ page, request }) => {
  const past = await demoOrder(page, request, 20);
  const detail = await request.get(`${origin}/px-api-gateway/sales-order/${past.orderNumber}`, { headers: { Authorization: `Bearer ${past.token}` } });
  const order = ((await detail.json()) as { salesOrder: SalesOrder }).salesOrder;

  await page.goto(`${origin}/orders/${past.orderNumber}`);
  await page.getByRole('button', { name: 'Buy these again' }).click();
  await expect(page).toHaveURL(new RegExp(`/quick-order\\?order=${past.orderNumber}$`));
  const pasted = page.getByRole('textbox', { name: 'Paste lines' });
  for (const item of order.items) await expect(pasted).toHaveValue(new RegExp(`${item.itemNumberWarehouse}\\s+${item.orderedQuantity}`));
  await expect(page.getByRole('region', { name: 'Matched lines' }).getByRole('status')).toHaveText(
    `${order.items.length} of ${order.items.length} lines ready`,
  );
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: PHONE });

  test('matched lines are cards with 40 px controls, and the page does not scroll sideways', async ({ page, request }) => {
    const { token } = await demoOrder(page, request);
    const items = await new BuyerApi(request, origin, token).inStockItems(WAREHOUSE, 2);
    await page.goto(`${origin}/quick-order`);
    await page
      .getByRole('textbox', { name: 'Paste lines' })
      .fill([...items.map((item) => `${item.itemNumberWarehouse} ${item.incrementSize}`), 'NO-SUCH-PHONE 1'].join('\n'));
    await page.getByRole('button', { name: 'Match' }).click();
    const results = page.getByRole('region', { name: 'Matched lines' });
    await expect(results.getByRole('status')).toHaveText('2 of 3 lines ready');
    await expect(results.getByRole('listitem')).toHaveCount(3);
    const quantity = results.getByRole('spinbutton', { name: 'Quantity, line 1' }).or(results.getByRole('textbox', { name: 'Quantity, line 1' }));
    expect((await quantity.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(40);
    expect((await page.getByRole('button', { name: 'Upload a list' }).boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(40);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  });

  test('"Buy these again" on an order fills quick order, and its lines go to the cart', async ({ page, request }) => {
    const past = await demoOrder(page, request, 20);
    const buyer = new BuyerApi(request, origin, past.token);
    await buyer.clearCart();
    await page.goto(`${origin}/orders/${past.orderNumber}`);
    const again = page.getByRole('button', { name: 'Buy these again' });
    expect((await again.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(40);
    await again.click();
    const status = page.getByRole('region', { name: 'Matched lines' }).getByRole('status');
    await expect(status).toHaveText(/^(\d+) of \1 lines ready$/);
    const ready = Number((await status.textContent())?.split(' ')[0]);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect.poll(async () => (await buyer.entries()).length).toBe(ready);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await buyer.clearCart();
  });
});
