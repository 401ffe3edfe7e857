export { OrderDetailPage, OrderReleaseConfirmationPage, OrdersPage } from '@bp/feature-orders';
