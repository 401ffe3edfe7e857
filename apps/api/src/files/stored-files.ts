import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../db/database';
import { storedFiles, type StoredFileRow } from '../db/schema';
import { scoped } from '../db/scoped';
import { storageKeyOf, type FileStorage } from './file-storage';

export interface FileToStore {
  fileName: string;
  contentType: string;
  body: Buffer;
}

/**
 * Puts the bytes under a server-made key, then runs `record` (which inserts the stored_files row
 * and whatever points at it, usually in a transaction). If `record` fails, the bytes are deleted
 * again: a refused or failed upload leaves nothing behind.
 */
export async function storeFile<T>(
  storage: FileStorage,
  tenantId: string,
  file: FileToStore,
  record: (fileId: string, storageKey: string) => Promise<T>,
): Promise<T> {
  const fileId = randomUUID();
  const storageKey = storageKeyOf(tenantId, fileId);
  await storage.put(storageKey, file.body, file.contentType);
  try {
    return await record(fileId, storageKey);
  } catch (error) {
    await storage.delete(storageKey).catch(() => undefined);
    throw error;
  }
}

export async function insertStoredFile(
  db: DbExecutor,
  tenantId: string,
  userId: string,
  fileId: string,
  storageKey: string,
  file: FileToStore,
): Promise<StoredFileRow> {
  const [row] = await scoped(db, tenantId).insert(storedFiles, {
    id: fileId,
    userId,
    storageKey,
    fileName: file.fileName,
    contentType: file.contentType,
    sizeBytes: file.body.length,
  });
  return row;
}

export async function findStoredFile(db: DbExecutor, tenantId: string, fileId: string): Promise<StoredFileRow | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(fileId)) return undefined;
  return scoped(db, tenantId).findOne(storedFiles, eq(storedFiles.id, fileId));
}
