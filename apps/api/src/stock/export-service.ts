import type { StockItem, StocklistSettings } from '@bp/api-contract';
import { neutraliseSpreadsheetText } from '@bp/util-stocklist';
import { EXPORT_HEADER } from './export-columns';

// Stock list spreadsheets (POST stocklist/export, the daily report): one row per item. Text cells
// that a spreadsheet would run as a formula are neutralised; numbers stay numbers. The last two
// columns are the ones the offer import reads ('New Offer Quantity', 'New Offer Price'), empty.

type Cell = string | number;

/** What a row shows of an item: the stock list's item, or a stock row read for the daily report. */
export type ExportItem = Pick<
  StockItem,
  'itemNumber' | 'pxnItemNumber' | 'warehouse' | 'category' | 'skuDescription' | 'grade' | 'attributes' | 'quantityAvailable' | 'listPrice' | 'incrementSize'
>;

/** The labels a row shows instead of codes (a list's StocklistSettings has them). */
export type ExportLabels = Pick<StocklistSettings, 'warehouseLabels' | 'attributeValueLabels' | 'gradeLabelDescriptions'>;

/** One item's row under EXPORT_HEADER: the stock export's and the daily report's. */
export function exportRowOf(item: ExportItem, settings: ExportLabels): Cell[] {
  const label = (attribute: string) => {
    const value = item.attributes[attribute] ?? '';
    return settings.attributeValueLabels[attribute]?.[value] ?? value;
  };
  const grade = settings.gradeLabelDescriptions.find((entry) => entry.grade === item.grade)?.gradeLabel ?? item.grade;
  return [
    item.pxnItemNumber ?? item.itemNumber,
    settings.warehouseLabels[item.warehouse] ?? item.warehouse,
    item.category,
    item.skuDescription,
    grade,
    label('manufacturer'),
    label('model'),
    label('capacity'),
    label('color'),
    label('networkLockStatus'),
    item.quantityAvailable,
    item.listPrice,
    item.incrementSize,
    '',
    '',
  ];
}

/** Text cells that start like a formula get a leading quote (see neutraliseSpreadsheetText). */
export function safeCells(row: Cell[]): Cell[] {
  return row.map((cell) => (typeof cell === 'string' ? neutraliseSpreadsheetText(cell) : cell));
}

export interface SheetSpec {
  name: string;
  header: readonly string[];
  rows: Cell[][];
}

/** An .xlsx workbook (write type buffer) of one or more sheets, every cell neutralised. */
export async function workbookBuffer(sheets: SheetSpec[]): Promise<Buffer> {
  // SheetJS is loaded by the first workbook, not at start: most processes never write one.
  const XLSX = await import('xlsx');
  const workbook = XLSX.utils.book_new();
  for (const sheet of sheets) {
    const worksheet = XLSX.utils.aoa_to_sheet([[...sheet.header], ...sheet.rows.map(safeCells)]);
    worksheet['!cols'] = sheet.header.map((title) => ({ wch: Math.max(10, title.length + 2) }));
    XLSX.utils.book_append_sheet(workbook, worksheet, sheet.name.slice(0, 31));
  }
  return XLSX.write(workbook, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
}

export function stockWorkbook(items: ExportItem[], settings: ExportLabels): Promise<Buffer> {
  return workbookBuffer([{ name: 'Stock list', header: EXPORT_HEADER, rows: items.map((item) => exportRowOf(item, settings)) }]);
}

/** `attachment; filename="acme-stock-list-2026-11-21.xlsx"` (slug characters only). */
export function exportFileName(tenantSlug: string, now = new Date()): string {
  return `${tenantSlug.replace(/[^a-z0-9-]/gi, '')}-stock-list-${now.toISOString().slice(0, 10)}.xlsx`;
}
