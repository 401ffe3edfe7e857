import { theme } from 'antd';
import { PlaceholderPage, useBranding, usePageTitle } from '@bp/ui-kit';
import { useShellText } from './use-shell-text';

/** Spec 01 §2: the buyer dashboard shows the tenant name and the heading Buyer Dashboard (also at /help). */
export function DashboardPage() {
  const t = useShellText();
  const { token } = theme.useToken();
  const { tenantName } = useBranding();
  usePageTitle(t('Dashboard'));
  return (
    <section aria-labelledby="dashboard-heading">
      <p style={{ margin: 0, color: token.colorTextSecondary, fontSize: token.fontSizeLG }}>{tenantName}</p>
      <h1 id="dashboard-heading" style={{ margin: 0, fontSize: token.fontSizeHeading3, lineHeight: token.lineHeightHeading3, color: token.colorTextHeading }}>
        {t('Buyer Dashboard')}
      </h1>
    </section>
  );
}

/** Spec 01 §2: placeholder screens showing only a title. */
export function AccountPage() {
  const t = useShellText();
  return <PlaceholderPage title={t('Account')} />;
}

export function AuctionsPage() {
  const t = useShellText();
  return <PlaceholderPage title={t('Auctions')} />;
}

export function PreOrdersPage() {
  const t = useShellText();
  return <PlaceholderPage title={t('Pre Orders')} />;
}
