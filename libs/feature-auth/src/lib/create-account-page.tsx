import { Button, Flex, theme } from 'antd';
import { Link } from 'react-router-dom';
import { useBranding } from '@bp/ui-kit';
import { AuthPanel } from './auth-panel';
import { useAuthText } from './auth-texts';
import { authRoutes } from './routes';

/** /create-account: the tenant's sign-up page when it has one, else whom to write to. */
export function CreateAccountPage() {
  const t = useAuthText();
  const { token } = theme.useToken();
  const { signupUrl, tenantName, clientSupportEmail } = useBranding();
  return (
    <AuthPanel pageTitle={t('Create Account')} heading={t('Create an account')}>
      {signupUrl ? (
        <Flex vertical gap="middle">
          <p style={{ margin: 0 }}>{t('Open an account with {{tenantName}} on its sign-up page.', { tenantName })}</p>
          <Button type="primary" size="large" block href={signupUrl}>
            {t('CREATE ACCOUNT')}
          </Button>
        </Flex>
      ) : (
        <p style={{ margin: 0 }}>
          {t('Accounts with {{tenantName}} are opened by its team. Please write to', { tenantName })}{' '}
          <a href={`mailto:${clientSupportEmail}`}>{clientSupportEmail}</a>
        </p>
      )}
      <Flex justify="center" style={{ marginTop: token.marginLG }}>
        <Link to={authRoutes.signIn}>{t('BACK TO SIGN IN')}</Link>
      </Flex>
    </AuthPanel>
  );
}
