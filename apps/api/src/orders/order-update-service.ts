import { asc, eq, inArray, sql } from 'drizzle-orm';
import {
  CheckoutMessage,
  CheckoutMessageCode,
  fillMessage,
  FulfillmentStatus,
  OrderMessage,
  OrderMessageCode,
  PaymentStatus,
  ShippingMethodCode,
  type CheckoutConfig,
  type OrderPermission,
  type OrderShippingOptionDetails,
  type SalesOrder,
} from '@bp/api-contract';
import type { CheckoutDeps, StockTaken } from '../checkout/checkout-service';
import { chargeColumns, currencyOf, pricedForOrder, requestHashOf, stockTaken, withPendingCounts } from '../checkout/checkout-service';
import type { TakenStock } from '../checkout/cart-lines';
import { cachedCheckoutConfigOf } from '../checkout/checkout-config';
import { addressesOf } from '../checkout/checkout-options';
import { resolveSelection, type SelectionInput } from '../checkout/selection';
import type { Database, DbExecutor, Transaction } from '../db/database';
import { orderUpdateRequests, salesOrderLines, salesOrders, stockItems, warehouses, type SalesOrderLineRow, type SalesOrderRow } from '../db/schema';
import { allOf, scoped } from '../db/scoped';
import { lockStockItems } from '../db/stock-locks';
import { withTransactionRetry } from '../db/transaction-retry';
import { AppError, businessRuleFailed } from '../errors';
import { isUniqueViolation } from '../identity/identity-users';
import { salesOrderSettings } from '../settings/settings-service';
import { markCatalogueChanged } from '../stock/stock-update-service';
import type { ResolvedTenant } from '../tenants/tenant-directory';
import type { ChargeLine } from '../sales/order-charges';
import { cancellationFeeCents, orderValueCents } from '../sales/order-late-fees';
import { isOpenOrder, isPayPal, orderPermissions, type PermissionFacts } from './order-permissions';
import { linesOf, lockedBuyerOrder, orderById, orderNotFound, toSalesOrder } from '../sales/sales-order-service';

// The buyer's changes to a placed order (spec 03 §4 Order fulfillment, Line editing; §5 Order
// quantity edit; §7 PUT order upsert): one transaction that locks the order row, checks the
// version the buyer saw, checks every change against the permission set, moves stock for
// quantity changes under row locks (db/stock-locks.ts order: the order row first, then the stock
// rows ascending, as the update of a combined order does), and prices the order again with the
// checkout's one charge function. A refused change changes nothing.

export interface OrderBuyer {
  tenant: ResolvedTenant;
  userId: string;
}

export interface OrderChangeResult {
  order: SalesOrder;
  /** What the change did to the stock (null: nothing), for the stock list indexes. */
  stock: StockTaken | null;
  /** True when an Idempotency-Key replayed an earlier update. */
  replayed: boolean;
}

export const outdatedSalesOrder = (orderNumber: string) =>
  new AppError(409, CheckoutMessageCode.OUTDATED_SALES_ORDER, CheckoutMessage.OUTDATED_SALES_ORDER, {
    params: [orderNumber],
    errors: [
      { status: 'FAIL', field: 'version', messageCode: CheckoutMessageCode.OUTDATED_SALES_ORDER, messageDescription: CheckoutMessage.OUTDATED_SALES_ORDER },
    ],
  });

/** 422 'Order cannot be edited, please contact your sales rep.'; `field` names what was refused. */
export const notEditable = (field: string, permission?: keyof OrderPermission) =>
  businessRuleFailed(OrderMessageCode.NOT_EDITABLE, OrderMessage.NOT_EDITABLE, { field, params: permission ? [permission] : [] });

const quantityError = (key: string, code: string, message: string, params: string[] = []) =>
  businessRuleFailed(code, message, { field: `items/${key}`, params });

export const permissionFactsOf = (row: SalesOrderRow): PermissionFacts => ({
  fulfillmentStatus: row.fulfillmentStatus,
  paymentStatus: row.paymentStatus,
  paymentMethodCode: row.paymentMethodCode,
  racFeeAgreed: row.racFeeAgreed,
  gracePeriodEnd: row.gracePeriodEnd,
  reservationFeePercent: row.reservationFeePercent,
  cancellationFeePercent: row.cancellationFeePercent,
});

/**
 * The permission set of an order row under its tenant's order settings. A network order's partner
 * may sync its orders by hand (`partnerUpdateMethod`, its own order settings), which overrides the
 * tenant's update method (spec 03 §4).
 */
export function permissionOfRow(row: SalesOrderRow, tenant: ResolvedTenant, partnerUpdateMethod?: string): OrderPermission {
  const settings = salesOrderSettings(tenant);
  return orderPermissions(permissionFactsOf(row), {
    gracePeriodEnabled: settings.paymentCollectionSettings.gracePeriodEnabled,
    updateMethod: partnerUpdateMethod ?? settings.salesOrderUpdateMethod,
  });
}

/** The partner's own update method of a network order (its checkout configuration's order settings); undefined otherwise. */
function partnerUpdateMethodOf(row: SalesOrderRow, config: CheckoutConfig): string | undefined {
  return row.participantId === null ? undefined : config.orderSettings?.salesOrderUpdateMethod;
}

/** The permission set of an order read for the buyer (GET sales-order/{n}). */
export async function permissionOfOrder(db: Database, tenant: ResolvedTenant, order: Pick<SalesOrder, 'phonexOrderNumber'>): Promise<OrderPermission> {
  const row = await scoped(db, tenant.id).findOne(salesOrders, eq(salesOrders.orderNumber, order.phonexOrderNumber));
  if (!row) throw orderNotFound(order.phonexOrderNumber);
  const config = row.participantId === null ? null : await cachedCheckoutConfigOf(db, tenant.id, row.participantId);
  return permissionOfRow(row, tenant, config ? partnerUpdateMethodOf(row, config) : undefined);
}

/** An order's options as checkout's selection input (so the same checks and prices apply). */
export function selectionInputOf(order: Pick<SalesOrder, 'shippingOptionDetails' | 'paymentOptionDetails' | 'additionalServices'>): SelectionInput {
  const { shippingOption, requestAQuoteDetails, shippingAddressId } = order.shippingOptionDetails;
  return {
    shippingOption: {
      shippingAddressId,
      shippingOptionDetails: {
        shippingMethodCode: shippingOption.shippingMethodCode,
        insured: shippingOption.insured,
        insuredAmount: shippingOption.insuredAmount,
        shippingInstructions: shippingOption.shippingInstructions,
        carrier: shippingOption.carrier,
        carrierServiceLevel: shippingOption.carrierServiceLevel,
        carrierShippingAccountNumber: shippingOption.carrierShippingAccountNumber,
        requestAQuoteInfo: requestAQuoteDetails ? { serviceLevel: requestAQuoteDetails.serviceLevel, amount: shippingOption.shippingQuote } : null,
      },
    },
    paymentOption: {
      billingAddressId: order.paymentOptionDetails.billingAddressId,
      paymentOptionDetails: { paymentMethodCode: order.paymentOptionDetails.paymentOptionDetails.paymentMethodCode },
    },
    services: order.additionalServices,
  };
}

/** What identifies the buyer's shipping choice (labels are the server's, not the buyer's). */
function shippingKey(details: OrderShippingOptionDetails): string {
  const option = details.shippingOption;
  return JSON.stringify([
    details.shippingAddressId,
    option.shippingMethodCode,
    option.insured,
    option.insuredAmount,
    option.shippingQuote,
    option.carrier,
    option.carrierServiceLevel,
    option.carrierShippingAccountNumber,
    option.shippingInstructions,
    details.requestAQuoteDetails?.serviceLevel ?? null,
  ]);
}

const servicesKey = (services: readonly string[]) => JSON.stringify([...new Set(services)].sort());

export async function warehouseCodeOf(db: DbExecutor, row: SalesOrderRow): Promise<string> {
  const warehouse = await scoped(db, row.tenantId).findOne(warehouses, eq(warehouses.id, row.warehouseId));
  if (!warehouse) throw new Error(`warehouse ${row.warehouseId} of order ${row.orderNumber} vanished`);
  return warehouse.code;
}

// ---- Stock movements ---------------------------------------------------------------------------

/**
 * Moves stock for the given per-item deltas (positive: the order takes units; negative: it gives
 * them back), locking the stock rows in the one global order. Refuses an increase beyond what is
 * available with 'Not enough quantity'.
 */
async function moveStock(tx: Transaction, tenantId: string, warehouseCode: string, deltas: Map<string, { delta: number; key: string }>): Promise<TakenStock[]> {
  const changed = [...deltas].filter(([, change]) => change.delta !== 0);
  if (changed.length === 0) return [];
  const locked = await lockStockItems(
    tx,
    tenantId,
    changed.map(([itemId]) => itemId),
    'update',
  );
  const byId = new Map(locked.map((item) => [item.id, item]));
  for (const [itemId, { delta, key }] of changed) {
    const item = byId.get(itemId);
    if (!item) throw new Error(`stock item ${itemId} of an order line was not locked`);
    if (delta > item.quantityAvailable)
      throw quantityError(key, OrderMessageCode.NOT_ENOUGH_QUANTITY, OrderMessage.NOT_ENOUGH_QUANTITY, [String(item.quantityAvailable)]);
  }
  const taken: TakenStock[] = [];
  for (const [itemId, { delta }] of changed.sort(([a], [b]) => (a < b ? -1 : 1))) {
    const item = byId.get(itemId) as (typeof locked)[number];
    const [row] = await tx
      .update(stockItems)
      .set({ quantityAvailable: sql`${stockItems.quantityAvailable} - ${delta}` })
      .where(scoped(tx, tenantId).where(stockItems, eq(stockItems.id, itemId)))
      .returning({ quantityAvailable: stockItems.quantityAvailable });
    taken.push({ itemId, itemNumber: item.itemNumber, warehouse: warehouseCode, quantityAvailable: row.quantityAvailable, listPrice: item.listPrice });
  }
  return taken;
}

/** Stock a transaction moved, before its commit: committedStock tells its catalogue version after. */
export interface MovedStock {
  changes: TakenStock[];
  /** markCatalogueChanged's mark: the version is bumped at commit (never locked for the transaction's rest). */
  markId: string;
}

async function stockResult(tx: Transaction, tenantId: string, participantId: string | null, changes: TakenStock[]): Promise<MovedStock | null> {
  if (changes.length === 0) return null;
  await withPendingCounts(tx, tenantId, participantId, changes);
  // Not bumpCatalogueVersion: its row lock would queue every stock-moving edit of the tenant
  // behind this one until commit (as checkout submit avoids too).
  return {
    changes,
    markId: await markCatalogueChanged(
      tx,
      tenantId,
      changes.map((change) => change.itemId),
    ),
  };
}

/** After the commit of a stock-moving transaction: what it did with the version its commit made (null: the stock list's version check catches up). */
export async function committedStock(db: Database, tenantId: string, moved: MovedStock | null): Promise<StockTaken | null> {
  return moved ? stockTaken(db, tenantId, moved.changes, moved.markId) : null;
}

const openUnits = (line: SalesOrderLineRow) => line.orderedQuantity - line.canceledQuantity - line.shippedQuantity;

/**
 * Cancels a locked order: every unit not shipped goes back to stock, the lines keep their
 * quantities as canceled, and the order owes only its late-payment fees (the reservation fees
 * already charged, plus the cancellation fee when `withCancellationFee` and spec 03 §9 says it
 * is due). Answers the stock changes (committedStock after the commit).
 */
export async function cancelLockedOrder(
  tx: Transaction,
  row: SalesOrderRow,
  warehouseCode: string,
  now: Date,
  withCancellationFee: boolean,
  /** The order's lines when the caller read them under the same lock (else they are read here). */
  lockedLines?: readonly SalesOrderLineRow[],
): Promise<MovedStock | null> {
  const scope = scoped(tx, row.tenantId);
  const lines = lockedLines ?? (await scope.findMany(salesOrderLines, eq(salesOrderLines.orderId, row.id), { orderBy: [asc(salesOrderLines.lineNumber)] }));
  const deltas = new Map<string, { delta: number; key: string }>();
  for (const line of lines) {
    const entry = deltas.get(line.itemId) ?? { delta: 0, key: line.itemNumberWarehouse };
    entry.delta -= openUnits(line);
    deltas.set(line.itemId, entry);
  }
  const changes = await moveStock(tx, row.tenantId, warehouseCode, deltas);
  for (const line of lines) {
    if (openUnits(line) > 0)
      await scope.update(salesOrderLines, { canceledQuantity: line.orderedQuantity - line.shippedQuantity }, eq(salesOrderLines.id, line.id));
  }
  const fee = withCancellationFee ? cancellationFeeCents(row, orderValueCents(row), now) : 0;
  await scope.update(
    salesOrders,
    {
      fulfillmentStatus: FulfillmentStatus.CANCELED,
      subtotalCents: 0,
      freightCents: 0,
      insuranceCents: 0,
      paymentFeeCents: 0,
      taxCents: 0,
      additionalServicesFeeCents: 0,
      totalOrderedQuantity: 0,
      cancellationFeeCents: fee,
      // With a late-payment fee the order stays awaiting payment of its fees (spec 03 §4).
      totalCents: row.reservationFeeCents + fee,
      version: row.version + 1,
    },
    eq(salesOrders.id, row.id),
  );
  return stockResult(tx, row.tenantId, row.participantId, changes);
}

// ---- Line changes ------------------------------------------------------------------------------

interface ItemGroup {
  key: string;
  itemId: string;
  lines: SalesOrderLineRow[];
  current: number;
  incrementSize: number;
}

function groupsOf(lines: readonly SalesOrderLineRow[]): Map<string, ItemGroup> {
  const groups = new Map<string, ItemGroup>();
  for (const line of lines) {
    const group = groups.get(line.itemNumberWarehouse) ?? {
      key: line.itemNumberWarehouse,
      itemId: line.itemId,
      lines: [],
      current: 0,
      incrementSize: line.incrementSize,
    };
    group.lines.push(line);
    group.current += line.orderedQuantity;
    groups.set(line.itemNumberWarehouse, group);
  }
  return groups;
}

/** Spec 03 §5 Order quantity edit, on the server: each changed item's new quantity against the flags. */
function checkQuantity(group: ItemGroup, wanted: number, permission: OrderPermission): void {
  if (!permission.canUpdateOrderedQuantity || !permission.canEditItem) throw notEditable(`items/${group.key}`, 'canUpdateOrderedQuantity');
  if (!Number.isSafeInteger(wanted) || wanted < 0) throw quantityError(group.key, OrderMessageCode.INVALID_ORDER_QUANTITY, OrderMessage.INVALID_ORDER_QUANTITY);
  if (wanted > group.current && !permission.canIncreaseOrderedQuantity) {
    throw quantityError(group.key, OrderMessageCode.MAX_QUANTITY, fillMessage(OrderMessage.MAX_QUANTITY, String(group.current)), [String(group.current)]);
  }
  if (wanted < group.current && !permission.canDecreaseOrderedQuantity) {
    throw quantityError(group.key, OrderMessageCode.MIN_QUANTITY, fillMessage(OrderMessage.MIN_QUANTITY, String(group.current)), [String(group.current)]);
  }
  if (wanted < 1) throw quantityError(group.key, OrderMessageCode.INVALID_QUANTITY, OrderMessage.INVALID_QUANTITY);
  if (wanted % group.incrementSize !== 0)
    throw quantityError(group.key, OrderMessageCode.INVALID_INCREMENT, OrderMessage.INVALID_INCREMENT, [String(group.incrementSize)]);
}

/**
 * Applies a new quantity to an item's lines: more units join its last line (at that line's price); fewer come off the last lines first.
 * Records each changed line's new quantity (0: deleted) in `applied`, so the order is priced without reading its lines again.
 */
async function applyQuantity(tx: Transaction, tenantId: string, group: ItemGroup, wanted: number, applied: Map<string, number>): Promise<void> {
  const scope = scoped(tx, tenantId);
  let delta = wanted - group.current;
  const lines = [...group.lines].sort((a, b) => b.lineNumber - a.lineNumber);
  if (delta > 0) {
    await scope.update(salesOrderLines, { orderedQuantity: lines[0].orderedQuantity + delta }, eq(salesOrderLines.id, lines[0].id));
    applied.set(lines[0].id, lines[0].orderedQuantity + delta);
    return;
  }
  for (const line of lines) {
    if (delta === 0) break;
    const take = Math.min(line.orderedQuantity, -delta);
    delta += take;
    if (take === line.orderedQuantity) await scope.delete(salesOrderLines, eq(salesOrderLines.id, line.id));
    else await scope.update(salesOrderLines, { orderedQuantity: line.orderedQuantity - take }, eq(salesOrderLines.id, line.id));
    applied.set(line.id, line.orderedQuantity - take);
  }
}

// ---- Upsert ------------------------------------------------------------------------------------

type Intent = 'save' | 'release' | 'cancel';

function intentOf(row: SalesOrderRow, wantedStatus: string, onReleaseStatus: string): Intent {
  if (wantedStatus === row.fulfillmentStatus) return 'save';
  if (wantedStatus === FulfillmentStatus.CANCELED) return 'cancel';
  if (wantedStatus === onReleaseStatus && wantedStatus !== FulfillmentStatus.ON_HOLD) return 'release';
  // Hold for later: an order awaiting a quote may be put on hold like any save.
  if (wantedStatus === FulfillmentStatus.ON_HOLD && isOpenOrder(row.fulfillmentStatus)) return 'save';
  throw notEditable('fulfillmentStatus');
}

async function replayOf(db: DbExecutor, buyer: OrderBuyer, key: string, requestHash: string): Promise<SalesOrder | null> {
  const row = await scoped(db, buyer.tenant.id).findOne(
    orderUpdateRequests,
    allOf(eq(orderUpdateRequests.userId, buyer.userId), eq(orderUpdateRequests.idempotencyKey, key)),
  );
  if (!row) return null;
  if (row.requestHash !== requestHash)
    throw businessRuleFailed(CheckoutMessageCode.IDEMPOTENCY_KEY_REUSED, CheckoutMessage.IDEMPOTENCY_KEY_REUSED, { field: 'Idempotency-Key' });
  return orderById(db, buyer.tenant.id, row.orderId);
}

/**
 * PUT sales-order: saves the buyer's edited order. `body.fulfillmentStatus` says what the save
 * is: unchanged (save, or hold for later), the release status (pay and ship now), or CANCELED.
 */
export async function upsertOrder(
  deps: CheckoutDeps,
  buyer: OrderBuyer,
  body: SalesOrder,
  idempotencyKey?: string,
  now: () => Date = () => new Date(),
): Promise<OrderChangeResult> {
  const { db } = deps;
  const tenantId = buyer.tenant.id;
  const orderNumber = body.phonexOrderNumber;
  // Hashing the whole order body costs CPU on every save; only a replay check needs it.
  const requestHash = idempotencyKey ? requestHashOf(`order-update:${orderNumber}`, body) : '';
  if (idempotencyKey) {
    const earlier = await replayOf(db, buyer, idempotencyKey, requestHash);
    if (earlier) return { order: earlier, stock: null, replayed: true };
  }
  // The buyer's addresses do not depend on the order: read before its row is locked.
  const addresses = await addressesOf(db, tenantId, buyer.userId);
  const settings = salesOrderSettings(buyer.tenant);
  const onReleaseStatus = settings.fulfillmentSettings.onReleaseFulfillmentStatusTo;

  try {
    const { orderId, stock, answer } = await withTransactionRetry(
      db,
      async (tx): Promise<{ orderId: string; stock: MovedStock | null; answer?: SalesOrder }> => {
        const scope = scoped(tx, tenantId);
        // One read of the order (locked, with its warehouse) and one of its lines (with their stock):
        // the answer is built from them and what this save writes, not read back after the commit.
        const locked = await lockedBuyerOrder(tx, tenantId, buyer.userId, orderNumber);
        if (!locked) throw orderNotFound(orderNumber);
        const { row, warehouseCode } = locked;
        if (body.version !== row.version) throw outdatedSalesOrder(orderNumber);
        if (idempotencyKey) await scope.insert(orderUpdateRequests, { userId: buyer.userId, idempotencyKey, requestHash, orderId: row.id });
        // The configuration as checkout reads it (at most 1 s old; a cache miss reads it in this transaction).
        const config = await cachedCheckoutConfigOf(db, tenantId, row.participantId, tx);

        const permission = permissionOfRow(row, buyer.tenant, partnerUpdateMethodOf(row, config));
        const intent = intentOf(row, body.fulfillmentStatus, onReleaseStatus);
        const linesWithStock = await linesOf(tx, tenantId, [row.id]);
        const lines = linesWithStock.map(({ line }) => line);
        const groups = groupsOf(lines);
        const answerOf = (written: SalesOrderRow, applied: ReadonlyMap<string, number>, changes: readonly TakenStock[]): SalesOrder => {
          const available = new Map(changes.map((change) => [change.itemId, change.quantityAvailable]));
          return toSalesOrder({
            ...locked,
            row: written,
            lines: linesWithStock
              // applyQuantity records a deleted line as 0.
              .filter(({ line }) => applied.get(line.id) !== 0)
              .map(({ line, availableQuantity }) => ({
                line: applied.has(line.id) ? { ...line, orderedQuantity: applied.get(line.id) as number } : line,
                availableQuantity: available.get(line.itemId) ?? availableQuantity,
              })),
          });
        };

        // What the buyer wants per item (items are per line; lines of one item add up).
        const wanted = new Map<string, number>();
        for (const item of body.items) {
          if (!groups.has(item.itemNumberWarehouse)) {
            throw businessRuleFailed(OrderMessageCode.ITEM_NOT_IN_ORDER, fillMessage(OrderMessage.ITEM_NOT_IN_ORDER, item.itemNumberWarehouse), {
              field: `items/${item.itemNumberWarehouse}`,
              params: [item.itemNumberWarehouse],
            });
          }
          wanted.set(item.itemNumberWarehouse, (wanted.get(item.itemNumberWarehouse) ?? 0) + item.orderedQuantity);
        }
        const changedGroups = [...groups.values()].filter((group) => wanted.has(group.key) && wanted.get(group.key) !== group.current);
        const removedGroups = [...groups.values()].filter((group) => !wanted.has(group.key));
        // Compared with the row itself: no further reads while the order is locked.
        const shippingChanged = shippingKey(body.shippingOptionDetails) !== shippingKey(row.shippingOption);
        const paymentChanged =
          body.paymentOptionDetails.billingAddressId !== row.billingAddressId ||
          body.paymentOptionDetails.paymentOptionDetails.paymentMethodCode !== row.paymentMethodCode;
        const servicesChanged = servicesKey(body.additionalServices) !== servicesKey(row.additionalServices);
        const anyChange = changedGroups.length > 0 || removedGroups.length > 0 || shippingChanged || paymentChanged || servicesChanged;

        if (intent === 'save' && !anyChange && body.fulfillmentStatus === row.fulfillmentStatus)
          return { orderId: row.id, stock: null, answer: answerOf(row, new Map(), []) };
        if (!isOpenOrder(row.fulfillmentStatus)) throw notEditable('fulfillmentStatus');

        if (intent === 'cancel') {
          if (!permission.canCancelOrder) throw notEditable('fulfillmentStatus', 'canCancelOrder');
          return { orderId: row.id, stock: await cancelLockedOrder(tx, row, warehouseCode, now(), true, lines) };
        }
        if (intent === 'release' && !permission.canPayAndShipNow) throw notEditable('fulfillmentStatus', 'canPayAndShipNow');
        if (shippingChanged && !permission.canUpdateShipping) throw notEditable('shippingOptionDetails', 'canUpdateShipping');
        if (paymentChanged && !permission.canUpdateBillingAndPayment) throw notEditable('paymentOptionDetails', 'canUpdateBillingAndPayment');
        if (servicesChanged && !permission.canUpdateAdditionalServices) throw notEditable('additionalServices', 'canUpdateAdditionalServices');
        for (const group of changedGroups) checkQuantity(group, wanted.get(group.key) as number, permission);
        if (removedGroups.length > 0 && !permission.canRemoveItem) throw notEditable(`items/${removedGroups[0].key}`, 'canRemoveItem');

        // Removing every item cancels the order (spec 03 §4), which needs the cancel permission.
        if (removedGroups.length === groups.size) {
          if (!permission.canCancelOrder)
            throw businessRuleFailed(OrderMessageCode.CANNOT_CANCEL_BY_REMOVING, OrderMessage.CANNOT_CANCEL_BY_REMOVING, { field: 'items' });
          return { orderId: row.id, stock: await cancelLockedOrder(tx, row, warehouseCode, now(), true, lines) };
        }

        // Stock first (row locks in the global order), then the lines.
        const deltas = new Map<string, { delta: number; key: string }>();
        for (const group of changedGroups) deltas.set(group.itemId, { delta: (wanted.get(group.key) as number) - group.current, key: group.key });
        for (const group of removedGroups) deltas.set(group.itemId, { delta: -group.current, key: group.key });
        const changes = await moveStock(tx, tenantId, warehouseCode, deltas);
        const applied = new Map<string, number>();
        for (const group of changedGroups) await applyQuantity(tx, tenantId, group, wanted.get(group.key) as number, applied);
        for (const group of removedGroups) await applyQuantity(tx, tenantId, group, 0, applied);

        // The locked lines with the quantities just written (deleted ones left out): no second read.
        const chargeLines: ChargeLine[] = lines
          .map((line) => ({ quantity: applied.get(line.id) ?? line.orderedQuantity, unitPriceCents: line.unitPriceCents }))
          .filter((line) => line.quantity > 0);
        const subtotalCents = chargeLines.reduce((sum, line) => sum + line.quantity * line.unitPriceCents, 0);
        const selection = resolveSelection(selectionInputOf(body), { config, addresses, currency: currencyOf(buyer.tenant), subtotalCents });
        // The seller's quote holds for the method and address it was given for.
        const sameQuoteTarget =
          selection.method.code === row.shippingOption.shippingOption.shippingMethodCode &&
          selection.shippingAddress.id === row.shippingOption.shippingAddressId;
        const quotedFreightCents = selection.method.code === ShippingMethodCode.REQUEST_A_QUOTE && sameQuoteTarget ? row.quotedFreightCents : null;
        const priced = await pricedForOrder(deps, config, selection, chargeLines, warehouseCode, undefined, quotedFreightCents);

        const awaitingQuote = selection.method.code === ShippingMethodCode.REQUEST_A_QUOTE && quotedFreightCents === null;
        if (intent === 'release' && awaitingQuote) throw notEditable('fulfillmentStatus', 'canPayAndShipNow');
        let fulfillmentStatus: string = awaitingQuote ? FulfillmentStatus.AWAITING_SHIPPING_QUOTE : FulfillmentStatus.ON_HOLD;
        // A PayPal order is released once PayPal confirms its payment (spec 03 §4), never by the save itself.
        if (intent === 'release' && !(isPayPal(selection.payment.code) && row.paymentStatus !== PaymentStatus.PAID)) fulfillmentStatus = onReleaseStatus;

        const columns = chargeColumns(priced, selection);
        const [written] = await scope.update(
          salesOrders,
          {
            ...columns,
            totalCents: columns.totalCents + row.reservationFeeCents + row.cancellationFeeCents,
            quotedFreightCents,
            fulfillmentStatus,
            version: row.version + 1,
          },
          eq(salesOrders.id, row.id),
        );
        return { orderId: row.id, stock: await stockResult(tx, tenantId, row.participantId, changes), answer: answerOf(written, applied, changes) };
      },
    );
    // A cancel answers the order as read after its commit (every line changed); a save as it wrote it.
    const [order, taken] = await Promise.all([answer ?? orderById(db, tenantId, orderId), committedStock(db, tenantId, stock)]);
    return { order, stock: taken, replayed: false };
  } catch (error) {
    // The same key arrived twice at once: the first one's row decides.
    if (idempotencyKey && isUniqueViolation(error)) {
      const earlier = await replayOf(db, buyer, idempotencyKey, requestHash);
      if (earlier) return { order: earlier, stock: null, replayed: true };
    }
    throw error;
  }
}

/** POST sales-order/{n}/cancel: the upsert's cancel on the version the buyer saw. */
export async function cancelOrder(
  deps: CheckoutDeps,
  buyer: OrderBuyer,
  orderNumber: string,
  version: number,
  now: () => Date = () => new Date(),
): Promise<OrderChangeResult> {
  const { db } = deps;
  const tenantId = buyer.tenant.id;
  const unlocked = await scoped(db, tenantId).findOne(salesOrders, allOf(eq(salesOrders.userId, buyer.userId), eq(salesOrders.orderNumber, orderNumber)));
  if (!unlocked) throw orderNotFound(orderNumber);
  const warehouseCode = await warehouseCodeOf(db, unlocked);
  const stock = await withTransactionRetry(db, async (tx) => {
    const row = await scoped(tx, tenantId).findOneForUpdate(salesOrders, allOf(eq(salesOrders.userId, buyer.userId), eq(salesOrders.orderNumber, orderNumber)));
    if (!row) throw orderNotFound(orderNumber);
    if (version !== row.version) throw outdatedSalesOrder(orderNumber);
    if (!permissionOfRow(row, buyer.tenant).canCancelOrder) throw notEditable('fulfillmentStatus', 'canCancelOrder');
    return cancelLockedOrder(tx, row, warehouseCode, now(), true);
  });
  const [order, taken] = await Promise.all([orderById(db, tenantId, unlocked.id), committedStock(db, tenantId, stock)]);
  return { order, stock: taken, replayed: false };
}

/** Lines of orders by id (for exports and documents). */
export async function linesOfOrder(db: DbExecutor, tenantId: string, orderId: string): Promise<SalesOrderLineRow[]> {
  return scoped(db, tenantId).findMany(salesOrderLines, inArray(salesOrderLines.orderId, [orderId]), { orderBy: [asc(salesOrderLines.lineNumber)] });
}
