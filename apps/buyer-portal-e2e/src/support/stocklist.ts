import { expect, type APIRequestContext, type Download, type Locator, type Page } from '@playwright/test';
import * as XLSX from 'xlsx';
import { storedTokenKey } from './portal';

// What the stock list specs share: the signed-in ID token of the page (for set-up and clean-up
// calls against the real API), stock alert clean-up, and reading an exported .xlsx.

/** The ID token the portal stores after signing in. */
export async function idTokenOf(page: Page): Promise<string> {
  const key = await storedTokenKey(page, 'idToken');
  return (await page.evaluate((name) => localStorage.getItem(name), key)) ?? '';
}

/** The path key of a stock alert: base64(itemNumberWarehouse), URL-encoded. */
export function alertKey(itemNumberWarehouse: string): string {
  return encodeURIComponent(Buffer.from(itemNumberWarehouse, 'utf8').toString('base64'));
}

/** Removes the buyer's alert on an item if there is one (204 or 404 both leave no alert). */
export async function deleteAlertIfAny(request: APIRequestContext, origin: string, token: string, itemNumberWarehouse: string): Promise<void> {
  const response = await request.delete(`${origin}/px-api-gateway/stocklist/alert/item/${alertKey(itemNumberWarehouse)}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect([204, 404]).toContain(response.status());
}

export interface ExportRow {
  'Item #': string;
  Warehouse: string;
  Description: string;
  Manufacturer: string;
  Model: string;
  Capacity: string;
  'Available Quantity': number;
  [column: string]: unknown;
}

/** The rows of the first sheet of a downloaded .xlsx. */
export async function rowsOfDownload(download: Download): Promise<ExportRow[]> {
  const file = await download.path();
  const workbook = XLSX.readFile(file);
  const sheet = workbook.Sheets[workbook.SheetNames[0] ?? ''];
  if (!sheet) throw new Error(`${download.suggestedFilename()} has no sheet`);
  return XLSX.utils.sheet_to_json<ExportRow>(sheet);
}

interface DevMail {
  to?: string;
  subject: string;
  text: string;
}

/** The e-mails an address has received whose subject contains `subject`. */
export async function mailsWithSubject(request: APIRequestContext, origin: string, email: string, subject: string): Promise<DevMail[]> {
  const response = await request.get(`${origin}/dev/mailbox?to=${encodeURIComponent(email)}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as DevMail[]).filter((mail) => mail.subject.includes(subject));
}

/** The row of an item on the open stock list, after expanding the cards a search left (its item number cell, exactly). */
export async function expandedItemRow(page: Page, itemNumber: string): Promise<Locator> {
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2 }).first()).toBeVisible();
  const showButtons = main.getByRole('button', { name: /Show items/ });
  // An expanded card's button turns into 'Hide items', so the first one left is the next to open.
  for (let left = await showButtons.count(); left > 0; left -= 1) await showButtons.first().click();
  const row = main.getByRole('row').filter({ has: page.getByRole('cell', { name: itemNumber, exact: true }) });
  await expect(row).toHaveCount(1);
  return row;
}
