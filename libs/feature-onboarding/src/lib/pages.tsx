import { PlaceholderPage, useTranslation } from '@bp/ui-kit';

// The onboarding issues build these screens (spec 03 §2 account-setup routes); until then each
// shows its title.

function TitledPage({ title }: { title: string }) {
  const { t } = useTranslation();
  return <PlaceholderPage title={t(title, { defaultValue: title })} />;
}

export function AccountSetupPage() {
  return <TitledPage title="Account Setup" />;
}

export function AccountSetupSubmittedPage() {
  return <TitledPage title="Account Setup Submitted" />;
}

export function AccountDetailsPage() {
  return <TitledPage title="Account Details" />;
}
