import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { KEY_ENCRYPTION_KEY_BYTES, LocalKeyEncryption, parseKeyEncryptionKey, type KeyEncryption } from './key-encryption';

export const DEMO_KEY_FILE_NAME = 'key-encryption-key';

/**
 * Demo mode without KEY_ENCRYPTION_KEY: the key lives in the data folder (owner-only file), made
 * on the first start and read on the next ones, so a demo database keeps opening. A production
 * start never comes here: it requires KEY_ENCRYPTION_KEY (config.ts).
 */
export async function demoKeyEncryptionKey(dataDir: string): Promise<Buffer> {
  const file = path.join(dataDir, DEMO_KEY_FILE_NAME);
  await mkdir(dataDir, { recursive: true });
  // Written whole, then linked into place: a process starting alongside reads a complete key or none.
  const draft = `${file}.${process.pid}.draft`;
  await writeFile(draft, `${randomBytes(KEY_ENCRYPTION_KEY_BYTES).toString('base64')}\n`, { mode: 0o600 });
  try {
    await link(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await unlink(draft);
  }
  return parseKeyEncryptionKey(await readFile(file, 'utf8'), file);
}

/**
 * The key-encryption of this process: KEY_ENCRYPTION_KEY when set, else (demo mode only) the data
 * folder's key. A cloud KMS (kms-key-encryption.ts) would be chosen here; none is wired.
 */
export async function configuredKeyEncryption(config: { keyEncryptionKey?: Buffer; demoMode: boolean; dataDir: string }): Promise<KeyEncryption> {
  if (config.keyEncryptionKey) return new LocalKeyEncryption(config.keyEncryptionKey);
  if (config.demoMode) return new LocalKeyEncryption(await demoKeyEncryptionKey(config.dataDir));
  throw new Error('KEY_ENCRYPTION_KEY is required outside demo mode (32 random bytes in base64: openssl rand -base64 32)');
}
