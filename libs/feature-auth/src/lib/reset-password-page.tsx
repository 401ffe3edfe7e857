import { Alert, Button, Flex, theme, type InputRef } from 'antd';
import { Form, Formik } from 'formik';
import { useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { toIdentityError, useCognitoSession, useStartPasswordResetMutation } from '@bp/data-access-api';
import { isPasswordValid, resetPasswordEmailSchema, resetPasswordSchema } from '@bp/util-validation';
import { AuthPanel } from './auth-panel';
import { useAuthText } from './auth-texts';
import { PasswordChecklist } from './password-checklist';
import { authRoutes } from './routes';
import { INVALID_CODE_MESSAGE, isInvalidCodeError } from './sign-in-failure';
import type { EmailVerificationState } from './sign-in-page';
import { TextField } from './text-field';
import { rejectVerificationCode } from './verification-code';
import { useFeedback } from '@bp/ui-kit';

const POLICY_ID = 'reset-password-policy';

function emailOf(state: unknown): string {
  const email = typeof state === 'object' && state !== null ? (state as EmailVerificationState).email : undefined;
  return typeof email === 'string' ? email : '';
}

/**
 * Spec 03 §2 Reset password (/reset-password, also ?resetPswdFromEmail=true): step 1 sends a code to
 * the e-mail (an unconfirmed account moves to e-mail verification instead); step 2 takes the code
 * and the new password with a live checklist. Success returns to / with a toast.
 */
export function ResetPasswordPage() {
  const t = useAuthText();
  const { token } = theme.useToken();
  const { message } = useFeedback();
  const session = useCognitoSession();
  const navigate = useNavigate();
  const { state } = useLocation();
  const [startPasswordReset] = useStartPasswordResetMutation();
  const [codeSentTo, setCodeSentTo] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const codeInput = useRef<InputRef>(null);

  /** Step 1 (POST saas-login/reset-password); a failure is reported by the global snackbar. */
  const sendCode = async (email: string) => {
    setFailure(undefined);
    const result = await startPasswordReset({ userName: email.trim() });
    if (!result.data) return;
    if (result.data.userStatus === 'UNCONFIRMED') {
      const verificationState: EmailVerificationState = { email: email.trim(), fromResetPassword: true };
      void navigate(authRoutes.emailVerification, { state: verificationState });
      return;
    }
    if (codeSentTo) void message.info(t('A new code is on its way to {{email}}.', { email: codeSentTo }));
    setCodeSentTo(email.trim());
  };

  const backToSignIn = <Link to={authRoutes.signIn}>{t('BACK TO SIGN IN')}</Link>;

  return (
    <AuthPanel pageTitle={t('Reset Password')} heading={t('Reset your password')}>
      {failure ? <Alert type="error" showIcon title={failure} style={{ marginBottom: token.marginMD }} /> : null}
      {codeSentTo === undefined ? (
        <Formik
          key="email-step"
          initialValues={{ email: emailOf(state) }}
          validationSchema={resetPasswordEmailSchema}
          onSubmit={({ email }) => sendCode(email)}
        >
          {({ isSubmitting }) => (
            <Form noValidate aria-label={t('Reset your password')}>
              <p>{t('Enter your e-mail address and we will send you a verification code.')}</p>
              <TextField name="email" label={t('Email')} type="email" inputMode="email" autoComplete="username" />
              <Button type="primary" htmlType="submit" size="large" block loading={isSubmitting}>
                {t('SEND CODE')}
              </Button>
            </Form>
          )}
        </Formik>
      ) : (
        <Formik
          key="code-step"
          initialValues={{ email: codeSentTo, verificationCode: '', newPassword: '' }}
          validationSchema={resetPasswordSchema}
          onSubmit={async ({ email, verificationCode, newPassword }, helpers) => {
            setFailure(undefined);
            try {
              await session.confirmPassword(email, verificationCode, newPassword);
            } catch (caught) {
              const error = toIdentityError(caught);
              if (isInvalidCodeError(error)) rejectVerificationCode(helpers, INVALID_CODE_MESSAGE, codeInput);
              else setFailure(error.message);
              return;
            }
            void message.success(t('Your New password is set successfully'));
            void navigate(authRoutes.signIn, { replace: true });
          }}
        >
          {({ values, isSubmitting }) => (
            <Form noValidate aria-label={t('Reset your password')}>
              <p>{t('We sent a verification code to {{email}}.', { email: codeSentTo })}</p>
              <TextField name="verificationCode" label={t('Verification code')} inputMode="numeric" autoComplete="one-time-code" inputRef={codeInput} />
              <TextField
                name="newPassword"
                label={t('New password')}
                type="password"
                autoComplete="new-password"
                help={<PasswordChecklist id={POLICY_ID} password={values.newPassword} />}
              />
              <Button type="primary" htmlType="submit" size="large" block loading={isSubmitting} disabled={!isPasswordValid(values.newPassword)}>
                {t('SUBMIT')}
              </Button>
              <Button type="link" block onClick={() => void sendCode(codeSentTo)} style={{ marginTop: token.marginXS }}>
                {t('Send a new code')}
              </Button>
            </Form>
          )}
        </Formik>
      )}
      <Flex justify="center" style={{ marginTop: token.marginLG }}>
        {backToSignIn}
      </Flex>
    </AuthPanel>
  );
}
