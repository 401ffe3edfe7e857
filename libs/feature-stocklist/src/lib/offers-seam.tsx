import { createContext, useContext, type ReactNode } from 'react';

/**
 * The cart issue's seam: what the stock list needs to know about an existing offer or cart entry
 * of an item (spec 01 §3 stocklistOffer, keyed by itemNumberWarehouse). The stock list shows an
 * in-cart button instead of Buy/Offer when an entry exists. Empty until the cart feature provides
 * its offers through StockOffersProvider.
 */
export interface StockOfferSummary {
  offerId: string;
  offerStatus: string;
  offerState: string;
  offerQuantity: number;
  offerPrice: number;
}

export type OffersByItem = Readonly<Record<string, StockOfferSummary>>;

const NO_OFFERS: OffersByItem = Object.freeze({});

const StockOffersContext = createContext<OffersByItem>(NO_OFFERS);

/** The cart feature wraps the stock routes with this, its offers keyed by itemNumberWarehouse. */
export function StockOffersProvider({ offers, children }: { offers: OffersByItem; children: ReactNode }) {
  return <StockOffersContext.Provider value={offers}>{children}</StockOffersContext.Provider>;
}

export function useStockOffers(): OffersByItem {
  return useContext(StockOffersContext);
}
