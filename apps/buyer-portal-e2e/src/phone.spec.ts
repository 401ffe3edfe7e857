import { expect, test, type Locator, type Page } from './support/test';
import { acmeOrigin, expectSnackbarClearOf, signIn, snackbarNamed } from './support/portal';
import { BuyerApi, SellerOps, cartRow, openCart } from './support/cart';
import { cartEntryOf, inStockItems, removeEntries } from './support/offers';
import { holdAnOrder } from './support/orders';
import { expandedItemRow, idTokenOf } from './support/stocklist';
import { MIN_GAP, MIN_TAP, tapTargetsOf } from './support/tap-targets';

// Spec 01 §2 on a phone: at 390×844 no page built so far scrolls sideways, the
// stock list's filters live in a drawer, the shell's menu opens over the page and the bottom bar
// holds Alert, and a buyer can buy and offer from the stock list and find both in the cart.
// Dallas items past the first few: the other specs use Miami, Amsterdam and Dallas's first items.

const PHONE = { width: 390, height: 844 };
const buyer = 'buyer@demo.test';
const warehouse = 'DAL';

test.use({ viewport: PHONE });

/** The page is no wider than the phone: nothing scrolls sideways. */
async function expectNoSidewaysScroll(page: Page, what: string): Promise<void> {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${what} is ${width} px wide`).toBeLessThanOrEqual(PHONE.width);
}

async function expectPage(page: Page, path: string, heading: string | RegExp): Promise<void> {
  await page.goto(`${acmeOrigin}${path}`);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expectNoSidewaysScroll(page, path);
}

/** The item's row after expanding the cards of a search for it. */
async function itemRow(page: Page, itemNumber: string): Promise<Locator> {
  await page.goto(`${acmeOrigin}/stock?warehouse=${warehouse}&search=${encodeURIComponent(itemNumber)}`);
  return expandedItemRow(page, itemNumber);
}

test.describe('on a 390 px phone', () => {
  // Many page loads on a 2-core machine shared with other runs.
  test.describe.configure({ timeout: 180_000 });

  test('no page scrolls sideways: sign-in and its public pages, the stock list with its filter drawer, the cart tabs, stock alerts, help and the account pages', async ({
    page,
  }) => {
    await expectPage(page, '/', 'Acme Devices Buyer Portal');
    await expectPage(page, '/reset-password', 'Reset your password');
    await expectPage(page, '/create-account', 'Create an account');
    await expectPage(page, '/email-verification', 'Verify your e-mail address');

    await signIn(page, acmeOrigin, buyer);
    await expect(page.getByRole('heading', { level: 1, name: 'Stock List' })).toBeVisible({ timeout: 15_000 });
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2 }).first()).toBeVisible();
    // The filters are not beside the cards but behind the Filters button.
    await expect(page.getByRole('complementary', { name: 'Filters' })).toHaveCount(0);
    await expectNoSidewaysScroll(page, '/stock');
    await main
      .getByRole('button', { name: /Show items/ })
      .first()
      .click();
    await expect(main.getByRole('row').nth(1)).toBeVisible();
    await expectNoSidewaysScroll(page, '/stock with an open card');

    await page.getByRole('button', { name: /^Filters/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    const dallas = drawer.getByRole('checkbox', { name: /^Dallas \(\d+\)$/ });
    // A controlled box: it turns checked once the URL (and so the page's state) has the filter.
    await dallas.click();
    await expect(page).toHaveURL(/[?&]warehouse=DAL(&|$)/);
    await expect(dallas).toBeChecked();
    await expectNoSidewaysScroll(page, '/stock with the filter drawer');
    await drawer.getByRole('button', { name: /^Show \d+ items$/ }).click();
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('button', { name: 'Filters 1' })).toBeVisible();

    for (const tab of [0, 1, 2]) await expectPage(page, `/cart?tab=${tab}`, 'Cart and Offers');
    await expectPage(page, '/stock-alerts', 'Stock Alerts');
    await expectPage(page, '/dashboard', 'Buyer Dashboard');
    await expectPage(page, '/account', 'Account');
    // Account details is headed by the account's business name (spec 03 §2 Account details screen).
    await expectPage(page, '/account-details', 'Bailey Buyer');
    await expectPage(page, '/preferences', 'My Preferences');
    await expectPage(page, '/terms-of-sale', 'Terms of Sale');
    await expectPage(page, '/orders', 'Orders');
    // /help opened directly is the portal's dashboard screen (spec 01 §2), not an API answer.
    await page.goto(`${acmeOrigin}/help`);
    await expect(page.getByRole('heading', { level: 1, name: 'Buyer Dashboard' })).toBeVisible();
    await expectNoSidewaysScroll(page, '/help');
  });

  test('the menu opens over the page and the bottom bar holds Alert', async ({ page }) => {
    await signIn(page, acmeOrigin, buyer);
    await expect(page.getByRole('heading', { level: 1, name: 'Stock List' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('navigation', { name: 'Side menu' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Show the menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('link', { name: 'Cart and Offers' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Cart and Offers' })).toBeVisible();
    await expect(menu).toBeHidden();

    await page.getByRole('navigation', { name: 'Quick links' }).getByRole('link', { name: 'Alert' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Stock Alerts' })).toBeVisible();
    await expectNoSidewaysScroll(page, '/stock-alerts from the bottom bar');
  });

  test('buys and makes an offer from the stock list, and finds both in the cart', async ({ page, request }) => {
    await signIn(page, acmeOrigin, buyer);
    await expect(page.getByRole('heading', { level: 1, name: 'Stock List' })).toBeVisible({ timeout: 15_000 });
    const token = await idTokenOf(page);
    const items = await inStockItems(request, acmeOrigin, token, warehouse, 8);
    const [buyItem, offerItem] = items.slice(-2);
    if (!buyItem || !offerItem) throw new Error('two items are needed');
    const keys = [buyItem.itemNumberWarehouse, offerItem.itemNumberWarehouse];
    await removeEntries(request, acmeOrigin, token, keys);

    let row = await itemRow(page, buyItem.itemNumber);
    await row.getByRole('button', { name: /^Buy / }).click();
    const buyDialog = page.getByRole('dialog', { name: 'Buy at list price' });
    await expect(buyDialog).toBeVisible();
    await expectNoSidewaysScroll(page, 'the Buy dialog');
    await buyDialog.getByLabel('Quantity').fill(String(buyItem.incrementSize * 2));
    await buyDialog.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByText('Added to the Cart')).toBeVisible();
    await expect(row.getByRole('button', { name: /^In cart: / })).toBeVisible();
    // The snackbar sits above the bottom bar, and a tap closes it before its 30 s are up.
    const added = snackbarNamed(page, 'Added to the Cart');
    await expectSnackbarClearOf(added, [page.getByRole('navigation', { name: 'Quick links' })]);
    await added.click();
    await expect(added).toHaveCount(0);

    const offerPrice = Math.max(1, Math.floor(offerItem.listPrice * 0.5));
    row = await itemRow(page, offerItem.itemNumber);
    await row.getByRole('button', { name: /^Offer / }).click();
    const offerDialog = page.getByRole('dialog', { name: 'Make an offer' });
    await expect(offerDialog).toBeVisible();
    await expectNoSidewaysScroll(page, 'the Offer dialog');
    await offerDialog.getByLabel('Offer price').fill(String(offerPrice));
    await offerDialog.getByRole('button', { name: 'Send offer' }).click();
    await expect(page.getByText('Added to the Cart')).toBeVisible();
    await expect(row.getByRole('button', { name: /^In cart: / })).toBeVisible();
    expect((await cartEntryOf(request, acmeOrigin, token, offerItem.itemNumberWarehouse))?.stocklistOffer).toMatchObject({
      offerState: 'AWAITING_TENANT_REVIEW',
      offerPrice,
    });

    // The cart's link in the toolbar, then the buy on the Cart tab and the offer on the seller's.
    await page.getByRole('link', { name: 'Cart', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Cart and Offers' })).toBeVisible();
    const bought = page.getByRole('listitem').filter({ hasText: `Item # ${buyItem.itemNumber} ·` });
    await expect(bought).toBeVisible();
    await expect(bought.getByRole('checkbox', { name: /^Select / })).toBeVisible();
    await expectNoSidewaysScroll(page, 'the cart with the bought item');
    await page.goto(`${acmeOrigin}/cart?tab=2`);
    const offered = page.getByRole('listitem').filter({ hasText: `Item # ${offerItem.itemNumber} ·` });
    await expect(offered).toBeVisible();
    await expectNoSidewaysScroll(page, "the seller's review tab with the offer");

    await removeEntries(request, acmeOrigin, token, keys);
  });

  test(`every control on the stock list, the cart and an order page is at least ${MIN_TAP} px each way, and buttons are ${MIN_GAP} px apart`, async ({
    page,
    request,
  }) => {
    await signIn(page, acmeOrigin, buyer);
    await expect(page.getByRole('heading', { level: 1, name: 'Stock List' })).toBeVisible({ timeout: 15_000 });
    const token = await idTokenOf(page);
    // One entry per cart tab: a buy (Cart), a countered offer (awaiting the buyer), an offer (awaiting the seller).
    const buyerApi = new BuyerApi(request, acmeOrigin, token);
    const items = await buyerApi.inStockItems(warehouse, 11);
    const [bought, countered, offered] = items.slice(-3);
    if (!bought || !countered || !offered) throw new Error('three items are needed');
    const keys = [bought.itemNumberWarehouse, countered.itemNumberWarehouse, offered.itemNumberWarehouse];
    await removeEntries(request, acmeOrigin, token, keys);
    await buyerApi.offer(bought, bought.incrementSize, bought.listPrice);
    const counteredOffer = await buyerApi.offer(countered, countered.incrementSize, Math.floor(countered.listPrice / 2));
    await new SellerOps(request, acmeOrigin).counter(counteredOffer.offerId, Math.floor(countered.listPrice * 0.8), countered.incrementSize);
    await buyerApi.offer(offered, offered.incrementSize, Math.floor(offered.listPrice / 2));

    const report: string[] = [];
    const measure = async (where: string) => {
      const { small, crowded } = await tapTargetsOf(page);
      report.push(...small.map((control) => `${where}: ${control}`), ...crowded.map((pair) => `${where}: ${pair}`));
    };
    // A row with Buy, Offer and the alert bell, a row in the cart, then the filter and menu drawers.
    const row = await itemRow(page, items[0].itemNumber);
    await expect(row.getByRole('button', { name: /^Offer / })).toBeVisible();
    await measure('/stock');
    await row.getByRole('button', { name: /^Offer / }).click();
    const offerDialog = page.getByRole('dialog', { name: 'Make an offer' });
    await expect(offerDialog.getByLabel('Offer price')).toBeVisible();
    await measure('/stock, Make an offer');
    await offerDialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(offerDialog).toBeHidden();
    await itemRow(page, bought.itemNumber);
    await measure('/stock');
    await page.getByRole('button', { name: /^Filters/ }).click();
    await expect(page.getByRole('dialog', { name: 'Filters' })).toBeVisible();
    await measure('/stock, Filters');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Filters' })).toBeHidden();
    await page.getByRole('button', { name: 'Show the menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await measure('/stock, Menu');
    for (const [tab, item] of [bought, countered, offered].entries()) {
      await openCart(page, acmeOrigin, tab);
      await expect(cartRow(page, item)).toBeVisible();
      await measure(`/cart?tab=${tab}`);
    }
    await removeEntries(request, acmeOrigin, token, keys);

    const held = await holdAnOrder(request, acmeOrigin, token, { warehouse: 'RNO', first: 7, count: 2, keyPrefix: 'e2e-phone-targets' });
    const { orderNumber } = held;
    await page.goto(`${acmeOrigin}/orders/${orderNumber}`);
    await expect(page.getByRole('heading', { level: 1, name: `Order # ${orderNumber}` })).toBeVisible();
    await expect(page.getByText(held.items[0].itemNumber, { exact: true }).first()).toBeVisible();
    await measure(`/orders/${orderNumber}`);
    expect(report, `controls under ${MIN_TAP} px, or buttons closer than ${MIN_GAP} px`).toEqual([]);
  });
});
