import { eq } from 'drizzle-orm';
import { users } from '../../src/db/schema';
import { IdentityKeyStore } from '../../src/identity/identity-keys';
import { localPoolOf } from '../../src/identity/local-pool';
import { TokenService } from '../../src/identity/token-service';
import { buildTestApp, TEST_KEY_ENCRYPTION, type TestApp } from '../support/build-test-app';
import { ACME_HOST } from '../support/identity';

// The token service remembers the tokens whose signature it checked (the RSA check is a
// large share of every request's CPU). What it remembers must never outlive the token.

describe('ID token verification', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(() => testApp?.close());

  it('refuses a token it accepted before once the token has expired, and a token of another issuer', async () => {
    const db = testApp.database.handle.db;
    const clock = { now: new Date('2030-01-01T10:00:00Z') };
    const tokens = new TokenService(new IdentityKeyStore(db, TEST_KEY_ENCRYPTION), () => clock.now);
    const tenant = await testApp.app.tenantDirectory.findByHostname(ACME_HOST);
    const pool = tenant && localPoolOf(tenant, `http://${ACME_HOST}`);
    if (!pool) throw new Error('Acme has a local pool');
    const [user] = await db.select().from(users).where(eq(users.email, 'buyer@demo.test'));
    const token = await tokens.issueIdToken(pool, user, { originJti: '00000000-0000-4000-8000-000000000001', authTime: clock.now, now: clock.now });

    expect((await tokens.verifyIdToken(pool, token)).sub).toBe(user.id);
    clock.now = new Date('2030-01-01T10:59:59Z');
    expect((await tokens.verifyIdToken(pool, token)).sub).toBe(user.id);
    await expect(tokens.verifyIdToken({ ...pool, issuer: `${pool.issuer}-other` }, token)).rejects.toThrow();

    clock.now = new Date('2030-01-01T11:00:00Z');
    await expect(tokens.verifyIdToken(pool, token)).rejects.toThrow();
  });
});
