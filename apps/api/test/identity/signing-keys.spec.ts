import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { decodeProtectedHeader } from 'jose';
import { USER_INFO_PATH } from '@bp/api-contract';
import type { ServerConfig } from '../../src/config';
import { identityKeys, users } from '../../src/db/schema';
import { IdentityKeyStore, newSigningKeyPair, type TenantIdentityKey } from '../../src/identity/identity-keys';
import { localPoolOf, type LocalPool } from '../../src/identity/local-pool';
import { ROTATED_KEY_VERIFIES_MS } from '../../src/identity/signing-key-rotation';
import { TokenService } from '../../src/identity/token-service';
import { runKeysCommand } from '../../src/ops/keys-cli';
import { LocalKeyEncryption, type SealedValue } from '../../src/secrets/key-encryption';
import { tenantIdOf } from '../builders';
import { buildTestApp, TEST_KEY_ENCRYPTION, type TestApp } from '../support/build-test-app';
import { ACME_HOST, ACME_POOL, NORTHWIND_HOST, callCognito, getWithToken, tokensOf } from '../support/identity';

// Token signing keys at rest: sealed with the key-encryption key (a database dump forges nothing),
// plain keys of an older database sealed at start, a wrong key-encryption key refused at start,
// and rotation with the old key verifying until its tokens have expired.

interface StoredKeyRow {
  tenant_id: string;
  kid: string;
  private_jwk: unknown;
  secret: unknown;
  sealed_private_jwk: SealedValue | null;
  sealed_secret: SealedValue | null;
  verify_until: unknown;
}

describe('token signing keys at rest', () => {
  // Real time, moved ahead by offsetMs: the ops command (another process, real time) and the apps agree.
  const clock = { offsetMs: 0 };
  const identity = { now: () => new Date(Date.now() + clock.offsetMs) };
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp({ identity });
  });
  afterAll(() => testApp?.close());

  const db = () => testApp.database.handle.db;
  const storedRows = async (tenantId: string) => {
    const result = (await db().execute(sql`select * from identity_keys where tenant_id = ${tenantId} order by created_at`)) as unknown as {
      rows: StoredKeyRow[];
    };
    return result.rows;
  };
  const poolAt = async (app: TestApp, host: string): Promise<LocalPool> => {
    const tenant = await app.app.tenantDirectory.findByHostname(host);
    const pool = tenant && localPoolOf(tenant, `http://${host}`);
    if (!pool) throw new Error(`no local pool at ${host}`);
    return pool;
  };
  const kidOf = (token: string) => decodeProtectedHeader(token).kid;
  const userInfo = (app: TestApp, idToken: string) => getWithToken(app.app, USER_INFO_PATH, idToken).then((response) => response.statusCode);

  it('keeps no usable private key in the database: the column holds only what the key-encryption key opens', async () => {
    await tokensOf(testApp.app, 'buyer@demo.test');
    const rows = await storedRows(await tenantIdOf(db(), 'acme'));

    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row.private_jwk).toBeNull();
    expect(row.secret).toBeNull();
    // Nothing that looks like a private JWK member, anywhere in the row.
    const dumped = JSON.stringify(row);
    for (const member of ['"d"', '"p"', '"q"', '"dp"', '"dq"', '"qi"']) expect(dumped).not.toContain(member);
    const sealed = row.sealed_private_jwk as SealedValue;
    expect(sealed).toMatchObject({ v: 1, scheme: 'local-aes-256-gcm', kek: TEST_KEY_ENCRYPTION.kek });
    // Another key (a dump's reader guessing) opens nothing, even when the value claims to be its own.
    const guess = new LocalKeyEncryption(randomBytes(32));
    const context = `identity-key:${row.tenant_id}:${row.kid}:private-jwk`;
    await expect(guess.open(sealed, context)).rejects.toThrow(/does not open/);
    await expect(guess.open({ ...sealed, kek: guess.kek }, context)).rejects.toThrow(/altered/);
    // The right key opens it to the RSA private key (the control).
    expect(JSON.parse((await TEST_KEY_ENCRYPTION.open(sealed, context)).toString())).toHaveProperty('d');
  });

  it('seals the plain keys an older database holds at start, and the tokens they signed keep verifying', async () => {
    const northwind = await tenantIdOf(db(), 'northwind');
    const legacy = await newSigningKeyPair();
    await db()
      .insert(identityKeys)
      .values({
        tenantId: northwind,
        kid: legacy.kid,
        privateJwk: legacy.privateJwk,
        publicJwk: legacy.publicJwk,
        secret: randomBytes(32).toString('base64url'),
      });
    const [user] = await db().select().from(users).where(eq(users.email, 'buyer@northwind.test'));
    // A token the older version signed with its plain key.
    const olderVersion = new TokenService(new IdentityKeyStore(db(), TEST_KEY_ENCRYPTION), identity.now);
    const token = await olderVersion.issueIdToken(await poolAt(testApp, NORTHWIND_HOST), user, {
      originJti: '00000000-0000-4000-8000-000000000002',
      authTime: identity.now(),
    });

    const restarted = await buildTestApp({ database: testApp.database, identity });
    try {
      const [row] = await storedRows(northwind);
      expect(row).toMatchObject({ kid: legacy.kid, private_jwk: null, secret: null, sealed_private_jwk: { kek: TEST_KEY_ENCRYPTION.kek } });
      expect(restarted.logs().some((line) => line.msg === 'sealed the token signing keys stored in plain by an older version' && line['sealed'] === 1)).toBe(
        true,
      );
      expect((await restarted.app.identity.tokens.verifyIdToken(await poolAt(restarted, NORTHWIND_HOST), token)).sub).toBe(user.id);
      expect(kidOf((await tokensOf(restarted.app, 'buyer@northwind.test', undefined, { host: NORTHWIND_HOST })).IdToken)).toBe(legacy.kid);
    } finally {
      await restarted.close();
    }
  });

  it('refuses to start with another key-encryption key, naming both keys', async () => {
    const wrong = new LocalKeyEncryption(randomBytes(32));

    await expect(buildTestApp({ database: testApp.database, identity, keyEncryption: wrong })).rejects.toThrow(
      `KEY_ENCRYPTION_KEY does not open the stored token signing keys: they were sealed with key ${TEST_KEY_ENCRYPTION.kek}, the configured key is ${wrong.kek}`,
    );
  });

  it('gives the same public key objects when it reads the keys again (the verified-token cache is kept per key object)', async () => {
    const keys = testApp.app.identity.keys;
    const acme = await tenantIdOf(db(), 'acme');
    const before = await keys.jwks(acme);

    keys.forget(acme);
    const after = await keys.jwks(acme);

    expect(after.keys).toHaveLength(before.keys.length);
    after.keys.forEach((key, index) => expect(key).toBe(before.keys[index]));
    expect((await keys.forTenant(acme)).publicJwk).toBe(after.keys.find((key) => key.kid === (before.keys[0] as { kid: string }).kid));
  });

  it('rotates: the new key signs, tokens of the old one verify (on every instance) until they expire, then the old key retires', async () => {
    const acme = await tenantIdOf(db(), 'acme');
    const second = await buildTestApp({ database: testApp.database, identity });
    try {
      const before = await tokensOf(testApp.app, 'buyer@demo.test');
      const oldKid = kidOf(before.IdToken);
      const oldKey: TenantIdentityKey = await testApp.app.identity.keys.forTenant(acme);
      expect(await userInfo(second, before.IdToken)).toBe(200);

      // What `npm run ops -- keys rotate-signing --tenant acme` runs.
      const config = { keyEncryptionKey: Buffer.alloc(32, 7), demoMode: false, dataDir: '/nonexistent' } as ServerConfig;
      const rotated = (await runKeysCommand({ db: db(), tenantId: acme, config, note: () => undefined }, ['keys', 'rotate-signing'])) as {
        kid: string;
        previousKid: string;
        previousVerifiesUntil: string;
      };
      expect(rotated.previousKid).toBe(oldKid);
      expect(rotated.kid).not.toBe(oldKid);
      const verifiesFor = new Date(rotated.previousVerifiesUntil).getTime() - Date.now();
      expect(verifiesFor).toBeGreaterThan(ROTATED_KEY_VERIFIES_MS - 60_000);
      expect(verifiesFor).toBeLessThanOrEqual(ROTATED_KEY_VERIFIES_MS);

      // Both instances still know only the old key in memory: tokens signed before keep working.
      expect(await userInfo(testApp, before.IdToken)).toBe(200);
      expect(await userInfo(second, before.IdToken)).toBe(200);
      // A new sign-in gets the new key (this process forgot its keys; the CLI's store is another object, so read again).
      testApp.app.identity.keys.forget(acme);
      const after = await tokensOf(testApp.app, 'buyer@demo.test');
      expect(kidOf(after.IdToken)).toBe(rotated.kid);
      // The second instance has never seen that key: it reads the keys again and accepts it.
      expect(await userInfo(second, after.IdToken)).toBe(200);
      // A refresh token from before the rotation is opaque: it gets tokens of the new key.
      const refreshed = await callCognito(testApp.app, 'InitiateAuth', {
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        ClientId: ACME_POOL.clientId,
        AuthParameters: { REFRESH_TOKEN: before.RefreshToken ?? '' },
      });
      const refreshedToken = refreshed.json<{ AuthenticationResult: { IdToken: string } }>().AuthenticationResult.IdToken;
      expect(kidOf(refreshedToken)).toBe(rotated.kid);
      expect(await userInfo(second, refreshedToken)).toBe(200);
      const jwks = async () =>
        (await testApp.app.inject({ method: 'GET', url: `/cognito/${ACME_POOL.poolId}/.well-known/jwks.json`, headers: { host: ACME_HOST } })).json<{
          keys: { kid: string; d?: string }[];
        }>().keys;
      expect((await jwks()).map((key) => key.kid).sort()).toEqual([oldKid, rotated.kid].sort());
      expect((await jwks()).every((key) => key.d === undefined)).toBe(true);

      // 59 minutes on: the old token is still within its hour, and still verifies.
      clock.offsetMs = 59 * 60_000;
      expect(await userInfo(second, before.IdToken)).toBe(200);

      // Past the window: the old key is out of the JWKS and verifies nothing, even a fresh token it signs.
      clock.offsetMs = ROTATED_KEY_VERIFIES_MS + 1000;
      expect((await jwks()).map((key) => key.kid)).toEqual([rotated.kid]);
      const withRetiredKey = new TokenService({ forTenant: async () => oldKey } as unknown as IdentityKeyStore, identity.now);
      const [buyer] = await db().select().from(users).where(eq(users.email, 'buyer@demo.test'));
      const forged = await withRetiredKey.issueIdToken(await poolAt(testApp, ACME_HOST), buyer, {
        originJti: '00000000-0000-4000-8000-000000000003',
        authTime: identity.now(),
      });
      await expect(testApp.app.identity.tokens.verifyIdToken(await poolAt(testApp, ACME_HOST), forged)).rejects.toThrow(/retired/);
      await expect(second.app.identity.tokens.verifyIdToken(await poolAt(second, ACME_HOST), forged)).rejects.toThrow(/retired/);
      expect(await userInfo(second, (await tokensOf(second.app, 'buyer@demo.test')).IdToken)).toBe(200);

      // The next rotation deletes the retired key.
      const again = await testApp.app.identity.keys.rotate(acme, ROTATED_KEY_VERIFIES_MS);
      expect(again.retired).toBe(1);
      expect((await storedRows(acme)).map((row) => row.kid)).toEqual([rotated.kid, again.kid]);
    } finally {
      clock.offsetMs = 0;
      await second.close();
    }
  });
});
