import { desc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import {
  Authority,
  MessageCode,
  SAVED_SEARCH_ALERT_DAYS,
  SAVED_SEARCHES_MAX,
  SavedSearchMessage,
  STOCK_QUERY_PAGING_PARAMS,
  type SavedSearch,
  type SavedSearchAlerts,
  type SavedSearchCreate,
  type SavedSearchUpdate,
} from '@bp/api-contract';
import { centsToText, exceedsCurrencyPrecision, toCents } from '@bp/util-money';
import type { Database, DbExecutor } from '../db/database';
import { networkParticipants, savedSearchAlerts, savedSearches, stockItems, warehouses } from '../db/schema';
import { allOf, scoped } from '../db/scoped';
import { withTransactionRetry } from '../db/transaction-retry';
import { AppError, notFound } from '../errors';
import { refuseDecodedNul } from '../nul-characters';
import { itemKeyOf, type StockListRef } from './catalogue-service';

// A buyer's saved searches (the /stock query string under a name) and the alerts the
// saved-search scan raised for them (the bell). The 50-per-buyer limit holds across instances:
// the count and the insert run under a transaction lock on the buyer.

type SavedSearchRow = typeof savedSearches.$inferSelect;
/** The signed-in buyer as far as saved searches care. */
type Buyer = { id: string; authorities: readonly string[] };

const amount = (cents: number | null) => (cents === null ? null : Number(centsToText(cents)));

function fieldError(field: string, description: string): AppError {
  return new AppError(400, MessageCode.VALIDATION_FAILED, description, {
    errors: [{ field, messageCode: 'FIELD_INVALID_FORMAT', messageDescription: description }],
  });
}

/** The stored form of a /stock query string: paging dropped, parameters in the order given. */
export function normaliseSavedQuery(query: string): string {
  const params = new URLSearchParams(query.replace(/^\?/, ''));
  for (const [name, value] of params) refuseDecodedNul(name + value, 'query');
  for (const name of [...STOCK_QUERY_PAGING_PARAMS, 'page', 'pageSize']) params.delete(name);
  return params.toString();
}

function alertPriceCents(price: number | null | undefined): number | null | undefined {
  if (price === undefined || price === null) return price;
  if (exceedsCurrencyPrecision(price, 2)) throw fieldError('alertPriceBelow', 'must have at most two decimals');
  return toCents(price);
}

const wantsAlert = (alertNewStock: boolean | undefined, priceCents: number | null | undefined) => alertNewStock === true || (priceCents ?? null) !== null;

function assertMayAlert(user: Buyer): void {
  if (!user.authorities.includes(Authority.CAN_SET_STOCKLIST_ALERT)) {
    throw new AppError(403, MessageCode.FORBIDDEN, SavedSearchMessage.alertsNotAllowed, { params: [Authority.CAN_SET_STOCKLIST_ALERT] });
  }
}

/** 409 for the name a buyer already uses (the unique index on lower(name)). */
function isDuplicateName(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string; constraint?: string } })?.cause ?? (error as { code?: string; constraint?: string });
  return cause?.code === '23505' && (cause.constraint === undefined || cause.constraint === 'saved_searches_user_name_key');
}

async function participantIdsOf(db: DbExecutor, tenantId: string, rows: SavedSearchRow[]): Promise<Map<string, string>> {
  const ids = [...new Set(rows.map((row) => row.participantId).filter((id): id is string => id !== null))];
  if (ids.length === 0) return new Map();
  const participants = await scoped(db, tenantId).findMany(networkParticipants, inArray(networkParticipants.id, ids));
  return new Map(participants.map((participant) => [participant.id, participant.pxnsParticipantId]));
}

function toSavedSearch(row: SavedSearchRow, pxnsIds: Map<string, string>): SavedSearch {
  return {
    id: row.id,
    name: row.name,
    query: row.query,
    participantId: row.participantId === null ? null : (pxnsIds.get(row.participantId) ?? null),
    alertNewStock: row.alertNewStock,
    alertPriceBelow: amount(row.alertPriceBelowCents),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listSavedSearches(db: DbExecutor, tenantId: string, userId: string): Promise<SavedSearch[]> {
  const rows = await scoped(db, tenantId).findMany(savedSearches, eq(savedSearches.userId, userId), {
    orderBy: [desc(savedSearches.createdAt), desc(savedSearches.id)],
  });
  const pxnsIds = await participantIdsOf(db, tenantId, rows);
  return rows.map((row) => toSavedSearch(row, pxnsIds));
}

export async function createSavedSearch(db: Database, list: StockListRef, user: Buyer, body: SavedSearchCreate): Promise<SavedSearch> {
  const priceCents = alertPriceCents(body.alertPriceBelow) ?? null;
  if (wantsAlert(body.alertNewStock, priceCents)) assertMayAlert(user);
  const name = body.name.trim();
  const query = normaliseSavedQuery(body.query);
  try {
    const row = await withTransactionRetry(db, async (tx) => {
      // One buyer's saves queue here, whichever instance takes them, so the count below stays true.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`saved-searches:${list.tenantId}:${user.id}`}))`);
      const [{ count }] = await tx
        .select({ count: sql<number>`count(*)::int` })
        .from(savedSearches)
        .where(allOf(eq(savedSearches.tenantId, list.tenantId), eq(savedSearches.userId, user.id)));
      if (count >= SAVED_SEARCHES_MAX) throw new AppError(409, MessageCode.CONFLICT, SavedSearchMessage.tooMany, { params: [String(SAVED_SEARCHES_MAX)] });
      const [created] = await scoped(tx, list.tenantId).insert(savedSearches, {
        userId: user.id,
        participantId: list.participantId,
        name,
        query,
        alertNewStock: body.alertNewStock ?? false,
        alertPriceBelowCents: priceCents,
      });
      return created;
    });
    return toSavedSearch(row, new Map(list.participantId && list.participant ? [[list.participantId, list.participant.pxnsParticipantId]] : []));
  } catch (error) {
    if (isDuplicateName(error)) throw new AppError(409, MessageCode.CONFLICT, SavedSearchMessage.duplicateName);
    throw error;
  }
}

const ownSearch = (userId: string, id: string) => allOf(eq(savedSearches.userId, userId), eq(savedSearches.id, id));

export async function updateSavedSearch(db: Database, tenantId: string, user: Buyer, id: string, body: SavedSearchUpdate): Promise<SavedSearch> {
  const priceCents = alertPriceCents(body.alertPriceBelow);
  if (wantsAlert(body.alertNewStock, priceCents)) assertMayAlert(user);
  const changes: Partial<typeof savedSearches.$inferInsert> = { updatedAt: new Date() };
  if (body.name !== undefined) changes.name = body.name.trim();
  if (body.alertNewStock !== undefined) changes.alertNewStock = body.alertNewStock;
  if (priceCents !== undefined) changes.alertPriceBelowCents = priceCents;
  try {
    const [row] = await db
      .update(savedSearches)
      .set(changes)
      .where(scoped(db, tenantId).where(savedSearches, ownSearch(user.id, id)))
      .returning();
    if (!row) throw notFound(SavedSearchMessage.notFound);
    return toSavedSearch(row, await participantIdsOf(db, tenantId, [row]));
  } catch (error) {
    if (isDuplicateName(error)) throw new AppError(409, MessageCode.CONFLICT, SavedSearchMessage.duplicateName);
    throw error;
  }
}

export async function deleteSavedSearch(db: DbExecutor, tenantId: string, userId: string, id: string): Promise<void> {
  const deleted = await db
    .delete(savedSearches)
    .where(scoped(db, tenantId).where(savedSearches, ownSearch(userId, id)))
    .returning({ id: savedSearches.id });
  if (deleted.length === 0) throw notFound(SavedSearchMessage.notFound);
}

/** The bell: the buyer's alerts of the last SAVED_SEARCH_ALERT_DAYS days, newest first (at most 200), and how many are unread. */
export async function listSavedSearchAlerts(db: DbExecutor, tenantId: string, userId: string, now = new Date()): Promise<SavedSearchAlerts> {
  const scope = scoped(db, tenantId);
  const since = new Date(now.getTime() - SAVED_SEARCH_ALERT_DAYS * 24 * 3_600_000);
  const recent = allOf(eq(savedSearchAlerts.userId, userId), gte(savedSearchAlerts.createdAt, since));
  const rows = await db
    .select({
      alert: savedSearchAlerts,
      name: savedSearches.name,
      query: savedSearches.query,
      participantId: networkParticipants.pxnsParticipantId,
      itemNumber: stockItems.itemNumber,
      pxnItemNumber: stockItems.pxnItemNumber,
      warehouse: warehouses.code,
      description: stockItems.description,
      grade: stockItems.grade,
    })
    .from(savedSearchAlerts)
    .innerJoin(savedSearches, scope.join(savedSearches.id, savedSearchAlerts.savedSearchId))
    .innerJoin(stockItems, scope.join(stockItems.id, savedSearchAlerts.itemId))
    .innerJoin(warehouses, scope.join(warehouses.id, stockItems.warehouseId))
    .leftJoin(networkParticipants, scope.join(networkParticipants.id, savedSearches.participantId))
    .where(scope.where(savedSearchAlerts, recent))
    .orderBy(desc(savedSearchAlerts.createdAt), desc(savedSearchAlerts.id))
    .limit(200);
  const [{ unread }] = await db
    .select({ unread: sql<number>`count(*)::int` })
    .from(savedSearchAlerts)
    .where(scope.where(savedSearchAlerts, allOf(recent, isNull(savedSearchAlerts.readAt))));
  return {
    unread,
    alerts: rows.map((row) => ({
      id: row.alert.id,
      kind: row.alert.kind,
      savedSearchId: row.alert.savedSearchId,
      savedSearchName: row.name,
      query: row.query,
      participantId: row.participantId ?? null,
      itemNumber: row.itemNumber,
      warehouse: row.warehouse,
      itemNumberWarehouse: itemKeyOf(row.pxnItemNumber ?? row.itemNumber, row.warehouse),
      skuDescription: row.description,
      grade: row.grade,
      listPrice: amount(row.alert.listPriceCents) ?? 0,
      previousListPrice: amount(row.alert.previousListPriceCents),
      quantityAvailable: row.alert.quantityAvailable,
      createdAt: row.alert.createdAt.toISOString(),
      read: row.alert.readAt !== null,
    })),
  };
}

/** Marks the buyer's alerts read: the given ones, or all. */
export async function markSavedSearchAlertsRead(db: DbExecutor, tenantId: string, userId: string, ids?: string[]): Promise<void> {
  if (ids !== undefined && ids.length === 0) return;
  const which = ids === undefined ? undefined : inArray(savedSearchAlerts.id, ids);
  await db
    .update(savedSearchAlerts)
    .set({ readAt: new Date() })
    .where(
      scoped(db, tenantId).where(savedSearchAlerts, allOf(eq(savedSearchAlerts.userId, userId), isNull(savedSearchAlerts.readAt), ...(which ? [which] : []))),
    );
}
