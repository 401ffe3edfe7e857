import { PlaceholderPage, useTranslation } from '@bp/ui-kit';

// The checkout issues build these screens (spec 02); until then each shows its title.

function TitledPage({ title }: { title: string }) {
  const { t } = useTranslation();
  return <PlaceholderPage title={t(title, { defaultValue: title })} />;
}

export function AddToUnshippedOrderPage() {
  return <TitledPage title="Add to Unshipped Order" />;
}

export function TermsOfSalePage() {
  return <TitledPage title="Terms of Sale" />;
}

export { PreferencesPage } from './preferences-page';
export { CheckoutPage } from './checkout-page';
export { CheckoutReleaseConfirmationPage } from './confirmation-page';
