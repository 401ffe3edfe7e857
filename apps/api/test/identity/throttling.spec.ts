import { SAAS_CONFIG_PATH } from '@bp/api-contract';
import { eq } from 'drizzle-orm';
import { signInFailures } from '../../src/db/schema';
import { buildTestApp, type TestApp } from '../support/build-test-app';
import { ACME_HOST, ACME_POOL, DEMO_PASSWORD, answerPasswordVerifier, callCognito, cognitoError, signInWithPassword, startSrpSignIn } from '../support/identity';
import { insertUser } from '../builders';

describe('sign-in throttling per user', () => {
  let testApp: TestApp;
  const db = () => testApp.database.handle.db;

  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(() => testApp?.close());

  const failSrp = async (username: string) => {
    const { client, session, parameters } = await startSrpSignIn(testApp.app, username);
    return answerPasswordVerifier(testApp.app, session, await client.passwordClaim(parameters, 'Wrong-pass-1'));
  };

  it('locks a username for 15 minutes after 5 wrong passwords, whatever the next password, and frees it when the window passes', async () => {
    const user = await insertUser(db(), 'acme');
    const bystander = await insertUser(db(), 'acme');
    for (let attempt = 1; attempt <= 3; attempt += 1) expect(cognitoError(await signInWithPassword(testApp.app, user.email, 'Wrong-pass-1')).type).toBe('NotAuthorizedException');
    // SRP failures count too, and the id counts as the same username as the e-mail.
    expect(cognitoError(await failSrp(user.id)).type).toBe('NotAuthorizedException');
    expect(cognitoError(await failSrp(user.email)).type).toBe('NotAuthorizedException');

    expect(cognitoError(await signInWithPassword(testApp.app, user.email))).toMatchObject({ status: 400, type: 'LimitExceededException', message: 'Attempt limit exceeded, please try after some time.' });
    expect(cognitoError((await startSrpSignIn(testApp.app, user.email)).response).type).toBe('LimitExceededException');
    expect((await signInWithPassword(testApp.app, bystander.email)).statusCode).toBe(200);

    await db()
      .update(signInFailures)
      .set({ windowStartedAt: new Date(Date.now() - 15 * 60_000 - 1000) })
      .where(eq(signInFailures.throttleKey, `user:${user.id}`));
    expect((await signInWithPassword(testApp.app, user.email)).statusCode).toBe(200);
  });

  it('forgives earlier mistakes after a correct password', async () => {
    const user = await insertUser(db(), 'acme');
    for (let attempt = 1; attempt <= 4; attempt += 1) await signInWithPassword(testApp.app, user.email, 'Wrong-pass-1');
    expect((await signInWithPassword(testApp.app, user.email)).statusCode).toBe(200);
    for (let attempt = 1; attempt <= 4; attempt += 1) await signInWithPassword(testApp.app, user.email, 'Wrong-pass-1');

    expect((await signInWithPassword(testApp.app, user.email, DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('locks unknown usernames the same way, so locking reveals nothing', async () => {
    for (let attempt = 1; attempt <= 5; attempt += 1) expect(cognitoError(await signInWithPassword(testApp.app, 'ghost.user@demo.test', 'Wrong-pass-1')).type).toBe('NotAuthorizedException');

    expect(cognitoError(await signInWithPassword(testApp.app, 'ghost.user@demo.test', 'Wrong-pass-1')).type).toBe('LimitExceededException');
  });
});

describe('identity endpoint rate limit per client IP', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp({ identity: { rateLimit: { max: 3, timeWindowMs: 60_000 } } });
  });
  afterAll(() => testApp?.close());

  const anyCall = (remoteAddress: string) =>
    callCognito(testApp.app, 'ForgotPassword', { ClientId: ACME_POOL.clientId, Username: 'nobody@demo.test' }, { remoteAddress });

  it('answers the request over the limit with a Cognito-shaped 429 TooManyRequestsException, per IP, on this endpoint only', async () => {
    for (let call = 1; call <= 3; call += 1) expect((await anyCall('10.20.0.1')).statusCode).toBe(200);

    const limited = await anyCall('10.20.0.1');
    expect(cognitoError(limited)).toMatchObject({ status: 429, type: 'TooManyRequestsException', message: expect.stringContaining('Rate exceeded'), header: 'TooManyRequestsException' });
    expect(limited.headers['retry-after']).toBeDefined();
    // Malformed requests count as well, and are refused the same way.
    expect(cognitoError(await callCognito(testApp.app, 'InitiateAuth', '{', { remoteAddress: '10.20.0.1' })).type).toBe('TooManyRequestsException');

    expect((await anyCall('10.20.0.2')).statusCode).toBe(200);
    const api = await testApp.app.inject({ method: 'GET', url: SAAS_CONFIG_PATH, headers: { host: ACME_HOST }, remoteAddress: '10.20.0.1' });
    expect(api.statusCode).toBe(200);
  });
});
