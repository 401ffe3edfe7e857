import { expect, test, type APIRequestContext, type Page } from './support/test';
import { BuyerApi } from './support/cart';
import { demoOrder } from './support/demo-orders';
import { acmeOrigin, signIn } from './support/portal';
import { idTokenOf } from './support/stocklist';

// A buyer's own language in a real Chromium against the real API: Español chosen in the user
// menu turns the stock list, the cart, a checkout and an order page Spanish, with Spanish number
// and date formats; the choice is the user's on the server, so it survives signing out and holds
// in a browser that never saw it. The buyer is set back to English afterwards (the worker's other
// specs sign in as the same buyer).

test.describe.configure({ timeout: 120_000 });

const origin = acmeOrigin;
const PHONE = { width: 390, height: 844 };
/** A price as Spanish writes it: a decimal comma ("$219,50", "$1234,50", "$12.345,50"). */
const SPANISH_PRICE = /\$\d{1,3}(\.?\d{3})*,\d{2}\b/;
/** A date with a Spanish month ("29 nov 2026", "29 de noviembre de 2026"). */
const SPANISH_DATE = /\d{1,2}( de)? (ene|feb|mar|abr|may|jun|jul|ago|sept?|oct|nov|dic)[a-z]*\.?( de)? \d{4}/i;

async function setLocale(request: APIRequestContext, token: string, locale: string) {
  const response = await request.put(`${origin}/px-api-gateway/account/user/locale`, { headers: { Authorization: `Bearer ${token}` }, data: { locale } });
  expect(response.status(), await response.text()).toBe(204);
}

async function chooseSpanish(page: Page) {
  await page.getByRole('button', { name: /User menu of/ }).click();
  await page.getByRole('menuitemradio', { name: 'Español' }).click();
  await expect(page.getByRole('heading', { name: 'Lista de stock' })).toBeVisible();
}

test('Español: stock list, cart, checkout and an order in Spanish with Spanish numbers and dates; the choice survives sign-out', async ({
  page,
  request,
  browser,
}) => {
  const { orderNumber, token } = await demoOrder(page, request);
  // Signing out revokes the first session's tokens: the reset uses the latest session's.
  let resetToken = token;
  try {
    const buyer = new BuyerApi(request, origin, token);
    await buyer.clearCart();
    const [item] = await buyer.inStockItems('MIA', 1);
    await buyer.offer(item, item.incrementSize, item.listPrice);

    await page.goto(`${origin}/stock`);
    await chooseSpanish(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByText(SPANISH_PRICE).first()).toBeVisible();

    await page.goto(`${origin}/cart`);
    await expect(page.getByRole('heading', { name: 'Carrito y ofertas' })).toBeVisible();

    await page
      .getByRole('listitem')
      .filter({ hasText: `Artículo n.º ${item.itemNumber} ·` })
      .getByRole('checkbox')
      .check();
    await page
      .getByRole('button', { name: /^Finalizar compra / })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Finalizar compra' })).toBeVisible();
    await expect(page.getByText(SPANISH_PRICE).first()).toBeVisible();

    await page.goto(`${origin}/orders/${orderNumber}`);
    await expect(page.getByText('Volver a los pedidos').first()).toBeVisible();
    await expect(page.getByText(SPANISH_DATE).first()).toBeVisible();
    await expect(page.getByText(SPANISH_PRICE).first()).toBeVisible();

    await buyer.clearCart();

    // Signing out: the sign-in page stays Spanish in this browser.
    await page.getByRole('button', { name: /Menú de usuario de/ }).click();
    await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
    await page.getByRole('dialog', { name: 'Cerrar sesión' }).getByRole('button', { name: 'CERRAR SESIÓN' }).click();
    await expect(page.getByRole('button', { name: 'INICIAR SESIÓN' })).toBeVisible();

    // Another browser, English until the user is known: the server's choice turns it Spanish.
    const elsewhere = await browser.newPage();
    try {
      await signIn(elsewhere, origin, 'buyer@demo.test');
      await expect(elsewhere.getByRole('heading', { name: 'Lista de stock' })).toBeVisible();
      resetToken = await idTokenOf(elsewhere);
    } finally {
      await elsewhere.close();
    }
  } finally {
    await setLocale(request, resetToken, 'en');
  }
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: PHONE });

  test('the language choice, then the stock list, cart and an order in Spanish without sideways scroll', async ({ page, request }) => {
    const { orderNumber, token } = await demoOrder(page, request);
    const noSidewaysScroll = async () => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    try {
      await page.goto(`${origin}/stock`);
      await chooseSpanish(page);
      await expect(page.getByText(SPANISH_PRICE).first()).toBeVisible();
      await noSidewaysScroll();
      await page.goto(`${origin}/cart`);
      await expect(page.getByRole('heading', { name: 'Carrito y ofertas' })).toBeVisible();
      await noSidewaysScroll();
      await page.goto(`${origin}/orders/${orderNumber}`);
      await expect(page.getByText('Volver a los pedidos').first()).toBeVisible();
      await expect(page.getByText(SPANISH_DATE).first()).toBeVisible();
      await noSidewaysScroll();
    } finally {
      await setLocale(request, token, 'en');
    }
  });
});
