import { eq } from 'drizzle-orm';
import { CheckoutMessage, CheckoutMessageCode, type CheckoutSubmission, type SalesOrder } from '@bp/api-contract';
import type { DbExecutor } from '../db/database';
import { salesOrderUpdateKeys } from '../db/schema';
import { allOf, scoped } from '../db/scoped';
import { AppError, businessRuleFailed } from '../errors';
import { isUniqueViolation } from '../identity/identity-users';
import { orderById } from '../sales/sales-order-service';
import { requestHashOf, updateCombinedOrder, type CheckoutBuyer, type CheckoutDeps, type SubmitResult } from './checkout-service';

// Idempotency-Key of the combined-order update (add-to-sales-order/{salesOrder}/submit), as submit
// has: the same key and body answer the updated order again (the cart is not added twice), the
// same key with another body is a 422. The key is stored in the update's own transaction, so of
// two requests with one key at once only one updates: the other hits the unique key and replays.

/** The order an earlier update with this key changed, or null; 422 when that update had another body. */
async function updateReplayOf(db: DbExecutor, buyer: CheckoutBuyer, key: string, requestHash: string): Promise<SalesOrder | null> {
  const row = await scoped(db, buyer.tenant.id).findOne(
    salesOrderUpdateKeys,
    allOf(eq(salesOrderUpdateKeys.userId, buyer.userId), eq(salesOrderUpdateKeys.idempotencyKey, key)),
  );
  if (!row) return null;
  if (row.requestHash !== requestHash)
    throw businessRuleFailed(CheckoutMessageCode.IDEMPOTENCY_KEY_REUSED, CheckoutMessage.IDEMPOTENCY_KEY_REUSED, { field: 'Idempotency-Key' });
  return orderById(db, buyer.tenant.id, row.orderId);
}

/** updateCombinedOrder, made idempotent by `idempotencyKey` when one is given. */
export async function updateCombinedOrderOnce(
  deps: CheckoutDeps,
  buyer: CheckoutBuyer,
  warehouseCode: string,
  orderNumber: string,
  body: CheckoutSubmission,
  idempotencyKey: string | undefined,
): Promise<SubmitResult> {
  if (!idempotencyKey) return { ...(await updateCombinedOrder(deps, buyer, warehouseCode, orderNumber, body)), replayed: false };
  const requestHash = requestHashOf(`update:${warehouseCode}:${orderNumber}:${buyer.participantId ?? ''}`, body);
  const earlier = await updateReplayOf(deps.db, buyer, idempotencyKey, requestHash);
  if (earlier) return { order: earlier, replayed: true, stock: null };
  try {
    const updated = await updateCombinedOrder(deps, buyer, warehouseCode, orderNumber, body, async (tx, orderId) => {
      await scoped(tx, buyer.tenant.id).insert(salesOrderUpdateKeys, { userId: buyer.userId, idempotencyKey, requestHash, orderId });
    });
    return { ...updated, replayed: false };
  } catch (error) {
    // As submit: a concurrent update with the same key won, or consumed the offers first (409).
    if (isUniqueViolation(error) || (error instanceof AppError && error.statusCode === 409)) {
      const replay = await updateReplayOf(deps.db, buyer, idempotencyKey, requestHash);
      if (replay) return { order: replay, replayed: true, stock: null };
    }
    throw error;
  }
}
