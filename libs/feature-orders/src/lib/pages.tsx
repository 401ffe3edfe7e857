import { useParams } from 'react-router-dom';
import { PlaceholderPage, useTranslation } from '@bp/ui-kit';

// The orders screens (spec 03 §2); those not built yet show their title.

export { OrdersListPage as OrdersPage } from './orders-list-page';

/** Spec 03 §2: titled 'Order # {reference or order number}'; the last path segment is the order number. */
export function OrderDetailPage() {
  const { t } = useTranslation();
  const { orderNumber = '' } = useParams();
  return <PlaceholderPage title={t('Order # {{orderNumber}}', { defaultValue: 'Order # {{orderNumber}}', orderNumber })} />;
}

export function OrderReleaseConfirmationPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('Order Release Confirmation', { defaultValue: 'Order Release Confirmation' })} />;
}
