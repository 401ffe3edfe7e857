import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Transaction } from './database';
import { preparedStatement } from './prepared';
import { offers, stockItems } from './schema';

// THE lock order of stock rows. Every transaction that locks stock items (buyers' offers, cart
// and import, the seller's stock updates and offer answers, checkout) locks them here, all it
// needs at once, in ascending id, and before any offer row of those items. Two transactions
// taking locks in one global order cannot wait on each other in a circle, so they cannot
// deadlock; withTransactionRetry (./transaction-retry.ts) covers what is left.

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type StockLockMode = 'update' | 'share';

export type LockedStockItem = typeof stockItems.$inferSelect;

/**
 * Locks the tenant's stock items with these ids, in ascending id order, and answers them in that
 * order (ids of another tenant or of no item are simply missing). 'update' for changing the row
 * (quantity, price), 'share' to keep it from changing while offers on it are decided.
 * Only meaningful inside a transaction.
 */
export async function lockStockItems(tx: Transaction, tenantId: string, itemIds: readonly string[], mode: StockLockMode): Promise<LockedStockItem[]> {
  // A string that is not a UUID names no item (and must not reach the ::uuid[] cast as a 500).
  const ids = [...new Set(itemIds)].filter((id) => UUID_PATTERN.test(id)).sort();
  if (ids.length === 0) return [];
  // One array parameter, however many items (a list of parameters stops at 1664).
  return lockStockItemsWhere(tx, tenantId, sql`${stockItems.id} = any(${sql.param(ids)}::uuid[])`, mode);
}

/**
 * Like lockStockItems, for the tenant's items that `condition` selects (e.g. the items of some
 * offers, as a subquery): the ids need not be read first, which saves a round trip.
 */
export async function lockStockItemsWhere(tx: Transaction, tenantId: string, condition: SQL, mode: StockLockMode): Promise<LockedStockItem[]> {
  // ORDER BY under FOR UPDATE/SHARE: PostgreSQL locks the rows as the sort hands them over.
  return tx
    .select()
    .from(stockItems)
    .where(and(eq(stockItems.tenantId, tenantId), condition))
    .orderBy(asc(stockItems.id))
    .for(mode);
}

/** lockStockItemsWhere for the items of a buyer's offers, prepared (a checkout submit runs it on every call). */
const lockItemsOfOffers = preparedStatement('lock_stock_items_of_offers', (tx) =>
  tx
    .select()
    .from(stockItems)
    .where(
      and(
        eq(stockItems.tenantId, sql.placeholder('tenantId')),
        sql`${stockItems.id} in (select ${offers.itemId} from ${offers} where ${offers.tenantId} = ${sql.placeholder('tenantId')} and ${offers.userId} = ${sql.placeholder('userId')} and ${offers.id} = any(${sql.placeholder('offerIds')}::uuid[]))`,
      ),
    )
    .orderBy(asc(stockItems.id))
    .for('update'),
);

/**
 * Locks FOR UPDATE, in the one order, the tenant's stock items that `userId`'s offers with these
 * ids are for (offers of another buyer or tenant name no item); the offers themselves are not locked.
 */
export async function lockStockItemsOfOffers(tx: Transaction, tenantId: string, userId: string, offerIds: readonly string[]): Promise<LockedStockItem[]> {
  const ids = offerIds.filter((id) => UUID_PATTERN.test(id));
  if (ids.length === 0) return [];
  return lockItemsOfOffers(tx, { tenantId, userId, offerIds: ids });
}
