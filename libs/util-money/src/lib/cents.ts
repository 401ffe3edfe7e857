import { readDecimal, type DecimalText } from './decimal-text';
import { toMinorUnits } from './minor-units';

// Amounts as whole cents (safe integers): what the API stores (numeric(14,2) columns, bigint cent
// columns), computes with and checks typed amounts against. Text and JSON numbers become cents
// once, at the edge, and go back through the decimal text, never through float arithmetic.

/** Cents in one currency unit. */
export const CENTS_PER_UNIT = 100;

/** Decimals cents can hold. */
const CENT_DECIMALS = 2;

/** Whole and fraction digits (at most two) → cents; NaN past the safe integers. */
function centsOf({ whole, fraction }: Pick<DecimalText, 'whole' | 'fraction'>): number {
  const cents = Number(whole) * CENTS_PER_UNIT + Number(fraction.padEnd(CENT_DECIMALS, '0'));
  return Number.isSafeInteger(cents) ? cents : NaN;
}

const isPlainAmount = (decimal: DecimalText | null): decimal is DecimalText =>
  decimal !== null && decimal.sign === '' && (!decimal.point || decimal.fraction !== '');

/**
 * A stored or computed amount → cents: '123.45' / '7.5' (text with at most two decimals) or a JSON
 * number, rounded to the cent (0.1 + 0.2 → 30). Throws RangeError for anything that is not a
 * non-negative amount.
 */
export function toCents(amount: number | string): number {
  if (typeof amount === 'number') {
    const cents = Number.isFinite(amount) && amount >= 0 ? Number(toMinorUnits(amount, CENT_DECIMALS)) : NaN;
    if (!Number.isSafeInteger(cents)) throw new RangeError(`Not an amount: ${amount}`);
    return cents;
  }
  const decimal = readDecimal(amount);
  const cents = isPlainAmount(decimal) && decimal.fraction.length <= CENT_DECIMALS ? centsOf(decimal) : NaN;
  if (Number.isNaN(cents)) throw new RangeError(`Not an amount: ${amount}`);
  return cents;
}

/** 12345 → '123.45', 5 → '0.05', 5000000 → '50000.00': a numeric column's text and the form the API's messages use. */
export function centsToText(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Not whole cents: ${cents}`);
  const magnitude = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.floor(magnitude / CENTS_PER_UNIT)}.${String(magnitude % CENTS_PER_UNIT).padStart(CENT_DECIMALS, '0')}`;
}

/** cents → the contract's JSON number in currency units (the decimal text read as a number; no arithmetic). */
export const centsToAmount = (cents: number): number => Number(centsToText(cents));

/**
 * Amount text: up to 9 whole digits and at most two decimals. What a buyer may type in an amount
 * field, and what the contract's schemas accept where an amount arrives as text.
 */
export const AMOUNT_TEXT_PATTERN = '^\\d{1,9}(\\.\\d{1,2})?$';
const typedAmountPattern = new RegExp(AMOUNT_TEXT_PATTERN);

/** A typed amount ('12.5', or a JSON number) → 1250; null for anything else (letters, '-1', '1e3', '1.234'). */
export function typedAmountToCents(value: number | string): number | null {
  const text = typeof value === 'number' ? String(value) : value.trim();
  if (!typedAmountPattern.test(text)) return null;
  const [whole, fraction = ''] = text.split('.');
  return centsOf({ whole, fraction });
}

export type AmountProblem = 'NOT_AN_AMOUNT' | 'TOO_PRECISE';

/**
 * A price → cents, or why not: NOT_AN_AMOUNT unless a non-negative plain decimal (a JSON number in
 * its shortest text: 19.99 stays '19.99'; 1e-7 is a fraction with seven decimals) of at most
 * `maxWholeDigits`; TOO_PRECISE when it has more decimals than `decimals`, the currency's precision
 * (cents keep at most two). Trailing zeros carry no value: '12.500' is 1250.
 */
export function parseAmount(value: number | string, decimals: number, maxWholeDigits = Infinity): { cents: number } | { problem: AmountProblem } {
  const decimal = readDecimal(value);
  if (!isPlainAmount(decimal)) return { problem: 'NOT_AN_AMOUNT' };
  const whole = decimal.whole.replace(/^0+(?=\d)/, '');
  const fraction = decimal.fraction.replace(/0+$/, '');
  if (whole.length > maxWholeDigits) return { problem: 'NOT_AN_AMOUNT' };
  if (fraction.length > Math.max(0, Math.min(CENT_DECIMALS, decimals))) return { problem: 'TOO_PRECISE' };
  const cents = centsOf({ whole, fraction });
  return Number.isNaN(cents) ? { problem: 'NOT_AN_AMOUNT' } : { cents };
}

/** Spec 01 §5 "Currency precision": true when the amount has more decimals than the precision allows. */
export function exceedsCurrencyPrecision(value: number | string, precision = 2): boolean {
  const decimal = readDecimal(value);
  return decimal !== null && decimal.fraction.replace(/0+$/, '').length > precision;
}
