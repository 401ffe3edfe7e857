import type { StockItem } from '@bp/api-contract';
import { isPriceEditable, offerEditErrors, type OfferEditErrors, type OfferEditValues } from '@bp/util-validation';
import type { StockOfferSummary } from '../offers-seam';

export type EntryEditErrors = OfferEditErrors;

/**
 * The edit-in-cart dialog of the stock list applies the same buyer-edit rules as the cart page
 * (spec 01 §5, shared in util-validation): the entry's status and tab with the item's current list
 * price, stock and increment from the stock list.
 */
export function entryEditErrors(
  entry: StockOfferSummary,
  item: Pick<StockItem, 'listPrice' | 'quantityAvailable' | 'incrementSize'>,
  values: OfferEditValues,
): EntryEditErrors {
  return offerEditErrors(
    {
      offerStatus: entry.offerStatus,
      offerState: entry.offerState,
      listPrice: item.listPrice,
      counterPrice: entry.counterPrice ?? null,
      minimumCheckoutQuantity: entry.minimumCheckoutQuantity ?? null,
      quantityAvailable: item.quantityAvailable,
      incrementSize: item.incrementSize,
    },
    values,
  );
}

/** A buy at list price keeps the list price: its edit changes the quantity only. */
export function isEntryPriceEditable(entry: Pick<StockOfferSummary, 'offerStatus'>): boolean {
  return isPriceEditable(entry);
}
