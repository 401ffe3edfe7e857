// Quantity and spreadsheet rules shared by the API and the portal (money: @bp/util-money).

/**
 * Stock alert quantity (spec 01 §5): blank/0 → 1, rounded down to a multiple of incrementSize,
 * at least one increment. One rule for portal and API: the one of @bp/util-validation.
 */
export { normaliseAlertQuantity } from '@bp/util-validation';

/** Whether a change of available quantity crosses an alert: from below `alertQuantity` to at or above it. */
export function crossesAlert(quantityBefore: number, quantityAfter: number, alertQuantity: number): boolean {
  return quantityBefore < alertQuantity && quantityAfter >= alertQuantity;
}

/**
 * Text that a spreadsheet would read as a formula (starts with = + - @, tab or carriage return)
 * gets a leading single quote, so it shows as text. Other text is returned as is.
 */
export function neutraliseSpreadsheetText(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}
