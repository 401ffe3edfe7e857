import type { CartItem, CartOffer } from '@bp/data-access-api';

// Builders for tests of the cart (this lib's and the app's): a buy at list price in Miami unless
// the test says otherwise.

export function anOffer(offerId: string, overrides: Partial<CartOffer> = {}): CartOffer {
  return {
    offerId,
    offerStatus: 'BUY_AT_LIST',
    offerState: 'READY_TO_CHECKOUT',
    offerQuantity: 2,
    offerPrice: 250,
    counterPrice: null,
    checkOutQuantity: 2,
    checkOutPrice: 250,
    minimumCheckoutQuantity: null,
    acceptedOrCounteredExpirationDate: null,
    quantityAvailable: 10,
    updatedAt: '2026-11-21T08:00:00.000Z',
    ...overrides,
  };
}

export function anEntry(offerId: string, overrides: Partial<Omit<CartItem, 'stocklistOffer'>> = {}, offer: Partial<CartOffer> = {}): CartItem {
  return {
    itemNumberWarehouse: `${offerId}~${overrides.warehouse ?? 'MIA'}`,
    itemNumber: offerId,
    itemDescription: `Phone ${offerId}`,
    groupDescription: 'Apple iPhone 12',
    category: 'Phones',
    warehouse: 'MIA',
    listPrice: 250,
    quantityAvailable: 10,
    incrementSize: 1,
    grade: 'A',
    ...overrides,
    stocklistOffer: anOffer(offerId, { quantityAvailable: overrides.quantityAvailable ?? 10, ...offer }),
  };
}
