export { AUTH_TEXTS, type AuthText } from './lib/auth-texts';
export { CreateAccountPage } from './lib/create-account-page';
export { EmailVerificationPage } from './lib/email-verification-page';
export { CUSTOM_LOGIN_LOAD_MESSAGE_KEY, parseLoginLoadMessage, type LoginLoadMessage } from './lib/login-load-message';
export { ResetPasswordPage } from './lib/reset-password-page';
export * from './lib/routes';
export { ACCOUNT_SETUP_NEEDED_MESSAGE, INCORRECT_CREDENTIALS_MESSAGE, INVALID_CODE_MESSAGE, signInFailureOf, wrongWebsiteTarget } from './lib/sign-in-failure';
export { SignInPage, type EmailVerificationState, type SignInPageProps } from './lib/sign-in-page';
