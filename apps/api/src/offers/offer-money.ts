import { MessageCode, OfferMessage, OfferMessageCode, TENANT_DEFAULTS } from '@bp/api-contract';
import { exceedsCurrencyPrecision } from '@bp/util-validation';
import { fromCents, toCents } from '@bp/util-stocklist';
import { AppError, businessRuleFailed } from '../errors';

// Money of offers: prices arrive as JSON numbers (the contract's shape) or decimal strings (the
// import, the ops CLI) and are turned into integer cents once, at the edge; every comparison and
// computation after that is on whole cents. The columns are numeric(14,2), so whatever the
// tenant's currencyPrecision, at most two decimals are stored.

/** Cents in one currency unit. */
export const CENTS_PER_UNIT = 100;

/** The decimals a price may have: the tenant's currencyPrecision, never more than the columns keep (2). */
export function allowedPriceDecimals(currencyPrecision: number | undefined): number {
  const precision = currencyPrecision ?? TENANT_DEFAULTS.currencyPrecision;
  return Math.max(0, Math.min(2, precision));
}

/**
 * A requested price (JSON number or decimal string, not negative) → whole cents, or 422
 * PRICE_PRECISION when it has more decimals than allowed. The text form of a JSON number is
 * used, never arithmetic on it: 19.99 stays '19.99'. A number so small that JavaScript writes it
 * with an exponent (1e-7) has more decimals than any currency.
 */
export function requestedPriceToCents(price: number | string, decimals: number): number {
  const text = typeof price === 'number' ? String(price) : price.trim();
  if (!/^\d+(\.\d+)?$/.test(text) && !/^\d+(\.\d+)?e-\d+$/i.test(text)) {
    throw new AppError(400, MessageCode.BAD_REQUEST, 'The price must be an amount of at least 0', {
      errors: [{ field: 'offerPrice', messageCode: 'FIELD_INVALID_FORMAT', messageDescription: 'must be an amount like 123.45' }],
    });
  }
  const tooPrecise = /e/i.test(text) ? Number(text) !== 0 : exceedsCurrencyPrecision(text, decimals);
  if (tooPrecise) throw businessRuleFailed(OfferMessageCode.PRICE_PRECISION, OfferMessage.PRICE_PRECISION, { field: 'offerPrice' });
  if (/e/i.test(text)) return 0;
  // Trailing zeros beyond two decimals ('12.500') carry no value; toCents wants at most two.
  const trimmed = text.includes('.') ? text.replace(/0+$/, '').replace(/\.$/, '') : text;
  return toCents(trimmed);
}

/** numeric column text ('123.45') → cents. */
export const columnToCents = (value: string): number => toCents(value);

/** cents → numeric column text. */
export const centsToColumn = (cents: number): string => fromCents(cents);

/** cents → the JSON number of the contract (a decimal string read as a number; no arithmetic). */
export const centsToJson = (cents: number): number => Number(fromCents(cents));
