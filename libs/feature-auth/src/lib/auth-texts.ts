import { useCallback } from 'react';
import { registerTexts, textsKeyedByThemselves, useTexts } from '@bp/ui-kit';

/**
 * The sign-in screens' texts that a tenant can translate through saas-i18n, keyed by their English
 * default (spec 01 §1). Quoted spec texts are used exactly; the validation messages come from
 * @bp/util-validation and are translated the same way.
 */
export const AUTH_TEXTS = [
  'Login',
  '{{tenantName}} logo',
  // Sign-in (spec 03 §2, §5, §8).
  'Sign in',
  'Email',
  'Password',
  'Show password',
  'SIGN IN',
  'Forgot password?',
  'Verify your e-mail address',
  'Complete your account setup',
  'New to {{tenantName}}?',
  'CREATE ACCOUNT',
  'Session Expired',
  'Incorrect username or password',
  'Account setup needed',
  'You have logged into wrong website. Kindly login into {{website}}',
  // Forced new password.
  'Set a new password',
  'Your password must be changed before you continue.',
  'New password',
  'CHANGE',
  // Password policy (spec 01 §5).
  'Password policy',
  'At least one uppercase letter',
  'At least one lowercase letter',
  'At least one number',
  'At least one special character',
  'At least 8 characters',
  'met',
  'not met',
  // Reset password (spec 03 §2, §8).
  'Reset Password',
  'Reset your password',
  'Enter your e-mail address and we will send you a verification code.',
  'SEND CODE',
  'We sent a verification code to {{email}}.',
  'Verification code',
  'SUBMIT',
  'Send a new code',
  'A new code is on its way to {{email}}.',
  'BACK TO SIGN IN',
  'Verification Code Invalid - please use the most recent code you have received',
  'Your New password is set successfully',
  // E-mail verification.
  'Email Verification',
  'Enter the verification code we sent to your e-mail address.',
  'CONFIRM',
  'RESEND CODE',
  'Your e-mail address is verified. Please sign in.',
  'Your e-mail address is verified. Please set your new password.',
  // Create account.
  'Create Account',
  'Create an account',
  'Open an account with {{tenantName}} on its sign-up page.',
  'Accounts with {{tenantName}} are opened by its team. Please write to',
] as const;

export type AuthText = (typeof AUTH_TEXTS)[number];

/** The auth namespace: its texts keyed by themselves, as the tenant's translations key them. */
export const AUTH_CATALOGUE = textsKeyedByThemselves(AUTH_TEXTS);

registerTexts('auth', AUTH_CATALOGUE, { es: () => import('./locales/es') });

/**
 * Translates one of the sign-in screens' texts, or a validation message of @bp/util-validation
 * (those live in the tenant namespace's fallbacks, keyed by their English text).
 */
export function useAuthText(): (text: AuthText | string, values?: Record<string, unknown>) => string {
  const t = useTexts<typeof AUTH_CATALOGUE>('auth');
  return useCallback((text, values) => t(text as AuthText, values), [t]);
}
