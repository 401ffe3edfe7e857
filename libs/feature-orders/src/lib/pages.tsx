import { PlaceholderPage, useTranslation } from '@bp/ui-kit';

// The orders screens (spec 03 §2); those not built yet show their title.

export { OrdersListPage as OrdersPage } from './orders-list-page';

export { OrderDetailPage } from './order-detail-page';

export function OrderReleaseConfirmationPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('Order Release Confirmation', { defaultValue: 'Order Release Confirmation' })} />;
}
