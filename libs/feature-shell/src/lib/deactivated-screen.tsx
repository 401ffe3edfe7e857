import WarningFilled from '@ant-design/icons/WarningFilled';
import { theme } from 'antd';
import { StatusScreen, useBranding } from '@bp/ui-kit';
import { useShellText } from './use-shell-text';

/** Spec 01 §1/§4: a deactivated tenant stops startup; the buyer is told whom to contact. */
export function DeactivatedScreen() {
  const t = useShellText();
  const { token } = theme.useToken();
  const { tenantName, clientSupportEmail } = useBranding();
  return (
    <StatusScreen
      icon={<WarningFilled style={{ color: token.colorWarning }} />}
      title={t('This site is no longer available')}
      description={
        <p style={{ margin: 0 }}>
          {t('Please contact {{tenantName}} at', { tenantName })} <a href={`mailto:${clientSupportEmail}`}>{clientSupportEmail}</a>
        </p>
      }
    />
  );
}
