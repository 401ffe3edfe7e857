import { QUICK_ORDER_LINE_MAX_LENGTH, QUICK_ORDER_SHEET_MAX_LINES } from '@bp/api-contract/constants';
import type { WorkbookKind } from './file-type';
import { cellValue, columnsOf, firstSheetRows, isFormula, normaliseHeader, rowIsEmpty, unusableSheet, type RawCell } from './sheet-reader';

// Reads a buyer's list for quick order (the first sheet; one line per row) in the sheet worker,
// with the offer import's guards. With a header row, the columns it names are read: the item's
// words (Item, Item Number, SKU, Model, Description, Capacity, Colour, Grade, Warehouse) joined in
// the sheet's order, and its Quantity. Without one, a row's text cells are the item and its last
// whole number the quantity, as when the list is pasted.

export interface QuickOrderSheetLine {
  text: string;
  quantity: number | null;
}

const WORD_HEADERS = new Set(
  [
    'Item',
    'Item Number',
    'Item No',
    'SKU',
    'Part Number',
    'Model',
    'Description',
    'Product',
    'Capacity',
    'Storage',
    'Colour',
    'Color',
    'Grade',
    'Warehouse',
  ].map(normaliseHeader),
);
const QUANTITY_HEADERS = new Set(['Quantity', 'Qty', 'Units', 'Quantity Ordered'].map(normaliseHeader));

const isWholeQuantity = (value: RawCell): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 1_000_000;
const quantityOf = (value: RawCell): number | null => {
  if (isWholeQuantity(value)) return value;
  const number = typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : NaN;
  return isWholeQuantity(number) ? number : null;
};
const textOf = (value: RawCell): string => (value === null ? '' : String(value).trim());

function headerColumns(header: RawCell[]): { words: number[]; quantity: number | undefined } | undefined {
  const words: number[] = [];
  let quantity: number | undefined;
  header.forEach((value, column) => {
    const name = normaliseHeader(textOf(value));
    if (WORD_HEADERS.has(name)) words.push(column);
    else if (QUANTITY_HEADERS.has(name) && quantity === undefined) quantity = column;
  });
  return words.length > 0 ? { words, quantity } : undefined;
}

export function readQuickOrderRows(body: Buffer, kind: WorkbookKind): QuickOrderSheetLine[] {
  const { data, rowCount, headerIndex } = firstSheetRows(body, kind);
  if (headerIndex < 0) throw unusableSheet('The sheet is empty: put one item per row, with its quantity');
  const valuesOf = (index: number): RawCell[] => {
    const row = data[index];
    const values: RawCell[] = [];
    if (!row) return values;
    for (const column of columnsOf(row)) values[column] = isFormula(row[column]) ? null : cellValue(row[column]);
    return values;
  };
  const columns = headerColumns(valuesOf(headerIndex));
  const lines: QuickOrderSheetLine[] = [];
  for (let index = columns ? headerIndex + 1 : headerIndex; index < rowCount; index += 1) {
    if (rowIsEmpty(data[index])) continue;
    const values = valuesOf(index);
    let line: QuickOrderSheetLine;
    if (columns) {
      line = {
        text: columns.words
          .map((column) => textOf(values[column] ?? null))
          .filter(Boolean)
          .join(' '),
        quantity: columns.quantity === undefined ? null : quantityOf(values[columns.quantity] ?? null),
      };
    } else {
      const cells = values.map((value) => value ?? null).filter((value) => textOf(value) !== '');
      const last = cells.at(-1) ?? null;
      const quantity = cells.length > 1 ? quantityOf(last) : null;
      line = { text: (quantity === null ? cells : cells.slice(0, -1)).map(textOf).join(' '), quantity };
    }
    if (line.text === '') continue;
    if (lines.length === QUICK_ORDER_SHEET_MAX_LINES) {
      throw unusableSheet(`The list has more than ${QUICK_ORDER_SHEET_MAX_LINES} lines; split it into smaller files`, [String(QUICK_ORDER_SHEET_MAX_LINES)]);
    }
    lines.push({ text: line.text.replace(/\s+/g, ' ').slice(0, QUICK_ORDER_LINE_MAX_LENGTH), quantity: line.quantity });
  }
  if (lines.length === 0) throw unusableSheet('The sheet holds no item: put one item per row, with its quantity');
  return lines;
}
