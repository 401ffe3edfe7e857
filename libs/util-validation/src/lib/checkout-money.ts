/**
 * Amounts of the checkout rows in whole cents. util-stocklist's toCents imports this library, so
 * the few conversions the option rows need live here rather than there (an import cycle).
 */

/** What a buyer may type as an amount: up to 9 whole digits and at most two decimals (the API accepts the same). */
const typedAmountPattern = /^\d{1,9}(\.\d{1,2})?$/;

/** '12.5' → 1250; null for anything that is not a plain non-negative amount (letters, '-1', '1e3', '1.234'). */
export function typedAmountToCents(text: string): number | null {
  const trimmed = text.trim();
  if (!typedAmountPattern.test(trimmed)) return null;
  const [whole, fraction = ''] = trimmed.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** An API amount (a JSON number in currency units, e.g. 778.5) → 77850 cents, without float arithmetic. */
export function apiAmountToCents(amount: number): number {
  if (!Number.isFinite(amount) || amount < 0) throw new RangeError(`Not an amount: ${amount}`);
  // toFixed(2) gives the decimal text the number stands for; the cents come from the digits.
  const cents = typedAmountToCents(amount.toFixed(2));
  if (cents === null) throw new RangeError(`Amount out of range: ${amount}`);
  return cents;
}

/** 1250 → '12.50', 5000000 → '50000.00' (the form the API's messages use too). */
export function centsToAmountText(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** Keeps only what an amount field accepts while typing: digits and one decimal point with two decimals. */
export function sanitiseAmountInput(text: string): string {
  const digitsAndPoint = text.replace(/[^\d.]/g, '');
  const [whole, ...rest] = digitsAndPoint.split('.');
  if (rest.length === 0) return whole;
  return `${whole}.${rest.join('').slice(0, 2)}`;
}
