import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { SavedSearchAlertKind, StockItem } from '@bp/api-contract';
import { toCents } from '@bp/util-money';
import { attributeValueOf, EMPTY_ATTRIBUTE_VALUE, itemSearchText, matchesStockQuery, parseStockQuery, type ParsedStockQuery } from '@bp/util-stocklist';
import type { Database, DbExecutor, Transaction } from '../db/database';
import { enqueueJob } from '../db/job-queue';
import { networkResellers, savedSearchAlerts, savedSearches, stockItemGroups, stockItems, warehouses } from '../db/schema';
import { allOf, sameTenant, scoped } from '../db/scoped';
import { withTransactionRetry } from '../db/transaction-retry';
import { chunksOf, TimeSlices } from '../yielding';
import { participantsInOrder, stockItemColumns, stockItemOf, visibleParticipantsWith } from './catalogue-service';

// Saved searches that alert: a stock change records what it did to the market (items back in
// stock, list prices lowered) as one scan job, run by whichever instance claims it. The scan
// matches the changed items against every alerting search of the tenant with the stock list's
// own filter rules (util-stocklist), and records each hit in saved_search_alerts, whose unique
// key (buyer, item, day) is the sent-record: a buyer hears of an item at most once a day,
// whatever the retries or instances. The hits' e-mails are jobs enqueued in the same transaction.

export const SAVED_SEARCH_SCAN_JOB = 'saved-search-scan';
export const SAVED_SEARCH_MAIL_JOB = 'saved-search-alert-mail';

/** What a stock change did that saved searches may alert on. */
export interface MarketEvents {
  /** Items that came into stock (0 available before, more now). */
  newStock: string[];
  /** Items whose list price fell: [item id, cents before, cents after]. */
  priceDrops: [string, number, number][];
}

const alerting: SQL = sql`(${savedSearches.alertNewStock} or ${savedSearches.alertPriceBelowCents} is not null)`;

/**
 * Inside the stock change's transaction: one scan job for its events, when the tenant has any
 * alerting saved search. `changeId` names the change (the scan's dedupe key).
 */
export async function enqueueSavedSearchScan(tx: Transaction, tenantId: string, events: MarketEvents, changeId: string): Promise<boolean> {
  if (events.newStock.length === 0 && events.priceDrops.length === 0) return false;
  const [any] = await tx
    .select({ id: savedSearches.id })
    .from(savedSearches)
    .where(allOf(eq(savedSearches.tenantId, tenantId), alerting))
    .limit(1);
  if (!any) return false;
  return enqueueJob(tx, { tenantId, kind: SAVED_SEARCH_SCAN_JOB, payload: { ...events }, dedupeKey: `saved-search-scan:${changeId}` });
}

interface ChangedItem {
  id: string;
  participantId: string | null;
  item: StockItem;
  searchText: string;
  listPriceCents: number;
}

async function changedItems(db: DbExecutor, tenantId: string, ids: string[]): Promise<ChangedItem[]> {
  const found: ChangedItem[] = [];
  for (const chunk of chunksOf(ids, 5000)) {
    const rows = await db
      .select({
        ...stockItemColumns,
        groupDescription: sql<string>`coalesce(${stockItemGroups.groupDescription}, '')`,
        participantId: warehouses.participantId,
      })
      .from(stockItems)
      .innerJoin(warehouses, sameTenant(warehouses.id, stockItems.warehouseId))
      .leftJoin(stockItemGroups, sameTenant(stockItemGroups.id, stockItems.groupId))
      .where(and(eq(stockItems.tenantId, tenantId), sql`${stockItems.id} = any(${sql.param(chunk)}::uuid[])`));
    for (const row of rows) {
      const item = stockItemOf(row);
      found.push({ id: row.id, participantId: row.participantId, item, searchText: itemSearchText(item), listPriceCents: toCents(row.listPrice) });
    }
  }
  return found;
}

interface Hit {
  userId: string;
  savedSearchId: string;
  itemId: string;
  kind: SavedSearchAlertKind;
  listPriceCents: number;
  previousListPriceCents: number | null;
  quantityAvailable: number;
}

/** A saved query string as the stock list's filters (repeated names: the last one, as the list reads them). */
export function parsedSavedQuery(query: string): ParsedStockQuery {
  return parseStockQuery(Object.fromEntries(new URLSearchParams(query)));
}

interface AlertingSearch {
  id: string;
  userId: string;
  participantId: string | null;
  query: string;
  alertNewStock: boolean;
  alertPriceBelowCents: number | null;
}

/**
 * One list's searches, indexed by the values of their first attribute filter (most saved searches
 * name a model or a grade): an item is checked only against the searches its own value can
 * satisfy, and those without an attribute filter.
 */
interface ListSearches {
  byAttribute: Map<string, Map<string, { order: number; search: AlertingSearch; parsed: ParsedStockQuery }[]>>;
  unindexed: { order: number; search: AlertingSearch; parsed: ParsedStockQuery }[];
}

async function indexSearches(searches: readonly AlertingSearch[], slices: TimeSlices): Promise<Map<string | null, ListSearches>> {
  const lists = new Map<string | null, ListSearches>();
  for (const [order, search] of searches.entries()) {
    await slices.pause();
    const parsed = parsedSavedQuery(search.query);
    let list = lists.get(search.participantId);
    if (!list) lists.set(search.participantId, (list = { byAttribute: new Map(), unindexed: [] }));
    const [attribute] = Object.keys(parsed.attributes);
    if (attribute === undefined) {
      list.unindexed.push({ order, search, parsed });
      continue;
    }
    let byValue = list.byAttribute.get(attribute);
    if (!byValue) list.byAttribute.set(attribute, (byValue = new Map()));
    for (const value of parsed.attributes[attribute]) {
      const bucket = byValue.get(value);
      if (bucket) bucket.push({ order, search, parsed });
      else byValue.set(value, [{ order, search, parsed }]);
    }
  }
  return lists;
}

/**
 * The alerts a change raises: each alerting search against the changed items of its list. A
 * search alerts on NEW_STOCK when it asks for new stock and a matching item came into stock, on
 * PRICE_BELOW when a matching item's price fell from at or above its alert price to below it.
 * One hit per buyer and item (the buyer's first search, in the given order, that matched).
 */
export async function findHits(
  searches: readonly AlertingSearch[],
  items: readonly ChangedItem[],
  events: MarketEvents,
  slices = new TimeSlices(),
): Promise<Hit[]> {
  const newStock = new Set(events.newStock);
  const drops = new Map(events.priceDrops.map(([id, before, after]) => [id, { before, after }]));
  const lists = await indexSearches(searches, slices);
  const hits: Hit[] = [];
  for (const changed of items) {
    await slices.pause();
    const list = lists.get(changed.participantId);
    if (!list) continue;
    const candidates = [...list.unindexed];
    for (const [attribute, byValue] of list.byAttribute) {
      const value = attributeValueOf(changed.item, attribute);
      candidates.push(...(byValue.get(value === '' ? EMPTY_ATTRIBUTE_VALUE : value) ?? []));
    }
    const isNew = newStock.has(changed.id);
    const drop = drops.get(changed.id);
    const byBuyer = new Map<string, { order: number; hit: Hit }>();
    for (const { order, search, parsed } of candidates) {
      const threshold = search.alertPriceBelowCents;
      const kind: SavedSearchAlertKind | undefined =
        search.alertNewStock && isNew
          ? 'NEW_STOCK'
          : threshold !== null && drop && drop.before >= threshold && drop.after < threshold
            ? 'PRICE_BELOW'
            : undefined;
      if (!kind) continue;
      const known = byBuyer.get(search.userId);
      if (known && known.order < order) continue;
      if (!matchesStockQuery(changed.item, parsed, changed.searchText)) continue;
      byBuyer.set(search.userId, {
        order,
        hit: {
          userId: search.userId,
          savedSearchId: search.id,
          itemId: changed.id,
          kind,
          listPriceCents: drop?.after ?? changed.listPriceCents,
          previousListPriceCents: kind === 'PRICE_BELOW' && drop ? drop.before : null,
          quantityAvailable: changed.item.quantityAvailable,
        },
      });
    }
    for (const { hit } of byBuyer.values()) hits.push(hit);
  }
  return hits;
}

/** Partner lists a buyer no longer sees raise nothing for them (the stock list's visibility rule, read once for every buyer). */
async function withoutHiddenLists<T extends { userId: string; participantId: string | null }>(db: DbExecutor, tenantId: string, searches: T[]): Promise<T[]> {
  const users = [...new Set(searches.filter((search) => search.participantId !== null).map((search) => search.userId))];
  if (users.length === 0) return searches;
  const participants = await participantsInOrder(db, tenantId);
  const resellers = new Set((await scoped(db, tenantId).findMany(networkResellers, inArray(networkResellers.userId, users))).map((row) => row.userId));
  const visible = new Map<string, Set<string>>();
  for (const userId of users) {
    const rows = await visibleParticipantsWith({ tenantId, participants: async () => participants, isReseller: async () => resellers.has(userId) });
    visible.set(userId, new Set(rows.map((row) => row.id)));
  }
  return searches.filter((search) => search.participantId === null || visible.get(search.userId)?.has(search.participantId));
}

/** The scan job: finds the change's hits, records them and enqueues each buyer's e-mail, in one transaction. */
export async function scanSavedSearches(
  db: Database,
  tenantId: string,
  events: MarketEvents,
  scanId: string,
  now = new Date(),
): Promise<{ alerts: number; mails: number }> {
  const ids = [...new Set([...events.newStock, ...events.priceDrops.map(([id]) => id)])];
  if (ids.length === 0) return { alerts: 0, mails: 0 };
  const searches = await withoutHiddenLists(
    db,
    tenantId,
    await db
      .select({
        id: savedSearches.id,
        userId: savedSearches.userId,
        participantId: savedSearches.participantId,
        query: savedSearches.query,
        alertNewStock: savedSearches.alertNewStock,
        alertPriceBelowCents: savedSearches.alertPriceBelowCents,
      })
      .from(savedSearches)
      .where(allOf(eq(savedSearches.tenantId, tenantId), alerting)),
  );
  if (searches.length === 0) return { alerts: 0, mails: 0 };
  const hits = await findHits(searches, await changedItems(db, tenantId, ids), events);
  if (hits.length === 0) return { alerts: 0, mails: 0 };
  const day = now.toISOString().slice(0, 10);
  return withTransactionRetry(db, async (tx) => {
    const raised: { id: string; userId: string }[] = [];
    // A few thousand rows per statement, as one JSON parameter (a row of parameters each would pass PostgreSQL's limit).
    for (const chunk of chunksOf(hits, 5000)) {
      const result = await tx.execute<{ id: string; user_id: string }>(sql`
        insert into saved_search_alerts (tenant_id, user_id, saved_search_id, item_id, day, kind, list_price_cents, previous_list_price_cents, quantity_available)
        select ${tenantId}::uuid, hit."userId", hit."savedSearchId", hit."itemId", ${day}::date, hit.kind, hit."listPriceCents", hit."previousListPriceCents", hit."quantityAvailable"
        from jsonb_to_recordset(${JSON.stringify(chunk)}::jsonb) as hit(
          "userId" uuid, "savedSearchId" uuid, "itemId" uuid, kind text, "listPriceCents" bigint, "previousListPriceCents" bigint, "quantityAvailable" integer)
        on conflict do nothing
        returning id, user_id`);
      // node-postgres answers { rows }, PGlite the rows themselves.
      const rows = (result as unknown as { rows?: { id: string; user_id: string }[] }).rows ?? (result as unknown as { id: string; user_id: string }[]);
      for (const row of rows) raised.push({ id: row.id, userId: row.user_id });
    }
    const byUser = new Map<string, string[]>();
    for (const alert of raised) {
      const ids = byUser.get(alert.userId);
      if (ids) ids.push(alert.id);
      else byUser.set(alert.userId, [alert.id]);
    }
    for (const [userId, alertIds] of byUser) {
      await enqueueJob(tx, { tenantId, kind: SAVED_SEARCH_MAIL_JOB, payload: { userId, alertIds }, dedupeKey: `saved-search-mail:${scanId}:${userId}` });
    }
    return { alerts: raised.length, mails: byUser.size };
  });
}

/**
 * The buyer's alerts as messages list them (the e-mail of a scan's alerts, the daily report's
 * sheet): those of `ids`, or those raised since `since`; oldest first, at most 10,000.
 */
export async function savedSearchAlertRows(db: DbExecutor, tenantId: string, userId: string, which: { ids: string[] } | { since: Date }) {
  if ('ids' in which && which.ids.length === 0) return [];
  const chosen =
    'ids' in which ? sql`${savedSearchAlerts.id} = any(${sql.param(which.ids)}::uuid[])` : sql`${savedSearchAlerts.createdAt} > ${which.since.toISOString()}`;
  return db
    .select({
      kind: savedSearchAlerts.kind,
      listPriceCents: savedSearchAlerts.listPriceCents,
      previousListPriceCents: savedSearchAlerts.previousListPriceCents,
      quantityAvailable: savedSearchAlerts.quantityAvailable,
      createdAt: savedSearchAlerts.createdAt,
      searchName: savedSearches.name,
      itemNumber: sql<string>`coalesce(${stockItems.pxnItemNumber}, ${stockItems.itemNumber})`,
      description: stockItems.description,
      grade: stockItems.grade,
      warehouse: warehouses.code,
    })
    .from(savedSearchAlerts)
    .innerJoin(savedSearches, sameTenant(savedSearches.id, savedSearchAlerts.savedSearchId))
    .innerJoin(stockItems, sameTenant(stockItems.id, savedSearchAlerts.itemId))
    .innerJoin(warehouses, sameTenant(warehouses.id, stockItems.warehouseId))
    .where(allOf(eq(savedSearchAlerts.tenantId, tenantId), eq(savedSearchAlerts.userId, userId), chosen))
    .orderBy(savedSearchAlerts.createdAt, savedSearchAlerts.id)
    .limit(10_000);
}
