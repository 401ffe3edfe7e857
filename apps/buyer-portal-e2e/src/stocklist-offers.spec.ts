import { expect, test, type Page } from './support/test';
import { acmeOrigin, signIn } from './support/portal';
import { cartEntryOf, inStockItems, removeEntries } from './support/offers';
import { expandedItemRow as itemRow, idTokenOf } from './support/stocklist';

// Buy at list price and make an offer from the stock list of Acme Devices (spec 01 §2, §4, §5,
// §8) in a real Chromium against the real API: snackbars, the in-cart button that replaces
// Buy/Offer (also after a reload), and the edit-in-cart dialog. The items are read from the API
// and their cart entries removed first, so the spec does not depend on other specs' carts.

const buyer = 'buyer@demo.test';
/** Miami accepts offers (seed: apps/api/src/seed/demo-tenants.ts). */
const warehouse = 'MIA';

async function openStockAt(page: Page, query: string): Promise<void> {
  await page.goto(`${acmeOrigin}/stock${query}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Stock List' })).toBeVisible();
}

test.describe('buy and offer from the stock list', () => {
  // A whole journey of several page loads, on a 2-core machine shared with other runs.
  test.describe.configure({ timeout: 120_000 });

  test('buys at list price and makes an offer; the in-cart button replaces Buy/Offer, survives a reload and edits the entry', async ({ page, request }) => {
    await signIn(page, acmeOrigin, buyer);
    // Sign-in lands on the stock list (slow on a shared 2-core machine, hence the longer wait).
    await expect(page.getByRole('heading', { level: 1, name: 'Stock List' })).toBeVisible({ timeout: 15_000 });
    const token = await idTokenOf(page);
    const [buyItem, offerItem] = await inStockItems(request, acmeOrigin, token, warehouse, 2);
    if (!buyItem || !offerItem) throw new Error('two items are needed');
    await removeEntries(request, acmeOrigin, token, [buyItem.itemNumberWarehouse, offerItem.itemNumberWarehouse]);

    // Buy at list price.
    const buyQuery = `?warehouse=${warehouse}&search=${encodeURIComponent(buyItem.itemNumber)}`;
    await openStockAt(page, buyQuery);
    let row = await itemRow(page, buyItem.itemNumber);
    await row.getByRole('button', { name: /^Buy / }).click();
    const buyDialog = page.getByRole('dialog', { name: 'Buy at list price' });
    await expect(buyDialog).toBeVisible();
    await buyDialog.getByLabel('Quantity').fill(String(buyItem.incrementSize * 2));
    await buyDialog.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByText('Added to the Cart')).toBeVisible();
    await expect(buyDialog).toBeHidden();
    await expect(row.getByRole('button', { name: /^In cart: / })).toBeVisible();
    await expect(row.getByRole('button', { name: /^Buy / })).toHaveCount(0);
    const bought = await cartEntryOf(request, acmeOrigin, token, buyItem.itemNumberWarehouse);
    expect(bought?.stocklistOffer).toMatchObject({
      offerStatus: 'BUY_AT_LIST',
      offerState: 'READY_TO_CHECKOUT',
      offerQuantity: buyItem.incrementSize * 2,
      offerPrice: buyItem.listPrice,
    });

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Stock List' })).toBeVisible();
    row = await itemRow(page, buyItem.itemNumber);
    await expect(row.getByRole('button', { name: /^In cart: / })).toBeVisible();

    // The in-cart button edits the buy: quantity only.
    await row.getByRole('button', { name: /^In cart: / }).click();
    const editBuy = page.getByRole('dialog', { name: 'Edit item in the cart' });
    await expect(editBuy.getByLabel('In your cart')).toContainText('Buy at list price');
    await expect(editBuy.getByLabel('Offer price')).toHaveCount(0);
    await editBuy.getByLabel('Quantity').fill(String(buyItem.incrementSize * 3));
    await editBuy.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByText('Successfully updated to the Cart')).toBeVisible();
    await expect
      .poll(async () => (await cartEntryOf(request, acmeOrigin, token, buyItem.itemNumberWarehouse))?.stocklistOffer.offerQuantity)
      .toBe(buyItem.incrementSize * 3);

    // Make an offer far below the list price (the tenant's rules leave it to the seller).
    const offerPrice = Math.max(1, Math.floor(offerItem.listPrice * 0.5));
    await openStockAt(page, `?warehouse=${warehouse}&search=${encodeURIComponent(offerItem.itemNumber)}`);
    row = await itemRow(page, offerItem.itemNumber);
    await row.getByRole('button', { name: /^Offer / }).click();
    const offerDialog = page.getByRole('dialog', { name: 'Make an offer' });
    await offerDialog.getByLabel('Offer price').fill(String(offerPrice));
    await offerDialog.getByRole('button', { name: 'Send offer' }).click();
    await expect(page.getByText('Added to the Cart')).toBeVisible();
    await expect(row.getByRole('button', { name: /^In cart: / })).toBeVisible();
    const offered = await cartEntryOf(request, acmeOrigin, token, offerItem.itemNumberWarehouse);
    expect(offered?.stocklistOffer).toMatchObject({ offerStatus: 'PENDING_ACCEPTANCE', offerState: 'AWAITING_TENANT_REVIEW', offerPrice });

    await page.reload();
    row = await itemRow(page, offerItem.itemNumber);
    await row.getByRole('button', { name: /^In cart: / }).click();
    const editOffer = page.getByRole('dialog', { name: 'Edit item in the cart' });
    await expect(editOffer.getByLabel('In your cart')).toContainText('Offered');
    await expect(editOffer.getByLabel('Offer price')).toHaveValue(String(offerPrice));
    await editOffer.getByLabel('Offer price').fill(String(offerPrice + 1));
    await editOffer.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByText('Your offer was updated')).toBeVisible();
    await expect
      .poll(async () => (await cartEntryOf(request, acmeOrigin, token, offerItem.itemNumberWarehouse))?.stocklistOffer.offerPrice)
      .toBe(offerPrice + 1);
  });

  test('a buyer without CAN_BUY_ONLINE sees no Buy, Offer, in-cart or Import', async ({ page }) => {
    await signIn(page, acmeOrigin, 'limited@demo.test');
    await expect(page.getByRole('heading', { level: 1, name: 'Stock List' })).toBeVisible({ timeout: 15_000 });
    await page
      .getByRole('main')
      .getByRole('button', { name: /Show items/ })
      .first()
      .click();
    await expect(page.getByRole('main').getByRole('row').nth(1)).toBeVisible();
    await expect(page.getByRole('button', { name: /^(Buy|Offer|In cart)[ :]/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Import' })).toHaveCount(0);
  });
});
