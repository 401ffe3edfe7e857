import { aCartEntry, aStocklistOffer } from '@bp/api-contract/testing';
import type { CartItem, CartOffer } from '@bp/data-access-api';

// The cart's tests name entries by an id (offer id = item number): the contract's builders
// (@bp/api-contract/testing) with that id filled in.

export function anOffer(offerId: string, overrides: Partial<CartOffer> = {}): CartOffer {
  return aStocklistOffer({ offerId, ...overrides });
}

export function anEntry(offerId: string, overrides: Partial<Omit<CartItem, 'stocklistOffer'>> = {}, offer: Partial<CartOffer> = {}): CartItem {
  return aCartEntry({ itemNumber: offerId, itemDescription: `Phone ${offerId}`, ...overrides, stocklistOffer: { offerId, ...offer } });
}
