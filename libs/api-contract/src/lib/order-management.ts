import Type from 'typebox';
import { AMOUNT_TEXT_PATTERN } from '@bp/util-money';
import { ORDER_SEARCH_MAX_LENGTH, ORDER_UPDATE_SUCCESS } from './order-constants';
import { SalesOrderSchema } from './orders';
import { TrackingLinkSchema } from './units';

// Order management answers and bodies (spec 03 §3 Order list row, Manifest summary, §7 Orders),
// and the seller side's (ops) bodies. Amounts are JSON numbers in currency units, as in orders.ts.

const Money = Type.Number({ minimum: 0, maximum: 1_000_000_000 });
const Quantity = Type.Integer({ minimum: 0, maximum: 100_000_000 });
const Nullable = <T extends Type.TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const OrderNumber = Type.String({ minLength: 1, maxLength: 64 });

/** GET sales-orders query: search (order number, reference, warehouse, status), offset/limit paging. */
export const OrderListQuerySchema = Type.Object(
  {
    search: Type.Optional(Type.String({ maxLength: ORDER_SEARCH_MAX_LENGTH })),
    offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000_000 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
  },
  { additionalProperties: false },
);
export type OrderListQuery = Type.Static<typeof OrderListQuerySchema>;

/**
 * One row of the orders list (spec 03 §3 Order list row): the fixed fields, plus the value of
 * each column the tenant's settings configure (only those are present).
 */
export const OrderListRowSchema = Type.Object(
  {
    phonexOrderNumber: Type.String(),
    refOrderNumberOrPhonexOrderNumber: Type.String(),
    updateDate: Type.String({ format: 'date-time' }),
    warehouseCode: Type.String(),
    warehouse: Type.String(),
    paymentStatus: Type.String(),
    fulfillmentStatus: Type.String(),
    pxnsOrder: Type.Boolean(),
    refOrderNumber: Type.Optional(Nullable(Type.String())),
    createDate: Type.Optional(Type.String({ format: 'date-time' })),
    total: Type.Optional(Money),
    subtotal: Type.Optional(Money),
    totalOrderedQuantity: Type.Optional(Quantity),
    shippingMethodLabel: Type.Optional(Type.String()),
    paymentMethodLabel: Type.Optional(Type.String()),
    trackingNumbers: Type.Optional(Type.Array(TrackingLinkSchema)),
  },
  { additionalProperties: false },
);
export type OrderListRow = Type.Static<typeof OrderListRowSchema>;
export const OrderListSchema = Type.Array(OrderListRowSchema, { $id: 'OrderList' });

/** PUT sales-order answer. */
export const OrderUpsertResponseSchema = Type.Object(
  { status: Type.Literal(ORDER_UPDATE_SUCCESS), salesOrder: SalesOrderSchema },
  { $id: 'OrderUpsertResponse', additionalProperties: false },
);
export type OrderUpsertResponse = Type.Static<typeof OrderUpsertResponseSchema>;

/** POST sales-order/{n}/cancel body: the version the buyer saw. */
export const CancelOrderRequestSchema = Type.Object({ version: Type.Integer({ minimum: 1 }) }, { additionalProperties: false });
export type CancelOrderRequest = Type.Static<typeof CancelOrderRequestSchema>;

/** POST sales-order/calculate-fees (spec 03 §7). */
export const CalculateFeesRequestSchema = Type.Object(
  {
    phonexOrderNumber: OrderNumber,
    isCancellation: Type.Boolean(),
    /** The order's lines as the buyer would leave them (prices are the order's, not these). */
    items: Type.Array(Type.Object({ itemNumberWarehouse: Type.String({ maxLength: 200 }), orderedQuantity: Quantity }, { additionalProperties: true }), {
      maxItems: 5000,
    }),
  },
  { $id: 'CalculateFeesRequest', additionalProperties: false },
);
export type CalculateFeesRequest = Type.Static<typeof CalculateFeesRequestSchema>;
export const CalculateFeesResponseSchema = Type.Object(
  { reservationFee: Money, cancellationFee: Money },
  { $id: 'CalculateFeesResponse', additionalProperties: false },
);
export type CalculateFeesResponse = Type.Static<typeof CalculateFeesResponseSchema>;

/** POST sales-order/{n}/rac-terms answer: 'SUCCESS', or a description of why not. */
export const AcceptRacTermsResponseSchema = Type.Object(
  { status: Type.String(), description: Type.Optional(Type.String()), salesOrder: Type.Optional(SalesOrderSchema) },
  { $id: 'AcceptRacTermsResponse', additionalProperties: false },
);
export type AcceptRacTermsResponse = Type.Static<typeof AcceptRacTermsResponseSchema>;

/** Spec 03 §3 Manifest summary, and each tracking number's link to its carrier's page. */
export const ManifestSummarySchema = Type.Object(
  {
    imeiAvailable: Type.Boolean(),
    invoiceNumbers: Type.Array(Type.String()),
    trackingNumbers: Type.Array(Type.String()),
    trackingLinks: Type.Array(TrackingLinkSchema),
  },
  { $id: 'ManifestSummary', additionalProperties: false },
);
export type ManifestSummary = Type.Static<typeof ManifestSummarySchema>;

// ---- Seller side (/ops/orders) ----------------------------------------------------------------

const Imei = Type.String({ minLength: 8, maxLength: 20, pattern: '^[0-9A-Za-z]+$' });

/**
 * POST /ops/orders/{n}/ship: ships every open unit; IMEIs per item (at most its units). `carrier`
 * (a code of the tenant's carriers) makes the tracking numbers links to its tracking page; without
 * it the carrier is recognised from the number's format where that is unambiguous.
 */
export const ShipOrderRequestSchema = Type.Object(
  {
    carrier: Type.Optional(Type.String({ minLength: 1, maxLength: 20, pattern: '^[A-Z0-9_-]+$' })),
    trackingNumbers: Type.Array(Type.String({ minLength: 1, maxLength: 100, pattern: '^[\\x21-\\x7e]+$' }), { minItems: 1, maxItems: 100 }),
    lines: Type.Optional(
      Type.Array(
        Type.Object(
          { itemNumberWarehouse: Type.String({ minLength: 1, maxLength: 200 }), imeis: Type.Array(Imei, { maxItems: 100_000 }) },
          { additionalProperties: false },
        ),
        { maxItems: 5000 },
      ),
    ),
  },
  { additionalProperties: false },
);
export type ShipOrderRequest = Type.Static<typeof ShipOrderRequestSchema>;

/** POST /ops/orders/{n}/invoice (invoiceNumber default INV-{order number}-{n}). */
export const InvoiceOrderRequestSchema = Type.Object(
  { invoiceNumber: Type.Optional(Type.String({ minLength: 1, maxLength: 64, pattern: '^[0-9A-Za-z][0-9A-Za-z._-]*$' })) },
  { additionalProperties: false },
);
export type InvoiceOrderRequest = Type.Static<typeof InvoiceOrderRequestSchema>;

/** POST /ops/orders/{n}/shipping-quote: the freight the seller quotes. */
export const ShippingQuoteAnswerSchema = Type.Object(
  { freight: Type.Union([Money, Type.String({ pattern: AMOUNT_TEXT_PATTERN })]) },
  { additionalProperties: false },
);
export type ShippingQuoteAnswer = Type.Static<typeof ShippingQuoteAnswerSchema>;

/** A seller-side view of an order: the order and what was shipped and invoiced. */
export const SellerOrderSchema = Type.Object(
  {
    salesOrder: SalesOrderSchema,
    buyerEmail: Type.String(),
    trackingNumbers: Type.Array(Type.String()),
    invoiceNumbers: Type.Array(Type.String()),
  },
  { $id: 'SellerOrder', additionalProperties: false },
);
export type SellerOrder = Type.Static<typeof SellerOrderSchema>;
