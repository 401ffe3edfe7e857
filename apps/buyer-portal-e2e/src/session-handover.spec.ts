import { expect, test, type Page } from './support/test';
import type { StockItem } from '@bp/api-contract';
import { BuyerApi, cartRow } from './support/cart';
import { acmeOrigin, cognitoSessionEntries, sideMenuLinks, signIn, DEMO_PASSWORD } from './support/portal';
import { addOffer, inStockItems, removeEntries } from './support/offers';
import { idTokenOf } from './support/stocklist';

// One browser, two users. The first buyer's cart, offers and selections must never
// reach the next user who signs in on the same page (no reload: the portal's store lives on), nor
// stay on screen in another tab after a sign-out there. Acme Devices; its prospect@demo.test cart
// is used by no other spec, and buyer@demo.test's items here are past those the other specs take.

test.describe.configure({ mode: 'serial', timeout: 120_000 });

const firstBuyer = 'buyer@demo.test';
const nextBuyer = 'prospect@demo.test';
/** Miami accepts offers (apps/api/src/seed/demo-tenants.ts). */
const warehouse = 'MIA';

declare global {
  interface Window {
    /** What of the first user the page showed after the recording started. */
    seenOfFirstUser?: string[];
  }
}

/**
 * Watches every change of the page from now on, so even a state shown for one frame is caught (a
 * MutationObserver runs before the browser paints): a cart row of the first user's items, or any
 * in-cart button (the next user's cart is empty).
 */
async function recordFirstUserData(page: Page, items: readonly StockItem[]): Promise<void> {
  await page.evaluate(
    (itemNumbers) => {
      const seen: string[] = [];
      window.seenOfFirstUser = seen;
      const look = () => {
        const text = document.body.textContent ?? '';
        for (const itemNumber of itemNumbers) if (text.includes(`Item # ${itemNumber} ·`)) seen.push(`cart row of ${itemNumber}`);
        const inCart = document.querySelector('[aria-label^="In cart: "]');
        if (inCart) seen.push(`in-cart button '${inCart.getAttribute('aria-label') ?? ''}'`);
      };
      look();
      new MutationObserver(look).observe(document.body, {
        subtree: true,
        childList: true,
        characterData: true,
        attributes: true,
        attributeFilter: ['aria-label'],
      });
    },
    items.map((item) => item.itemNumber),
  );
}

const seenOfFirstUser = (page: Page) => page.evaluate(() => [...new Set(window.seenOfFirstUser ?? [])]);

const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search stock' }).or(page.getByRole('textbox', { name: 'Search stock' }));

/** Searches the stock list on the page (no reload) and opens the item's card; answers its row. */
async function stockRowOf(page: Page, item: StockItem) {
  await searchBox(page).fill(item.itemNumber);
  await searchBox(page).press('Enter');
  const main = page.getByRole('main');
  // A full item number matches that one item: wait for the list to show the search's answer.
  await expect(main.getByRole('region', { name: 'Stock' }).getByText(/^1 items? ·/)).toBeVisible();
  await main
    .getByRole('button', { name: /Show items/ })
    .first()
    .click();
  const row = main.getByRole('row').filter({ has: page.getByRole('cell', { name: item.itemNumber, exact: true }) });
  await expect(row).toHaveCount(1);
  return row;
}

async function openCartFromMenu(page: Page): Promise<void> {
  await sideMenuLinks(page).filter({ hasText: 'Cart and Offers' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cart and Offers' })).toBeVisible();
}

async function logout(page: Page, userMenu: string): Promise<void> {
  await page.getByRole('button', { name: userMenu }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.getByRole('dialog', { name: 'Logout' }).getByRole('button', { name: 'LOGOUT' }).click();
  await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
}

/** The first buyer with a buy and an offer in the cart, seen on the stock list and the cart page (one row ticked). */
async function firstBuyerWithCart(page: Page, request: Parameters<typeof inStockItems>[0]): Promise<StockItem[]> {
  await signIn(page, acmeOrigin, firstBuyer);
  await expect(page.getByRole('heading', { level: 1, name: 'Stock List' })).toBeVisible({ timeout: 15_000 });
  const token = await idTokenOf(page);
  const items = (await inStockItems(request, acmeOrigin, token, warehouse, 10)).slice(8);
  const [bought, offered] = items;
  if (!bought || !offered) throw new Error('two items are needed');
  await removeEntries(request, acmeOrigin, token, [bought.itemNumberWarehouse, offered.itemNumberWarehouse]);
  await addOffer(request, acmeOrigin, token, {
    itemNumberWarehouse: bought.itemNumberWarehouse,
    offerQuantity: bought.incrementSize,
    offerPrice: bought.listPrice,
  });
  await addOffer(request, acmeOrigin, token, {
    itemNumberWarehouse: offered.itemNumberWarehouse,
    offerQuantity: offered.incrementSize,
    offerPrice: Math.round(offered.listPrice * 60) / 100,
  });

  // The landing page read the cart before the entries above existed: load it again (still the first user).
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Stock List' })).toBeVisible({ timeout: 15_000 });
  await expect((await stockRowOf(page, bought)).getByRole('button', { name: /^In cart: / })).toBeVisible();
  await openCartFromMenu(page);
  await cartRow(page, bought).getByRole('checkbox').check();
  await expect(page.getByLabel('Selection summary')).toContainText('Selected items1');
  return items;
}

test('the next user signing in on the same page sees nothing of the first one, not even for a frame', async ({ page, request }) => {
  const nextBuyerSession = await cognitoSessionEntries(acmeOrigin, nextBuyer);
  const nextBuyerToken = Object.entries(nextBuyerSession).find(([key]) => key.endsWith('.idToken'))?.[1] ?? '';
  await new BuyerApi(request, acmeOrigin, nextBuyerToken).clearCart();
  const firstUserItems = await firstBuyerWithCart(page, request);
  const [bought] = firstUserItems;
  if (!bought) throw new Error('the bought item is needed');

  await logout(page, 'BB, User menu of Bailey Buyer');
  await recordFirstUserData(page, firstUserItems);
  await page.getByLabel('Email').fill(nextBuyer);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByLabel('Password', { exact: true }).press('Enter');

  await expect(page.getByRole('button', { name: 'PP, User menu of Parker Prospect' })).toBeVisible({ timeout: 15_000 });
  // The stock list: the first buyer's item offers Buy again, with no in-cart button.
  const row = await stockRowOf(page, bought);
  await expect(row.getByRole('button', { name: /^Buy / })).toBeVisible();
  // The cart page: empty, with nothing ticked.
  await openCartFromMenu(page);
  await expect(page.getByText('Your cart is empty.')).toBeVisible();

  expect(await seenOfFirstUser(page)).toEqual([]);
});

test("a sign-out in another tab ends the session in this one, and the first user's cart leaves the screen", async ({ context, page, request }) => {
  const firstUserItems = await firstBuyerWithCart(page, request);
  const otherTab = await context.newPage();
  await otherTab.goto(`${acmeOrigin}/stock`);
  await expect(otherTab.getByRole('heading', { level: 1, name: 'Stock List' })).toBeVisible({ timeout: 15_000 });

  await logout(otherTab, 'BB, User menu of Bailey Buyer');

  await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
  await recordFirstUserData(page, firstUserItems);
  expect(await seenOfFirstUser(page)).toEqual([]);
});
