import { asc, eq, inArray, isNotNull } from 'drizzle-orm';
import { Authority, BUYER_GROUP, OnboardingMessageCode, UNVERIFIED_PROSPECT, VERIFIED_PROSPECT } from '@bp/api-contract';
import type { Database, DbExecutor } from '../db/database';
import { accountDocuments, accountSetups, proofOfExportDocuments, users, type PoeStatus, type UserRow } from '../db/schema';
import { allOf, scoped } from '../db/scoped';
import { businessRuleFailed, notFound } from '../errors';
import type { FileStorage } from '../files/file-storage';
import { findStoredFile } from '../files/stored-files';
import { accountDocumentsOf, expiryAfter } from './account-documents-service';
import { definitionTypeOf, loadDefinition } from './onboarding-definitions';

// The seller's side of onboarding (ops routes and `npm run ops -- accounts …`): submitted
// applications, the review of their documents, the approval that lets the user into the portal,
// and proof of export.

/** What an approved account may do at first (the seller widens it later). */
export const APPROVED_ACCOUNT_AUTHORITIES: readonly string[] = [Authority.CAN_BUY_ONLINE, Authority.CAN_SET_STOCKLIST_ALERT, Authority.VIEW_ORDER];

async function userByEmail(db: DbExecutor, tenantId: string, email: string): Promise<UserRow> {
  const user = await scoped(db, tenantId).findOne(users, eq(users.email, email.trim().toLowerCase()));
  if (!user) throw notFound(`No user ${email.slice(0, 200)}`);
  return user;
}

export interface SellerApplication {
  userId: string;
  email: string;
  name: string;
  businessName: string | null;
  submittedStatus: string | null;
  submittedAt: string | null;
  groups: string[];
  onboardingStatus: string | null;
  documents: {
    documentReferenceId: string;
    documentName: string;
    documentStatus: string;
    uploadedDocumentId: string | null;
    uploadedDocumentName: string | null;
    rejectionReason: string | null;
  }[];
}

async function applicationOf(db: DbExecutor, tenantId: string, user: UserRow): Promise<SellerApplication> {
  const setup = await scoped(db, tenantId).findOne(accountSetups, eq(accountSetups.userId, user.id));
  const definition = await loadDefinition(db, tenantId, definitionTypeOf(user));
  const { documents } = await accountDocumentsOf(db, tenantId, user);
  return {
    userId: user.id,
    email: user.email,
    name: `${user.firstName} ${user.lastName}`,
    businessName: (definition.businessNameField && setup?.answers[definition.businessNameField]) || null,
    submittedStatus: setup?.submittedStatus ?? null,
    submittedAt: setup?.submittedAt?.toISOString() ?? null,
    groups: user.groups,
    onboardingStatus: user.onboardingStatus,
    documents: documents.map((document) => ({
      documentReferenceId: document.documentReferenceId,
      documentName: document.documentName,
      documentStatus: document.documentStatus,
      uploadedDocumentId: document.uploadedDocumentId,
      uploadedDocumentName: document.uploadedDocumentName,
      rejectionReason: document.rejectionReason,
    })),
  };
}

/** Submitted applications, oldest first; `pending` keeps those whose user is not a Buyer yet. */
export async function listApplications(db: DbExecutor, tenantId: string, options: { pending?: boolean } = {}): Promise<SellerApplication[]> {
  const scope = scoped(db, tenantId);
  const rows = await db
    .select({ user: users })
    .from(accountSetups)
    .innerJoin(users, scope.join(users.id, accountSetups.userId))
    .where(scope.where(accountSetups, isNotNull(accountSetups.submittedAt)))
    .orderBy(asc(accountSetups.submittedAt));
  const selected = options.pending ? rows.filter((row) => !row.user.groups.includes(BUYER_GROUP)) : rows;
  return Promise.all(selected.map((row) => applicationOf(db, tenantId, row.user)));
}

export async function application(db: DbExecutor, tenantId: string, email: string): Promise<SellerApplication> {
  return applicationOf(db, tenantId, await userByEmail(db, tenantId, email));
}

export type DocumentReview = { kind: 'verify' } | { kind: 'reject'; reason: string };

/** Verify (TO_REVIEW → VERIFIED, expiring after the definition's validForDays) or reject with a reason the buyer sees. */
export async function reviewDocument(
  db: Database,
  tenantId: string,
  email: string,
  documentKey: string,
  review: DocumentReview,
  now = new Date(),
): Promise<SellerApplication> {
  const user = await userByEmail(db, tenantId, email);
  const definition = await loadDefinition(db, tenantId, definitionTypeOf(user));
  const document = definition.documents.find((candidate) => candidate.key === documentKey);
  if (!document) throw notFound(`No document ${documentKey.slice(0, 100)}`);
  await db.transaction(async (tx) => {
    const scope = scoped(tx, tenantId);
    const row = await scope.findOneForUpdate(accountDocuments, allOf(eq(accountDocuments.userId, user.id), eq(accountDocuments.documentKey, documentKey)));
    if (!row?.fileId) throw businessRuleFailed(OnboardingMessageCode.DOCUMENT_REQUIRED, `${document.documentName} has not been uploaded`);
    if (review.kind === 'verify') {
      if (row.reviewStatus !== 'TO_REVIEW')
        throw businessRuleFailed('DOCUMENT_NOT_TO_REVIEW', `${document.documentName} is ${row.reviewStatus}, not TO_REVIEW`);
      await scope.update(
        accountDocuments,
        { reviewStatus: 'VERIFIED', verifiedAt: now, expiresAt: expiryAfter(now, document.validForDays), rejectionReason: null },
        eq(accountDocuments.id, row.id),
      );
    } else {
      await scope.update(
        accountDocuments,
        { reviewStatus: 'REJECTED', rejectionReason: review.reason, verifiedAt: null, expiresAt: null },
        eq(accountDocuments.id, row.id),
      );
    }
  });
  return applicationOf(db, tenantId, user);
}

/**
 * Approve an account: the user joins the Buyer group (and can sign in to the portal) as a
 * prospect, verified (may check out) or not.
 */
export async function approveAccount(db: Database, tenantId: string, email: string, options: { verified?: boolean } = {}): Promise<SellerApplication> {
  const user = await userByEmail(db, tenantId, email);
  const setup = await scoped(db, tenantId).findOne(accountSetups, eq(accountSetups.userId, user.id));
  if (!setup?.submittedAt && !user.groups.includes(BUYER_GROUP))
    throw businessRuleFailed(OnboardingMessageCode.SETUP_NOT_READY, `${user.email} has not submitted an account application`);
  const groups = user.groups.includes(BUYER_GROUP) ? user.groups : [...user.groups, BUYER_GROUP];
  const authorities = user.authorities.length > 0 ? user.authorities : [...APPROVED_ACCOUNT_AUTHORITIES];
  const [updated] = await scoped(db, tenantId).update(
    users,
    {
      groups,
      authorities,
      buyerType: user.buyerType ?? 'PROSPECT',
      onboardingStatus: user.buyerType === 'CUSTOMER' ? user.onboardingStatus : options.verified ? VERIFIED_PROSPECT : UNVERIFIED_PROSPECT,
    },
    eq(users.id, user.id),
  );
  return applicationOf(db, tenantId, updated);
}

export interface SellerProofOfExport {
  documentId: string;
  email: string;
  documentName: string;
  documentDescription: string[];
  status: PoeStatus;
  uploadedDocumentId: string | null;
  submittedAt: string | null;
}

const toSellerPoe = (row: typeof proofOfExportDocuments.$inferSelect, email: string): SellerProofOfExport => ({
  documentId: row.id,
  email,
  documentName: row.documentName,
  documentDescription: row.documentDescription,
  status: row.status,
  uploadedDocumentId: row.fileId,
  submittedAt: row.submittedAt?.toISOString() ?? null,
});

/** Ask a buyer for a proof-of-export document (it shows in their pending documents). */
export async function requestProofOfExport(
  db: DbExecutor,
  tenantId: string,
  email: string,
  request: { documentName: string; documentDescription: string[] },
): Promise<SellerProofOfExport> {
  const user = await userByEmail(db, tenantId, email);
  const [row] = await scoped(db, tenantId).insert(proofOfExportDocuments, {
    userId: user.id,
    documentName: request.documentName,
    documentDescription: request.documentDescription,
  });
  return toSellerPoe(row, user.email);
}

export async function listProofOfExport(db: DbExecutor, tenantId: string, statuses: PoeStatus[] = ['SUBMITTED']): Promise<SellerProofOfExport[]> {
  const scope = scoped(db, tenantId);
  const rows = await db
    .select({ row: proofOfExportDocuments, email: users.email })
    .from(proofOfExportDocuments)
    .innerJoin(users, scope.join(users.id, proofOfExportDocuments.userId))
    .where(scope.where(proofOfExportDocuments, inArray(proofOfExportDocuments.status, statuses)))
    .orderBy(asc(proofOfExportDocuments.createdAt));
  return rows.map(({ row, email }) => toSellerPoe(row, email));
}

/** Approve (pay and ship comes back once nothing else is awaiting approval) or reject (owed again). */
export async function reviewProofOfExport(
  db: DbExecutor,
  tenantId: string,
  documentId: string,
  decision: 'APPROVED' | 'REJECTED',
): Promise<SellerProofOfExport> {
  if (!/^[0-9a-f-]{36}$/i.test(documentId)) throw notFound('No such proof of export');
  const scope = scoped(db, tenantId);
  const row = await scope.findOne(proofOfExportDocuments, eq(proofOfExportDocuments.id, documentId));
  if (!row) throw notFound('No such proof of export');
  if (row.status !== 'SUBMITTED') throw businessRuleFailed('POE_NOT_SUBMITTED', `The proof of export is ${row.status}, not SUBMITTED`);
  const [updated] = await scope.update(proofOfExportDocuments, { status: decision, reviewedAt: new Date() }, eq(proofOfExportDocuments.id, documentId));
  const owner = await scope.findOne(users, eq(users.id, updated.userId));
  return toSellerPoe(updated, owner?.email ?? '');
}

/** The bytes of any stored file of the tenant, for the seller's review. */
export async function sellerFile(
  db: DbExecutor,
  storage: FileStorage,
  tenantId: string,
  fileId: string,
): Promise<{ fileName: string; contentType: string; body: Buffer }> {
  const file = await findStoredFile(db, tenantId, fileId);
  const body = file ? await storage.get(file.storageKey) : undefined;
  if (!file || !body) throw notFound('No such file');
  return { fileName: file.fileName, contentType: file.contentType, body };
}
