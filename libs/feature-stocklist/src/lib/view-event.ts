import { createAction } from '@reduxjs/toolkit';

/** Spec 01 §2: "A view event is dispatched when the stock list is viewed". */
export const STOCKLIST_VIEW_EVENT = 'stocklist:view';

export interface StocklistViewDetail {
  /** The partner participant whose stock is shown; null for the tenant's own stock. */
  pxnsParticipantId: string | null;
}

/** The same event as a Redux action, for middleware (analytics, cart preloading). */
export const stocklistViewed = createAction<StocklistViewDetail>('stocklist/viewed');

/** Fires both the window CustomEvent 'stocklist:view' and the stocklistViewed action. */
export function announceStocklistView(detail: StocklistViewDetail, dispatch: (action: ReturnType<typeof stocklistViewed>) => unknown): void {
  window.dispatchEvent(new CustomEvent<StocklistViewDetail>(STOCKLIST_VIEW_EVENT, { detail }));
  dispatch(stocklistViewed(detail));
}
