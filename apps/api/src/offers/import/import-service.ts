import { and, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import { OfferMessageCode, type ImportAcceptResult, type ImportResult, type ImportRow } from '@bp/api-contract';
import type { DbExecutor } from '../../db/database';
import { withTransactionRetry } from '../../db/transaction-retry';
import { offerImports } from '../../db/schema';
import { businessRuleFailed, notFound } from '../../errors';
import type { ResolvedTenant } from '../../tenants/tenant-directory';
import { detectWorkbookKind } from './file-type';
import { loadLookup } from './import-lookup';
import { applyImportedOffers, IMPORT_BATCH_ROWS, type ApplyImportOptions } from './import-writer';
import { encodeReview, storedReview } from './review-store';
import { firstRowsOfItems, reviewRow, type ReviewedRow } from './row-validation';
import type { ReadImportSheet } from './sheet-parser';
import type { RawImportRow } from './sheet-reader';
import { Slots } from './slots';
import { mapInSlices } from '../../yielding';

// The bulk offer import's server side (spec 01 §2 Review Import, §4 Import, §7 Bulk import): an
// upload is checked and reviewed row by row into the buyer's one pending import (offer_imports);
// rows can be dropped from it, it can be cancelled, and accepting it writes the cart entries in
// one transaction. Every query is scoped to the tenant and the buyer: a buyer only ever sees and
// changes their own import. Work that grows with the file's rows is done in chunks and slices
// with turns of the event loop between them (src/yielding.ts), so a 20,000-row import never holds
// the other requests of the instance.

export interface ImportOwner {
  tenantId: string;
  userId: string;
}

export interface ImportUpload {
  fileName: string;
  /** The request's content type without parameters. */
  contentType: string;
  body: Buffer;
}

const ownImport = (owner: ImportOwner): SQL => and(eq(offerImports.tenantId, owner.tenantId), eq(offerImports.userId, owner.userId)) as SQL;

/** When the pending import last changed, to the microsecond (a JS Date keeps milliseconds). */
const updateStamp = sql<string>`${offerImports.updatedAt}::text`;

const nothingPending = () => businessRuleFailed(OfferMessageCode.IMPORT_NOTHING_PENDING, 'There is no pending import to submit; upload a file first');

/** The stored review as the contract's ImportResult (internal fields stay on the server). */
export function toImportResult(fileName: string, uploadedAt: Date, rows: ReviewedRow[]): ImportResult {
  const conflictOffers: ImportRow[] = [];
  const invalidOffers: ImportRow[] = [];
  const byWarehouse = new Map<string, ImportRow[]>();
  for (const reviewed of rows) {
    if (reviewed.section === 'invalid') invalidOffers.push(reviewed.row);
    else if (reviewed.section === 'conflict') conflictOffers.push(reviewed.row);
    else {
      const list = byWarehouse.get(reviewed.row.warehouse) ?? [];
      list.push(reviewed.row);
      byWarehouse.set(reviewed.row.warehouse, list);
    }
  }
  // Object.fromEntries defines own properties, so even a code like '__proto__' stays a plain key.
  return { conflictOffers, invalidOffers, validOffersMap: Object.fromEntries(byWarehouse), fileName, uploadedAt: uploadedAt.toISOString() };
}

/**
 * POST stocklist/offer/bulk-offer-import: checks and reviews the file and makes it the buyer's
 * pending import (replacing any earlier one). Any refusal is thrown before anything is written.
 */
export async function reviewUpload(
  db: DbExecutor,
  tenant: ResolvedTenant,
  userId: string,
  upload: ImportUpload,
  readSheet: ReadImportSheet,
  { lane = new Slots(1), batchRows = IMPORT_BATCH_ROWS.postgres }: { lane?: Slots; batchRows?: number } = {},
): Promise<ImportResult> {
  const kind = detectWorkbookKind(upload.fileName, upload.contentType, upload.body);
  const rawRows = await readSheet(upload.body, kind);
  return lane.run(() => storeReview(db, tenant, userId, upload.fileName, rawRows, batchRows));
}

async function storeReview(
  db: DbExecutor,
  tenant: ResolvedTenant,
  userId: string,
  fileName: string,
  rawRows: RawImportRow[],
  batchRows: number,
): Promise<ImportResult> {
  // A lookup query reads two columns of an item where a write statement writes a whole entry.
  const lookup = await loadLookup(db, tenant, userId, rawRows, 2 * batchRows);
  const firstRows = firstRowsOfItems();
  const reviewed = await mapInSlices(rawRows, (raw) => reviewRow(raw, lookup, firstRows));
  const review = await encodeReview(reviewed);
  const [stored] = await db
    .insert(offerImports)
    .values({ tenantId: tenant.id, userId, fileName, rows: [], review })
    .onConflictDoUpdate({
      target: [offerImports.tenantId, offerImports.userId],
      // excluded.*: the review travels to the database once, not a second time for the update.
      set: { fileName: sql`excluded.file_name`, rows: sql`excluded.rows`, review: sql`excluded.review`, createdAt: sql`now()`, updatedAt: sql`now()` },
    })
    .returning({ createdAt: offerImports.createdAt });
  return toImportResult(fileName, stored.createdAt, reviewed);
}

/**
 * DELETE stocklist/offer/bulk-offer-import/{key}: drops the row the key names from the review.
 * A key can name a row to apply and invalid duplicates of it: the row to apply goes first; when
 * there is none, the invalid rows with that key go. 404 without a pending import or such a row.
 */
export async function deleteReviewRow(db: DbExecutor, owner: ImportOwner, itemNumberWarehouse: string): Promise<ImportResult> {
  return withTransactionRetry(db, async (tx) => {
    const [pending] = await tx.select().from(offerImports).where(ownImport(owner)).for('update');
    if (!pending) throw notFound('There is no pending import', OfferMessageCode.IMPORT_NOTHING_PENDING);
    const rows = await storedReview(pending);
    const matches = (reviewed: ReviewedRow) => reviewed.row.itemNumberWarehouse === itemNumberWarehouse;
    const actionable = rows.findIndex((reviewed) => matches(reviewed) && reviewed.section !== 'invalid');
    const remaining = actionable >= 0 ? rows.filter((_, index) => index !== actionable) : rows.filter((reviewed) => !matches(reviewed));
    if (remaining.length === rows.length) throw notFound('The pending import has no such row', undefined, [itemNumberWarehouse]);
    await tx
      .update(offerImports)
      .set({ rows: [], review: await encodeReview(remaining) })
      .where(ownImport(owner));
    return toImportResult(pending.fileName, pending.createdAt, remaining);
  });
}

/**
 * GET stocklist/offer/bulk-offer-import: the buyer's pending review as it stands (after deleted
 * rows), so the Review Import screen survives a reload or a second tab. 404 when none is pending.
 */
export async function pendingImport(db: DbExecutor, owner: ImportOwner): Promise<ImportResult> {
  const [pending] = await db.select().from(offerImports).where(ownImport(owner));
  if (!pending) throw notFound('There is no pending import', OfferMessageCode.IMPORT_NOTHING_PENDING);
  return toImportResult(pending.fileName, pending.createdAt, await storedReview(pending));
}

/** POST …/cancel: forgets the pending import (nothing pending is fine too). */
export async function cancelImport(db: DbExecutor, owner: ImportOwner): Promise<void> {
  await db.delete(offerImports).where(ownImport(owner));
}

/**
 * POST …/accept: in one transaction, with the pending import locked (a concurrent accept or upload
 * waits), writes the valid and conflict rows to the cart (invalid rows are ignored) and deletes
 * the pending import. 422 IMPORT_NOTHING_PENDING when there is none. The review is read and
 * unpacked before the transaction (on PGlite a transaction holds every other query), and again
 * inside it only when it changed meanwhile.
 */
export async function acceptImport(
  db: DbExecutor,
  owner: ImportOwner,
  options: Pick<ApplyImportOptions, 'rowLocks' | 'batchRows'> & { lane?: Slots } = {},
): Promise<ImportAcceptResult> {
  return (options.lane ?? new Slots(1)).run(() => writeImport(db, owner, options));
}

async function writeImport(db: DbExecutor, owner: ImportOwner, options: Pick<ApplyImportOptions, 'rowLocks' | 'batchRows'>): Promise<ImportAcceptResult> {
  const [before] = await db
    .select({ ...getTableColumns(offerImports), stamp: updateStamp })
    .from(offerImports)
    .where(ownImport(owner));
  const rowsBefore = before ? await storedReview(before) : [];
  return withTransactionRetry(db, async (tx) => {
    const [pending] = await tx.select({ stamp: updateStamp }).from(offerImports).where(ownImport(owner)).for('update');
    if (!pending) throw nothingPending();
    let rows = rowsBefore;
    if (pending.stamp !== before?.stamp) {
      const [changed] = await tx.select().from(offerImports).where(ownImport(owner));
      rows = await storedReview(changed);
    }
    const requests = rows.flatMap((reviewed) =>
      reviewed.section !== 'invalid' && reviewed.itemId !== null && reviewed.apply !== null
        ? [{ itemId: reviewed.itemId, offerQuantity: reviewed.apply.offerQuantity, offerPrice: reviewed.apply.offerPrice }]
        : [],
    );
    const result = requests.length > 0 ? await applyImportedOffers(tx, owner, requests, options) : { created: 0, overwritten: 0 };
    await tx.delete(offerImports).where(ownImport(owner));
    return result;
  });
}
