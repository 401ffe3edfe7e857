export { StockAlertsPage, StockListPage } from '@bp/feature-stocklist';
