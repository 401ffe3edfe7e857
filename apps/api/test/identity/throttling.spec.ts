import { SAAS_CONFIG_PATH } from '@bp/api-contract';
import { eq } from 'drizzle-orm';
import { signInFailures } from '../../src/db/schema';
import { buildTestApp, type TestApp } from '../support/build-test-app';
import {
  ACME_HOST,
  ACME_POOL,
  DEMO_PASSWORD,
  answerPasswordVerifier,
  callCognito,
  cognitoError,
  signInWithPassword,
  startSrpSignIn,
} from '../support/identity';
import { insertUser } from '../builders';

/** The app's clock, frozen: a test moves it on (no real waiting, nothing depends on timing). */
function testClock() {
  let current = Date.now();
  return {
    now: () => new Date(current),
    reset: () => {
      current = Date.now();
    },
    advance: (milliseconds: number) => {
      current += milliseconds;
    },
  };
}

const NO_IP_LIMIT = { max: 100_000, timeWindowMs: 60_000 };
const EXCEEDED = { status: 400, type: 'NotAuthorizedException', message: 'Password attempts exceeded' };
const INCORRECT = { status: 400, type: 'NotAuthorizedException', message: 'Incorrect username or password.' };

describe('sign-in throttling per user: escalating delays', () => {
  let testApp: TestApp;
  const clock = testClock();
  const db = () => testApp.database.handle.db;

  beforeAll(async () => {
    testApp = await buildTestApp({ identity: { now: clock.now, rateLimit: NO_IP_LIMIT } });
  });
  beforeEach(() => clock.reset());
  afterAll(() => testApp?.close());

  const wrongPassword = (username: string) => signInWithPassword(testApp.app, username, 'Wrong-pass-1');
  const failSrp = async (username: string) => {
    const { client, session, parameters } = await startSrpSignIn(testApp.app, username);
    return answerPasswordVerifier(testApp.app, session, await client.passwordClaim(parameters, 'Wrong-pass-1'));
  };

  it('after 5 wrong passwords refuses every attempt for 1 s, whatever the password, then lets the owner in', async () => {
    const user = await insertUser(db(), 'acme');
    const bystander = await insertUser(db(), 'acme');
    for (let attempt = 1; attempt <= 3; attempt += 1) expect(cognitoError(await wrongPassword(user.email))).toMatchObject(INCORRECT);
    // SRP failures count too, and the id counts as the same username as the e-mail.
    expect(cognitoError(await failSrp(user.id))).toMatchObject(INCORRECT);
    expect(cognitoError(await failSrp(user.email))).toMatchObject(INCORRECT);

    expect(cognitoError(await signInWithPassword(testApp.app, user.email))).toMatchObject(EXCEEDED);
    expect(cognitoError((await startSrpSignIn(testApp.app, user.email)).response)).toMatchObject(EXCEEDED);
    expect((await signInWithPassword(testApp.app, bystander.email)).statusCode).toBe(200);

    clock.advance(999);
    expect(cognitoError(await signInWithPassword(testApp.app, user.email))).toMatchObject(EXCEEDED);
    clock.advance(1);
    expect((await signInWithPassword(testApp.app, user.email)).statusCode).toBe(200);
  });

  it('doubles the wait with each further failure, up to 15 minutes', async () => {
    const user = await insertUser(db(), 'acme');
    for (let attempt = 1; attempt <= 5; attempt += 1) expect(cognitoError(await wrongPassword(user.email))).toMatchObject(INCORRECT);

    const waits: number[] = [];
    for (let failure = 6; failure <= 18; failure += 1) {
      const [row] = await db()
        .select()
        .from(signInFailures)
        .where(eq(signInFailures.throttleKey, `user:${user.id}`));
      const wait = (row.blockedUntil as Date).getTime() - clock.now().getTime();
      waits.push(wait / 1000);
      clock.advance(wait - 1);
      expect(cognitoError(await wrongPassword(user.email))).toMatchObject(EXCEEDED);
      clock.advance(1);
      expect(cognitoError(await wrongPassword(user.email))).toMatchObject(INCORRECT);
    }

    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 900, 900, 900]);
  });

  it('forgives earlier mistakes after a correct password', async () => {
    const user = await insertUser(db(), 'acme');
    for (let attempt = 1; attempt <= 4; attempt += 1) expect(cognitoError(await wrongPassword(user.email))).toMatchObject(INCORRECT);
    expect((await signInWithPassword(testApp.app, user.email)).statusCode).toBe(200);
    for (let attempt = 1; attempt <= 5; attempt += 1) expect(cognitoError(await wrongPassword(user.email))).toMatchObject(INCORRECT);
    expect(cognitoError(await wrongPassword(user.email))).toMatchObject(EXCEEDED);

    clock.advance(1000);
    expect((await signInWithPassword(testApp.app, user.email, DEMO_PASSWORD)).statusCode).toBe(200);
    expect(
      await db()
        .select()
        .from(signInFailures)
        .where(eq(signInFailures.throttleKey, `user:${user.id}`)),
    ).toEqual([]);
  });

  it('delays unknown usernames the same way, so the delay reveals nothing', async () => {
    for (let attempt = 1; attempt <= 5; attempt += 1) expect(cognitoError(await wrongPassword('ghost.user@demo.test'))).toMatchObject(INCORRECT);

    expect(cognitoError(await wrongPassword('ghost.user@demo.test'))).toMatchObject(EXCEEDED);
  });
});

describe('sign-in throttling across API instances', () => {
  let first: TestApp;
  let second: TestApp;
  const clock = testClock();

  beforeAll(async () => {
    // Both instances on one database, as behind a load balancer (on PostgreSQL the calls really overlap).
    first = await buildTestApp({ identity: { now: clock.now, rateLimit: NO_IP_LIMIT } });
    second = await buildTestApp({ database: first.database, identity: { now: clock.now, rateLimit: NO_IP_LIMIT } });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('checks at most the limit of wrong passwords in a concurrent burst spread over two instances', async () => {
    const user = await insertUser(first.database.handle.db, 'acme');
    for (let attempt = 1; attempt <= 4; attempt += 1)
      expect(cognitoError(await signInWithPassword(first.app, user.email, 'Wrong-pass-1'))).toMatchObject(INCORRECT);

    const burst = await Promise.all(
      Array.from({ length: 24 }, (_, index) => signInWithPassword(index % 2 === 0 ? first.app : second.app, user.email, 'Wrong-pass-1')),
    );

    const answers = burst.map((response) => cognitoError(response).message);
    // 5 allowed in all: the 4 before and one of the burst; every other answer is refused unchecked.
    expect(answers.filter((message) => message === INCORRECT.message)).toHaveLength(1);
    expect(answers.filter((message) => message === EXCEEDED.message)).toHaveLength(23);
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
    expect(cognitoError(limited)).toMatchObject({
      status: 429,
      type: 'TooManyRequestsException',
      message: expect.stringContaining('Rate exceeded'),
      header: 'TooManyRequestsException',
    });
    expect(limited.headers['retry-after']).toBeDefined();
    // Malformed requests count as well, and are refused the same way.
    expect(cognitoError(await callCognito(testApp.app, 'InitiateAuth', '{', { remoteAddress: '10.20.0.1' })).type).toBe('TooManyRequestsException');

    expect((await anyCall('10.20.0.2')).statusCode).toBe(200);
    const api = await testApp.app.inject({ method: 'GET', url: SAAS_CONFIG_PATH, headers: { host: ACME_HOST }, remoteAddress: '10.20.0.1' });
    expect(api.statusCode).toBe(200);
  });
});
