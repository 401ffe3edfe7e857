import { and, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import {
  fillMessage,
  FulfillmentStatus,
  OrderMessage,
  OrderMessageCode,
  PaymentStatus,
  PaymentOutcome,
  type AcceptRacTermsResponse,
  type CalculateFeesRequest,
  type CalculateFeesResponse,
  type RacTerms,
} from '@bp/api-contract';
import type { Database, DbExecutor } from '../db/database';
import { salesOrderLines, salesOrders } from '../db/schema';
import { allOf, scoped } from '../db/scoped';
import { withTransactionRetry } from '../db/transaction-retry';
import { businessRuleFailed } from '../errors';
import { centsToAmount } from '@bp/util-money';
import { cancellationFeeCents, DAY_MS, orderValueCents, reservationFeePerPeriodCents, reservationPeriodsDue } from '../sales/order-late-fees';
import { permissionOfRow, type OrderBuyer } from './order-update-service';
import { orderById, orderNotFound } from '../sales/sales-order-service';

// Late payment (spec 03 §4 Late payment, §7 calculate fees / terms accept, §9): the buyer's
// side (fees preview, accepting the terms) and the sweep the durable job runs after the grace
// period. Charging is idempotent on its own (reservation_fee_periods counts what was charged),
// and the job queue runs each sweep on one instance only.

async function buyerRow(db: DbExecutor, buyer: OrderBuyer, orderNumber: string) {
  const row = await scoped(db, buyer.tenant.id).findOne(salesOrders, allOf(eq(salesOrders.userId, buyer.userId), eq(salesOrders.orderNumber, orderNumber)));
  if (!row) throw orderNotFound(orderNumber);
  return row;
}

/**
 * POST sales-order/calculate-fees: the reservation fee the order carries, and the cancellation
 * fee it would owe (isCancellation) for the given lines priced at the order's own prices.
 */
export async function calculateFees(db: DbExecutor, buyer: OrderBuyer, request: CalculateFeesRequest, now = new Date()): Promise<CalculateFeesResponse> {
  const row = await buyerRow(db, buyer, request.phonexOrderNumber);
  const lines = await scoped(db, buyer.tenant.id).findMany(salesOrderLines, eq(salesOrderLines.orderId, row.id));
  const priceOf = new Map(lines.map((line) => [line.itemNumberWarehouse, line.unitPriceCents]));
  let itemsCents = 0;
  for (const item of request.items) {
    const price = priceOf.get(item.itemNumberWarehouse);
    if (price === undefined) {
      throw businessRuleFailed(OrderMessageCode.ITEM_NOT_IN_ORDER, fillMessage(OrderMessage.ITEM_NOT_IN_ORDER, item.itemNumberWarehouse), {
        field: `items/${item.itemNumberWarehouse}`,
      });
    }
    itemsCents += price * item.orderedQuantity;
  }
  // The order's value with its goods replaced by the lines asked about.
  const valueCents = Math.max(0, orderValueCents(row) - row.subtotalCents + itemsCents);
  return {
    reservationFee: centsToAmount(row.reservationFeeCents),
    cancellationFee: centsToAmount(request.isCancellation ? cancellationFeeCents(row, valueCents, now) : row.cancellationFeeCents),
  };
}

const samePercent = (offered: number, stored: string | null) => Math.round(offered * 1_000_000) === Math.round(Number(stored ?? '0') * 1_000_000);

/**
 * POST sales-order/{n}/rac-terms: the buyer agrees to the order's reservation and cancellation
 * fees (EXTEND TIME ON THIS ORDER). Answers 'SUCCESS', or FAILURE with a description when the
 * order no longer offers it or the terms posted are not the order's.
 */
export async function acceptRacTerms(db: Database, buyer: OrderBuyer, orderNumber: string, terms: RacTerms, now = new Date()): Promise<AcceptRacTermsResponse> {
  const unlocked = await buyerRow(db, buyer, orderNumber);
  const outcome = await withTransactionRetry(db, async (tx) => {
    const row = await scoped(tx, buyer.tenant.id).findOneForUpdate(salesOrders, eq(salesOrders.id, unlocked.id));
    if (!row) throw orderNotFound(orderNumber);
    if (!permissionOfRow(row, buyer.tenant).canExtendPaymentTime)
      return { status: PaymentOutcome.FAILURE, description: OrderMessage.CANNOT_EXTEND_PAYMENT_TIME };
    const sameGrace = (terms.gracePeriodEnd === null ? null : new Date(terms.gracePeriodEnd).getTime()) === (row.gracePeriodEnd?.getTime() ?? null);
    if (
      terms.phonexOrderNumber !== row.orderNumber ||
      !samePercent(terms.reservationFeePercent, row.reservationFeePercent) ||
      !samePercent(terms.cancellationFeePercent, row.cancellationFeePercent) ||
      !sameGrace
    ) {
      return { status: PaymentOutcome.FAILURE, description: OrderMessage.RAC_TERMS_CHANGED };
    }
    await scoped(tx, buyer.tenant.id).update(salesOrders, { racFeeAgreed: true, racFeeAgreedAt: now, version: row.version + 1 }, eq(salesOrders.id, row.id));
    return { status: PaymentOutcome.SUCCESS };
  });
  if (outcome.status !== PaymentOutcome.SUCCESS) return outcome;
  return { status: PaymentOutcome.SUCCESS, salesOrder: await orderById(db, buyer.tenant.id, unlocked.id) };
}

/** What one sweep did. */
export interface LatePaymentSweep {
  ordersCharged: number;
  periodsCharged: number;
}

/**
 * Charges the reservation fee of every full 24 hours past the grace period that an agreed,
 * unpaid, held order has not been charged yet. Each order is locked while it is charged, so a
 * concurrent buyer edit waits; running the sweep twice charges nothing twice.
 */
export async function applyLatePaymentFees(db: Database, tenantId: string, now = new Date()): Promise<LatePaymentSweep> {
  const candidates = await db
    .select({ id: salesOrders.id })
    .from(salesOrders)
    .where(
      and(
        eq(salesOrders.tenantId, tenantId),
        eq(salesOrders.racFeeAgreed, true),
        eq(salesOrders.paymentStatus, PaymentStatus.AWAITING_PAYMENT),
        inArray(salesOrders.fulfillmentStatus, [FulfillmentStatus.ON_HOLD, FulfillmentStatus.AWAITING_SHIPPING_QUOTE]),
        isNotNull(salesOrders.gracePeriodEnd),
        lte(salesOrders.gracePeriodEnd, new Date(now.getTime() - DAY_MS)),
        sql`${salesOrders.reservationFeePercent} > 0`,
      ),
    );
  const sweep: LatePaymentSweep = { ordersCharged: 0, periodsCharged: 0 };
  for (const { id } of candidates) {
    const charged = await withTransactionRetry(db, async (tx) => {
      const scope = scoped(tx, tenantId);
      const row = await scope.findOneForUpdate(salesOrders, eq(salesOrders.id, id));
      if (!row) return 0;
      const newPeriods = reservationPeriodsDue(row, now) - row.reservationFeePeriods;
      if (newPeriods <= 0) return 0;
      const feeCents = newPeriods * reservationFeePerPeriodCents(row, orderValueCents(row));
      await scope.update(
        salesOrders,
        {
          reservationFeePeriods: row.reservationFeePeriods + newPeriods,
          reservationFeeCents: row.reservationFeeCents + feeCents,
          totalCents: row.totalCents + feeCents,
          version: row.version + 1,
        },
        eq(salesOrders.id, row.id),
      );
      return newPeriods;
    });
    if (charged > 0) {
      sweep.ordersCharged += 1;
      sweep.periodsCharged += charged;
    }
  }
  return sweep;
}
