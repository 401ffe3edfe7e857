import { asc, eq, inArray } from 'drizzle-orm';
import {
  OnboardingMessage,
  OnboardingMessageCode,
  POE_FIELD_SEPARATOR,
  POE_UPLOAD_TOKEN_TTL_SECONDS,
  PROOF_OF_EXPORT_UPLOAD_PATH,
  type PendingDocuments,
} from '@bp/api-contract';
import type { Database, DbExecutor } from '../db/database';
import { proofOfExportDocuments, type ProofOfExportDocumentRow } from '../db/schema';
import { allOf, scoped } from '../db/scoped';
import { AppError, businessRuleFailed } from '../errors';
import type { FileStorage } from '../files/file-storage';
import { checkFileToken, issueFileToken } from '../files/file-tokens';
import type { UploadedPart } from '../files/multipart-files';
import { insertStoredFile, storeFile } from '../files/stored-files';
import { checkUpload } from '../files/upload-checks';

// Proof of export (spec 01 §7, 03 §4, §7): the seller asks a buyer for documents; the buyer
// uploads them with a short-lived poe-upload-token; while submitted proof awaits the seller's
// approval, pay and ship now is disabled (disablePayAndShipNow, read by the checkout).

const OWED: ProofOfExportDocumentRow['status'][] = ['PENDING', 'REJECTED'];

/** GET account/pending-documents: what is owed, the upload URL and token, and whether pay and ship is off. */
export async function pendingDocuments(db: DbExecutor, tenantId: string, userId: string, origin: string): Promise<PendingDocuments> {
  const rows = await scoped(db, tenantId).findMany(proofOfExportDocuments, eq(proofOfExportDocuments.userId, userId), {
    orderBy: [asc(proofOfExportDocuments.createdAt)],
  });
  const owed = rows.filter((row) => OWED.includes(row.status));
  const awaitingApproval = rows.some((row) => row.status === 'SUBMITTED');
  const authToken =
    owed.length > 0 ? (await issueFileToken(db, { tenantId, userId, purpose: 'POE_UPLOAD', ttlSeconds: POE_UPLOAD_TOKEN_TTL_SECONDS })).token : '';
  return {
    documents: owed.map((row) => ({ documentId: row.id, documentName: row.documentName, documentDescription: row.documentDescription })),
    documentUploadUrl: `${origin}${PROOF_OF_EXPORT_UPLOAD_PATH}`,
    authToken,
    disablePayAndShipNow: awaitingApproval,
    isOpen: owed.length > 0,
  };
}

/** Whether the buyer's pay and ship now is disabled (submitted proof awaiting approval). */
export async function payAndShipDisabled(db: DbExecutor, tenantId: string, userId: string): Promise<boolean> {
  const row = await scoped(db, tenantId).findOne(
    proofOfExportDocuments,
    allOf(eq(proofOfExportDocuments.userId, userId), eq(proofOfExportDocuments.status, 'SUBMITTED')),
  );
  return row !== undefined;
}

/** {documentId}__{file name} → its two parts (the name may itself contain "__"). */
export function parsePoeFieldName(fieldName: string): { documentId: string; fileName: string } | undefined {
  const at = fieldName.indexOf(POE_FIELD_SEPARATOR);
  if (at <= 0) return undefined;
  return { documentId: fieldName.slice(0, at), fileName: fieldName.slice(at + POE_FIELD_SEPARATOR.length) };
}

const tokenRefused = () =>
  new AppError(401, OnboardingMessageCode.POE_TOKEN_INVALID, 'The upload token is missing or expired; fetch the pending documents again');

/**
 * The upload: the token must be live and the user's; every file must name an owed document and
 * pass the upload checks before any is stored; each document then becomes SUBMITTED.
 */
export async function uploadProofOfExport(
  db: Database,
  storage: FileStorage,
  tenantId: string,
  userId: string,
  token: string | undefined,
  files: UploadedPart[],
): Promise<{ uploaded: { documentId: string; fileName: string }[]; message: string }> {
  const check = token ? await checkFileToken(db, tenantId, 'POE_UPLOAD', token) : ({ state: 'unknown' } as const);
  if (check.state !== 'valid' || check.userId !== userId) throw tokenRefused();
  const rows = await scoped(db, tenantId).findMany(proofOfExportDocuments, eq(proofOfExportDocuments.userId, userId));
  const owed = new Map(rows.filter((row) => OWED.includes(row.status)).map((row) => [row.id, row]));
  if (owed.size === 0) throw businessRuleFailed(OnboardingMessageCode.POE_NOTHING_PENDING, 'No proof of export is pending');

  const checked = files.map((file) => {
    const parsed = parsePoeFieldName(file.fieldName);
    if (!parsed || !owed.has(parsed.documentId))
      throw businessRuleFailed(OnboardingMessageCode.POE_NOTHING_PENDING, OnboardingMessage.POE_DOCUMENT_REQUIRED, { field: file.fieldName.slice(0, 200) });
    return { documentId: parsed.documentId, upload: checkUpload(parsed.fileName || file.fileName, file.body), body: file.body };
  });
  if (new Set(checked.map((file) => file.documentId)).size !== checked.length) throw new AppError(400, 'BAD_REQUEST', 'One file per document');

  const uploaded: { documentId: string; fileName: string }[] = [];
  for (const file of checked) {
    await storeFile(storage, tenantId, { fileName: file.upload.fileName, contentType: file.upload.contentType, body: file.body }, (fileId, storageKey) =>
      db.transaction(async (tx) => {
        const stored = await insertStoredFile(tx, tenantId, userId, fileId, storageKey, {
          fileName: file.upload.fileName,
          contentType: file.upload.contentType,
          body: file.body,
        });
        const updated = await scoped(tx, tenantId).update(
          proofOfExportDocuments,
          { status: 'SUBMITTED', fileId: stored.id, submittedAt: new Date() },
          allOf(eq(proofOfExportDocuments.id, file.documentId), inArray(proofOfExportDocuments.status, OWED)),
        );
        if (updated.length === 0) throw new AppError(409, 'CONFLICT', 'The document changed meanwhile; reload and try again');
      }),
    );
    uploaded.push({ documentId: file.documentId, fileName: file.upload.fileName });
  }
  return { uploaded, message: OnboardingMessage.POE_UPLOADED };
}
