import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import {
  ADDABLE_FULFILLMENT_STATUSES,
  CheckoutMessage,
  CheckoutMessageCode,
  fillMessage,
  FulfillmentStatus,
  PaymentMethodCode,
  type OnHoldSalesOrder,
  type OrderLineItem,
  type OrderPermission,
  type RacTerms,
  type SalesOrder,
} from '@bp/api-contract';
import type { DbExecutor } from '../db/database';
import { networkParticipants, salesOrderLines, salesOrders, stockItems, warehouses, type SalesOrderLineRow, type SalesOrderRow } from '../db/schema';
import { allOf, sameTenant, scoped } from '../db/scoped';
import { AppError } from '../errors';
import { centsToAmount } from '@bp/util-money';
import { percentOf } from './order-charges';
import { orderValueCents } from './order-late-fees';

// Reading sales orders (spec 03 §3 Order, §7 GET order by number) for checkout and the orders
// pages. A buyer only ever sees their own orders: another buyer's or tenant's number is the same
// 404 as a number that does not exist.

export const orderNotFound = (orderNumber: string) =>
  new AppError(404, CheckoutMessageCode.ORDER_NOT_FOUND, fillMessage(CheckoutMessage.ORDER_NOT_FOUND, orderNumber), { params: [orderNumber] });

/** An order with what its answer needs besides its own row. */
export interface OrderContext {
  row: SalesOrderRow;
  lines: { line: SalesOrderLineRow; availableQuantity: number }[];
  warehouseCode: string;
  warehouseLabel: string;
  pxnsParticipantId: string | null;
}

/** Lines of orders (by line number) with their items' available stock: what an order's answer shows per line. */
export async function linesOf(db: DbExecutor, tenantId: string, orderIds: string[]): Promise<OrderContext['lines']> {
  if (orderIds.length === 0) return [];
  return db
    .select({ line: salesOrderLines, availableQuantity: stockItems.quantityAvailable })
    .from(salesOrderLines)
    .innerJoin(stockItems, sameTenant(stockItems.id, salesOrderLines.itemId))
    .where(and(eq(salesOrderLines.tenantId, tenantId), inArray(salesOrderLines.orderId, orderIds)))
    .orderBy(asc(salesOrderLines.lineNumber));
}

/** Order rows with what their answer needs besides their lines: the warehouse and the partner's id. */
function selectOrders(executor: DbExecutor) {
  return executor
    .select({ row: salesOrders, warehouseCode: warehouses.code, warehouseLabel: warehouses.label, pxnsParticipantId: networkParticipants.pxnsParticipantId })
    .from(salesOrders)
    .innerJoin(warehouses, sameTenant(warehouses.id, salesOrders.warehouseId))
    .leftJoin(networkParticipants, sameTenant(networkParticipants.id, salesOrders.participantId));
}

/**
 * The buyer's order row locked for an update (FOR UPDATE OF the order only: the warehouse and
 * participant rows it joins stay unlocked), with what its answer needs besides its lines.
 */
export async function lockedBuyerOrder(
  tx: DbExecutor,
  tenantId: string,
  userId: string,
  orderNumber: string,
): Promise<Omit<OrderContext, 'lines'> | undefined> {
  const [order] = await selectOrders(tx)
    .where(allOf(eq(salesOrders.tenantId, tenantId), eq(salesOrders.userId, userId), eq(salesOrders.orderNumber, orderNumber)))
    .for('update', { of: salesOrders });
  return order;
}

async function ordersWhere(db: DbExecutor, tenantId: string, where: ReturnType<typeof allOf>, newestFirst = false): Promise<OrderContext[]> {
  const rows = await selectOrders(db)
    .where(allOf(eq(salesOrders.tenantId, tenantId), where))
    .orderBy(...(newestFirst ? [desc(salesOrders.updatedAt), desc(salesOrders.orderNumber)] : [asc(salesOrders.orderNumber)]));
  const lines = await linesOf(
    db,
    tenantId,
    rows.map((row) => row.row.id),
  );
  return rows.map((row) => ({ ...row, lines: lines.filter((line) => line.line.orderId === row.row.id) }));
}

export function toOrderLineItem(line: SalesOrderLineRow, warehouseCode: string, availableQuantity: number): OrderLineItem {
  return {
    itemNumberWarehouse: line.itemNumberWarehouse,
    itemNumber: line.itemNumber,
    itemDescription: line.itemDescription,
    warehouse: warehouseCode,
    orderedQuantity: line.orderedQuantity,
    canceledQuantity: line.canceledQuantity,
    shippedQuantity: line.shippedQuantity,
    availableQuantity,
    incrementSize: line.incrementSize,
    unitPrice: centsToAmount(line.unitPriceCents),
    extendedPrice: centsToAmount(line.unitPriceCents * line.orderedQuantity),
  };
}

const percentNumber = (value: string | null): number | null => (value === null ? null : Number(value));

/** The order as the API answers it (also built from rows just written, without reading them back). */
export function toSalesOrder(order: OrderContext): SalesOrder {
  const { row } = order;
  const items = order.lines.map(({ line, availableQuantity }) => toOrderLineItem(line, order.warehouseCode, availableQuantity));
  // One entry per item: lines of the same item (added at different prices) are summed in cents.
  const merged = new Map<string, { item: OrderLineItem; quantity: number; extendedCents: number }>();
  for (const { line, availableQuantity } of order.lines) {
    const entry = merged.get(line.itemNumberWarehouse) ?? {
      item: toOrderLineItem(line, order.warehouseCode, availableQuantity),
      quantity: 0,
      extendedCents: 0,
    };
    entry.quantity += line.orderedQuantity;
    entry.extendedCents += line.orderedQuantity * line.unitPriceCents;
    merged.set(line.itemNumberWarehouse, entry);
  }
  const itemNumberItems = Object.fromEntries(
    [...merged].map(([key, entry]) => [key, { ...entry.item, orderedQuantity: entry.quantity, extendedPrice: centsToAmount(entry.extendedCents) }]),
  );
  return {
    phonexOrderNumber: row.orderNumber,
    refOrderNumber: row.refOrderNumber,
    refOrderNumberOrPhonexOrderNumber: row.refOrderNumber ?? row.orderNumber,
    buyerId: row.userId,
    warehouse: order.warehouseLabel,
    warehouseCode: order.warehouseCode,
    pxnrWarehouseLabel: row.pxnrOrder ? order.warehouseLabel : null,
    pxnrOrder: row.pxnrOrder,
    pxnsOrder: row.pxnsOrder,
    pxnsParticipantId: order.pxnsParticipantId,
    fulfillmentStatus: row.fulfillmentStatus,
    phonexDerivedStatus: row.fulfillmentStatus,
    paymentStatus: row.paymentStatus,
    createDate: row.createdAt.toISOString(),
    updateDate: row.updatedAt.toISOString(),
    items,
    itemNumberItems,
    subtotal: centsToAmount(row.subtotalCents),
    freight: centsToAmount(row.freightCents),
    paymentFee: centsToAmount(row.paymentFeeCents),
    tax: centsToAmount(row.taxCents),
    taxDescription: row.taxDescription,
    additionalServices: row.additionalServices,
    additionalServicesFee: centsToAmount(row.additionalServicesFeeCents),
    insurance: centsToAmount(row.insuranceCents),
    reservationFee: centsToAmount(row.reservationFeeCents),
    cancellationFee: centsToAmount(row.cancellationFeeCents),
    total: centsToAmount(row.totalCents),
    totalOrderedQuantity: row.totalOrderedQuantity,
    rateSku: row.rateSku,
    racFeeAgreed: row.racFeeAgreed,
    racFeeAgreedDate: row.racFeeAgreedAt?.toISOString() ?? null,
    gracePeriodEnd: row.gracePeriodEnd?.toISOString() ?? null,
    cancellationFeePercent: percentNumber(row.cancellationFeePercent),
    racFeePeriodEnd: row.racFeePeriodEnd?.toISOString() ?? null,
    shippingAddress: row.shippingAddress,
    billingAddress: row.billingAddress,
    shippingOptionDetails: row.shippingOption,
    paymentOptionDetails: {
      billingAddressId: row.billingAddressId,
      paymentOptionDetails: { paymentMethodCode: row.paymentMethodCode, paymentMethodLabel: row.paymentMethodLabel },
    },
    metadata: row.metadata,
    version: row.version,
  };
}

/** The buyer's order with this number, or 404 'No order found of this id: {n}'. */
export async function buyerOrder(db: DbExecutor, tenantId: string, userId: string, orderNumber: string): Promise<SalesOrder> {
  const [order] = await ordersWhere(db, tenantId, allOf(eq(salesOrders.userId, userId), eq(salesOrders.orderNumber, orderNumber)));
  if (!order) throw orderNotFound(orderNumber);
  return toSalesOrder(order);
}

export async function orderById(db: DbExecutor, tenantId: string, orderId: string): Promise<SalesOrder> {
  const [order] = await ordersWhere(db, tenantId, eq(salesOrders.id, orderId));
  if (!order) throw new Error(`order ${orderId} vanished`);
  return toSalesOrder(order);
}

function toOnHold(order: OrderContext): OnHoldSalesOrder {
  const sales = toSalesOrder(order);
  return {
    orderNumber: sales.phonexOrderNumber,
    refOrderNumberOrPhonexOrderNumber: sales.refOrderNumberOrPhonexOrderNumber,
    lastUpdateDate: sales.updateDate,
    warehouse: order.warehouseCode,
    fulfillmentStatus: sales.fulfillmentStatus,
    lineItems: sales.items,
    subtotal: sales.subtotal,
    totalOrderedQuantity: sales.totalOrderedQuantity,
    version: sales.version,
  };
}

/** The buyer's orders in a warehouse the cart can be added to, newest change first (spec 02 §3). */
export async function onHoldOrders(db: DbExecutor, tenantId: string, userId: string, warehouseId: string): Promise<OnHoldSalesOrder[]> {
  const orders = await ordersWhere(
    db,
    tenantId,
    allOf(eq(salesOrders.userId, userId), eq(salesOrders.warehouseId, warehouseId), inArray(salesOrders.fulfillmentStatus, [...ADDABLE_FULFILLMENT_STATUSES])),
    true,
  );
  return orders.map(toOnHold);
}

export async function onHoldOrder(db: DbExecutor, tenantId: string, userId: string, warehouseId: string, orderNumber: string): Promise<OnHoldSalesOrder> {
  const [order] = await ordersWhere(db, tenantId, allOf(eq(salesOrders.userId, userId), eq(salesOrders.orderNumber, orderNumber)));
  if (!order) throw orderNotFound(orderNumber);
  if (order.row.warehouseId !== warehouseId || !ADDABLE_FULFILLMENT_STATUSES.includes(order.row.fulfillmentStatus)) {
    throw new AppError(422, CheckoutMessageCode.ORDER_NOT_ON_HOLD, CheckoutMessage.ORDER_NOT_ON_HOLD, { params: [orderNumber] });
  }
  return toOnHold(order);
}

/** GET sales-orders/onhold-order-warehouses: warehouse codes where the buyer has an order to add to. */
export async function onHoldOrderWarehouses(db: DbExecutor, tenantId: string, userId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ code: warehouses.code })
    .from(salesOrders)
    .innerJoin(warehouses, sameTenant(warehouses.id, salesOrders.warehouseId))
    .where(allOf(eq(salesOrders.tenantId, tenantId), eq(salesOrders.userId, userId), inArray(salesOrders.fulfillmentStatus, [...ADDABLE_FULFILLMENT_STATUSES])))
    .orderBy(asc(warehouses.code));
  return rows.map((row) => row.code);
}

/** What the buyer may still do with the order (spec 03 §3 Order permission set). */
export function permissionOf(order: SalesOrder, gracePeriodEnabled: boolean): OrderPermission {
  const editable = ADDABLE_FULFILLMENT_STATUSES.includes(order.fulfillmentStatus);
  return {
    canPayAndShipNow: order.fulfillmentStatus === FulfillmentStatus.ON_HOLD,
    canCancelOrder: editable,
    canUpdateShipping: editable,
    canUpdateBillingAndPayment: editable,
    canUpdateAdditionalServices: editable,
    canUpdateOrderedQuantity: editable,
    canRemoveItem: editable,
    canEditItem: editable,
    canIncreaseOrderedQuantity: editable,
    canDecreaseOrderedQuantity: editable,
    canExtendPaymentTime: editable && gracePeriodEnabled && !order.racFeeAgreed,
    isPaymentGracePeriodSectionApplicable: gracePeriodEnabled && order.gracePeriodEnd !== null,
  };
}

/** GET sales-order/{n}/rac-terms: the late-payment fees of the order (amounts from its total). */
export async function racTermsOf(
  db: DbExecutor,
  tenantId: string,
  userId: string,
  orderNumber: string,
  paymentTimeExtensionCustomText: string | null,
): Promise<RacTerms> {
  const row = await scoped(db, tenantId).findOne(salesOrders, allOf(eq(salesOrders.userId, userId), eq(salesOrders.orderNumber, orderNumber)));
  if (!row) throw orderNotFound(orderNumber);
  const reservation = row.reservationFeePercent ?? '0';
  const cancellation = row.cancellationFeePercent ?? '0';
  return {
    phonexOrderNumber: row.orderNumber,
    refOrderNumber: row.refOrderNumber,
    reservationFeePercent: Number(reservation),
    cancellationFeePercent: Number(cancellation),
    // A share of the order's value: the late fees already charged are not charged on again (orders/order-late-fees.ts).
    reservationFeeRateAmount: centsToAmount(percentOf(orderValueCents(row), trimPercent(reservation))),
    cancellationFeeRateAmount: centsToAmount(percentOf(orderValueCents(row), trimPercent(cancellation))),
    gracePeriodEnd: row.gracePeriodEnd?.toISOString() ?? null,
    paymentTimeExtensionCustomText,
    // Account payments are due when the account is current, not by a payment link (spec 03 §4 Late payment).
    useCurrentAccountTextForPayment: row.paymentMethodCode === PaymentMethodCode.TERMS_NET_30,
  };
}

/** numeric(9,6) text ('10.000000') → the percentage text percentOf takes ('10'). */
const trimPercent = (value: string): string => (value.includes('.') ? value.replace(/0+$/, '').replace(/\.$/, '') : value);
