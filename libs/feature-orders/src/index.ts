export { OrderDetailPage, OrderReleaseConfirmationPage, OrdersPage } from './lib/pages';
export * from './lib/routes';
