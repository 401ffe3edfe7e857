import type { CognitoUser, CognitoUserPool, CognitoUserSession } from 'amazon-cognito-identity-js';
import type { TenantConfig } from '@bp/api-contract';
import { portalStorage } from '../portal-storage';
import { decodeIdToken } from './id-token';
import { sessionUserFromClaims, type SessionUser } from './session-user';
import { clearStoredCognitoSession, readStoredCognitoSession } from './stored-cognito-session';

type CognitoLibrary = typeof import('amazon-cognito-identity-js');

/** Where the tenant's users sign in: its pool, its app client and, for the embedded endpoint, the URL. */
export interface UserPoolSettings {
  userPoolId: string;
  clientId: string;
  /** The Cognito-compatible endpoint of the API; undefined for a real AWS Cognito pool. */
  endpoint?: string;
}

export function userPoolSettingsOf(config: Pick<TenantConfig, 'userPoolId' | 'userPoolWebClientId' | 'cognitoEndpoint'>): UserPoolSettings {
  return { userPoolId: config.userPoolId, clientId: config.userPoolWebClientId, endpoint: config.cognitoEndpoint || undefined };
}

/** A failure of the identity provider, as the library reports it (`code` is Cognito's exception name). */
export interface IdentityError {
  code: string;
  message: string;
}

export function isIdentityError(value: unknown): value is IdentityError {
  return (
    typeof value === 'object' && value !== null && typeof (value as IdentityError).code === 'string' && typeof (value as IdentityError).message === 'string'
  );
}

export function toIdentityError(error: unknown): IdentityError {
  if (typeof error !== 'object' || error === null) return { code: 'UnknownError', message: String(error) };
  const { code, name, message } = error as { code?: unknown; name?: unknown; message?: unknown };
  return {
    code: typeof code === 'string' && code ? code : typeof name === 'string' && name ? name : 'UnknownError',
    message: typeof message === 'string' ? message : String(error),
  };
}

export type SignInResult = { status: 'SIGNED_IN'; user: SessionUser } | { status: 'NEW_PASSWORD_REQUIRED' };

/**
 * The identity provider behind the portal's session (amazon-cognito-identity-js). Screens and the
 * base query use only this interface, so tests replace the whole service at this boundary.
 */
export interface CognitoSession {
  /** The signed-in user of this browser from the stored ID token, without any request. */
  storedUser(): SessionUser | undefined;
  /** Whether the library keeps a session here at all (even one whose ID token cannot be read). */
  hasStoredSession(): boolean;
  /** Secure Remote Password sign-in; NEW_PASSWORD_REQUIRED leaves the challenge open for completeNewPassword. */
  signIn(email: string, password: string): Promise<SignInResult>;
  /** Answers the NEW_PASSWORD_REQUIRED challenge of the last signIn. */
  completeNewPassword(newPassword: string): Promise<SessionUser>;
  /** Ends every session of the user at the provider (GlobalSignOut), and this one locally in any case. */
  signOut(): Promise<void>;
  /** Forgets the session in this browser only (the provider already refused it). */
  clearLocalSession(): void;
  /** Step 2 of the reset: the mailed code and the new password. Step 1 is POST saas-login/reset-password. */
  confirmPassword(email: string, code: string, newPassword: string): Promise<void>;
  resendSignUpCode(email: string): Promise<void>;
  confirmRegistration(email: string, code: string): Promise<void>;
  /** The current ID token, refreshed through the session when expired (or when forced, after a 401). */
  getIdToken(options?: { forceRefresh?: boolean }): Promise<string | undefined>;
  /** Starts downloading the identity library, so a sign-in does not wait for it. */
  preload(): void;
}

/** Spec 03 §4: completing the forced new password sets the name attributes to N/A. */
export const NEW_PASSWORD_NAME_ATTRIBUTES = { given_name: 'N/A', family_name: 'N/A' } as const;

/** A token this close to its expiry is renewed before use rather than sent and refused. */
const EXPIRY_MARGIN_MS = 60_000;

export interface CognitoSessionOptions {
  storage?: Storage;
  now?: () => number;
  /** Tests pass a stand-in; the browser downloads the library on first use. */
  loadLibrary?: () => Promise<CognitoLibrary>;
}

type ClientCallback = (error: (Error & { code?: string; nonRetryable?: boolean }) | null, result?: unknown) => void;
interface CognitoClient {
  request: (operation: string, params: object, callback: ClientCallback) => void;
}

function hasCognitoClient(pool: object): pool is { client: CognitoClient } {
  const client: unknown = (pool as { client?: unknown }).client;
  return typeof client === 'object' && client !== null && typeof (client as CognitoClient).request === 'function';
}

/**
 * amazon-cognito-identity-js (6.x) retries a token refresh with backoff for about 6 s whatever the
 * failure, even when the provider refused the refresh token (NotAuthorizedException), which no
 * retry can change. Marking the provider's definite answers non-retryable keeps the retries for
 * network failures and throttling, so an expired session reaches sign-in after one round trip.
 */
const RETRYABLE_FAILURES: readonly string[] = ['NetworkError', 'TooManyRequestsException', 'InternalErrorException'];

export function retryOnlyTransientFailures(pool: CognitoUserPool): void {
  if (!hasCognitoClient(pool)) return;
  const { client } = pool;
  const request = client.request.bind(client);
  client.request = (operation, params, callback) =>
    request(operation, params, (error, result) => {
      if (error?.code && !RETRYABLE_FAILURES.includes(error.code)) error.nonRetryable = true;
      callback(error, result);
    });
}

function userFromSession(session: CognitoUserSession): SessionUser {
  const claims = decodeIdToken(session.getIdToken().getJwtToken());
  if (!claims) throw { code: 'InvalidIdToken', message: 'The identity provider returned an ID token that cannot be read' } satisfies IdentityError;
  return sessionUserFromClaims(claims);
}

/** Node-style library callbacks as a promise with IdentityError failures. */
function settle<T>(start: (callback: (error: unknown, result?: T) => void) => void): Promise<T | undefined> {
  return new Promise((resolve, reject) => start((error, result) => (error ? reject(toIdentityError(error)) : resolve(result))));
}

const unsupportedChallenge = (reject: (error: IdentityError) => void) => () =>
  reject({ code: 'UnsupportedChallenge', message: 'This sign-in step is not supported by the portal' });

export function createCognitoSession(settings: UserPoolSettings, options: CognitoSessionOptions = {}): CognitoSession {
  const storage = options.storage ?? portalStorage();
  const now = options.now ?? Date.now;
  const loadLibrary = options.loadLibrary ?? (() => import('amazon-cognito-identity-js'));
  let loaded: Promise<{ library: CognitoLibrary; pool: CognitoUserPool }> | undefined;
  let challengedUser: CognitoUser | undefined;
  let pendingTokenRenewal: Promise<string | undefined> | undefined;

  const load = () => {
    loaded ??= loadLibrary().then((library) => {
      const pool = new library.CognitoUserPool({ UserPoolId: settings.userPoolId, ClientId: settings.clientId, endpoint: settings.endpoint, Storage: storage });
      retryOnlyTransientFailures(pool);
      return { library, pool };
    });
    // A failed download may succeed on the next attempt (a flaky network, a new deploy).
    loaded.catch(() => (loaded = undefined));
    return loaded;
  };
  const cognitoUser = async (username: string) => {
    const { library, pool } = await load();
    return new library.CognitoUser({ Username: username.trim(), Pool: pool, Storage: storage });
  };
  const stored = () => readStoredCognitoSession(settings.clientId, storage);

  const renewIdToken = async (forceRefresh: boolean): Promise<string | undefined> => {
    const session = stored();
    if (!session) return undefined;
    try {
      const { library } = await load();
      const user = await cognitoUser(session.username);
      const current = await settle<CognitoUserSession>((callback) => user.getSession(callback));
      if (!forceRefresh && current) return current.getIdToken().getJwtToken();
      const refreshToken = current?.getRefreshToken() ?? new library.CognitoRefreshToken({ RefreshToken: session.refreshToken ?? '' });
      const refreshed = await settle<CognitoUserSession>((callback) => user.refreshSession(refreshToken, callback));
      return refreshed?.getIdToken().getJwtToken();
    } catch {
      // Refused (revoked, expired refresh token) or unreachable: the caller treats it as no session.
      return undefined;
    }
  };

  return {
    storedUser() {
      const idToken = stored()?.idToken;
      const claims = idToken ? decodeIdToken(idToken) : undefined;
      return claims ? sessionUserFromClaims(claims) : undefined;
    },

    hasStoredSession: () => stored() !== undefined,

    async signIn(email, password) {
      const { library } = await load();
      const user = await cognitoUser(email);
      challengedUser = undefined;
      return new Promise<SignInResult>((resolve, reject) => {
        const rejectUnsupported = unsupportedChallenge(reject);
        user.authenticateUser(new library.AuthenticationDetails({ Username: email.trim(), Password: password }), {
          onSuccess: (session) => {
            try {
              resolve({ status: 'SIGNED_IN', user: userFromSession(session) });
            } catch (error) {
              reject(toIdentityError(error));
            }
          },
          onFailure: (error: unknown) => reject(toIdentityError(error)),
          newPasswordRequired: () => {
            challengedUser = user;
            resolve({ status: 'NEW_PASSWORD_REQUIRED' });
          },
          mfaRequired: rejectUnsupported,
          totpRequired: rejectUnsupported,
          customChallenge: rejectUnsupported,
          mfaSetup: rejectUnsupported,
          selectMFAType: rejectUnsupported,
        });
      });
    },

    completeNewPassword(newPassword) {
      const user = challengedUser;
      if (!user) return Promise.reject<SessionUser>({ code: 'NoOpenChallenge', message: 'Sign in again to set a new password' } satisfies IdentityError);
      return new Promise<SessionUser>((resolve, reject) => {
        user.completeNewPasswordChallenge(newPassword, NEW_PASSWORD_NAME_ATTRIBUTES, {
          onSuccess: (session) => {
            challengedUser = undefined;
            try {
              resolve(userFromSession(session));
            } catch (error) {
              reject(toIdentityError(error));
            }
          },
          onFailure: (error: unknown) => reject(toIdentityError(error)),
        });
      });
    },

    async signOut() {
      challengedUser = undefined;
      const session = stored();
      if (!session) return;
      try {
        const user = await cognitoUser(session.username);
        const current = await settle<CognitoUserSession>((callback) => user.getSession(callback));
        if (current) await settle<string>((callback) => user.globalSignOut({ onSuccess: (result) => callback(null, result), onFailure: callback }));
      } catch {
        // Offline, or the provider already ended the session: the local sign-out below still holds.
      } finally {
        clearStoredCognitoSession(settings.clientId, storage);
      }
    },

    clearLocalSession() {
      challengedUser = undefined;
      clearStoredCognitoSession(settings.clientId, storage);
    },

    async confirmPassword(email, code, newPassword) {
      const user = await cognitoUser(email);
      await new Promise<void>((resolve, reject) =>
        user.confirmPassword(code.trim(), newPassword, { onSuccess: () => resolve(), onFailure: (error) => reject(toIdentityError(error)) }),
      );
    },

    async resendSignUpCode(email) {
      const user = await cognitoUser(email);
      await settle((callback) => user.resendConfirmationCode(callback));
    },

    async confirmRegistration(email, code) {
      const user = await cognitoUser(email);
      await settle((callback) => user.confirmRegistration(code.trim(), false, callback));
    },

    getIdToken({ forceRefresh = false } = {}) {
      const idToken = stored()?.idToken;
      const claims = idToken ? decodeIdToken(idToken) : undefined;
      if (!forceRefresh && idToken && claims && claims.expiresAt * 1000 - now() > EXPIRY_MARGIN_MS) return Promise.resolve(idToken);
      // Calls failing together (a 401 on every startup call) share one renewal.
      pendingTokenRenewal ??= renewIdToken(forceRefresh).finally(() => (pendingTokenRenewal = undefined));
      return pendingTokenRenewal;
    },

    preload() {
      load().catch(() => undefined);
    },
  };
}
