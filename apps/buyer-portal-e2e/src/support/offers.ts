import { expect, type APIRequestContext, type Page } from '@playwright/test';
import * as XLSX from 'xlsx';
import type { StockItem, StockQueryResult } from '@bp/api-contract';
import { IMPORT_COLUMNS } from '@bp/api-contract/constants';

// What the offer specs share: the buyer's cart entries and stock items read through the real API
// (set-up, clean-up and checking what the screens did), and building an import sheet with SheetJS.

export interface CartEntryView {
  itemNumberWarehouse: string;
  listPrice: number;
  stocklistOffer: { offerId: string; offerStatus: string; offerState: string; offerQuantity: number; offerPrice: number };
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** GET stocklist/offers: the buyer's cart entries. */
export async function cartEntries(request: APIRequestContext, origin: string, token: string): Promise<CartEntryView[]> {
  const response = await request.get(`${origin}/px-api-gateway/stocklist/offers`, { headers: bearer(token) });
  expect(response.ok()).toBe(true);
  return (await response.json()) as CartEntryView[];
}

export async function cartEntryOf(request: APIRequestContext, origin: string, token: string, itemNumberWarehouse: string): Promise<CartEntryView | undefined> {
  return (await cartEntries(request, origin, token)).find((entry) => entry.itemNumberWarehouse === itemNumberWarehouse);
}

/** POST stocklist/offer: puts an entry in the cart (set-up of a conflicting import row). */
export async function addOffer(
  request: APIRequestContext,
  origin: string,
  token: string,
  body: { itemNumberWarehouse: string; offerQuantity: number; offerPrice: number },
): Promise<void> {
  const response = await request.post(`${origin}/px-api-gateway/stocklist/offer`, { headers: bearer(token), data: body });
  expect(response.status(), await response.text()).toBeLessThan(300);
}

/** Removes the buyer's entries on the given items, so a spec starts from a known cart. */
export async function removeEntries(request: APIRequestContext, origin: string, token: string, itemKeys: readonly string[]): Promise<void> {
  const keys = new Set(itemKeys);
  for (const entry of await cartEntries(request, origin, token)) {
    if (!keys.has(entry.itemNumberWarehouse)) continue;
    const response = await request.delete(`${origin}/px-api-gateway/stocklist/offer/${encodeURIComponent(entry.stocklistOffer.offerId)}`, {
      headers: bearer(token),
    });
    expect([200, 204, 404]).toContain(response.status());
  }
}

/** Cancels any pending import of the buyer (a previous failed run may have left one). */
export async function cancelPendingImport(request: APIRequestContext, origin: string, token: string): Promise<void> {
  const response = await request.post(`${origin}/px-api-gateway/stocklist/offer/bulk-offer-import/cancel`, { headers: bearer(token) });
  expect(response.status()).toBe(204);
}

/** In-stock items of the tenant's own stock in one warehouse, with enough stock to buy one increment. */
export async function inStockItems(request: APIRequestContext, origin: string, token: string, warehouse: string, count: number): Promise<StockItem[]> {
  const items: StockItem[] = [];
  for (let page = 1; items.length < count && page <= 20; page += 1) {
    const response = await request.get(`${origin}/px-api-gateway/stocklist/query?warehouse=${warehouse}&includeOutOfStock=false&page=${page}&pageSize=24`, {
      headers: bearer(token),
    });
    expect(response.ok()).toBe(true);
    const result = (await response.json()) as StockQueryResult;
    for (const group of result.groups) {
      for (const item of group.items) {
        if (item.warehouse === warehouse && item.quantityAvailable >= item.incrementSize * 4 && item.listPrice >= 10) items.push(item);
      }
    }
    if (result.groups.length === 0) break;
  }
  expect(items.length, `${count} in-stock items in ${warehouse}`).toBeGreaterThanOrEqual(count);
  return items.slice(0, count);
}

export type SheetRow = readonly [itemNumber: string, warehouse: string, quantity: number | string, price: number | string];

/** An .xlsx with the import's header row and the given rows, as a buffer for setInputFiles. */
export function importSheet(rows: readonly SheetRow[]): Buffer {
  const sheet = XLSX.utils.aoa_to_sheet([[...IMPORT_COLUMNS], ...rows.map((row) => [...row])]);
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, sheet, 'Offers');
  return XLSX.write(workbook, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Opens Import Offers from the stock list toolbar and uploads a sheet. */
export async function uploadImport(page: Page, fileName: string, buffer: Buffer): Promise<void> {
  await page.getByRole('toolbar', { name: 'Stock list actions' }).getByRole('button', { name: 'Import' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import Offers' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Offer file').setInputFiles({ name: fileName, mimeType: XLSX_MIME, buffer });
  await expect(dialog.getByRole('group', { name: 'Chosen file' })).toContainText(fileName);
  await dialog.getByRole('button', { name: 'Upload' }).click();
}
