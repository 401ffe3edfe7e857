// The public screens besides sign-in (feature-auth): create account, e-mail verification, reset
// password, each inside antd's ConfigProvider with the tenant's theme (the startup gate has none).
import { CreateAccountPage as CreateAccount, EmailVerificationPage as EmailVerification, ResetPasswordPage as ResetPassword } from '@bp/feature-auth';
import { AntdTheme } from '@bp/ui-kit';

export function CreateAccountPage() {
  return (
    <AntdTheme>
      <CreateAccount />
    </AntdTheme>
  );
}

export function EmailVerificationPage() {
  return (
    <AntdTheme>
      <EmailVerification />
    </AntdTheme>
  );
}

export function ResetPasswordPage() {
  return (
    <AntdTheme>
      <ResetPassword />
    </AntdTheme>
  );
}
