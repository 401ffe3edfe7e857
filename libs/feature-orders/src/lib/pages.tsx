// The orders screens (spec 03 §2).

export { OrdersListPage as OrdersPage } from './orders-list-page';
export { OrderDetailPage } from './order-detail-page';
export { OrderReleaseConfirmationPage } from './order-release-confirmation-page';
