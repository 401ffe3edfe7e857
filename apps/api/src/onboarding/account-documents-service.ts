import { eq } from 'drizzle-orm';
import {
  DOWNLOAD_LINK_TTL_SECONDS,
  DocumentType,
  OnboardingMessageCode,
  ONLINE_FORM_PATHS,
  OnlineFormKind,
  type AccountDetails,
  type AccountDocument,
  type AccountDocuments,
  type OnboardingSettings,
  type UploadedDocument,
} from '@bp/api-contract';
import type { Database, DbExecutor } from '../db/database';
import { accountDocuments, accountSetups, salesReps, storedFiles, users, type AccountDocumentRow, type StoredFileRow, type UserRow } from '../db/schema';
import { allOf, scoped } from '../db/scoped';
import { AppError, businessRuleFailed, notFound } from '../errors';
import { buyerTypeOf } from '../account/user-info';
import type { FileStorage } from '../files/file-storage';
import { checkFileToken, issueFileToken } from '../files/file-tokens';
import { findStoredFile, insertStoredFile, storeFile, type FileToStore } from '../files/stored-files';
import { aggregateDocumentStatus, compareDocuments, documentStatusOf } from './document-status';
import type { DefinitionDocument, OnboardingDefinition } from '../tenants/onboarding-definition';
import { definitionTypeOf, loadDefinition } from './onboarding-definitions';

// Account details, documents, their download links and uploads (spec 03 §2 Account details, §3,
// §4 Documents, §7). A buyer only ever reaches their own rows: every query names the tenant and
// the user, and another buyer's document id answers 404 like an unknown one.

const day = 86_400_000;
const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

export async function findUser(db: DbExecutor, tenantId: string, userId: string): Promise<UserRow> {
  const user = await scoped(db, tenantId).findOne(users, eq(users.id, userId));
  if (!user) throw notFound('User not found');
  return user;
}

/** One row per document of the definition (created MISSING); rows already there are kept. */
export async function ensureDocumentRows(db: DbExecutor, tenantId: string, userId: string, definition: OnboardingDefinition): Promise<void> {
  if (definition.documents.length === 0) return;
  await db
    .insert(accountDocuments)
    .values(definition.documents.map((document) => ({ tenantId, userId, documentKey: document.key })))
    .onConflictDoNothing();
}

interface DocumentWithFile {
  row: AccountDocumentRow;
  file: StoredFileRow | null;
}

async function documentRowsOf(db: DbExecutor, tenantId: string, userId: string): Promise<DocumentWithFile[]> {
  const scope = scoped(db, tenantId);
  const rows = await db
    .select({ row: accountDocuments, file: storedFiles })
    .from(accountDocuments)
    .leftJoin(storedFiles, scope.join(storedFiles.id, accountDocuments.fileId))
    .where(scope.where(accountDocuments, eq(accountDocuments.userId, userId)));
  return rows;
}

function formOf(document: DefinitionDocument) {
  return document.documentType === DocumentType.ONLINE_FORM && document.form ? document.form : null;
}

function categoryOf(document: DefinitionDocument): string | null {
  const form = formOf(document);
  if (form === OnlineFormKind.EUS || form === OnlineFormKind.EUS_V1) return 'EUS';
  if (form === OnlineFormKind.EUS_ADDENDUM) return 'EUS_ADDENDUM';
  return null;
}

function toAccountDocument(
  document: DefinitionDocument,
  entry: DocumentWithFile,
  eus: { name: string; signedOn: string | null } | null,
  now: Date,
): AccountDocument {
  const form = formOf(document);
  return {
    id: entry.row.id,
    documentName: document.documentName,
    documentDescription: document.documentDescription,
    documentStatus: documentStatusOf(entry.row, document.required, now),
    documentType: document.documentType,
    documentCategory: categoryOf(document),
    documentPath: form ? ONLINE_FORM_PATHS[form] : null,
    documentReferenceId: document.key,
    uploadedDocumentId: entry.file?.id ?? null,
    uploadedDocumentName: entry.file?.fileName ?? null,
    uploadedDate: iso(entry.row.uploadedAt),
    expiryDate: iso(entry.row.expiresAt),
    rejectionReason: entry.row.rejectionReason,
    addressSpecific: Boolean(entry.row.addressId),
    ruleBased: Boolean(document.locations?.length),
    locations: document.locations ?? [],
    documentInstructions: document.documentInstructions ?? null,
    documentInstructionType: document.documentInstructionType ?? null,
    metadata: { shippingAddress: entry.row.addressId ? { addressId: entry.row.addressId } : null },
    eusDocumentName: eus?.name ?? null,
    eusSignedOnDate: eus?.signedOn ?? null,
  };
}

/** The documents of the definition with the user's rows, sorted by status (spec 03 §4). */
export async function accountDocumentsOf(
  db: DbExecutor,
  tenantId: string,
  user: UserRow,
  now = new Date(),
): Promise<{ definition: OnboardingDefinition; documents: AccountDocument[] }> {
  const definition = await loadDefinition(db, tenantId, definitionTypeOf(user));
  let entries = await documentRowsOf(db, tenantId, user.id);
  if (definition.documents.some((document) => !entries.some((entry) => entry.row.documentKey === document.key))) {
    await ensureDocumentRows(db, tenantId, user.id, definition);
    entries = await documentRowsOf(db, tenantId, user.id);
  }
  const byKey = new Map(entries.map((entry) => [entry.row.documentKey, entry]));
  const eusDocument = definition.documents.find((document) => categoryOf(document) === 'EUS');
  const eusEntry = eusDocument ? byKey.get(eusDocument.key) : undefined;
  const eus = eusDocument ? { name: eusDocument.documentName, signedOn: eusEntry?.row.formData ? iso(eusEntry.row.uploadedAt) : null } : null;
  const documents = definition.documents
    .map((document) => {
      const entry = byKey.get(document.key);
      return entry ? toAccountDocument(document, entry, eus, now) : undefined;
    })
    .filter((document): document is AccountDocument => document !== undefined)
    .sort(compareDocuments);
  return { definition, documents };
}

/** GET account documents: the aggregate status and the sorted rows. */
export async function listAccountDocuments(db: DbExecutor, tenantId: string, userId: string, now = new Date()): Promise<AccountDocuments> {
  const user = await findUser(db, tenantId, userId);
  const { definition, documents } = await accountDocumentsOf(db, tenantId, user, now);
  return {
    documentStatus: aggregateDocumentStatus(
      documents.map((document) => document.documentStatus),
      definition.settings.documentGenerationMethod,
    ),
    documents,
  };
}

/** GET onboarding settings: the notices for the user's buyer type. */
export async function onboardingSettings(db: DbExecutor, tenantId: string, userId: string): Promise<OnboardingSettings> {
  const user = await findUser(db, tenantId, userId);
  const definition = await loadDefinition(db, tenantId, definitionTypeOf(user));
  return { buyerType: buyerTypeOf(user), ...definition.settings };
}

/** GET account details: business name (from account setup), aggregate status, customer id, sales rep. */
export async function accountDetails(db: DbExecutor, tenantId: string, userId: string, now = new Date()): Promise<AccountDetails> {
  const scope = scoped(db, tenantId);
  const user = await findUser(db, tenantId, userId);
  const { definition, documents } = await accountDocumentsOf(db, tenantId, user, now);
  const setup = await scope.findOne(accountSetups, eq(accountSetups.userId, userId));
  const rep = user.salesRepId ? await scope.findOne(salesReps, eq(salesReps.id, user.salesRepId)) : undefined;
  const businessName = (definition.businessNameField && setup?.answers[definition.businessNameField]) || `${user.firstName} ${user.lastName}`.trim();
  return {
    id: user.id,
    businessName,
    documentStatus: aggregateDocumentStatus(
      documents.map((document) => document.documentStatus),
      definition.settings.documentGenerationMethod,
    ),
    buyerType: buyerTypeOf(user),
    customerId: user.prospectId,
    salesRepName: rep?.name ?? null,
    phone: rep?.phone ?? null,
    email: rep?.email ?? null,
    whatsapp: rep?.whatsapp ?? null,
    onboardingStatus: setup?.submittedStatus ?? null,
  };
}

/** The user's document row by its key (documentReferenceId), with its definition; 404 otherwise. */
export async function documentByKey(
  db: DbExecutor,
  tenantId: string,
  user: UserRow,
  documentKey: string,
): Promise<{ definition: OnboardingDefinition; document: DefinitionDocument; row: AccountDocumentRow }> {
  const definition = await loadDefinition(db, tenantId, definitionTypeOf(user));
  const document = definition.documents.find((candidate) => candidate.key === documentKey);
  if (!document) throw notFound(`No document ${documentKey.slice(0, 100)}`);
  await ensureDocumentRows(db, tenantId, user.id, definition);
  const row = await scoped(db, tenantId).findOne(accountDocuments, allOf(eq(accountDocuments.userId, user.id), eq(accountDocuments.documentKey, documentKey)));
  if (!row) throw notFound(`No document ${documentKey.slice(0, 100)}`);
  return { definition, document, row };
}

/**
 * GET download-uploaded-document: a signed link to one of the user's own uploaded files, valid
 * DOWNLOAD_LINK_TTL_SECONDS. Another buyer's file id is 404 like an unknown one.
 */
export async function createDownloadLink(
  db: DbExecutor,
  tenantId: string,
  userId: string,
  uploadedDocumentId: string,
  origin: string,
  signedFilePath: string,
): Promise<{ url: string; expiresAt: string }> {
  const file = await findStoredFile(db, tenantId, uploadedDocumentId);
  if (!file || file.userId !== userId) throw notFound('No such uploaded document');
  const { token, expiresAt } = await issueFileToken(db, { tenantId, userId, purpose: 'DOWNLOAD', fileId: file.id, ttlSeconds: DOWNLOAD_LINK_TTL_SECONDS });
  return { url: `${origin}${signedFilePath}/${token}`, expiresAt: expiresAt.toISOString() };
}

/** The bytes behind a signed link: 404 unknown, 410 expired. */
export async function readSignedFile(db: DbExecutor, storage: FileStorage, tenantId: string, token: string): Promise<{ file: StoredFileRow; body: Buffer }> {
  const check = await checkFileToken(db, tenantId, 'DOWNLOAD', token);
  if (check.state === 'expired') throw new AppError(410, OnboardingMessageCode.LINK_EXPIRED, 'This download link has expired; download the document again');
  if (check.state === 'unknown' || !check.fileId) throw notFound('No such download link');
  const file = await findStoredFile(db, tenantId, check.fileId);
  const body = file ? await storage.get(file.storageKey) : undefined;
  if (!file || !body) throw notFound('The document is no longer stored');
  return { file, body };
}

/**
 * Upload of a missing document (spec 03 §7): an UPLOAD document that is not currently verified.
 * `replacing` (header uploadedDocumentId), when sent, must name the file the document has now.
 * The upload goes to the seller's review (TO_REVIEW); the file is stored only once all checks pass.
 */
export async function uploadAccountDocument(
  db: Database,
  storage: FileStorage,
  tenantId: string,
  userId: string,
  documentKey: string,
  replacing: string | undefined,
  file: FileToStore,
  now = new Date(),
): Promise<UploadedDocument> {
  const user = await findUser(db, tenantId, userId);
  const { document, row } = await documentByKey(db, tenantId, user, documentKey);
  if (document.documentType !== DocumentType.UPLOAD) {
    throw businessRuleFailed(
      OnboardingMessageCode.DOCUMENT_NOT_REPLACEABLE,
      `${document.documentName} is an online form: fill it in instead of uploading a file`,
    );
  }
  const status = documentStatusOf(row, document.required, now);
  if (status === 'VERIFIED')
    throw businessRuleFailed(OnboardingMessageCode.DOCUMENT_NOT_REPLACEABLE, `${document.documentName} is verified and cannot be replaced`);
  if (replacing && replacing !== row.fileId) throw notFound('No such uploaded document');
  return attachFile(db, storage, tenantId, userId, row, file, now);
}

/** Stores the file and points the document row at it (TO_REVIEW), in one transaction. */
export async function attachFile(
  db: Database,
  storage: FileStorage,
  tenantId: string,
  userId: string,
  row: AccountDocumentRow,
  file: FileToStore,
  now: Date,
  formData?: Record<string, unknown>,
  addressId?: string | null,
): Promise<UploadedDocument> {
  return storeFile(storage, tenantId, file, (fileId, storageKey) =>
    db.transaction(async (tx) => {
      const scope = scoped(tx, tenantId);
      const locked = await scope.findOneForUpdate(accountDocuments, eq(accountDocuments.id, row.id));
      if (!locked || locked.fileId !== row.fileId) throw new AppError(409, 'CONFLICT', 'The document changed meanwhile; reload and try again');
      const stored = await insertStoredFile(tx, tenantId, userId, fileId, storageKey, file);
      await scope.update(
        accountDocuments,
        {
          fileId: stored.id,
          reviewStatus: 'TO_REVIEW',
          uploadedAt: now,
          rejectionReason: null,
          verifiedAt: null,
          expiresAt: null,
          ...(formData ? { formData, addressId: addressId ?? null } : {}),
        },
        eq(accountDocuments.id, row.id),
      );
      return {
        documentReferenceId: row.documentKey,
        uploadedDocumentId: stored.id,
        uploadedDocumentName: stored.fileName,
        documentStatus: 'TO_REVIEW' as const,
      };
    }),
  );
}

/** Days → the expiry of a document verified now. */
export const expiryAfter = (now: Date, days: number | undefined) => (days ? new Date(now.getTime() + days * day) : null);
