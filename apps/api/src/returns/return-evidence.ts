import { and, eq, type SQL } from 'drizzle-orm';
import { ReturnMessage, ReturnMessageCode, type EvidenceUploadResponse } from '@bp/api-contract';
import type { Database, DbExecutor } from '../db/database';
import { returnFiles, type StoredFileRow } from '../db/schema';
import { scoped } from '../db/scoped';
import { notFound } from '../errors';
import type { FileStorage } from '../files/file-storage';
import { findStoredFile, insertStoredFile, storeFile, type FileToStore } from '../files/stored-files';
import { returnRow } from './return-views';

// Evidence of a claim (photos, PDFs): uploaded one file at a time before the return is submitted,
// attached to it by the submit, readable by the buyer who made it and by the seller.

/** POST returns/evidence: the checked file stored, owned by the buyer, not yet in a return. */
export async function uploadEvidence(db: Database, files: FileStorage, tenantId: string, userId: string, file: FileToStore): Promise<EvidenceUploadResponse> {
  const stored = await storeFile(files, tenantId, file, (fileId, storageKey) =>
    db.transaction(async (tx) => {
      const row = await insertStoredFile(tx, tenantId, userId, fileId, storageKey, file);
      await scoped(tx, tenantId).insert(returnFiles, { userId, fileId });
      return row;
    }),
  );
  return { fileId: stored.id, fileName: stored.fileName, contentType: stored.contentType, sizeBytes: stored.sizeBytes };
}

const evidenceNotFound = () => notFound(ReturnMessage.EVIDENCE_NOT_FOUND, ReturnMessageCode.EVIDENCE_NOT_FOUND);

/** One evidence file of a return (of this buyer's return when `userId` is given). */
export async function evidenceFile(
  db: DbExecutor,
  files: FileStorage,
  tenantId: string,
  returnNumber: string,
  fileId: string,
  userId?: string,
): Promise<{ file: StoredFileRow; body: Buffer }> {
  const row = await returnRow(db, tenantId, returnNumber, userId);
  const file = await findStoredFile(db, tenantId, fileId);
  const attached = file && (await scoped(db, tenantId).findOne(returnFiles, and(eq(returnFiles.fileId, file.id), eq(returnFiles.returnId, row.id)) as SQL));
  if (!file || !attached) throw evidenceNotFound();
  const body = await files.get(file.storageKey);
  if (!body) throw evidenceNotFound();
  return { file, body };
}
