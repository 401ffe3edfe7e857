import * as XLSX from 'xlsx';
import type { OrderUnit } from '@bp/api-contract';
import { expect, test, type Locator, type Page } from './support/test';
import { demoOrder, unitsOf, type DemoOrder } from './support/demo-orders';
import { acmeOrigin } from './support/portal';

// The order page's Units section on the shipped order a fresh demo database holds
// (apps/api/src/seed/demo-orders.ts: 1,000 units of buyer@demo.test with varied facts), in a real
// Chromium against the real API: the count, an IMEI search among 1,000, the grade and condition
// filters, server pages of 50, the manifest export with every fact, the tracking number's link to
// UPS, and the phone's cards. The order is only looked at, so the tests share nothing else.

test.describe.configure({ timeout: 120_000 });

const origin = acmeOrigin;
const PHONE = { width: 390, height: 844 };
/** The unit columns of the manifest, as a buyer's spreadsheet shows them. */
const FACT_COLUMNS = [
  'IMEI',
  'IMEI 2',
  'Serial',
  'Model',
  'Capacity',
  'Colour',
  'Grade',
  'Battery health %',
  'Carrier lock',
  'Blacklist',
  'Activation lock',
  'Test result',
  'Photos',
];

async function openUnits(page: Page, order: DemoOrder): Promise<Locator> {
  await page.goto(`${origin}/orders/${order.orderNumber}`);
  await expect(page.getByRole('heading', { level: 1, name: `Order # ${order.orderNumber}` })).toBeVisible();
  const section = page.getByRole('region', { name: 'Units' });
  await expect(section.getByRole('status')).toHaveText('1,000 units');
  return section;
}

/** The facts a unit shows wherever it is listed. */
const shownFacts = (unit: OrderUnit): string[] =>
  [unit.imei, unit.serial, unit.model, unit.grade, unit.batteryHealth === null ? null : `${unit.batteryHealth} %`, unit.testResult].filter(
    (fact): fact is string => fact !== null,
  );

/** A unit in the middle of the order, away from the first pages. */
const KNOWN_UNIT = 'offset=437&limit=1';

test('the Units section counts 1,000 units, finds one by a part of its IMEI, narrows by grade and by condition, and pages by 50', async ({ page, request }) => {
  const order = await demoOrder(page, request);
  const [known] = (await unitsOf(request, order, KNOWN_UNIT)).units;
  const [firstPage, secondPage] = [await unitsOf(request, order, 'limit=50'), await unitsOf(request, order, 'offset=50&limit=50')];
  const section = await openUnits(page, order);
  const table = section.getByRole('table', { name: 'Units' });
  await expect(table.locator('tbody tr')).toHaveCount(50);
  await expect(table.locator('tbody tr').first()).toContainText(firstPage.units[0].imei);

  // A part of the IMEI finds that unit alone, with its facts.
  const part = known.imei.slice(-8);
  await section.getByRole('searchbox', { name: 'Search by IMEI or serial' }).fill(part);
  await expect(page).toHaveURL(new RegExp(`[?&]unitSearch=${part}(&|$)`));
  await expect(section.getByRole('status')).toHaveText('1 of 1,000 units');
  await expect(table.locator('tbody tr')).toHaveCount(1);
  for (const fact of shownFacts(known)) await expect(table.locator('tbody tr')).toContainText(fact);
  await section.getByRole('button', { name: 'Clear' }).click();
  await expect(section.getByRole('status')).toHaveText('1,000 units');

  // The grade filter, then the condition filter, each narrows the count to what the API counts.
  const topGrade = (await unitsOf(request, order, 'grade=A%2B&limit=1')).total;
  expect(topGrade).toBeGreaterThan(0);
  expect(topGrade).toBeLessThan(1000);
  await section.getByRole('combobox', { name: 'Grade' }).selectOption('A+');
  await expect(page).toHaveURL(/[?&]unitGrade=A%2B(&|$)/);
  await expect(section.getByRole('status')).toHaveText(`${topGrade} of 1,000 units`);
  await section.getByRole('combobox', { name: 'Grade' }).selectOption({ label: 'All grades' });
  await expect(section.getByRole('status')).toHaveText('1,000 units');

  const blacklisted = (await unitsOf(request, order, 'condition=BLACKLISTED&limit=1')).total;
  expect(blacklisted).toBeGreaterThan(0);
  expect(blacklisted).toBeLessThan(50);
  await section.getByRole('combobox', { name: 'Condition' }).selectOption({ label: 'Blacklisted' });
  await expect(page).toHaveURL(/[?&]unitCondition=BLACKLISTED(&|$)/);
  await expect(section.getByRole('status')).toHaveText(`${blacklisted} of 1,000 units`);
  await expect(table.locator('tbody tr')).toHaveCount(blacklisted);
  for (const row of await table.locator('tbody tr').all()) await expect(row).toContainText('Blacklisted');
  await section.getByRole('combobox', { name: 'Condition' }).selectOption({ label: 'All conditions' });
  await expect(section.getByRole('status')).toHaveText('1,000 units');

  // Page 2 holds the next 50 units.
  await section.getByRole('navigation', { name: 'Pagination' }).getByRole('button', { name: 'Page 2', exact: true }).click();
  await expect(page).toHaveURL(/[?&]unitPage=2(&|$)/);
  await expect(table.locator('tbody tr').first()).toContainText(secondPage.units[0].imei);
  await expect(table.locator('tbody tr').last()).toContainText(secondPage.units[49].imei);
  await expect(table).not.toContainText(firstPage.units[0].imei);
});

test("the manifest export holds every fact of the 1,000 units, and the tracking number links to UPS's page in a new tab", async ({ page, request }) => {
  const order = await demoOrder(page, request);
  const [known] = (await unitsOf(request, order, KNOWN_UNIT)).units;
  await openUnits(page, order);

  const tracking = page.getByRole('group', { name: 'Tracking numbers' }).getByRole('link', { name: `${order.trackingNumber} (UPS)` });
  expect(order.trackingNumber).toMatch(/^1Z[0-9A-Z]{16}$/);
  await expect(tracking).toHaveAttribute('href', `https://www.ups.com/track?tracknum=${order.trackingNumber}`);
  await expect(tracking).toHaveAttribute('target', '_blank');
  await expect(tracking).toHaveAttribute('rel', /noopener/);

  await page.getByRole('button', { name: 'Export' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Manifest' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  const workbook = XLSX.readFile(await download.path());
  const sheet = workbook.Sheets[workbook.SheetNames[0] ?? ''] as XLSX.WorkSheet;
  const [header, ...rows] = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1 });
  expect(header).toEqual(['Order Number', 'Line', 'Item Number', 'Description', ...FACT_COLUMNS, 'Tracking Numbers']);
  expect(rows).toHaveLength(1000);
  const byColumn = (row: unknown[], column: string) => row[(header as string[]).indexOf(column)];
  const row = rows.find((candidate) => byColumn(candidate, 'IMEI') === known.imei);
  expect(row && FACT_COLUMNS.map((column) => byColumn(row, column) ?? '')).toEqual([
    known.imei,
    known.imei2 ?? '',
    known.serial,
    known.model,
    known.capacity ?? '',
    known.colour,
    known.grade,
    known.batteryHealth,
    known.carrierLock,
    known.blacklist,
    known.activationLock,
    known.testResult,
    known.photos.join(' '),
  ]);
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: PHONE });

  test('the units are cards, and the search finds one by a part of its IMEI', async ({ page, request }) => {
    const order = await demoOrder(page, request);
    const [known] = (await unitsOf(request, order, KNOWN_UNIT)).units;
    const section = await openUnits(page, order);
    const cards = section.getByRole('list', { name: 'Units' }).getByRole('listitem');
    await expect(cards).toHaveCount(50);
    await expect(section.getByRole('table')).toHaveCount(0);

    await section.getByRole('searchbox', { name: 'Search by IMEI or serial' }).fill(known.imei.slice(-8));
    await expect(section.getByRole('status')).toHaveText('1 of 1,000 units');
    await expect(cards).toHaveCount(1);
    const card = section.getByRole('listitem', { name: known.imei });
    for (const fact of shownFacts(known)) await expect(card).toContainText(fact);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, `the order page is ${width} px wide`).toBeLessThanOrEqual(PHONE.width);
  });
});
