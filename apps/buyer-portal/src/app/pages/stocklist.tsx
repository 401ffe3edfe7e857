export { StockAlertsPage, StockListPage, startStockListCalls } from '@bp/feature-stocklist';
