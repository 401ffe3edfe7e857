import { eq, sql } from 'drizzle-orm';
import { MessageCode, OfferState, OfferStatus } from '@bp/api-contract';
import type { DatabaseTarget, Transaction } from '../../db/database';
import { offers } from '../../db/schema';
import { allOf } from '../../db/scoped';
import { notFound } from '../../errors';
import {
  answerExpires,
  applyRequest,
  isOfferId,
  lockItemRows,
  newEntryValues,
  readItemRows,
  planRequest,
  scheduleExpiry,
  tenantSettingsOf,
  type BuyerContext,
  type ItemRow,
  type OfferChanges,
  type OfferRow,
  type PlannedRequest,
} from '../offer-service';
import { chunksOf, TimeSlices, yieldTurn } from '../../yielding';

// The accept of a bulk import: every request written inside the caller's transaction with the
// rules of POST (offer-service planRequest), as one all-or-nothing change, but in batches: the
// items are locked in chunks (ascending id, so still the one lock order: every item, then the
// buyer's entries), then the entries, then new entries are inserted and existing ones updated a
// batch per statement, with a turn of the event loop between statements. Row by row, 20,000
// rows took 22-51 s of statements, on PGlite all in one turn of the event loop.

/**
 * Rows per statement. PostgreSQL pays a round trip per statement; a PGlite statement runs on the
 * main thread, and every other request waits for it: at 500 rows /health's p99 during a
 * 20,000-row import was 270-340 ms, at 100 rows 64 ms (the accept took 10-12 s instead of 4).
 */
export const IMPORT_BATCH_ROWS = { postgres: 500, embedded: 100 } as const;

/** The rows per statement on the engine of this `kind`. */
export const importBatchRows = (kind: DatabaseTarget['kind']): number => (kind === 'postgres' ? IMPORT_BATCH_ROWS.postgres : IMPORT_BATCH_ROWS.embedded);

export interface ApplyImportOptions {
  now?: Date;
  batchRows?: number;
  /**
   * Lock the items (FOR SHARE) and entries (FOR UPDATE) as every other writer does (default).
   * Off on PGlite: its transaction runs alone (every other query waits for it), so a row lock
   * protects nothing there and costs a write per row.
   */
  rowLocks?: boolean;
}

export interface ImportRequest {
  itemId: string;
  offerQuantity: number;
  /** Decimal string. */
  offerPrice: string;
}

/**
 * An import row overwrites the entry (spec 01 §2 Review Import "requests that will overwrite
 * cart items"): it is decided as a fresh request, not with PUT's status rules, so a sheet price
 * at list makes a buy at list even over a pending offer.
 */
function overwriteBase(existing: OfferRow): OfferRow {
  return { ...existing, status: OfferStatus.BUY_AT_LIST, state: OfferState.READY_TO_CHECKOUT };
}

/** The buyer's entries on these items (locked FOR UPDATE in id order within each chunk), by item id. */
async function entriesOn(tx: Transaction, context: BuyerContext, itemIds: string[], batchRows: number, rowLocks: boolean): Promise<Map<string, OfferRow>> {
  const entries = new Map<string, OfferRow>();
  for (const chunk of chunksOf(itemIds, batchRows)) {
    const query = tx
      .select()
      .from(offers)
      .where(allOf(eq(offers.tenantId, context.tenantId), eq(offers.userId, context.userId), sql`${offers.itemId} = any(${sql.param(chunk)}::uuid[])`))
      .orderBy(offers.id);
    for (const row of rowLocks ? await query.for('update') : await query) entries.set(row.itemId, row);
    await yieldTurn();
  }
  return entries;
}

/** The jsonb_to_recordset row of an entry's values (one parameter per statement, whatever the batch). */
function recordOf(values: OfferChanges & { id?: string; itemId?: string }) {
  return {
    id: values.id,
    item_id: values.itemId,
    status: values.status,
    state: values.state,
    offer_quantity: values.offerQuantity,
    offer_price: values.offerPrice,
    counter_price: values.counterPrice,
    minimum_checkout_quantity: values.minimumCheckoutQuantity,
    expires_at: values.expiresAt,
    answered_by: values.answeredBy,
    answered_at: values.answeredAt,
  };
}

const RECORD_COLUMNS = sql.raw(`id uuid, item_id uuid, status text, state text, offer_quantity integer, offer_price numeric, counter_price numeric,
  minimum_checkout_quantity integer, expires_at timestamptz, answered_by text, answered_at timestamptz`);

/** New entries in one statement; answers the ids of those inserted (an entry created meanwhile is left out). */
async function insertEntries(tx: Transaction, context: BuyerContext, rows: (typeof offers.$inferInsert)[]): Promise<Map<string, string>> {
  if (rows.length === 0) return new Map();
  const result = (await tx.execute(sql`
    insert into ${offers} (tenant_id, user_id, item_id, status, state, offer_quantity, offer_price, counter_price, minimum_checkout_quantity, expires_at, answered_by, answered_at)
    select ${context.tenantId}::uuid, ${context.userId}::uuid, v.item_id, v.status, v.state, v.offer_quantity, v.offer_price, v.counter_price,
      v.minimum_checkout_quantity, v.expires_at, v.answered_by, v.answered_at
    from jsonb_to_recordset(${JSON.stringify(rows.map(recordOf))}::jsonb) as v(${RECORD_COLUMNS})
    on conflict do nothing
    returning id, item_id`)) as unknown as { rows: { id: string; item_id: string }[] };
  return new Map(result.rows.map((row) => [row.item_id, row.id]));
}

/** Planned changes to existing entries in one statement (the entries are locked, or the transaction runs alone). */
async function updateEntries(tx: Transaction, context: BuyerContext, updates: { current: OfferRow; changes: OfferChanges }[]): Promise<void> {
  if (updates.length === 0) return;
  const records = updates.map(({ current, changes }) => recordOf({ ...current, ...changes }));
  await tx.execute(sql`
    update ${offers} as o set
      status = v.status, state = v.state, offer_quantity = v.offer_quantity, offer_price = v.offer_price, counter_price = v.counter_price,
      minimum_checkout_quantity = v.minimum_checkout_quantity, expires_at = v.expires_at, answered_by = v.answered_by, answered_at = v.answered_at,
      version = o.version + 1, updated_at = now()
    from jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as v(${RECORD_COLUMNS})
    where o.tenant_id = ${context.tenantId}::uuid and o.user_id = ${context.userId}::uuid and o.id = v.id`);
}

/**
 * Creates or overwrites the buyer's entries inside the caller's transaction (the import's accept).
 * A request that breaks a rule throws its 422 AppError, so the caller's transaction rolls back as
 * a whole. A later request for an item already written overwrites it like any entry.
 */
export async function applyImportedOffers(
  tx: Transaction,
  ctx: { tenantId: string; userId: string },
  requests: ImportRequest[],
  options: ApplyImportOptions = {},
): Promise<{ created: number; overwritten: number }> {
  const now = options.now ?? new Date();
  const batchRows = options.batchRows ?? IMPORT_BATCH_ROWS.postgres;
  const rowLocks = options.rowLocks ?? true;
  const context: BuyerContext = { ...ctx, settings: await tenantSettingsOf(tx, ctx.tenantId) };
  const notAnItem = requests.find((request) => !isOfferId(request.itemId));
  if (notAnItem) throw notFound('No such stock item', MessageCode.NOT_FOUND, [notAnItem.itemId]);
  // The first request per item goes in the batches; a repeat (the review marks them invalid, so
  // hardly ever) is applied after them, row by row, over what the first one wrote.
  const firsts = new Map<string, ImportRequest>();
  const repeats: ImportRequest[] = [];
  for (const request of requests) {
    if (firsts.has(request.itemId)) repeats.push(request);
    else firsts.set(request.itemId, request);
  }
  const itemIds = [...firsts.keys()].sort();

  // The one lock order: every item (ascending id, chunk after chunk), then the buyer's entries.
  const items = new Map<string, ItemRow>();
  for (const chunk of chunksOf(itemIds, batchRows)) {
    for (const [id, item] of rowLocks ? await lockItemRows(tx, ctx.tenantId, chunk) : await readItemRows(tx, ctx.tenantId, chunk)) items.set(id, item);
    await yieldTurn();
  }
  const missing = itemIds.find((id) => !items.has(id));
  if (missing) throw notFound('No such stock item', MessageCode.NOT_FOUND, [missing]);
  const entries = await entriesOn(tx, context, itemIds, batchRows, rowLocks);

  let created = 0;
  let overwritten = 0;
  const slices = new TimeSlices();
  for (const chunk of chunksOf(itemIds, batchRows)) {
    const inserts: { item: ItemRow; request: ImportRequest; plan: PlannedRequest }[] = [];
    const updates: { current: OfferRow; changes: OfferChanges; plan: PlannedRequest }[] = [];
    for (const itemId of chunk) {
      const item = items.get(itemId) as ItemRow;
      const request = firsts.get(itemId) as ImportRequest;
      const existing = entries.get(itemId);
      const plan = planRequest(context, item, existing ? overwriteBase(existing) : undefined, request, now);
      if (plan.current) updates.push({ current: plan.current, changes: plan.changes, plan });
      else inserts.push({ item, request, plan });
      await slices.pause();
    }
    const saved: { row: OfferRow; plan: PlannedRequest }[] = [];
    const insertedIds = await insertEntries(
      tx,
      context,
      inserts.map(({ item, plan }) => newEntryValues(context, item, plan.changes)),
    );
    for (const { item, request, plan } of inserts) {
      const id = insertedIds.get(item.id);
      // A concurrent request created the entry after the lock: the rules apply to it as an update.
      if (id) saved.push({ row: { ...newEntryValues(context, item, plan.changes), id, version: 1 } as OfferRow, plan });
      else entries.set(item.id, await applyRequest(tx, context, item, undefined, request, now));
    }
    created += inserts.length;
    await updateEntries(tx, context, updates);
    for (const { current, changes, plan } of updates) saved.push({ row: { ...current, ...changes, version: current.version + 1 } as OfferRow, plan });
    overwritten += updates.length;
    for (const { row, plan } of saved) {
      entries.set(row.itemId, row);
      if (answerExpires(row, plan.decision)) await scheduleExpiry(tx, ctx.tenantId, row.id, row.expiresAt);
    }
    await yieldTurn();
  }

  for (const request of repeats) {
    const item = items.get(request.itemId) as ItemRow;
    const existing = entries.get(request.itemId);
    entries.set(request.itemId, await applyRequest(tx, context, item, existing ? overwriteBase(existing) : undefined, request, now));
    overwritten += 1;
  }
  return { created, overwritten };
}
