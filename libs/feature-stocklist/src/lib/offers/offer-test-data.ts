import type { ImportResult, ImportRow } from '@bp/api-contract';
import { OfferState, OfferStatus } from '@bp/api-contract/constants';
import type { ItemOfferEntry } from '../offers-seam';

// Builders for this lib's offer and import tests. Neutral values; override what a test is about.

export interface CartEntryShape extends ItemOfferEntry {
  itemNumber: string;
  itemDescription: string;
  listPrice: number;
  quantityAvailable: number;
  incrementSize: number;
  warehouse: string;
}

export function aCartEntry(overrides: Partial<ItemOfferEntry['stocklistOffer']> = {}, itemNumberWarehouse = 'IP12-64-A~MIA'): CartEntryShape {
  return {
    itemNumberWarehouse,
    itemNumber: itemNumberWarehouse.split('~')[0] ?? itemNumberWarehouse,
    itemDescription: 'iPhone 12 64GB Black Grade A',
    listPrice: 250,
    quantityAvailable: 10,
    incrementSize: 1,
    warehouse: 'MIA',
    stocklistOffer: {
      offerId: 'offer-1',
      offerStatus: OfferStatus.PENDING_ACCEPTANCE,
      offerState: OfferState.AWAITING_TENANT_REVIEW,
      offerQuantity: 2,
      offerPrice: 200,
      counterPrice: null,
      minimumCheckoutQuantity: null,
      ...overrides,
    },
  };
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
