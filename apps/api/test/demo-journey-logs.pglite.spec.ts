import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { USER_INFO_PATH } from '@bp/api-contract';
import { identityKeys } from '../src/db/schema';
import { createOpsKey } from '../src/ops/ops-keys';
import { LocalKeyEncryption, type SealedValue } from '../src/secrets/key-encryption';
import { checkoutKit } from './checkout/checkout-kit';
import { tenantIdOf } from './builders';
import { buildTestApp, type TestApp } from './support/build-test-app';
import {
  ACME_HOST,
  ACME_POOL,
  NORTHWIND_HOST,
  answerPasswordVerifier,
  callCognito,
  getWithToken,
  latestCode,
  signInWithPassword,
  startSrpSignIn,
} from './support/identity';

// A whole demo journey through the API, with every log line the app writes (level trace)
// captured: sign-up, the e-mailed code, sign-in (SRP and password), token refresh, a password
// reset, ops calls with keys, an order. No secret used along the way may appear in any line.

describe('the logs of a whole demo journey', () => {
  const kek = randomBytes(32);
  const sharedOpsKey = `demo-ops-${randomBytes(12).toString('base64url')}`;
  let testApp: TestApp;
  /** Everything secret the journey handles; each must be absent from the log. */
  const secrets = new Map<string, string>();
  const keep = (what: string, value: string | undefined) => {
    if (!value) throw new Error(`${what}: nothing to keep`);
    secrets.set(what, value);
    // Any part of a JWT gives too much away; its signature is the part that matters.
    if (value.split('.').length === 3) secrets.set(`${what} (signature)`, value.split('.')[2]);
  };

  beforeAll(async () => {
    testApp = await buildTestApp({
      demoMode: true,
      logLevel: 'trace',
      keyEncryption: new LocalKeyEncryption(kek),
      ops: { sharedKey: sharedOpsKey },
      rateLimit: { max: 100_000, timeWindowMs: 60_000 },
      registerTestRoutes: (fastify) => {
        // A careless line that logs a request's headers, as a plugin might.
        fastify.get('/test/log-headers', async (request) => {
          request.log.info({ headers: request.headers }, 'headers of a request');
          request.log.info({ request: { headers: request.headers } }, 'a request, nested');
          return { ok: true };
        });
      },
    });
  });
  afterAll(() => testApp?.close());

  it('holds no key, code, token or password of it', async () => {
    const app = testApp.app;
    const clientId = ACME_POOL.clientId;
    const email = `journey-${randomBytes(4).toString('hex')}@demo.test`;
    const password = `Journey-${randomBytes(6).toString('hex')}-1A`;
    const newPassword = `Renewed-${randomBytes(6).toString('hex')}-2B`;
    keep('sign-up password', password);
    keep('new password', newPassword);
    keep('key-encryption key (base64)', kek.toString('base64'));
    keep('key-encryption key (base64url)', kek.toString('base64url'));
    keep('shared ops key', sharedOpsKey);

    // Sign-up and its code.
    expect(
      (await callCognito(app, 'SignUp', { ClientId: clientId, Username: email, Password: password, UserAttributes: [{ Name: 'given_name', Value: 'Jo' }] }))
        .statusCode,
    ).toBe(200);
    const signUpCode = await latestCode(app, email);
    keep('sign-up code', signUpCode);
    expect((await callCognito(app, 'ConfirmSignUp', { ClientId: clientId, Username: email, ConfirmationCode: signUpCode })).statusCode).toBe(200);

    // Sign-in through SRP, then with the password; a wrong password on the way.
    const srp = await startSrpSignIn(app, email);
    keep('SRP session', srp.session);
    const srpAnswer = await answerPasswordVerifier(app, srp.session, await srp.client.passwordClaim(srp.parameters, password));
    const srpTokens = srpAnswer.json<{ AuthenticationResult: Record<string, string> }>().AuthenticationResult;
    for (const name of ['IdToken', 'AccessToken', 'RefreshToken']) keep(`SRP ${name}`, srpTokens[name]);
    expect((await signInWithPassword(app, email, `${password}x`)).statusCode).toBe(400);
    const signedIn = (await signInWithPassword(app, email, password)).json<{ AuthenticationResult: Record<string, string> }>().AuthenticationResult;
    for (const name of ['IdToken', 'AccessToken', 'RefreshToken']) keep(`password ${name}`, signedIn[name]);
    expect((await callCognito(app, 'GetUser', { AccessToken: signedIn['AccessToken'] })).statusCode).toBe(200);
    expect((await getWithToken(app, USER_INFO_PATH, signedIn['IdToken'])).statusCode).toBe(200);

    // Token refresh.
    const refreshed = (
      await callCognito(app, 'InitiateAuth', {
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        ClientId: clientId,
        AuthParameters: { REFRESH_TOKEN: signedIn['RefreshToken'] },
      })
    ).json<{
      AuthenticationResult: Record<string, string>;
    }>().AuthenticationResult;
    keep('refreshed IdToken', refreshed['IdToken']);
    keep('refreshed AccessToken', refreshed['AccessToken']);

    // Password reset, then a sign-in with the new password.
    expect((await callCognito(app, 'ForgotPassword', { ClientId: clientId, Username: email })).statusCode).toBe(200);
    const resetCode = await latestCode(app, email);
    keep('reset code', resetCode);
    expect(
      (await callCognito(app, 'ConfirmForgotPassword', { ClientId: clientId, Username: email, ConfirmationCode: resetCode, Password: newPassword })).statusCode,
    ).toBe(200);
    const afterReset = (await signInWithPassword(app, email, newPassword)).json<{ AuthenticationResult: Record<string, string> }>().AuthenticationResult;
    keep('IdToken after reset', afterReset['IdToken']);

    // An order: a buyer puts an item in the cart and checks out.
    const kit = checkoutKit(() => testApp);
    const fixture = await kit.newCheckoutBuyer();
    keep('buyer IdToken', fixture.buyer.token);
    const item = await kit.newItem({ listPrice: '100.00', quantityAvailable: 20 });
    const offerId = await kit.buyAtList(fixture.buyer, item, 2);
    const order = await kit.submit(fixture.buyer, item.warehouseCode, kit.submission(fixture, [offerId], { readyToRelease: true }));
    expect(order.statusCode).toBe(201);

    // Ops calls: the shared demo key, a key made for the seller, another tenant's key, a wrong key.
    const acme = await tenantIdOf(testApp.database.handle.db, 'acme');
    const { key: sellerKey } = await createOpsKey(testApp.database.handle.db, acme, 'journey');
    keep('seller ops key', sellerKey);
    const ops = (method: 'GET' | 'POST', url: string, key: string, body?: unknown, host = ACME_HOST) =>
      app.inject({ method, url: `/ops/${url}`, headers: { host, 'x-ops-key': key }, ...(body === undefined ? {} : { payload: body as object }) });
    expect(
      (await ops('POST', 'stock/updates', sharedOpsKey, [{ itemNumber: item.row.itemNumber, warehouse: item.warehouseCode, quantityAvailable: 12 }]))
        .statusCode,
    ).toBe(200);
    expect((await ops('GET', 'orders', sellerKey)).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/ops/offers', headers: { host: ACME_HOST, authorization: `Bearer ${sellerKey}` } })).statusCode).toBe(200);
    expect((await ops('GET', 'audit', sellerKey)).statusCode).toBe(200);
    const northwindKey = (await createOpsKey(testApp.database.handle.db, await tenantIdOf(testApp.database.handle.db, 'northwind'), 'elsewhere')).key;
    keep('other tenant ops key', northwindKey);
    expect((await ops('GET', 'offers', northwindKey)).statusCode).toBe(403);
    const wrongKey = `wrong-${randomBytes(12).toString('base64url')}`;
    keep('wrong ops key', wrongKey);
    expect((await ops('GET', 'offers', wrongKey)).statusCode).toBe(401);

    // Credentials in URLs: a signed file link's token, PayPal's approval token.
    const fileToken = randomBytes(32).toString('base64url');
    keep('file link token', fileToken);
    await app.inject({ method: 'GET', url: `/px-api-gateway/files/${fileToken}`, headers: { host: ACME_HOST } });
    const approvalToken = `EMB${randomBytes(12).toString('hex').toUpperCase()}`;
    keep('approval token', approvalToken);
    await app.inject({ method: 'GET', url: `/pages/paypal/approve?token=${approvalToken}`, headers: { host: ACME_HOST } });

    // A request whose headers carry credentials, logged whole by careless code.
    const echoed = await app.inject({
      method: 'GET',
      url: '/test/log-headers',
      headers: { host: ACME_HOST, authorization: `Bearer ${signedIn['IdToken']}`, 'x-ops-key': sellerKey, cookie: `session=${signedIn['RefreshToken']}` },
    });
    expect(echoed.statusCode).toBe(200);

    // The signing key and secret the journey's tokens and codes depended on.
    const signing = await app.identity.keys.forTenant(acme);
    const [row] = await testApp.database.handle.db
      .select()
      .from(identityKeys)
      .where(and(eq(identityKeys.tenantId, acme), eq(identityKeys.kid, signing.kid)));
    const privateJwk = JSON.parse(
      (await new LocalKeyEncryption(kek).open(row.sealedPrivateJwk as SealedValue, `identity-key:${acme}:${signing.kid}:private-jwk`)).toString(),
    ) as { d: string; p: string };
    keep('signing key private exponent', privateJwk.d);
    keep('signing key prime', privateJwk.p);
    keep('tenant HMAC secret', signing.secret.toString('base64url'));

    const lines = testApp.logs();
    expect(lines.length).toBeGreaterThan(40);
    // Six-digit codes must stand alone to count: a number such as a time or a trace id that happens to hold them is no leak.
    const text = lines.map((line) => JSON.stringify(line, (_key, value: unknown) => (typeof value === 'number' ? undefined : value))).join('\n');
    const found = [...secrets]
      .filter(([, value]) => (/^\d{6}$/.test(value) ? new RegExp(`\\b${value}\\b`).test(text) : text.includes(value)))
      .map(([what]) => what);
    expect(found).toEqual([]);
    // The careless lines were written, with the credentials censored.
    const headerLines = lines.filter((line) => line.msg === 'headers of a request' || line.msg === 'a request, nested');
    expect(headerLines).toHaveLength(2);
    for (const line of headerLines) expect(JSON.stringify(line).match(/\[redacted\]/g)).toHaveLength(3);
    // And the journey did reach the places that log: requests, the dev mailbox, the ops scope.
    expect(lines.some((line) => line.msg === 'dev mailbox: e-mail kept instead of sent')).toBe(true);
    expect(lines.some((line) => line.msg === 'incoming request')).toBe(true);
    expect(lines.some((line) => (line['req'] as { url?: string } | undefined)?.url === '/px-api-gateway/files/[redacted]')).toBe(true);
    expect(NORTHWIND_HOST).not.toBe(ACME_HOST);
  });
});
