import Type from 'typebox';
import { AMOUNT_TEXT_PATTERN } from '@bp/util-money';
import { FeeType, PaymentCheckStatus, PaymentReturnMode, SHIPPING_INSTRUCTIONS_MAX_LENGTH } from './checkout-constants';
import { AddressSchema, OrderLineItemSchema, OrderPermissionSchema, SalesOrderSchema } from './orders';

// Checkout (spec 02 §3 entities, §7 calls; spec 01 §7 cart checkout calls) and the per-tenant
// checkout configuration the server keeps (shipping and payment methods, services, tax rules).
// Shapes the spec leaves "not shown" are chosen here and listed in docs/decisions.md.

export * from './checkout-constants';

const Money = Type.Number({ minimum: 0, maximum: 1_000_000_000 });
const Quantity = Type.Integer({ minimum: 0, maximum: 100_000_000 });
const DateTime = Type.String({ format: 'date-time' });
const Code = Type.String({ minLength: 1, maxLength: 64 });
const Id = Type.String({ minLength: 1, maxLength: 64 });
const ShortText = Type.String({ maxLength: 200 });
const Nullable = <T extends Type.TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
/** A configured amount: decimal text in currency units ('12.50'), turned into cents once. */
const AmountText = Type.String({ pattern: AMOUNT_TEXT_PATTERN });
/** A configured percentage: decimal text ('2.9' = 2.9 %). */
const PercentText = Type.String({ pattern: '^\\d{1,3}(\\.\\d{1,6})?$' });

export const FeeTypeSchema = Type.Union([
  Type.Literal(FeeType.FIXED),
  Type.Literal(FeeType.PER_UNIT),
  Type.Literal(FeeType.PERC_OF_ORDER_SUBTOTAL),
  Type.Literal(FeeType.PERC_OF_ORDER_TOTAL),
]);

// ---- Stored configuration (server side; validated when written and read) -----------------------

/** A configured fee: `amount` for FIXED / PER_UNIT, `percent` for the PERC_OF_* types. */
const ConfiguredFee = Type.Object(
  { feeType: FeeTypeSchema, amount: Type.Optional(AmountText), percent: Type.Optional(PercentText) },
  { additionalProperties: false },
);

/**
 * One shipping method. kind TABLE_RATE: freight from `rate`; REAL_TIME: freight from the rate
 * adapter (which may have no quote for an address); the codes BILL_MY_ACCOUNT and
 * REQUEST_A_QUOTE are configured in their own sections. `countries` (ISO codes) limits the ship-to
 * addresses the method serves (shippingAddressIdShippingMethodCodeMapping); absent: all.
 */
export const ConfiguredShippingMethodSchema = Type.Object(
  {
    code: Code,
    label: ShortText,
    customLabel: Type.Optional(ShortText),
    kind: Type.Union([Type.Literal('TABLE_RATE'), Type.Literal('REAL_TIME')]),
    insuranceAvailable: Type.Boolean(),
    ignoreShippingInstructions: Type.Boolean(),
    showMethod: Type.Boolean(),
    maxDevicesInShipment: Type.Optional(Type.Integer({ minimum: 1 })),
    rate: Type.Object({ perShipment: AmountText, perDevice: AmountText }, { additionalProperties: false }),
    /** REAL_TIME: the carrier and service level the embedded rate table quotes as. */
    carrier: Type.Optional(ShortText),
    carrierServiceLevel: Type.Optional(ShortText),
    countries: Type.Optional(Type.Array(Type.String({ minLength: 2, maxLength: 2 }))),
  },
  { additionalProperties: false },
);
export type ConfiguredShippingMethod = Type.Static<typeof ConfiguredShippingMethodSchema>;

export const ConfiguredPaymentMethodSchema = Type.Object(
  {
    code: Code,
    label: ShortText,
    description: Type.String({ maxLength: 2000 }),
    instructions: Type.String({ maxLength: 4000 }),
    showMethod: Type.Boolean(),
    fee: Nullable(ConfiguredFee),
    /** The largest order total this method may pay; null: no limit. */
    creditLimit: Nullable(AmountText),
  },
  { additionalProperties: false },
);
export type ConfiguredPaymentMethod = Type.Static<typeof ConfiguredPaymentMethodSchema>;

export const ConfiguredServiceSchema = Type.Object(
  {
    id: Id,
    label: ShortText,
    description: Type.String({ maxLength: 2000 }),
    /** PERC_OF_ORDER_TOTAL is not allowed: a service's fee is part of the total. */
    fee: ConfiguredFee,
  },
  { additionalProperties: false },
);

export const TaxRuleSchema = Type.Object(
  {
    country: Type.String({ minLength: 2, maxLength: 2 }),
    /** Absent: the whole country. */
    state: Type.Optional(Type.String({ maxLength: 64 })),
    percent: PercentText,
    description: ShortText,
    taxesFreight: Type.Boolean(),
  },
  { additionalProperties: false },
);

export const BillMyAccountSchema = Type.Object(
  {
    label: ShortText,
    carrierChoiceRestricted: Type.Boolean(),
    carrierOptions: Type.Array(ShortText),
    carrierServiceLevelsRestricted: Type.Boolean(),
    /** Carrier → its service levels. */
    carrierServiceLevelOptions: Type.Record(Type.String(), Type.Array(ShortText)),
    insuranceAvailable: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type BillMyAccount = Type.Static<typeof BillMyAccountSchema>;

/**
 * The checkout configuration of a tenant (participant null) or of a partner-network participant
 * (its network orders use it). One JSON document per row of checkout_configurations.
 */
export const CheckoutConfigSchema = Type.Object(
  {
    shippingMethods: Type.Array(ConfiguredShippingMethodSchema),
    billMyAccount: Nullable(BillMyAccountSchema),
    requestAQuote: Nullable(
      Type.Object({ label: ShortText, showMethod: Type.Boolean(), serviceLevels: Type.Array(ShortText) }, { additionalProperties: false }),
    ),
    insurance: Type.Object(
      {
        /** Null: DEFAULT_MAX_INSURANCE_AMOUNT. */
        maxShipmentInsuranceAmount: Nullable(AmountText),
        percent: PercentText,
        minimum: AmountText,
      },
      { additionalProperties: false },
    ),
    paymentMethods: Type.Array(ConfiguredPaymentMethodSchema),
    additionalServices: Type.Array(ConfiguredServiceSchema),
    taxRules: Type.Array(TaxRuleSchema),
    /**
     * A partner participant's overrides of the tenant's order flow for its network orders (spec 03
     * §4 "per-participant order settings override manual-sync and single-button flow").
     */
    orderSettings: Type.Optional(
      Type.Object(
        {
          singleButtonOrderFlow: Type.Optional(Type.Boolean()),
          salesOrderUpdateMethod: Type.Optional(Type.Union([Type.Literal('REAL_TIME'), Type.Literal('MANUAL_SYNC')])),
        },
        { additionalProperties: false },
      ),
    ),
    /** Late-payment terms (spec 03 §3 Reservation and cancellation terms). */
    lateTerms: Type.Object(
      { reservationFeePercent: PercentText, cancellationFeePercent: PercentText, paymentTimeExtensionCustomText: Nullable(Type.String({ maxLength: 2000 })) },
      { additionalProperties: false },
    ),
  },
  { $id: 'CheckoutConfig', additionalProperties: false },
);
export type CheckoutConfig = Type.Static<typeof CheckoutConfigSchema>;

// ---- Answers --------------------------------------------------------------------------------

/** Shipping method of a payload (spec 02 §3; spec 03 §3 otherShippingMethods entries). */
export const ShippingMethodSchema = Type.Object(
  {
    code: Type.String(),
    label: Type.String(),
    customLabel: Type.String(),
    insuranceAvailable: Type.Boolean(),
    ignoreShippingInstructions: Type.Boolean(),
    showMethod: Type.Boolean(),
    maxDevicesInShipment: Nullable(Type.Integer()),
  },
  { additionalProperties: false },
);
export type ShippingMethod = Type.Static<typeof ShippingMethodSchema>;

export const PaymentMethodSchema = Type.Object(
  {
    code: Type.String(),
    label: Type.String(),
    description: Type.String(),
    instructions: Type.String(),
    showMethod: Type.Boolean(),
    feesApplicable: Type.Boolean(),
    feeType: Nullable(FeeTypeSchema),
    creditLimit: Nullable(Money),
  },
  { additionalProperties: false },
);
export type PaymentMethod = Type.Static<typeof PaymentMethodSchema>;

export const AdditionalServiceSchema = Type.Object(
  { id: Type.String(), label: Type.String(), description: Type.String(), feeType: FeeTypeSchema, fee: Money },
  { additionalProperties: false },
);
export type AdditionalService = Type.Static<typeof AdditionalServiceSchema>;

/** A cart line at checkout (spec 02 §3 Line item). */
export const CheckoutLineItemSchema = Type.Object(
  {
    offerId: Type.String(),
    itemNumberWarehouse: Type.String(),
    itemNumber: Type.String(),
    itemDescription: Type.String(),
    quantity: Quantity,
    unitPrice: Money,
    extendedPrice: Money,
  },
  { additionalProperties: false },
);
export type CheckoutLineItem = Type.Static<typeof CheckoutLineItemSchema>;

/** An on-hold order the cart can be added to (spec 02 §3 Add-to-existing payload). */
export const OnHoldSalesOrderSchema = Type.Object(
  {
    orderNumber: Type.String(),
    refOrderNumberOrPhonexOrderNumber: Type.String(),
    lastUpdateDate: DateTime,
    warehouse: Type.String(),
    fulfillmentStatus: Type.String(),
    lineItems: Type.Array(OrderLineItemSchema),
    subtotal: Money,
    totalOrderedQuantity: Quantity,
    version: Type.Integer({ minimum: 1 }),
  },
  { additionalProperties: false },
);
export type OnHoldSalesOrder = Type.Static<typeof OnHoldSalesOrderSchema>;

/** The saved selection a payload preselects (spec 02 §3 Saved selection, alternate shape). */
export const SavedSelectionSchema = Type.Object(
  {
    shippingAddressId: Nullable(Type.String()),
    shippingMethodCode: Nullable(Type.String()),
    billingAddressId: Nullable(Type.String()),
    paymentMethodCode: Nullable(Type.String()),
    services: Type.Array(Type.String()),
    insured: Nullable(Type.Boolean()),
    carrier: Nullable(Type.String()),
    carrierServiceLevel: Nullable(Type.String()),
    carrierShippingAccountNumber: Nullable(Type.String()),
    shippingInstructions: Nullable(Type.String()),
  },
  { additionalProperties: false },
);
export type SavedSelection = Type.Static<typeof SavedSelectionSchema>;

/** The options every checkout row chooses from (spec 03 §3 Order options; spec 02 §3 Preferences options). */
export const OrderOptionsSchema = Type.Object(
  {
    shippingAddresses: Type.Array(AddressSchema),
    billingAddresses: Type.Array(AddressSchema),
    /** By code, REQUEST_A_QUOTE included (showMethod says whether the portal offers it). */
    otherShippingMethods: Type.Record(Type.String(), ShippingMethodSchema),
    realTimeQuoteShippingMethods: Type.Record(Type.String(), ShippingMethodSchema),
    billMyAccountShippingMethod: Nullable(BillMyAccountSchema),
    requestAQuoteServiceLevels: Type.Array(Type.String()),
    /** Shipping address id → the method codes allowed for it. */
    shippingAddressIdShippingMethodCodeMapping: Type.Record(Type.String(), Type.Array(Type.String())),
    realTimeQuoteShippingMethodDefaultCarrierByAddress: Type.Record(Type.String(), Type.String()),
    paymentMethods: Type.Array(PaymentMethodSchema),
    additionalServices: Type.Array(AdditionalServiceSchema),
    maxShipmentInsuranceAmount: Money,
  },
  { additionalProperties: false },
);
export type OrderOptions = Type.Static<typeof OrderOptionsSchema>;

/** POST stocklist/cart/{warehouseCode} (and the partner and review variants): spec 02 §3 Checkout payload. */
export const CheckoutPayloadSchema = Type.Object(
  {
    ...OrderOptionsSchema.properties,
    warehouse: Type.String(),
    warehouseLabel: Type.String(),
    lineItems: Type.Array(CheckoutLineItemSchema),
    buyerOrderPreferences: Nullable(SavedSelectionSchema),
    /** The order the cart is added to (review of a combined order), else null. */
    onHoldSalesOrder: Nullable(OnHoldSalesOrderSchema),
    /** The cart's subtotal (plus the existing order's when combined). */
    orderSubtotal: Money,
    cartSubtotal: Money,
    cartQuantity: Quantity,
    buyerName: Type.String(),
    pxnsParticipantId: Nullable(Type.String()),
    singleButtonOrderFlow: Type.Boolean(),
    disablePayAndShipNow: Type.Boolean(),
  },
  { $id: 'CheckoutPayload', additionalProperties: false },
);
export type CheckoutPayload = Type.Static<typeof CheckoutPayloadSchema>;

/** POST .../add-to-existing: spec 02 §3 Add-to-existing payload (onHoldSalesOrders newest first). */
export const AddToExistingPayloadSchema = Type.Object(
  {
    warehouse: Type.String(),
    warehouseLabel: Type.String(),
    lineItems: Type.Array(CheckoutLineItemSchema),
    onHoldSalesOrders: Type.Array(OnHoldSalesOrderSchema),
  },
  { $id: 'AddToExistingPayload', additionalProperties: false },
);
export type AddToExistingPayload = Type.Static<typeof AddToExistingPayloadSchema>;

// ---- Requests -------------------------------------------------------------------------------

/** What the buyer chose for shipping (spec 02 §3 Preferences selected shippingOption; also the submission's). */
export const ShippingOptionSchema = Type.Object(
  {
    shippingAddressId: Nullable(Id),
    shippingOptionDetails: Type.Object(
      {
        shippingMethodCode: Nullable(Code),
        /** Null: not chosen (only allowed when the method offers no insurance). */
        insured: Nullable(Type.Boolean()),
        insuredAmount: Nullable(Type.Union([Type.Number(), Type.String({ maxLength: 32 })])),
        shippingInstructions: Nullable(Type.String({ maxLength: SHIPPING_INSTRUCTIONS_MAX_LENGTH })),
        carrier: Nullable(Type.String({ maxLength: 200 })),
        carrierServiceLevel: Nullable(Type.String({ maxLength: 200 })),
        carrierShippingAccountNumber: Nullable(Type.String({ maxLength: 200 })),
        /** REQUEST_A_QUOTE (spec 02 §3 Request-a-quote info): amount may arrive as typed text. */
        requestAQuoteInfo: Type.Optional(
          Nullable(
            Type.Object(
              { serviceLevel: Nullable(Type.String({ maxLength: 200 })), amount: Nullable(Type.Union([Type.Number(), Type.String({ maxLength: 32 })])) },
              { additionalProperties: false },
            ),
          ),
        ),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);
export type ShippingOption = Type.Static<typeof ShippingOptionSchema>;

export const PaymentOptionSchema = Type.Object(
  { billingAddressId: Nullable(Id), paymentOptionDetails: Type.Object({ paymentMethodCode: Nullable(Code) }, { additionalProperties: false }) },
  { additionalProperties: false },
);
export type PaymentOption = Type.Static<typeof PaymentOptionSchema>;

const OfferIdList = Type.Array(Id, { minItems: 1, maxItems: 5000 });

/** Spec 02 §3 Submission body: the selections, readyToRelease and the offer ids (submit and update). */
export const CheckoutSubmissionSchema = Type.Object(
  {
    offerIds: OfferIdList,
    readyToRelease: Type.Boolean(),
    shippingOption: ShippingOptionSchema,
    paymentOption: PaymentOptionSchema,
    additionalServices: Type.Array(Id, { maxItems: 50 }),
    /** The total the buyer saw (calculate-charges); when given and different, 409 CHARGES_CHANGED and nothing is ordered. */
    expectedTotal: Type.Optional(Money),
    /** Update of a combined order: the order version the buyer reviewed (409 outdatedSalesOrder when stale). */
    salesOrderVersion: Type.Optional(Type.Integer({ minimum: 1 })),
  },
  { $id: 'CheckoutSubmission', additionalProperties: false },
);
export type CheckoutSubmission = Type.Static<typeof CheckoutSubmissionSchema>;

/** Submit v1 and partner answer; v2 also carries the created order. */
export const SubmitOrderResponseSchema = Type.Object(
  { phonexOrderNumber: Type.String(), fulfillmentStatus: Type.String() },
  { $id: 'SubmitOrderResponse', additionalProperties: false },
);
export type SubmitOrderResponse = Type.Static<typeof SubmitOrderResponseSchema>;
export const SubmitOrderV2ResponseSchema = Type.Object(
  { phonexOrderNumber: Type.String(), fulfillmentStatus: Type.String(), salesOrder: SalesOrderSchema },
  { $id: 'SubmitOrderV2Response', additionalProperties: false },
);
export type SubmitOrderV2Response = Type.Static<typeof SubmitOrderV2ResponseSchema>;

/** POST orderservices/calculate-charges body (spec 02 §7, spec 03 §7). */
export const CalculateChargesRequestSchema = Type.Object(
  {
    warehouseCode: Code,
    /** The buyer's shipping address id (or the address object, of which only the id counts). */
    shippingAddress: Nullable(Type.Union([Id, Type.Object({ id: Id }, { additionalProperties: true })])),
    shippingMethodCode: Nullable(Code),
    insured: Type.Optional(Nullable(Type.Boolean())),
    insuranceAmount: Type.Optional(Nullable(Type.Union([Type.Number(), Type.String({ maxLength: 32 })]))),
    billingAddress: Type.Optional(Nullable(Type.Union([Id, Type.Object({ id: Id }, { additionalProperties: true })]))),
    paymentMethodCode: Type.Optional(Nullable(Code)),
    additionalServices: Type.Optional(Type.Array(Id, { maxItems: 50 })),
    /** The cart's lines; when offerIds are given the server prices them from the offers instead. */
    items: Type.Array(
      Type.Object(
        { itemNumberWarehouse: Type.Optional(Type.String({ maxLength: 200 })), orderedQuantity: Quantity, unitPrice: Money },
        { additionalProperties: true },
      ),
      { maxItems: 5000 },
    ),
    offerIds: Type.Optional(OfferIdList),
    /** Combined order: the existing order's lines are counted too. */
    phonexOrderNumber: Type.Optional(Type.String({ maxLength: 64 })),
    buyerId: Type.Optional(Type.String({ maxLength: 64 })),
    /** REQUEST_A_QUOTE: the freight amount the buyer entered. */
    requestAQuoteAmount: Type.Optional(Nullable(Type.Union([Type.Number(), Type.String({ maxLength: 32 })]))),
  },
  { $id: 'CalculateChargesRequest', additionalProperties: false },
);
export type CalculateChargesRequest = Type.Static<typeof CalculateChargesRequestSchema>;

/** Spec 02 §3 Charge factors + §7 answer. freight is null (freightUndefined) when a real-time method has no quote. */
export const CalculateChargesResponseSchema = Type.Object(
  {
    cartSubtotal: Money,
    cartQuantity: Quantity,
    combinedSubtotal: Money,
    combinedQuantity: Quantity,
    freight: Nullable(Money),
    freightUndefined: Type.Boolean(),
    insurance: Money,
    paymentFee: Nullable(Money),
    paymentFeeUndefined: Type.Boolean(),
    additionalServicesFee: Money,
    additionalServiceFees: Type.Array(Type.Object({ id: Type.String(), fee: Money }, { additionalProperties: false })),
    tax: Money,
    taxDescription: Nullable(Type.String()),
    totalPrice: Money,
    rateSku: Nullable(Type.String()),
    awaitingFreightQuote: Type.Boolean(),
    realTimeFreightQuoteCarrier: Nullable(Type.String()),
    realTimeFreightQuoteCarrierServiceLevel: Nullable(Type.String()),
    freightQuotesForAllRealTimeShippingMethods: Type.Record(Type.String(), Nullable(Money)),
  },
  { $id: 'CalculateChargesResponse', additionalProperties: false },
);
export type CalculateChargesResponse = Type.Static<typeof CalculateChargesResponseSchema>;

// ---- Preferences (spec 02 §2 Shipping and billing preferences, §3) ----------------------------

export const PreferencesOptionsSchema = Type.Pick(
  OrderOptionsSchema,
  [
    'shippingAddressIdShippingMethodCodeMapping',
    'otherShippingMethods',
    'realTimeQuoteShippingMethods',
    'paymentMethods',
    'shippingAddresses',
    'billingAddresses',
    'billMyAccountShippingMethod',
    'additionalServices',
  ],
  { $id: 'PreferencesOptions', additionalProperties: false },
);
export type PreferencesOptions = Type.Static<typeof PreferencesOptionsSchema>;

export const PreferencesSchema = Type.Object(
  { shippingOption: ShippingOptionSchema, paymentOption: PaymentOptionSchema, services: Type.Array(Id, { maxItems: 50 }) },
  { additionalProperties: false },
);
export type Preferences = Type.Static<typeof PreferencesSchema>;

/** GET orderservices/options/payment query; options/shipping takes shippingAddressId. */
export const OptionsQuerySchema = Type.Object(
  { warehouseCode: Type.Optional(Code), shippingAddressId: Type.Optional(Id), billingAddressId: Type.Optional(Id) },
  { additionalProperties: false },
);

/** GET sales-order/{phonexOrderNumber} (spec 03 §7 Orders): salesOrder, orderOptions, permission. */
export const OrderDetailSchema = Type.Object(
  { salesOrder: SalesOrderSchema, orderOptions: OrderOptionsSchema, permission: OrderPermissionSchema },
  { $id: 'OrderDetail', additionalProperties: false },
);
export type OrderDetail = Type.Static<typeof OrderDetailSchema>;

// ---- PayPal (spec 02 §2 Payment popup, §4 Payment status, §7 Payment link / capture / status) ----

export const PaymentLinkQuerySchema = Type.Object(
  { returnMode: Type.Optional(Type.Union(Object.values(PaymentReturnMode).map((mode) => Type.Literal(mode)))) },
  { additionalProperties: false },
);
export type PaymentLinkQuery = Type.Static<typeof PaymentLinkQuerySchema>;
export const PaymentLinkResponseSchema = Type.Object({ approvalLink: Type.String() }, { $id: 'PaymentLinkResponse', additionalProperties: false });
export type PaymentLinkResponse = Type.Static<typeof PaymentLinkResponseSchema>;
export const PaymentCaptureQuerySchema = Type.Object(
  { token: Type.String({ minLength: 1, maxLength: 64 }), PayerID: Type.Optional(Type.String({ maxLength: 64 })) },
  { additionalProperties: false },
);
export type PaymentCaptureQuery = Type.Static<typeof PaymentCaptureQuerySchema>;
export const PaymentStatusResponseSchema = Type.Object(
  {
    phonexOrderNumber: Type.String(),
    paymentStatus: Type.Union([Type.Literal(PaymentCheckStatus.SUCCESS), Type.Literal(PaymentCheckStatus.FAILURE), Type.Literal(PaymentCheckStatus.PENDING)]),
  },
  { $id: 'PaymentStatusResponse', additionalProperties: false },
);
export type PaymentStatusResponse = Type.Static<typeof PaymentStatusResponseSchema>;
