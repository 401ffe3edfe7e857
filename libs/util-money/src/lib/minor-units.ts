import { readDecimal } from './decimal-text';

// Amounts at the tenant's currency precision as integer minor units (cents for precision 2), as
// bigint: sums and line totals are exact at any precision, and only the final text is formatted.

function tenPower(exponent: number): bigint {
  return 10n ** BigInt(exponent);
}

/** Divides by 10^digits rounding half away from zero (the rounding people expect on prices). */
export function roundAwayDigits(minor: bigint, digits: number): bigint {
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
  const decimal = readDecimal(value);
  if (!decimal) throw new RangeError(`Not a money amount: ${JSON.stringify(value)}`);
  const minor = roundAwayDigits(BigInt(decimal.whole + decimal.fraction), decimal.fraction.length - precision);
  return decimal.sign === '-' ? -minor : minor;
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
