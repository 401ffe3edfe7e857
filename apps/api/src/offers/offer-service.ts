import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  ITEM_NUMBER_WAREHOUSE_SEPARATOR,
  MessageCode,
  OfferMessage,
  OfferMessageCode,
  OfferState,
  OfferStatus,
  type CartEntry,
  type StocklistOffer,
} from '@bp/api-contract';
import { centsToAmount, centsToText, toCents } from '@bp/util-money';
import type { DbExecutor, Transaction } from '../db/database';
import { preparedStatement } from '../db/prepared';
import { networkParticipants, offers, stockItemGroups, stockItems, tenants, warehouses } from '../db/schema';
import { allOf, sameTenant, scoped } from '../db/scoped';
import { lockStockItems } from '../db/stock-locks';
import { withTransactionRetry } from '../db/transaction-retry';
import { AppError, businessRuleFailed, notFound } from '../errors';
import { enqueueJob } from '../db/job-queue';
import type { StockListRef } from '../stock/catalogue-service';
import type { TenantSettings } from '../tenants/tenant-settings';
import { answerByRules, answerExpiry, offerRulesOf } from './offer-rules';
import {
  checkoutTerms,
  decideOfferChange,
  normaliseOfferCents,
  normaliseOfferQuantity,
  requestedPriceCents,
  type EntryFacts,
  type ItemFacts,
  type OfferDecision,
} from './offer-transitions';

// The buyer's cart entries and offers (spec 01 §2 Cart and Offers, §3, §4, §5, §7 Offers and
// cart). Every change runs in one transaction (withTransactionRetry) that locks, in this order,
// the stock item rows (FOR SHARE, all at once through lockStockItems, the one lock order of stock
// rows: the list price and quantity cannot change under the decision, while other buyers may
// still edit their entries on the item) and then the offer rows (FOR UPDATE, in id order), so
// concurrent edits of one offer are serialised and never lose an update; ops answers, stock
// updates and the price-drop hook take the same order, so they cannot deadlock with buyers.
// Every change bumps `version`.

export type OfferRow = typeof offers.$inferSelect;

/** Who acts: the buyer (userId) of a tenant, with the tenant's settings (rules, currency precision). */
export interface BuyerContext {
  tenantId: string;
  userId: string;
  settings: TenantSettings;
}

/** Job that moves one accepted/countered offer to EXPIRED when its answer runs out. */
export const OFFER_EXPIRY_JOB = 'offer-expiry';

/** Statuses whose answer expires (and that the price-drop hook overtakes). */
export const ANSWERED_STATUSES = [OfferStatus.ACCEPTED, OfferStatus.COUNTERED] as const;

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An id that is not a UUID can name no offer: 404 like any unknown id (never a database cast error). */
export const isOfferId = (value: string): boolean => UUID_PATTERN.test(value);

const offerNotFound = (offerId: string) => notFound('No such offer', MessageCode.NOT_FOUND, [offerId]);

// ---- Reading items and entries ----------------------------------------------------------------

const itemColumns = {
  id: stockItems.id,
  itemNumber: stockItems.itemNumber,
  pxnItemNumber: stockItems.pxnItemNumber,
  description: stockItems.description,
  listPrice: stockItems.listPrice,
  quantityAvailable: stockItems.quantityAvailable,
  incrementSize: stockItems.incrementSize,
  category: stockItems.category,
  grade: stockItems.grade,
  warehouse: warehouses.code,
  acceptsOffers: warehouses.acceptsOffers,
  participantId: warehouses.participantId,
  pxnsParticipantId: networkParticipants.pxnsParticipantId,
  groupDescription: stockItemGroups.groupDescription,
};

export type ItemRow = {
  id: string;
  itemNumber: string;
  pxnItemNumber: string | null;
  description: string;
  listPrice: string;
  quantityAvailable: number;
  incrementSize: number;
  category: string;
  grade: string;
  warehouse: string;
  acceptsOffers: boolean;
  participantId: string | null;
  pxnsParticipantId: string | null;
  groupDescription: string | null;
};

/** The items with their warehouse, participant and group (not locked: see lockItemRows). */
function selectItems(executor: DbExecutor, where: SQL): Promise<ItemRow[]> {
  return executor
    .select(itemColumns)
    .from(stockItems)
    .innerJoin(warehouses, sameTenant(warehouses.id, stockItems.warehouseId))
    .leftJoin(networkParticipants, sameTenant(networkParticipants.id, warehouses.participantId))
    .leftJoin(stockItemGroups, sameTenant(stockItemGroups.id, stockItems.groupId))
    .where(where);
}

/** The tenant's items with these ids, by id, not locked (see lockItemRows). */
export async function readItemRows(executor: DbExecutor, tenantId: string, itemIds: readonly string[]): Promise<Map<string, ItemRow>> {
  const ids = itemIds.filter(isOfferId);
  if (ids.length === 0) return new Map();
  const rows = await selectItems(executor, allOf(eq(stockItems.tenantId, tenantId), sql`${stockItems.id} = any(${sql.param(ids)}::uuid[])`));
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * Locks the tenant's items with these ids FOR SHARE (lockStockItems: all at once, in the global
 * order) and reads them, by id; ids of no item of the tenant are missing from the map.
 */
export async function lockItemRows(tx: Transaction, tenantId: string, itemIds: readonly string[]): Promise<Map<string, ItemRow>> {
  const locked = await lockStockItems(tx, tenantId, itemIds, 'share');
  if (locked.length === 0) return new Map();
  // Read after the lock: this sees the rows as they now stay until the transaction ends.
  const lockedIds = locked.map((row) => row.id);
  const rows = await selectItems(tx, allOf(eq(stockItems.tenantId, tenantId), sql`${stockItems.id} = any(${sql.param(lockedIds)}::uuid[])`));
  return new Map(rows.map((row) => [row.id, row]));
}

/** The key the portal uses: a partner item's pxnItemNumber, else its itemNumber, and the warehouse code. */
const itemKeyOfRow = (item: ItemRow): string =>
  `${item.participantId === null ? item.itemNumber : (item.pxnItemNumber ?? item.itemNumber)}${ITEM_NUMBER_WAREHOUSE_SEPARATOR}${item.warehouse}`;

const itemFacts = (item: ItemRow): ItemFacts => ({
  listCents: toCents(item.listPrice),
  quantityAvailable: item.quantityAvailable,
  incrementSize: item.incrementSize,
  acceptsOffers: item.acceptsOffers,
});

const entryFacts = (row: OfferRow): EntryFacts => ({
  status: row.status,
  state: row.state,
  offerQuantity: row.offerQuantity,
  offerCents: toCents(row.offerPrice),
  counterCents: row.counterPrice === null ? null : toCents(row.counterPrice),
  minimumCheckoutQuantity: row.minimumCheckoutQuantity,
});

/** The list's item with this itemNumberWarehouse (locked FOR SHARE), or 404. */
async function lockItemByKey(tx: Transaction, list: StockListRef, itemNumberWarehouse: string): Promise<ItemRow> {
  const separator = itemNumberWarehouse.lastIndexOf(ITEM_NUMBER_WAREHOUSE_SEPARATOR);
  if (separator <= 0) throw notFound('No such stock item', MessageCode.NOT_FOUND, [itemNumberWarehouse]);
  const number = itemNumberWarehouse.slice(0, separator);
  const warehouse = itemNumberWarehouse.slice(separator + 1);
  const numberColumn = list.participantId === null ? stockItems.itemNumber : stockItems.pxnItemNumber;
  const [found] = await selectItems(
    tx,
    allOf(
      eq(stockItems.tenantId, list.tenantId),
      eq(numberColumn, number),
      eq(warehouses.code, warehouse),
      list.participantId === null ? sql`${warehouses.participantId} is null` : eq(warehouses.participantId, list.participantId),
    ),
  );
  if (!found) throw notFound('No such stock item', MessageCode.NOT_FOUND, [itemNumberWarehouse]);
  return lockItemById(tx, list.tenantId, found.id);
}

async function lockItemById(tx: Transaction, tenantId: string, itemId: string): Promise<ItemRow> {
  const item = (await lockItemRows(tx, tenantId, [itemId])).get(itemId);
  if (!item) throw notFound('No such stock item', MessageCode.NOT_FOUND, [itemId]);
  return item;
}

/** The stocklistOffer of a stored entry on an item. */
export function toStocklistOffer(row: OfferRow, item: ItemRow): StocklistOffer {
  const listCents = toCents(item.listPrice);
  const entry = entryFacts(row);
  const checkout = checkoutTerms(entry, listCents);
  const answered = row.status === OfferStatus.ACCEPTED || row.status === OfferStatus.COUNTERED;
  return {
    offerId: row.id,
    offerStatus: row.status as StocklistOffer['offerStatus'],
    offerState: row.state as StocklistOffer['offerState'],
    offerQuantity: row.offerQuantity,
    // A buy at list always costs the current list price (which may have changed since).
    offerPrice: centsToAmount(row.status === OfferStatus.BUY_AT_LIST ? listCents : entry.offerCents),
    counterPrice: entry.counterCents === null ? null : centsToAmount(entry.counterCents),
    checkOutQuantity: checkout.quantity,
    checkOutPrice: centsToAmount(checkout.cents),
    minimumCheckoutQuantity: row.minimumCheckoutQuantity,
    acceptedOrCounteredExpirationDate: answered && row.expiresAt ? row.expiresAt.toISOString() : null,
    ...(item.participantId !== null && item.pxnItemNumber ? { pxnItemNumber: item.pxnItemNumber } : {}),
    ...(item.participantId !== null && item.pxnsParticipantId ? { pxnsParticipantId: item.pxnsParticipantId } : {}),
    quantityAvailable: item.quantityAvailable,
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toCartEntry(row: OfferRow, item: ItemRow): CartEntry {
  return {
    itemNumberWarehouse: itemKeyOfRow(item),
    itemNumber: item.participantId === null ? item.itemNumber : (item.pxnItemNumber ?? item.itemNumber),
    itemDescription: item.description,
    groupDescription: item.groupDescription ?? '',
    category: item.category,
    warehouse: item.warehouse,
    listPrice: centsToAmount(toCents(item.listPrice)),
    quantityAvailable: item.quantityAvailable,
    incrementSize: item.incrementSize,
    grade: item.grade,
    stocklistOffer: toStocklistOffer(row, item),
  };
}

/** The entries' join, its where clause still to add (shared by the plain and the prepared read). */
function selectEntries(executor: DbExecutor) {
  return executor
    .select({ offer: offers, item: itemColumns })
    .from(offers)
    .innerJoin(stockItems, sameTenant(stockItems.id, offers.itemId))
    .innerJoin(warehouses, sameTenant(warehouses.id, stockItems.warehouseId))
    .leftJoin(networkParticipants, sameTenant(networkParticipants.id, warehouses.participantId))
    .leftJoin(stockItemGroups, sameTenant(stockItemGroups.id, stockItems.groupId));
}

async function cartEntriesWhere(executor: DbExecutor, where: SQL): Promise<CartEntry[]> {
  const rows = await selectEntries(executor).where(where).orderBy(desc(offers.updatedAt), desc(offers.id));
  return rows.map(({ offer, item }) => toCartEntry(offer, item));
}

/** listCartEntries' read as a prepared query (building the five-table join costs more CPU than running it). */
const buyerEntriesStatement = preparedStatement('offers_cart_entries_of_buyer', (db) =>
  selectEntries(db)
    .where(and(eq(offers.tenantId, sql.placeholder('tenantId')), eq(offers.userId, sql.placeholder('userId'))))
    .orderBy(desc(offers.updatedAt), desc(offers.id)),
);

/**
 * GET stocklist/offers: every entry of the buyer, own and partner stock, newest change first.
 * Answers whose expiry has passed are shown EXPIRED (expiredIfDue), so the buyer never sees a
 * stale ACCEPTED even when the job worker is behind; a read writes nothing (no UPDATE
 * before every read): the expiry job stores the change, and every write re-checks the expiry.
 */
export async function listCartEntries(db: DbExecutor, tenantId: string, userId: string, now = new Date()): Promise<CartEntry[]> {
  const rows = await buyerEntriesStatement(db, { tenantId, userId });
  return rows.map(({ offer, item }) => toCartEntry(expiredIfDue(offer, now), item));
}

// ---- Changing entries -------------------------------------------------------------------------

/** A fresh answer's expiry job, in the same transaction as the answer (durable, runs once). */
export async function scheduleExpiry(tx: DbExecutor, tenantId: string, offerId: string, expiresAt: Date): Promise<void> {
  await enqueueJob(tx, {
    tenantId,
    kind: OFFER_EXPIRY_JOB,
    payload: { offerId },
    dedupeKey: `offer-expiry:${offerId}:${expiresAt.toISOString()}`,
    runAt: expiresAt,
  });
}

export type OfferChanges = Partial<Omit<typeof offers.$inferInsert, 'id' | 'tenantId' | 'userId' | 'itemId'>>;

const CLEARED_ANSWER: OfferChanges = { counterPrice: null, minimumCheckoutQuantity: null, expiresAt: null, answeredBy: null, answeredAt: null };

/** The row changes of a decision, with the tenant's rules already applied to a new offer. */
function changesOf(decision: OfferDecision, item: ItemRow, settings: TenantSettings, now: Date): OfferChanges {
  switch (decision.kind) {
    case 'QUANTITY_ONLY':
      return { offerQuantity: decision.quantity };
    case 'BUY_AT_LIST':
      return {
        ...CLEARED_ANSWER,
        status: OfferStatus.BUY_AT_LIST,
        state: OfferState.READY_TO_CHECKOUT,
        offerQuantity: decision.quantity,
        offerPrice: item.listPrice,
      };
    case 'NEW_OFFER': {
      const pending: OfferChanges = {
        ...CLEARED_ANSWER,
        status: OfferStatus.PENDING_ACCEPTANCE,
        state: OfferState.AWAITING_TENANT_REVIEW,
        offerQuantity: decision.quantity,
        offerPrice: centsToText(decision.offerCents),
      };
      const rules = offerRulesOf(settings);
      const answer = answerByRules(rules, decision.offerCents, toCents(item.listPrice), decision.quantity);
      const answeredBy = { answeredBy: 'rules', answeredAt: now };
      switch (answer.status) {
        case OfferStatus.PENDING_ACCEPTANCE:
          return pending;
        case OfferStatus.NOT_ACCEPTED:
          return { ...pending, ...answeredBy, status: OfferStatus.NOT_ACCEPTED, state: OfferState.AWAITING_BUYER_REVIEW };
        case OfferStatus.ACCEPTED:
          return { ...pending, ...answeredBy, status: OfferStatus.ACCEPTED, state: OfferState.AWAITING_BUYER_REVIEW, expiresAt: answerExpiry(rules, now) };
        case OfferStatus.COUNTERED:
          return {
            ...pending,
            ...answeredBy,
            status: OfferStatus.COUNTERED,
            state: OfferState.AWAITING_BUYER_REVIEW,
            counterPrice: centsToText(answer.counterPriceCents),
            minimumCheckoutQuantity: answer.minimumCheckoutQuantity,
            expiresAt: answerExpiry(rules, now),
          };
      }
    }
  }
}

/**
 * An ACCEPTED/COUNTERED entry whose answer ran out, as the expiry job would leave it (the job
 * may not have run yet); the caller holds the row lock.
 */
function expiredIfDue(row: OfferRow, now: Date): OfferRow {
  const due = (row.status === OfferStatus.ACCEPTED || row.status === OfferStatus.COUNTERED) && row.expiresAt !== null && row.expiresAt <= now;
  return due ? { ...row, status: OfferStatus.EXPIRED, state: OfferState.AWAITING_BUYER_REVIEW } : row;
}

export interface RequestedTerms {
  offerQuantity: number;
  /** JSON number (routes) or decimal string (import). */
  offerPrice: number | string;
}

/** What a request does to a locked (or absent) entry: the POST/PUT rules' decision and the row changes. */
export interface PlannedRequest {
  /** The locked entry as it stands now (expired when its answer ran out), or undefined. */
  current: OfferRow | undefined;
  decision: OfferDecision;
  /** What to write: the changes, with an expiry that fell due made part of them. */
  changes: OfferChanges;
}

/** The POST/PUT rules for one request, without writing (a rule broken throws its 422). */
export function planRequest(context: BuyerContext, item: ItemRow, locked: OfferRow | undefined, terms: RequestedTerms, now: Date): PlannedRequest {
  const facts = itemFacts(item);
  const requestedCents = requestedPriceCents(terms.offerPrice, context.settings.currencyPrecision);
  const quantity = normaliseOfferQuantity(terms.offerQuantity, facts);
  const current = locked ? expiredIfDue(locked, now) : undefined;
  const decision = decideOfferChange(current ? entryFacts(current) : undefined, facts, quantity, normaliseOfferCents(requestedCents, facts.listCents));
  // The expiry (if due) is part of this same write: status/state come from the decision or from `current`.
  const base: OfferChanges = current && current.status !== locked?.status ? { status: current.status, state: current.state } : {};
  return { current, decision, changes: { ...base, ...changesOf(decision, item, context.settings, now) } };
}

/** A new entry's row for a planned request (before the database gives it an id). */
export function newEntryValues(context: BuyerContext, item: ItemRow, changes: OfferChanges): typeof offers.$inferInsert {
  return {
    tenantId: context.tenantId,
    userId: context.userId,
    itemId: item.id,
    status: OfferStatus.BUY_AT_LIST,
    state: OfferState.READY_TO_CHECKOUT,
    offerQuantity: 1,
    offerPrice: item.listPrice,
    ...changes,
  };
}

/** Whether a stored entry got a fresh answer from the rules, which expires (its expiry job is due then). */
export const answerExpires = (saved: OfferRow, decision: OfferDecision): saved is OfferRow & { expiresAt: Date } =>
  (saved.status === OfferStatus.ACCEPTED || saved.status === OfferStatus.COUNTERED) && saved.expiresAt !== null && decision.kind === 'NEW_OFFER';

/** Applies POST/PUT rules to a locked (or absent) entry; returns the stored row. */
export async function applyRequest(
  tx: Transaction,
  context: BuyerContext,
  item: ItemRow,
  locked: OfferRow | undefined,
  terms: RequestedTerms,
  now: Date,
): Promise<OfferRow> {
  const { current, decision, changes } = planRequest(context, item, locked, terms, now);
  const scope = scoped(tx, context.tenantId);
  let saved: OfferRow;
  if (current) {
    [saved] = await scope.update(offers, { ...changes, version: current.version + 1 }, eq(offers.id, current.id));
  } else {
    const inserted = await tx
      .insert(offers)
      .values(newEntryValues(context, item, changes))
      .onConflictDoNothing()
      .returning();
    if (inserted.length === 0) {
      // A concurrent request created the entry first: apply the rules to it as an update.
      const existing = await scope.findOneForUpdate(offers, allOf(eq(offers.userId, context.userId), eq(offers.itemId, item.id)));
      if (!existing) throw new Error('offer entry vanished between insert conflict and lock');
      return applyRequest(tx, context, item, existing, terms, now);
    }
    saved = inserted[0];
  }
  if (answerExpires(saved, decision)) await scheduleExpiry(tx, context.tenantId, saved.id, saved.expiresAt);
  return saved;
}

/**
 * POST stocklist/offer (pxnr/offer): buy at list or make an offer on an item of `list`; an
 * existing entry on the item is updated with PUT's rules. `created` tells 201 from 200.
 */
export async function submitOffer(
  db: DbExecutor,
  context: BuyerContext,
  list: StockListRef,
  request: { itemNumberWarehouse: string; offerQuantity: number; offerPrice: number },
  now = new Date(),
): Promise<{ offer: StocklistOffer; created: boolean }> {
  return withTransactionRetry(db, async (tx) => {
    const item = await lockItemByKey(tx, list, request.itemNumberWarehouse);
    const existing = await scoped(tx, context.tenantId).findOneForUpdate(offers, allOf(eq(offers.userId, context.userId), eq(offers.itemId, item.id)));
    const saved = await applyRequest(tx, context, item, existing, request, now);
    return { offer: toStocklistOffer(saved, item), created: !existing && saved.version === 1 };
  });
}

/** The buyer's entry by id (not locked), or 404 (another buyer's or tenant's id, or not an id at all). */
async function ownEntry(executor: DbExecutor, context: { tenantId: string; userId: string }, offerId: string): Promise<OfferRow> {
  if (!isOfferId(offerId)) throw offerNotFound(offerId);
  const row = await scoped(executor, context.tenantId).findOne(offers, allOf(eq(offers.id, offerId), eq(offers.userId, context.userId)));
  if (!row) throw offerNotFound(offerId);
  return row;
}

/** Locks the item then the entry (the one lock order of this module); 404 when the entry is gone. */
async function lockEntry(tx: Transaction, context: { tenantId: string; userId: string }, offerId: string): Promise<{ item: ItemRow; row: OfferRow }> {
  const unlocked = await ownEntry(tx, context, offerId);
  const item = await lockItemById(tx, context.tenantId, unlocked.itemId);
  const row = await scoped(tx, context.tenantId).findOneForUpdate(offers, allOf(eq(offers.id, offerId), eq(offers.userId, context.userId)));
  if (!row) throw offerNotFound(offerId);
  return { item, row };
}

/** PUT stocklist/offer/{offerId}: the entry after the §5 rules, with its (maybe new) offerState. */
export async function updateOffer(
  db: DbExecutor,
  context: BuyerContext,
  offerId: string,
  request: { itemNumberWarehouse: string; offerQuantity: number; offerPrice: number },
  now = new Date(),
): Promise<StocklistOffer> {
  return withTransactionRetry(db, async (tx) => {
    const { item, row } = await lockEntry(tx, context, offerId);
    if (itemKeyOfRow(item) !== request.itemNumberWarehouse) {
      throw new AppError(400, OfferMessageCode.ITEM_MISMATCH, OfferMessage.ITEM_MISMATCH, {
        params: [request.itemNumberWarehouse],
        errors: [{ field: 'itemNumberWarehouse', messageCode: OfferMessageCode.ITEM_MISMATCH, messageDescription: OfferMessage.ITEM_MISMATCH }],
      });
    }
    const saved = await applyRequest(tx, context, item, row, request, now);
    return toStocklistOffer(saved, item);
  });
}

/** DELETE stocklist/offer/{offerId}. */
export async function deleteOffer(db: DbExecutor, context: { tenantId: string; userId: string }, offerId: string): Promise<void> {
  await deleteOffers(db, context, [offerId]);
}

/** The buyer's entries with these ids, locked FOR UPDATE in id order; 404 (and nothing changes) when one is not the buyer's. */
async function lockOwnEntries(tx: Transaction, context: { tenantId: string; userId: string }, offerIds: string[]): Promise<OfferRow[]> {
  const ids = [...new Set(offerIds)];
  const invalid = ids.find((id) => !isOfferId(id));
  if (invalid !== undefined) throw offerNotFound(invalid);
  const rows = await tx
    .select()
    .from(offers)
    .where(and(eq(offers.tenantId, context.tenantId), eq(offers.userId, context.userId), inArray(offers.id, ids)))
    .orderBy(offers.id)
    .for('update');
  if (rows.length !== ids.length) {
    const found = new Set(rows.map((row) => row.id));
    throw offerNotFound(ids.find((id) => !found.has(id)) ?? ids[0]);
  }
  return rows;
}

/**
 * The items of the buyer's entries with these ids, locked FOR SHARE (read through the unlocked
 * entries: the lock order is items, then entries).
 */
async function lockItemsOfEntries(tx: Transaction, context: { tenantId: string; userId: string }, offerIds: string[]): Promise<Map<string, ItemRow>> {
  const ids = [...new Set(offerIds)].filter(isOfferId);
  if (ids.length === 0) return new Map();
  const unlocked = await scoped(tx, context.tenantId).findMany(offers, allOf(eq(offers.userId, context.userId), inArray(offers.id, ids)));
  return lockItemRows(
    tx,
    context.tenantId,
    unlocked.map((row) => row.itemId),
  );
}

/** DELETE stocklist/offer (many): all or nothing. */
export async function deleteOffers(db: DbExecutor, context: { tenantId: string; userId: string }, offerIds: string[]): Promise<number> {
  return withTransactionRetry(db, async (tx) => {
    await lockItemsOfEntries(tx, context, offerIds);
    const rows = await lockOwnEntries(tx, context, offerIds);
    await scoped(tx, context.tenantId).delete(
      offers,
      allOf(
        eq(offers.userId, context.userId),
        inArray(
          offers.id,
          rows.map((row) => row.id),
        ),
      ),
    );
    return rows.length;
  });
}

/**
 * PUT stocklist/offer/movetocart: AWAITING_BUYER_REVIEW entries go to READY_TO_CHECKOUT (ACCEPTED
 * at the offer price, COUNTERED at the counter price with at least the minimum quantity,
 * PRICE_DROPPED at list, NOT_ACCEPTED / EXPIRED as a buy at list). Any other entry → 422 and
 * nothing moves. Answers the moved entries.
 */
export async function moveToCart(db: DbExecutor, context: { tenantId: string; userId: string }, offerIds: string[], now = new Date()): Promise<CartEntry[]> {
  return withTransactionRetry(db, async (tx) => {
    const ids = [...new Set(offerIds)];
    const invalid = ids.find((id) => !isOfferId(id));
    if (invalid !== undefined) throw offerNotFound(invalid);
    const items = await lockItemsOfEntries(tx, context, ids);
    const rows = await lockOwnEntries(tx, context, ids);

    const scope = scoped(tx, context.tenantId);
    for (const locked of rows) {
      const row = expiredIfDue(locked, now);
      if (row.state !== OfferState.AWAITING_BUYER_REVIEW) {
        throw businessRuleFailed(OfferMessageCode.NOT_AWAITING_BUYER_REVIEW, OfferMessage.NOT_AWAITING_BUYER_REVIEW, { field: 'offerIds', params: [row.id] });
      }
      const item = items.get(row.itemId);
      // An item deleted between reading the entry and locking it took its entries with it.
      if (!item) throw offerNotFound(row.id);
      let changes: OfferChanges;
      switch (row.status) {
        case OfferStatus.ACCEPTED:
        case OfferStatus.PRICE_DROPPED:
          changes = { state: OfferState.READY_TO_CHECKOUT };
          break;
        case OfferStatus.COUNTERED:
          changes = { state: OfferState.READY_TO_CHECKOUT, offerQuantity: Math.max(row.offerQuantity, row.minimumCheckoutQuantity ?? 0) };
          break;
        default:
          // NOT_ACCEPTED, EXPIRED: the seller's answer is gone; the cart buys at the list price.
          changes = { ...CLEARED_ANSWER, status: OfferStatus.BUY_AT_LIST, state: OfferState.READY_TO_CHECKOUT, offerPrice: item.listPrice };
      }
      await scope.update(offers, { status: row.status, ...changes, version: row.version + 1 }, eq(offers.id, row.id));
    }
    return cartEntriesWhere(tx, allOf(eq(offers.tenantId, context.tenantId), eq(offers.userId, context.userId), inArray(offers.id, ids)));
  });
}

// ---- Expiry -----------------------------------------------------------------------------------

/**
 * Moves ACCEPTED/COUNTERED entries whose answer ran out by `asOf` to EXPIRED in
 * AWAITING_BUYER_REVIEW (also those already moved to the cart). A sweep skips rows another
 * transaction holds (SKIP LOCKED): that transaction expires them itself (expiredIfDue), or the
 * offer's expiry job or a later sweep does. Scoped to a tenant, optionally to one buyer or offer.
 */
export async function expireDueOffers(db: DbExecutor, scope: { tenantId?: string; userId?: string; offerId?: string; asOf?: Date }): Promise<number> {
  const asOf = (scope.asOf ?? new Date()).toISOString();
  const conditions: SQL[] = [sql`status in (${OfferStatus.ACCEPTED}, ${OfferStatus.COUNTERED})`, sql`expires_at <= ${asOf}::timestamptz`];
  if (scope.tenantId) conditions.push(sql`tenant_id = ${scope.tenantId}::uuid`);
  if (scope.userId) conditions.push(sql`user_id = ${scope.userId}::uuid`);
  if (scope.offerId) conditions.push(sql`id = ${scope.offerId}::uuid`);
  const matching = sql.join(conditions, sql` and `);
  // One offer (its expiry job): wait for a buyer's lock, whose transaction may roll back. A sweep
  // over many: skip locked rows rather than queue behind buyers.
  const target = scope.offerId ? matching : sql`id in (select id from ${offers} where ${matching} for update skip locked)`;
  const result = await db.execute(sql`
    update ${offers} set status = ${OfferStatus.EXPIRED}, state = ${OfferState.AWAITING_BUYER_REVIEW}, version = version + 1, updated_at = now()
    where ${target}
    returning id`);
  const rows = (result as unknown as { rows?: unknown[] }).rows ?? (result as unknown as unknown[]);
  return rows.length;
}

// ---- Bulk import ------------------------------------------------------------------------------

/** The tenant's stored settings (offer rules, currency precision) when no request carries them. */
export async function tenantSettingsOf(tx: DbExecutor, tenantId: string): Promise<TenantSettings> {
  const [row] = await tx.select({ settings: tenants.config }).from(tenants).where(eq(tenants.id, tenantId));
  if (!row) throw notFound('No such tenant', MessageCode.TENANT_NOT_FOUND, [tenantId]);
  return row.settings;
}
