// The public screens besides sign-in (feature-auth): create account, e-mail verification, reset password.
export { CreateAccountPage, EmailVerificationPage, ResetPasswordPage } from '@bp/feature-auth';
