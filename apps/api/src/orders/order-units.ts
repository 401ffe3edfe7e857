import { and, asc, count, eq, ilike, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  fillMessage,
  UNITS_PER_PAGE,
  UnitMessage,
  UnitMessageCode,
  type OrderUnit,
  type OrderUnitsPage,
  type OrderUnitsQuery,
  type ReturnUnitStatus,
  type UnitCondition,
  type UnitFacts,
} from '@bp/api-contract';
import type { Database, DbExecutor } from '../db/database';
import { orderShipments, orderShipmentUnits, returns, returnUnits, salesOrderLines, salesOrders, type SalesOrderRow } from '../db/schema';
import { scoped } from '../db/scoped';
import { withTransactionRetry } from '../db/transaction-retry';
import { businessRuleFailed } from '../errors';
import { orderNotFound } from '../sales/sales-order-service';
import { yieldTurn } from '../yielding';
import { buyerOrderRow } from './order-documents';
import { likePattern } from './order-list-service';

// An order's shipped units with the facts the seller records per IMEI (grade, battery, locks,
// blacklist, test result, photos): the buyer's Units section reads them a page at a time (an order
// may hold thousands), the seller writes them through /ops.

const units = orderShipmentUnits;

/** The SQL of one condition filter (UNIT_CONDITIONS). */
function conditionWhere(condition: UnitCondition): SQL {
  switch (condition) {
    case 'CLEAN':
      return and(eq(units.carrierLock, 'UNLOCKED'), eq(units.blacklist, 'CLEAN'), eq(units.activationLock, 'OFF')) as SQL;
    case 'CARRIER_LOCKED':
      return eq(units.carrierLock, 'LOCKED');
    case 'BLACKLISTED':
      return eq(units.blacklist, 'BLACKLISTED');
    case 'ACTIVATION_LOCKED':
      return eq(units.activationLock, 'ON');
    case 'UNCHECKED':
      return and(isNull(units.carrierLock), isNull(units.blacklist), isNull(units.activationLock)) as SQL;
  }
}

function unitsWhere(orderId: string, query: OrderUnitsQuery): SQL {
  const search = query.search?.trim();
  const pattern = search ? likePattern(search) : undefined;
  return and(
    eq(units.orderId, orderId),
    pattern ? or(ilike(units.imei, pattern), ilike(units.imei2, pattern), ilike(units.serial, pattern)) : undefined,
    query.grade ? eq(units.grade, query.grade) : undefined,
    query.condition ? conditionWhere(query.condition) : undefined,
  ) as SQL;
}

/** GET sales-order/{n}/units: one page of the buyer's order's units, IMEI order, with the order's grades. */
export async function orderUnitsPage(db: DbExecutor, tenantId: string, userId: string, orderNumber: string, query: OrderUnitsQuery): Promise<OrderUnitsPage> {
  const order = await buyerOrderRow(db, tenantId, userId, orderNumber);
  const scope = scoped(db, tenantId);
  const offset = query.offset ?? 0;
  const limit = query.limit ?? UNITS_PER_PAGE;
  const where = scope.where(units, unitsWhere(order.id, query));
  const [rows, [orderFacts]] = await Promise.all([
    db
      .select({
        unit: units,
        itemNumberWarehouse: salesOrderLines.itemNumberWarehouse,
        itemDescription: salesOrderLines.itemDescription,
        shippedAt: orderShipments.createdAt,
        matching: sql<number>`(count(*) over ())::int`,
      })
      .from(units)
      .innerJoin(salesOrderLines, scope.join(salesOrderLines.id, units.lineId))
      .innerJoin(orderShipments, scope.join(orderShipments.id, units.shipmentId))
      .where(where)
      .orderBy(asc(units.imei))
      .limit(limit)
      .offset(offset),
    db
      .select({
        total: count(),
        grades: sql<string[] | null>`array_agg(distinct ${units.grade} order by ${units.grade}) filter (where ${units.grade} is not null)`,
      })
      .from(units)
      .where(scope.where(units, eq(units.orderId, order.id))),
  ]);
  // A page past the last has no row to carry the count: count what matches.
  const matching = rows[0]?.matching ?? (offset === 0 ? 0 : ((await db.select({ total: count() }).from(units).where(where))[0]?.total ?? 0));
  const claims = await openClaimsOf(
    db,
    tenantId,
    rows.map(({ unit }) => unit.id),
  );
  return {
    units: rows.map(({ unit, itemNumberWarehouse, itemDescription, shippedAt }) =>
      toOrderUnit(unit, itemNumberWarehouse, itemDescription, shippedAt, claims.get(unit.id)),
    ),
    total: matching,
    totalUnits: orderFacts?.total ?? 0,
    grades: orderFacts?.grades ?? [],
    offset,
    limit,
  };
}

type UnitRow = typeof units.$inferSelect;

type OpenClaim = { returnNumber: string; status: ReturnUnitStatus };

/** The open return (any claim the seller did not reject) each of these units is in, and the unit's state there. */
export async function openClaimsOf(db: DbExecutor, tenantId: string, unitIds: readonly string[]): Promise<Map<string, OpenClaim>> {
  const claims = new Map<string, OpenClaim>();
  if (unitIds.length === 0) return claims;
  const scope = scoped(db, tenantId);
  const rows = await db
    .select({ unitId: returnUnits.unitId, status: returnUnits.status, returnNumber: returns.returnNumber })
    .from(returnUnits)
    .innerJoin(returns, scope.join(returns.id, returnUnits.returnId))
    .where(scope.where(returnUnits, and(inArray(returnUnits.unitId, [...unitIds]), ne(returnUnits.status, 'REJECTED')) as SQL));
  for (const row of rows) claims.set(row.unitId, { returnNumber: row.returnNumber, status: row.status });
  return claims;
}

export function toOrderUnit(unit: UnitRow, itemNumberWarehouse: string, itemDescription: string, shippedAt: Date, claim?: OpenClaim): OrderUnit {
  return {
    unitId: unit.id,
    itemNumberWarehouse,
    itemDescription,
    shippedAt: shippedAt.toISOString(),
    imei: unit.imei,
    imei2: unit.imei2,
    serial: unit.serial,
    model: unit.model,
    capacity: unit.capacity,
    colour: unit.colour,
    grade: unit.grade,
    batteryHealth: unit.batteryHealth,
    carrierLock: unit.carrierLock,
    blacklist: unit.blacklist,
    activationLock: unit.activationLock,
    testResult: unit.testResult,
    photos: unit.photos,
    returnNumber: claim?.returnNumber ?? null,
    returnStatus: claim?.status ?? null,
  };
}

/** The fact columns a call may set: a field left out keeps the stored value, null clears it. */
const FACT_FIELDS = [
  'imei2',
  'serial',
  'model',
  'capacity',
  'colour',
  'grade',
  'batteryHealth',
  'carrierLock',
  'blacklist',
  'activationLock',
  'testResult',
  'photos',
] as const satisfies readonly (keyof UnitFacts & keyof UnitRow)[];

/** Rows read or written per statement unless the caller says (the embedded engine takes fewer, see importBatchRows). */
const WRITE_BATCH = 500;

/**
 * POST /ops/orders/{n}/units: the facts of shipped units, by IMEI. Every IMEI is checked before
 * anything is written: an IMEI the order did not ship, or one given twice, refuses the whole call.
 */
export async function recordUnitFacts(
  db: Database,
  tenantId: string,
  orderNumber: string,
  facts: readonly UnitFacts[],
  batchRows = WRITE_BATCH,
): Promise<{ updated: number }> {
  const seen = new Set<string>();
  for (const unit of facts) {
    if (seen.has(unit.imei))
      throw businessRuleFailed(UnitMessageCode.REPEATED_IMEI, fillMessage(UnitMessage.REPEATED_IMEI, unit.imei), { field: 'imei', params: [unit.imei] });
    seen.add(unit.imei);
  }
  const order = await sellerOrderRow(db, tenantId, orderNumber);
  return withTransactionRetry(db, async (tx) => {
    const scope = scoped(tx, tenantId);
    const stored = new Map<string, UnitRow>();
    for (let start = 0; start < facts.length; start += batchRows) {
      const imeis = facts.slice(start, start + batchRows).map((unit) => unit.imei);
      for (const row of await scope.findMany(units, and(eq(units.orderId, order.id), inArray(units.imei, imeis)) as SQL)) stored.set(row.imei, row);
      await yieldTurn();
    }
    const unknown = facts.filter((unit) => !stored.has(unit.imei)).map((unit) => unit.imei);
    if (unknown.length > 0) {
      throw businessRuleFailed(UnitMessageCode.UNKNOWN_IMEIS, fillMessage(UnitMessage.UNKNOWN_IMEIS, unknown[0], String(unknown.length)), {
        field: 'imei',
        params: unknown.slice(0, 100),
      });
    }
    const merged = facts.map((unit) => {
      const row = { ...(stored.get(unit.imei) as UnitRow) };
      for (const field of FACT_FIELDS) if (unit[field] !== undefined) (row as Record<string, unknown>)[field] = unit[field] ?? (field === 'photos' ? [] : null);
      return row;
    });
    for (let start = 0; start < merged.length; start += batchRows) {
      await scope.upsert(units, merged.slice(start, start + batchRows), ['orderId', 'imei']);
      // An embedded-engine statement settles without a turn of the event loop: other requests get one between batches.
      await yieldTurn();
    }
    return { updated: merged.length };
  });
}

async function sellerOrderRow(db: DbExecutor, tenantId: string, orderNumber: string): Promise<SalesOrderRow> {
  const row = await scoped(db, tenantId).findOne(salesOrders, eq(salesOrders.orderNumber, orderNumber));
  if (!row) throw orderNotFound(orderNumber);
  return row;
}
