// The forced new-password form inside antd's ConfigProvider with the tenant's theme: the sign-in
// page has none (it is made of native elements), and loads this module lazily.
import { AntdTheme } from '@bp/ui-kit';
import { NewPasswordForm, type NewPasswordFormProps } from './new-password-form';

export function NewPasswordStep(props: NewPasswordFormProps) {
  return (
    <AntdTheme>
      <NewPasswordForm {...props} />
    </AntdTheme>
  );
}
