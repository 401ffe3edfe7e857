import { eq, inArray, notInArray, sql } from 'drizzle-orm';
import { FulfillmentStatus } from '@bp/api-contract';
import type { DbExecutor } from '../db/database';
import { salesOrderLines, salesOrders } from '../db/schema';
import { allOf, sameTenant } from '../db/scoped';

/** Fulfillment statuses of orders that no longer hold stock. */
const CLOSED_FULFILLMENT_STATUSES = [FulfillmentStatus.SHIPPED, FulfillmentStatus.INVOICED, FulfillmentStatus.CANCELED];

/**
 * Units of each item of a partner's stock held by open orders (not shipped, invoiced or
 * canceled): the stock list's pendingOrderItemCount (spec 01 §3). `itemIds`: only these items.
 */
export async function pendingOrderCounts(db: DbExecutor, tenantId: string, participantId: string, itemIds?: readonly string[]): Promise<Map<string, number>> {
  const conditions = [
    eq(salesOrderLines.tenantId, tenantId),
    eq(salesOrders.participantId, participantId),
    notInArray(salesOrders.fulfillmentStatus, CLOSED_FULFILLMENT_STATUSES),
  ];
  if (itemIds) {
    if (itemIds.length === 0) return new Map();
    conditions.push(inArray(salesOrderLines.itemId, [...itemIds]));
  }
  const rows = await db
    .select({
      itemId: salesOrderLines.itemId,
      pending: sql<number>`sum(${salesOrderLines.orderedQuantity} - ${salesOrderLines.canceledQuantity} - ${salesOrderLines.shippedQuantity})::int`,
    })
    .from(salesOrderLines)
    .innerJoin(salesOrders, sameTenant(salesOrders.id, salesOrderLines.orderId))
    .where(allOf(...conditions))
    .groupBy(salesOrderLines.itemId);
  return new Map(rows.map((row) => [row.itemId, Number(row.pending)]));
}
