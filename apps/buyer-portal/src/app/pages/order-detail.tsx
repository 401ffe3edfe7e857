// An order's page alone (its release confirmation is in other-order-pages).
export { OrderDetailPage } from '@bp/feature-orders';
