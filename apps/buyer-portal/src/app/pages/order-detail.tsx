// An order's page and its release confirmation (the order page's Release Now leads there).
export { OrderDetailPage, OrderReleaseConfirmationPage } from '@bp/feature-orders';
