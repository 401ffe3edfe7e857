import { expect, test, type Locator, type Page } from './support/test';
import { acmeOrigin, signIn } from './support/portal';

// The partner network of Acme Devices in a real Chromium against the real API (spec 01 §2 Stock
// list, §6): buyer@demo.test is a network reseller (isPxnr) and switches between Acme's own stock
// and two partner sellers (Global Mobile Traders, Pacific Device Exchange), each with its own
// warehouses, grades and item numbers; limited@demo.test sees only the own stock. Also category
// switching, includeOutOfStock, the grade filter groups, the empty-value choice, and the grade
// overview and tutorial dialogs.

const buyer = 'buyer@demo.test';
const limited = 'limited@demo.test';
const OWN = 'Acme Devices stock';
const GMT = 'Global Mobile Traders';
const PDX = 'Pacific Device Exchange';

async function openStock(page: Page, email: string): Promise<void> {
  await signIn(page, acmeOrigin, email);
  await expect(page).toHaveURL(/\/stock$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Stock List' })).toBeVisible();
  await expect(cardHeadings(page).first()).toBeVisible();
}

const filters = (page: Page) => page.getByRole('complementary', { name: 'Filters' });
const sellers = (page: Page) => filters(page).getByRole('radiogroup', { name: 'Seller' });
const sellerRadio = (page: Page, name: string) => sellers(page).getByRole('radio', { name: new RegExp(`^${name} \\(\\d+\\)$`) });
const categoryRadio = (page: Page, name: string) =>
  filters(page)
    .getByRole('radiogroup', { name: 'Category' })
    .getByRole('radio', { name: new RegExp(`^${name}( \\(\\d+\\))?$`) });
const warehouseBoxes = (page: Page) =>
  filters(page)
    .getByRole('group', { name: /^Warehouses/ })
    .getByRole('checkbox', { name: /\(\d+\)$/ });
const levelValue = (page: Page, level: string, value: string) =>
  filters(page)
    .getByRole('group', { name: new RegExp(`^${level}`) })
    .getByRole('checkbox', { name: new RegExp(`^${value} \\(\\d+\\)$`) });
const cardHeadings = (page: Page) => page.getByRole('main').getByRole('heading', { level: 2 });
const stockSection = (page: Page) => page.getByRole('main').getByRole('region', { name: 'Stock' });

/** The number in a label like 'Global Mobile Traders (123)'. */
async function countIn(locator: Locator): Promise<number> {
  const label = (await locator.getAttribute('aria-label')) ?? (await locator.locator('xpath=ancestor::label[1]').innerText());
  const match = /\((\d+)\)\s*$/.exec(label.trim());
  if (!match) throw new Error(`No count in "${label}"`);
  return Number(match[1]);
}

/** The list's total ('N items · Last updated …'), once the list has settled. */
async function totalItems(page: Page): Promise<number> {
  await expect(stockSection(page)).toHaveAttribute('aria-busy', 'false');
  const text = await stockSection(page)
    .getByText(/^\d+ items · /)
    .innerText();
  return Number(/^(\d+) items/.exec(text)?.[1]);
}

/** The item numbers of the first card, expanded. */
async function firstCardItemNumbers(page: Page): Promise<string[]> {
  const card = stockSection(page).getByRole('article').first();
  await card.getByRole('button', { name: /Show items/ }).click();
  const table = card.getByRole('table');
  await expect(table).toBeVisible();
  return table.locator('tbody tr td:nth-child(2)').allInnerTexts();
}

async function warehouseLabels(page: Page): Promise<string[]> {
  return (await warehouseBoxes(page).evaluateAll((boxes) => boxes.map((box) => box.closest('label')?.textContent ?? ''))).map((label) =>
    label.replace(/\s*\(\d+\)$/, ''),
  );
}

test.describe('stock list partner network (Acme Devices)', () => {
  test('a reseller switches warehouse groups: list, counts, warehouses and item numbers follow, and the URL keeps the group across reload and back', async ({
    page,
  }) => {
    await openStock(page, buyer);
    await expect(sellers(page).getByRole('radio')).toHaveCount(3);
    await expect(sellerRadio(page, OWN)).toBeChecked();
    await expect(sellerRadio(page, OWN)).toBeEnabled();
    expect(await warehouseLabels(page)).toEqual(['Dallas', 'Hong Kong', 'Miami', 'Reno']);
    const ownTotal = await totalItems(page);
    expect(ownTotal).toBe(await countIn(sellerRadio(page, OWN)));
    const ownNumbers = await firstCardItemNumbers(page);
    expect(ownNumbers.every((number) => !number.includes('-PXN-'))).toBe(true);

    // The description popover of a group.
    await filters(page)
      .getByRole('button', { name: `About ${GMT}` })
      .click();
    await expect(page.getByText('UK and Gulf wholesale stock, shipped from London and Dubai.')).toBeVisible();
    await page.keyboard.press('Escape');

    const gmtCount = await countIn(sellerRadio(page, GMT));
    await sellerRadio(page, GMT).click();
    await expect(page).toHaveURL(/[?&]warehouseGroup=GMT-001(&|$)/);
    await expect(sellerRadio(page, GMT)).toBeChecked();
    await expect.poll(() => warehouseLabels(page)).toEqual(['Dubai (GMT)', 'London (GMT)']);
    await expect.poll(() => totalItems(page)).toBe(gmtCount);
    expect(gmtCount).not.toBe(ownTotal);
    const gmtNumbers = await firstCardItemNumbers(page);
    expect(gmtNumbers.length).toBeGreaterThan(0);
    for (const number of gmtNumbers) expect(number).toMatch(/^GMT-PXN-\d{6}$/);

    await page.reload();
    await expect(sellerRadio(page, GMT)).toBeChecked();
    await expect.poll(() => warehouseLabels(page)).toEqual(['Dubai (GMT)', 'London (GMT)']);
    await expect.poll(() => totalItems(page)).toBe(gmtCount);

    await sellerRadio(page, PDX).click();
    await expect(page).toHaveURL(/[?&]warehouseGroup=PDX-002(&|$)/);
    await expect.poll(() => warehouseLabels(page)).toEqual(['Singapore (PDX)', 'Sydney (PDX)']);
    for (const number of await firstCardItemNumbers(page)) expect(number).toMatch(/^PDX-PXN-\d{6}$/);

    await page.goBack();
    await expect(page).toHaveURL(/[?&]warehouseGroup=GMT-001(&|$)/);
    await expect(sellerRadio(page, GMT)).toBeChecked();
    await expect.poll(() => warehouseLabels(page)).toEqual(['Dubai (GMT)', 'London (GMT)']);

    await page.goBack();
    await expect(page).not.toHaveURL(/warehouseGroup=/);
    await expect(sellerRadio(page, OWN)).toBeChecked();
    await expect.poll(() => warehouseLabels(page)).toEqual(['Dallas', 'Hong Kong', 'Miami', 'Reno']);
    await expect.poll(() => totalItems(page)).toBe(ownTotal);
  });

  test('a buyer who is no reseller sees only the own stock, and the generic grade overview', async ({ page }) => {
    await openStock(page, limited);
    await expect(sellers(page).getByRole('radio')).toHaveCount(1);
    await expect(sellers(page).getByRole('radio', { name: new RegExp(`^${OWN}`) })).toBeChecked();
    await expect(sellers(page).getByRole('radio', { name: new RegExp(`^${OWN}`) })).toBeDisabled();
    expect(await warehouseLabels(page)).toEqual(['Dallas', 'Hong Kong', 'Miami', 'Reno']);

    await filters(page).getByRole('button', { name: 'Grade overview' }).click();
    const dialog = page.getByRole('dialog', { name: 'Grade Overview' });
    await expect(dialog.getByRole('heading', { name: 'A+ Pristine' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Previous grade' })).toBeDisabled();
    await dialog.getByRole('button', { name: 'Next grade' }).click();
    await expect(dialog.getByRole('heading', { name: 'A Excellent' })).toBeVisible();
    await dialog.getByRole('combobox', { name: 'Grade' }).selectOption({ label: 'D Heavy wear' });
    await expect(dialog.getByRole('heading', { name: 'D Heavy wear' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Next grade' })).toBeDisabled();
    await expect(dialog.getByLabel('All grades')).toContainText('B Good');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });

  test('switches categories: levels and cards follow, level filters are dropped, the grade filter stays', async ({ page }) => {
    await openStock(page, buyer);
    const all = await totalItems(page);
    const tablets = await countIn(categoryRadio(page, 'Tablets'));
    await categoryRadio(page, 'Tablets').click();
    await expect(page).toHaveURL(/[?&]category=Tablets(&|$)/);
    await expect.poll(() => totalItems(page)).toBe(tablets);
    expect(tablets).toBeLessThan(all);
    for (const title of await cardHeadings(page).allInnerTexts()) expect(title).toMatch(/iPad|Galaxy Tab/);

    await levelValue(page, 'Manufacturer', 'Apple').click();
    await expect(page).toHaveURL(/[?&]manufacturer=Apple(&|$)/);
    await filters(page)
      .getByRole('group', { name: 'Top grades' })
      .getByRole('checkbox', { name: /^A Excellent \(\d+\)$/ })
      .click();
    await expect(page).toHaveURL(/[?&]grade=A(&|$)/);

    await categoryRadio(page, 'Watches').click();
    await expect(page).toHaveURL(/[?&]category=Watches(&|$)/);
    await expect(page).not.toHaveURL(/manufacturer=/);
    await expect(page).toHaveURL(/[?&]grade=A(&|$)/);
    await expect(levelValue(page, 'Model', 'Apple Watch Series 7')).toBeVisible();
    for (const title of await cardHeadings(page).allInnerTexts()) expect(title).toMatch(/Watch/);

    await categoryRadio(page, 'All categories').click();
    await expect(page).not.toHaveURL(/category=/);
    await page.goBack();
    await expect(page).toHaveURL(/[?&]category=Watches(&|$)/);
    await expect(categoryRadio(page, 'Watches')).toBeChecked();
  });

  test('includeOutOfStock adds the sold-out items and comes off again', async ({ page }) => {
    await openStock(page, buyer);
    const inStock = await totalItems(page);
    const outOfStockBox = filters(page).getByRole('checkbox', { name: 'Include out of stock' });
    await outOfStockBox.click();
    await expect(page).toHaveURL(/[?&]includeOutOfStock=true(&|$)/);
    await expect.poll(() => totalItems(page)).toBeGreaterThan(inStock);
    const withSoldOut = await totalItems(page);

    await page.reload();
    await expect(outOfStockBox).toBeChecked();
    await expect.poll(() => totalItems(page)).toBe(withSoldOut);

    await outOfStockBox.click();
    await expect(page).toHaveURL(/[?&]includeOutOfStock=false(&|$)/);
    await expect.poll(() => totalItems(page)).toBe(inStock);
  });

  test('grade filter groups with headers and footers, and the "Not specified" choice of a partner', async ({ page }) => {
    await openStock(page, buyer);
    const grades = filters(page).getByRole('group', { name: 'Grade', exact: true });
    await expect(grades.getByRole('group', { name: 'Top grades' })).toContainText('Retail ready');
    await expect(grades.getByRole('group', { name: 'Value grades' })).toContainText('Visible wear');
    const gradeB = grades.getByRole('checkbox', { name: /^B Good \(\d+\)$/ });
    const bCount = await countIn(gradeB);
    await gradeB.click();
    await expect(page).toHaveURL(/[?&]grade=B(&|$)/);
    await expect.poll(() => totalItems(page)).toBe(bCount);

    await sellerRadio(page, GMT).click();
    await expect(page).not.toHaveURL(/grade=/);
    await expect(grades.getByRole('group', { name: 'Certified' })).toContainText('Refurbished with a new battery');
    await expect(grades.getByRole('group', { name: 'Used' }).getByRole('checkbox', { name: /^Grade 1 \(\d+\)$/ })).toBeVisible();

    // Level counts are of the selected category (the first one when none is): choose it, so the filter and its count agree.
    await categoryRadio(page, 'Phones').click();
    await expect(page).toHaveURL(/[?&]category=Phones(&|$)/);
    const notSpecified = levelValue(page, 'Capacity', 'Not specified');
    const blankCount = await countIn(notSpecified);
    expect(blankCount).toBeGreaterThan(0);
    await notSpecified.click();
    await expect(page).toHaveURL(/[?&]capacity=__EMPTY__(&|$)/);
    await expect.poll(() => totalItems(page)).toBe(blankCount);
    for (const title of await cardHeadings(page).allInnerTexts()) expect(title).not.toMatch(/\d+(GB|TB)$/);
  });

  test('grade overview by seller for a reseller: previous/next and the dropdown step through the sellers’ own grades', async ({ page }) => {
    await openStock(page, buyer);
    await sellerRadio(page, GMT).click();
    await expect(page).toHaveURL(/warehouseGroup=GMT-001/);
    await filters(page).getByRole('button', { name: 'Grade overview' }).click();
    const dialog = page.getByRole('dialog', { name: 'Grade Overview by seller' });
    await expect(dialog.getByRole('heading', { name: GMT })).toBeVisible();
    await expect(dialog.getByText('Certified pre-owned')).toBeVisible();

    await dialog.getByRole('button', { name: 'Next seller' }).click();
    await expect(dialog.getByRole('heading', { name: PDX })).toBeVisible();
    await expect(dialog.getByText('Premium', { exact: true })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Next seller' })).toBeDisabled();

    await dialog.getByRole('combobox', { name: 'Seller' }).selectOption({ label: OWN });
    await expect(dialog.getByRole('heading', { name: OWN })).toBeVisible();
    await expect(dialog.getByText('A+ Pristine')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Previous seller' })).toBeDisabled();
    await dialog.getByRole('button', { name: 'Next seller' }).click();
    await expect(dialog.getByRole('heading', { name: GMT })).toBeVisible();
  });

  test("opens the configured tutorial in a 512 px iframe, and /help typed or reloaded is the portal's dashboard", async ({ page }) => {
    await openStock(page, buyer);
    await page.getByRole('toolbar', { name: 'Stock list actions' }).getByRole('button', { name: 'Tutorial' }).click();
    const dialog = page.getByRole('dialog', { name: 'Tutorial' });
    const frame = dialog.locator('iframe[title="Tutorial"]');
    // The API's own pages live under /pages; /help is a portal route.
    await expect(frame).toHaveAttribute('src', '/pages/stock-list-tutorial');
    // offsetHeight: the layout height, unaffected by the dialog's opening zoom (a transform).
    expect(await frame.evaluate((element) => (element as HTMLElement).offsetHeight)).toBe(512);
    // The page itself loads in the frame (served by the API, framable by the portal only).
    await expect(
      dialog.frameLocator('iframe[title="Tutorial"]').getByRole('heading', { level: 1, name: 'Working with the Acme Devices stock list' }),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();

    // Spec 01 §2: /help shows the dashboard, whether typed into the address bar or reloaded.
    await page.goto(`${acmeOrigin}/help`);
    await expect(page.getByRole('heading', { level: 1, name: 'Buyer Dashboard' })).toBeVisible();
    await page.reload();
    await expect(page).toHaveURL(`${acmeOrigin}/help`);
    await expect(page.getByRole('heading', { level: 1, name: 'Buyer Dashboard' })).toBeVisible();
  });
});
