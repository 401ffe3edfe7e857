import { Alert, Button, Flex, theme, type InputRef } from 'antd';
import { Form, Formik } from 'formik';
import { useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { toIdentityError, useCognitoSession } from '@bp/data-access-api';
import { emailVerificationSchema, isEmail } from '@bp/util-validation';
import { AuthPanel } from './auth-panel';
import { useAuthText } from './auth-texts';
import { authRoutes } from './routes';
import { INVALID_CODE_MESSAGE, isInvalidCodeError } from './sign-in-failure';
import type { EmailVerificationState } from './sign-in-page';
import { TextField } from './text-field';
import { rejectVerificationCode } from './verification-code';
import { useFeedback } from '@bp/ui-kit';

function verificationStateOf(state: unknown): EmailVerificationState {
  if (typeof state !== 'object' || state === null) return {};
  const { email, fromResetPassword } = state as EmailVerificationState;
  return { email: typeof email === 'string' ? email : undefined, fromResetPassword: fromResetPassword === true };
}

/**
 * E-mail verification (/email-verification): the code mailed at sign-up (or resent at sign-in)
 * confirms the account. Coming from reset password, the buyer continues there; otherwise to sign-in.
 */
export function EmailVerificationPage() {
  const t = useAuthText();
  const { token } = theme.useToken();
  const { message } = useFeedback();
  const session = useCognitoSession();
  const navigate = useNavigate();
  const { email = '', fromResetPassword = false } = verificationStateOf(useLocation().state);
  const [failure, setFailure] = useState<string>();
  const codeInput = useRef<InputRef>(null);

  const resend = async (address: string) => {
    setFailure(undefined);
    try {
      await session.resendSignUpCode(address.trim());
      void message.info(t('A new code is on its way to {{email}}.', { email: address.trim() }));
    } catch (error) {
      setFailure(toIdentityError(error).message);
    }
  };

  return (
    <AuthPanel pageTitle={t('Email Verification')} heading={t('Verify your e-mail address')}>
      {failure ? <Alert type="error" showIcon title={failure} style={{ marginBottom: token.marginMD }} /> : null}
      <Formik
        initialValues={{ email, verificationCode: '' }}
        validationSchema={emailVerificationSchema}
        onSubmit={async (values, helpers) => {
          setFailure(undefined);
          try {
            await session.confirmRegistration(values.email.trim(), values.verificationCode);
          } catch (caught) {
            const error = toIdentityError(caught);
            if (isInvalidCodeError(error)) rejectVerificationCode(helpers, INVALID_CODE_MESSAGE, codeInput);
            else setFailure(error.message);
            return;
          }
          if (fromResetPassword) {
            void message.success(t('Your e-mail address is verified. Please set your new password.'));
            const state: EmailVerificationState = { email: values.email.trim() };
            void navigate(authRoutes.resetPassword, { replace: true, state });
          } else {
            void message.success(t('Your e-mail address is verified. Please sign in.'));
            void navigate(authRoutes.signIn, { replace: true });
          }
        }}
      >
        {({ values, isSubmitting, setFieldTouched }) => (
          <Form noValidate aria-label={t('Verify your e-mail address')}>
            <p>{t('Enter the verification code we sent to your e-mail address.')}</p>
            <TextField name="email" label={t('Email')} type="email" inputMode="email" autoComplete="username" />
            <TextField name="verificationCode" label={t('Verification code')} inputMode="numeric" autoComplete="one-time-code" inputRef={codeInput} />
            <Button type="primary" htmlType="submit" size="large" block loading={isSubmitting}>
              {t('CONFIRM')}
            </Button>
            <Button
              block
              style={{ marginTop: token.marginXS }}
              onClick={() => (isEmail(values.email) ? void resend(values.email) : void setFieldTouched('email', true))}
            >
              {t('RESEND CODE')}
            </Button>
          </Form>
        )}
      </Formik>
      <Flex justify="center" style={{ marginTop: token.marginLG }}>
        <Link to={authRoutes.signIn}>{t('BACK TO SIGN IN')}</Link>
      </Flex>
    </AuthPanel>
  );
}
