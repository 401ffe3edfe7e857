import type { IdentityError } from '@bp/data-access-api';

/** Spec 03 §8 Sign-in and reset: the texts of a failed sign-in. */
export const INCORRECT_CREDENTIALS_MESSAGE = 'Incorrect username or password';
export const ACCOUNT_SETUP_NEEDED_MESSAGE = 'Account setup needed';

export type SignInFailure = { kind: 'UNCONFIRMED' } | { kind: 'MESSAGE'; message: typeof INCORRECT_CREDENTIALS_MESSAGE | typeof ACCOUNT_SETUP_NEEDED_MESSAGE };

/**
 * An unconfirmed user is moved to e-mail verification; an error whose message contains 'indexOf'
 * (a user without groups, in the original provider setup) means 'Account setup needed'; anything
 * else is 'Incorrect username or password'.
 */
export function signInFailureOf(error: IdentityError): SignInFailure {
  if (error.code === 'UserNotConfirmedException') return { kind: 'UNCONFIRMED' };
  if (error.message.includes('indexOf')) return { kind: 'MESSAGE', message: ACCOUNT_SETUP_NEEDED_MESSAGE };
  return { kind: 'MESSAGE', message: INCORRECT_CREDENTIALS_MESSAGE };
}

/** Spec 03 §8 Reset: these provider errors mean the code was wrong or stale. */
export const INVALID_CODE_ERRORS: readonly string[] = ['CodeMismatchException', 'ExpiredCodeException'];
export const INVALID_CODE_MESSAGE = 'Verification Code Invalid - please use the most recent code you have received';

export function isInvalidCodeError(error: IdentityError): boolean {
  return INVALID_CODE_ERRORS.includes(error.code);
}

/** The wrong-website message names the tenant's public site when configured, else the tenant. */
export function wrongWebsiteTarget({ tenantSiteUrl, tenantName }: { tenantSiteUrl?: string; tenantName: string }): string {
  return tenantSiteUrl || tenantName;
}
