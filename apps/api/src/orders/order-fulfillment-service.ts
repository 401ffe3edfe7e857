import { asc, desc, eq, inArray } from 'drizzle-orm';
import {
  fillMessage,
  FulfillmentStatus,
  OrderMessage,
  OrderMessageCode,
  ShippingMethodCode,
  type InvoiceOrderRequest,
  type SellerOrder,
  type ShipOrderRequest,
} from '@bp/api-contract';
import { toCents } from '@bp/util-money';
import type { CheckoutDeps, StockTaken } from '../checkout/checkout-service';
import { chargeColumns, currencyOf, pricedForOrder } from '../checkout/checkout-service';
import { checkoutConfigOf } from '../checkout/checkout-config';
import { addressesOf } from '../checkout/checkout-options';
import { resolveSelection } from '../checkout/selection';
import type { Database, DbExecutor, Transaction } from '../db/database';
import { orderInvoices, orderShipments, orderShipmentUnits, salesOrderLines, salesOrders, users, type SalesOrderRow } from '../db/schema';
import { scoped } from '../db/scoped';
import { withTransactionRetry } from '../db/transaction-retry';
import { businessRuleFailed } from '../errors';
import { isUniqueViolation } from '../identity/identity-users';
import { salesOrderSettings } from '../settings/settings-service';
import type { ResolvedTenant } from '../tenants/tenant-directory';
import { fulfillmentRecordOf, invoiceSnapshotOf } from './order-documents';
import { cancelLockedOrder, committedStock, selectionInputOf, warehouseCodeOf } from './order-update-service';
import { orderById, orderNotFound } from '../sales/sales-order-service';

// The seller's side of an order (/ops/orders and `npm run ops -- orders`), so
// orders move as they would in real life: release a held order, answer a shipping quote, ship
// (tracking numbers, IMEIs), invoice, cancel. Each action locks the order row and bumps its
// version, so a buyer's edit based on the older version gets outdatedSalesOrder.

/** Statuses after release and before shipping: what the tenant's fulfilment system works on. */
const CLOSED = [FulfillmentStatus.SHIPPED, FulfillmentStatus.INVOICED, FulfillmentStatus.CANCELED] as string[];
const HELD = [FulfillmentStatus.ON_HOLD, FulfillmentStatus.AWAITING_SHIPPING_QUOTE] as string[];

const wrongStatus = (row: SalesOrderRow) =>
  businessRuleFailed(OrderMessageCode.WRONG_STATUS, fillMessage(OrderMessage.WRONG_STATUS, row.orderNumber, row.fulfillmentStatus), {
    field: 'fulfillmentStatus',
    params: [row.orderNumber, row.fulfillmentStatus],
  });

async function lockedOrder(tx: Transaction, tenantId: string, orderNumber: string): Promise<SalesOrderRow> {
  const row = await scoped(tx, tenantId).findOneForUpdate(salesOrders, eq(salesOrders.orderNumber, orderNumber));
  if (!row) throw orderNotFound(orderNumber);
  return row;
}

async function sellerView(db: DbExecutor, tenantId: string, row: Pick<SalesOrderRow, 'id' | 'userId'>): Promise<SellerOrder> {
  const [buyer] = await scoped(db, tenantId).findMany(users, eq(users.id, row.userId), { limit: 1 });
  return { salesOrder: await orderById(db, tenantId, row.id), buyerEmail: buyer?.email ?? '', ...(await fulfillmentRecordOf(db, tenantId, row.id)) };
}

async function orderRowByNumber(db: DbExecutor, tenantId: string, orderNumber: string): Promise<SalesOrderRow> {
  const row = await scoped(db, tenantId).findOne(salesOrders, eq(salesOrders.orderNumber, orderNumber));
  if (!row) throw orderNotFound(orderNumber);
  return row;
}

/** GET /ops/orders: the tenant's orders, newest change first (optionally only some statuses). */
export async function listSellerOrders(db: DbExecutor, tenantId: string, statuses?: string[], limit = 200): Promise<SellerOrder[]> {
  const where = statuses && statuses.length > 0 ? inArray(salesOrders.fulfillmentStatus, statuses) : undefined;
  const rows = await scoped(db, tenantId).findMany(salesOrders, where, { orderBy: [desc(salesOrders.updatedAt), desc(salesOrders.orderNumber)], limit });
  const views: SellerOrder[] = [];
  for (const row of rows) views.push(await sellerView(db, tenantId, row));
  return views;
}

export async function sellerOrder(db: DbExecutor, tenantId: string, orderNumber: string): Promise<SellerOrder> {
  return sellerView(db, tenantId, await orderRowByNumber(db, tenantId, orderNumber));
}

/** Release a held order: it gets the tenant's release status (the seller decides about payment). */
export async function releaseOrder(db: Database, tenant: ResolvedTenant, orderNumber: string): Promise<SellerOrder> {
  const onRelease = salesOrderSettings(tenant).fulfillmentSettings.onReleaseFulfillmentStatusTo;
  const row = await withTransactionRetry(db, async (tx) => {
    const locked = await lockedOrder(tx, tenant.id, orderNumber);
    if (locked.fulfillmentStatus !== FulfillmentStatus.ON_HOLD) throw wrongStatus(locked);
    await scoped(tx, tenant.id).update(salesOrders, { fulfillmentStatus: onRelease, version: locked.version + 1 }, eq(salesOrders.id, locked.id));
    return locked;
  });
  return sellerView(db, tenant.id, row);
}

/**
 * Answer a shipping-quote request with the freight: the order is priced again with it (the one
 * charge function) and leaves AWAITING_SHIPPING_QUOTE for ON_HOLD, ready for the buyer to release.
 */
export async function answerShippingQuote(deps: CheckoutDeps, tenant: ResolvedTenant, orderNumber: string, freight: number | string): Promise<SellerOrder> {
  const { db } = deps;
  const freightCents = toCents(String(freight));
  const unlocked = await orderRowByNumber(db, tenant.id, orderNumber);
  const config = await checkoutConfigOf(db, tenant.id, unlocked.participantId);
  const addresses = await addressesOf(db, tenant.id, unlocked.userId);
  const warehouseCode = await warehouseCodeOf(db, unlocked);
  await withTransactionRetry(db, async (tx) => {
    const row = await lockedOrder(tx, tenant.id, orderNumber);
    if (row.fulfillmentStatus !== FulfillmentStatus.AWAITING_SHIPPING_QUOTE) throw wrongStatus(row);
    const order = await orderById(tx, tenant.id, row.id);
    if (order.shippingOptionDetails.shippingOption.shippingMethodCode !== ShippingMethodCode.REQUEST_A_QUOTE) throw wrongStatus(row);
    const lines = await scoped(tx, tenant.id).findMany(salesOrderLines, eq(salesOrderLines.orderId, row.id));
    const chargeLines = lines.map((line) => ({ quantity: line.orderedQuantity, unitPriceCents: line.unitPriceCents }));
    const subtotalCents = chargeLines.reduce((sum, line) => sum + line.quantity * line.unitPriceCents, 0);
    const selection = resolveSelection(selectionInputOf(order), { config, addresses, currency: currencyOf(tenant), subtotalCents });
    const priced = await pricedForOrder(deps, config, selection, chargeLines, warehouseCode, undefined, freightCents);
    const columns = chargeColumns(priced, selection);
    await scoped(tx, tenant.id).update(
      salesOrders,
      {
        ...columns,
        totalCents: columns.totalCents + row.reservationFeeCents + row.cancellationFeeCents,
        quotedFreightCents: freightCents,
        fulfillmentStatus: FulfillmentStatus.ON_HOLD,
        version: row.version + 1,
      },
      eq(salesOrders.id, row.id),
    );
  });
  return sellerView(db, tenant.id, unlocked);
}

/**
 * Ship every open unit of a released order: one shipment with its tracking numbers, the IMEIs
 * of the units per item (at most the item's units, each IMEI once per order); status SHIPPED.
 */
export async function shipOrder(db: Database, tenantId: string, orderNumber: string, request: ShipOrderRequest): Promise<SellerOrder> {
  const row = await withTransactionRetry(db, async (tx) => {
    const locked = await lockedOrder(tx, tenantId, orderNumber);
    if (HELD.includes(locked.fulfillmentStatus) || CLOSED.includes(locked.fulfillmentStatus)) throw wrongStatus(locked);
    const scope = scoped(tx, tenantId);
    const lines = await scope.findMany(salesOrderLines, eq(salesOrderLines.orderId, locked.id), { orderBy: [asc(salesOrderLines.lineNumber)] });
    const [shipment] = await scope.insert(orderShipments, {
      orderId: locked.id,
      trackingNumbers: [...new Set(request.trackingNumbers)],
      carrier: request.carrier ?? null,
    });
    const units: { orderId: string; shipmentId: string; lineId: string; imei: string }[] = [];
    for (const entry of request.lines ?? []) {
      const itemLines = lines.filter((line) => line.itemNumberWarehouse === entry.itemNumberWarehouse);
      if (itemLines.length === 0) {
        throw businessRuleFailed(OrderMessageCode.ITEM_NOT_IN_ORDER, fillMessage(OrderMessage.ITEM_NOT_IN_ORDER, entry.itemNumberWarehouse), {
          field: 'lines',
          params: [entry.itemNumberWarehouse],
        });
      }
      // IMEIs fill the item's lines in order, each line up to the units it ships.
      const imeis = [...entry.imeis];
      for (const line of itemLines) {
        const open = line.orderedQuantity - line.canceledQuantity - line.shippedQuantity;
        for (const imei of imeis.splice(0, open)) units.push({ orderId: locked.id, shipmentId: shipment.id, lineId: line.id, imei });
      }
      if (imeis.length > 0)
        throw businessRuleFailed('SALES_ORDER_TOO_MANY_IMEIS', `More IMEIs than units of ${entry.itemNumberWarehouse}`, {
          field: 'lines',
          params: [entry.itemNumberWarehouse],
        });
    }
    if (units.length > 0) await scope.insert(orderShipmentUnits, units);
    for (const line of lines) {
      const open = line.orderedQuantity - line.canceledQuantity - line.shippedQuantity;
      if (open > 0) await scope.update(salesOrderLines, { shippedQuantity: line.shippedQuantity + open }, eq(salesOrderLines.id, line.id));
    }
    await scope.update(salesOrders, { fulfillmentStatus: FulfillmentStatus.SHIPPED, version: locked.version + 1 }, eq(salesOrders.id, locked.id));
    return locked;
  }).catch((error: unknown) => {
    if (isUniqueViolation(error)) throw businessRuleFailed('SALES_ORDER_DUPLICATE_IMEI', 'An IMEI was given twice for this order', { field: 'lines' });
    throw error;
  });
  return sellerView(db, tenantId, row);
}

/** Invoice a shipped (or released) order: a numbered invoice with a frozen snapshot; status INVOICED. */
export async function invoiceOrder(
  db: Database,
  tenantId: string,
  orderNumber: string,
  request: InvoiceOrderRequest,
): Promise<SellerOrder & { invoiceNumber: string }> {
  const { row, invoiceNumber } = await withTransactionRetry(db, async (tx) => {
    const locked = await lockedOrder(tx, tenantId, orderNumber);
    if (HELD.includes(locked.fulfillmentStatus) || locked.fulfillmentStatus === FulfillmentStatus.CANCELED) throw wrongStatus(locked);
    const scope = scoped(tx, tenantId);
    const existing = await scope.findMany(orderInvoices, eq(orderInvoices.orderId, locked.id));
    const number = request.invoiceNumber ?? `INV-${locked.orderNumber}-${existing.length + 1}`;
    await scope.insert(orderInvoices, { orderId: locked.id, invoiceNumber: number, snapshot: await invoiceSnapshotOf(tx, locked) });
    await scope.update(salesOrders, { fulfillmentStatus: FulfillmentStatus.INVOICED, version: locked.version + 1 }, eq(salesOrders.id, locked.id));
    return { row: locked, invoiceNumber: number };
  }).catch((error: unknown) => {
    if (isUniqueViolation(error))
      throw businessRuleFailed('SALES_ORDER_DUPLICATE_INVOICE', `Invoice number ${request.invoiceNumber ?? ''} is already used`, { field: 'invoiceNumber' });
    throw error;
  });
  return { ...(await sellerView(db, tenantId, row)), invoiceNumber };
}

/** The seller cancels an order not yet shipped: its stock goes back; no cancellation fee (the seller's own decision). */
export async function cancelOrderAsSeller(db: Database, tenantId: string, orderNumber: string): Promise<{ order: SellerOrder; stock: StockTaken | null }> {
  const unlocked = await orderRowByNumber(db, tenantId, orderNumber);
  const warehouseCode = await warehouseCodeOf(db, unlocked);
  const stock = await withTransactionRetry(db, async (tx) => {
    const row = await lockedOrder(tx, tenantId, orderNumber);
    if (CLOSED.includes(row.fulfillmentStatus)) throw wrongStatus(row);
    return cancelLockedOrder(tx, row, warehouseCode, new Date(), false);
  });
  const [order, taken] = await Promise.all([sellerView(db, tenantId, unlocked), committedStock(db, tenantId, stock)]);
  return { order, stock: taken };
}
