import { expect, test, type Page } from './support/test';
import { acmeOrigin, signIn } from './support/portal';
import { deleteAlertIfAny, idTokenOf, mailsWithSubject, rowsOfDownload } from './support/stocklist';

// The stock list (/stock) and stock alerts (/stock-alerts) of Acme Devices (spec 01 §2, §8) in a
// real Chromium against the real API and its seeded demo catalogue (a seeded generator: the same
// items on every fresh database). Every test signs in afresh; the alert tests each use their own
// item and remove their alert first, so they do not depend on one another.

const buyer = 'buyer@demo.test';
const limited = 'limited@demo.test';
/** An 'iphone/128'-style search: both terms must match (spec 01 §2 Search). */
const search = 'iphone 13/128';

async function openStock(page: Page, email: string, query = ''): Promise<void> {
  await signIn(page, acmeOrigin, email);
  await expect(page).toHaveURL(/\/stock$/);
  if (query) await page.goto(`${acmeOrigin}/stock${query}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Stock List' })).toBeVisible();
}

const filters = (page: Page) => page.getByRole('complementary', { name: 'Filters' });
const warehouseBox = (page: Page, label: string) => filters(page).getByRole('checkbox', { name: new RegExp(`^${label} \\(\\d+\\)$`) });
const levelValue = (page: Page, level: string, value: string) =>
  filters(page)
    .getByRole('group', { name: new RegExp(`^${level}`) })
    .getByRole('checkbox', { name: new RegExp(`^${value} \\(\\d+\\)$`) });
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search stock' }).or(page.getByRole('textbox', { name: 'Search stock' }));
const cardHeadings = (page: Page) => page.getByRole('main').getByRole('heading', { level: 2 });
const pageLabel = (page: Page) => page.getByRole('navigation', { name: 'Pages' }).getByText(/^Page \d+ of \d+$/);

async function expectFiltered(page: Page, withSearch: boolean): Promise<void> {
  await expect(warehouseBox(page, 'Dallas')).toBeChecked();
  await expect(warehouseBox(page, 'Miami')).not.toBeChecked();
  await expect(levelValue(page, 'Manufacturer', 'Apple')).toBeChecked();
  await expect(searchBox(page)).toHaveValue(withSearch ? search : '');
  // The cards of the last answer stay until the new one is in: wait until none is off the filter.
  await expect
    .poll(async () => {
      const titles = await cardHeadings(page).allTextContents();
      if (titles.length === 0) return ['(no cards)'];
      return titles.filter((title) => !/^Apple /.test(title) || (withSearch && !/iPhone 13.*128GB/.test(title)));
    })
    .toEqual([]);
}

test.describe('stock list', () => {
  test('filters by warehouse and manufacturer, searches, and keeps it all in the URL across reload and back/forward', async ({ page }) => {
    await openStock(page, buyer);
    await expect(cardHeadings(page).first()).toBeVisible();

    // Controlled by the URL: the box turns checked once the URL (and the query) follow, so click
    // and wait rather than check() (which insists on a synchronous change).
    await warehouseBox(page, 'Dallas').click();
    await expect(warehouseBox(page, 'Dallas')).toBeChecked();
    await expect(page).toHaveURL(/[?&]warehouse=DAL(&|$)/);
    await levelValue(page, 'Manufacturer', 'Apple').click();
    await expect(page).toHaveURL(/[?&]manufacturer=Apple(&|$)/);
    await expectFiltered(page, false);

    await searchBox(page).fill(search);
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL(/[?&]search=iphone(\+|%20)13(%2F|\/)128(&|$)/);
    await expect(page).toHaveURL(/[?&]warehouse=DAL(&|$)/);
    await expectFiltered(page, true);
    const searchedTitles = await cardHeadings(page).allTextContents();

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Stock List' })).toBeVisible();
    await expectFiltered(page, true);
    await expect(cardHeadings(page)).toHaveText(searchedTitles);

    await page.goBack();
    await expect(page).not.toHaveURL(/search=/);
    await expect(page).toHaveURL(/[?&]manufacturer=Apple(&|$)/);
    await expectFiltered(page, false);

    await page.goForward();
    await expect(page).toHaveURL(/[?&]search=/);
    await expectFiltered(page, true);
    await expect(cardHeadings(page)).toHaveText(searchedTitles);

    await page.goBack();
    await page.goBack();
    await expect(page).toHaveURL(/[?&]warehouse=DAL(&|$)/);
    await expect(page).not.toHaveURL(/manufacturer=/);
    await expect(levelValue(page, 'Manufacturer', 'Apple')).not.toBeChecked();
    await expect(warehouseBox(page, 'Dallas')).toBeChecked();
  });

  test('a search that matches nothing says so', async ({ page }) => {
    await openStock(page, buyer, '?search=iphone%2Fno-such-capacity-xyz');
    await expect(page.getByText('No items found!')).toBeVisible();
  });

  test('pages with next and last, keeps the page in the URL on reload and back', async ({ page }) => {
    await openStock(page, buyer, '?warehouse=DAL&manufacturer=Apple');
    const pager = page.getByRole('navigation', { name: 'Pages' });
    await expect(pageLabel(page)).toHaveText(/^Page 1 of \d+$/);
    const totalPages = Number(/of (\d+)/.exec((await pageLabel(page).textContent()) ?? '')?.[1]);
    expect(totalPages).toBeGreaterThan(2);
    await expect(pager.getByRole('button', { name: 'First page' })).toBeDisabled();
    await expect(pager.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    const firstTitles = await cardHeadings(page).allTextContents();
    expect(firstTitles).toHaveLength(24);

    await pager.getByRole('button', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/[?&]page=2(&|$)/);
    await expect(pageLabel(page)).toHaveText(`Page 2 of ${totalPages}`);
    await expect(cardHeadings(page)).toHaveCount(24);
    await expect(cardHeadings(page)).not.toHaveText(firstTitles);
    await expect(page).toHaveURL(/[?&]warehouse=DAL(&|$)/);

    await pager.getByRole('button', { name: 'Last page' }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]page=${totalPages}(&|$)`));
    await expect(pageLabel(page)).toHaveText(`Page ${totalPages} of ${totalPages}`);
    await expect(pager.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await expect(pager.getByRole('button', { name: 'Last page' })).toBeDisabled();
    await expect(cardHeadings(page).first()).toBeVisible();

    await page.reload();
    await expect(pageLabel(page)).toHaveText(`Page ${totalPages} of ${totalPages}`);
    await expect(warehouseBox(page, 'Dallas')).toBeChecked();
    await expect(levelValue(page, 'Manufacturer', 'Apple')).toBeChecked();

    await page.goBack();
    await expect(page).toHaveURL(/[?&]page=2(&|$)/);
    await expect(pageLabel(page)).toHaveText(`Page 2 of ${totalPages}`);

    await pager.getByRole('button', { name: 'First page' }).click();
    await expect(page).not.toHaveURL(/page=/);
    await expect(pageLabel(page)).toHaveText(`Page 1 of ${totalPages}`);
    await expect(cardHeadings(page)).toHaveText(firstTitles);
  });

  test('exports all items and the filtered items as .xlsx', async ({ page }) => {
    await openStock(page, buyer, `?warehouse=DAL&manufacturer=Apple&search=${encodeURIComponent(search)}`);
    await expectFiltered(page, true);
    const exportButton = page.getByRole('toolbar', { name: 'Stock list actions' }).getByRole('button', { name: 'Export' });

    await exportButton.click();
    const [allDownload] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: 'Export All Items' }).click()]);
    expect(allDownload.suggestedFilename()).toMatch(/stock-list-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const allRows = await rowsOfDownload(allDownload);
    expect(allRows.length).toBeGreaterThan(100);
    expect(new Set(allRows.map((row) => row.Warehouse)).size).toBeGreaterThan(1);
    expect(new Set(allRows.map((row) => row.Manufacturer)).size).toBeGreaterThan(1);

    await exportButton.click();
    const [filteredDownload] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: 'Export Filtered Items' }).click()]);
    expect(filteredDownload.suggestedFilename()).toMatch(/\.xlsx$/);
    const filteredRows = await rowsOfDownload(filteredDownload);
    expect(filteredRows.length).toBeGreaterThan(0);
    expect(filteredRows.length).toBeLessThan(allRows.length);
    for (const row of filteredRows) {
      expect(row.Warehouse, row['Item #']).toBe('Dallas');
      expect(row.Manufacturer, row['Item #']).toBe('Apple');
      expect(row.Description.toLowerCase(), row['Item #']).toContain('iphone 13');
      expect(row.Description.toLowerCase(), row['Item #']).toContain('128');
    }
  });

  test('creates, updates and deletes a stock alert from the bell', async ({ page, request }) => {
    const item = 'APL-IPHONE11-64GB-GRE-AP-UNL';
    await openStock(page, buyer);
    await deleteAlertIfAny(request, acmeOrigin, await idTokenOf(page), `${item}~DAL`);
    await page.goto(`${acmeOrigin}/stock?warehouse=DAL&search=${item}`);
    await expect(cardHeadings(page)).toHaveCount(1);
    await page.getByRole('button', { name: /^Show items/ }).click();

    await page.getByRole('button', { name: /^Set stock alert:/ }).click();
    const create = page.getByRole('dialog', { name: 'Create Stock Alert' });
    await create.getByLabel('Alert quantity').fill('20');
    await create.getByRole('button', { name: 'Create Alert' }).click();
    await expect(page.getByText('Successfully created the stock alert', { exact: true })).toBeVisible();
    await expect(create).toBeHidden();
    const bell = page.getByRole('button', { name: /^Edit stock alert:/ });
    await expect(bell).toHaveAttribute('aria-pressed', 'true');

    await bell.click();
    const update = page.getByRole('dialog', { name: 'Update Stock Alert' });
    await expect(update.getByLabel('Alert quantity')).toHaveValue('20');
    await update.getByLabel('Alert quantity').fill('30');
    await update.getByRole('button', { name: 'Update Alert' }).click();
    await expect(page.getByText('Successfully updated the stock alert', { exact: true })).toBeVisible();
    await expect(update).toBeHidden();

    await bell.click();
    await expect(update.getByLabel('Alert quantity')).toHaveValue('30');
    await update.getByRole('button', { name: 'Delete Alert' }).click();
    await expect(page.getByText('Successfully deleted the stock alert', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Set stock alert:/ })).toHaveAttribute('aria-pressed', 'false');
  });

  test('edits and deletes a stock alert on /stock-alerts', async ({ page, request }) => {
    const item = 'GOO-PIXEL8-256GB-OBS-B-UNL';
    await openStock(page, buyer);
    await deleteAlertIfAny(request, acmeOrigin, await idTokenOf(page), `${item}~RNO`);
    await page.goto(`${acmeOrigin}/stock?warehouse=RNO&search=${item}`);
    await page.getByRole('button', { name: /^Show items/ }).click();
    await page.getByRole('button', { name: /^Set stock alert:/ }).click();
    const create = page.getByRole('dialog', { name: 'Create Stock Alert' });
    await create.getByLabel('Alert quantity').fill('1200');
    await create.getByRole('button', { name: 'Create Alert' }).click();
    await expect(page.getByText('Successfully created the stock alert', { exact: true })).toBeVisible();

    await page.getByRole('toolbar', { name: 'Stock list actions' }).getByRole('button', { name: 'Stock Alerts' }).click();
    await expect(page).toHaveURL(`${acmeOrigin}/stock-alerts`);
    await expect(page.getByRole('heading', { level: 1, name: 'Stock Alerts' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Your stock alerts' });
    const row = table.getByRole('row').filter({ has: page.getByRole('cell', { name: '1200', exact: true }) });
    await expect(row).toHaveCount(1);

    await row.getByRole('button', { name: /^Edit alert:/ }).click();
    const update = page.getByRole('dialog', { name: 'Update Stock Alert' });
    await expect(update.getByLabel('Alert quantity')).toHaveValue('1200');
    await update.getByLabel('Alert quantity').fill('1500');
    await update.getByRole('button', { name: 'Update Alert' }).click();
    await expect(page.getByText('Successfully updated the stock alert', { exact: true })).toBeVisible();
    const updated = table.getByRole('row').filter({ has: page.getByRole('cell', { name: '1500', exact: true }) });
    await expect(updated).toHaveCount(1);

    await page.reload();
    await expect(updated).toHaveCount(1);
    await updated.getByRole('button', { name: /^Delete alert:/ }).click();
    await expect(page.getByText('Successfully deleted the stock alert', { exact: true })).toBeVisible();
    await expect(page.getByRole('cell', { name: '1500', exact: true })).toHaveCount(0);

    await page.getByRole('button', { name: 'Back to Stock List' }).click();
    await expect(page).toHaveURL(/\/stock$/);
  });

  test('subscribes to and unsubscribes from the daily report', async ({ page, request }) => {
    await openStock(page, buyer);
    const token = await idTokenOf(page);
    const reset = await request.put(`${acmeOrigin}/px-api-gateway/stocklist/daily-report`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { stockReportNotification: false },
    });
    expect(reset.ok()).toBe(true);
    await page.reload();

    const toolbar = page.getByRole('toolbar', { name: 'Stock list actions' });
    await toolbar.getByRole('button', { name: 'Daily Report' }).click();
    const dialog = page.getByRole('dialog', { name: 'Daily Report' });
    await dialog.getByRole('button', { name: 'Subscribe' }).click();
    await expect(
      page.getByText('You will receive a daily spreadsheet report on all new inventory availability and price drops', { exact: true }),
    ).toBeVisible();
    const stored = await request.get(`${acmeOrigin}/px-api-gateway/stocklist/daily-report`, { headers: { Authorization: `Bearer ${token}` } });
    expect(await stored.json()).toMatchObject({ stockReportNotification: true });

    await expect(dialog).toBeHidden();

    await toolbar.getByRole('button', { name: 'Daily Report' }).click();
    await expect(dialog).toContainText('You are subscribed to a daily spreadsheet report');
    await dialog.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByText(/^You will No Longer receive/)).toBeVisible();
    await expect(dialog).toBeHidden();
    const after = await request.get(`${acmeOrigin}/px-api-gateway/stocklist/daily-report`, { headers: { Authorization: `Bearer ${token}` } });
    expect(await after.json()).toMatchObject({ stockReportNotification: false });
  });

  test('an ops quantity change that crosses an alert sends exactly one e-mail', async ({ page, request }) => {
    // playwright.config.ts gives the web server this ops key.
    const opsKey = process.env['OPS_API_KEY'];
    expect(opsKey, 'OPS_API_KEY set by playwright.config.ts').toBeTruthy();
    const itemNumber = 'GOO-PIXEL8-256GB-SNO-C-LOC';
    const warehouse = 'RNO';
    const ops = (quantityAvailable: number) =>
      request.post(`${acmeOrigin}/ops/stock/updates`, { headers: { 'x-ops-key': opsKey ?? '' }, data: [{ itemNumber, warehouse, quantityAvailable }] });

    await openStock(page, buyer);
    await deleteAlertIfAny(request, acmeOrigin, await idTokenOf(page), `${itemNumber}~${warehouse}`);
    const below = await ops(1);
    expect(below.ok(), await below.text()).toBe(true);

    await page.goto(`${acmeOrigin}/stock?warehouse=${warehouse}&search=${itemNumber}`);
    await page.getByRole('button', { name: /^Show items/ }).click();
    await page.getByRole('button', { name: /^Set stock alert:/ }).click();
    const create = page.getByRole('dialog', { name: 'Create Stock Alert' });
    await create.getByLabel('Alert quantity').fill('10');
    await create.getByRole('button', { name: 'Create Alert' }).click();
    await expect(page.getByText('Successfully created the stock alert', { exact: true })).toBeVisible();
    const before = (await mailsWithSubject(request, acmeOrigin, buyer, 'Stock alert:')).length;

    const crossing = await ops(40);
    expect(await crossing.json()).toMatchObject({ updated: 1, alertsTriggered: 1 });
    const stillAbove = await ops(45);
    expect(await stillAbove.json()).toMatchObject({ updated: 1, alertsTriggered: 0 });

    await expect.poll(async () => (await mailsWithSubject(request, acmeOrigin, buyer, 'Stock alert:')).length, { timeout: 20_000 }).toBe(before + 1);
    // The UI shows the new quantity without a rebuild (this instance patches its index).
    await page.reload();
    await page.getByRole('button', { name: /^Show items/ }).click();
    await expect(page.getByRole('table', { name: /^Items of/ }).getByRole('cell', { name: '45', exact: true })).toBeVisible();
    expect((await mailsWithSubject(request, acmeOrigin, buyer, 'Stock alert:')).length).toBe(before + 1);

    await deleteAlertIfAny(request, acmeOrigin, await idTokenOf(page), `${itemNumber}~${warehouse}`);
    expect((await ops(2)).ok()).toBe(true); // the seeded quantity again
  });

  test('limited@demo.test sees no Buy, Offer, bell, Import or Stock Alerts, and a greyed cart icon', async ({ page }) => {
    await openStock(page, limited);
    await expect(page.getByRole('heading', { level: 1, name: 'Stock List' })).toBeVisible();
    const toolbar = page.getByRole('toolbar', { name: 'Stock list actions' });
    await expect(toolbar.getByRole('button', { name: 'Export' })).toBeVisible();
    await expect(toolbar.getByRole('button', { name: 'Import' })).toHaveCount(0);
    await expect(toolbar.getByRole('button', { name: 'Stock Alerts' })).toHaveCount(0);
    await expect(toolbar.getByRole('button', { name: 'Daily Report' })).toHaveCount(0);
    const cart = toolbar.getByRole('link', { name: 'Cart' });
    await expect(cart).toHaveAttribute('aria-disabled', 'true');
    await expect(cart).not.toHaveAttribute('href', /.*/);
    await expect(cart).toHaveCSS('color', 'rgb(191, 191, 191)');

    await page
      .getByRole('button', { name: /^Show items/ })
      .first()
      .click();
    const items = page.getByRole('table', { name: /^Items of/ }).first();
    await expect(items.getByRole('row').nth(1)).toBeVisible();
    await expect(page.getByRole('button', { name: /^Buy / })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Offer / })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /stock alert:/ })).toHaveCount(0);
  });
});
