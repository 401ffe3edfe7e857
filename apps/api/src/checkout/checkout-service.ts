import { createHash, randomUUID } from 'node:crypto';
import { asc, eq, getTableColumns, sql } from 'drizzle-orm';
import {
  CheckoutMessage,
  CheckoutMessageCode,
  DEFAULT_GRACE_PERIOD_HOURS,
  FulfillmentStatus,
  OfferMessageCode,
  PaymentMethodCode,
  PaymentStatus,
  ShippingMethodCode,
  VERIFIED_PROSPECT,
  type AddToExistingPayload,
  type CalculateChargesRequest,
  type CalculateChargesResponse,
  type CheckoutConfig,
  type CheckoutPayload,
  type CheckoutSubmission,
  type SalesOrder,
} from '@bp/api-contract';
import { centsToAmount, typedAmountToCents } from '@bp/util-money';
import type { Database, DbExecutor, Transaction } from '../db/database';
import { preparedStatement } from '../db/prepared';
import { salesOrderLines, salesOrders, users, type BuyerAddressRow, type SalesOrderLineRow, type SalesOrderRow, type UserRow } from '../db/schema';
import { allOf, scoped } from '../db/scoped';
import { withTransactionRetry } from '../db/transaction-retry';
import { AppError, businessRuleFailed, notFound } from '../errors';
import { isUniqueViolation } from '../identity/identity-users';
import { onHoldOrder, onHoldOrders, orderById, orderNotFound, toSalesOrder } from '../sales/sales-order-service';
import { pendingOrderCounts } from '../stock/pending-order-counts';
import type { ChargeLine } from '../sales/order-charges';
import { committedCatalogueVersion } from '../stock/stock-update-service';
import type { ResolvedTenant } from '../tenants/tenant-directory';
import {
  lockCartLines,
  readCartLines,
  stockToTake,
  takenStockOf,
  takeStockAndConsumeOffers,
  takeStockCtes,
  toCheckoutLineItem,
  checkoutWarehouse,
  type CartLine,
  type CheckoutWarehouse,
  type TakenStock,
} from './cart-lines';
import { pricedOrder, type PricedOrder } from './charges';
import { cachedCheckoutConfigOf } from './checkout-config';
import { addressesOf, orderOptionsOf } from './checkout-options';
import type { FreightRateAdapter } from './freight-rates';
import { savedSelectionOf } from './preferences-service';
import { resolveSelection, type ResolvedSelection } from './selection';
import { payAndShipDisabled } from '../onboarding/proof-of-export-service';

// Checkout of one warehouse's cart (spec 02; spec 01 §7 cart checkout calls): the payload, the
// charges, the submit that turns offers into exactly one order, and the update of an on-hold
// order with a later cart. Route handlers stay thin; every rule lives here or below.

export interface CheckoutBuyer {
  tenant: ResolvedTenant;
  userId: string;
  /** The partner participant of a pxnr checkout (null: the tenant's own stock). */
  participantId: string | null;
  /** The user's row as authentication read it for this request; absent: read again. */
  profile?: Pick<UserRow, 'firstName' | 'lastName' | 'buyerType' | 'onboardingStatus'>;
}

export interface CheckoutDeps {
  db: Database;
  rates: FreightRateAdapter;
}

export const currencyOf = (tenant: ResolvedTenant): string => tenant.settings.currency ?? '$';

/** A prospect whose onboarding is not approved cannot check out (spec 01 §6). */
async function requireMayCheckOut(db: DbExecutor, buyer: CheckoutBuyer): Promise<{ buyerName: string }> {
  const user = buyer.profile ?? (await scoped(db, buyer.tenant.id).findOne(users, eq(users.id, buyer.userId)));
  if (!user) throw notFound('No such user');
  if (user.buyerType === 'PROSPECT' && user.onboardingStatus !== VERIFIED_PROSPECT) {
    throw new AppError(403, OfferMessageCode.PROSPECT_CANNOT_CHECKOUT, 'Please contact your sales rep to complete your account before checking out');
  }
  return { buyerName: `${user.firstName} ${user.lastName}`.trim() };
}

/**
 * What every checkout call needs before it touches the cart: read before any transaction. The
 * configuration and the warehouse come through short-lived caches; the buyer's addresses are read
 * once per request (no cache: a just-added address must be usable at once).
 */
async function contextOf(db: Database, buyer: CheckoutBuyer, warehouseCode: string) {
  const { buyerName } = await requireMayCheckOut(db, buyer);
  const [warehouse, config, addresses] = await Promise.all([
    checkoutWarehouse(db, buyer.tenant.id, warehouseCode, buyer.participantId),
    cachedCheckoutConfigOf(db, buyer.tenant.id, buyer.participantId),
    addressesOf(db, buyer.tenant.id, buyer.userId),
  ]);
  return { buyerName, warehouse, config, addresses };
}

const chargeLines = (lines: readonly CartLine[]): ChargeLine[] => lines.map((line) => ({ quantity: line.quantity, unitPriceCents: line.unitPriceCents }));
const subtotalOf = (lines: readonly ChargeLine[]) => lines.reduce((sum, line) => sum + line.quantity * line.unitPriceCents, 0);

export function orderSettingsOf(tenant: ResolvedTenant) {
  const orders = tenant.settings.portal?.salesOrders;
  return {
    singleButtonOrderFlow: orders?.singleButtonOrderFlow ?? false,
    gracePeriodHours: orders?.gracePeriodEnabled ? (orders.gracePeriodHours ?? DEFAULT_GRACE_PERIOD_HOURS) : null,
    onReleaseStatus: orders?.onReleaseFulfillmentStatusTo ?? FulfillmentStatus.AWAITING_FULFILLMENT,
  };
}

/** POST stocklist/cart/{warehouseCode} (pxnr/cart/…; and the review of a combined order with `salesOrder`). */
export async function loadCheckout(
  deps: CheckoutDeps,
  buyer: CheckoutBuyer,
  warehouseCode: string,
  offerIds: string[],
  salesOrder?: string,
): Promise<CheckoutPayload> {
  const { db } = deps;
  const { buyerName, warehouse, config, addresses } = await contextOf(db, buyer, warehouseCode);
  // Independent reads at once (the /checkout page waits for this answer); preferences are checked
  // against the tenant's own configuration, the one already read unless this is a partner's stock.
  const [lines, existing, buyerOrderPreferences, disablePayAndShipNow] = await Promise.all([
    readCartLines(db, buyer.tenant.id, buyer.userId, warehouse, offerIds),
    salesOrder === undefined ? null : onHoldOrder(db, buyer.tenant.id, buyer.userId, warehouse.warehouse.id, salesOrder),
    savedSelectionOf(db, buyer.tenant.id, buyer.userId, { addresses, config: buyer.participantId === null ? config : undefined }),
    // Submitted proof of export awaiting the seller's approval holds pay and ship back (spec 03 §4).
    payAndShipDisabled(db, buyer.tenant.id, buyer.userId),
  ]);
  const cartSubtotal = subtotalOf(chargeLines(lines));
  const existingSubtotal = existing ? existing.lineItems.reduce((sum, item) => sum + item.orderedQuantity * (typedAmountToCents(item.unitPrice) ?? 0), 0) : 0;
  return {
    ...orderOptionsOf(config, addresses),
    warehouse: warehouse.warehouse.code,
    warehouseLabel: warehouse.warehouse.label,
    lineItems: lines.map(toCheckoutLineItem),
    buyerOrderPreferences,
    onHoldSalesOrder: existing,
    orderSubtotal: centsToAmount(cartSubtotal + existingSubtotal),
    cartSubtotal: centsToAmount(cartSubtotal),
    cartQuantity: lines.reduce((sum, line) => sum + line.quantity, 0),
    buyerName,
    pxnsParticipantId: warehouse.pxnsParticipantId,
    // A partner's own order flow overrides the tenant's for its network orders (spec 03 §4).
    singleButtonOrderFlow: config.orderSettings?.singleButtonOrderFlow ?? orderSettingsOf(buyer.tenant).singleButtonOrderFlow,
    disablePayAndShipNow,
  };
}

/** POST …/add-to-existing: the cart lines and the on-hold orders they can join, newest change first. */
export async function addToExistingChoices(deps: CheckoutDeps, buyer: CheckoutBuyer, warehouseCode: string, offerIds: string[]): Promise<AddToExistingPayload> {
  const { db } = deps;
  const { warehouse } = await contextOf(db, buyer, warehouseCode);
  const lines = await readCartLines(db, buyer.tenant.id, buyer.userId, warehouse, offerIds);
  return {
    warehouse: warehouse.warehouse.code,
    warehouseLabel: warehouse.warehouse.label,
    lineItems: lines.map(toCheckoutLineItem),
    onHoldSalesOrders: await onHoldOrders(db, buyer.tenant.id, buyer.userId, warehouse.warehouse.id),
  };
}

// ---- Charges ----------------------------------------------------------------------------------

const addressId = (value: CalculateChargesRequest['shippingAddress'] | undefined): string | null =>
  value === null || value === undefined ? null : typeof value === 'string' ? value : value.id;

/** Request items (prices as JSON numbers) → whole cents; a price with more than two decimals is a 400. */
function requestLines(items: CalculateChargesRequest['items']): ChargeLine[] {
  return items.map((item, index) => {
    const cents = typedAmountToCents(item.unitPrice);
    if (cents === null)
      throw new AppError(400, 'BAD_REQUEST', 'unitPrice must be an amount with at most two decimals', {
        errors: [{ field: `items/${index}/unitPrice`, messageCode: 'FIELD_INVALID_FORMAT', messageDescription: 'must be an amount like 123.45' }],
      });
    return { quantity: item.orderedQuantity, unitPriceCents: cents };
  });
}

function chargesAnswer(cartLines: readonly ChargeLine[], priced: PricedOrder, selection: Pick<ResolvedSelection, 'method'>): CalculateChargesResponse {
  const { charges } = priced;
  const cartSubtotal = subtotalOf(cartLines);
  return {
    cartSubtotal: centsToAmount(cartSubtotal),
    cartQuantity: cartLines.reduce((sum, line) => sum + line.quantity, 0),
    combinedSubtotal: centsToAmount(charges.subtotalCents),
    combinedQuantity: charges.totalQuantity,
    freight: priced.freightKnown ? centsToAmount(charges.freightCents) : null,
    freightUndefined: !priced.freightKnown,
    insurance: centsToAmount(charges.insuranceCents),
    paymentFee: centsToAmount(charges.paymentFeeCents),
    paymentFeeUndefined: false,
    additionalServicesFee: centsToAmount(charges.additionalServicesFeeCents),
    additionalServiceFees: charges.additionalServiceFees.map((fee) => ({ id: fee.id, fee: centsToAmount(fee.cents) })),
    tax: centsToAmount(charges.taxCents),
    taxDescription: charges.taxDescription,
    totalPrice: centsToAmount(charges.totalCents),
    rateSku: selection.method.code,
    awaitingFreightQuote: charges.awaitingFreightQuote,
    realTimeFreightQuoteCarrier: priced.realTimeCarrier,
    realTimeFreightQuoteCarrierServiceLevel: priced.realTimeServiceLevel,
    freightQuotesForAllRealTimeShippingMethods: Object.fromEntries(
      Object.entries(priced.realTimeQuotes).map(([code, cents]) => [code, cents === null ? null : centsToAmount(cents)]),
    ),
  };
}

/**
 * POST orderservices/calculate-charges. With offerIds the lines are priced from the buyer's
 * offers (what submit will charge); otherwise from the items sent (the order page's edits). With
 * phonexOrderNumber the existing order's lines are counted too (add to an existing order).
 */
export async function calculateChargesFor(deps: CheckoutDeps, buyer: CheckoutBuyer, request: CalculateChargesRequest): Promise<CalculateChargesResponse> {
  const { db } = deps;
  const { warehouse, config, addresses } = await contextOf(db, buyer, request.warehouseCode);
  const cartLines = request.offerIds
    ? chargeLines(await readCartLines(db, buyer.tenant.id, buyer.userId, warehouse, request.offerIds))
    : requestLines(request.items);
  const existingLines: ChargeLine[] = request.phonexOrderNumber
    ? (await onHoldOrder(db, buyer.tenant.id, buyer.userId, warehouse.warehouse.id, request.phonexOrderNumber)).lineItems.map((item) => ({
        quantity: item.orderedQuantity,
        unitPriceCents: typedAmountToCents(item.unitPrice) ?? 0,
      }))
    : [];
  const lines = [...existingLines, ...cartLines];
  const selection = resolveSelection(
    {
      shippingOption: {
        shippingAddressId: addressId(request.shippingAddress),
        shippingOptionDetails: {
          shippingMethodCode: request.shippingMethodCode,
          insured: request.insured ?? false,
          insuredAmount: request.insuranceAmount ?? null,
          shippingInstructions: null,
          carrier: 'n/a',
          carrierServiceLevel: 'n/a',
          carrierShippingAccountNumber: 'n/a',
          requestAQuoteInfo: { serviceLevel: config.requestAQuote?.serviceLevels[0] ?? 'n/a', amount: request.requestAQuoteAmount ?? 0 },
        },
      },
      paymentOption: { billingAddressId: addressId(request.billingAddress), paymentOptionDetails: { paymentMethodCode: request.paymentMethodCode ?? null } },
      services: request.additionalServices ?? [],
    },
    { config: chargeOnlyConfig(config), addresses, currency: currencyOf(buyer.tenant), subtotalCents: subtotalOf(lines) },
  );
  const priced = await pricedOrder(deps.rates, config, selection, lines, warehouse.warehouse.code);
  return chargesAnswer(cartLines, priced, selection);
}

/**
 * Charges are asked for while the buyer is still choosing: the carrier details of bill my
 * account and the quote details do not change any amount, so any value passes for them here.
 */
function chargeOnlyConfig(config: CheckoutConfig): CheckoutConfig {
  return {
    ...config,
    billMyAccount: config.billMyAccount ? { ...config.billMyAccount, carrierChoiceRestricted: false, carrierServiceLevelsRestricted: false } : null,
    requestAQuote: config.requestAQuote ? { ...config.requestAQuote, serviceLevels: [...config.requestAQuote.serviceLevels, 'n/a'] } : null,
  };
}

// ---- Submit and update ------------------------------------------------------------------------

/** JSON with object keys sorted, so the same body always hashes the same. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
      .map((key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

export const requestHashOf = (target: string, body: unknown): string =>
  createHash('sha256')
    .update(`${target}\n${canonicalJson(body)}`)
    .digest('hex');

const idempotencyKeyReused = () =>
  businessRuleFailed(CheckoutMessageCode.IDEMPOTENCY_KEY_REUSED, CheckoutMessage.IDEMPOTENCY_KEY_REUSED, { field: 'Idempotency-Key' });

/** The order a key already made: the same order for the same request, 422 for another. */
async function replayOf(db: DbExecutor, buyer: CheckoutBuyer, key: string, requestHash: string): Promise<SalesOrder | null> {
  const row = await scoped(db, buyer.tenant.id).findOne(salesOrders, allOf(eq(salesOrders.userId, buyer.userId), eq(salesOrders.idempotencyKey, key)));
  if (!row) return null;
  if (row.requestHash !== requestHash) throw idempotencyKeyReused();
  return orderById(db, buyer.tenant.id, row.id);
}

function selectionInput(body: CheckoutSubmission) {
  return { shippingOption: body.shippingOption, paymentOption: body.paymentOption, services: body.additionalServices };
}

function shippingOptionOf(selection: ResolvedSelection, priced: PricedOrder) {
  return {
    shippingAddressId: selection.shippingAddress.id,
    shippingOption: {
      shippingMethodCode: selection.method.code,
      shippingMethodLabel: selection.method.label,
      insured: selection.insured,
      insuredAmount: selection.insuredAmountCents === null ? null : centsToAmount(selection.insuredAmountCents),
      shippingQuote: selection.requestAQuote ? centsToAmount(selection.requestAQuote.amountCents) : null,
      carrier: selection.carrier ?? priced.realTimeCarrier,
      carrierServiceLevel: selection.carrierServiceLevel ?? priced.realTimeServiceLevel,
      carrierShippingAccountNumber: selection.carrierShippingAccountNumber,
      shippingInstructions: selection.shippingInstructions,
    },
    requestAQuoteDetails: selection.requestAQuote ? { serviceLevel: selection.requestAQuote.serviceLevel } : null,
  };
}

function addressSnapshot(row: BuyerAddressRow) {
  const { id, contact, address1, address2, city, state, country, zip, label, customLabel, description, instructions, fields } = row;
  return { id, contact, address1, address2, city, state, country, zip, label, customLabel, description, instructions, fields };
}

/** The status an order gets: a quote request waits for the quote; PayPal is released after payment. */
function fulfillmentStatusOf(selection: ResolvedSelection, readyToRelease: boolean, onReleaseStatus: string): string {
  if (selection.method.code === ShippingMethodCode.REQUEST_A_QUOTE) return FulfillmentStatus.AWAITING_SHIPPING_QUOTE;
  if (readyToRelease && selection.payment.code !== PaymentMethodCode.INTEGRATED_PAYPAL) return onReleaseStatus;
  return FulfillmentStatus.ON_HOLD;
}

/**
 * Prices the lines and applies the checks that depend on the prices: quote present, the total the
 * buyer saw, and the credit limit, which spec 03 §5 compares with the order's extended price (the
 * lines' subtotal), as the portal does.
 */
export async function pricedForOrder(
  deps: CheckoutDeps,
  config: CheckoutConfig,
  selection: ResolvedSelection,
  lines: ChargeLine[],
  warehouseCode: string,
  expectedTotal: number | undefined,
  quotedFreightCents: number | null = null,
) {
  const priced = await pricedOrder(deps.rates, config, selection, lines, warehouseCode, quotedFreightCents);
  if (!priced.freightKnown) {
    throw businessRuleFailed(CheckoutMessageCode.INVALID_SELECTION, CheckoutMessage.INVALID_SELECTION, { field: 'shippingMethodCode' });
  }
  if (expectedTotal !== undefined && typedAmountToCents(expectedTotal) !== priced.charges.totalCents) {
    throw new AppError(409, CheckoutMessageCode.CHARGES_CHANGED, CheckoutMessage.CHARGES_CHANGED, {
      params: [centsToAmount(priced.charges.totalCents).toString()],
    });
  }
  const limit = selection.payment.creditLimit;
  if (limit !== null && priced.charges.subtotalCents > (typedAmountToCents(limit) ?? 0)) {
    throw businessRuleFailed(CheckoutMessageCode.OVER_CREDIT_LIMIT, CheckoutMessage.OVER_CREDIT_LIMIT, { field: 'paymentMethodCode' });
  }
  return priced;
}

export function chargeColumns(priced: PricedOrder, selection: ResolvedSelection) {
  const { charges } = priced;
  return {
    subtotalCents: charges.subtotalCents,
    freightCents: charges.freightCents,
    insuranceCents: charges.insuranceCents,
    paymentFeeCents: charges.paymentFeeCents,
    taxCents: charges.taxCents,
    taxDescription: charges.taxDescription,
    additionalServices: selection.services.map((service) => service.id),
    additionalServicesFeeCents: charges.additionalServicesFeeCents,
    totalCents: charges.totalCents,
    totalOrderedQuantity: charges.totalQuantity,
    rateSku: selection.method.code,
    shippingAddress: addressSnapshot(selection.shippingAddress),
    billingAddress: addressSnapshot(selection.billingAddress),
    shippingOption: shippingOptionOf(selection, priced),
    billingAddressId: selection.billingAddress.id,
    paymentMethodCode: selection.payment.code,
    paymentMethodLabel: selection.payment.label,
    metadata: {
      realTimeFreightQuoteCarrier: priced.realTimeCarrier,
      realTimeFreightQuoteCarrierServiceLevel: priced.realTimeServiceLevel,
      freightQuotesForAllRealTimeShippingMethods: Object.fromEntries(
        Object.entries(priced.realTimeQuotes).map(([code, cents]) => [code, cents === null ? null : centsToAmount(cents)]),
      ),
    },
  };
}

/** What an order line takes from its cart line. */
function lineValuesOf(orderId: string, line: CartLine, lineNumber: number) {
  return {
    orderId,
    itemId: line.item.id,
    offerId: line.offer.id,
    itemNumber: line.itemNumber,
    itemNumberWarehouse: line.itemNumberWarehouse,
    itemDescription: line.item.description,
    orderedQuantity: line.quantity,
    incrementSize: line.item.incrementSize,
    unitPriceCents: line.unitPriceCents,
    lineNumber,
  };
}

async function insertLines(
  tx: Transaction,
  tenantId: string,
  orderId: string,
  lines: readonly CartLine[],
  firstLineNumber: number,
): Promise<SalesOrderLineRow[]> {
  return scoped(tx, tenantId).insert(
    salesOrderLines,
    lines.map((line, index) => lineValuesOf(orderId, line, firstLineNumber + index)),
  );
}

/** The order columns a submit writes, each a placeholder of insertOrderStatement (values encoded by orderStatementValues). */
const SUBMITTED_ORDER_COLUMNS = [
  'id',
  'tenantId',
  'userId',
  'warehouseId',
  'participantId',
  'pxnrOrder',
  'fulfillmentStatus',
  'paymentStatus',
  'subtotalCents',
  'freightCents',
  'insuranceCents',
  'paymentFeeCents',
  'taxCents',
  'taxDescription',
  'additionalServices',
  'additionalServicesFeeCents',
  'totalCents',
  'totalOrderedQuantity',
  'rateSku',
  'shippingAddress',
  'billingAddress',
  'shippingOption',
  'billingAddressId',
  'paymentMethodCode',
  'paymentMethodLabel',
  'metadata',
  'gracePeriodEnd',
  'reservationFeePercent',
  'cancellationFeePercent',
  'idempotencyKey',
  'requestHash',
] as const satisfies readonly (keyof typeof salesOrders.$inferInsert)[];

type SubmittedOrder = { [K in (typeof SUBMITTED_ORDER_COLUMNS)[number]]: (typeof salesOrders.$inferInsert)[K] };

/** The lines' fields as insertOrderStatement reads them from its one jsonb parameter. */
const LINE_RECORD = sql.raw(
  'line(id uuid, item_id uuid, offer_id uuid, item_number text, item_number_warehouse text, item_description text, ordered_quantity integer, increment_size integer, unit_price_cents bigint, line_number integer)',
);

/**
 * A submit's writes in one prepared statement (a round trip, and drizzle building a
 * statement this size, cost the API more CPU than PostgreSQL spends on it): the order's insert
 * with, as data-modifying WITHs (which PostgreSQL always runs to completion), its lines' insert and
 * takeStockCtes (the stock taken, the offers consumed, the catalogue marked), whose results come
 * back as extra columns of RETURNING. The lines' foreign key to the order is checked at the
 * statement's end, when the order row exists. The lines travel as one jsonb parameter, so the
 * statement is the same whatever their number. The order number comes from the one sequence
 * (text: int8 reads differently on PGlite and node-postgres); the order row comes back from
 * RETURNING (its defaults).
 */
const insertOrderStatement = preparedStatement('checkout_insert_order_taking_stock', (tx) => {
  const placeholders = Object.fromEntries(SUBMITTED_ORDER_COLUMNS.map((column) => [column, sql`${sql.placeholder(column)}`]));
  const linesInsert = tx.$with('order_lines', {}).as(sql`
    insert into ${salesOrderLines} (id, tenant_id, order_id, item_id, offer_id, item_number, item_number_warehouse, item_description, ordered_quantity, increment_size, unit_price_cents, line_number, created_at, updated_at)
    select line.id, ${sql.placeholder('tenantId')}::uuid, ${sql.placeholder('id')}::uuid, line.item_id, line.offer_id, line.item_number, line.item_number_warehouse, line.item_description, line.ordered_quantity, line.increment_size, line.unit_price_cents, line.line_number, ${sql.placeholder('linesCreatedAt')}::timestamptz, ${sql.placeholder('linesCreatedAt')}::timestamptz
    from jsonb_to_recordset(${sql.placeholder('lines')}::jsonb) as ${LINE_RECORD}`);
  const stock = takeStockCtes();
  return tx
    .with(linesInsert, tx.$with('taken', {}).as(stock.taken), tx.$with('consumed', {}).as(stock.consumed), tx.$with('mark', {}).as(stock.mark))
    .insert(salesOrders)
    .values({ ...placeholders, orderNumber: sql<string>`nextval('sales_order_number_seq')::text` } as unknown as typeof salesOrders.$inferInsert)
    .returning({
      ...getTableColumns(salesOrders),
      taken: sql<
        { itemId: string; quantityAvailable: number }[]
      >`(select coalesce(json_agg(json_build_object('itemId', taken.id, 'quantityAvailable', taken.quantity_available) order by taken.id), '[]'::json) from taken)`,
      consumed: sql<number>`(select count(*) from consumed)::int`,
      markId: sql<string>`(select id::text from mark)`,
    });
});

const orderColumns = getTableColumns(salesOrders);

/** The order's values as the driver takes them (as drizzle encodes a column's value: null stays null). */
function orderStatementValues(order: SubmittedOrder): Record<string, unknown> {
  return Object.fromEntries(
    SUBMITTED_ORDER_COLUMNS.map((column) => {
      const value = order[column];
      return [column, value === null || value === undefined ? null : orderColumns[column].mapToDriverValue(value)];
    }),
  );
}

/** The order, its lines and the stock they take, written by insertOrderStatement. Ids and times are made here, so the line rows are known without reading them back. */
async function insertOrderTakingStock(
  tx: Transaction,
  tenantId: string,
  warehouseCode: string,
  order: Omit<SubmittedOrder, 'id' | 'tenantId'>,
  lines: readonly CartLine[],
  now: Date,
): Promise<{ order: SalesOrderRow; lines: SalesOrderLineRow[]; taken: TakenStock[]; markId: string }> {
  const orderId = randomUUID();
  const lineRows: SalesOrderLineRow[] = lines.map((line, index) => ({
    ...lineValuesOf(orderId, line, index + 1),
    id: randomUUID(),
    tenantId,
    canceledQuantity: 0,
    shippedQuantity: 0,
    createdAt: now,
    updatedAt: now,
  }));
  const lineRecords = lineRows.map((line) => ({
    id: line.id,
    item_id: line.itemId,
    offer_id: line.offerId,
    item_number: line.itemNumber,
    item_number_warehouse: line.itemNumberWarehouse,
    item_description: line.itemDescription,
    ordered_quantity: line.orderedQuantity,
    increment_size: line.incrementSize,
    unit_price_cents: line.unitPriceCents,
    line_number: line.lineNumber,
  }));
  const toTake = stockToTake(lines);
  const [row] = await insertOrderStatement(tx, {
    ...orderStatementValues({ ...order, id: orderId, tenantId }),
    lines: JSON.stringify(lineRecords),
    linesCreatedAt: now.toISOString(),
    itemIds: toTake.itemIds,
    quantities: toTake.quantities,
    offerIds: toTake.offerIds,
  });
  const { taken, consumed, markId, ...orderRow } = row;
  return { order: orderRow, lines: lineRows, taken: takenStockOf(toTake, warehouseCode, taken, consumed), markId };
}

/** Partner stock: each changed item's pendingOrderItemCount, now that the order's lines exist. */
export async function withPendingCounts(tx: Transaction, tenantId: string, participantId: string | null, changes: TakenStock[]): Promise<void> {
  if (participantId === null) return;
  const pending = await pendingOrderCounts(
    tx,
    tenantId,
    participantId,
    changes.map((change) => change.itemId),
  );
  for (const change of changes) change.pendingOrderItemCount = pending.get(change.itemId) ?? 0;
}

/** What an order did to the stock: the caller patches this instance's stock list indexes with it. */
export interface StockTaken {
  catalogueVersion: number;
  changedAt: string;
  changes: TakenStock[];
}

/**
 * The committed stock change with the catalogue version its commit made (the stock list cache
 * patches with it); null when that version cannot be told (the cache's version check then sees
 * the change within a second). The order is committed: nothing here may fail the request.
 */
export async function stockTaken(db: Database, tenantId: string, changes: TakenStock[], markId: string): Promise<StockTaken | null> {
  // A failed read leaves a mark row behind (harmless) rather than failing an order that exists.
  const version = await committedCatalogueVersion(db, tenantId, markId).catch(() => undefined);
  return version ? { catalogueVersion: version.version, changedAt: version.changedAt.toISOString(), changes } : null;
}

export interface SubmitResult {
  order: SalesOrder;
  /** True when an Idempotency-Key replayed an earlier submit. */
  replayed: boolean;
  /** Null for a replay (nothing changed). */
  stock: StockTaken | null;
}

/**
 * Cart submit (v1, v2, partner): one transaction that re-checks every selection and offer, takes
 * the stock under row locks, consumes the offers and creates exactly one order priced by
 * calculateCharges. With an Idempotency-Key the same request returns the same order (even
 * when two arrive at once: the unique key decides) and another request with it is a 422.
 */
export async function submitCart(
  deps: CheckoutDeps,
  buyer: CheckoutBuyer,
  warehouseCode: string,
  body: CheckoutSubmission,
  idempotencyKey?: string,
): Promise<SubmitResult> {
  const { db } = deps;
  const tenantId = buyer.tenant.id;
  // Only a key's replay compares hashes: without one, none is made (canonical JSON and SHA-256 would cost every submit).
  const requestHash = idempotencyKey ? requestHashOf(`submit:${warehouseCode}:${buyer.participantId ?? ''}`, body) : null;
  if (idempotencyKey && requestHash) {
    const earlier = await replayOf(db, buyer, idempotencyKey, requestHash);
    if (earlier) return { order: earlier, replayed: true, stock: null };
  }
  const { warehouse, config, addresses } = await contextOf(db, buyer, warehouseCode);
  const settings = orderSettingsOf(buyer.tenant);
  try {
    const { order, changes, markId } = await withTransactionRetry(db, async (tx) => {
      const now = new Date();
      const lines = await lockCartLines(tx, tenantId, buyer.userId, warehouse, body.offerIds, now);
      const allLines = chargeLines(lines);
      const selection = resolveSelection(selectionInput(body), { config, addresses, currency: currencyOf(buyer.tenant), subtotalCents: subtotalOf(allLines) });
      const priced = await pricedForOrder(deps, config, selection, allLines, warehouse.warehouse.code, body.expectedTotal);
      const orderRow = {
        userId: buyer.userId,
        warehouseId: warehouse.warehouse.id,
        participantId: warehouse.participantId,
        pxnrOrder: warehouse.participantId !== null,
        fulfillmentStatus: fulfillmentStatusOf(selection, body.readyToRelease, settings.onReleaseStatus),
        paymentStatus: PaymentStatus.AWAITING_PAYMENT,
        ...chargeColumns(priced, selection),
        gracePeriodEnd: settings.gracePeriodHours === null ? null : new Date(now.getTime() + settings.gracePeriodHours * 3_600_000),
        reservationFeePercent: config.lateTerms.reservationFeePercent,
        cancellationFeePercent: config.lateTerms.cancellationFeePercent,
        idempotencyKey: idempotencyKey ?? null,
        requestHash,
      };
      const { order, lines: lineRows, taken: changes, markId } = await insertOrderTakingStock(tx, tenantId, warehouse.warehouse.code, orderRow, lines, now);
      await withPendingCounts(tx, tenantId, warehouse.participantId, changes);
      // The answer is built from the rows just written (reading them back cost two queries).
      const available = new Map(changes.map((change) => [change.itemId, change.quantityAvailable]));
      const answer = toSalesOrder({
        row: order,
        lines: lineRows.sort((a, b) => a.lineNumber - b.lineNumber).map((line) => ({ line, availableQuantity: available.get(line.itemId) ?? 0 })),
        warehouseCode: warehouse.warehouse.code,
        warehouseLabel: warehouse.warehouse.label,
        pxnsParticipantId: warehouse.pxnsParticipantId,
      });
      return { order: answer, changes, markId };
    });
    return { order, replayed: false, stock: await stockTaken(db, tenantId, changes, markId) };
  } catch (error) {
    // A concurrent request with the same key won (unique key), or made the offers vanish first.
    if (idempotencyKey && requestHash && (isUniqueViolation(error) || (error instanceof AppError && error.statusCode === 409))) {
      const earlier = await replayOf(db, buyer, idempotencyKey, requestHash);
      if (earlier) return { order: earlier, replayed: true, stock: null };
    }
    throw error;
  }
}

/**
 * Update of a combined order (add the cart to an on-hold order): the order row is locked, its
 * version checked against the one reviewed, the cart's lines added, and the whole order priced
 * again with the new selections. The order stays on hold (spec 02 §4: the update posts
 * readyToRelease false) unless the buyer releases it.
 */
export async function updateCombinedOrder(
  deps: CheckoutDeps,
  buyer: CheckoutBuyer,
  warehouseCode: string,
  orderNumber: string,
  body: CheckoutSubmission,
  /** Runs inside the update's transaction (update-idempotency.ts stores the Idempotency-Key there). */
  alsoInTransaction?: (tx: Transaction, orderId: string) => Promise<void>,
): Promise<{ order: SalesOrder; stock: StockTaken | null }> {
  const { db } = deps;
  const tenantId = buyer.tenant.id;
  const { warehouse, config, addresses } = await contextOf(db, buyer, warehouseCode);
  const settings = orderSettingsOf(buyer.tenant);
  const { orderId, changes, markId } = await withTransactionRetry(db, async (tx) => {
    const scope = scoped(tx, tenantId);
    const order = await scope.findOneForUpdate(salesOrders, allOf(eq(salesOrders.userId, buyer.userId), eq(salesOrders.orderNumber, orderNumber)));
    if (!order) throw orderNotFound(orderNumber);
    if (
      order.warehouseId !== warehouse.warehouse.id ||
      ![FulfillmentStatus.ON_HOLD, FulfillmentStatus.AWAITING_SHIPPING_QUOTE].includes(order.fulfillmentStatus as 'ON_HOLD')
    ) {
      throw new AppError(422, CheckoutMessageCode.ORDER_NOT_ON_HOLD, CheckoutMessage.ORDER_NOT_ON_HOLD, { params: [orderNumber] });
    }
    if (body.salesOrderVersion !== undefined && body.salesOrderVersion !== order.version) {
      throw new AppError(409, CheckoutMessageCode.OUTDATED_SALES_ORDER, CheckoutMessage.OUTDATED_SALES_ORDER, { params: [orderNumber] });
    }
    const existing = await scope.findMany(salesOrderLines, eq(salesOrderLines.orderId, order.id), { orderBy: [asc(salesOrderLines.lineNumber)] });
    const lines = await lockCartLines(tx, tenantId, buyer.userId, warehouse, body.offerIds);
    const allLines = [...existing.map((line) => ({ quantity: line.orderedQuantity, unitPriceCents: line.unitPriceCents })), ...chargeLines(lines)];
    const selection = resolveSelection(selectionInput(body), { config, addresses, currency: currencyOf(buyer.tenant), subtotalCents: subtotalOf(allLines) });
    const priced = await pricedForOrder(deps, config, selection, allLines, warehouse.warehouse.code, body.expectedTotal);
    const { taken: changes, markId } = await takeStockAndConsumeOffers(tx, tenantId, warehouse.warehouse.code, lines);
    await insertLines(tx, tenantId, order.id, lines, existing.reduce((max, line) => Math.max(max, line.lineNumber), 0) + 1);
    await withPendingCounts(tx, tenantId, warehouse.participantId, changes);
    await scope.update(
      salesOrders,
      {
        ...chargeColumns(priced, selection),
        fulfillmentStatus: fulfillmentStatusOf(selection, body.readyToRelease, settings.onReleaseStatus),
        version: order.version + 1,
      },
      eq(salesOrders.id, order.id),
    );
    await alsoInTransaction?.(tx, order.id);
    return { orderId: order.id, changes, markId };
  });
  const [order, stock] = await Promise.all([orderById(db, tenantId, orderId), stockTaken(db, tenantId, changes, markId)]);
  return { order, stock };
}

export { checkoutWarehouse, type CheckoutWarehouse };
