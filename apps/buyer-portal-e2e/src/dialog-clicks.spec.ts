import { expect, test, type Locator, type Page, type Request } from './support/test';
import { acmeOrigin, signIn } from './support/portal';
import { inStockItems, removeEntries } from './support/offers';
import { holdAnOrder } from './support/orders';
import { expandedItemRow, idTokenOf } from './support/stocklist';

// A buyer's first tap on a dialog's button counts, even while the dialog is still appearing.
// With motion on, antd zoomed a dialog in from the click that opened it: a button pressed where it
// showed moved away before the press ended, the press and the release fell on different elements,
// and the browser sent the click to neither. The journeys otherwise run with reduced motion.
test.use({ reducedMotion: 'no-preference' });

/** How long a finger or mouse button stays down in one tap. */
const PRESS_MS = 80;
const buyer = 'buyer@demo.test';
/** Items no other journey takes: Dallas past the phone's and checkout's, Reno past checkout's. */
const BUY_WAREHOUSE = 'DAL';
const ORDER_WAREHOUSE = 'RNO';
const TAPS = 3;

/** Presses the button where it shows as soon as it shows, and lets go a moment later, as a buyer does. */
async function tapWhereShown(page: Page, button: Locator): Promise<void> {
  // Waits frame by frame: expect's retries would wait out the dialog's first 100 ms.
  await button.waitFor();
  const box = await button.boundingBox();
  if (!box) throw new Error(`${button} has no box`);
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2, { delay: PRESS_MS });
}

/** The requests of the page that `matches` picks, as they are sent. */
function requestsOf(page: Page, matches: (request: Request) => boolean): Request[] {
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (matches(request)) sent.push(request);
  });
  return sent;
}

test.describe('a dialog still appearing takes the first tap', () => {
  test.describe.configure({ timeout: 180_000 });

  test("'Buy at list price' → Add to cart sends the buy", async ({ page, request }) => {
    await signIn(page, acmeOrigin, buyer);
    await expect(page.getByRole('heading', { level: 1, name: 'Stock List' })).toBeVisible();
    const token = await idTokenOf(page);
    const items = (await inStockItems(request, acmeOrigin, token, BUY_WAREHOUSE, 16)).slice(16 - TAPS);
    const keys = items.map((item) => item.itemNumberWarehouse);
    await removeEntries(request, acmeOrigin, token, keys);
    const buys = requestsOf(page, (sent) => sent.method() === 'POST' && /\/px-api-gateway\/(stocklist|pxnr)\/offer$/.test(sent.url()));

    for (const [index, item] of items.entries()) {
      await page.goto(`${acmeOrigin}/stock?warehouse=${BUY_WAREHOUSE}&search=${encodeURIComponent(item.itemNumber)}`);
      const row = await expandedItemRow(page, item.itemNumber);
      await row.getByRole('button', { name: /^Buy / }).click();
      const dialog = page.getByRole('dialog', { name: 'Buy at list price' });
      await tapWhereShown(page, dialog.getByRole('button', { name: 'Add to cart' }));
      await expect.poll(() => buys.length, `tap ${index + 1}: Add to cart sent the buy`).toBe(index + 1);
      await expect(dialog).toBeHidden();
    }
    await removeEntries(request, acmeOrigin, token, keys);
  });

  test("'Cancel this order?' → Cancel Order sends the cancel", async ({ page, request }) => {
    await signIn(page, acmeOrigin, buyer);
    await expect(page.getByRole('heading', { level: 1, name: 'Stock List' })).toBeVisible();
    const token = await idTokenOf(page);
    const cancels = requestsOf(page, (sent) => sent.method() === 'POST' && /\/sales-order\/[^/]+\/cancel$/.test(sent.url()));

    for (let tap = 1; tap <= TAPS; tap += 1) {
      // Each canceled order gives its stock back, so the next one can hold the same item.
      const { orderNumber } = await holdAnOrder(request, acmeOrigin, token, {
        warehouse: ORDER_WAREHOUSE,
        first: 5,
        count: 1,
        keyPrefix: `e2e-dialog-clicks-${tap}`,
      });
      await page.goto(`${acmeOrigin}/orders/${orderNumber}`);
      await expect(page.getByRole('heading', { level: 1, name: `Order # ${orderNumber}` })).toBeVisible();
      await page.getByRole('button', { name: 'Cancel Order' }).click();
      const dialog = page.getByRole('dialog', { name: 'Cancel this order?' });
      await tapWhereShown(page, dialog.getByRole('button', { name: 'Cancel Order' }));
      await expect.poll(() => cancels.length, `tap ${tap}: Cancel Order sent the cancel`).toBe(tap);
      await expect(page).toHaveURL(`${acmeOrigin}/orders`);
    }
  });
});
