import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, importJWK, type CryptoKey, type KeyObject } from 'jose';
import type { Database } from '../db/database';
import { identityKeys, type IdentityKeyRow } from '../db/schema';
import { LruMap } from '../lru-map';

export const TOKEN_ALGORITHM = 'RS256';

/** An entry of a tenant's JWKS: its RSA public key. */
export interface PublicSigningJwk {
  kty: string;
  kid: string;
  alg: string;
  use: string;
  n: string;
  e: string;
}

/** A tenant's signing key and secret, ready to use. */
export interface TenantIdentityKey {
  kid: string;
  privateKey: CryptoKey | KeyObject;
  publicJwk: PublicSigningJwk;
  /** Keys the HMACs of decoy sign-in answers and of e-mail codes. */
  secret: Buffer;
}

async function toTenantKey(row: IdentityKeyRow): Promise<TenantIdentityKey> {
  const privateKey = await importJWK(row.privateJwk, TOKEN_ALGORITHM);
  // importJWK answers raw bytes only for symmetric ('oct') keys; an RSA JWK always gives a key object.
  if (privateKey instanceof Uint8Array) throw new Error(`identity key ${row.kid} is not an RSA key`);
  const { kty, n, e } = row.publicJwk;
  if (!kty || !n || !e) throw new Error(`identity key ${row.kid} has no RSA public key`);
  return {
    kid: row.kid,
    privateKey,
    publicJwk: { kty, kid: row.kid, alg: TOKEN_ALGORITHM, use: 'sig', n, e },
    secret: Buffer.from(row.secret, 'base64url'),
  };
}

/**
 * One RS256 key pair per tenant, kept in the database (every API instance signs and verifies with
 * the same key) and in memory once loaded. The first instance that needs a tenant's key makes it;
 * a concurrent instance's insert loses the race and both read the winner.
 */
const MAX_CACHED_TENANT_KEYS = 1_000;

export class IdentityKeyStore {
  /** Tenant id → its key; bounded, a dropped tenant's key is read again from the database. */
  private readonly loaded = new LruMap<string, Promise<TenantIdentityKey>>(MAX_CACHED_TENANT_KEYS);

  constructor(private readonly db: Database) {}

  forTenant(tenantId: string): Promise<TenantIdentityKey> {
    let key = this.loaded.get(tenantId);
    if (!key) {
      key = this.loadOrCreate(tenantId);
      this.loaded.set(tenantId, key);
      // A failed load (database down) must not stick: the next call tries again.
      key.catch(() => {
        if (this.loaded.peek(tenantId) === key) this.loaded.delete(tenantId);
      });
    }
    return key;
  }

  /** The JWKS document of GET /cognito/<poolId>/.well-known/jwks.json. */
  async jwks(tenantId: string): Promise<{ keys: PublicSigningJwk[] }> {
    return { keys: [(await this.forTenant(tenantId)).publicJwk] };
  }

  private async loadOrCreate(tenantId: string): Promise<TenantIdentityKey> {
    const existing = await this.find(tenantId);
    if (existing) return toTenantKey(existing);

    const { publicKey, privateKey } = await generateKeyPair(TOKEN_ALGORITHM, { extractable: true });
    const publicJwk = await exportJWK(publicKey);
    const kid = await calculateJwkThumbprint(publicJwk);
    await this.db
      .insert(identityKeys)
      .values({
        tenantId,
        kid,
        privateJwk: { ...(await exportJWK(privateKey)), kid, alg: TOKEN_ALGORITHM },
        publicJwk: { ...publicJwk, kid, alg: TOKEN_ALGORITHM, use: 'sig' },
        secret: randomBytes(32).toString('base64url'),
      })
      .onConflictDoNothing({ target: identityKeys.tenantId });
    const stored = await this.find(tenantId);
    if (!stored) throw new Error(`identity key of tenant ${tenantId} vanished right after it was written`);
    return toTenantKey(stored);
  }

  private async find(tenantId: string): Promise<IdentityKeyRow | undefined> {
    const [row] = await this.db.select().from(identityKeys).where(eq(identityKeys.tenantId, tenantId)).limit(1);
    return row;
  }
}
