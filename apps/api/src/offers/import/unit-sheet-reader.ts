import * as XLSX from 'xlsx';
import { UNIT_FACTS_MAX_PER_CALL, UNIT_SHEET_COLUMNS } from '@bp/api-contract/constants';
import type { WorkbookKind } from './file-type';
import { cellValue, columnsOf, firstSheetRows, holdsNul, isFormula, normaliseHeader, unusableSheet, type RawCell } from './sheet-reader';

// Reads a seller's manifest sheet of unit facts (one row per unit, by IMEI) in the sheet worker,
// with the offer import's guards (sheet-reader.ts). The manifest export is a valid sheet: its
// order and line columns are read past, so a seller can fill in the export and upload it.

export type UnitSheetColumn = (typeof UNIT_SHEET_COLUMNS)[number];

export interface RawUnitRow {
  /** 1-based row number in the sheet. */
  rowNumber: number;
  cells: Partial<Record<UnitSheetColumn, RawCell>>;
  hasFormula: boolean;
  hasNulCharacter: boolean;
}

const COLUMN_BY_HEADER = new Map<string, UnitSheetColumn>(UNIT_SHEET_COLUMNS.map((column) => [normaliseHeader(column), column]));
/** The manifest export's other columns. */
const IGNORED_HEADERS = new Set(['Order Number', 'Line', 'Item Number', 'Description', 'Tracking Numbers'].map(normaliseHeader));
const EXPECTED = `'IMEI' and any of ${UNIT_SHEET_COLUMNS.filter((column) => column !== 'IMEI')
  .map((column) => `'${column}'`)
  .join(', ')}`;

function mapHeader(headerRow: XLSX.CellObject[]): Map<UnitSheetColumn, number> {
  const positions = new Map<UnitSheetColumn, number>();
  for (const column of columnsOf(headerRow)) {
    const cell = headerRow[column];
    const value = cellValue(cell);
    if (value === null && !isFormula(cell)) continue;
    if (isFormula(cell)) throw unusableSheet(`The header row must hold plain text, not formulas (column ${XLSX.utils.encode_col(column)})`);
    const text = String(value);
    const known = COLUMN_BY_HEADER.get(normaliseHeader(text));
    if (known) {
      if (positions.has(known)) throw unusableSheet(`The column '${known}' appears more than once`, [known]);
      positions.set(known, column);
    } else if (!IGNORED_HEADERS.has(normaliseHeader(text))) {
      const shown = text.trim().slice(0, 80);
      throw unusableSheet(`Unknown column '${shown}'; expected ${EXPECTED}`, [shown]);
    }
  }
  if (!positions.has('IMEI')) throw unusableSheet(`Missing column 'IMEI'; expected ${EXPECTED}`, ['IMEI']);
  return positions;
}

/** The sheet's unit rows (empty rows skipped); 422 without a header, an IMEI column or data, or past UNIT_FACTS_MAX_PER_CALL rows. */
export function readUnitFactRows(body: Buffer, kind: WorkbookKind): RawUnitRow[] {
  const { data, rowCount, headerIndex } = firstSheetRows(body, kind);
  if (headerIndex < 0) throw unusableSheet(`The sheet is empty; its first row must hold ${EXPECTED}`);
  const positions = mapHeader(data[headerIndex]);
  const rows: RawUnitRow[] = [];
  for (let index = headerIndex + 1; index < rowCount; index += 1) {
    const row = data[index];
    if (!row) continue;
    columnsOf(row);
    const cells: Partial<Record<UnitSheetColumn, RawCell>> = {};
    let hasFormula = false;
    let hasNulCharacter = false;
    for (const [column, position] of positions) {
      const cell = row[position];
      hasFormula ||= isFormula(cell);
      hasNulCharacter ||= holdsNul(cell);
      const value = cellValue(cell);
      if (value !== null) cells[column] = value;
    }
    if (!hasFormula && Object.keys(cells).length === 0) continue;
    if (rows.length === UNIT_FACTS_MAX_PER_CALL) {
      throw unusableSheet(`The sheet has more than ${UNIT_FACTS_MAX_PER_CALL} units; split it into smaller files`, [String(UNIT_FACTS_MAX_PER_CALL)]);
    }
    rows.push({ rowNumber: index + 1, cells, hasFormula, hasNulCharacter });
  }
  if (rows.length === 0) throw unusableSheet('The sheet holds no unit: add one row per unit under the header');
  return rows;
}
