import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { OfferState, OfferStatus } from '@bp/api-contract';
import { useGetOffersQuery } from '@bp/data-access-api';

/**
 * What the stock list needs to know about the buyer's cart entry of an item (spec 01 §3
 * stocklistOffer, keyed by itemNumberWarehouse): an item with an entry shows the in-cart button
 * instead of Buy/Offer, and that button edits the entry.
 */
export interface StockOfferSummary {
  offerId: string;
  offerStatus: OfferStatus;
  offerState: OfferState;
  offerQuantity: number;
  offerPrice: number;
  /** The seller's counter (COUNTERED entries); the edit rules compare the new price with it. */
  counterPrice?: number | null;
  /** COUNTERED entries in the cart may not go below it. */
  minimumCheckoutQuantity?: number | null;
  /** Partner-network entries are edited through pxnr/offer with this seller's header. */
  pxnsParticipantId?: string;
}

export type OffersByItem = Readonly<Record<string, StockOfferSummary>>;

const NO_OFFERS: OffersByItem = Object.freeze({});

/** null: nobody overrides, the page reads GET stocklist/offers itself. */
const StockOffersContext = createContext<OffersByItem | null>(null);

/**
 * Gives the stock routes a fixed set of offers instead of GET stocklist/offers (an embedding app or
 * a test that is not about the cart calls). Without it the page loads the offers itself.
 */
export function StockOffersProvider({ offers, children }: { offers: OffersByItem; children: ReactNode }) {
  return <StockOffersContext.Provider value={offers}>{children}</StockOffersContext.Provider>;
}

/** The offers given through StockOffersProvider (empty without one). */
export function useStockOffers(): OffersByItem {
  return useContext(StockOffersContext) ?? NO_OFFERS;
}

/** The part of a GET stocklist/offers entry the stock list reads. */
export interface ItemOfferEntry {
  itemNumberWarehouse: string;
  stocklistOffer: Required<Omit<StockOfferSummary, 'pxnsParticipantId'>> & Pick<StockOfferSummary, 'pxnsParticipantId'>;
}

/** GET stocklist/offers as the stock list looks it up: per itemNumberWarehouse. */
export function offersByItemOf(entries: readonly ItemOfferEntry[]): OffersByItem {
  const byItem: Record<string, StockOfferSummary> = {};
  for (const { itemNumberWarehouse, stocklistOffer: offer } of entries) {
    byItem[itemNumberWarehouse] = {
      offerId: offer.offerId,
      offerStatus: offer.offerStatus,
      offerState: offer.offerState,
      offerQuantity: offer.offerQuantity,
      offerPrice: offer.offerPrice,
      counterPrice: offer.counterPrice,
      minimumCheckoutQuantity: offer.minimumCheckoutQuantity,
      pxnsParticipantId: offer.pxnsParticipantId,
    };
  }
  return byItem;
}

/**
 * The buyer's cart entries by item: the provider's when one is given, else GET stocklist/offers
 * (shared RTK Query cache with the cart page). Spec 01 §4: offers are loaded only with CAN_BUY_ONLINE.
 */
export function useItemOffers(canBuyOnline: boolean): OffersByItem {
  const provided = useContext(StockOffersContext);
  const query = useGetOffersQuery(undefined, { skip: provided !== null || !canBuyOnline });
  const entries = query.data;
  const fromServer = useMemo(() => (entries ? offersByItemOf(entries) : NO_OFFERS), [entries]);
  if (provided) return provided;
  return canBuyOnline ? fromServer : NO_OFFERS;
}
