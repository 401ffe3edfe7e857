import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, importJWK, type CryptoKey, type JWK, type KeyObject } from 'jose';
import type { Database } from '../db/database';
import { identityKeys, type IdentityKeyRow } from '../db/schema';
import { LruMap } from '../lru-map';
import { isSealedValue, type KeyEncryption, type SealedValue } from '../secrets/key-encryption';

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
  /** Keys the HMACs of decoy sign-in answers and of e-mail codes (the same across rotations). */
  secret: Buffer;
}

/** What one tenant signs with, and every key its tokens may carry (the JWKS). */
interface TenantKeySet {
  signing: TenantIdentityKey;
  verifying: PublicSigningJwk[];
  /** Instance clock (performance.now) of the read. */
  loadedAt: number;
  /** The earliest verify_until of a rotated-out key: from then on the set is read again. */
  changesAt: number;
}

export interface IdentityKeyStoreOptions {
  /** The clock of verify_until (the identity clock: tests move it). */
  now?: () => Date;
  /** How long a tenant's keys are used before being read again: a rotation elsewhere is seen within it. */
  reloadMs?: number;
}

/** Another instance (or the ops CLI) may rotate a tenant's key: each instance reads them again this often. */
export const KEY_RELOAD_MS = 60_000;
/** A token naming a kid this instance does not know reads the keys again, at most this often per tenant. */
const UNKNOWN_KID_RELOAD_MS = 5_000;
const MAX_CACHED_TENANT_KEYS = 1_000;

const contextOf = (tenantId: string, kid: string, part: 'private-jwk' | 'secret') => `identity-key:${tenantId}:${kid}:${part}`;

export interface SealedKeyMaterial {
  sealedPrivateJwk: SealedValue;
  sealedSecret: SealedValue;
}

export async function sealKeyMaterial(encryption: KeyEncryption, tenantId: string, kid: string, privateJwk: JWK, secret: string): Promise<SealedKeyMaterial> {
  return {
    sealedPrivateJwk: await encryption.seal(Buffer.from(JSON.stringify(privateJwk), 'utf8'), contextOf(tenantId, kid, 'private-jwk')),
    sealedSecret: await encryption.seal(Buffer.from(secret, 'utf8'), contextOf(tenantId, kid, 'secret')),
  };
}

/** A fresh RS256 key pair, its kid (JWK thumbprint) and its exportable JWKs. */
export async function newSigningKeyPair(): Promise<{ kid: string; privateJwk: JWK; publicJwk: JWK }> {
  const { publicKey, privateKey } = await generateKeyPair(TOKEN_ALGORITHM, { extractable: true });
  const publicJwk = await exportJWK(publicKey);
  const kid = await calculateJwkThumbprint(publicJwk);
  return {
    kid,
    privateJwk: { ...(await exportJWK(privateKey)), kid, alg: TOKEN_ALGORITHM },
    publicJwk: { ...publicJwk, kid, alg: TOKEN_ALGORITHM, use: 'sig' },
  };
}

function publicOf(row: IdentityKeyRow): PublicSigningJwk {
  const { kty, n, e } = row.publicJwk;
  if (!kty || !n || !e) throw new Error(`identity key ${row.kid} has no RSA public key`);
  return { kty, kid: row.kid, alg: TOKEN_ALGORITHM, use: 'sig', n, e };
}

/**
 * Each tenant's RS256 keys, kept in the database (every API instance signs and verifies with the
 * same keys) with the private key and secret sealed by the key-encryption key, and in memory once
 * opened. The first instance that needs a tenant's key makes it; a concurrent instance's insert
 * loses the race and both read the winner. After a rotation the old key stays in the JWKS and
 * keeps verifying until its verify_until, then it is retired (left out, and deleted by the next rotation).
 */
export class IdentityKeyStore {
  /** Tenant id → its keys; bounded, a dropped tenant's keys are read again from the database. */
  private readonly loaded = new LruMap<string, Promise<TenantKeySet>>(MAX_CACHED_TENANT_KEYS);
  /**
   * Opened keys and public keys by tenant and kid, the same objects across reads: the token
   * service keeps its verified tokens per public key object.
   */
  private readonly opened = new LruMap<string, TenantIdentityKey>(MAX_CACHED_TENANT_KEYS * 2);
  private readonly publicKeys = new LruMap<string, PublicSigningJwk>(MAX_CACHED_TENANT_KEYS * 2);
  private readonly lastUnknownKidReload = new LruMap<string, number>(MAX_CACHED_TENANT_KEYS);
  private readonly now: () => Date;
  private readonly reloadMs: number;

  constructor(
    private readonly db: Database,
    readonly encryption: KeyEncryption,
    options: IdentityKeyStoreOptions = {},
  ) {
    this.now = options.now ?? (() => new Date());
    this.reloadMs = options.reloadMs ?? KEY_RELOAD_MS;
  }

  /** The key that signs the tenant's tokens now (with the tenant's secret). */
  async forTenant(tenantId: string): Promise<TenantIdentityKey> {
    return (await this.keySet(tenantId)).signing;
  }

  /** The public key a token of the tenant names, if it still verifies. */
  async verificationKey(tenantId: string, kid: string): Promise<PublicSigningJwk | undefined> {
    const known = (await this.keySet(tenantId)).verifying.find((key) => key.kid === kid);
    if (known) return known;
    // Perhaps another instance rotated meanwhile; a flood of made-up kids reads at most every few seconds.
    const last = this.lastUnknownKidReload.get(tenantId) ?? -Infinity;
    if (performance.now() - last < UNKNOWN_KID_RELOAD_MS) return undefined;
    this.lastUnknownKidReload.set(tenantId, performance.now());
    this.forget(tenantId);
    return (await this.keySet(tenantId)).verifying.find((key) => key.kid === kid);
  }

  /** The JWKS document of GET /cognito/<poolId>/.well-known/jwks.json: every key that still verifies. */
  async jwks(tenantId: string): Promise<{ keys: PublicSigningJwk[] }> {
    return { keys: (await this.keySet(tenantId)).verifying };
  }

  /** Reads the tenant's keys again on next use (after a rotation by this process). */
  forget(tenantId: string): void {
    this.loaded.delete(tenantId);
  }

  /**
   * Seals the private keys and secrets of rows written before keys were sealed, so an existing
   * database keeps working and holds no plain key afterwards. Idempotent; safe with several
   * instances starting at once (a row already sealed by another is left alone).
   */
  async sealPlainKeys(): Promise<number> {
    const plain = await this.db.select().from(identityKeys).where(isNotNull(identityKeys.privateJwk));
    let sealed = 0;
    for (const row of plain) {
      if (!row.privateJwk || !row.secret) continue;
      const material = await sealKeyMaterial(this.encryption, row.tenantId, row.kid, row.privateJwk, row.secret);
      const updated = await this.db
        .update(identityKeys)
        .set({ ...material, privateJwk: null, secret: null })
        .where(and(eq(identityKeys.tenantId, row.tenantId), eq(identityKeys.kid, row.kid), isNotNull(identityKeys.privateJwk)))
        .returning({ kid: identityKeys.kid });
      sealed += updated.length;
    }
    return sealed;
  }

  /**
   * Fails (WrongKeyEncryptionKeyError) when the configured key-encryption key is not the one the
   * stored keys were sealed with, so a wrong key stops the start instead of every sign-in.
   */
  async assertKeysOpen(): Promise<void> {
    const kekOf = sql<string>`${identityKeys.sealedPrivateJwk}->>'kek'`;
    const keks = await this.db.selectDistinct({ kek: kekOf }).from(identityKeys).where(isNotNull(identityKeys.sealedPrivateJwk));
    // One row per key-encryption key found: opening it names a wrong key, or finds an altered value.
    for (const { kek } of keks) {
      const [row] = await this.db
        .select()
        .from(identityKeys)
        .where(sql`${kekOf} = ${kek}`)
        .limit(1);
      if (row) await this.open(row);
    }
  }

  private keySet(tenantId: string): Promise<TenantKeySet> {
    const cached = this.loaded.get(tenantId);
    if (cached) return cached.then((set) => (this.isCurrent(set) ? set : this.reload(tenantId, cached)));
    return this.reload(tenantId, undefined);
  }

  private isCurrent(set: TenantKeySet): boolean {
    return performance.now() - set.loadedAt < this.reloadMs && this.now().getTime() < set.changesAt;
  }

  private reload(tenantId: string, stale: Promise<TenantKeySet> | undefined): Promise<TenantKeySet> {
    // Concurrent callers that found the same stale set share one read.
    const current = this.loaded.peek(tenantId);
    if (current && current !== stale) return current;
    const set = this.loadOrCreate(tenantId);
    this.loaded.set(tenantId, set);
    // A failed load (database down) must not stick: the next call tries again.
    set.catch(() => {
      if (this.loaded.peek(tenantId) === set) this.loaded.delete(tenantId);
    });
    return set;
  }

  private async loadOrCreate(tenantId: string): Promise<TenantKeySet> {
    let rows = await this.liveRows(tenantId);
    if (!rows.some((row) => row.verifyUntil === null)) {
      await this.create(tenantId);
      rows = await this.liveRows(tenantId);
    }
    const signingRow = rows.find((row) => row.verifyUntil === null);
    if (!signingRow) throw new Error(`identity key of tenant ${tenantId} vanished right after it was written`);
    const retiring = rows.filter((row) => row.verifyUntil !== null).map((row) => (row.verifyUntil as Date).getTime());
    return {
      signing: await this.open(signingRow),
      verifying: rows.map((row) => this.publicKeyOf(row)),
      loadedAt: performance.now(),
      changesAt: Math.min(Infinity, ...retiring),
    };
  }

  private liveRows(tenantId: string): Promise<IdentityKeyRow[]> {
    return this.db
      .select()
      .from(identityKeys)
      .where(and(eq(identityKeys.tenantId, tenantId), or(isNull(identityKeys.verifyUntil), gt(identityKeys.verifyUntil, this.now()))))
      .orderBy(identityKeys.createdAt);
  }

  private async create(tenantId: string): Promise<void> {
    const { kid, privateJwk, publicJwk } = await newSigningKeyPair();
    const material = await sealKeyMaterial(this.encryption, tenantId, kid, privateJwk, randomBytes(32).toString('base64url'));
    await this.db
      .insert(identityKeys)
      .values({ tenantId, kid, publicJwk, ...material })
      .onConflictDoNothing({ target: identityKeys.tenantId, where: isNull(identityKeys.verifyUntil) });
  }

  private publicKeyOf(row: IdentityKeyRow): PublicSigningJwk {
    const cacheKey = `${row.tenantId}:${row.kid}`;
    let key = this.publicKeys.get(cacheKey);
    if (!key) {
      key = publicOf(row);
      this.publicKeys.set(cacheKey, key);
    }
    return key;
  }

  /** The row's private key and secret, opened (plain rows from before sealing are used as they are until sealed). */
  private async open(row: IdentityKeyRow): Promise<TenantIdentityKey> {
    const cacheKey = `${row.tenantId}:${row.kid}`;
    const known = this.opened.get(cacheKey);
    if (known) return known;
    let privateJwk: JWK;
    let secret: string;
    if (isSealedValue(row.sealedPrivateJwk) && isSealedValue(row.sealedSecret)) {
      privateJwk = JSON.parse((await this.encryption.open(row.sealedPrivateJwk, contextOf(row.tenantId, row.kid, 'private-jwk'))).toString('utf8')) as JWK;
      secret = (await this.encryption.open(row.sealedSecret, contextOf(row.tenantId, row.kid, 'secret'))).toString('utf8');
    } else if (row.privateJwk && row.secret) {
      privateJwk = row.privateJwk;
      secret = row.secret;
    } else {
      throw new Error(`identity key ${row.kid} has no private key`);
    }
    const privateKey = await importJWK(privateJwk, TOKEN_ALGORITHM);
    // importJWK answers raw bytes only for symmetric ('oct') keys; an RSA JWK always gives a key object.
    if (privateKey instanceof Uint8Array) throw new Error(`identity key ${row.kid} is not an RSA key`);
    const key: TenantIdentityKey = { kid: row.kid, privateKey, publicJwk: this.publicKeyOf(row), secret: Buffer.from(secret, 'base64url') };
    this.opened.set(cacheKey, key);
    return key;
  }

  /**
   * A new signing key for the tenant (its secret carried over): it signs from now on; the one it
   * replaces verifies for `verifyOldForMs` more. Keys retired before now are deleted. Run by
   * signing-key-rotation.ts with the window the token lifetimes need.
   */
  async rotate(
    tenantId: string,
    verifyOldForMs: number,
  ): Promise<{ kid: string; previousKid: string | null; previousVerifiesUntil: Date | null; retired: number }> {
    const verifyOldUntil = new Date(this.now().getTime() + verifyOldForMs);
    // Make sure the tenant has a signing key to replace (and its secret to carry over).
    const current = await this.forTenant(tenantId);
    const { kid, privateJwk, publicJwk } = await newSigningKeyPair();
    const material = await sealKeyMaterial(this.encryption, tenantId, kid, privateJwk, current.secret.toString('base64url'));
    const result = await this.db.transaction(async (tx) => {
      const [signing] = await tx
        .select({ kid: identityKeys.kid })
        .from(identityKeys)
        .where(and(eq(identityKeys.tenantId, tenantId), isNull(identityKeys.verifyUntil)))
        .for('update');
      if (signing)
        await tx
          .update(identityKeys)
          .set({ verifyUntil: verifyOldUntil })
          .where(and(eq(identityKeys.tenantId, tenantId), eq(identityKeys.kid, signing.kid)));
      await tx.insert(identityKeys).values({ tenantId, kid, publicJwk, ...material });
      const retired = await tx
        .delete(identityKeys)
        .where(and(eq(identityKeys.tenantId, tenantId), lte(identityKeys.verifyUntil, this.now())))
        .returning({ kid: identityKeys.kid });
      return { kid, previousKid: signing?.kid ?? null, previousVerifiesUntil: signing ? verifyOldUntil : null, retired: retired.length };
    });
    this.forget(tenantId);
    return result;
  }
}
