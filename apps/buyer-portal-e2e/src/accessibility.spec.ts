import { expect as baseExpect, test, type Page } from './support/test';
import { expectAxeClean } from './support/accessibility';
import { BuyerApi, cartRow, openCart, signInForToken } from './support/cart';
import { acmeOrigin, northwindOrigin, signIn } from './support/portal';

// axe (WCAG 2.0/2.1 A and AA, best practices, every impact) finds nothing on every
// route built so far, at the states a buyer sees: in a real Chromium against the real API, on a
// desktop and on a 390 px phone. Both demo tenants' themes are checked (their colours differ).
// Nothing here changes what the other specs rely on: Acme is only looked at; the checkout runs on
// Northwind as buyer@northwind.test, account setup and the online forms are only opened.

// Its tests share nothing but the worker's database (each looks, or clears the cart it fills), so
// they spread over the workers instead of making this file the run's longest.
test.describe.configure({ mode: 'parallel', timeout: 180_000 });
// Upper bounds, not speed checks: a full page load on a loaded 2-core machine can take longer than
// the suite's 15 s to show a page.
const expect = baseExpect.configure({ timeout: 60_000 });

const PHONE = { width: 390, height: 844 };
const NORTHWIND_BUYER = 'buyer@northwind.test';

async function openPage(page: Page, origin: string, path: string, heading: string | RegExp): Promise<void> {
  await page.goto(`${origin}${path}`);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

for (const viewport of [null, PHONE]) {
  const size = viewport ? '390 px' : 'desktop';

  test.describe(`on a ${size} screen`, () => {
    if (viewport) test.use({ viewport });

    test('sign-in and reset password, on both tenants', async ({ page }) => {
      for (const origin of [acmeOrigin, northwindOrigin]) {
        await page.goto(`${origin}/`);
        await expect(page.getByLabel('Email')).toBeVisible();
        await expectAxeClean(page, `sign-in at ${origin} (${size})`);
        // A refused sign-in shows its alert.
        await page.getByLabel('Email').fill('nobody@demo.test');
        await page.getByLabel('Password', { exact: true }).fill('Wrong-pass-1');
        await page.getByLabel('Password', { exact: true }).press('Enter');
        await expect(page.getByRole('alert')).toBeVisible();
        await expectAxeClean(page, `sign-in refused at ${origin} (${size})`);

        await page.goto(`${origin}/reset-password`);
        await expect(page.getByLabel('Email')).toBeVisible();
        await expectAxeClean(page, `reset password at ${origin} (${size})`);
      }
      // The code step (a code nobody reads: the user keeps the password).
      await page.getByLabel('Email').fill('prospect@demo.test');
      await page.getByLabel('Email').press('Enter');
      await expect(page.getByLabel('Verification code')).toBeVisible();
      await expectAxeClean(page, `reset password, code step (${size})`);
    });

    test('the stock list with an open card, its filters and a dialog', async ({ page }) => {
      await signIn(page, acmeOrigin, 'buyer@demo.test');
      await expect(page.getByRole('heading', { level: 1, name: 'Stock List' })).toBeVisible();
      const main = page.getByRole('main');
      await expect(main.getByRole('button', { name: /Show items/ }).first()).toBeVisible();
      await expectAxeClean(page, `/stock (${size})`);

      await main
        .getByRole('button', { name: /Show items/ })
        .first()
        .click();
      await expect(main.getByRole('row').nth(1)).toBeVisible();
      await expectAxeClean(page, `/stock with an open card (${size})`);

      if (viewport) {
        await page.getByRole('button', { name: /^Filters/ }).click();
        const drawer = page.getByRole('dialog', { name: 'Filters' });
        await expect(drawer.getByRole('checkbox').first()).toBeVisible();
        await expectAxeClean(page, `/stock with the filter drawer (${size})`);
        await drawer.getByRole('button', { name: /^Show \d+ items$/ }).click();
        await expect(drawer).toBeHidden();
      } else {
        await expect(page.getByRole('complementary', { name: 'Filters' }).getByRole('checkbox').first()).toBeVisible();
      }

      await page.getByRole('toolbar', { name: 'Stock list actions' }).getByRole('button', { name: 'Daily Report' }).click();
      const dialog = page.getByRole('dialog', { name: 'Daily Report' });
      await expect(dialog.getByRole('button', { name: /Subscribe|Unsubscribe/ })).toBeVisible();
      await expectAxeClean(page, `/stock with the Daily Report dialog (${size})`);
    });

    test('the cart tabs with a buy and an offer', async ({ page, request }) => {
      const buyer = new BuyerApi(request, northwindOrigin, await signInForToken(page, northwindOrigin, NORTHWIND_BUYER));
      await buyer.clearCart();
      const [bought, offered] = await buyer.inStockItems('AMS', 2);
      await buyer.offer(bought, bought.incrementSize, bought.listPrice);
      // Far enough below the list price that the seller reviews it.
      await buyer.offer(offered, offered.incrementSize, Math.round(offered.listPrice * 60) / 100);
      for (const tab of [0, 1, 2]) {
        await openCart(page, northwindOrigin, tab);
        await expect(page.getByRole('tab', { selected: true })).toBeVisible();
        if (tab !== 1) await expect(page.getByRole('listitem').filter({ hasText: 'Item # ' }).first()).toBeVisible();
        await expectAxeClean(page, `/cart?tab=${tab} (${size})`);
      }
      await buyer.clearCart();
    });

    test('orders, preferences, terms of sale and account pages of a buyer', async ({ page }) => {
      await signIn(page, acmeOrigin, 'buyer@demo.test');
      await expect(page).toHaveURL(/\/stock$/);
      await openPage(page, acmeOrigin, '/orders', 'Orders');
      // A table on a desktop, cards on a phone; the buyer may have no order yet.
      const orders = viewport ? page.getByRole('main').getByRole('listitem').first() : page.getByRole('table', { name: 'Orders' }).getByRole('row').nth(1);
      await expect(orders.or(page.getByText('No orders', { exact: true })).first()).toBeVisible();
      await expectAxeClean(page, `/orders (${size})`);
      await openPage(page, acmeOrigin, '/preferences', 'My Preferences');
      await expectAxeClean(page, `/preferences (${size})`);
      await openPage(page, acmeOrigin, '/terms-of-sale', 'Terms of Sale');
      await expectAxeClean(page, `/terms-of-sale (${size})`);
      await openPage(page, acmeOrigin, '/stock-alerts', 'Stock Alerts');
      await expectAxeClean(page, `/stock-alerts (${size})`);
      await openPage(page, acmeOrigin, '/dashboard', 'Buyer Dashboard');
      await expectAxeClean(page, `/dashboard (${size})`);
      await openPage(page, acmeOrigin, '/account', 'Account');
      await expectAxeClean(page, `/account (${size})`);
    });

    test('account setup of a new buyer', async ({ page }) => {
      await signIn(page, northwindOrigin, 'newbuyer@demo.test');
      await expect(page).toHaveURL(/\/account-(setup|details)$/);
      await page.goto(`${northwindOrigin}/account-setup`);
      await expect(page.getByRole('region', { name: /^Business Information/ }).getByLabel('Business name')).toBeVisible();
      await expectAxeClean(page, `/account-setup (${size})`);
      // Its messages for empty required fields.
      await page
        .getByRole('region', { name: /^Business Information/ })
        .getByRole('button', { name: 'NEXT' })
        .click();
      await expect(page.getByText('Required').first()).toBeVisible();
      await expectAxeClean(page, `/account-setup with its messages (${size})`);
    });

    test('account details and an online form of a prospect', async ({ page }) => {
      await signIn(page, northwindOrigin, 'prospect@demo.test');
      await expect(page).not.toHaveURL(/\/$/);
      await page.goto(`${northwindOrigin}/account-details`);
      const open = page.getByRole('link', { name: /^(Open|View) form Export End User Statement$/ });
      await expect(open).toBeVisible();
      await expectAxeClean(page, `/account-details (${size})`);
      await open.click();
      await expect(page).toHaveURL(/\/forms\/eus$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Export End User Statement' })).toBeVisible();
      await expect(page.getByRole('button', { name: /submit/i }).first()).toBeVisible();
      await expectAxeClean(page, `the EUS online form (${size})`);
    });
  });
}

test('checkout, its confirmation and the order page (Northwind, desktop then 390 px)', async ({ page, request }) => {
  const buyer = new BuyerApi(request, northwindOrigin, await signInForToken(page, northwindOrigin, NORTHWIND_BUYER));
  await buyer.clearCart();
  const [item] = await buyer.inStockItems('AMS', 1);
  await buyer.offer(item, item.incrementSize, item.listPrice);

  await openCart(page, northwindOrigin, 0);
  await cartRow(page, item).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Checkout Amsterdam' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Items in cart' })).toContainText(item.itemNumber);
  await expectAxeClean(page, '/checkout/Amsterdam (desktop)');
  const shipping = page.getByRole('region', { name: 'Shipping Method' });
  await shipping.getByRole('button', { name: 'Edit Shipping Method' }).click();
  await expect(shipping.getByRole('radio').first()).toBeVisible();
  await expectAxeClean(page, '/checkout/Amsterdam with the shipping row open (desktop)');
  await page.setViewportSize(PHONE);
  await expectAxeClean(page, '/checkout/Amsterdam with the shipping row open (390 px)');
  await shipping.getByRole('radio').first().check();
  await shipping.getByRole('button', { name: 'DONE' }).click();
  await page.setViewportSize({ width: 1280, height: 720 });

  const summary = page.getByRole('complementary', { name: 'Order summary' });
  await summary.getByRole('button', { name: 'Place Order' }).click();
  const payment = page.getByRole('region', { name: 'Payment Method' });
  // Without a saved payment method the checkout answers with its messages, else with the
  // confirmation: wait for one of them before looking which it was.
  const messages = summary.getByRole('alert');
  await expect(messages.or(page.getByRole('heading', { level: 1, name: 'Thank You for your order' }))).toBeVisible();
  if (await messages.isVisible()) {
    await expectAxeClean(page, '/checkout/Amsterdam with its messages (desktop)');
    await payment.getByRole('button', { name: 'Edit Payment Method' }).click();
    await payment.getByRole('radio').first().check();
    await payment.getByRole('button', { name: 'DONE' }).click();
    await summary.getByRole('button', { name: 'Place Order' }).click();
  }
  await expect(page).toHaveURL(/\/checkout\/order-release-confirmation/);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank You for your order' })).toBeVisible();
  await expectAxeClean(page, 'the checkout confirmation (desktop)');
  await page.setViewportSize(PHONE);
  await expectAxeClean(page, 'the checkout confirmation (390 px)');

  await page.getByRole('link', { name: /^View order / }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Order # / })).toBeVisible();
  // A phone shows the order's lines as cards.
  await expect(page.getByRole('list', { name: 'Order items' })).toContainText(item.itemNumber);
  await expectAxeClean(page, '/orders/{n} (390 px)');
  await page.setViewportSize({ width: 1280, height: 720 });
  await expectAxeClean(page, '/orders/{n} (desktop)');
});
