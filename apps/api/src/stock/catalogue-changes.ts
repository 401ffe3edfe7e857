import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { DbExecutor } from '../db/database';
import { catalogueChanges, stockItems, warehouses } from '../db/schema';
import { sameTenant } from '../db/scoped';
import { pendingOrderCounts } from './pending-order-counts';
import type { StockListRef } from './catalogue-service';

// Catching a built stock list up with versions another instance made, from the log the commits
// leave in catalogue_changes (migration 0018): the items each version changed, read again by id,
// instead of every item of the list. A version without a logged change (pruned, or made by the
// seed) cannot be caught up from: the caller reads the list again.

/** Where every catalogue version change is announced, as "<tenant_id>:<version>" (migration 0018). */
export const CATALOGUE_CHANGES_CHANNEL = 'bp_catalogue_changes';

/** A changed item as a stock list patch needs it. */
export interface ItemChange {
  /** The seller's own item number (a built list finds its items by it and the warehouse, partner items too). */
  itemNumber: string;
  warehouse: string;
  quantityAvailable: number;
  /** Decimal string. */
  listPrice: string;
  /** Partner lists only: units open network orders hold. */
  pendingOrderItemCount?: number;
}

/**
 * The items versions (after, upTo] of the tenant changed, and when the last of them was made; or
 * undefined when a version in that range has no logged change.
 */
export async function loggedChanges(
  db: DbExecutor,
  tenantId: string,
  after: number,
  upTo: number,
): Promise<{ itemIds: string[]; changedAt: string } | undefined> {
  const rows = await db
    .select({ itemIds: catalogueChanges.itemIds, changedAt: catalogueChanges.changedAt })
    .from(catalogueChanges)
    .where(and(eq(catalogueChanges.tenantId, tenantId), gt(catalogueChanges.version, after), lte(catalogueChanges.version, upTo)));
  if (rows.length !== upTo - after || rows.some((row) => row.itemIds === null)) return undefined;
  const itemIds = new Set(rows.flatMap((row) => row.itemIds ?? []));
  const changedAt = rows.reduce((latest, row) => (row.changedAt && row.changedAt > latest ? row.changedAt : latest), new Date(0));
  return { itemIds: [...itemIds], changedAt: changedAt.toISOString() };
}

/** The list's items among `itemIds` as they are now (items of other lists are left out). */
export async function changedItemsOf(db: DbExecutor, list: StockListRef, itemIds: readonly string[]): Promise<ItemChange[]> {
  if (itemIds.length === 0) return [];
  const rows = await db
    .select({
      id: stockItems.id,
      itemNumber: stockItems.itemNumber,
      warehouse: warehouses.code,
      quantityAvailable: stockItems.quantityAvailable,
      listPrice: stockItems.listPrice,
    })
    .from(stockItems)
    .innerJoin(warehouses, sameTenant(warehouses.id, stockItems.warehouseId))
    .where(
      and(
        eq(stockItems.tenantId, list.tenantId),
        sql`${stockItems.id} = any(${sql.param([...itemIds])}::uuid[])`,
        list.participantId === null ? sql`${warehouses.participantId} is null` : eq(warehouses.participantId, list.participantId),
      ),
    );
  if (list.participantId === null)
    return rows.map(({ itemNumber, warehouse, quantityAvailable, listPrice }) => ({ itemNumber, warehouse, quantityAvailable, listPrice }));
  // Partner stock shows what open network orders hold.
  const pending = await pendingOrderCounts(
    db,
    list.tenantId,
    list.participantId,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    itemNumber: row.itemNumber,
    warehouse: row.warehouse,
    quantityAvailable: row.quantityAvailable,
    listPrice: row.listPrice,
    pendingOrderItemCount: pending.get(row.id) ?? 0,
  }));
}
