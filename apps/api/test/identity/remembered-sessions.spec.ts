import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { Authority, USER_INFO_PATH } from '@bp/api-contract';
import { refreshTokens, users } from '../../src/db/schema';
import { buildTestApp, type TestApp } from '../support/build-test-app';
import { insertUser } from '../builders';
import { ACME_HOST, callCognito, getWithToken, latestCode, tokensOf } from '../support/identity';

// A signed-in request reads neither `users` nor `refresh_tokens` when this instance
// already knows the session is live (LiveSessions). Every way a session ends must still end it at
// once: on this instance, on another instance of the same database (told through LISTEN/NOTIFY,
// on PostgreSQL a connection of its own), and when the change is made in the database directly.

/**
 * Resolves once `check` is true (another instance hears a change when PostgreSQL delivers the
 * notification: a matter of milliseconds, not of a timer of ours); fails after `timeoutMs`.
 */
async function eventually(check: () => Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not true within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

const NEW_PASSWORD = 'Changed-pass-2';
const OFFERS_URL = '/px-api-gateway/stocklist/offers';

describe('remembered sessions', () => {
  let first: TestApp;
  let second: TestApp;
  const db = () => first.database.handle.db;

  beforeAll(async () => {
    // Demo mode: reset codes are readable at /dev/mailbox.
    first = await buildTestApp({ demoMode: true });
    second = await buildTestApp({ database: first.database, demoMode: true });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  const newBuyer = () => insertUser(db(), 'acme', {});
  const status = async (testApp: TestApp, token: string) => (await getWithToken(testApp.app, USER_INFO_PATH, token)).statusCode;

  it('answers a known live session without reading users or refresh_tokens again', async () => {
    const user = await newBuyer();
    const { IdToken } = await tokensOf(first.app, user.email);
    const reads = jest.spyOn(first.app.identity.tokens, 'userOfLiveSession');

    expect(await status(first, IdToken)).toBe(200);
    expect(await status(first, IdToken)).toBe(200);
    expect(await status(first, IdToken)).toBe(200);

    expect(reads).toHaveBeenCalledTimes(1);
    reads.mockRestore();
  });

  it('GlobalSignOut refuses the old token at once on the instance that signed out and on another', async () => {
    const user = await newBuyer();
    const tokens = await tokensOf(first.app, user.email);
    expect(await status(first, tokens.IdToken)).toBe(200);
    expect(await status(second, tokens.IdToken)).toBe(200);

    expect((await callCognito(first.app, 'GlobalSignOut', { AccessToken: tokens.AccessToken })).statusCode).toBe(200);

    expect(await status(first, tokens.IdToken)).toBe(401);
    await eventually(async () => (await status(second, tokens.IdToken)) === 401);
  });

  it('RevokeToken (sign-out of one sign-in) ends that sign-in only, on both instances', async () => {
    const user = await newBuyer();
    const signedOut = await tokensOf(first.app, user.email);
    const other = await tokensOf(first.app, user.email);
    for (const testApp of [first, second]) {
      expect(await status(testApp, signedOut.IdToken)).toBe(200);
      expect(await status(testApp, other.IdToken)).toBe(200);
    }

    expect((await callCognito(second.app, 'RevokeToken', { Token: signedOut.RefreshToken, ClientId: 'acmeportal' })).statusCode).toBe(200);

    expect(await status(second, signedOut.IdToken)).toBe(401);
    await eventually(async () => (await status(first, signedOut.IdToken)) === 401);
    expect(await status(first, other.IdToken)).toBe(200);
    expect(await status(second, other.IdToken)).toBe(200);
  });

  it('a password change (ConfirmForgotPassword) refuses every old token at once, on both instances', async () => {
    const user = await newBuyer();
    const tokens = await tokensOf(first.app, user.email);
    expect(await status(first, tokens.IdToken)).toBe(200);
    expect(await status(second, tokens.IdToken)).toBe(200);

    expect((await callCognito(first.app, 'ForgotPassword', { ClientId: 'acmeportal', Username: user.email })).statusCode).toBe(200);
    const code = await latestCode(first.app, user.email, ACME_HOST);
    const confirmed = await callCognito(first.app, 'ConfirmForgotPassword', {
      ClientId: 'acmeportal',
      Username: user.email,
      ConfirmationCode: code,
      Password: NEW_PASSWORD,
    });
    expect(confirmed.statusCode).toBe(200);

    expect(await status(first, tokens.IdToken)).toBe(401);
    await eventually(async () => (await status(second, tokens.IdToken)) === 401);
    // The new password's sign-in works on both.
    const fresh = await tokensOf(second.app, user.email, NEW_PASSWORD);
    expect(await status(first, fresh.IdToken)).toBe(200);
    expect(await status(second, fresh.IdToken)).toBe(200);
  });

  it('sees changes made in the database by any code path: a revoked sign-in, a disabled user, a removed authority', async () => {
    const revoked = await newBuyer();
    const disabled = await newBuyer();
    const demoted = await insertUser(db(), 'acme', { authorities: [Authority.CAN_BUY_ONLINE] });
    const tokensOfEach = await Promise.all([revoked, disabled, demoted].map((user) => tokensOf(first.app, user.email)));
    for (const tokens of tokensOfEach) expect(await status(first, tokens.IdToken)).toBe(200);
    const offersStatus = async () => (await getWithToken(first.app, OFFERS_URL, tokensOfEach[2].IdToken)).statusCode;
    expect(await offersStatus()).toBe(200);

    await db()
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(eq(refreshTokens.id, String(decodeJwt(tokensOfEach[0].IdToken)['origin_jti'])));
    await db().update(users).set({ status: 'DISABLED' }).where(eq(users.id, disabled.id));
    await db().update(users).set({ authorities: [] }).where(eq(users.id, demoted.id));

    await eventually(async () => (await status(first, tokensOfEach[0].IdToken)) === 401);
    await eventually(async () => (await status(first, tokensOfEach[1].IdToken)) === 401);
    // Still signed in, but no longer allowed to buy: 403 on the offers.
    await eventually(async () => (await offersStatus()) === 403);
  });
});
