import { eq } from 'drizzle-orm';
import { fillMessage, FulfillmentStatus, OrderMessage, OrderMessageCode, PaymentStatus, type SellerOrder } from '@bp/api-contract';
import type { Database } from '../db/database';
import { salesOrders } from '../db/schema';
import { scoped } from '../db/scoped';
import { withTransactionRetry } from '../db/transaction-retry';
import { businessRuleFailed } from '../errors';
import { sellerOrder } from './order-fulfillment-service';
import { orderNotFound } from '../sales/sales-order-service';

/** Orders still waiting for the buyer's payment, where a grace period means something. */
const WAITING_STATUSES: readonly string[] = [FulfillmentStatus.ON_HOLD, FulfillmentStatus.AWAITING_SHIPPING_QUOTE];

/**
 * Moves an unpaid held order's grace period end (spec 03 §4 Late payment): the seller extends it,
 * or a demo or journey makes an order late without waiting for the tenant's grace period. The
 * late-payment rules (§9) then follow from the new end as they would from the original one.
 */
export async function setGracePeriodEnd(db: Database, tenantId: string, orderNumber: string, gracePeriodEnd: Date): Promise<SellerOrder> {
  await withTransactionRetry(db, async (tx) => {
    const scope = scoped(tx, tenantId);
    const row = await scope.findOneForUpdate(salesOrders, eq(salesOrders.orderNumber, orderNumber));
    if (!row) throw orderNotFound(orderNumber);
    if (row.paymentStatus === PaymentStatus.PAID || !WAITING_STATUSES.includes(row.fulfillmentStatus)) {
      throw businessRuleFailed(OrderMessageCode.WRONG_STATUS, fillMessage(OrderMessage.WRONG_STATUS, row.orderNumber, row.fulfillmentStatus), {
        field: 'fulfillmentStatus',
        params: [row.orderNumber, row.fulfillmentStatus],
      });
    }
    await scope.update(salesOrders, { gracePeriodEnd, version: row.version + 1 }, eq(salesOrders.id, row.id));
  });
  return sellerOrder(db, tenantId, orderNumber);
}
