// Quantity, money and spreadsheet rules shared by the API and the portal.

/**
 * Stock alert quantity (spec 01 §5): blank/0 → 1, rounded down to a multiple of incrementSize,
 * at least one increment. One rule for portal and API: the one of @bp/util-validation.
 */
export { normaliseAlertQuantity } from '@bp/util-validation';

/** Whether a change of available quantity crosses an alert: from below `alertQuantity` to at or above it. */
export function crossesAlert(quantityBefore: number, quantityAfter: number, alertQuantity: number): boolean {
  return quantityBefore < alertQuantity && quantityAfter >= alertQuantity;
}

/** '123.45' / 123.45 → 12345 (integer cents). Throws on anything that is not a non-negative amount with at most two decimals. */
export function toCents(amount: string | number): number {
  const text = typeof amount === 'number' ? amount.toFixed(2) : amount.trim();
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) throw new Error(`Not an amount: ${String(amount)}`);
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** 12345 → '123.45'. */
export function fromCents(cents: number): string {
  const whole = Math.floor(cents / 100);
  return `${whole}.${String(cents % 100).padStart(2, '0')}`;
}

/**
 * Text that a spreadsheet would read as a formula (starts with = + - @, tab or carriage return)
 * gets a leading single quote, so it shows as text. Other text is returned as is.
 */
export function neutraliseSpreadsheetText(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}
