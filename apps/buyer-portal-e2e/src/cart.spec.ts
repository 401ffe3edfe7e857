import { expect, test, type Page } from './support/test';
import { expectSnackbarClearOf, northwindOrigin, seriousA11yViolations, snackbarNamed } from './support/portal';
import { BuyerApi, SellerOps, cartRow, openCart, signInForToken, wholeAmount } from './support/cart';

// The Cart and Offers page (/cart, spec 01 §2, §4, §5, §6, §8) in a real Chromium against the real
// API: the seller's side goes through the ops scope (answers, the job worker, stock changes).
// It runs on the second demo tenant (Northwind Wireless, 127.0.0.1) whose buyer@demo.test has a
// cart no other spec touches, so the tab counts are the spec's own. Tests run in order: each
// empties the cart first.

// Long journeys on a shared 2-core machine: more than the default 30 s each.
test.describe.configure({ mode: 'serial', timeout: 90_000 });

const origin = northwindOrigin;
/** Northwind's warehouse that accepts offers (apps/api/src/seed/demo-tenants.ts). */
const OFFER_WAREHOUSE = 'AMS';
const OFFER_WAREHOUSE_LABEL = 'Amsterdam';

const snackbar = (page: Page, text: string) => page.getByText(text, { exact: true });
const tab = (page: Page, name: RegExp) => page.getByRole('tab', { name });
const dialogNamed = (page: Page, name: string) => page.getByRole('dialog', { name });

/** Cents-safe price: a share of the list price, rounded to whole cents. */
const share = (listPrice: number, fraction: number) => Math.round(listPrice * fraction * 100) / 100;

test('negotiates in the cart: buy, offer, counter, edit rules, move to cart, delete one and many', async ({ page, request }) => {
  const buyer = new BuyerApi(request, origin, await signInForToken(page, origin, 'buyer@demo.test'));
  const seller = new SellerOps(request, origin);
  await buyer.clearCart();
  const [bought, countered, rejected] = await buyer.inStockItems(OFFER_WAREHOUSE, 3);

  // A buy at list price (cart) and two offers far enough below list that the tenant's rules leave
  // them to the seller (below 80 %).
  await buyer.offer(bought, bought.incrementSize, bought.listPrice);
  const counteredQuantity = countered.incrementSize * 2;
  const counteredOffer = await buyer.offer(countered, counteredQuantity, share(countered.listPrice, 0.6));
  const rejectedOffer = await buyer.offer(rejected, rejected.incrementSize, share(rejected.listPrice, 0.6));
  expect(counteredOffer).toMatchObject({ offerStatus: 'PENDING_ACCEPTANCE', offerState: 'AWAITING_TENANT_REVIEW' });

  await openCart(page, origin, 2);
  await expect(tab(page, /^Cart 1$/)).toBeVisible();
  await expect(tab(page, /^Offers awaiting the seller's review 2$/)).toHaveAttribute('aria-selected', 'true');
  await expect(tab(page, /^Offers awaiting your review 0$/)).toHaveAttribute('aria-disabled', 'true');
  await expect(cartRow(page, countered)).toContainText('Offered');

  // The seller counters one offer and rejects the other through the ops entry point.
  const counterPrice = share(countered.listPrice, 0.85);
  const minimumQuantity = counteredQuantity + countered.incrementSize;
  await seller.counter(counteredOffer.offerId, counterPrice, minimumQuantity);
  await seller.reject(rejectedOffer.offerId);

  await openCart(page, origin, 1);
  await expect(tab(page, /^Offers awaiting your review 2$/)).toHaveAttribute('aria-selected', 'true');
  await expect(cartRow(page, countered)).toContainText('seller counter price valid for 1 order with minimum quantity and expiry');
  await expect(cartRow(page, rejected)).toContainText(new RegExp(`your offer of \\D?${wholeAmount(rejectedOffer.offerPrice)} was rejected`));
  // Spec 01 §2 chips: one per status with its count.
  await expect(page.getByRole('group', { name: 'Offer statuses' })).toContainText('Countered 1');
  await expect(page.getByRole('group', { name: 'Offer statuses' })).toContainText('Rejected 1');
  expect(await seriousA11yViolations(page)).toEqual([]);

  // Edit rules (spec 01 §5): a countered offer on the review tab must stay below the counter price…
  await cartRow(page, countered)
    .getByRole('button', { name: /^Edit / })
    .click();
  let dialog = dialogNamed(page, 'Edit offer');
  await dialog.getByLabel('Offer price').fill(String(counterPrice));
  await expect(dialog.getByRole('alert')).toHaveText('New offer price must be below the Countered price');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  // …and a rejected offer below the list price (a higher price is capped at list on blur).
  await cartRow(page, rejected)
    .getByRole('button', { name: /^Edit / })
    .click();
  dialog = dialogNamed(page, 'Edit offer');
  await dialog.getByLabel('Offer price').fill(String(rejected.listPrice + 100));
  await dialog.getByLabel('Offer price').blur();
  await expect(dialog.getByLabel('Offer price')).toHaveValue(String(rejected.listPrice));
  await expect(dialog.getByRole('alert')).toHaveText('New offer price should be less than the list price');
  // A valid new price makes it a new offer: the entry moves to the seller's review tab.
  await dialog.getByLabel('Offer price').fill(String(share(rejected.listPrice, 0.5)));
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(snackbar(page, "Your offer was updated and moved to Offers awaiting the seller's review")).toBeVisible();
  await expect(cartRow(page, rejected)).toHaveCount(0);
  await expect(tab(page, /^Offers awaiting the seller's review 1$/)).toBeVisible();

  // Move to cart: nothing selected first, then the countered offer.
  await page.getByRole('button', { name: 'Move to cart' }).click();
  await expect(snackbar(page, 'Please select at least one item to move to the Cart tab')).toBeVisible();
  await cartRow(page, countered).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Move to cart' }).click();
  await expect(snackbar(page, 'Successfully moved the selected items to the Cart tab')).toBeVisible();
  await expect(tab(page, /^Cart 2$/)).toBeVisible();
  // The snackbars (30 s here) lie at the bottom, clear of the tabs the buyer clicks next.
  await expectSnackbarClearOf(snackbarNamed(page, 'Successfully moved the selected items to the Cart tab'), [
    page.getByRole('tablist'),
    page.getByRole('heading', { level: 1 }),
  ]);
  expect((await buyer.entryOf(countered.itemNumberWarehouse))?.stocklistOffer).toMatchObject({
    offerState: 'READY_TO_CHECKOUT',
    offerStatus: 'COUNTERED',
    offerQuantity: minimumQuantity,
  });
  // The review tab is empty now, so the page goes back to the first tab (spec 01 §2: an empty tab is disabled).
  await expect(page).toHaveURL(/tab=0/);

  // Delete one offer (the re-offered one) on the seller's review tab.
  await tab(page, /^Offers awaiting the seller's review 1$/).click();
  await cartRow(page, rejected)
    .getByRole('button', { name: /^Delete / })
    .click();
  await expect(snackbar(page, 'Your offer was deleted from the Cart')).toBeVisible();
  await expect(cartRow(page, rejected)).toHaveCount(0);
  expect(await buyer.entryOf(rejected.itemNumberWarehouse)).toBeUndefined();

  // In the cart a countered offer keeps its minimum quantity (spec 01 §5).
  await expect(page).toHaveURL(/tab=0/);
  await cartRow(page, countered)
    .getByRole('button', { name: /^Edit / })
    .click();
  dialog = dialogNamed(page, 'Edit offer');
  await dialog.getByLabel('Quantity').fill(String(minimumQuantity - 1));
  await expect(dialog.getByRole('alert')).toHaveText('New Quantity must be greater than or equal to minimum quantity');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // Selection totals use checkOutQuantity × checkOutPrice; then delete both entries at once.
  await page.getByRole('checkbox', { name: 'Select all', exact: true }).check();
  const summary = page.getByLabel('Selection summary');
  await expect(summary).toContainText('Selected items2');
  await page.getByRole('button', { name: 'Delete selected' }).click();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(snackbar(page, 'All the 2 offers deleted from the Cart')).toBeVisible();
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'GO TO STOCKLIST' })).toHaveAttribute('href', '/stock');
  expect(await buyer.entries()).toEqual([]);
});

test('an accepted offer counts down, then expires through the job', async ({ page, request }) => {
  const buyer = new BuyerApi(request, origin, await signInForToken(page, origin, 'buyer@demo.test'));
  const seller = new SellerOps(request, origin);
  await buyer.clearCart();
  const [item, expiring] = await buyer.inStockItems(OFFER_WAREHOUSE, 2);
  const offer = await buyer.offer(item, item.incrementSize, share(item.listPrice, 0.6));
  const expiringOffer = await buyer.offer(expiring, expiring.incrementSize, share(expiring.listPrice, 0.6));

  // Accepted with an answer valid for a little over a day (so the countdown reads 1 day, 0 hours).
  await seller.accept(offer.offerId, new Date(Date.now() + 24 * 3_600_000 + 30 * 60_000));
  // The other one with an expiry a few seconds away: once due, the job worker expires it.
  await seller.accept(expiringOffer.offerId, new Date(Date.now() + 3_000));
  await openCart(page, origin, 1);
  await expect(cartRow(page, item)).toContainText(/new price valid for 1 order with a minimum quantity, expires in 1 day, 0 hours, (29|30) minutes/);

  // Until its expiry has passed, the seller's job run finds nothing due.
  await expect
    .poll(async () => {
      await seller.runJobs();
      return (await buyer.entryOf(expiring.itemNumberWarehouse))?.stocklistOffer.offerStatus;
    })
    .toBe('EXPIRED');
  expect((await buyer.entryOf(item.itemNumberWarehouse))?.stocklistOffer.offerStatus).toBe('ACCEPTED');

  await openCart(page, origin, 1);
  await expect(cartRow(page, expiring)).toContainText('your offer expired');
  await expect(cartRow(page, item)).toContainText('Accepted');
  await buyer.clearCart();
});

test('a list-price drop below an accepted offer marks it Price dropped', async ({ page, request }) => {
  const buyer = new BuyerApi(request, origin, await signInForToken(page, origin, 'buyer@demo.test'));
  const seller = new SellerOps(request, origin);
  await buyer.clearCart();
  const [item] = await buyer.inStockItems(OFFER_WAREHOUSE, 1);
  const offerPrice = share(item.listPrice, 0.6);
  const offer = await buyer.offer(item, item.incrementSize, offerPrice);
  await seller.accept(offer.offerId);

  try {
    const result = await seller.setListPrice(item, share(item.listPrice, 0.5));
    expect(result.offersPriceDropped).toBe(1);
    await openCart(page, origin, 1);
    await expect(cartRow(page, item)).toContainText('Price dropped');
    await expect(cartRow(page, item)).toContainText('list price is now lower than your offer, checkout at the new price');
  } finally {
    await seller.setListPrice(item, item.listPrice);
    await buyer.clearCart();
  }
});

test('a prospect who is not ready gets the Not Ready For Checkout dialog with the sales rep', async ({ page, request }) => {
  const prospect = new BuyerApi(request, origin, await signInForToken(page, origin, 'prospect@demo.test'));
  await prospect.clearCart();
  const [item] = await prospect.inStockItems(OFFER_WAREHOUSE, 1);
  await prospect.offer(item, item.incrementSize, item.listPrice);

  await openCart(page, origin, 0);
  await cartRow(page, item).getByRole('checkbox').check();
  await page.getByRole('button', { name: `Checkout ${OFFER_WAREHOUSE_LABEL}` }).click();

  const dialog = dialogNamed(page, 'Not Ready For Checkout');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
  await expect(page).toHaveURL(/\/cart/);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await prospect.clearCart();
});

test('a customer goes from a warehouse to its checkout with the navigation state', async ({ page, request }) => {
  const buyer = new BuyerApi(request, origin, await signInForToken(page, origin, 'buyer@demo.test'));
  await buyer.clearCart();
  const [item] = await buyer.inStockItems(OFFER_WAREHOUSE, 1);
  await buyer.offer(item, item.incrementSize, item.listPrice);

  await openCart(page, origin, 0);
  await cartRow(page, item).getByRole('checkbox').check();
  await page.getByRole('button', { name: `Checkout ${OFFER_WAREHOUSE_LABEL}` }).click();
  await expect(page).toHaveURL(new RegExp(`/checkout/(add-to-unshipped-order/)?${OFFER_WAREHOUSE_LABEL}$`));
  const state = await page.evaluate(() => (window.history.state as { usr?: unknown } | null)?.usr);
  expect(state).toMatchObject({ fromCart: true, warehouseCode: OFFER_WAREHOUSE, isPxns: false });
  await buyer.clearCart();
});
