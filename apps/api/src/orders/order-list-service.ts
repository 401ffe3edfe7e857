import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { MAX_ORDER_LIST_ROWS, ORDER_LIST_COLUMNS, type OrderListColumn, type OrderListQuery, type OrderListRow } from '@bp/api-contract';
import type { DbExecutor } from '../db/database';
import { salesOrders, warehouses } from '../db/schema';
import { sameTenant } from '../db/scoped';
import { centsToJson } from '../offers/offer-money';
import { salesOrderSettings } from '../settings/settings-service';
import { workbookBuffer } from '../stock/export-service';
import type { ResolvedTenant } from '../tenants/tenant-directory';

// The orders list (spec 03 §2 Orders list, §3 Order list row, §4 Orders list, §7 GET orders list
// and export): only the signed-in buyer's orders, newest change first, with the columns the
// tenant's order settings name. Always an array (an empty one when nothing matches).

/** `%` and `_` typed by the buyer are matched literally. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

function searchCondition(search: string | undefined): SQL | undefined {
  const text = search?.trim();
  if (!text) return undefined;
  const pattern = likePattern(text);
  return or(
    ilike(salesOrders.orderNumber, pattern),
    ilike(salesOrders.refOrderNumber, pattern),
    ilike(warehouses.code, pattern),
    ilike(warehouses.label, pattern),
    ilike(salesOrders.fulfillmentStatus, pattern),
    ilike(salesOrders.paymentStatus, pattern),
  );
}

/** The configured list columns the server knows (unknown names in the settings are ignored). */
export function listColumnsOf(tenant: ResolvedTenant): OrderListColumn[] {
  const known = new Set<string>(ORDER_LIST_COLUMNS);
  return salesOrderSettings(tenant).buyerSalesOrderListPageSettings.columns.filter((column): column is OrderListColumn => known.has(column));
}

async function orderRows(db: DbExecutor, tenantId: string, userId: string, query: OrderListQuery) {
  return db
    // Only the list's columns: the addresses and options (jsonb) would cost more than the rest.
    .select({
      order: {
        orderNumber: salesOrders.orderNumber,
        refOrderNumber: salesOrders.refOrderNumber,
        createdAt: salesOrders.createdAt,
        updatedAt: salesOrders.updatedAt,
        fulfillmentStatus: salesOrders.fulfillmentStatus,
        paymentStatus: salesOrders.paymentStatus,
        pxnsOrder: salesOrders.pxnsOrder,
        totalCents: salesOrders.totalCents,
        subtotalCents: salesOrders.subtotalCents,
        totalOrderedQuantity: salesOrders.totalOrderedQuantity,
        paymentMethodLabel: salesOrders.paymentMethodLabel,
        shippingMethodLabel: sql<string>`${salesOrders.shippingOption}->'shippingOption'->>'shippingMethodLabel'`,
      },
      warehouseCode: warehouses.code,
      warehouseLabel: warehouses.label,
    })
    .from(salesOrders)
    .innerJoin(warehouses, sameTenant(warehouses.id, salesOrders.warehouseId))
    .where(and(eq(salesOrders.tenantId, tenantId), eq(salesOrders.userId, userId), searchCondition(query.search)))
    .orderBy(desc(salesOrders.updatedAt), desc(salesOrders.orderNumber))
    .limit(Math.min(query.limit ?? MAX_ORDER_LIST_ROWS, MAX_ORDER_LIST_ROWS))
    .offset(query.offset ?? 0);
}

type OrderRow = Awaited<ReturnType<typeof orderRows>>[number];

function columnValue(row: OrderRow, column: OrderListColumn): string | number | null {
  const { order } = row;
  switch (column) {
    case 'phonexOrderNumber':
      return order.orderNumber;
    case 'refOrderNumber':
      return order.refOrderNumber;
    case 'createDate':
      return order.createdAt.toISOString();
    case 'updateDate':
      return order.updatedAt.toISOString();
    case 'warehouse':
      return row.warehouseLabel;
    case 'warehouseCode':
      return row.warehouseCode;
    case 'fulfillmentStatus':
      return order.fulfillmentStatus;
    case 'paymentStatus':
      return order.paymentStatus;
    case 'total':
      return centsToJson(order.totalCents);
    case 'subtotal':
      return centsToJson(order.subtotalCents);
    case 'totalOrderedQuantity':
      return order.totalOrderedQuantity;
    case 'shippingMethodLabel':
      return order.shippingMethodLabel;
    case 'paymentMethodLabel':
      return order.paymentMethodLabel;
  }
}

function toListRow(row: OrderRow, columns: readonly OrderListColumn[]): OrderListRow {
  const { order } = row;
  const base: OrderListRow = {
    phonexOrderNumber: order.orderNumber,
    refOrderNumberOrPhonexOrderNumber: order.refOrderNumber ?? order.orderNumber,
    updateDate: order.updatedAt.toISOString(),
    warehouseCode: row.warehouseCode,
    warehouse: row.warehouseLabel,
    paymentStatus: order.paymentStatus,
    fulfillmentStatus: order.fulfillmentStatus,
    pxnsOrder: order.pxnsOrder,
  };
  return { ...Object.fromEntries(columns.map((column) => [column, columnValue(row, column)])), ...base } as OrderListRow;
}

/** GET sales-orders. */
export async function listOrders(db: DbExecutor, tenant: ResolvedTenant, userId: string, query: OrderListQuery): Promise<OrderListRow[]> {
  const columns = listColumnsOf(tenant);
  return (await orderRows(db, tenant.id, userId, query)).map((row) => toListRow(row, columns));
}

/** Column titles of the export (the configured columns, in their order). */
const COLUMN_TITLES: Record<OrderListColumn, string> = {
  phonexOrderNumber: 'Order Number',
  refOrderNumber: 'Reference',
  createDate: 'Created',
  updateDate: 'Updated',
  warehouse: 'Warehouse',
  warehouseCode: 'Warehouse Code',
  fulfillmentStatus: 'Fulfillment Status',
  paymentStatus: 'Payment Status',
  total: 'Total',
  subtotal: 'Subtotal',
  totalOrderedQuantity: 'Quantity',
  shippingMethodLabel: 'Shipping Method',
  paymentMethodLabel: 'Payment Method',
};

/** GET sales-orders/export: the list (same search, no paging) as .xlsx. */
export async function exportOrders(db: DbExecutor, tenant: ResolvedTenant, userId: string, search: string | undefined): Promise<Buffer> {
  const columns = listColumnsOf(tenant);
  const rows = await orderRows(db, tenant.id, userId, { search });
  return workbookBuffer([{ name: 'Orders', header: columns.map((column) => COLUMN_TITLES[column]), rows: rows.map((row) => columns.map((column) => columnValue(row, column) ?? '')) }]);
}
