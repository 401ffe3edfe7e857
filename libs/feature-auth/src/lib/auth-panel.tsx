import { Flex, theme } from 'antd';
import type { ReactNode } from 'react';
import { LoginLayout, PageTitle, useBranding } from '@bp/ui-kit';
import { useAuthText } from './auth-texts';
import { useLoginLoadMessage } from './login-load-message';

export interface AuthPanelProps {
  /** Document title after the site title ('Login', 'Reset Password'…). */
  pageTitle: string;
  heading: string;
  children: ReactNode;
}

/**
 * The login layout of every public screen: the tenant's logo or name above the screen's level-1
 * heading, and the stored login-load message (spec 03 §2: shown by the login wrapper).
 */
export function AuthPanel({ pageTitle, heading, children }: AuthPanelProps) {
  const t = useAuthText();
  const { token } = theme.useToken();
  const { tenantName, logo } = useBranding();
  useLoginLoadMessage();
  return (
    <LoginLayout>
      <PageTitle page={pageTitle} />
      <Flex vertical align="center" gap="small" style={{ textAlign: 'center', marginBottom: token.marginLG }}>
        {logo ? <img src={logo} alt={t('{{tenantName}} logo', { tenantName })} style={{ maxHeight: 64, maxWidth: '100%' }} /> : null}
        <p style={{ margin: 0, color: token.colorTextSecondary, fontSize: token.fontSizeLG }}>{tenantName}</p>
        <h1 style={{ margin: 0, fontSize: token.fontSizeHeading3, lineHeight: token.lineHeightHeading3, fontWeight: token.fontWeightStrong, color: token.colorTextHeading }}>
          {heading}
        </h1>
      </Flex>
      {children}
    </LoginLayout>
  );
}
