import type { CartEntry, ImportResult, ImportRow, StocklistOffer } from '@bp/api-contract';
import { aCartEntry } from '@bp/api-contract/testing';
import { OfferState, OfferStatus } from '@bp/api-contract/constants';

// Builders for this lib's offer and import tests. Neutral values; override what a test is about.

/**
 * A cart entry of the stock list's tests: the contract's builder with an offer waiting for the
 * seller (2 at 200), on `itemNumberWarehouse`.
 */
export function aPendingOfferEntry(offer: Partial<StocklistOffer> = {}, itemNumberWarehouse = 'IP12-64-A~MIA'): CartEntry {
  const [itemNumber, warehouse] = itemNumberWarehouse.split('~');
  return aCartEntry({
    itemNumber,
    warehouse,
    stocklistOffer: {
      offerStatus: OfferStatus.PENDING_ACCEPTANCE,
      offerState: OfferState.AWAITING_TENANT_REVIEW,
      offerPrice: 200,
      checkOutPrice: 200,
      ...offer,
    },
  });
}

/** existingOfferStatus typed by the contract's constant (its TypeBox Static currently collapses it). */
export type ImportRowOverrides = Omit<Partial<ImportRow>, 'existingOfferStatus'> & { existingOfferStatus?: OfferStatus };

export function anImportRow({ existingOfferStatus, ...overrides }: ImportRowOverrides = {}): ImportRow {
  const itemNumber = overrides.itemNumber ?? 'IP12-64-A';
  const warehouse = overrides.warehouse ?? 'MIA';
  const row: ImportRow = {
    rowNumber: 2,
    itemNumberWarehouse: `${itemNumber}~${warehouse}`,
    itemNumber,
    warehouse,
    description: 'iPhone 12 64GB Black Grade A',
    groupName: 'Apple iPhone 12',
    groupItemName: 'iPhone 12 64GB Black Grade A',
    pxnOffer: false,
    availableQuantity: 10,
    listPrice: 250,
    offerQuantity: 2,
    offerPrice: 200,
    comments: '',
    reason: '',
    ...overrides,
  };
  return existingOfferStatus ? Object.assign(row, { existingOfferStatus }) : row;
}

export function anImportResult(overrides: Partial<ImportResult> = {}): ImportResult {
  return {
    conflictOffers: [],
    invalidOffers: [],
    validOffersMap: {},
    fileName: 'offers.xlsx',
    uploadedAt: '2026-11-21T08:00:00.000Z',
    ...overrides,
  };
}
