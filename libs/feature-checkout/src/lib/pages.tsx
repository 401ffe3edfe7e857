import { PlaceholderPage, useTranslation } from '@bp/ui-kit';

// The checkout issues build these screens (spec 02); until then each shows its title.

function TitledPage({ title }: { title: string }) {
  const { t } = useTranslation();
  return <PlaceholderPage title={t(title, { defaultValue: title })} />;
}

export function CheckoutPage() {
  return <TitledPage title="Checkout" />;
}

export function CheckoutReleaseConfirmationPage() {
  return <TitledPage title="Order Release Confirmation" />;
}

export { AddToUnshippedOrderPage } from './add-to-unshipped-order-page';
export { PreferencesPage } from './preferences-page';
export { TermsOfSalePage } from './terms-of-sale-page';
