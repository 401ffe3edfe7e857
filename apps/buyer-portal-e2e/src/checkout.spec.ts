import { expect, test, type APIRequestContext, type Locator, type Page } from './support/test';
import type { StockItem } from '@bp/api-contract';
import { BuyerApi, SellerOps, cartRow, openCart, signInForToken } from './support/cart';
import { acmeOrigin, snackbarNamed } from './support/portal';
import { expandedItemRow } from './support/stocklist';

// Checkout of a new order (spec 02 §2, §4, §5, §8) in a real Chromium against
// the real API, as buyer@demo.test on Acme (two-button flow, grace period, PayPal through the
// embedded approval page, terms). Each test fills the cart with items of two warehouses and checks
// out one of them from the cart. Miami gets no on-hold order until the last Miami test (the cart
// would then send Miami to "add to an existing order"); request a quote checks out Dallas.
// Items past the first few of each warehouse: the other specs use the first ones.

test.describe.configure({ mode: 'serial', timeout: 180_000 });

const origin = acmeOrigin;
const PHONE = { width: 390, height: 844 };

/** Miami and Dallas items of this spec alone, with a stock level each test sets. */
let miamiItems: StockItem[] = [];
let dallasItem: StockItem;

async function pickItems(buyer: BuyerApi): Promise<void> {
  if (miamiItems.length > 0) return;
  miamiItems = (await buyer.inStockItems('MIA', 10)).slice(3);
  dallasItem = (await buyer.inStockItems('DAL', 8))[6];
}

/** Sets an item's stock (the stock list shows up to 100 exactly: Acme's maxItemQuantityToBeDisplayed). */
async function setStock(seller: SellerOps, item: StockItem, quantityAvailable: number): Promise<void> {
  await seller.post('stock/updates', [{ itemNumber: item.itemNumber, warehouse: item.warehouse, quantityAvailable }]);
}

/** An empty cart, then a buy of each item at its list price: the Cart tab holds both warehouses. */
async function fillCart(buyer: BuyerApi, items: readonly StockItem[]): Promise<void> {
  await buyer.clearCart();
  for (const item of items) await buyer.offer(item, item.incrementSize, item.listPrice);
}

/**
 * From the cart: tick the warehouse's items and press its Checkout button. Answers the milliseconds
 * from the click to interactive option rows (recorded, not asserted: speed lives in tools/bench).
 */
async function checkOutFromCart(page: Page, items: readonly StockItem[], warehouseLabel: string): Promise<number> {
  await openCart(page, origin, 0);
  for (const item of items) await cartRow(page, item).getByRole('checkbox').check();
  const clicked = Date.now();
  await page.getByRole('button', { name: `Checkout ${warehouseLabel}` }).click();
  await expect(page.getByRole('button', { name: 'Edit Shipping Method' })).toBeEnabled();
  const interactiveAfter = Date.now() - clicked;
  test.info().annotations.push({ type: 'checkout interactive after (ms)', description: String(interactiveAfter) });
  await expect(page).toHaveURL(new RegExp(`/checkout/${encodeURIComponent(warehouseLabel)}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  return interactiveAfter;
}

const row = (page: Page, name: string) => page.getByRole('region', { name });

/** Opens a row, picks a choice and presses DONE. */
async function choose(page: Page, rowName: string, choice: string | RegExp): Promise<void> {
  const section = row(page, rowName);
  await section.getByRole('button', { name: `Edit ${rowName}` }).click();
  await section.getByRole('radio', { name: choice }).check();
  await section.getByRole('button', { name: 'DONE' }).click();
  await expect(section.getByRole('button', { name: 'DONE' })).toHaveCount(0);
}

const summaryBar = (page: Page) => page.getByRole('complementary', { name: 'Order summary' });
const barAlert = (page: Page) => summaryBar(page).getByRole('alert');

async function expectNoSidewaysScroll(page: Page, what: string): Promise<void> {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${what} is ${width} px wide`).toBeLessThanOrEqual(PHONE.width);
}

/** The confirmation (spec 02 §2 Order confirmation) and the order number it links to. */
async function confirmedOrderNumber(page: Page): Promise<string> {
  await expect(page).toHaveURL(/\/checkout\/order-release-confirmation/);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank You for your order' })).toBeVisible();
  const link = page.getByRole('link', { name: /^View order / });
  const href = (await link.getAttribute('href')) ?? '';
  return decodeURIComponent(href.replace('/orders/', ''));
}

/** The stock list row's available quantity cell. */
async function stockRowQuantity(page: Page, item: StockItem): Promise<Locator> {
  await page.goto(`${origin}/stock?warehouse=${item.warehouse}&search=${encodeURIComponent(item.itemNumber)}`);
  return expandedItemRow(page, item.itemNumber);
}

test('pays and ships on terms: §5 messages for bad values, the confirm dialog, the confirmation, and the stock list shows fewer units', async ({
  page,
  request,
}) => {
  const buyer = new BuyerApi(request, origin, await signInForToken(page, origin, 'buyer@demo.test'));
  const seller = new SellerOps(request, origin);
  await pickItems(buyer);
  const [miami] = miamiItems;
  await setStock(seller, miami, 60);
  await fillCart(buyer, [miami, dallasItem]);
  await checkOutFromCart(page, [miami], 'Miami');

  // The order lines hold the Miami item only; the back link goes to the cart.
  await expect(page.getByRole('link', { name: /Back to Cart/ })).toHaveAttribute('href', '/cart');
  const lines = row(page, 'Items in cart');
  await expect(lines).toContainText(miami.itemNumber);
  await expect(lines).not.toContainText(dallasItem.itemNumber);
  await expect(summaryBar(page).getByRole('button', { name: 'Pay And Ship Now' })).toBeEnabled();
  await expect(summaryBar(page).getByRole('button', { name: 'Hold Order For Later' })).toBeEnabled();

  // §5: bill my account needs carrier, service level and account number: several errors give one
  // summary text, a single one its own text.
  await choose(page, 'Shipping Method', 'Bill My Account');
  await choose(page, 'Payment Method', /Net 30 Terms/);
  await summaryBar(page).getByRole('button', { name: 'Hold Order For Later' }).click();
  await expect(barAlert(page)).toHaveText('Please fill the Required Fields');
  const billMyAccount = row(page, 'Shipping Method');
  await expect(billMyAccount.getByText('Account Number is Required')).toBeVisible();
  await billMyAccount.getByLabel('Carrier').selectOption('FedEx');
  await billMyAccount.getByLabel('Service Level').selectOption('Ground');
  await summaryBar(page).getByRole('button', { name: 'Hold Order For Later' }).click();
  await expect(barAlert(page)).toHaveText('Account Number is Required');

  // §5: request a quote needs a service level and a numeric freight (checked on blur).
  await choose(page, 'Shipping Method', 'Request a Quote');
  const freight = row(page, 'Shipping Method').getByLabel('Freight');
  await freight.fill('abc');
  await freight.blur();
  await expect(row(page, 'Shipping Method').getByText('Freight should be a number')).toBeVisible();
  await freight.fill('');
  await freight.blur();
  await expect(row(page, 'Shipping Method').getByText('Freight is Required')).toBeVisible();
  // The quote variant: one hold button.
  await expect(summaryBar(page).getByRole('button', { name: 'Hold Order Until Shipping Quote' })).toBeVisible();
  await expect(summaryBar(page).getByRole('button', { name: 'Pay And Ship Now' })).toHaveCount(0);

  // §5: insurance must be chosen, at least 1 and at most min(maximum, subtotal).
  await choose(page, 'Shipping Method', /^Standard Shipping/);
  await summaryBar(page).getByRole('button', { name: 'Hold Order For Later' }).click();
  await expect(barAlert(page)).toHaveText('Please Select Insurance.');
  const insurance = row(page, 'Shipping Method');
  await insurance.getByRole('radio', { name: 'YES' }).check();
  const amount = insurance.getByLabel(/^Insured Amount/);
  await amount.fill('0');
  await amount.blur();
  await expect(insurance.getByText('Invalid value, must be greater than $1')).toBeVisible();
  await amount.fill('99999');
  await amount.blur();
  await expect(insurance.getByText(/^Max Value for this order is \$/)).toBeVisible();
  await insurance.getByRole('radio', { name: 'NO' }).check();

  // Pay and ship: the confirm dialog, then the confirmation.
  await summaryBar(page).getByRole('button', { name: 'Pay And Ship Now' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Are you ready to release this order and have it shipped now?');
  await dialog.getByRole('button', { name: 'Yes, ship now' }).click();
  const orderNumber = await confirmedOrderNumber(page);
  await expect(page.getByText(`Your order ${orderNumber} is being processed`, { exact: false })).toBeVisible();
  const instructions = page.getByRole('region', { name: 'Payment instructions' });
  await expect(instructions).toContainText('Your account will be invoiced when the order ships.');
  await expect(row(page, 'Items in cart')).toContainText(miami.itemNumber);
  // Acme's grace period: the cancellation deadline.
  await expect(page.getByText(/^You can cancel this order until /)).toBeVisible();
  await expect(page.getByRole('link', { name: `View order ${orderNumber}` })).toHaveAttribute('href', `/orders/${orderNumber}`);
  await page.getByRole('button', { name: 'BACK TO STOCKLIST' }).click();
  await expect(page).toHaveURL(/\/stock/);

  // The cart keeps the Dallas item; the stock list shows the sold unit(s) gone.
  await openCart(page, origin, 0);
  await expect(cartRow(page, dallasItem)).toBeVisible();
  await expect(cartRow(page, miami)).toHaveCount(0);
  const stockRow = await stockRowQuantity(page, miami);
  await expect(stockRow.getByRole('cell', { name: String(60 - miami.incrementSize), exact: true })).toBeVisible();
});

test("a submit refused because the stock ran out goes back to the cart with the API's reason in an error snackbar", async ({ page, request }) => {
  const buyer = new BuyerApi(request, origin, await signInForToken(page, origin, 'buyer@demo.test'));
  const seller = new SellerOps(request, origin);
  await pickItems(buyer);
  const item = miamiItems[6];
  await setStock(seller, item, 60);
  await fillCart(buyer, [item, dallasItem]);
  await checkOutFromCart(page, [item], 'Miami');
  await choose(page, 'Shipping Method', /^Standard Shipping/);
  await row(page, 'Shipping Method').getByRole('radio', { name: 'NO' }).check();
  await choose(page, 'Payment Method', /Net 30 Terms/);

  // Another buyer takes the last units while this one reviews the order.
  await setStock(seller, item, 0);
  await summaryBar(page).getByRole('button', { name: 'Hold Order For Later' }).click();

  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Cart and Offers' })).toBeVisible();
  await expect(snackbarNamed(page, 'There is not enough stock for this quantity.')).toBeVisible();
  await setStock(seller, item, 60);
  await buyer.clearCart();
});

/**
 * Puts the Miami item `miamiIndex` (and the Dallas item) in the buyer's cart, checks Miami out on standard shipping,
 * uninsured, paid with PayPal, and asks to pay and ship now: the next click ('Yes, ship now')
 * opens the PayPal window. `beforeCheckout` runs before the page opens the cart (a popup blocker).
 */
async function payAndShipWithPayPal(page: Page, request: APIRequestContext, miamiIndex: number, beforeCheckout?: () => Promise<unknown>) {
  const buyer = new BuyerApi(request, origin, await signInForToken(page, origin, 'buyer@demo.test'));
  await pickItems(buyer);
  const item = miamiItems[miamiIndex];
  await fillCart(buyer, [item, dallasItem]);
  await beforeCheckout?.();
  await checkOutFromCart(page, [item], 'Miami');
  await choose(page, 'Shipping Method', /^Standard Shipping/);
  await row(page, 'Shipping Method').getByRole('radio', { name: 'NO' }).check();
  await choose(page, 'Payment Method', /PayPal/);
  await summaryBar(page).getByRole('button', { name: 'Pay And Ship Now' }).click();
}

test('pays with PayPal in its 600x700 window: approved gives SUCCESS', async ({ page, request }) => {
  await payAndShipWithPayPal(page, request, 1);
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('dialog').getByRole('button', { name: 'Yes, ship now' }).click();
  const popup = await popupOpened;
  await expect(popup.getByRole('heading', { name: 'Pay with PayPal' })).toBeVisible();
  expect(popup.viewportSize()).toEqual({ width: 600, height: 700 });
  await popup.getByRole('button', { name: 'Approve' }).click();

  const orderNumber = await confirmedOrderNumber(page);
  await expect(page.getByText('Your payment was received.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'PAY NOW USING PAYPAL' })).toHaveCount(0);
  expect(orderNumber).not.toBe('');
});

test('PayPal closed early: the failure texts, then PAY NOW USING PAYPAL pays', async ({ page, request }) => {
  await payAndShipWithPayPal(page, request, 2);
  const firstWindow = page.waitForEvent('popup');
  await page.getByRole('dialog').getByRole('button', { name: 'Yes, ship now' }).click();
  const popup = await firstWindow;
  await expect(popup.getByRole('heading', { name: 'Pay with PayPal' })).toBeVisible();
  await popup.close();

  await confirmedOrderNumber(page);
  await expect(page.getByText('Your payment did not go through. Please PAY NOW USING PAYPAL.')).toBeVisible();
  await expect(page.getByText('Payment must be received before we can ship your order. Please use PayPal to complete your payment now')).toBeVisible();
  const relaunch = page.getByRole('dialog', { name: 'Complete your payment' });
  await expect(relaunch).toContainText('can be re-launched');
  await relaunch.getByRole('button', { name: 'OK' }).click();

  const secondWindow = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'PAY NOW USING PAYPAL' }).click();
  const retry = await secondWindow;
  await retry.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Your payment was received.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'PAY NOW USING PAYPAL' })).toHaveCount(0);
});

test('PayPal with the popup blocked: the same window goes to PayPal and the confirmation resumes the payment check', async ({ page, request }) => {
  // A popup blocker: window.open answers null.
  await payAndShipWithPayPal(page, request, 5, () =>
    page.addInitScript(() => {
      window.open = () => null;
    }),
  );
  await page.getByRole('dialog').getByRole('button', { name: 'Yes, ship now' }).click();

  await expect(page.getByRole('heading', { name: 'Pay with PayPal' })).toBeVisible();
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page).toHaveURL(/\/checkout\/order-release-confirmation\?paypalOrder=/);
  await confirmedOrderNumber(page);
  await expect(page.getByText('Your payment was received.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'PAY NOW USING PAYPAL' })).toHaveCount(0);
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: PHONE });

  test('the checkout page and the confirmation do not scroll sideways; hold for later', async ({ page, request }) => {
    const buyer = new BuyerApi(request, origin, await signInForToken(page, origin, 'buyer@demo.test'));
    await pickItems(buyer);
    const item = miamiItems[3];
    await fillCart(buyer, [item, dallasItem]);
    await checkOutFromCart(page, [item], 'Miami');
    await expect(row(page, 'Items in cart')).toContainText(item.itemNumber);
    await expectNoSidewaysScroll(page, 'the checkout page');
    await choose(page, 'Shipping Method', /^Standard Shipping/);
    await row(page, 'Shipping Method').getByRole('radio', { name: 'NO' }).check();
    await choose(page, 'Payment Method', /Net 30 Terms/);
    await expectNoSidewaysScroll(page, 'the checkout page with its rows chosen');

    await summaryBar(page).getByRole('button', { name: 'Hold Order For Later' }).click();
    await confirmedOrderNumber(page);
    await expect(page.getByText(/is on hold\. You can release it from the order page\./)).toBeVisible();
    await expectNoSidewaysScroll(page, 'the confirmation');
  });
});

test('requests a shipping quote: Hold Order Until Shipping Quote', async ({ page, request }) => {
  const buyer = new BuyerApi(request, origin, await signInForToken(page, origin, 'buyer@demo.test'));
  await pickItems(buyer);
  const miami = miamiItems[4];
  await fillCart(buyer, [miami, dallasItem]);
  await checkOutFromCart(page, [dallasItem], 'Dallas');
  await choose(page, 'Shipping Method', 'Request a Quote');
  const method = row(page, 'Shipping Method');
  await method.getByLabel('Service Level').selectOption('Ground');
  await method.getByLabel('Freight').fill('85');
  await method.getByLabel('Freight').blur();
  await choose(page, 'Payment Method', /Net 30 Terms/);

  await summaryBar(page).getByRole('button', { name: 'Hold Order Until Shipping Quote' }).click();
  await confirmedOrderNumber(page);
  await expect(page.getByText(/is on hold until we send you a shipping quote\./)).toBeVisible();
  await openCart(page, origin, 0);
  await expect(cartRow(page, miami)).toBeVisible();
  await expect(cartRow(page, dallasItem)).toHaveCount(0);
  await buyer.clearCart();
});
