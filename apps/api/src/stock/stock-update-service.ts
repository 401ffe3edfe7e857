import { and, eq, gt, lte, sql } from 'drizzle-orm';
import { toCents, centsToText } from '@bp/util-money';
import { crossesAlert } from '@bp/util-stocklist';
import type { Database, Transaction } from '../db/database';
import { preparedStatement } from '../db/prepared';
import { lockStockItems } from '../db/stock-locks';
import { withTransactionRetry } from '../db/transaction-retry';
import { catalogueChanges, catalogueVersions, stockAlerts, stockItems, warehouses } from '../db/schema';
import { sameTenant } from '../db/scoped';
import { enqueueJob } from '../db/job-queue';
import { markPriceDroppedOffers } from './price-dropped-offers';
import { enqueueSavedSearchScan, type MarketEvents } from './saved-search-scan';

// Seller-side stock changes (POST /ops/stock/updates, the ops CLI): one transaction
// (withTransactionRetry), the item rows locked FOR UPDATE all at once in the global order of
// lockStockItems (the order buyers use too, so they cannot deadlock with sellers), the catalogue
// version bumped, one stock-alert e-mail job per alert whose threshold the change crosses, open
// offers above a lowered list price marked PRICE_DROPPED, and one saved-search scan job for the
// items that came into stock or got cheaper.

export interface StockUpdate {
  itemNumber: string;
  warehouse: string;
  quantityAvailable?: number;
  /** Decimal string or number with at most two decimals. */
  listPrice?: string | number;
}

export interface AppliedStockChange {
  itemNumber: string;
  warehouse: string;
  quantityAvailable: number;
  /** Decimal string. */
  listPrice: string;
}

export interface StockUpdateResult {
  /** What changed, for patching in-memory indexes (not part of the HTTP answer). */
  changes: AppliedStockChange[];
  changedAt: string;
  updated: number;
  notFound: { itemNumber: string; warehouse: string }[];
  alertsTriggered: number;
  /** Open offers a list-price drop overtook (now PRICE_DROPPED). */
  offersPriceDropped: number;
  catalogueVersion: number;
}

export const STOCK_ALERT_JOB = 'stock-alert-mail';

/**
 * Marks the transaction as one that changed the tenant's stock: the catalogue version is bumped
 * when it commits (catalogue_changes' deferred trigger), so concurrent checkouts do not queue on
 * the version row for the rest of their transactions. `itemIds`: the items whose quantity or
 * price it set, which other instances then read instead of the whole list (catalogue-changes.ts);
 * without them they read the list again. Answers the mark's id: after the commit,
 * committedCatalogueVersion tells the version this transaction made.
 */
export async function markCatalogueChanged(tx: Transaction, tenantId: string, itemIds?: readonly string[]): Promise<string> {
  const [row] = await tx
    .insert(catalogueChanges)
    .values({ tenantId, itemIds: itemIds ? [...new Set(itemIds)] : null })
    .returning({ id: catalogueChanges.id });
  return row.id;
}

/** committedCatalogueVersion's read, prepared: every checkout submit runs it. */
const readCommittedMark = preparedStatement('read_committed_catalogue_mark', (db) =>
  db
    .select({ version: catalogueChanges.version, changedAt: catalogueChanges.changedAt })
    .from(catalogueChanges)
    .where(and(eq(catalogueChanges.tenantId, sql.placeholder('tenantId')), eq(catalogueChanges.id, sql.placeholder('markId')))),
);

/**
 * After the commit of a markCatalogueChanged transaction: the version it made (the mark stays,
 * as the log other instances read). Undefined when the mark is gone or not yet committed (called
 * inside an outer transaction): the caller then leaves its stock list cache to the version check.
 */
export async function committedCatalogueVersion(db: Database, tenantId: string, markId: string): Promise<{ version: number; changedAt: Date } | undefined> {
  const [row] = await readCommittedMark(db, { tenantId, markId });
  return row && row.version !== null && row.changedAt !== null ? { version: row.version, changedAt: row.changedAt } : undefined;
}

const updateKey = (update: { warehouse: string; itemNumber: string }) => `${update.warehouse}\u0000${update.itemNumber}`;

/** The ids of the items the updates name, by updateKey (not locked; lockStockItems does that). */
async function itemIdsByKey(tx: Transaction, tenantId: string, updates: StockUpdate[]): Promise<Map<string, string>> {
  const wanted = JSON.stringify(updates.map((update) => [update.warehouse, update.itemNumber]));
  // The batch's (warehouse, item number) pairs travel as one JSON parameter, whatever its size.
  const rows = await tx
    .select({ id: stockItems.id, itemNumber: stockItems.itemNumber, warehouse: warehouses.code })
    .from(stockItems)
    .innerJoin(warehouses, sameTenant(warehouses.id, stockItems.warehouseId))
    .where(
      and(
        eq(stockItems.tenantId, tenantId),
        sql`(${warehouses.code}, ${stockItems.itemNumber}) in (select pair->>0, pair->>1 from jsonb_array_elements(${wanted}::jsonb) as pair)`,
      ),
    );
  return new Map(rows.map((row) => [updateKey(row), row.id]));
}

export async function applyStockUpdates(db: Database, tenantId: string, updates: StockUpdate[]): Promise<StockUpdateResult> {
  for (const update of updates) {
    if (update.quantityAvailable !== undefined && (!Number.isInteger(update.quantityAvailable) || update.quantityAvailable < 0)) {
      throw new RangeError(`quantityAvailable of ${update.itemNumber} must be a whole number >= 0`);
    }
    if (update.listPrice !== undefined) toCents(update.listPrice);
  }
  const ordered = [...updates].sort((a, b) => (a.warehouse + '\u0000' + a.itemNumber < b.warehouse + '\u0000' + b.itemNumber ? -1 : 1));
  const { result, markId } = await withTransactionRetry(db, async (tx) => {
    const changedItemIds: string[] = [];
    const market: MarketEvents = { newStock: [], priceDrops: [] };
    const result: StockUpdateResult = {
      changes: [],
      changedAt: new Date().toISOString(),
      updated: 0,
      notFound: [],
      alertsTriggered: 0,
      offersPriceDropped: 0,
      catalogueVersion: 0,
    };
    // Find the items, then lock them all at once in the one global order (lockStockItems), never
    // one by one in the batch's order: buyers lock the same rows in that global order.
    const idsByKey = await itemIdsByKey(tx, tenantId, ordered);
    const locked = new Map((await lockStockItems(tx, tenantId, [...idsByKey.values()], 'update')).map((row) => [row.id, row]));
    for (const update of ordered) {
      const itemId = idsByKey.get(updateKey(update));
      const item = itemId === undefined ? undefined : locked.get(itemId);
      if (!item) {
        result.notFound.push({ itemNumber: update.itemNumber, warehouse: update.warehouse });
        continue;
      }
      const changes: Partial<typeof stockItems.$inferInsert> = {};
      const quantityAfter = update.quantityAvailable ?? item.quantityAvailable;
      if (update.quantityAvailable !== undefined) changes.quantityAvailable = update.quantityAvailable;
      if (update.listPrice !== undefined) {
        const cents = toCents(update.listPrice);
        if (cents !== toCents(item.listPrice)) {
          changes.listPrice = centsToText(cents);
          changes.previousListPrice = item.listPrice;
          changes.priceChangedAt = new Date();
        }
      }
      if (Object.keys(changes).length === 0) continue;
      await tx
        .update(stockItems)
        .set(changes)
        .where(and(eq(stockItems.tenantId, tenantId), eq(stockItems.id, item.id)));
      // A later line of the batch for the same item starts from this one's result.
      locked.set(item.id, { ...item, ...changes });
      if (item.quantityAvailable <= 0 && quantityAfter > 0) market.newStock.push(item.id);
      if (changes.listPrice !== undefined && toCents(changes.listPrice) < toCents(item.listPrice)) {
        market.priceDrops.push([item.id, toCents(item.listPrice), toCents(changes.listPrice)]);
        // Same transaction, item row still locked: a buyer sees the drop and PRICE_DROPPED together.
        result.offersPriceDropped += await markPriceDroppedOffers(tx, tenantId, item.id, changes.listPrice);
      }
      result.updated += 1;
      changedItemIds.push(item.id);
      result.changes.push({
        itemNumber: update.itemNumber,
        warehouse: update.warehouse,
        quantityAvailable: quantityAfter,
        listPrice: changes.listPrice ?? item.listPrice,
      });

      if (quantityAfter > item.quantityAvailable) {
        // Alerts whose quantity lies in (before, after]: crossed from below to at or above.
        const crossed = await tx
          .update(stockAlerts)
          .set({ crossings: sql`${stockAlerts.crossings} + 1` })
          .where(
            and(
              eq(stockAlerts.tenantId, tenantId),
              eq(stockAlerts.itemId, item.id),
              gt(stockAlerts.quantity, item.quantityAvailable),
              lte(stockAlerts.quantity, quantityAfter),
            ),
          )
          .returning({ id: stockAlerts.id, crossings: stockAlerts.crossings, quantity: stockAlerts.quantity });
        for (const alert of crossed) {
          if (!crossesAlert(item.quantityAvailable, quantityAfter, alert.quantity)) continue;
          const queued = await enqueueJob(tx, {
            tenantId,
            kind: STOCK_ALERT_JOB,
            payload: { alertId: alert.id, crossing: alert.crossings, quantityAvailable: quantityAfter },
            dedupeKey: `stock-alert:${alert.id}:${alert.crossings}`,
          });
          if (queued) result.alertsTriggered += 1;
        }
      }
    }
    if (result.updated > 0) {
      const markId = await markCatalogueChanged(tx, tenantId, changedItemIds);
      await enqueueSavedSearchScan(tx, tenantId, market, markId);
      return { result, markId };
    }
    const [row] = await tx.select({ version: catalogueVersions.version }).from(catalogueVersions).where(eq(catalogueVersions.tenantId, tenantId));
    result.catalogueVersion = row?.version ?? 0;
    return { result, markId: undefined };
  });
  const committed = markId === undefined ? undefined : await committedCatalogueVersion(db, tenantId, markId);
  if (committed) {
    result.catalogueVersion = committed.version;
    result.changedAt = committed.changedAt.toISOString();
  }
  return result;
}
