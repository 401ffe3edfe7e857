import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * A secret as stored: never the plain bytes. `scheme` says which KeyEncryption made it, `kek`
 * which key-encryption key (a fingerprint or a KMS key id, never the key), so a start with the
 * wrong key can say so instead of failing on a garbled value.
 */
export interface SealedValue {
  v: 1;
  scheme: string;
  kek: string;
  /** base64url; what the scheme needs besides the ciphertext (the GCM nonce and tag locally). */
  iv?: string;
  tag?: string;
  ct: string;
}

/**
 * Seals secrets at rest with a key-encryption key held outside the database. `context` binds a
 * sealed value to where it is stored (tenant, key id, purpose): a value copied into another row
 * does not open there.
 */
export interface KeyEncryption {
  /** Identifies the key-encryption key in sealed values and messages; never reveals it. */
  readonly kek: string;
  seal(plain: Buffer, context: string): Promise<SealedValue>;
  open(sealed: SealedValue, context: string): Promise<Buffer>;
}

/** The stored value was sealed under another key-encryption key than the one configured. */
export class WrongKeyEncryptionKeyError extends Error {
  constructor(
    readonly sealedWith: string,
    readonly configured: string,
  ) {
    super(`KEY_ENCRYPTION_KEY does not open the stored token signing keys: they were sealed with key ${sealedWith}, the configured key is ${configured}`);
    this.name = 'WrongKeyEncryptionKeyError';
  }
}

export const KEY_ENCRYPTION_KEY_BYTES = 32;
const LOCAL_SCHEME = 'local-aes-256-gcm';
const IV_BYTES = 12;

/** base64 or base64url of exactly 32 bytes; the message never repeats the value. */
export function parseKeyEncryptionKey(text: string, name = 'KEY_ENCRYPTION_KEY'): Buffer {
  const trimmed = text.trim();
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(trimmed))
    throw new Error(`${name} must be ${KEY_ENCRYPTION_KEY_BYTES} random bytes in base64 (e.g. openssl rand -base64 32)`);
  const key = Buffer.from(trimmed.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  if (key.length !== KEY_ENCRYPTION_KEY_BYTES)
    throw new Error(`${name} must be ${KEY_ENCRYPTION_KEY_BYTES} random bytes in base64 (e.g. openssl rand -base64 32), it holds ${key.length}`);
  return key;
}

/**
 * AES-256-GCM with a key from the environment (KEY_ENCRYPTION_KEY) or, in demo mode, from the data
 * folder: the embedded default. Each value gets a fresh 96-bit nonce; the context is the GCM
 * additional data.
 */
export class LocalKeyEncryption implements KeyEncryption {
  readonly kek: string;
  private readonly key: Buffer;

  constructor(key: Buffer) {
    if (key.length !== KEY_ENCRYPTION_KEY_BYTES) throw new Error(`a key-encryption key is ${KEY_ENCRYPTION_KEY_BYTES} bytes`);
    this.key = Buffer.from(key);
    // A fingerprint under its own label: naming the key in a message reveals nothing usable.
    this.kek = `local:${createHash('sha256').update('buyer-portal key-encryption key id\u0000').update(key).digest('hex').slice(0, 12)}`;
  }

  async seal(plain: Buffer, context: string): Promise<SealedValue> {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(Buffer.from(context, 'utf8'));
    const ct = Buffer.concat([cipher.update(plain), cipher.final()]);
    return {
      v: 1,
      scheme: LOCAL_SCHEME,
      kek: this.kek,
      iv: iv.toString('base64url'),
      tag: cipher.getAuthTag().toString('base64url'),
      ct: ct.toString('base64url'),
    };
  }

  async open(sealed: SealedValue, context: string): Promise<Buffer> {
    if (sealed.scheme !== LOCAL_SCHEME || sealed.kek !== this.kek)
      throw new WrongKeyEncryptionKeyError(`${sealed.scheme === LOCAL_SCHEME ? '' : `${sealed.scheme} `}${sealed.kek}`, this.kek);
    if (!sealed.iv || !sealed.tag) throw new Error('a sealed value lacks its nonce or tag');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(sealed.iv, 'base64url'));
    decipher.setAAD(Buffer.from(context, 'utf8'));
    decipher.setAuthTag(Buffer.from(sealed.tag, 'base64url'));
    try {
      return Buffer.concat([decipher.update(Buffer.from(sealed.ct, 'base64url')), decipher.final()]);
    } catch {
      // Right key, wrong bytes: the value was altered or moved to another row.
      throw new Error(`a sealed value does not open in its context (${context}): it was altered or copied from elsewhere`);
    }
  }
}

export const isSealedValue = (value: unknown): value is SealedValue =>
  typeof value === 'object' &&
  value !== null &&
  (value as SealedValue).v === 1 &&
  typeof (value as SealedValue).scheme === 'string' &&
  typeof (value as SealedValue).ct === 'string';
