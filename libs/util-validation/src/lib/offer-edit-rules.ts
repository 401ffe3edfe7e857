import { OfferMessage, OfferState, OfferStatus } from '@bp/api-contract/constants';
import { normaliseOfferPriceOnBlur, normaliseQuantityOnBlur, roundDownToIncrement } from './stock-quantity-rules';

/**
 * The buyer's edit of a cart entry on the cart page (spec 01 §5 "Quantity input" in the cart,
 * "Offer price", "Buyer edit of an offer in the cart page"). Pure functions: the edit dialog shows
 * their messages before sending, the API enforces the same rules again (422 with the same texts).
 */

/** What the rules need to know about the entry being edited. */
export interface OfferEditSubject {
  offerStatus: OfferStatus;
  /** The tab the entry is in while it is edited. */
  offerState: OfferState;
  listPrice: number;
  counterPrice: number | null;
  minimumCheckoutQuantity: number | null;
  quantityAvailable: number;
  incrementSize: number;
}

export interface OfferEditValues {
  quantity: number;
  price: number;
}

/** Messages per field; a field without a message is valid. */
export interface OfferEditErrors {
  quantity?: string;
  price?: string;
}

/**
 * A buy at list price keeps the list price: its dialog edits the quantity only, so no price rule
 * applies to it.
 */
export function isPriceEditable(subject: Pick<OfferEditSubject, 'offerStatus'>): boolean {
  return subject.offerStatus !== OfferStatus.BUY_AT_LIST;
}

/**
 * Spec 01 §5: "Not accepted, expired, or editing in the cart: price equal to list price is
 * rejected". The API refuses the list price for every entry still negotiating (pending, accepted
 * and countered too: a price at list would be a new offer at list), so the dialog says so before
 * sending. Only a buy at list price and a price-dropped entry may take the list price (they then
 * buy at list). The price is capped at the list price on blur, so "equal" also catches a typed
 * price above it.
 */
export function priceNotBelowListRule(subject: OfferEditSubject, price: number): string | undefined {
  const buysAtList = subject.offerStatus === OfferStatus.BUY_AT_LIST || subject.offerStatus === OfferStatus.PRICE_DROPPED;
  return !buysAtList && price >= subject.listPrice ? OfferMessage.PRICE_NOT_BELOW_LIST : undefined;
}

/** Spec 01 §5: "Countered, on the review tab: price at or above counterPrice is rejected". */
export function priceNotBelowCounterRule(subject: OfferEditSubject, price: number): string | undefined {
  const applies = subject.offerStatus === OfferStatus.COUNTERED && subject.offerState === OfferState.AWAITING_BUYER_REVIEW && subject.counterPrice !== null;
  return applies && price >= (subject.counterPrice as number) ? OfferMessage.PRICE_NOT_BELOW_COUNTER : undefined;
}

/** Spec 01 §5: "Countered, in the cart: quantity below minimumCheckoutQuantity is rejected". */
export function quantityBelowMinimumRule(subject: OfferEditSubject, quantity: number): string | undefined {
  const applies =
    subject.offerStatus === OfferStatus.COUNTERED && subject.offerState === OfferState.READY_TO_CHECKOUT && subject.minimumCheckoutQuantity !== null;
  return applies && quantity < (subject.minimumCheckoutQuantity as number) ? OfferMessage.QUANTITY_BELOW_MINIMUM : undefined;
}

/** Every rule of the buyer's edit; the first failing rule per field gives its message. */
export function offerEditErrors(subject: OfferEditSubject, values: OfferEditValues): OfferEditErrors {
  const errors: OfferEditErrors = {};
  const quantity = quantityBelowMinimumRule(subject, values.quantity);
  if (quantity) errors.quantity = quantity;
  const price = priceNotBelowListRule(subject, values.price) ?? priceNotBelowCounterRule(subject, values.price);
  if (price) errors.price = price;
  return errors;
}

export function hasOfferEditErrors(errors: OfferEditErrors): boolean {
  return errors.quantity !== undefined || errors.price !== undefined;
}

/** Spec 01 §5, in the cart: "non-numeric input becomes 0". */
export function parseCartQuantity(text: string): number {
  const trimmed = text.trim();
  return /^\d+$/.test(trimmed) ? Number(trimmed) : 0;
}

/**
 * Quantity on blur in the cart (spec 01 §5): 0 becomes 1, rounds down to the increment (minimum
 * one increment) and is "also capped at available quantity" (as an increment multiple).
 */
export function normaliseCartQuantityOnBlur(text: string, incrementSize: number, quantityAvailable: number): number {
  const quantity = normaliseQuantityOnBlur(parseCartQuantity(text), incrementSize);
  if (quantityAvailable > 0 && quantity > quantityAvailable) return roundDownToIncrement(quantityAvailable, incrementSize);
  return quantity;
}

/** Offer price on blur in the cart: same rule as the stock list (0 becomes 1, capped at the list price). */
export function normaliseCartPriceOnBlur(text: string, listPrice: number): number {
  return normaliseOfferPriceOnBlur(text, listPrice);
}
