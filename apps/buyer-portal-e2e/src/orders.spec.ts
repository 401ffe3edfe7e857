import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from './support/test';
import { SellerOps, signInForToken } from './support/cart';
import { holdAnOrder, orderOf, type HeldOrder } from './support/orders';
import { acmeOrigin } from './support/portal';

// Spec 03 §2 Orders list and Order detail: in a real Chromium against the real
// API as buyer@demo.test of Acme. The order is held through the API on Hong Kong's stock (the other
// specs use Miami, Dallas, Reno and Amsterdam); the seller ships and invoices it through /ops.
// The late-payment section and PayPal's payment window of this page: orders-payment.spec.ts.

test.describe.configure({ mode: 'serial', timeout: 120_000 });

const origin = acmeOrigin;
const WAREHOUSE = 'HKG';
const PHONE = { width: 390, height: 844 };

async function expectNoSidewaysScroll(page: Page, what: string): Promise<void> {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${what} is ${width} px wide`).toBeLessThanOrEqual(PHONE.width);
}

let held: HeldOrder;

/**
 * Every control in `scope` is a phone's tap target: at least 40 px tall, and at least 8 px from
 * each other one (side by side or stacked).
 */
async function expectTapTargets(scope: Locator, what: string): Promise<void> {
  const boxes = await scope.getByRole('button').evaluateAll((buttons) =>
    buttons.map((button) => {
      const { top, bottom, left, right, height } = button.getBoundingClientRect();
      return { name: button.textContent ?? '', top, bottom, left, right, height };
    }),
  );
  expect(boxes.length, `${what} has buttons`).toBeGreaterThan(0);
  for (const box of boxes) expect(box.height, `${what}: ${box.name} is ${box.height} px tall`).toBeGreaterThanOrEqual(40);
  for (const [index, a] of boxes.entries()) {
    for (const b of boxes.slice(index + 1)) {
      const gap = Math.max(b.left - a.right, a.left - b.right, b.top - a.bottom, a.top - b.bottom);
      expect(gap, `${what}: ${a.name} and ${b.name} are ${gap} px apart`).toBeGreaterThanOrEqual(8);
    }
  }
}

/** Opens the row's quantity field, types the value and clicks Done. */
async function setQuantity(page: Page, itemNumber: string, value: number): Promise<void> {
  await page.getByRole('button', { name: `Edit ${itemNumber}` }).click();
  await page.getByRole('textbox', { name: `Quantity of ${itemNumber}` }).fill(String(value));
  await page.getByRole('button', { name: 'Done' }).click();
}

test('finds a held order in /orders by search, edits and saves it, a stale save in a second tab keeps its change, the buyer releases it, and the invoice PDF downloads once the seller ships and invoices it', async ({
  page,
  request,
}) => {
  const token = await signInForToken(page, origin, 'buyer@demo.test');
  held = await holdAnOrder(request, origin, token, { warehouse: WAREHOUSE, count: 3, keyPrefix: 'e2e-orders' });

  await page.getByRole('link', { name: 'Orders' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search orders' }).fill(held.orderNumber);
  await expect(page).toHaveURL(new RegExp(`[?&]search=${held.orderNumber}$`));
  const orders = page.getByRole('table', { name: 'Orders' });
  await expect(orders.getByRole('row')).toHaveCount(2);
  const row = orders.getByRole('row').filter({ hasText: held.orderNumber });
  await expect(row).toContainText('Hong Kong');
  await row.getByText('Hong Kong').click();

  await expect(page).toHaveURL(`${origin}/orders/${held.orderNumber}`);
  await expect(page.getByRole('heading', { level: 1, name: `Order # ${held.orderNumber}` })).toBeVisible();
  const [first, second, third] = held.items;
  await expect(page.getByRole('table', { name: 'Order items' })).toContainText(first.itemNumber);
  await expect(page.getByRole('group', { name: 'Fulfillment status' })).toContainText('On Hold');

  // A second tab opens the same order before the first one saves.
  const secondTab = await page.context().newPage();
  await secondTab.goto(`${origin}/orders/${held.orderNumber}`);
  await expect(secondTab.getByRole('table', { name: 'Order items' })).toContainText(third.itemNumber);

  // Two quantity changes, each after a bad value's message, and a removed line.
  await setQuantity(page, first.itemNumber, 100_000_000);
  await expect(page.getByRole('alert')).toHaveText('Not enough quantity');
  await page.getByRole('textbox', { name: `Quantity of ${first.itemNumber}` }).fill(String(first.incrementSize * 2));
  await page.getByRole('button', { name: 'Done' }).click();
  await setQuantity(page, second.itemNumber, 0);
  await expect(page.getByRole('alert')).toHaveText('Invalid quantity');
  await page.getByRole('textbox', { name: `Quantity of ${second.itemNumber}` }).fill(String(second.incrementSize * 3));
  await page.getByRole('button', { name: 'Done' }).click();
  await page.getByRole('button', { name: `Remove ${third.itemNumber}` }).click();
  const bar = page.getByRole('region', { name: '3 unsaved changes' });

  // The back button asks first; staying keeps the order page and its changes.
  const asked: string[] = [];
  page.once('dialog', (dialog) => {
    asked.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goBack();
  await expect.poll(() => asked).toEqual(['You have 3 unsaved changes. OK to forget these changes and leave the page?']);
  await expect(page).toHaveURL(`${origin}/orders/${held.orderNumber}`);
  await expect(bar).toBeVisible();

  await bar.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('3 changes saved')).toBeVisible();
  await expect(page.getByRole('region', { name: /unsaved changes/ })).toHaveCount(0);
  const saved = (await orderOf(request, origin, token, held.orderNumber)).salesOrder;
  expect(saved.items.filter((line) => line.orderedQuantity > 0).map((line) => [line.itemNumber, line.orderedQuantity])).toEqual(
    expect.arrayContaining([
      [first.itemNumber, first.incrementSize * 2],
      [second.itemNumber, second.incrementSize * 3],
    ]),
  );
  expect(saved.items.some((line) => line.itemNumber === third.itemNumber && line.orderedQuantity > 0)).toBe(false);

  // The second tab still holds the old version: its save is refused and its change stays pending.
  await setQuantity(secondTab, first.itemNumber, first.incrementSize * 3);
  await secondTab.getByRole('button', { name: 'Save' }).click();
  await expect(
    secondTab.getByText('Your order was recently updated and your changes are not up to date. Please review your changes and try again.'),
  ).toBeVisible();
  const staleBar = secondTab.getByRole('region', { name: '1 unsaved changes' });
  await expect(staleBar).toBeVisible();
  await staleBar.getByRole('button', { name: 'Cancel' }).click();
  await expect(secondTab.getByText('1 changes canceled')).toBeVisible();
  await expect(secondTab.getByRole('table', { name: 'Order items' }).getByRole('row').filter({ hasText: second.itemNumber })).toContainText(
    String(second.incrementSize * 3),
  );
  await secondTab.close();

  // The buyer releases it: saved with the tenant's release status, then the confirmation.
  await page.getByRole('button', { name: 'Pay And Ship Now' }).click();
  await expect(page).toHaveURL(`${origin}/orders/${held.orderNumber}/order-release-confirmation`);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
  expect((await orderOf(request, origin, token, held.orderNumber)).salesOrder.fulfillmentStatus).not.toBe('ON_HOLD');
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: `Order # ${held.orderNumber}` })).toBeVisible();

  const seller = new SellerOps(request, origin);
  await seller.post(`orders/${held.orderNumber}/ship`, { trackingNumbers: ['1ZE2E0RDERS01'] });
  const { invoiceNumber } = await seller.post<{ invoiceNumber: string }>(`orders/${held.orderNumber}/invoice`);

  await page.reload();
  await expect(page.getByText('Tracking numbers: 1ZE2E0RDERS01')).toBeVisible();
  await page.getByRole('button', { name: 'Export' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: `Invoice ${invoiceNumber}` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const pdf = await readFile(await download.path());
  expect(pdf.subarray(0, 4).toString('latin1')).toBe('%PDF');
});

test('a quantity typed without Done is not lost: Pay And Ship Now asks to finalize it first, then releases the order with it', async ({ page, request }) => {
  const token = await signInForToken(page, origin, 'buyer@demo.test');
  const order = await holdAnOrder(request, origin, token, { warehouse: WAREHOUSE, first: 7, count: 1, keyPrefix: 'e2e-orders-typed' });
  const [item] = order.items;
  const wanted = item.incrementSize * 2;

  await page.goto(`${origin}/orders/${order.orderNumber}`);
  await page.getByRole('button', { name: `Edit ${item.itemNumber}` }).click();
  const field = page.getByRole('textbox', { name: `Quantity of ${item.itemNumber}` });
  await field.fill(String(wanted));
  const release = page.getByRole('button', { name: 'Pay And Ship Now' });
  await expect(release).toBeEnabled();
  await release.click();

  await expect(page.getByText(`Please finalize the following: Quantity of ${item.itemNumber}`)).toBeVisible();
  await expect(field).toHaveValue(String(wanted));
  expect((await orderOf(request, origin, token, order.orderNumber)).salesOrder.fulfillmentStatus).toBe('ON_HOLD');

  await page.getByRole('button', { name: 'Done' }).click();
  await release.click();
  await expect(page).toHaveURL(`${origin}/orders/${order.orderNumber}/order-release-confirmation`);
  const released = (await orderOf(request, origin, token, order.orderNumber)).salesOrder;
  expect(released.fulfillmentStatus).not.toBe('ON_HOLD');
  expect(released.items.map((line) => line.orderedQuantity)).toEqual([wanted]);
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: PHONE });

  test('the orders list shows cards; the order page shows each line as a card (quantity, price, total, 40 px buttons 8 px apart) edited in place; neither page scrolls sideways', async ({
    page,
    request,
  }) => {
    const token = await signInForToken(page, origin, 'buyer@demo.test');
    const order = await holdAnOrder(request, origin, token, { warehouse: WAREHOUSE, first: 8, count: 2, keyPrefix: 'e2e-orders-phone' });
    const [first, second] = (await orderOf(request, origin, token, order.orderNumber)).salesOrder.items;
    await page.goto(`${origin}/orders?search=${order.orderNumber}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    const orderCard = page.getByRole('listitem', { name: order.orderNumber });
    await expect(orderCard).toBeVisible();
    await expectNoSidewaysScroll(page, '/orders');

    await orderCard.getByText('Hong Kong').click();
    await expect(page.getByRole('heading', { level: 1, name: `Order # ${order.orderNumber}` })).toBeVisible();
    const lines = page.getByRole('list', { name: 'Order items' });
    await expect(lines.getByRole('listitem')).toHaveCount(2);
    await expect(page.getByRole('table', { name: 'Order items' })).toHaveCount(0);
    const card = lines.getByRole('listitem', { name: first.itemNumber });
    for (const text of [first.itemDescription, `Ordered${first.orderedQuantity}`, 'Unit price', 'Total']) await expect(card).toContainText(text);
    await expect(lines.getByRole('listitem', { name: second.itemNumber })).toContainText(second.itemDescription);
    await expectTapTargets(card, `${first.itemNumber}'s card`);
    await expectNoSidewaysScroll(page, `/orders/${order.orderNumber}`);

    const wanted = first.incrementSize * 3;
    await card.getByRole('button', { name: `Edit ${first.itemNumber}` }).click();
    await card.getByRole('textbox', { name: `Quantity of ${first.itemNumber}` }).fill(String(wanted));
    await expectTapTargets(card, `${first.itemNumber}'s open card`);
    await expectNoSidewaysScroll(page, `/orders/${order.orderNumber} with an open line`);
    await card.getByRole('button', { name: 'Done' }).click();
    await expect(card).toContainText(`Ordered${wanted}`);
    const bar = page.getByRole('region', { name: '1 unsaved changes' });
    await expectTapTargets(bar, 'the bulk-save bar');
    await bar.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('1 changes saved')).toBeVisible();
    expect(
      (await orderOf(request, origin, token, order.orderNumber)).salesOrder.items.find((line) => line.itemNumber === first.itemNumber)?.orderedQuantity,
    ).toBe(wanted);
  });
});
