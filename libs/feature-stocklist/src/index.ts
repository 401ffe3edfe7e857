export * from './lib/routes';
export { StockListPage, type StockListPageProps } from './lib/stock-list-page';
export { StockAlertsPage, type StockAlertsPageProps } from './lib/stock-alerts-page';
export { StockOffersProvider, useStockOffers, type OffersByItem, type StockOfferSummary } from './lib/offers-seam';
export { STOCKLIST_VIEW_EVENT, stocklistViewed, type StocklistViewDetail } from './lib/view-event';
export { stocklistApi } from './lib/api/stocklist-api';
export { startStockListCalls } from './lib/first-page-calls';
