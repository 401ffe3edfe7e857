/**
 * Money without float arithmetic: amounts become integer minor units (cents for precision 2) as
 * bigint, sums and line totals are exact, and only the final string is formatted.
 */

const decimalPattern = /^([+-])?(\d+)(?:\.(\d*))?$/;

function tenPower(exponent: number): bigint {
  return 10n ** BigInt(exponent);
}

/** Shortest decimal text of a number ("1.005", not 1.00499999...), which is what a person typed. */
function numberToDecimalText(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`Not a money amount: ${value}`);
  const text = String(value);
  if (!/e/i.test(text)) return text;
  const fixed = value.toFixed(20);
  if (/e/i.test(fixed)) throw new RangeError(`Money amount out of range: ${value}`);
  return fixed;
}

/** Divides by 10^digits rounding half away from zero (the rounding people expect on prices). */
function roundAwayDigits(minor: bigint, digits: number): bigint {
  if (digits <= 0) return minor * tenPower(-digits);
  const divisor = tenPower(digits);
  const magnitude = minor < 0n ? -minor : minor;
  const rounded = (magnitude + divisor / 2n) / divisor;
  return minor < 0n ? -rounded : rounded;
}

/**
 * Parses "1234.5", 1234.5 or "-0.125" into minor units at the given precision, rounding half away
 * from zero. Throws RangeError for anything that is not a plain decimal.
 */
export function toMinorUnits(value: number | string, precision = 2): bigint {
  const text = typeof value === 'number' ? numberToDecimalText(value) : value.trim();
  const match = decimalPattern.exec(text);
  if (!match) throw new RangeError(`Not a money amount: ${JSON.stringify(value)}`);
  const [, sign, whole, fraction = ''] = match;
  const exact = BigInt(whole + fraction);
  const minor = roundAwayDigits(exact, fraction.length - precision);
  return sign === '-' ? -minor : minor;
}

/** Exact sum of amounts, in minor units. */
export function sumMoney(values: ReadonlyArray<number | string>, precision = 2): bigint {
  return values.reduce<bigint>((total, value) => total + toMinorUnits(value, precision), 0n);
}

/** Exact price times a whole quantity, in minor units (cart and offer subtotals). */
export function lineTotal(price: number | string, quantity: number, precision = 2): bigint {
  if (!Number.isSafeInteger(quantity)) throw new RangeError(`Quantity must be a whole number: ${quantity}`);
  return toMinorUnits(price, precision) * BigInt(quantity);
}

export interface CurrencyFormat {
  /** Tenant currency symbol; spec 01 §1 default '$'. */
  symbol?: string;
  /** Decimals the minor units carry; spec 01 §9 default 2. */
  precision?: number;
  /** Decimals to show; defaults to precision. Cart prices use 0 (spec 01 §2: "without decimals"). */
  fractionDigits?: number;
}

/** Formats minor units as "-$1,234.50". */
export function formatMinorUnits(minor: bigint, { symbol = '$', precision = 2, fractionDigits = precision }: CurrencyFormat = {}): string {
  const shown = roundAwayDigits(minor, precision - fractionDigits);
  const negative = shown < 0n;
  const digits = (negative ? -shown : shown).toString().padStart(fractionDigits + 1, '0');
  const whole = digits.slice(0, digits.length - fractionDigits);
  const fraction = digits.slice(digits.length - fractionDigits);
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${symbol}${grouped}${fractionDigits > 0 ? `.${fraction}` : ''}`;
}

/** Spec 01 §2 shows '--' where there is no amount. */
export const NO_AMOUNT = '--';

/** Formats an amount from the API (number or decimal string); '--' when absent or malformed. */
export function formatCurrency(value: number | string | null | undefined, format: CurrencyFormat = {}): string {
  if (value === null || value === undefined || value === '') return NO_AMOUNT;
  try {
    return formatMinorUnits(toMinorUnits(value, format.precision ?? 2), format);
  } catch {
    return NO_AMOUNT;
  }
}
