import { Flex, theme } from 'antd';
import { LoginLayout, PageTitle, useBranding } from '@bp/ui-kit';
import { useShellText } from './use-shell-text';

/**
 * The signed-out home at / until the sign-in form arrives: the tenant's logo or name and its site
 * title, in the login layout (spec 01 §2: the login page title is the site title plus Login).
 */
export function SignedOutLanding() {
  const t = useShellText();
  const { token } = theme.useToken();
  const { siteTitle, tenantName, logo } = useBranding();
  return (
    <LoginLayout>
      <PageTitle page={t('Login')} />
      <Flex vertical align="center" gap="small" style={{ textAlign: 'center' }}>
        {logo ? <img src={logo} alt={t('{{tenantName}} logo', { tenantName })} style={{ maxHeight: 64, maxWidth: '100%' }} /> : null}
        <p style={{ margin: 0, color: token.colorTextSecondary, fontSize: token.fontSizeLG }}>{tenantName}</p>
        <h1 style={{ margin: 0, fontSize: token.fontSizeHeading2, lineHeight: token.lineHeightHeading2, fontWeight: token.fontWeightStrong, color: token.colorTextHeading }}>
          {siteTitle}
        </h1>
      </Flex>
    </LoginLayout>
  );
}
