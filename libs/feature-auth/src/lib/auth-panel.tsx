import type { ReactNode } from 'react';
import { LoginLayout, PageTitle, useBranding } from '@bp/ui-kit';
import { useAuthText } from './auth-texts';
import { useLoginLoadMessage } from './login-load-message';
import './auth-screens.css';

export interface AuthPanelProps {
  /** Document title after the site title ('Login', 'Reset Password'…). */
  pageTitle: string;
  heading: string;
  children: ReactNode;
}

/**
 * The login layout of every public screen: the tenant's logo or name above the screen's level-1
 * heading, and the stored login-load message (spec 03 §2: shown by the login wrapper). Native
 * elements: the sign-in page downloads no antd.
 */
export function AuthPanel({ pageTitle, heading, children }: AuthPanelProps) {
  const t = useAuthText();
  const { tenantName, logo } = useBranding();
  useLoginLoadMessage();
  return (
    <LoginLayout>
      <PageTitle page={pageTitle} />
      <div className="bp-auth-header">
        {logo ? <img src={logo} alt={t('{{tenantName}} logo', { tenantName })} className="bp-auth-logo" /> : null}
        <p className="bp-auth-tenant">{tenantName}</p>
        <h1 className="bp-auth-heading">{heading}</h1>
      </div>
      {children}
    </LoginLayout>
  );
}
