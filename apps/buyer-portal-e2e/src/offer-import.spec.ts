import { expect, test } from './support/test';
import { acmeOrigin, seriousA11yViolations, signIn } from './support/portal';
import { addOffer, cancelPendingImport, cartEntryOf, importSheet, inStockItems, removeEntries, uploadImport } from './support/offers';
import { idTokenOf } from './support/stocklist';

// The bulk offer import of Acme Devices (spec 01 §2 Review Import, §4, §5, §8) in a real Chromium
// against the real API: a sheet built here with SheetJS (new, invalid and cart-overwriting rows)
// is uploaded from the stock list, reviewed (also after a reload), a row deleted, submitted, and
// the cart read back through GET stocklist/offers.

const buyer = 'buyer@demo.test';
const warehouse = 'MIA';

// Whole journeys of several page loads and API calls, on a 2-core machine shared with other runs.
test.describe.configure({ timeout: 120_000 });

test('imports a sheet: review with three boxes, delete a row, submit, and the cart holds the result', async ({ page, request }) => {
  await signIn(page, acmeOrigin, buyer);
  await expect(page.getByRole('heading', { level: 1, name: 'Stock List' })).toBeVisible({ timeout: 15_000 });
  const token = await idTokenOf(page);
  // Items 3 to 7 of the warehouse: the first two are the buy/offer spec's.
  const items = (await inStockItems(request, acmeOrigin, token, warehouse, 7)).slice(2);
  const [fresh, freshBuy, overwritten, keptByDelete, badQuantity] = items;
  if (!fresh || !freshBuy || !overwritten || !keptByDelete || !badQuantity) throw new Error('five items are needed');
  await cancelPendingImport(request, acmeOrigin, token);
  await removeEntries(
    request,
    acmeOrigin,
    token,
    items.map((item) => item.itemNumberWarehouse),
  );
  // Two entries already in the cart: the sheet's rows on them overwrite them.
  for (const item of [overwritten, keptByDelete])
    await addOffer(request, acmeOrigin, token, {
      itemNumberWarehouse: item.itemNumberWarehouse,
      offerQuantity: item.incrementSize,
      offerPrice: item.listPrice,
    });

  const freshPrice = Math.max(1, Math.floor(fresh.listPrice * 0.5));
  const overwritePrice = Math.max(1, Math.floor(overwritten.listPrice * 0.6));
  const sheet = importSheet([
    [fresh.itemNumber, warehouse, fresh.incrementSize * 2, freshPrice], // row 2
    [freshBuy.itemNumber, warehouse, freshBuy.incrementSize, freshBuy.listPrice], // row 3
    [overwritten.itemNumber, warehouse, overwritten.incrementSize * 3, overwritePrice], // row 4
    [keptByDelete.itemNumber, warehouse, keptByDelete.incrementSize * 3, Math.max(1, Math.floor(keptByDelete.listPrice * 0.6))], // row 5
    ['NO-SUCH-ITEM-E2E', warehouse, 1, 10], // row 6
    [badQuantity.itemNumber, warehouse, 'many', 10], // row 7
  ]);

  await uploadImport(page, 'acme-offers.xlsx', sheet);
  const summary = page.getByRole('region', { name: 'Import summary' });
  await expect(summary).toBeVisible();
  await expect(page).toHaveURL(/[?&]review=import(&|$)/);
  await expect(page.getByRole('heading', { level: 1, name: 'Review Import' })).toBeVisible();
  await expect(summary.getByRole('navigation', { name: 'Import sections' }).getByRole('link')).toHaveText(['Invalid (2)', 'Updates (2)', 'New (2)']);

  const invalid = page.getByRole('region', { name: 'There are 2 requests that could not be imported' });
  await expect(invalid.getByRole('row').filter({ hasText: 'NO-SUCH-ITEM-E2E' })).toContainText('Item not found in the stock list');
  await expect(invalid.getByRole('row').filter({ hasText: badQuantity.itemNumber })).toContainText('New Offer Quantity must be a whole number above 0');
  await expect(page.getByRole('region', { name: '2 new requests' }).getByRole('row')).toHaveCount(3);
  const updates = page.getByRole('region', { name: '2 requests that will overwrite items in the cart' });
  await expect(updates.getByRole('row').filter({ hasText: overwritten.itemNumber })).toContainText('Buy at list price');
  expect(await seriousA11yViolations(page)).toEqual([]);

  // The section links scroll with the spec's 76 px offset (scroll-margin-top of the sections),
  // below the sticky header, which fits in those 76 px.
  await expect(updates).toHaveCSS('scroll-margin-top', '76px');
  expect((await summary.boundingBox())?.height).toBeLessThanOrEqual(76);
  await summary.getByRole('link', { name: 'Updates (2)' }).click();
  await expect(updates).toBeInViewport();

  // A reload keeps the pending review: the URL says review=import and the server still holds the import.
  await page.reload();
  await expect(page.getByRole('region', { name: '2 requests that will overwrite items in the cart' })).toBeVisible();

  await page.getByRole('button', { name: `Delete request ${keptByDelete.itemNumber} row 5` }).click();
  await expect(page.getByRole('region', { name: '1 requests that will overwrite items in the cart' })).toBeVisible();
  await expect(summary.getByRole('link', { name: 'Updates (1)' })).toBeVisible();

  await summary.getByRole('button', { name: 'SUBMIT REQUESTS' }).click();
  await expect(page.getByText('Successfully submitted the offers')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Stock List' })).toBeVisible();
  await expect(page).not.toHaveURL(/review=/);

  expect((await cartEntryOf(request, acmeOrigin, token, fresh.itemNumberWarehouse))?.stocklistOffer).toMatchObject({
    offerQuantity: fresh.incrementSize * 2,
    offerPrice: freshPrice,
  });
  expect((await cartEntryOf(request, acmeOrigin, token, freshBuy.itemNumberWarehouse))?.stocklistOffer).toMatchObject({
    offerStatus: 'BUY_AT_LIST',
    offerQuantity: freshBuy.incrementSize,
  });
  expect((await cartEntryOf(request, acmeOrigin, token, overwritten.itemNumberWarehouse))?.stocklistOffer).toMatchObject({
    offerQuantity: overwritten.incrementSize * 3,
    offerPrice: overwritePrice,
  });
  // The deleted row left its cart entry as it was.
  expect((await cartEntryOf(request, acmeOrigin, token, keptByDelete.itemNumberWarehouse))?.stocklistOffer).toMatchObject({
    offerStatus: 'BUY_AT_LIST',
    offerQuantity: keptByDelete.incrementSize,
  });
  expect(await cartEntryOf(request, acmeOrigin, token, badQuantity.itemNumberWarehouse)).toBeUndefined();
});

test('the Import Offers dialog asks for a file, refuses a non-Excel file and shows the server’s refusal', async ({ page }) => {
  await signIn(page, acmeOrigin, buyer);
  await expect(page.getByRole('heading', { level: 1, name: 'Stock List' })).toBeVisible({ timeout: 15_000 });
  await page.getByRole('toolbar', { name: 'Stock list actions' }).getByRole('button', { name: 'Import' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import Offers' });
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please upload the file to have a successful import');

  await dialog.getByLabel('Offer file').setInputFiles({ name: 'offers.csv', mimeType: 'text/csv', buffer: Buffer.from('Item #,Warehouse\n') });
  await expect(dialog.getByRole('alert')).toHaveText('Please upload an Excel file (.xlsx or .xls)');

  // An .xlsx name on bytes that are not a spreadsheet: the server refuses it, the dialog says why.
  await dialog.getByLabel('Offer file').setInputFiles({ name: 'not-really.xlsx', mimeType: '', buffer: Buffer.from('this is plain text, not a workbook') });
  await dialog.getByRole('button', { name: 'Upload' }).click();
  const refusal = dialog.getByRole('alert');
  await expect(refusal).toBeVisible();
  await expect(refusal).not.toHaveText('');
  await refusal.getByRole('button', { name: 'Dismiss' }).click();
  await expect(dialog.getByRole('alert')).toHaveCount(0);
});
