import { anIdToken } from '../../testing';
import type { CognitoUserPool } from 'amazon-cognito-identity-js';
import { createCognitoSession, NEW_PASSWORD_NAME_ATTRIBUTES, retryOnlyTransientFailures, type CognitoSessionOptions } from './cognito-session';

type CognitoLibrary = Awaited<ReturnType<NonNullable<CognitoSessionOptions['loadLibrary']>>>;
type NodeCallback = (error: unknown, result?: unknown) => void;
interface AuthCallbacks {
  onSuccess: (session: FakeSession) => void;
  onFailure: (error: unknown) => void;
  newPasswordRequired?: () => void;
}

const settings = { userPoolId: 'local_acme', clientId: 'acmeportal', endpoint: 'http://localhost/cognito' };
const prefix = 'CognitoIdentityServiceProvider.acmeportal.';

class FakeSession {
  constructor(private readonly idToken: string) {}
  getIdToken() {
    return { getJwtToken: () => this.idToken };
  }
  getRefreshToken() {
    return { getToken: () => 'refresh-token' };
  }
}

/** What the stand-in library does; each test sets the parts it is about. */
interface LibraryScript {
  authenticate?: (callbacks: AuthCallbacks) => void;
  completeNewPassword?: (newPassword: string, attributes: object, callbacks: AuthCallbacks) => void;
  getSession?: (callback: NodeCallback) => void;
  refreshSession?: (callback: NodeCallback) => void;
  globalSignOut?: (callbacks: { onSuccess: (message: string) => void; onFailure: (error: Error) => void }) => void;
}

function fakeLibrary(script: LibraryScript): CognitoLibrary {
  class CognitoUser {
    authenticateUser = (_details: unknown, callbacks: AuthCallbacks) => script.authenticate?.(callbacks);
    completeNewPasswordChallenge = (newPassword: string, attributes: object, callbacks: AuthCallbacks) =>
      script.completeNewPassword?.(newPassword, attributes, callbacks);
    getSession = (callback: NodeCallback) => script.getSession?.(callback);
    refreshSession = (_token: unknown, callback: NodeCallback) => script.refreshSession?.(callback);
    globalSignOut = (callbacks: Parameters<NonNullable<LibraryScript['globalSignOut']>>[0]) => script.globalSignOut?.(callbacks);
  }
  class Plain {
    constructor(readonly data: unknown) {}
  }
  const library = { CognitoUser, CognitoUserPool: Plain, AuthenticationDetails: Plain, CognitoRefreshToken: Plain };
  return library as unknown as CognitoLibrary;
}

function storeSession(idToken: string, username = 'user-1') {
  localStorage.setItem(`${prefix}LastAuthUser`, username);
  localStorage.setItem(`${prefix}${username}.idToken`, idToken);
  localStorage.setItem(`${prefix}${username}.refreshToken`, 'refresh-token');
}

beforeEach(() => localStorage.clear());

describe('createCognitoSession', () => {
  it('reads the stored user and a fresh ID token without downloading the library', async () => {
    const idToken = anIdToken({ 'cognito:username': 'user-1', 'cognito:groups': ['Buyer'] });
    storeSession(idToken);
    const loadLibrary = jest.fn(async () => fakeLibrary({}));
    const session = createCognitoSession(settings, { loadLibrary });

    expect(session.storedUser()).toMatchObject({ username: 'user-1', isSignedIn: true });
    expect(await session.getIdToken()).toBe(idToken);
    expect(loadLibrary).not.toHaveBeenCalled();
  });

  it('renews the token once for calls that ask together, through the refresh token', async () => {
    storeSession(anIdToken());
    const renewed = anIdToken({ jti: 'renewed' });
    const refreshSession = jest.fn((callback: NodeCallback) => setTimeout(() => callback(null, new FakeSession(renewed)), 5));
    const session = createCognitoSession(settings, {
      loadLibrary: async () => fakeLibrary({ getSession: (callback) => callback(null, new FakeSession('current')), refreshSession }),
    });

    const tokens = await Promise.all([session.getIdToken({ forceRefresh: true }), session.getIdToken({ forceRefresh: true })]);

    expect(tokens).toEqual([renewed, renewed]);
    expect(refreshSession).toHaveBeenCalledTimes(1);
  });

  it('answers undefined when the session cannot be renewed', async () => {
    storeSession('damaged');
    const session = createCognitoSession(settings, {
      loadLibrary: async () =>
        fakeLibrary({ getSession: (callback) => callback({ code: 'NotAuthorizedException', message: 'Refresh Token has been revoked' }) }),
    });

    expect(session.storedUser()).toBeUndefined();
    expect(session.hasStoredSession()).toBe(true);
    expect(await session.getIdToken()).toBeUndefined();
  });

  it('answers NEW_PASSWORD_REQUIRED and completes it with the name attributes set to N/A', async () => {
    const completeNewPassword = jest.fn((_password: string, _attributes: object, callbacks: AuthCallbacks) =>
      callbacks.onSuccess(new FakeSession(anIdToken({ 'cognito:groups': ['Buyer'] }))),
    );
    const session = createCognitoSession(settings, {
      loadLibrary: async () => fakeLibrary({ authenticate: (callbacks) => callbacks.newPasswordRequired?.(), completeNewPassword }),
    });

    expect(await session.signIn('reset@demo.test', 'Demo-pass-1')).toEqual({ status: 'NEW_PASSWORD_REQUIRED' });
    const user = await session.completeNewPassword('Brand-new-1');

    expect(completeNewPassword).toHaveBeenCalledWith('Brand-new-1', NEW_PASSWORD_NAME_ATTRIBUTES, expect.anything());
    expect(NEW_PASSWORD_NAME_ATTRIBUTES).toEqual({ given_name: 'N/A', family_name: 'N/A' });
    expect(user.isSignedIn).toBe(true);
  });

  it("rejects with the provider's exception name and message", async () => {
    const session = createCognitoSession(settings, {
      loadLibrary: async () =>
        fakeLibrary({
          authenticate: (callbacks) =>
            callbacks.onFailure({ code: 'UserNotConfirmedException', name: 'UserNotConfirmedException', message: 'User is not confirmed.' }),
        }),
    });

    await expect(session.signIn('unconfirmed@demo.test', 'Demo-pass-1')).rejects.toEqual({
      code: 'UserNotConfirmedException',
      message: 'User is not confirmed.',
    });
  });

  it('signs out globally and clears the local session even when the provider refuses', async () => {
    storeSession(anIdToken());
    localStorage.setItem('bp.config', 'kept');
    const globalSignOut = jest.fn((callbacks: { onFailure: (error: Error) => void }) => callbacks.onFailure(new Error('offline')));
    const session = createCognitoSession(settings, {
      loadLibrary: async () => fakeLibrary({ getSession: (callback) => callback(null, new FakeSession('current')), globalSignOut }),
    });

    await session.signOut();

    expect(globalSignOut).toHaveBeenCalled();
    expect(Object.keys(localStorage).filter((key) => key.startsWith(prefix))).toEqual([]);
    expect(localStorage.getItem('bp.config')).toBe('kept');
  });
});

describe('retryOnlyTransientFailures', () => {
  it("marks the provider's refusals non-retryable and leaves network failures to the library's retry", () => {
    const failures = [
      Object.assign(new Error('Invalid Refresh Token'), { code: 'NotAuthorizedException' }),
      Object.assign(new Error('Network error'), { code: 'NetworkError' }),
    ];
    const client = {
      request: (_operation: string, _params: object, callback: (error: Error | null) => void) => callback(failures.shift() ?? null),
    };
    const pool = { client } as unknown as CognitoUserPool;
    const seen: unknown[] = [];

    retryOnlyTransientFailures(pool);
    client.request('InitiateAuth', {}, (error) => seen.push(error));
    client.request('InitiateAuth', {}, (error) => seen.push(error));

    expect(seen).toEqual([
      expect.objectContaining({ code: 'NotAuthorizedException', nonRetryable: true }),
      expect.not.objectContaining({ nonRetryable: true }),
    ]);
  });
});
