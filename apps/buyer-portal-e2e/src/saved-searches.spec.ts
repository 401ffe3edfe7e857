import type { SavedSearch, StockItem } from '@bp/api-contract';
import { expect, test, type APIRequestContext, type Page } from './support/test';
import { BuyerApi, SellerOps, signInForToken } from './support/cart';
import { acmeOrigin, type DevMail } from './support/portal';
import { tapTargetsOf } from './support/tap-targets';

// Saved searches that watch the market, in a real Chromium against the real API: the buyer saves
// a search of an item that is out of stock with a new-stock alert; the seller brings it back
// through /ops and the jobs run; the bell and the dev mailbox tell of it once, and a second
// return the same day tells nothing new. The buyer's saved searches are removed before and after
// (other specs of the worker use the same buyer).

test.describe.configure({ timeout: 120_000 });

const origin = acmeOrigin;
const BUYER = 'buyer@demo.test';
const WAREHOUSE = 'DAL';
const PHONE = { width: 390, height: 844 };

class SavedSearches {
  constructor(
    private readonly request: APIRequestContext,
    private readonly token: string,
  ) {}

  private get headers() {
    return { Authorization: `Bearer ${this.token}` };
  }

  async list(): Promise<SavedSearch[]> {
    const response = await this.request.get(`${origin}/px-api-gateway/stocklist/saved-searches`, { headers: this.headers });
    expect(response.ok(), await response.text()).toBe(true);
    return ((await response.json()) as { savedSearches: SavedSearch[] }).savedSearches;
  }

  async clear(): Promise<void> {
    for (const search of await this.list()) {
      const response = await this.request.delete(`${origin}/px-api-gateway/stocklist/saved-searches/${search.id}`, { headers: this.headers });
      expect(response.status()).toBe(204);
    }
    await this.request.post(`${origin}/px-api-gateway/notification/saved-search-alerts/read`, { headers: this.headers, data: {} });
  }
}

const alertMails = async (request: APIRequestContext, item: StockItem) =>
  ((await (await request.get(`${origin}/dev/mailbox?to=${encodeURIComponent(BUYER)}`)).json()) as DevMail[]).filter(
    (mail) => mail.subject.includes('saved search') && mail.text.includes(item.skuDescription) && mail.text.includes(item.warehouse),
  );

async function setUp(page: Page, request: APIRequestContext) {
  const token = await signInForToken(page, origin, BUYER);
  const searches = new SavedSearches(request, token);
  await searches.clear();
  const [item] = await new BuyerApi(request, origin, token).inStockItems(WAREHOUSE, 1);
  const seller = new SellerOps(request, origin);
  const setQuantity = async (quantityAvailable: number) => {
    await seller.post('stock/updates', [{ itemNumber: item.itemNumber, warehouse: item.warehouse, quantityAvailable }]);
    await seller.runJobs();
  };
  await setQuantity(0);
  /** Leaves the item and the buyer as the demo data had them, for the worker's next spec. */
  const restore = async () => {
    await searches.clear();
    await setQuantity(item.quantityAvailable);
  };
  return { item, searches, setQuantity, restore };
}

async function saveSearchOf(page: Page, item: StockItem, name: string) {
  await page.goto(`${origin}/stock?warehouse=${item.warehouse}&includeOutOfStock=false&search=${encodeURIComponent(item.itemNumber)}`);
  await page.getByRole('button', { name: 'Save this search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save this search' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Alert me when new stock matches').check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Search saved')).toBeVisible();
}

test('a saved search alerts once when new stock matches it: the bell and one e-mail', async ({ page, request }) => {
  const { item, searches, setQuantity, restore } = await setUp(page, request);
  const mailsBefore = (await alertMails(request, item)).length;
  const name = `Back in stock ${item.itemNumber}`;
  await saveSearchOf(page, item, name);
  expect((await searches.list()).map((search) => [search.name, search.alertNewStock])).toEqual([[name, true]]);

  await page.getByRole('button', { name: 'Saved searches', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: 'Saved searches' });
  await expect(drawer.getByText(name)).toBeVisible();
  await page.keyboard.press('Escape');

  await setQuantity(5);
  await page.reload();
  const bell = page.getByRole('button', { name: /^Alerts, 1 unread$/ });
  await expect(bell).toBeVisible();
  await bell.click();
  const alert = page.getByRole('link', { name: new RegExp(item.skuDescription.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).first();
  await expect(alert).toBeVisible();
  await expect(page.getByText('New stock').first()).toBeVisible();
  await expect.poll(async () => (await alertMails(request, item)).length).toBe(mailsBefore + 1);

  // Out and back in again the same day: nothing new, in the bell or the mailbox.
  await setQuantity(0);
  await setQuantity(7);
  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Alerts', exact: true })).toBeVisible();
  expect((await alertMails(request, item)).length).toBe(mailsBefore + 1);

  // Running it opens the stock list on its search.
  await page.getByRole('button', { name: 'Saved searches', exact: true }).click();
  await page.getByRole('dialog', { name: 'Saved searches' }).getByRole('button', { name: /Run/ }).first().click();
  await expect(page).toHaveURL(new RegExp(`search=${item.itemNumber}`));
  await restore();
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: PHONE });

  test('save, the drawer and the bell work with 40 px controls and no sideways scroll', async ({ page, request }) => {
    const { item, setQuantity, restore } = await setUp(page, request);
    await saveSearchOf(page, item, `Phone ${item.itemNumber}`);
    await setQuantity(3);
    await page.reload();
    await page.getByRole('button', { name: /^Alerts, 1 unread$/ }).click();
    await expect(page.getByText('New stock').first()).toBeVisible();
    expect((await tapTargetsOf(page)).small).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Saved searches', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Saved searches' }).getByText(`Phone ${item.itemNumber}`)).toBeVisible();
    expect((await tapTargetsOf(page)).small).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await restore();
  });
});
