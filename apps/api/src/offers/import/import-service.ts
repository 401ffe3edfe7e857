import { and, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import { OfferMessageCode, OfferStatus, TENANT_DEFAULTS, type ImportAcceptResult, type ImportResult, type ImportRow } from '@bp/api-contract';
import { toCents } from '@bp/util-stocklist';
import type { DbExecutor } from '../../db/database';
import { withTransactionRetry } from '../../db/transaction-retry';
import { networkParticipants, offerImports, offers, stockItemGroups, stockItems, warehouses } from '../../db/schema';
import { sameTenant } from '../../db/scoped';
import { businessRuleFailed, notFound } from '../../errors';
import { isReseller, itemKeyOf } from '../../stock/catalogue-service';
import type { ResolvedTenant } from '../../tenants/tenant-directory';
import { applyImportedOffers } from '../offer-service';
import { detectWorkbookKind } from './file-type';
import { reviewRows, warehouseCodeKey, warehouseLabelKey, cellText, type ExistingCartEntry, type ImportCandidate, type ImportLookup, type ReviewedRow, type VisibleWarehouse } from './row-validation';
import type { ReadImportSheet } from './sheet-parser';
import type { RawImportRow } from './sheet-reader';

// The bulk offer import's server side (spec 01 §2 Review Import, §4 Import, §7 Bulk import): an
// upload is checked and reviewed row by row into the buyer's one pending import (offer_imports);
// rows can be dropped from it, it can be cancelled, and accepting it writes the cart entries in
// one transaction. Every query is scoped to the tenant and the buyer: a buyer only ever sees and
// changes their own import.

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

const nothingPending = () => businessRuleFailed(OfferMessageCode.IMPORT_NOTHING_PENDING, 'There is no pending import to submit; upload a file first');

/** The decimals a price may have: the tenant's currencyPrecision, never more than the columns keep (2). */
export function priceDecimalsOf(tenant: ResolvedTenant): number {
  const precision = tenant.settings.currencyPrecision ?? TENANT_DEFAULTS.currencyPrecision;
  return Math.max(0, Math.min(2, precision));
}

/** What an order from the cart would use for an entry (see StocklistOfferSchema's checkOut fields). */
function checkoutOf(entry: { status: string; offerQuantity: number; offerPrice: string; counterPrice: string | null; minimumCheckoutQuantity: number | null; listPrice: string }): ExistingCartEntry {
  const status = entry.status as OfferStatus;
  switch (status) {
    case OfferStatus.BUY_AT_LIST:
    case OfferStatus.PRICE_DROPPED:
      return { status, checkoutQuantity: entry.offerQuantity, checkoutPriceCents: toCents(entry.listPrice) };
    case OfferStatus.COUNTERED:
      return {
        status,
        checkoutQuantity: Math.max(entry.offerQuantity, entry.minimumCheckoutQuantity ?? 0),
        checkoutPriceCents: toCents(entry.counterPrice ?? entry.offerPrice),
      };
    default:
      return { status, checkoutQuantity: entry.offerQuantity, checkoutPriceCents: toCents(entry.offerPrice) };
  }
}

/** Everything the row rules need, for the whole file in a handful of queries (none per row). */
async function loadLookup(db: DbExecutor, tenant: ResolvedTenant, userId: string, rawRows: RawImportRow[]): Promise<ImportLookup> {
  const reseller = await isReseller(db, tenant.id, userId);
  // Partner stock is visible to network resellers only (as in the stock list).
  const visibleWarehouse = reseller ? undefined : isNull(warehouses.participantId);

  const warehouseRows = await db
    .select({ code: warehouses.code, label: warehouses.label })
    .from(warehouses)
    .where(and(eq(warehouses.tenantId, tenant.id), visibleWarehouse));
  const warehousesByName = new Map<string, VisibleWarehouse[]>();
  const addName = (name: string, warehouse: VisibleWarehouse) => {
    const list = warehousesByName.get(name) ?? [];
    if (!list.includes(warehouse)) list.push(warehouse);
    warehousesByName.set(name, list);
  };
  for (const warehouse of warehouseRows) {
    addName(warehouseCodeKey(warehouse.code), warehouse);
    addName(warehouseLabelKey(warehouse.label), warehouse);
  }

  const itemNumbers = [...new Set(rawRows.map((row) => cellText(row.itemNumber)).filter((text) => text !== ''))];
  const itemsByKey = new Map<string, ImportCandidate>();
  const knownItemNumbers = new Set<string>();
  // The file's item numbers travel as one JSON parameter: one query, whatever the row count
  // (thousands of bind parameters make the planner, and PGlite in particular, slow).
  const wanted = sql`(select jsonb_array_elements_text(${JSON.stringify(itemNumbers)}::jsonb))`;
  const rows = await db
    .select({
      itemId: stockItems.id,
      itemNumber: stockItems.itemNumber,
      pxnItemNumber: stockItems.pxnItemNumber,
      description: stockItems.description,
      groupItemName: stockItems.groupItemDescription,
      groupName: stockItemGroups.title,
      listPrice: stockItems.listPrice,
      quantityAvailable: stockItems.quantityAvailable,
      incrementSize: stockItems.incrementSize,
      warehouseCode: warehouses.code,
      acceptsOffers: warehouses.acceptsOffers,
      participantId: warehouses.participantId,
      pxnsParticipantId: networkParticipants.pxnsParticipantId,
    })
    .from(stockItems)
    .innerJoin(warehouses, sameTenant(warehouses.id, stockItems.warehouseId))
    .leftJoin(stockItemGroups, sameTenant(stockItemGroups.id, stockItems.groupId))
    .leftJoin(networkParticipants, sameTenant(networkParticipants.id, warehouses.participantId))
    .where(
      and(
        eq(stockItems.tenantId, tenant.id),
        visibleWarehouse,
        or(sql`${stockItems.itemNumber} in ${wanted}`, reseller ? sql`${stockItems.pxnItemNumber} in ${wanted}` : undefined),
      ),
    );
  for (const row of rows) {
    const partner = row.participantId !== null;
    // Own stock is known by itemNumber, partner stock by pxnItemNumber (as in the stock list).
    const number = partner ? (row.pxnItemNumber ?? row.itemNumber) : row.itemNumber;
    knownItemNumbers.add(number);
    itemsByKey.set(itemKeyOf(number, row.warehouseCode), {
      itemId: row.itemId,
      itemNumber: number,
      warehouseCode: row.warehouseCode,
      description: row.description,
      groupName: row.groupName ?? '',
      groupItemName: row.groupItemName,
      listPriceCents: toCents(row.listPrice),
      quantityAvailable: row.quantityAvailable,
      incrementSize: row.incrementSize,
      acceptsOffers: row.acceptsOffers,
      pxnsParticipantId: partner ? (row.pxnsParticipantId ?? null) : null,
    });
  }

  const cartRows = await db
    .select({
      itemId: offers.itemId,
      status: offers.status,
      offerQuantity: offers.offerQuantity,
      offerPrice: offers.offerPrice,
      counterPrice: offers.counterPrice,
      minimumCheckoutQuantity: offers.minimumCheckoutQuantity,
      listPrice: stockItems.listPrice,
    })
    .from(offers)
    .innerJoin(stockItems, sameTenant(stockItems.id, offers.itemId))
    .where(and(eq(offers.tenantId, tenant.id), eq(offers.userId, userId)));
  const cartByItemId = new Map(cartRows.map((row) => [row.itemId, checkoutOf(row)]));

  return { warehousesByName, itemsByKey, knownItemNumbers, cartByItemId, priceDecimals: priceDecimalsOf(tenant) };
}

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
export async function reviewUpload(db: DbExecutor, tenant: ResolvedTenant, userId: string, upload: ImportUpload, readSheet: ReadImportSheet): Promise<ImportResult> {
  const kind = detectWorkbookKind(upload.fileName, upload.contentType, upload.body);
  const rawRows = await readSheet(upload.body, kind);
  const lookup = await loadLookup(db, tenant, userId, rawRows);
  const reviewed = reviewRows(rawRows, lookup);
  const [stored] = await db
    .insert(offerImports)
    .values({ tenantId: tenant.id, userId, fileName: upload.fileName, rows: reviewed })
    .onConflictDoUpdate({
      target: [offerImports.tenantId, offerImports.userId],
      // excluded.*: the review travels to the database once, not a second time for the update.
      set: { fileName: sql`excluded.file_name`, rows: sql`excluded.rows`, createdAt: sql`now()`, updatedAt: sql`now()` },
    })
    .returning({ createdAt: offerImports.createdAt });
  return toImportResult(upload.fileName, stored.createdAt, reviewed);
}

const storedRows = (rows: unknown[]): ReviewedRow[] => rows as ReviewedRow[];

/**
 * DELETE stocklist/offer/bulk-offer-import/{key}: drops the row the key names from the review.
 * A key can name a row to apply and invalid duplicates of it: the row to apply goes first; when
 * there is none, the invalid rows with that key go. 404 without a pending import or such a row.
 */
export async function deleteReviewRow(db: DbExecutor, owner: ImportOwner, itemNumberWarehouse: string): Promise<ImportResult> {
  return withTransactionRetry(db, async (tx) => {
    const [pending] = await tx.select().from(offerImports).where(ownImport(owner)).for('update');
    if (!pending) throw notFound('There is no pending import', OfferMessageCode.IMPORT_NOTHING_PENDING);
    const rows = storedRows(pending.rows);
    const matches = (reviewed: ReviewedRow) => reviewed.row.itemNumberWarehouse === itemNumberWarehouse;
    const actionable = rows.findIndex((reviewed) => matches(reviewed) && reviewed.section !== 'invalid');
    const remaining = actionable >= 0 ? rows.filter((_, index) => index !== actionable) : rows.filter((reviewed) => !matches(reviewed));
    if (remaining.length === rows.length) throw notFound('The pending import has no such row', undefined, [itemNumberWarehouse]);
    await tx.update(offerImports).set({ rows: remaining }).where(ownImport(owner));
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
  return toImportResult(pending.fileName, pending.createdAt, storedRows(pending.rows));
}

/** POST …/cancel: forgets the pending import (nothing pending is fine too). */
export async function cancelImport(db: DbExecutor, owner: ImportOwner): Promise<void> {
  await db.delete(offerImports).where(ownImport(owner));
}

/**
 * POST …/accept: in one transaction, with the pending import locked (a concurrent accept or upload
 * waits), writes the valid and conflict rows to the cart (invalid rows are ignored) and deletes
 * the pending import. 422 IMPORT_NOTHING_PENDING when there is none.
 */
export async function acceptImport(db: DbExecutor, owner: ImportOwner): Promise<ImportAcceptResult> {
  return withTransactionRetry(db, async (tx) => {
    const [pending] = await tx.select().from(offerImports).where(ownImport(owner)).for('update');
    if (!pending) throw nothingPending();
    const requests = storedRows(pending.rows).flatMap((reviewed) =>
      reviewed.section !== 'invalid' && reviewed.itemId !== null && reviewed.apply !== null
        ? [{ itemId: reviewed.itemId, offerQuantity: reviewed.apply.offerQuantity, offerPrice: reviewed.apply.offerPrice }]
        : [],
    );
    const result = requests.length > 0 ? await applyImportedOffers(tx, owner, requests) : { created: 0, overwritten: 0 };
    await tx.delete(offerImports).where(ownImport(owner));
    return result;
  });
}
