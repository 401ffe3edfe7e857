// The orders list alone: the order page (tables of lines, editing, late payment) is in order-detail.
export { OrdersPage } from '@bp/feature-orders';
