import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { configuredKeyEncryption, DEMO_KEY_FILE_NAME, demoKeyEncryptionKey } from '../../src/secrets/configured-key-encryption';
import { LocalKeyEncryption, parseKeyEncryptionKey, WrongKeyEncryptionKeyError } from '../../src/secrets/key-encryption';
import { KmsKeyEncryption, type KmsClient } from '../../src/secrets/kms-key-encryption';

describe('local key encryption (AES-256-GCM)', () => {
  const encryption = new LocalKeyEncryption(randomBytes(32));

  it('opens what it sealed, only in the context it was sealed for', async () => {
    const sealed = await encryption.seal(Buffer.from('the private key'), 'identity-key:t1:k1:private-jwk');

    expect(JSON.stringify(sealed)).not.toContain('the private key');
    expect((await encryption.open(sealed, 'identity-key:t1:k1:private-jwk')).toString()).toBe('the private key');
    await expect(encryption.open(sealed, 'identity-key:t2:k1:private-jwk')).rejects.toThrow(/altered or copied/);
    await expect(encryption.open({ ...sealed, ct: Buffer.from('tampered').toString('base64url') }, 'identity-key:t1:k1:private-jwk')).rejects.toThrow(
      /altered/,
    );
  });

  it('names the key a value was sealed with when another key tries to open it', async () => {
    const sealed = await encryption.seal(Buffer.from('secret'), 'c');
    const other = new LocalKeyEncryption(randomBytes(32));

    const failure = other.open(sealed, 'c');
    await expect(failure).rejects.toBeInstanceOf(WrongKeyEncryptionKeyError);
    await expect(failure).rejects.toThrow(`sealed with key ${encryption.kek}, the configured key is ${other.kek}`);
  });

  it('reads KEY_ENCRYPTION_KEY as 32 bytes of base64 or base64url, without echoing a bad value', () => {
    const key = randomBytes(32);
    expect(parseKeyEncryptionKey(key.toString('base64'))).toEqual(key);
    expect(parseKeyEncryptionKey(key.toString('base64url'))).toEqual(key);
    expect(() => parseKeyEncryptionKey(randomBytes(16).toString('base64'))).toThrow(
      'KEY_ENCRYPTION_KEY must be 32 random bytes in base64 (e.g. openssl rand -base64 32), it holds 16',
    );
    expect(() => parseKeyEncryptionKey('not a key at all!')).toThrow(/^KEY_ENCRYPTION_KEY must be 32 random bytes/);
    let message = '';
    try {
      parseKeyEncryptionKey('hunter2-hunter2');
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/^KEY_ENCRYPTION_KEY must be/);
    expect(message).not.toContain('hunter2');
  });
});

describe('the configured key encryption', () => {
  let dataDir: string;

  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'bp-kek-'));
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  it('uses KEY_ENCRYPTION_KEY when set, in any mode', async () => {
    const key = randomBytes(32);
    expect((await configuredKeyEncryption({ keyEncryptionKey: key, demoMode: false, dataDir })).kek).toBe(new LocalKeyEncryption(key).kek);
  });

  it('in demo mode keeps a generated key in the data folder, owner-only, and reuses it', async () => {
    const first = await configuredKeyEncryption({ demoMode: true, dataDir });
    const second = await configuredKeyEncryption({ demoMode: true, dataDir });

    expect(second.kek).toBe(first.kek);
    expect((await stat(path.join(dataDir, DEMO_KEY_FILE_NAME))).mode & 0o777).toBe(0o600);
    expect(parseKeyEncryptionKey(await readFile(path.join(dataDir, DEMO_KEY_FILE_NAME), 'utf8'))).toEqual(await demoKeyEncryptionKey(dataDir));
  });

  it('refuses to run without a key outside demo mode', async () => {
    await expect(configuredKeyEncryption({ demoMode: false, dataDir })).rejects.toThrow(/KEY_ENCRYPTION_KEY is required outside demo mode/);
  });
});

describe('the KMS adapter shape', () => {
  // A stand-in for a KMS: it holds its key and checks the encryption context, as AWS KMS does.
  const inside = new LocalKeyEncryption(randomBytes(32));
  const calls: string[] = [];
  const fakeKms: KmsClient = {
    encrypt: async ({ keyId, plaintext, context }) => {
      calls.push(`encrypt ${keyId}`);
      return Buffer.from(JSON.stringify(await inside.seal(Buffer.from(plaintext), JSON.stringify(context))));
    },
    decrypt: async ({ keyId, ciphertext, context }) => {
      calls.push(`decrypt ${keyId}`);
      return inside.open(JSON.parse(Buffer.from(ciphertext).toString()), JSON.stringify(context));
    },
  };

  it('seals through the KMS, bound to the context, and names its key', async () => {
    const kms = new KmsKeyEncryption(fakeKms, 'arn:aws:kms:eu-west-1:111122223333:key/demo');
    const sealed = await kms.seal(Buffer.from('secret'), 'ctx');

    expect(sealed).toMatchObject({ scheme: 'kms', kek: 'kms:arn:aws:kms:eu-west-1:111122223333:key/demo' });
    expect((await kms.open(sealed, 'ctx')).toString()).toBe('secret');
    await expect(kms.open(sealed, 'other')).rejects.toThrow();
    await expect(new KmsKeyEncryption(fakeKms, 'another-key').open(sealed, 'ctx')).rejects.toBeInstanceOf(WrongKeyEncryptionKeyError);
    expect(calls).toEqual([
      'encrypt arn:aws:kms:eu-west-1:111122223333:key/demo',
      'decrypt arn:aws:kms:eu-west-1:111122223333:key/demo',
      'decrypt arn:aws:kms:eu-west-1:111122223333:key/demo',
    ]);
  });
});
