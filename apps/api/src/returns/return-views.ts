import { asc, eq, inArray, type SQL } from 'drizzle-orm';
import { fillMessage, ReturnMessage, ReturnMessageCode, type ReturnDetail, type ReturnSummary } from '@bp/api-contract';
import { centsToAmount } from '@bp/util-money';
import type { DbExecutor } from '../db/database';
import { orderShipmentUnits, returnFiles, returnMessages, returns, returnUnits, salesOrderLines, salesOrders, storedFiles, type ReturnRow } from '../db/schema';
import { allOf, scoped } from '../db/scoped';
import { notFound } from '../errors';

// How a return reads, for the buyer and the seller: its summary (the list) and its detail (units,
// messages, evidence).

export const returnNotFound = (returnNumber: string) =>
  notFound(fillMessage(ReturnMessage.NOT_FOUND, returnNumber), ReturnMessageCode.NOT_FOUND, [returnNumber]);

/** The return with this number; of this buyer when `userId` is given (the seller sees every return). */
export async function returnRow(db: DbExecutor, tenantId: string, returnNumber: string, userId?: string): Promise<ReturnRow> {
  const row = await scoped(db, tenantId).findOne(
    returns,
    userId ? allOf(eq(returns.returnNumber, returnNumber), eq(returns.userId, userId)) : eq(returns.returnNumber, returnNumber),
  );
  if (!row) throw returnNotFound(returnNumber);
  return row;
}

/** Each return's order number, unit count and credited total. */
async function summaryFacts(db: DbExecutor, tenantId: string, rows: readonly ReturnRow[]) {
  const scope = scoped(db, tenantId);
  const ids = rows.map((row) => row.id);
  const orderIds = [...new Set(rows.map((row) => row.orderId))];
  const [orders, units] =
    ids.length === 0
      ? [[], []]
      : await Promise.all([scope.findMany(salesOrders, inArray(salesOrders.id, orderIds)), scope.findMany(returnUnits, inArray(returnUnits.returnId, ids))]);
  const orderNumbers = new Map(orders.map((order) => [order.id, order.orderNumber]));
  const facts = new Map<string, { unitCount: number; creditedCents: number }>();
  for (const unit of units) {
    const fact = facts.get(unit.returnId) ?? { unitCount: 0, creditedCents: 0 };
    fact.unitCount += 1;
    fact.creditedCents += unit.creditedCents ?? 0;
    facts.set(unit.returnId, fact);
  }
  return { orderNumbers, facts };
}

function toSummary(row: ReturnRow, orderNumber: string, fact: { unitCount: number; creditedCents: number } | undefined): ReturnSummary {
  return {
    returnNumber: row.returnNumber,
    phonexOrderNumber: orderNumber,
    status: row.status,
    rmaNumber: row.rmaNumber,
    shipBy: row.shipBy,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    unitCount: fact?.unitCount ?? 0,
    creditedTotal: centsToAmount(fact?.creditedCents ?? 0),
  };
}

export async function returnSummaries(db: DbExecutor, tenantId: string, rows: readonly ReturnRow[]): Promise<ReturnSummary[]> {
  const { orderNumbers, facts } = await summaryFacts(db, tenantId, rows);
  return rows.map((row) => toSummary(row, orderNumbers.get(row.orderId) ?? '', facts.get(row.id)));
}

export async function returnDetailOf(db: DbExecutor, tenantId: string, row: ReturnRow): Promise<ReturnDetail> {
  const scope = scoped(db, tenantId);
  const [[summary], units, messages, evidence] = await Promise.all([
    returnSummaries(db, tenantId, [row]),
    db
      .select({
        unit: returnUnits,
        imei: orderShipmentUnits.imei,
        grade: orderShipmentUnits.grade,
        itemNumberWarehouse: salesOrderLines.itemNumberWarehouse,
        itemDescription: salesOrderLines.itemDescription,
        unitPriceCents: salesOrderLines.unitPriceCents,
      })
      .from(returnUnits)
      .innerJoin(orderShipmentUnits, scope.join(orderShipmentUnits.id, returnUnits.unitId))
      .innerJoin(salesOrderLines, scope.join(salesOrderLines.id, orderShipmentUnits.lineId))
      .where(scope.where(returnUnits, eq(returnUnits.returnId, row.id)))
      .orderBy(asc(orderShipmentUnits.imei)),
    scope.findMany(returnMessages, eq(returnMessages.returnId, row.id), { orderBy: [asc(returnMessages.createdAt), asc(returnMessages.id)] }),
    db
      .select({ file: storedFiles })
      .from(returnFiles)
      .innerJoin(storedFiles, scope.join(storedFiles.id, returnFiles.fileId))
      .where(scope.where(returnFiles, eq(returnFiles.returnId, row.id) as SQL))
      .orderBy(asc(returnFiles.createdAt)),
  ]);
  return {
    ...summary,
    note: row.note,
    units: units.map(({ unit, ...line }) => ({
      unitId: unit.unitId,
      imei: line.imei,
      itemNumberWarehouse: line.itemNumberWarehouse,
      itemDescription: line.itemDescription,
      grade: line.grade,
      unitPrice: centsToAmount(line.unitPriceCents),
      reason: unit.reason,
      status: unit.status,
      rejectionReason: unit.rejectionReason,
      creditedAmount: unit.creditedCents === null ? null : centsToAmount(unit.creditedCents),
    })),
    messages: messages.map((message) => ({ author: message.author, text: message.text, createdAt: message.createdAt.toISOString() })),
    evidence: evidence.map(({ file }) => ({ fileId: file.id, fileName: file.fileName, contentType: file.contentType, sizeBytes: file.sizeBytes })),
  };
}
