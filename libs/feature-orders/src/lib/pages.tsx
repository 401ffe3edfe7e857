import { useParams } from 'react-router-dom';
import { PlaceholderPage, useTranslation } from '@bp/ui-kit';

// The orders issues build these screens (spec 03 §2); until then each shows its title.

export function OrdersPage() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('Orders', { defaultValue: 'Orders' })} />;
}

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
