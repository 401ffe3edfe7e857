import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  FulfillmentStatus,
  fillMessage,
  RETURN_STATUSES,
  RETURNS_PER_PAGE,
  ReturnMessage,
  ReturnMessageCode,
  UnitMessage,
  UnitMessageCode,
  type CreateReturnRequest,
  type OrderReturns,
  type ResolveImeisResponse,
  type ReturnDetail,
  type ReturnsPage,
  type ReturnsQuery,
} from '@bp/api-contract';
import { requestHashOf } from '../checkout/checkout-service';
import type { Database, DbExecutor } from '../db/database';
import {
  orderShipments,
  orderShipmentUnits,
  returnFiles,
  returnMessages,
  returns,
  returnUnits,
  salesOrderLines,
  salesOrders,
  type ReturnRow,
  type SalesOrderRow,
} from '../db/schema';
import { allOf, scoped } from '../db/scoped';
import { withTransactionRetry } from '../db/transaction-retry';
import { AppError, businessRuleFailed } from '../errors';
import { isUniqueViolation } from '../identity/identity-users';
import { buyerOrderRow } from '../orders/order-documents';
import { likePattern } from '../orders/order-list-service';
import { openClaimsOf, toOrderUnit } from '../orders/order-units';
import type { ResolvedTenant } from '../tenants/tenant-directory';
import { returnsUntilOf, returnWindowDays } from './return-rules';
import { returnDetailOf, returnRow, returnSummaries } from './return-views';

// A buyer's returns: the claim window of an order, the claim itself (units by IMEI, a reason
// each, a note, evidence uploaded beforehand), the list with its search and status counts, the
// detail and its messages.

const RETURNABLE = [FulfillmentStatus.SHIPPED, FulfillmentStatus.INVOICED] as string[];

export interface ReturnBuyer {
  tenant: ResolvedTenant;
  userId: string;
}

/** When the order first shipped (null: not yet). */
async function shippedAtOf(db: DbExecutor, tenantId: string, orderId: string): Promise<Date | null> {
  const [first] = await scoped(db, tenantId).findMany(orderShipments, eq(orderShipments.orderId, orderId), {
    orderBy: [asc(orderShipments.createdAt)],
    limit: 1,
  });
  return first?.createdAt ?? null;
}

async function windowOf(db: DbExecutor, tenant: ResolvedTenant, order: SalesOrderRow) {
  const windowDays = returnWindowDays(tenant, order.participantId);
  const shippedAt = await shippedAtOf(db, tenant.id, order.id);
  return {
    windowDays,
    returnsUntil: shippedAt ? returnsUntilOf(shippedAt, windowDays) : null,
    returnable: shippedAt !== null && RETURNABLE.includes(order.fulfillmentStatus),
  };
}

/** GET sales-order/{n}/returns. */
export async function orderReturns(db: DbExecutor, buyer: ReturnBuyer, orderNumber: string): Promise<OrderReturns> {
  const order = await buyerOrderRow(db, buyer.tenant.id, buyer.userId, orderNumber);
  const window = await windowOf(db, buyer.tenant, order);
  const rows = await scoped(db, buyer.tenant.id).findMany(returns, eq(returns.orderId, order.id), { orderBy: [desc(returns.createdAt)] });
  return {
    returnable: window.returnable,
    windowDays: window.windowDays,
    returnsUntil: window.returnsUntil?.toISOString() ?? null,
    returns: await returnSummaries(db, buyer.tenant.id, rows),
  };
}

/** The order's shipped units with these IMEIs (each once), with their line and shipment. */
async function unitsByImei(db: DbExecutor, tenantId: string, orderId: string, imeis: readonly string[]) {
  const scope = scoped(db, tenantId);
  const found = [];
  for (let start = 0; start < imeis.length; start += 500) {
    found.push(
      ...(await db
        .select({
          unit: orderShipmentUnits,
          itemNumberWarehouse: salesOrderLines.itemNumberWarehouse,
          itemDescription: salesOrderLines.itemDescription,
          shippedAt: orderShipments.createdAt,
        })
        .from(orderShipmentUnits)
        .innerJoin(salesOrderLines, scope.join(salesOrderLines.id, orderShipmentUnits.lineId))
        .innerJoin(orderShipments, scope.join(orderShipments.id, orderShipmentUnits.shipmentId))
        .where(
          scope.where(
            orderShipmentUnits,
            and(eq(orderShipmentUnits.orderId, orderId), inArray(orderShipmentUnits.imei, imeis.slice(start, start + 500))) as SQL,
          ),
        )),
    );
  }
  return found;
}

/** POST sales-order/{n}/units/resolve: pasted IMEIs (any separators trimmed) to the order's units, and those it has no unit of. */
export async function resolveImeis(db: DbExecutor, buyer: ReturnBuyer, orderNumber: string, imeis: readonly string[]): Promise<ResolveImeisResponse> {
  const order = await buyerOrderRow(db, buyer.tenant.id, buyer.userId, orderNumber);
  const wanted = [...new Set(imeis.map((imei) => imei.trim()).filter(Boolean))];
  const found = await unitsByImei(db, buyer.tenant.id, order.id, wanted);
  const claims = await openClaimsOf(
    db,
    buyer.tenant.id,
    found.map(({ unit }) => unit.id),
  );
  const byImei = new Map(found.map((row) => [row.unit.imei, row]));
  return {
    units: wanted.flatMap((imei) => {
      const row = byImei.get(imei);
      return row ? [toOrderUnit(row.unit, row.itemNumberWarehouse, row.itemDescription, row.shippedAt, claims.get(row.unit.id))] : [];
    }),
    unknown: wanted.filter((imei) => !byImei.has(imei)),
  };
}

const windowClosed = (until: Date) =>
  businessRuleFailed(ReturnMessageCode.WINDOW_CLOSED, fillMessage(ReturnMessage.WINDOW_CLOSED, until.toISOString().slice(0, 10)), {
    params: [until.toISOString()],
  });

const alreadyClaimed = (imei: string, returnNumber: string) =>
  new AppError(409, ReturnMessageCode.UNIT_ALREADY_CLAIMED, fillMessage(ReturnMessage.UNIT_ALREADY_CLAIMED, imei, returnNumber), {
    params: [imei, returnNumber],
  });

/**
 * POST returns: one return of the order's units. Every unit must be a shipped unit of the order
 * and in no open return, and the window open; an Idempotency-Key makes a retried submit answer
 * the return it made. Two claims of one unit at once: the partial unique index lets one commit.
 */
export async function createReturn(
  db: Database,
  buyer: ReturnBuyer,
  request: CreateReturnRequest,
  idempotencyKey?: string,
  now = new Date(),
): Promise<{ detail: ReturnDetail; replayed: boolean }> {
  const tenantId = buyer.tenant.id;
  const requestHash = idempotencyKey ? requestHashOf('returns', request) : null;
  if (idempotencyKey) {
    const earlier = await scoped(db, tenantId).findOne(returns, allOf(eq(returns.userId, buyer.userId), eq(returns.idempotencyKey, idempotencyKey)));
    if (earlier) return { detail: await returnDetailOf(db, tenantId, earlier), replayed: true };
  }
  const order = await buyerOrderRow(db, tenantId, buyer.userId, request.phonexOrderNumber);
  const window = await windowOf(db, buyer.tenant, order);
  if (!window.returnable || !window.returnsUntil) throw businessRuleFailed(ReturnMessageCode.ORDER_NOT_SHIPPED, ReturnMessage.ORDER_NOT_SHIPPED);
  if (now > window.returnsUntil) throw windowClosed(window.returnsUntil);

  const seen = new Set<string>();
  for (const { imei } of request.units) {
    if (seen.has(imei))
      throw businessRuleFailed(UnitMessageCode.REPEATED_IMEI, fillMessage(UnitMessage.REPEATED_IMEI, imei), { field: 'units', params: [imei] });
    seen.add(imei);
  }
  const found = new Map((await unitsByImei(db, tenantId, order.id, [...seen])).map((row) => [row.unit.imei, row.unit]));
  const unknown = request.units.filter((unit) => !found.has(unit.imei)).map((unit) => unit.imei);
  if (unknown.length > 0) {
    throw businessRuleFailed(ReturnMessageCode.UNIT_NOT_IN_ORDER, fillMessage(ReturnMessage.UNIT_NOT_IN_ORDER, unknown[0]), {
      field: 'units',
      params: unknown,
    });
  }
  const claims = await openClaimsOf(
    db,
    tenantId,
    [...found.values()].map((unit) => unit.id),
  );
  for (const unit of found.values()) {
    const claim = claims.get(unit.id);
    if (claim) throw alreadyClaimed(unit.imei, claim.returnNumber);
  }

  const claimed = request.units.flatMap((unit) => {
    const row = found.get(unit.imei);
    return row ? [{ unitId: row.id, reason: unit.reason }] : [];
  });
  try {
    const row = await withTransactionRetry(db, async (tx) => {
      const scope = scoped(tx, tenantId);
      const evidenceIds = [...new Set(request.evidenceFileIds ?? [])];
      if (evidenceIds.length > 0) {
        const files = await scope.findMany(
          returnFiles,
          and(eq(returnFiles.userId, buyer.userId), inArray(returnFiles.fileId, evidenceIds), sql`${returnFiles.returnId} is null`) as SQL,
        );
        if (files.length !== evidenceIds.length)
          throw businessRuleFailed(ReturnMessageCode.EVIDENCE_NOT_FOUND, ReturnMessage.EVIDENCE_NOT_FOUND, { field: 'evidenceFileIds' });
      }
      const [created] = await scope.insert(returns, {
        returnNumber: sql<string>`'R' || nextval('return_number_seq')::text` as unknown as string,
        userId: buyer.userId,
        orderId: order.id,
        note: request.note?.trim() || null,
        idempotencyKey: idempotencyKey ?? null,
        requestHash,
      });
      for (let start = 0; start < claimed.length; start += 500) {
        await scope.insert(
          returnUnits,
          claimed.slice(start, start + 500).map((unit) => ({ returnId: created.id, unitId: unit.unitId, reason: unit.reason })),
        );
      }
      if (evidenceIds.length > 0) await scope.update(returnFiles, { returnId: created.id }, inArray(returnFiles.fileId, evidenceIds));
      return created;
    });
    return { detail: await returnDetailOf(db, tenantId, row), replayed: false };
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // The same key at the same time: the other request's return.
    if (idempotencyKey) {
      const earlier = await scoped(db, tenantId).findOne(returns, allOf(eq(returns.userId, buyer.userId), eq(returns.idempotencyKey, idempotencyKey)));
      if (earlier) return { detail: await returnDetailOf(db, tenantId, earlier), replayed: true };
    }
    // A unit claimed by another return that committed first.
    const claimsNow = await openClaimsOf(
      db,
      tenantId,
      [...found.values()].map((unit) => unit.id),
    );
    for (const unit of found.values()) {
      const claim = claimsNow.get(unit.id);
      if (claim) throw alreadyClaimed(unit.imei, claim.returnNumber);
    }
    throw error;
  }
}

/** The conditions of the list's search: return, RMA or order number, or an IMEI of the return. */
function searchWhere(tenantId: string, text: string): SQL {
  const pattern = likePattern(text);
  return or(
    ilike(returns.returnNumber, pattern),
    ilike(returns.rmaNumber, pattern),
    sql`${returns.orderId} in (select ${salesOrders.id} from ${salesOrders} where ${salesOrders.tenantId} = ${tenantId} and ${salesOrders.orderNumber} ilike ${pattern})`,
    sql`${returns.id} in (select ${returnUnits.returnId} from ${returnUnits} where ${returnUnits.tenantId} = ${tenantId} and ${returnUnits.unitId} in (select ${orderShipmentUnits.id} from ${orderShipmentUnits} where ${orderShipmentUnits.tenantId} = ${tenantId} and ${orderShipmentUnits.imei} ilike ${pattern}))`,
  ) as SQL;
}

/** GET returns: newest first; counts per status whatever the query. */
export async function listReturns(db: DbExecutor, buyer: ReturnBuyer, query: ReturnsQuery): Promise<ReturnsPage> {
  const tenantId = buyer.tenant.id;
  const scope = scoped(db, tenantId);
  const text = query.search?.trim();
  const mine = eq(returns.userId, buyer.userId);
  const where = scope.where(
    returns,
    and(mine, text ? searchWhere(tenantId, text) : undefined, query.status ? eq(returns.status, query.status) : undefined) as SQL,
  );
  const [rows, [matching], perStatus] = await Promise.all([
    db
      .select()
      .from(returns)
      .where(where)
      .orderBy(desc(returns.createdAt), desc(returns.returnNumber))
      .limit(query.limit ?? RETURNS_PER_PAGE)
      .offset(query.offset ?? 0),
    db.select({ total: count() }).from(returns).where(where),
    db.select({ status: returns.status, total: count() }).from(returns).where(scope.where(returns, mine)).groupBy(returns.status),
  ]);
  const counts: Record<string, number> = Object.fromEntries(RETURN_STATUSES.map((status) => [status, 0]));
  for (const row of perStatus) counts[row.status] = row.total;
  return { returns: await returnSummaries(db, tenantId, rows as ReturnRow[]), total: matching?.total ?? 0, counts };
}

export async function buyerReturnDetail(db: DbExecutor, buyer: ReturnBuyer, returnNumber: string): Promise<ReturnDetail> {
  return returnDetailOf(db, buyer.tenant.id, await returnRow(db, buyer.tenant.id, returnNumber, buyer.userId));
}

/** A message on a return, from the buyer (userId given) or the seller. */
export async function addReturnMessage(db: DbExecutor, tenantId: string, returnNumber: string, text: string, userId?: string): Promise<ReturnDetail> {
  const row = await returnRow(db, tenantId, returnNumber, userId);
  await scoped(db, tenantId).insert(returnMessages, { returnId: row.id, author: userId ? 'BUYER' : 'SELLER', text: text.trim() });
  await scoped(db, tenantId).update(returns, { updatedAt: new Date() }, eq(returns.id, row.id));
  return returnDetailOf(db, tenantId, row);
}
