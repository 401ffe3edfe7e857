import { Form, Formik } from 'formik';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useSelector } from 'react-redux';
import { Link, useNavigate } from 'react-router-dom';
import { isOtherRole, selectSession, toIdentityError, useCognitoSession, useSessionLifecycle, type SessionUser } from '@bp/data-access-api';
import { runWhenIdle, useBranding, useTranslation } from '@bp/ui-kit';
import { AuthPanel } from './auth-panel';
import { useAuthText } from './auth-texts';
import { authRoutes } from './routes';
import { signInFailureOf, wrongWebsiteTarget } from './sign-in-failure';
import { preloadSignInValidation, validateSignIn } from './sign-in-validation';
import { NativeTextField } from './native-text-field';
import './auth-screens.css';

/** Navigation state of /email-verification (and of /reset-password after a verification). */
export interface EmailVerificationState {
  email?: string;
  fromResetPassword?: boolean;
}

/** A block of the tenant's own text under the form (spec 03 §2 "an optional custom content block"). */
export const CUSTOM_CONTENT_KEY = 'LOGIN_CUSTOM_CONTENT';

// Only a user the provider asks for a new password sees this form (antd's inputs, Alert and Popover
// with its positioning engine, in the tenant's antd theme): it is fetched when the page is idle, not
// with the page, which is made of native elements and downloads no antd.
const loadNewPasswordForm = () => import('./new-password-step');
const NewPasswordForm = lazy(() => loadNewPasswordForm().then((module) => ({ default: module.NewPasswordStep })));

/** A filled circle with a cross, as antd's error alerts show. */
function ErrorIcon() {
  return (
    <svg className="bp-alert-error-icon" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <circle cx="8" cy="8" r="8" fill="currentColor" />
      <path d="M5.5 5.5l5 5M10.5 5.5l-5 5" stroke="#ffffff" strokeWidth="1.5" strokeLinecap="round" />
    </svg>
  );
}

export interface SignInPageProps {
  /** The account-setup screen (feature-onboarding's route, passed by the app). */
  accountSetupPath: string;
}

/**
 * Spec 03 §2 Sign-in screen at /: e-mail and password, the forced new password when the provider
 * asks for one, links to reset password, e-mail verification and account setup, and the
 * create-account button. A successful sign-in sets the session user; the route guard then moves on.
 */
export function SignInPage({ accountSetupPath }: SignInPageProps) {
  const t = useAuthText();
  const { t: translate } = useTranslation();
  const branding = useBranding();
  const session = useCognitoSession();
  const lifecycle = useSessionLifecycle();
  const { endReason } = useSelector(selectSession);
  const navigate = useNavigate();
  const [newPasswordRequired, setNewPasswordRequired] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [attempted, setAttempted] = useState(false);

  // The identity library, the form's checks and the new-password form are not in the first
  // download: fetch them while the buyer types.
  useEffect(
    () =>
      runWhenIdle(() => {
        session.preload();
        preloadSignInValidation();
        void loadNewPasswordForm();
      }),
    [session],
  );

  const enter = async (user: SessionUser) => {
    if (isOtherRole(user)) {
      await session.signOut();
      setNewPasswordRequired(false);
      setFailure(t('You have logged into wrong website. Kindly login into {{website}}', { website: wrongWebsiteTarget(branding) }));
      return;
    }
    lifecycle.start(user);
  };

  const signIn = async ({ email, password }: { email: string; password: string }) => {
    setFailure(undefined);
    setAttempted(true);
    try {
      const result = await session.signIn(email.trim(), password);
      if (result.status === 'NEW_PASSWORD_REQUIRED') setNewPasswordRequired(true);
      else await enter(result.user);
    } catch (error) {
      const signInFailure = signInFailureOf(toIdentityError(error));
      if (signInFailure.kind === 'MESSAGE') {
        setFailure(t(signInFailure.message));
        return;
      }
      // Spec 03 §4: an unconfirmed user gets a new sign-up code and moves to e-mail verification.
      await session.resendSignUpCode(email.trim()).catch(() => undefined);
      const state: EmailVerificationState = { email: email.trim() };
      void navigate(authRoutes.emailVerification, { state });
    }
  };

  const completeNewPassword = async (newPassword: string) => {
    try {
      await enter(await session.completeNewPassword(newPassword));
      return undefined;
    } catch (error) {
      return toIdentityError(error).message;
    }
  };

  const notice = failure ?? (endReason === 'SESSION_EXPIRED' && !attempted ? t('Session Expired') : undefined);
  const customContent = translate(CUSTOM_CONTENT_KEY, { defaultValue: '' });

  return (
    <AuthPanel pageTitle={t('Login')} heading={branding.siteTitle}>
      {notice ? (
        <div role="alert" className="bp-alert-error">
          <ErrorIcon />
          <span>{notice}</span>
        </div>
      ) : null}
      {newPasswordRequired ? (
        <Suspense fallback={null}>
          <NewPasswordForm onSubmit={completeNewPassword} />
        </Suspense>
      ) : (
        <Formik initialValues={{ email: '', password: '' }} validate={validateSignIn} onSubmit={signIn}>
          {({ isSubmitting }) => (
            <Form noValidate aria-labelledby="sign-in-heading">
              <h2 id="sign-in-heading" className="bp-sign-in-heading">
                {t('Sign in')}
              </h2>
              <NativeTextField name="email" label={t('Email')} type="email" inputMode="email" autoComplete="username" />
              <NativeTextField name="password" label={t('Password')} type="password" autoComplete="current-password" />
              {/* While the sign-in is under way a click does nothing (as antd's loading button). */}
              <button
                type="submit"
                className="bp-button bp-button-primary bp-button-large bp-button-block"
                aria-busy={isSubmitting}
                onClick={(event) => {
                  if (isSubmitting) event.preventDefault();
                }}
              >
                {isSubmitting ? <span aria-hidden="true" className="bp-button-spinner" /> : null}
                {t('SIGN IN')}
              </button>
            </Form>
          )}
        </Formik>
      )}
      <div className="bp-auth-links">
        <Link to={authRoutes.resetPassword}>{t('Forgot password?')}</Link>
        <Link to={authRoutes.emailVerification}>{t('Verify your e-mail address')}</Link>
        <Link to={accountSetupPath}>{t('Complete your account setup')}</Link>
      </div>
      {customContent ? <p className="bp-auth-custom-content">{customContent}</p> : null}
      {branding.signupUrl ? (
        <div className="bp-auth-links">
          <span>{t('New to {{tenantName}}?', { tenantName: branding.tenantName })}</span>
          <a href={branding.signupUrl} className="bp-button bp-button-block">
            {t('CREATE ACCOUNT')}
          </a>
        </div>
      ) : null}
    </AuthPanel>
  );
}
