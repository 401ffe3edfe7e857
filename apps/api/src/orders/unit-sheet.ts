import { Compile } from 'typebox/compile';
import {
  FIELD_ERROR_STATUS_FAIL,
  fillMessage,
  UnitFactsSchema,
  UnitSheetMessage,
  UnitSheetMessageCode,
  type FieldError,
  type UnitFacts,
} from '@bp/api-contract';
import { AppError } from '../errors';
import type { RawUnitRow, UnitSheetColumn } from '../offers/import/unit-sheet-reader';
import type { RawCell } from '../offers/import/sheet-reader';
import { TimeSlices } from '../yielding';

// A manifest sheet's rows as unit facts: each cell read as the seller would mean it (Locked or
// LOCKED, 87 or "87 %", photos separated by spaces), then checked by the contract's own schema
// (the JSON call's rule, not a second copy). An empty cell leaves that fact as it is.

const FIELD_OF: Record<UnitSheetColumn, keyof UnitFacts> = {
  IMEI: 'imei',
  'IMEI 2': 'imei2',
  Serial: 'serial',
  Model: 'model',
  Capacity: 'capacity',
  Colour: 'colour',
  Grade: 'grade',
  'Battery health %': 'batteryHealth',
  'Carrier lock': 'carrierLock',
  Blacklist: 'blacklist',
  'Activation lock': 'activationLock',
  'Test result': 'testResult',
  Photos: 'photos',
};
const COLUMN_OF = new Map(Object.entries(FIELD_OF).map(([column, field]) => [field as string, column]));

/** Compiled once: checking 5,000 rows with the interpreted checker held the event loop for a third of a second. */
const unitFactsCheck = Compile(UnitFactsSchema);

/** Most problems shown; the count says how many rows there were. */
const MAX_ROW_ERRORS = 100;

const text = (cell: RawCell): string => (typeof cell === 'number' ? String(cell) : (cell ?? '').trim());

function valueOf(field: keyof UnitFacts, cell: RawCell): unknown {
  switch (field) {
    case 'batteryHealth': {
      const written = text(cell).replace(/\s*%$/, '');
      return /^\d+$/.test(written) ? Number(written) : written;
    }
    case 'carrierLock':
    case 'blacklist':
    case 'activationLock':
      return text(cell).toUpperCase();
    case 'photos':
      return text(cell)
        .split(/[\s,]+/)
        .filter(Boolean);
    default:
      return text(cell);
  }
}

/** The facts of each row, or 422 naming every refused row and column (at most MAX_ROW_ERRORS), nothing applied. */
export async function unitFactsOfSheet(rows: readonly RawUnitRow[]): Promise<UnitFacts[]> {
  const slices = new TimeSlices();
  const facts: UnitFacts[] = [];
  const errors: FieldError[] = [];
  let refusedRows = 0;
  for (const row of rows) {
    const problems: [string, string][] = [];
    if (row.hasFormula) problems.push(['', 'formulas are not read; type the values']);
    if (row.hasNulCharacter) problems.push(['', 'a cell holds a NUL character']);
    const fact: Record<string, unknown> = {};
    for (const [column, cell] of Object.entries(row.cells) as [UnitSheetColumn, RawCell][]) fact[FIELD_OF[column]] = valueOf(FIELD_OF[column], cell);
    await slices.pause();
    if (problems.length === 0 && !unitFactsCheck.Check(fact)) {
      const [first] = unitFactsCheck.Errors(fact);
      if (first) {
        const field = first.instancePath.split('/')[1] ?? 'imei';
        problems.push([COLUMN_OF.get(field) ?? 'IMEI', first.instancePath ? first.message : 'IMEI is required']);
      }
    }
    if (problems.length === 0) {
      facts.push(fact as UnitFacts);
      continue;
    }
    refusedRows += 1;
    for (const [column, problem] of problems) {
      if (errors.length === MAX_ROW_ERRORS) break;
      const message = fillMessage(UnitSheetMessage.CELL_REFUSED, String(row.rowNumber), column || 'row', problem);
      errors.push({
        status: FIELD_ERROR_STATUS_FAIL,
        field: `row ${row.rowNumber}${column ? ` ${column}` : ''}`,
        messageCode: UnitSheetMessageCode.CELL_REFUSED,
        messageDescription: message,
      });
    }
  }
  if (refusedRows > 0) {
    throw new AppError(422, UnitSheetMessageCode.ROWS_REFUSED, fillMessage(UnitSheetMessage.ROWS_REFUSED, String(refusedRows)), {
      params: [String(refusedRows)],
      errors,
    });
  }
  return facts;
}
