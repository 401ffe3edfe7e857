// Sub-schemas carry no $id: they nest in several answers, and fastify refuses one $id resolving to two places.
import Type from 'typebox';

// Sales orders (spec 03 §3 Order, Order line item, Order options, Order permission set), shared
// by checkout (spec 02) and the orders pages. Amounts travel as JSON numbers in currency units
// (the original backend's shape) and are whole cents on the server, never float arithmetic.

const Money = Type.Number({ minimum: 0, maximum: 1_000_000_000 });
const Quantity = Type.Integer({ minimum: 0, maximum: 100_000_000 });
const DateTime = Type.String({ format: 'date-time' });
const Nullable = <T extends Type.TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** A shipping or billing address (spec 02 §3). fields carries ShipToName / BillingCustomerName. */
export const AddressSchema = Type.Object(
  {
    id: Type.String(),
    contact: Type.String(),
    address1: Type.String(),
    address2: Type.String(),
    city: Type.String(),
    state: Type.String(),
    country: Type.String(),
    zip: Type.String(),
    label: Type.String(),
    customLabel: Type.String(),
    description: Type.String(),
    instructions: Type.String(),
    fields: Type.Object({ ShipToName: Type.Optional(Type.String()), BillingCustomerName: Type.Optional(Type.String()) }, { additionalProperties: false }),
  },
  { additionalProperties: false },
);
export type Address = Type.Static<typeof AddressSchema>;

/** One line of an order (spec 03 §3 Order line item); extendedPrice = orderedQuantity × unitPrice. */
export const OrderLineItemSchema = Type.Object(
  {
    itemNumberWarehouse: Type.String(),
    itemNumber: Type.String(),
    itemDescription: Type.String(),
    warehouse: Type.String(),
    orderedQuantity: Quantity,
    canceledQuantity: Quantity,
    shippedQuantity: Quantity,
    availableQuantity: Quantity,
    incrementSize: Type.Integer({ minimum: 1 }),
    unitPrice: Money,
    extendedPrice: Money,
  },
  { additionalProperties: false },
);
export type OrderLineItem = Type.Static<typeof OrderLineItemSchema>;

/** shippingOptionDetails of an order (spec 03 §3). */
export const OrderShippingOptionDetailsSchema = Type.Object(
  {
    shippingAddressId: Type.String(),
    shippingOption: Type.Object(
      {
        shippingMethodCode: Type.String(),
        shippingMethodLabel: Type.String(),
        insured: Type.Boolean(),
        insuredAmount: Nullable(Money),
        /** REQUEST_A_QUOTE: the freight amount the buyer entered with the request. */
        shippingQuote: Nullable(Money),
        carrier: Nullable(Type.String()),
        carrierServiceLevel: Nullable(Type.String()),
        carrierShippingAccountNumber: Nullable(Type.String()),
        shippingInstructions: Type.String(),
      },
      { additionalProperties: false },
    ),
    requestAQuoteDetails: Nullable(Type.Object({ serviceLevel: Type.String() }, { additionalProperties: false })),
  },
  { additionalProperties: false },
);
export type OrderShippingOptionDetails = Type.Static<typeof OrderShippingOptionDetailsSchema>;

/** paymentOptionDetails of an order (spec 03 §3). */
export const OrderPaymentOptionDetailsSchema = Type.Object(
  {
    billingAddressId: Type.String(),
    paymentOptionDetails: Type.Object({ paymentMethodCode: Type.String(), paymentMethodLabel: Type.String() }, { additionalProperties: false }),
  },
  { additionalProperties: false },
);

export const OrderMetadataSchema = Type.Object(
  {
    realTimeFreightQuoteCarrier: Nullable(Type.String()),
    realTimeFreightQuoteCarrierServiceLevel: Nullable(Type.String()),
    freightQuotesForAllRealTimeShippingMethods: Type.Record(Type.String(), Nullable(Money)),
  },
  { additionalProperties: false },
);

/** A sales order (spec 03 §3 Order). `version` increases on every change (optimistic concurrency). */
export const SalesOrderSchema = Type.Object(
  {
    phonexOrderNumber: Type.String(),
    refOrderNumber: Nullable(Type.String()),
    refOrderNumberOrPhonexOrderNumber: Type.String(),
    buyerId: Type.String(),
    warehouse: Type.String(),
    warehouseCode: Type.String(),
    pxnrWarehouseLabel: Nullable(Type.String()),
    pxnrOrder: Type.Boolean(),
    pxnsOrder: Type.Boolean(),
    pxnsParticipantId: Nullable(Type.String()),
    fulfillmentStatus: Type.String(),
    phonexDerivedStatus: Type.String(),
    paymentStatus: Type.String(),
    createDate: DateTime,
    updateDate: DateTime,
    items: Type.Array(OrderLineItemSchema),
    itemNumberItems: Type.Record(Type.String(), OrderLineItemSchema),
    subtotal: Money,
    freight: Money,
    paymentFee: Money,
    tax: Money,
    taxDescription: Nullable(Type.String()),
    additionalServices: Type.Array(Type.String()),
    additionalServicesFee: Money,
    insurance: Money,
    reservationFee: Money,
    cancellationFee: Money,
    total: Money,
    totalOrderedQuantity: Quantity,
    rateSku: Nullable(Type.String()),
    racFeeAgreed: Type.Boolean(),
    racFeeAgreedDate: Nullable(DateTime),
    gracePeriodEnd: Nullable(DateTime),
    cancellationFeePercent: Nullable(Type.Number({ minimum: 0, maximum: 100 })),
    racFeePeriodEnd: Nullable(DateTime),
    shippingAddress: AddressSchema,
    billingAddress: AddressSchema,
    shippingOptionDetails: OrderShippingOptionDetailsSchema,
    paymentOptionDetails: OrderPaymentOptionDetailsSchema,
    metadata: OrderMetadataSchema,
    version: Type.Integer({ minimum: 1 }),
  },
  { additionalProperties: false },
);
export type SalesOrder = Type.Static<typeof SalesOrderSchema>;

/** Order permission set (spec 03 §3), derived from the order's state and the tenant's settings. */
export const OrderPermissionSchema = Type.Object(
  {
    canPayAndShipNow: Type.Boolean(),
    canCancelOrder: Type.Boolean(),
    canUpdateShipping: Type.Boolean(),
    canUpdateBillingAndPayment: Type.Boolean(),
    canUpdateAdditionalServices: Type.Boolean(),
    canUpdateOrderedQuantity: Type.Boolean(),
    canRemoveItem: Type.Boolean(),
    canEditItem: Type.Boolean(),
    canIncreaseOrderedQuantity: Type.Boolean(),
    canDecreaseOrderedQuantity: Type.Boolean(),
    canExtendPaymentTime: Type.Boolean(),
    isPaymentGracePeriodSectionApplicable: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type OrderPermission = Type.Static<typeof OrderPermissionSchema>;

/** Reservation and cancellation terms of an order (spec 03 §3; spec 02 §3 Terms response). */
export const RacTermsSchema = Type.Object(
  {
    phonexOrderNumber: Type.String(),
    refOrderNumber: Nullable(Type.String()),
    reservationFeePercent: Type.Number({ minimum: 0, maximum: 100 }),
    cancellationFeePercent: Type.Number({ minimum: 0, maximum: 100 }),
    reservationFeeRateAmount: Money,
    cancellationFeeRateAmount: Money,
    gracePeriodEnd: Nullable(DateTime),
    paymentTimeExtensionCustomText: Nullable(Type.String()),
    useCurrentAccountTextForPayment: Type.Boolean(),
  },
  { $id: 'RacTerms', additionalProperties: false },
);
export type RacTerms = Type.Static<typeof RacTermsSchema>;
