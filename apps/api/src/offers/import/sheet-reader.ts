import * as XLSX from 'xlsx';
import { IMPORT_COLUMNS, IMPORT_EMPTY_MESSAGE, IMPORT_MAX_ROWS } from '@bp/api-contract/constants';
import { EXPORT_INFORMATION_COLUMNS } from '../../stock/export-columns';
import type { WorkbookKind } from './file-type';
import { assertSafeZip, UnsafeZipError } from '../../files/zip-guard';

// Reads the first sheet of an uploaded workbook into raw rows of the four import columns. Nothing
// here trusts the sheet: the archive is checked before SheetJS unpacks it, SheetJS reads values
// only (formulas are kept as text to detect them, never evaluated) and at most IMPORT_MAX_ROWS + 1
// rows, and sheet text is only ever compared with, never used as, object keys. Only the cells a
// sheet holds are walked, never a row's length: SheetJS sets that to the largest column index, so
// one blank cell at column FXSHRXW would make a loop over it run 2^31 times. This module runs in
// a worker thread (sheet-parser.ts), so it loads nothing heavier than SheetJS and the constants.

/** Excel's limits (XFD1048576): a cell past them was not written by Excel, and the file is refused. */
export const EXCEL_MAX_COLUMNS = 16_384;
export const EXCEL_MAX_ROWS = 1_048_576;

/**
 * Why a sheet was refused, for the buyer. Thrown here and sent from the worker as plain data; the
 * caller turns it into the spec's error body: 400 unreadable (damaged, unsafe), 422 unusable.
 */
export class SheetRefusal extends Error {
  constructor(
    readonly reason: 'unreadable' | 'unusable',
    message: string,
    readonly params: string[] = [],
  ) {
    super(message);
    this.name = 'SheetRefusal';
  }
}

const unreadableFile = (message: string, params: string[] = []) => new SheetRefusal('unreadable', message, params);
export const unusableSheet = (message: string, params: string[] = []) => new SheetRefusal('unusable', message, params);

/** A cell as the validation sees it: text or number; null when empty. */
export type RawCell = string | number | null;

export interface RawImportRow {
  /** 1-based row number in the sheet. */
  rowNumber: number;
  itemNumber: RawCell;
  warehouse: RawCell;
  quantity: RawCell;
  price: RawCell;
  /** One of the four cells holds a formula (the row is refused). */
  hasFormula: boolean;
  /** One of the four cells held U+0000, shown as U+FFFD (the row is refused; PostgreSQL stores no NUL). */
  hasNulCharacter: boolean;
}

type ImportColumn = (typeof IMPORT_COLUMNS)[number];

/** Header text as compared: case, surrounding and repeated whitespace do not matter. */
export const normaliseHeader = (text: string): string => text.trim().replace(/\s+/g, ' ').toLowerCase();

const IMPORT_COLUMN_BY_HEADER = new Map<string, ImportColumn>(IMPORT_COLUMNS.map((column) => [normaliseHeader(column), column]));
/** The stock export's other columns (a filled-in export is a valid import): read past, not refused. */
const IGNORED_HEADERS = new Set<string>(EXPORT_INFORMATION_COLUMNS.map(normaliseHeader));

const EXPECTED_COLUMNS = IMPORT_COLUMNS.map((column) => `'${column}'`).join(', ');
const MAX_HEADER_ECHO = 80;

/** The row index (0-based) past which a non-empty row means the sheet is too long. */
const LAST_ALLOWED_ROW_INDEX = IMPORT_MAX_ROWS;

const PARSING_OPTIONS: XLSX.ParsingOptions = {
  type: 'buffer',
  dense: true,
  // The first sheet only; one row past the limit so "too many rows" can be told from "exactly".
  sheets: 0,
  sheetRows: IMPORT_MAX_ROWS + 2,
  // Kept only to see that a cell is a formula; SheetJS never computes formulas.
  cellFormula: true,
  cellHTML: false,
  cellText: false,
  cellNF: false,
  cellStyles: false,
  cellDates: false,
  bookVBA: false,
  bookFiles: false,
  bookDeps: false,
  WTF: false,
};

export function cellValue(cell: XLSX.CellObject | undefined): RawCell {
  if (!cell || cell.v === undefined || cell.v === null) return null;
  switch (cell.t) {
    case 'n':
      return typeof cell.v === 'number' && Number.isFinite(cell.v) ? cell.v : null;
    case 's': {
      const text = String(cell.v).replaceAll(NUL, NUL_SHOWN_AS);
      return text.trim() === '' ? null : text;
    }
    case 'b':
      return cell.v ? 'TRUE' : 'FALSE';
    case 'e':
      return '#ERROR';
    case 'd':
      return String(cell.v);
    default:
      return null;
  }
}

export const isFormula = (cell: XLSX.CellObject | undefined): boolean => Boolean(cell && (cell.f || cell.F));
const NUL = '\u0000';
const NUL_SHOWN_AS = '\uFFFD';
export const holdsNul = (cell: XLSX.CellObject | undefined): boolean => Boolean(cell && cell.t === 's' && String(cell.v).includes(NUL));

/** The column indexes a dense row actually holds, ascending (its own keys, never 0..length). */
export function columnsOf(row: XLSX.CellObject[]): number[] {
  const columns: number[] = [];
  for (const key of Object.keys(row)) {
    const column = Number(key);
    if (!Number.isInteger(column)) continue;
    if (column >= EXCEL_MAX_COLUMNS) throw pastExcelLimits(`column ${XLSX.utils.encode_col(column)}`);
    columns.push(column);
  }
  return columns;
}

export const rowIsEmpty = (row: XLSX.CellObject[] | undefined): boolean =>
  !row || columnsOf(row).every((column) => cellValue(row[column]) === null && !isFormula(row[column]));

/** `where`: 'column FXSHRXW' or 'row 1048577'. */
function pastExcelLimits(where: string): SheetRefusal {
  return unusableSheet(
    `The sheet has a cell in ${where}, past Excel's last column XFD and row ${EXCEL_MAX_ROWS}: it was not saved by Excel. Open it in Excel and save it again, or copy the four columns into a new workbook`,
    [where],
  );
}

/**
 * Refuses a sheet whose extent (!ref, and !fullref when SheetJS stopped at sheetRows: the
 * dimension the file declares) passes Excel's limits, before any row is walked. Absurd references
 * (NaN or negative positions) count as past.
 */
function assertWithinExcelLimits(sheet: XLSX.WorkSheet): void {
  for (const reference of [sheet['!fullref'], sheet['!ref']]) {
    if (typeof reference !== 'string') continue;
    const { e: end } = XLSX.utils.decode_range(reference);
    const columnFits = Number.isInteger(end.c) && end.c >= 0 && end.c < EXCEL_MAX_COLUMNS;
    const rowFits = Number.isInteger(end.r) && end.r >= 0 && end.r < EXCEL_MAX_ROWS;
    if (!columnFits) throw pastExcelLimits(`column ${Number.isInteger(end.c) && end.c >= 0 ? XLSX.utils.encode_col(end.c) : reference.slice(0, 20)}`);
    if (!rowFits) throw pastExcelLimits(`row ${Number.isInteger(end.r) && end.r >= 0 ? end.r + 1 : reference.slice(0, 20)}`);
  }
}

function readWorkbook(body: Buffer, kind: WorkbookKind): XLSX.WorkBook {
  if (kind === 'xlsx') {
    try {
      assertSafeZip(body);
    } catch (error) {
      if (error instanceof UnsafeZipError) throw unreadableFile(`The file cannot be imported: ${error.message}`);
      throw error;
    }
  }
  try {
    return XLSX.read(body, PARSING_OPTIONS);
  } catch (error) {
    const reason = error instanceof Error && /password|encrypt/i.test(error.message) ? 'it is password-protected' : 'it is damaged or not an Excel workbook';
    throw unreadableFile(`The file could not be read as a spreadsheet: ${reason}`);
  }
}

/** Column position of each import column, from the header row; 422 on unknown, repeated or missing columns. */
function mapHeader(headerRow: XLSX.CellObject[]): Map<ImportColumn, number> {
  const positions = new Map<ImportColumn, number>();
  for (const column of columnsOf(headerRow)) {
    const cell = headerRow[column];
    const value = cellValue(cell);
    // An empty header cell names no column; whatever stands below it is not read.
    if (value === null && !isFormula(cell)) continue;
    const text = value === null ? '' : String(value);
    if (isFormula(cell))
      throw unusableSheet(`The header row must hold plain text, not formulas (column ${XLSX.utils.encode_col(column)})`, [XLSX.utils.encode_col(column)]);
    const normalised = normaliseHeader(text);
    const known = IMPORT_COLUMN_BY_HEADER.get(normalised);
    if (known) {
      if (positions.has(known)) throw unusableSheet(`The column '${known}' appears more than once; expected the columns ${EXPECTED_COLUMNS}`, [known]);
      positions.set(known, column);
    } else if (!IGNORED_HEADERS.has(normalised)) {
      const shown = text.trim().slice(0, MAX_HEADER_ECHO);
      throw unusableSheet(`Unknown column '${shown}'; expected the columns ${EXPECTED_COLUMNS}`, [shown]);
    }
  }
  const missing = IMPORT_COLUMNS.filter((column) => !positions.has(column));
  if (missing.length > 0) {
    throw unusableSheet(
      `Missing column${missing.length > 1 ? 's' : ''} ${missing.map((column) => `'${column}'`).join(', ')}; expected the columns ${EXPECTED_COLUMNS}`,
      [...missing],
    );
  }
  return positions;
}

/**
 * The data rows of the workbook's first sheet (rows without quantity and price are skipped).
 * Refuses (never a 500): unsafe or unreadable files (400), sheets without the expected header,
 * with unknown columns, without data or with more than IMPORT_MAX_ROWS rows (422).
 */
/**
 * The first sheet's rows (dense) and the index of its header (the first row that is not empty;
 * -1 when every row is), with the checks every uploaded sheet gets: safe archive, readable, within
 * Excel's limits, at most IMPORT_MAX_ROWS + 1 rows read.
 */
export function firstSheetRows(body: Buffer, kind: WorkbookKind): { data: XLSX.CellObject[][]; rowCount: number; headerIndex: number } {
  const workbook = readWorkbook(body, kind);
  const sheetName = workbook.SheetNames[0];
  const sheet = sheetName === undefined ? undefined : workbook.Sheets[sheetName];
  if (sheet) assertWithinExcelLimits(sheet);
  const data = sheet?.['!data'] ?? [];
  // SheetJS stops at sheetRows; the bound is repeated so no loop here can run past it.
  const rowCount = Math.min(data.length, PARSING_OPTIONS.sheetRows ?? 0);
  let headerIndex = -1;
  for (let index = 0; index < rowCount && headerIndex < 0; index += 1) if (!rowIsEmpty(data[index])) headerIndex = index;
  return { data, rowCount, headerIndex };
}

export function readImportRows(body: Buffer, kind: WorkbookKind): RawImportRow[] {
  const { data, rowCount, headerIndex } = firstSheetRows(body, kind);
  if (headerIndex < 0) throw unusableSheet(`The sheet is empty; its first row must hold the columns ${EXPECTED_COLUMNS}`);
  const positions = mapHeader(data[headerIndex]);
  const at = (row: XLSX.CellObject[], column: ImportColumn) => row[positions.get(column) as number];

  const rows: RawImportRow[] = [];
  for (let index = headerIndex + 1; index < rowCount; index += 1) {
    const row = data[index];
    if (!row) continue;
    // The data rows are read at the header's columns only, but a cell past Excel's limits there
    // still marks a file Excel did not write.
    columnsOf(row);
    const cells = IMPORT_COLUMNS.map((column) => at(row, column));
    const values = cells.map(cellValue);
    const hasFormula = cells.some(isFormula);
    // No quantity and no price: no request. This also skips the untouched rows of a filled-in
    // stock export, which carry Item # and Warehouse on every row.
    const [, , quantity, price] = values;
    if (!hasFormula && quantity === null && price === null) continue;
    if (index > LAST_ALLOWED_ROW_INDEX) {
      throw unusableSheet(`The sheet has more than ${IMPORT_MAX_ROWS} rows; split it into smaller files`, [String(IMPORT_MAX_ROWS)]);
    }
    rows.push({
      rowNumber: index + 1,
      itemNumber: values[0],
      warehouse: values[1],
      quantity: values[2],
      price: values[3],
      hasFormula,
      hasNulCharacter: cells.some(holdsNul),
    });
  }
  if (rows.length === 0) throw unusableSheet(IMPORT_EMPTY_MESSAGE);
  return rows;
}
