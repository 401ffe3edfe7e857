/**
 * Quantity, offer price and stock alert rules of the stock list dialogs (spec 01 §5 "Quantity
 * input", "Offer price", "Stock alert quantity", "Currency precision"). Pure functions: the dialogs
 * call them on change (sanitise) and on blur (normalise).
 */

/** Spec 01 §5: the warning shown when a quantity above the available stock is reduced. */
export const QUANTITY_REDUCED_MESSAGE = 'Your quantity was updated, quantity reduced to match available stock';

/** Spec 01 §9: the alert preset when the tenant sets none. */
export const DEFAULT_ALERT_QUANTITY = 100;

/** Spec 01 §9: alert increment default. */
export const DEFAULT_INCREMENT_SIZE = 1;

function validIncrement(incrementSize: number | null | undefined): number {
  return Number.isInteger(incrementSize) && (incrementSize as number) > 1 ? (incrementSize as number) : DEFAULT_INCREMENT_SIZE;
}

function toWholeNumber(value: number | string | null | undefined): number {
  if (value === null || value === undefined) return 0;
  const parsed = typeof value === 'number' ? value : Number(String(value).trim() || '0');
  return Number.isFinite(parsed) && parsed > 0 ? Math.floor(parsed) : 0;
}

/** "Numeric only" while typing: every non-digit is dropped ("12a3" → "123"). */
export function sanitiseQuantityInput(text: string): string {
  return text.replace(/\D+/g, '');
}

/**
 * Rounds down to a multiple of the increment with a minimum of one increment (spec 01 §5, "if
 * incrementSize is above 1"). With an increment of 1 the value is returned as is.
 */
export function roundDownToIncrement(quantity: number, incrementSize?: number | null): number {
  const increment = validIncrement(incrementSize);
  if (increment === 1) return quantity;
  return Math.max(increment, Math.floor(quantity / increment) * increment);
}

/**
 * Buy/offer dialog quantity on blur (spec 01 §5): blank, non-numeric or 0 becomes 1, then rounds
 * down to a multiple of the increment with a minimum of one increment.
 */
export function normaliseQuantityOnBlur(value: number | string | null | undefined, incrementSize?: number | null): number {
  const whole = toWholeNumber(value);
  return roundDownToIncrement(whole === 0 ? 1 : whole, incrementSize);
}

export interface CappedQuantity {
  quantity: number;
  /** True when the quantity was above the available stock and was reduced to it. */
  reduced: boolean;
}

/**
 * Adding with a quantity above the available stock reduces it to the available stock (spec 01 §5);
 * `reduced` tells the dialog to show QUANTITY_REDUCED_MESSAGE. When the available stock is not a
 * multiple of the increment, the largest increment multiple not above it is used (never below one
 * increment).
 */
export function capQuantityToAvailable(quantity: number, quantityAvailable: number, incrementSize?: number | null): CappedQuantity {
  if (quantityAvailable <= 0 || quantity <= quantityAvailable) return { quantity, reduced: false };
  return { quantity: roundDownToIncrement(quantityAvailable, incrementSize), reduced: true };
}

/**
 * Offer price on blur (spec 01 §5): blank, non-numeric or 0 becomes 1; above the list price it is
 * capped at the list price.
 */
export function normaliseOfferPriceOnBlur(value: number | string | null | undefined, listPrice: number): number {
  const parsed = typeof value === 'number' ? value : Number(String(value ?? '').trim() || '0');
  const price = Number.isFinite(parsed) && parsed > 0 ? parsed : 1;
  return listPrice > 0 && price > listPrice ? listPrice : price;
}

/**
 * Stock alert quantity (spec 01 §5): blank or 0 becomes 1; with an increment above 1 it rounds
 * down to a multiple of it with a minimum of one increment.
 */
export function normaliseAlertQuantity(value: number | string | null | undefined, incrementSize?: number | null): number {
  return normaliseQuantityOnBlur(value, incrementSize);
}

/**
 * The stock alert preset: the tenant's defaultAlertQuantity (100 when not set) rounded down to an
 * increment multiple, at least one increment (spec 01 §5 and §9).
 */
export function defaultAlertQuantity(setting: number | null | undefined, incrementSize?: number | null): number {
  const preset = Number.isInteger(setting) && (setting as number) > 0 ? (setting as number) : DEFAULT_ALERT_QUANTITY;
  return roundDownToIncrement(preset, incrementSize);
}
