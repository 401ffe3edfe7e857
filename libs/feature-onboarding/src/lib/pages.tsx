import { PlaceholderPage, useTranslation } from '@bp/ui-kit';

export { AccountDetailsPage } from './account-details-page';
export { AccountSetupPage } from './account-setup-page';
export { AccountSetupSubmittedPage } from './account-setup-submitted-page';

// The online forms (spec 03 §2 account-setup routes) are built under forms/; until then each
// shows its title.

function TitledPage({ title }: { title: string }) {
  const { t } = useTranslation();
  return <PlaceholderPage title={t(title, { defaultValue: title })} />;
}

export function EusFormPage() {
  return <TitledPage title="Export End User Statement" />;
}

export function EusAddendumFormPage() {
  return <TitledPage title="Export End User Statement Addendum" />;
}

export function InternationalShippingFormPage() {
  return <TitledPage title="International Shipping" />;
}
