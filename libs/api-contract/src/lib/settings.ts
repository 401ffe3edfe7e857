import Type from 'typebox';
import { SideMenuSchema } from './session';

// The settings documents the portal loads at startup (spec 01 §7: "response fields beyond those
// named are not shown"). Each carries what the stock list, cart, checkout and orders screens need
// from the tenant, and nothing else; later features add fields here as they need them.

const LabelsByCode = Type.Record(Type.String(), Type.String());

/** GET stocklist/warehouses: the tenant's own warehouses. */
export const WarehouseSchema = Type.Object(
  {
    warehouseId: Type.String(),
    warehouseCode: Type.String(),
    warehouseLabel: Type.String(),
    acceptsOffers: Type.Boolean(),
  },
  { $id: 'Warehouse', additionalProperties: false },
);
export type Warehouse = Type.Static<typeof WarehouseSchema>;
export const WarehousesSchema = Type.Array(WarehouseSchema, { $id: 'Warehouses' });

/** How the values of one attribute are ordered in filters and sorts (spec 01 §3). */
export const AttributeSortAlgorithm = { Default: 'Default', AlphanumericAsNumeric: 'AlphanumericAsNumeric', FilterOrder: 'FilterOrder' } as const;
export type AttributeSortAlgorithm = (typeof AttributeSortAlgorithm)[keyof typeof AttributeSortAlgorithm];
export const AttributeSortAlgorithmSchema = Type.Union([
  Type.Literal(AttributeSortAlgorithm.Default),
  Type.Literal(AttributeSortAlgorithm.AlphanumericAsNumeric),
  Type.Literal(AttributeSortAlgorithm.FilterOrder),
]);

/** GET stocklist/settings: the own stock list's settings (spec 01 §3 Stocklist settings) and the side menu. */
export const StocklistSettingsSchema = Type.Object(
  {
    /** The partner-network participant these settings belong to; null for the tenant's own stock list. */
    pxParticipantId: Type.Union([Type.String(), Type.Null()]),
    /** Warehouse codes in display order. */
    warehouses: Type.Array(Type.String()),
    warehouseLabels: LabelsByCode,
    /** Warehouse codes that accept offers (Offer button, offer tabs of the cart). */
    warehouseAcceptingOffer: Type.Array(Type.String()),
    attributeLabels: LabelsByCode,
    /** Quantities above this show as 'N+'. */
    maxItemQuantityToBeDisplayed: Type.Integer({ minimum: 1 }),
    /** Preset of the stock alert dialog (spec 01 §9: 100 when not set). */
    defaultAlertQuantity: Type.Integer({ minimum: 1 }),
    /** Which side-menu items the tenant shows (spec 01 §2); authorities hide more. */
    sideMenu: SideMenuSchema,
    /** Category codes in display order (Phones, Tablets, Watches). */
    categories: Type.Array(Type.String()),
    categoryLabels: LabelsByCode,
    /** Attribute → value → label shown instead of the raw value (e.g. networkLockStatus UNLOCKED → 'Unlocked'). */
    attributeValueLabels: Type.Record(Type.String(), LabelsByCode),
    /** Category → up to three attribute names, the filter levels (e.g. manufacturer, model, capacity). */
    searchLevels: Type.Record(Type.String(), Type.Array(Type.String(), { maxItems: 3 })),
    /** Category → attributes by which groups (and items inside them) are ordered. */
    sortOrder: Type.Record(Type.String(), Type.Array(Type.String())),
    /** Attribute → how its values are ordered; attributes not named use Default. */
    attributeSortAlgorithm: Type.Record(Type.String(), AttributeSortAlgorithmSchema),
    /** Attribute → explicit value order for the FilterOrder algorithm (unlisted values follow, by Default). */
    filterOrder: Type.Record(Type.String(), Type.Array(Type.String())),
    /** Grade codes, best first. */
    grades: Type.Array(Type.String()),
    gradeFilterGroups: Type.Array(
      Type.Object({ header: Type.String(), footer: Type.String(), grades: Type.Array(Type.String()) }, { additionalProperties: false }),
    ),
    showGradeIcon: Type.Boolean(),
    gradeLabelDescriptions: Type.Array(
      Type.Object({ grade: Type.String(), gradeLabel: Type.String(), gradeDescription: Type.String() }, { additionalProperties: false }),
    ),
    /** Whether items with an empty value of a level attribute can be filtered for, and the label of that choice. */
    searchEmptyValues: Type.Object({ allowed: Type.Boolean(), label: Type.String() }, { additionalProperties: false }),
    /** Category → attribute shown at the top right / bottom right of a group card. */
    groupTopRightAttribute: LabelsByCode,
    groupBottomRightAttribute: LabelsByCode,
    /** Text put before / after the item number in item descriptions. */
    itemDescriptionRules: Type.Object(
      { itemNumberDescriptionPrefix: Type.String(), itemNumberDescriptionSuffix: Type.String() },
      { additionalProperties: false },
    ),
    /** Tutorial and grading-scale buttons show only when these are set. */
    tutorialUrl: Type.Union([Type.String(), Type.Null()]),
    gradingScaleUrl: Type.Union([Type.String(), Type.Null()]),
  },
  { $id: 'StocklistSettings', additionalProperties: false },
);
export type StocklistSettings = Type.Static<typeof StocklistSettingsSchema>;

/** GET inventory/settings (spec 03 §7: warehouseLabels). */
export const InventorySettingsSchema = Type.Object(
  {
    warehouseLabels: LabelsByCode,
    maxItemQuantityToBeDisplayed: Type.Integer({ minimum: 1 }),
  },
  { $id: 'InventorySettings', additionalProperties: false },
);
export type InventorySettings = Type.Static<typeof InventorySettingsSchema>;

/** GET stocklist/cart/settings: what the Cart and Offers page needs from the tenant (spec 01 §2). */
export const CartSettingsSchema = Type.Object(
  {
    /** Offer tabs stay hidden when they are empty and no warehouse accepts offers. */
    warehouseAcceptingOffer: Type.Array(Type.String()),
    /** The system messages the cart shows (their texts come from translations). */
    systemMessages: Type.Object({ offerClearingSchedule: Type.Boolean(), freeShipping: Type.Boolean() }, { additionalProperties: false }),
  },
  { $id: 'CartSettings', additionalProperties: false },
);
export type CartSettings = Type.Static<typeof CartSettingsSchema>;

const StatusDisplay = Type.Object({ label: Type.String(), colorClass: Type.String() }, { additionalProperties: false });

/** How orders are written back to the tenant's order system. */
export const SalesOrderUpdateMethod = { REAL_TIME: 'REAL_TIME', MANUAL_SYNC: 'MANUAL_SYNC' } as const;
export type SalesOrderUpdateMethod = (typeof SalesOrderUpdateMethod)[keyof typeof SalesOrderUpdateMethod];
const SalesOrderUpdateMethodSchema = Type.Union([Type.Literal(SalesOrderUpdateMethod.REAL_TIME), Type.Literal(SalesOrderUpdateMethod.MANUAL_SYNC)]);

/** GET sales-order/settings (spec 03 §3 Order settings). */
export const SalesOrderSettingsSchema = Type.Object(
  {
    fulfillmentSettings: Type.Object(
      {
        /** Status code → chip label and colour. */
        statuses: Type.Record(Type.String(), StatusDisplay),
        onReleaseFulfillmentStatusTo: Type.String(),
        singleButtonOrderFlow: Type.Boolean(),
      },
      { additionalProperties: false },
    ),
    paymentSettings: Type.Object({ statuses: Type.Record(Type.String(), StatusDisplay) }, { additionalProperties: false }),
    paymentCollectionSettings: Type.Object(
      {
        gracePeriodEnabled: Type.Boolean(),
        /** Hours a buyer has to pay before the cancellation terms apply; null when the grace period is off. */
        gracePeriodHours: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]),
      },
      { additionalProperties: false },
    ),
    invoiceSettings: Type.Object({ showInvoiceFulfillmentStatuses: Type.Array(Type.String()) }, { additionalProperties: false }),
    salesOrderUpdateMethod: SalesOrderUpdateMethodSchema,
    buyerSalesOrderListPageSettings: Type.Object({ columns: Type.Array(Type.String()) }, { additionalProperties: false }),
  },
  { $id: 'SalesOrderSettings', additionalProperties: false },
);
export type SalesOrderSettings = Type.Static<typeof SalesOrderSettingsSchema>;

/** A partner-network participant and its warehouse group (spec 01 §3). */
export const NetworkParticipantSchema = Type.Object(
  {
    pxnParticipantId: Type.String(),
    pxnsParticipantId: Type.String(),
    warehouseGroupName: Type.String(),
    warehouseGroupDescription: Type.String(),
    warehouses: Type.Array(Type.Object({ warehouseId: Type.String(), warehouseLabel: Type.String() }, { additionalProperties: false })),
    isPxnr: Type.Boolean(),
    isPxns: Type.Boolean(),
    warehouseGroupSelectOrder: Type.Integer(),
  },
  { $id: 'NetworkParticipant', additionalProperties: false },
);
export type NetworkParticipant = Type.Static<typeof NetworkParticipantSchema>;

/** GET network/settings. */
export const NetworkSettingsSchema = Type.Object(
  {
    isNetworkEnabled: Type.Boolean(),
    participants: Type.Array(NetworkParticipantSchema),
  },
  { $id: 'NetworkSettings', additionalProperties: false },
);
export type NetworkSettings = Type.Static<typeof NetworkSettingsSchema>;

/** GET pxn/settings: the buyer's own place in the partner network. */
export const PxnSettingsSchema = Type.Object(
  {
    isNetworkEnabled: Type.Boolean(),
    /** The participant whose stock list opens by default (pxStocklistId); null without a network. */
    pxStocklistId: Type.Union([Type.String(), Type.Null()]),
    isPxnr: Type.Boolean(),
    isPxns: Type.Boolean(),
  },
  { $id: 'PxnSettings', additionalProperties: false },
);
export type PxnSettings = Type.Static<typeof PxnSettingsSchema>;

/**
 * GET pxn/stocklist-settings: stock list settings per network participant (pxParticipantId set),
 * all of them, or only the one named by header pxns-participant-id.
 */
export const PxnStocklistSettingsSchema = Type.Array(StocklistSettingsSchema, { $id: 'PxnStocklistSettings' });
export type PxnStocklistSettings = Type.Static<typeof PxnStocklistSettingsSchema>;

/** GET pxn/salesorder-settings: per-participant overrides of the order flow (spec 03 §4). */
export const PxnSalesOrderSettingsSchema = Type.Array(
  Type.Object(
    {
      pxnsParticipantId: Type.String(),
      salesOrderUpdateMethod: SalesOrderUpdateMethodSchema,
      singleButtonOrderFlow: Type.Boolean(),
    },
    { additionalProperties: false },
  ),
  { $id: 'PxnSalesOrderSettings' },
);
export type PxnSalesOrderSettings = Type.Static<typeof PxnSalesOrderSettingsSchema>;
