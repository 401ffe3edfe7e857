import { generateKeyPair, exportJWK, SignJWT, decodeJwt, type CryptoKey } from 'jose';
import { eq } from 'drizzle-orm';
import { MessageCode, SESSION_EXPIRED_MESSAGE, STOCKLIST_SETTINGS_PATH, USER_INFO_PATH } from '@bp/api-contract';
import { users } from '../../src/db/schema';
import { localPoolOf } from '../../src/identity/local-pool';
import { buildTestApp, type TestApp } from '../support/build-test-app';
import { ACME_HOST, DEMO_PASSWORD, NORTHWIND_HOST, callCognito, getWithToken, tokensOf } from '../support/identity';
import { insertTenant, insertUser } from '../builders';

const b64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('ID tokens on /px-api-gateway routes (401 rules)', () => {
  let testApp: TestApp;
  const db = () => testApp.database.handle.db;

  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(() => testApp?.close());

  const expectSessionExpired = (response: { statusCode: number; json: <T>() => T }) => {
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ status: 401, message: SESSION_EXPIRED_MESSAGE, messageCode: MessageCode.UNAUTHORIZED, params: [], errors: [] });
  };

  it('accepts a fresh ID token of the tenant', async () => {
    const { IdToken } = await tokensOf(testApp.app, 'buyer@demo.test');

    expect((await getWithToken(testApp.app, USER_INFO_PATH, IdToken)).statusCode).toBe(200);
  });

  it('answers 401 Session Expired without a token, or with one that is malformed or not a bearer token', async () => {
    const { IdToken } = await tokensOf(testApp.app, 'buyer@demo.test');

    expectSessionExpired(await getWithToken(testApp.app, USER_INFO_PATH, undefined));
    expectSessionExpired(await getWithToken(testApp.app, USER_INFO_PATH, 'not-a-jwt'));
    expectSessionExpired(await getWithToken(testApp.app, USER_INFO_PATH, 'a.b.c'));
    expectSessionExpired(await testApp.app.inject({ method: 'GET', url: USER_INFO_PATH, headers: { host: ACME_HOST, authorization: IdToken } }));
    expectSessionExpired(await testApp.app.inject({ method: 'GET', url: USER_INFO_PATH, headers: { host: ACME_HOST, authorization: `Basic ${IdToken}` } }));
  });

  it('refuses a tampered token: a flipped signature byte, a changed payload, alg none', async () => {
    const { IdToken } = await tokensOf(testApp.app, 'limited@demo.test');
    const [header, payload, signature] = IdToken.split('.');
    const signatureBytes = Buffer.from(signature, 'base64url');
    signatureBytes[10] ^= 0x01;
    const promoted = b64url({ ...decodeJwt(IdToken), 'cognito:groups': ['Buyer', 'Admin'], email: 'buyer@demo.test' });

    expectSessionExpired(await getWithToken(testApp.app, USER_INFO_PATH, `${header}.${payload}.${signatureBytes.toString('base64url')}`));
    expectSessionExpired(await getWithToken(testApp.app, USER_INFO_PATH, `${header}.${promoted}.${signature}`));
    expectSessionExpired(await getWithToken(testApp.app, USER_INFO_PATH, `${b64url({ alg: 'none', typ: 'JWT' })}.${payload}.`));
  });

  it('refuses an expired token and takes one issued 30 minutes ago (tokens from the token service with a chosen time)', async () => {
    const { IdToken } = await tokensOf(testApp.app, 'buyer@demo.test');
    const claims = decodeJwt(IdToken);
    const tenant = await testApp.app.tenantDirectory.findByHostname(ACME_HOST);
    const pool = tenant && localPoolOf(tenant, `http://${ACME_HOST}`);
    const [user] = await db()
      .select()
      .from(users)
      .where(eq(users.id, String(claims.sub)));
    if (!pool) throw new Error('Acme has a local pool');
    const issuedAt = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);
    const issue = { originJti: String(claims['origin_jti']), authTime: issuedAt(120) };

    const expired = await testApp.app.identity.tokens.issueIdToken(pool, user, { ...issue, now: issuedAt(61) });
    const halfAnHourOld = await testApp.app.identity.tokens.issueIdToken(pool, user, { ...issue, now: issuedAt(30) });

    expectSessionExpired(await getWithToken(testApp.app, USER_INFO_PATH, expired));
    expect((await getWithToken(testApp.app, USER_INFO_PATH, halfAnHourOld)).statusCode).toBe(200);
  });

  it("refuses another tenant's token, a token for another origin, and an access token", async () => {
    const northwind = await tokensOf(testApp.app, 'buyer@northwind.test', DEMO_PASSWORD, { host: NORTHWIND_HOST });
    const acme = await tokensOf(testApp.app, 'buyer@demo.test');

    expectSessionExpired(await getWithToken(testApp.app, USER_INFO_PATH, northwind.IdToken, ACME_HOST));
    expectSessionExpired(await getWithToken(testApp.app, USER_INFO_PATH, acme.IdToken, NORTHWIND_HOST));
    // Same tenant, another origin: the issuer names the origin the token was issued at.
    expectSessionExpired(await getWithToken(testApp.app, USER_INFO_PATH, acme.IdToken, `${ACME_HOST}:4200`));
    expectSessionExpired(await getWithToken(testApp.app, USER_INFO_PATH, acme.AccessToken, ACME_HOST));
  });

  it('refuses the tokens of a signed-out session, a disabled user and a deleted user', async () => {
    const signedOut = await insertUser(db(), 'acme');
    const disabled = await insertUser(db(), 'acme');
    const deleted = await insertUser(db(), 'acme');
    const signedOutTokens = await tokensOf(testApp.app, signedOut.email);
    const disabledTokens = await tokensOf(testApp.app, disabled.email);
    const deletedTokens = await tokensOf(testApp.app, deleted.email);

    await callCognito(testApp.app, 'GlobalSignOut', { AccessToken: signedOutTokens.AccessToken });
    await db().update(users).set({ status: 'DISABLED' }).where(eq(users.id, disabled.id));
    await db().delete(users).where(eq(users.id, deleted.id));

    expectSessionExpired(await getWithToken(testApp.app, USER_INFO_PATH, signedOutTokens.IdToken));
    expectSessionExpired(await getWithToken(testApp.app, USER_INFO_PATH, disabledTokens.IdToken));
    expectSessionExpired(await getWithToken(testApp.app, USER_INFO_PATH, deletedTokens.IdToken));
  });

  it('keeps GET /dev/mailbox closed outside demo mode', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/dev/mailbox?to=buyer@demo.test', headers: { host: ACME_HOST } });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ messageCode: MessageCode.NOT_FOUND });
  });
});

describe('ID tokens of a tenant on AWS Cognito (aws-jwt-verify)', () => {
  const userPoolId = 'eu-west-1_AbCdEf123';
  const clientId = 'awsportalclient';
  const issuer = `https://cognito-idp.eu-west-1.amazonaws.com/${userPoolId}`;
  let testApp: TestApp;
  let hostname: string;
  let poolKey: CryptoKey;
  let strangerKey: CryptoKey;

  const awsToken = (claims: Record<string, unknown>, key: CryptoKey = poolKey, audience = clientId) =>
    new SignJWT({ token_use: 'id', email: 'aws.buyer@demo.test', 'cognito:groups': ['Buyer'], ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: 'aws-pool-key' })
      .setIssuer(issuer)
      .setAudience(audience)
      .setSubject('1f2e3d4c-aws-sub')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(key);

  beforeAll(async () => {
    testApp = await buildTestApp();
    const tenant = await insertTenant(testApp.database.handle.db, {
      slug: 'awstenant',
      settings: { identity: { provider: 'aws-cognito', region: 'eu-west-1', userPoolId, userPoolWebClientId: clientId } },
    });
    hostname = tenant.hostname;
    await insertUser(testApp.database.handle.db, 'awstenant', { email: 'aws.buyer@demo.test', firstName: 'Ava' });
    const pair = await generateKeyPair('RS256', { extractable: true });
    poolKey = pair.privateKey;
    strangerKey = (await generateKeyPair('RS256')).privateKey;
    // What aws-jwt-verify would download from the pool's JWKS URI (no network in tests).
    testApp.app.identity.awsVerifiers
      .verifierFor({ provider: 'aws-cognito', region: 'eu-west-1', userPoolId, userPoolWebClientId: clientId })
      .cacheJwks({ keys: [{ ...(await exportJWK(pair.publicKey)), kid: 'aws-pool-key', alg: 'RS256', use: 'sig', kty: 'RSA' }] });
  });
  afterAll(() => testApp?.close());

  it("accepts the pool's ID tokens and finds the portal user by e-mail", async () => {
    const response = await getWithToken(testApp.app, USER_INFO_PATH, await awsToken({}), hostname);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ email: 'aws.buyer@demo.test', firstName: 'Ava' });
  });

  it('refuses tokens signed by another key, access tokens and tokens of another client with 401', async () => {
    expect((await getWithToken(testApp.app, USER_INFO_PATH, await awsToken({}, strangerKey), hostname)).statusCode).toBe(401);
    expect((await getWithToken(testApp.app, USER_INFO_PATH, await awsToken({ token_use: 'access' }), hostname)).statusCode).toBe(401);
    expect((await getWithToken(testApp.app, USER_INFO_PATH, await awsToken({}, poolKey, 'otherclient'), hostname)).statusCode).toBe(401);
  });

  it("takes the groups from the pool's token: none means account setup; an unknown e-mail is not a portal user (403)", async () => {
    const noGroups = await getWithToken(testApp.app, STOCKLIST_SETTINGS_PATH, await awsToken({ 'cognito:groups': [] }), hostname);
    const stranger = await getWithToken(testApp.app, USER_INFO_PATH, await awsToken({ email: 'someone.else@demo.test' }), hostname);

    expect(noGroups.json()).toMatchObject({ status: 403, messageCode: MessageCode.ACCOUNT_SETUP_REQUIRED });
    expect(stranger.json()).toMatchObject({ status: 403, messageCode: MessageCode.UNAUTHORIZED_USER });
  });
});
