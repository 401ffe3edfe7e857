import { Alert, Button, Popover } from 'antd';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { isPasswordValid, newPasswordSchema } from '@bp/util-validation';
import { useAuthText } from './auth-texts';
import { PasswordChecklist } from './password-checklist';
import { TextField } from './text-field';

const POLICY_ID = 'new-password-policy';

export interface NewPasswordFormProps {
  /** Answers the provider's message when the new password is refused. */
  onSubmit: (newPassword: string) => Promise<string | undefined>;
}

/**
 * Spec 03 §2 Forced new-password screen (NEW_PASSWORD_REQUIRED): a new-password field with the
 * policy popover, and CHANGE, disabled until the five rules hold.
 */
export function NewPasswordForm({ onSubmit }: NewPasswordFormProps) {
  const t = useAuthText();
  const [failure, setFailure] = useState<string>();
  const [showPolicy, setShowPolicy] = useState(false);
  return (
    <Formik
      initialValues={{ newPassword: '' }}
      validationSchema={newPasswordSchema}
      onSubmit={async ({ newPassword }) => {
        setFailure(undefined);
        setFailure(await onSubmit(newPassword));
      }}
    >
      {({ values, isSubmitting }) => (
        <Form noValidate aria-labelledby="new-password-heading">
          <h2 id="new-password-heading" style={{ marginTop: 0 }}>
            {t('Set a new password')}
          </h2>
          <p>{t('Your password must be changed before you continue.')}</p>
          {failure ? <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} /> : null}
          {/* Above the field: below it, the popover would cover CHANGE. */}
          <Popover open={showPolicy} placement="topLeft" content={<PasswordChecklist id={POLICY_ID} password={values.newPassword} />}>
            <div>
              <TextField
                name="newPassword"
                label={t('New password')}
                type="password"
                autoComplete="new-password"
                describedBy={showPolicy ? POLICY_ID : undefined}
                onFocus={() => setShowPolicy(true)}
                onBlur={() => setShowPolicy(false)}
              />
            </div>
          </Popover>
          <Button type="primary" htmlType="submit" size="large" block loading={isSubmitting} disabled={!isPasswordValid(values.newPassword)}>
            {t('CHANGE')}
          </Button>
        </Form>
      )}
    </Formik>
  );
}
