import { and, eq, type SQL } from 'drizzle-orm';
import {
  fillMessage,
  RETURN_EVIDENCE_EXTENSIONS,
  RETURN_EVIDENCE_MAX_BYTES,
  ReturnMessage,
  ReturnMessageCode,
  type EvidenceUploadResponse,
} from '@bp/api-contract';
import type { Database, DbExecutor } from '../db/database';
import { returnFiles, type StoredFileRow } from '../db/schema';
import { scoped } from '../db/scoped';
import { AppError, notFound } from '../errors';
import type { FileStorage } from '../files/file-storage';
import { findStoredFile, insertStoredFile, storeFile, type FileToStore } from '../files/stored-files';
import { checkUpload, cleanFileName, documentRequired, documentTooLarge } from '../files/upload-checks';
import { returnRow } from './return-views';

// Evidence of a claim (photos, PDFs): uploaded one file at a time before the return is submitted,
// attached to it by the submit, readable by the buyer who made it and by the seller.

const evidenceRefused = (why: string) =>
  new AppError(415, ReturnMessageCode.EVIDENCE_TYPE_NOT_ALLOWED, fillMessage(ReturnMessage.EVIDENCE_TYPES, why), { params: [why] });

const VIDEO_TYPES: Record<string, string> = { mp4: 'video/mp4', mov: 'video/quicktime' };
/** MP4 and QuickTime files are ISO media files: their first box, at byte 4, is 'ftyp'. */
const isIsoMedia = (body: Buffer) => body.length >= 12 && body.subarray(4, 8).toString('latin1') === 'ftyp';

/**
 * Evidence as it may be stored, or a 4xx: photos and PDFs by the document checks (name, content,
 * size), videos by their name and ISO media header, each at most RETURN_EVIDENCE_MAX_BYTES. The
 * documents' other kinds (Office files, text) are no evidence.
 */
export function checkEvidence(rawName: string, body: Buffer): FileToStore {
  const fileName = cleanFileName(rawName);
  const extension = fileName.slice(fileName.lastIndexOf('.') + 1).toLowerCase();
  if (!fileName.includes('.') || !(RETURN_EVIDENCE_EXTENSIONS as readonly string[]).includes(extension)) throw evidenceRefused(`"${fileName}" is not one`);
  if (body.length === 0) throw documentRequired();
  if (body.length > RETURN_EVIDENCE_MAX_BYTES) throw documentTooLarge(RETURN_EVIDENCE_MAX_BYTES);
  const video = VIDEO_TYPES[extension];
  if (video) {
    if (!isIsoMedia(body)) throw evidenceRefused(`the content of "${fileName}" is not a .${extension} video`);
    return { fileName, contentType: video, body };
  }
  const checked = checkUpload(fileName, body, RETURN_EVIDENCE_MAX_BYTES);
  return { fileName: checked.fileName, contentType: checked.contentType, body };
}

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
