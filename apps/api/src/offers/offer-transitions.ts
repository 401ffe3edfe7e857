import { MessageCode, OfferMessage, OfferMessageCode, OfferState, OfferStatus, TENANT_DEFAULTS } from '@bp/api-contract';
import { CENTS_PER_UNIT, parseAmount } from '@bp/util-money';
import { capQuantityToAvailable, normaliseQuantityOnBlur } from '@bp/util-validation';
import { AppError, businessRuleFailed } from '../errors';

// The buyer's side of spec 01 §4/§5 as pure functions over whole cents: what a POST or PUT does
// to a cart entry, decided from the entry's current status/state, the item and the request. The
// service (offer-service.ts) applies the decision under row locks and runs the tenant's rules.

/** The item facts the rules need (read under a lock). */
export interface ItemFacts {
  listCents: number;
  quantityAvailable: number;
  incrementSize: number;
  /** warehouses.accepts_offers (settings warehouseAcceptingOffer). */
  acceptsOffers: boolean;
}

/** The entry as stored. */
export interface EntryFacts {
  status: string;
  state: string;
  offerQuantity: number;
  offerCents: number;
  counterCents: number | null;
  minimumCheckoutQuantity: number | null;
}

export type OfferDecision =
  /** The entry becomes (or stays) a buy at list: READY_TO_CHECKOUT / BUY_AT_LIST at the list price. */
  | { kind: 'BUY_AT_LIST'; quantity: number }
  /** Only the quantity changes; status, state, prices and expiry stay. */
  | { kind: 'QUANTITY_ONLY'; quantity: number }
  /** A new offer: AWAITING_TENANT_REVIEW / PENDING_ACCEPTANCE, then the tenant's rules. */
  | { kind: 'NEW_OFFER'; quantity: number; offerCents: number };

const ruleFailed = (
  key: 'PRICE_NOT_BELOW_LIST' | 'PRICE_NOT_BELOW_COUNTER' | 'QUANTITY_BELOW_MINIMUM' | 'OFFERS_NOT_ACCEPTED' | 'OUT_OF_STOCK',
  field: string,
) => businessRuleFailed(OfferMessageCode[key], OfferMessage[key], { field });

/**
 * Spec 01 §5 Quantity input, on the server: 0 becomes one, rounded down to the increment (at
 * least one increment), capped at the available quantity; nothing available → 422 OUT_OF_STOCK.
 */
export function normaliseOfferQuantity(requested: number, item: ItemFacts): number {
  if (item.quantityAvailable <= 0) throw ruleFailed('OUT_OF_STOCK', 'offerQuantity');
  const rounded = normaliseQuantityOnBlur(requested, item.incrementSize);
  return capQuantityToAvailable(rounded, item.quantityAvailable, item.incrementSize).quantity;
}

/**
 * A requested price (JSON number or decimal string, not negative) → whole cents: 400 when it is
 * not an amount, 422 PRICE_PRECISION when it has more decimals than the tenant's currencyPrecision
 * (and the columns, numeric(14,2), keep).
 */
export function requestedPriceCents(price: number | string, currencyPrecision: number | undefined): number {
  const read = parseAmount(price, currencyPrecision ?? TENANT_DEFAULTS.currencyPrecision);
  if ('cents' in read) return read.cents;
  if (read.problem === 'TOO_PRECISE') throw businessRuleFailed(OfferMessageCode.PRICE_PRECISION, OfferMessage.PRICE_PRECISION, { field: 'offerPrice' });
  throw new AppError(400, MessageCode.BAD_REQUEST, 'The price must be an amount of at least 0', {
    errors: [{ field: 'offerPrice', messageCode: 'FIELD_INVALID_FORMAT', messageDescription: 'must be an amount like 123.45' }],
  });
}

/** Spec 01 §5 Offer price, on the server: 0 becomes one currency unit, capped at the list price. */
export function normaliseOfferCents(requestedCents: number, listCents: number): number {
  const price = requestedCents === 0 ? CENTS_PER_UNIT : requestedCents;
  return Math.min(price, listCents);
}

/**
 * What a POST (entry = undefined: no entry yet) or PUT does. `quantity` and `priceCents` are
 * already normalised (normaliseOfferQuantity, normaliseOfferCents), so priceCents <= list.
 */
export function decideOfferChange(entry: EntryFacts | undefined, item: ItemFacts, quantity: number, priceCents: number): OfferDecision {
  const atList = priceCents >= item.listCents;
  const newOffer = (): OfferDecision => {
    if (atList) throw ruleFailed('PRICE_NOT_BELOW_LIST', 'offerPrice');
    if (!item.acceptsOffers) throw ruleFailed('OFFERS_NOT_ACCEPTED', 'offerPrice');
    return { kind: 'NEW_OFFER', quantity, offerCents: priceCents };
  };
  const buyOrOffer = (): OfferDecision => (atList ? { kind: 'BUY_AT_LIST', quantity } : newOffer());

  if (!entry) return buyOrOffer();
  const inCart = entry.state === OfferState.READY_TO_CHECKOUT;
  switch (entry.status) {
    case OfferStatus.BUY_AT_LIST:
    case OfferStatus.PRICE_DROPPED:
      // At (or above, capped) the list: keep buying at list; below: an offer.
      return buyOrOffer();
    case OfferStatus.PENDING_ACCEPTANCE:
    case OfferStatus.NOT_ACCEPTED:
    case OfferStatus.EXPIRED:
      // Still negotiating: the list price is refused with the spec's message, a lower price is a new offer.
      return newOffer();
    case OfferStatus.ACCEPTED:
      // The agreed price keeps the deal (quantity change); any other price starts over.
      if (priceCents === entry.offerCents) return { kind: 'QUANTITY_ONLY', quantity };
      return newOffer();
    case OfferStatus.COUNTERED:
      if (inCart) {
        if (priceCents === entry.counterCents) {
          if (entry.minimumCheckoutQuantity !== null && quantity < entry.minimumCheckoutQuantity) throw ruleFailed('QUANTITY_BELOW_MINIMUM', 'offerQuantity');
          return { kind: 'QUANTITY_ONLY', quantity };
        }
        return newOffer();
      }
      if (entry.counterCents !== null && priceCents >= entry.counterCents) throw ruleFailed('PRICE_NOT_BELOW_COUNTER', 'offerPrice');
      return newOffer();
    default:
      // Statuses that are never stored by this service (OUT_OF_STOCK): treated as a fresh request.
      return buyOrOffer();
  }
}

/** What an order from the cart would use (StocklistOffer doc comment). */
export function checkoutTerms(entry: EntryFacts, listCents: number): { quantity: number; cents: number } {
  switch (entry.status) {
    case OfferStatus.ACCEPTED:
    case OfferStatus.PENDING_ACCEPTANCE:
      return { quantity: entry.offerQuantity, cents: entry.offerCents };
    case OfferStatus.COUNTERED:
      return { quantity: Math.max(entry.offerQuantity, entry.minimumCheckoutQuantity ?? 0), cents: entry.counterCents ?? entry.offerCents };
    default:
      // BUY_AT_LIST, PRICE_DROPPED, and NOT_ACCEPTED / EXPIRED (which move to the cart at list).
      return { quantity: entry.offerQuantity, cents: listCents };
  }
}
