import type { AddressInfo } from 'node:net';
import {
  AuthenticationDetails,
  CognitoRefreshToken,
  CognitoUser,
  CognitoUserAttribute,
  CognitoUserPool,
  type CognitoUserSession,
  type ICognitoStorage,
} from 'amazon-cognito-identity-js';
import { decodeJwt } from 'jose';
import { BUYER_GROUP, MessageCode, USER_INFO_PATH } from '@bp/api-contract';
import { buildTestApp, type TestApp } from '../support/build-test-app';
import { ACME_POOL, DEMO_PASSWORD, NORTHWIND_POOL, callCognito, cognitoError, latestCode } from '../support/identity';

// The portal's own client library against the embedded endpoint, over a real socket: SRP sign-in,
// the forced new password, reset, sign-up, refresh and global sign-out, exactly as the browser
// would run them.

class MemoryStorage implements ICognitoStorage {
  private readonly items = new Map<string, string>();
  setItem(key: string, value: string): void {
    this.items.set(key, value);
  }
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
  clear(): void {
    this.items.clear();
  }
}

type SignInOutcome =
  | { kind: 'signed-in'; session: CognitoUserSession }
  | { kind: 'new-password-required'; userAttributes: Record<string, string>; requiredAttributes: string[] }
  | { kind: 'failed'; code: string; message: string };

interface LibraryError {
  code?: string;
  message: string;
}

const failure = (error: LibraryError): SignInOutcome => ({ kind: 'failed', code: error.code ?? 'none', message: error.message });

function authenticate(user: CognitoUser, password: string): Promise<SignInOutcome> {
  return new Promise((resolve) =>
    user.authenticateUser(new AuthenticationDetails({ Username: user.getUsername(), Password: password }), {
      onSuccess: (session) => resolve({ kind: 'signed-in', session }),
      onFailure: (error: LibraryError) => resolve(failure(error)),
      newPasswordRequired: (userAttributes: Record<string, string>, requiredAttributes: string[]) =>
        resolve({ kind: 'new-password-required', userAttributes, requiredAttributes }),
    }),
  );
}

function completeNewPassword(user: CognitoUser, newPassword: string, attributes: Record<string, string>): Promise<SignInOutcome> {
  return new Promise((resolve) =>
    user.completeNewPasswordChallenge(newPassword, attributes, {
      onSuccess: (session) => resolve({ kind: 'signed-in', session }),
      onFailure: (error: LibraryError) => resolve(failure(error)),
    }),
  );
}

/** Node-style library callbacks as promises (rejecting with the library's error). */
function promised<T>(run: (callback: (error: LibraryError | undefined | null, result?: T) => void) => void): Promise<T> {
  return new Promise((resolve, reject) => run((error, result) => (error ? reject(error) : resolve(result as T))));
}

describe('amazon-cognito-identity-js against the embedded identity endpoint', () => {
  let testApp: TestApp;
  let port: number;
  let acmePool: CognitoUserPool;
  let northwindPool: CognitoUserPool;

  const userOf = (pool: CognitoUserPool, username: string) => new CognitoUser({ Username: username, Pool: pool, Storage: new MemoryStorage() });
  const acmeOrigin = () => `http://localhost:${port}`;
  const userInfoWith = (idToken: string, origin = acmeOrigin()) => fetch(`${origin}${USER_INFO_PATH}`, { headers: { authorization: `Bearer ${idToken}` } });

  beforeAll(async () => {
    testApp = await buildTestApp({ demoMode: true });
    // 'localhost' listens on both 127.0.0.1 and ::1, whichever the client resolves it to.
    await testApp.app.listen({ port: 0, host: 'localhost' });
    port = (testApp.app.server.address() as AddressInfo).port;
    // Host decides the tenant: localhost is Acme, 127.0.0.1 Northwind (the demo seed's hosts).
    acmePool = new CognitoUserPool({
      UserPoolId: ACME_POOL.poolId,
      ClientId: ACME_POOL.clientId,
      endpoint: `${acmeOrigin()}/cognito`,
      Storage: new MemoryStorage(),
    });
    northwindPool = new CognitoUserPool({
      UserPoolId: NORTHWIND_POOL.poolId,
      ClientId: NORTHWIND_POOL.clientId,
      endpoint: `http://127.0.0.1:${port}/cognito`,
      Storage: new MemoryStorage(),
    });
  });
  afterAll(() => testApp?.close());

  it('signs a buyer in through SRP; the ID token carries Cognito claims and opens the API', async () => {
    const outcome = await authenticate(userOf(acmePool, 'buyer@demo.test'), DEMO_PASSWORD);

    expect(outcome.kind).toBe('signed-in');
    if (outcome.kind !== 'signed-in') return;
    const idToken = outcome.session.getIdToken().getJwtToken();
    const claims = decodeJwt(idToken);
    expect(claims).toMatchObject({
      email: 'buyer@demo.test',
      email_verified: true,
      'cognito:groups': [BUYER_GROUP],
      given_name: 'Bailey',
      family_name: 'Buyer',
      aud: ACME_POOL.clientId,
      iss: `${acmeOrigin()}/cognito/${ACME_POOL.poolId}`,
      token_use: 'id',
    });
    expect(claims['cognito:username']).toBe(claims.sub);
    expect(Number(claims.exp) - Number(claims.iat)).toBe(3600);
    expect(decodeJwt(outcome.session.getAccessToken().getJwtToken())).toMatchObject({
      token_use: 'access',
      client_id: ACME_POOL.clientId,
      username: claims.sub,
    });
    expect(outcome.session.getRefreshToken().getToken()).toMatch(/^[\w-]{40,}$/);

    const userInfo = await userInfoWith(idToken);
    expect(userInfo.status).toBe(200);
    expect(await userInfo.json()).toMatchObject({ email: 'buyer@demo.test', isBuyer: true });
  });

  it('answers a wrong password and an unknown user alike: NotAuthorizedException, Incorrect username or password.', async () => {
    const wrongPassword = await authenticate(userOf(acmePool, 'limited@demo.test'), 'Wrong-pass-1');
    const unknownUser = await authenticate(userOf(acmePool, 'nobody@demo.test'), DEMO_PASSWORD);

    expect(wrongPassword).toEqual({ kind: 'failed', code: 'NotAuthorizedException', message: 'Incorrect username or password.' });
    expect(unknownUser).toEqual(wrongPassword);
  });

  it('signs users of the second tenant in at its own host, and not at the first', async () => {
    const atNorthwind = await authenticate(userOf(northwindPool, 'buyer@northwind.test'), DEMO_PASSWORD);
    const atAcme = await authenticate(userOf(acmePool, 'buyer@northwind.test'), DEMO_PASSWORD);

    expect(atNorthwind.kind).toBe('signed-in');
    expect(atAcme).toMatchObject({ kind: 'failed', code: 'NotAuthorizedException' });
    if (atNorthwind.kind !== 'signed-in') return;
    // Northwind's token at Acme's host: another tenant's token.
    expect((await userInfoWith(atNorthwind.session.getIdToken().getJwtToken())).status).toBe(401);
    expect((await userInfoWith(atNorthwind.session.getIdToken().getJwtToken(), `http://127.0.0.1:${port}`)).status).toBe(200);
  });

  it('asks a FORCE_CHANGE_PASSWORD user for a new password, keeps their names over N/A placeholders, then signs them in', async () => {
    const user = userOf(acmePool, 'reset@demo.test');
    const challenge = await authenticate(user, DEMO_PASSWORD);

    expect(challenge).toEqual({
      kind: 'new-password-required',
      userAttributes: { email: 'reset@demo.test', email_verified: 'true', given_name: 'Riley', family_name: 'Reset' },
      requiredAttributes: [],
    });
    const weak = await completeNewPassword(user, 'weakpass', { given_name: 'N/A', family_name: 'N/A' });
    expect(weak).toMatchObject({ kind: 'failed', code: 'InvalidPasswordException' });

    const completed = await completeNewPassword(user, 'New-pass-22', { given_name: 'N/A', family_name: 'N/A' });
    expect(completed.kind).toBe('signed-in');
    if (completed.kind !== 'signed-in') return;
    expect(decodeJwt(completed.session.getIdToken().getJwtToken())).toMatchObject({ given_name: 'Riley', family_name: 'Reset' });

    expect((await authenticate(userOf(acmePool, 'reset@demo.test'), 'New-pass-22')).kind).toBe('signed-in');
    expect(await authenticate(userOf(acmePool, 'reset@demo.test'), DEMO_PASSWORD)).toMatchObject({ kind: 'failed', code: 'NotAuthorizedException' });
  });

  it('resets a forgotten password with the code from the dev mailbox', async () => {
    const user = userOf(acmePool, 'prospect@demo.test');
    const delivery = await new Promise<unknown>((resolve, reject) => user.forgotPassword({ onSuccess: resolve, onFailure: reject }));
    expect(delivery).toEqual({ CodeDeliveryDetails: { Destination: 'p***@d***', DeliveryMedium: 'EMAIL', AttributeName: 'email' } });

    const code = await latestCode(testApp.app, 'prospect@demo.test');
    await new Promise<unknown>((resolve, reject) => user.confirmPassword(code, 'Fresh-pass-33', { onSuccess: resolve, onFailure: reject }));

    expect((await authenticate(userOf(acmePool, 'prospect@demo.test'), 'Fresh-pass-33')).kind).toBe('signed-in');
    expect(await authenticate(userOf(acmePool, 'prospect@demo.test'), DEMO_PASSWORD)).toMatchObject({ kind: 'failed', code: 'NotAuthorizedException' });
  });

  it('signs up, refuses sign-in until the e-mail is confirmed, confirms with the mailed code', async () => {
    const attributes = [new CognitoUserAttribute({ Name: 'given_name', Value: 'Sol' }), new CognitoUserAttribute({ Name: 'family_name', Value: 'Signup' })];
    const signUp = await promised<{ userConfirmed: boolean; userSub: string }>((callback) =>
      acmePool.signUp('Sol.Signup@Demo.test', 'Signup-pass-1', attributes, [], callback),
    );
    expect(signUp).toMatchObject({ userConfirmed: false, userSub: expect.stringMatching(/^[0-9a-f-]{36}$/) });

    const beforeConfirming = await authenticate(userOf(acmePool, 'sol.signup@demo.test'), 'Signup-pass-1');
    expect(beforeConfirming).toMatchObject({ kind: 'failed', code: 'UserNotConfirmedException' });

    const user = userOf(acmePool, 'sol.signup@demo.test');
    await promised((callback) => user.resendConfirmationCode(callback));
    await expect(promised((callback) => user.confirmRegistration('000000', false, callback))).rejects.toMatchObject({ code: 'CodeMismatchException' });
    const code = await latestCode(testApp.app, 'sol.signup@demo.test');
    await expect(promised((callback) => user.confirmRegistration(code, false, callback))).resolves.toBe('SUCCESS');

    const signedIn = await authenticate(userOf(acmePool, 'sol.signup@demo.test'), 'Signup-pass-1');
    expect(signedIn.kind).toBe('signed-in');
    if (signedIn.kind !== 'signed-in') return;
    // No group yet: the account still has to be set up.
    const idToken = signedIn.session.getIdToken().getJwtToken();
    expect(await (await userInfoWith(idToken)).json()).toMatchObject({ firstName: 'Sol', lastName: 'Signup', isBuyer: false, buyerType: null });
    const settings = await fetch(`${acmeOrigin()}/px-api-gateway/stocklist/settings`, { headers: { authorization: `Bearer ${idToken}` } });
    expect(settings.status).toBe(403);
    expect(await settings.json()).toMatchObject({ messageCode: MessageCode.ACCOUNT_SETUP_REQUIRED });
  });

  it('signs out with revocation (signOut with a callback calls RevokeToken): that session ends, another one lives on', async () => {
    const leaving = userOf(acmePool, 'buyer@demo.test');
    const staying = userOf(acmePool, 'buyer@demo.test');
    const left = await authenticate(leaving, DEMO_PASSWORD);
    const stayed = await authenticate(staying, DEMO_PASSWORD);
    if (left.kind !== 'signed-in' || stayed.kind !== 'signed-in') throw new Error('both sign-ins should succeed');

    await new Promise<void>((resolve, reject) => leaving.signOut((error?: Error) => (error ? reject(error) : resolve())));

    expect((await userInfoWith(left.session.getIdToken().getJwtToken())).status).toBe(401);
    expect((await userInfoWith(stayed.session.getIdToken().getJwtToken())).status).toBe(200);
  });

  it('reads the user with GetUser, refreshes the session, and after GlobalSignOut neither refresh nor the ID token works', async () => {
    const user = userOf(acmePool, 'limited@demo.test');
    const outcome = await authenticate(user, DEMO_PASSWORD);
    expect(outcome.kind).toBe('signed-in');
    if (outcome.kind !== 'signed-in') return;

    const attributes = await promised<CognitoUserAttribute[]>((callback) => user.getUserAttributes(callback));
    expect(Object.fromEntries(attributes.map((attribute) => [attribute.getName(), attribute.getValue()]))).toMatchObject({
      email: 'limited@demo.test',
      given_name: 'Lee',
    });

    const refreshToken = new CognitoRefreshToken({ RefreshToken: outcome.session.getRefreshToken().getToken() });
    const refreshed = await promised<CognitoUserSession>((callback) => user.refreshSession(refreshToken, callback));
    expect(refreshed.getIdToken().getJwtToken()).not.toBe(outcome.session.getIdToken().getJwtToken());
    expect(refreshed.getRefreshToken().getToken()).toBe(refreshToken.getToken());

    await new Promise<unknown>((resolve, reject) => user.globalSignOut({ onSuccess: resolve, onFailure: reject }));

    // The library retries a failed refresh for about 6 s before giving up, so this one goes by hand.
    const refreshAfterSignOut = await callCognito(testApp.app, 'InitiateAuth', {
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      ClientId: ACME_POOL.clientId,
      AuthParameters: { REFRESH_TOKEN: refreshToken.getToken() },
    });
    expect(cognitoError(refreshAfterSignOut)).toMatchObject({ status: 400, type: 'NotAuthorizedException' });
    expect((await userInfoWith(refreshed.getIdToken().getJwtToken())).status).toBe(401);
    expect((await userInfoWith(outcome.session.getIdToken().getJwtToken())).status).toBe(401);
  });
});
