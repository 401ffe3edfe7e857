import Type from 'typebox';

// Stock list shapes (spec 01 §3 Stock group, Stock item, Participant / warehouse group, Seller
// grades, Stock alert, Daily report preference; §7 Stock list, Stock alerts, Daily report).
// Prices travel as JSON numbers for compatibility with the original backend; code that adds or
// multiplies them converts to integer minor units first (never float arithmetic).

/** One sellable SKU in one warehouse. `itemNumberWarehouse` is the key offers and alerts use. */
export const StockItemSchema = Type.Object(
  {
    itemNumber: Type.String(),
    /** Partner-network (seller) item number, present on partner stock. */
    pxnItemNumber: Type.Optional(Type.String()),
    itemNumberWarehouse: Type.String(),
    category: Type.String(),
    warehouse: Type.String(),
    skuDescription: Type.String(),
    groupItemDescription: Type.String(),
    groupDescription: Type.String(),
    quantityAvailable: Type.Integer({ minimum: 0 }),
    listPrice: Type.Number({ minimum: 0 }),
    incrementSize: Type.Integer({ minimum: 1 }),
    grade: Type.String(),
    /** Attribute name → value (manufacturer, model, capacity, color, networkLockStatus, …). */
    attributes: Type.Record(Type.String(), Type.String()),
    /** Open partner-network orders holding this item (partner stock only). */
    pendingOrderItemCount: Type.Optional(Type.Integer({ minimum: 0 })),
  },
  { $id: 'StockItem' },
);
export type StockItem = Type.Static<typeof StockItemSchema>;

export const GroupAttributeSchema = Type.Object({
  attribute: Type.String(),
  label: Type.String(),
});

/** Items sharing a model/description, shown as one card. Counts and minimum price are computed by the portal. */
export const StockGroupSchema = Type.Object(
  {
    groupId: Type.String(),
    title: Type.String(),
    groupDescription: Type.String(),
    wareHouse: Type.String(),
    groupAttributes: Type.Object({
      topRight: Type.Optional(GroupAttributeSchema),
      bottomRight: Type.Optional(GroupAttributeSchema),
    }),
    items: Type.Array(StockItemSchema),
  },
  { $id: 'StockGroup' },
);
export type StockGroup = Type.Static<typeof StockGroupSchema>;

/** GET stocks / seller stock items: every group, then filtered and paged in the portal. */
export const StockListSchema = Type.Object(
  {
    groups: Type.Array(StockGroupSchema),
    lastUpdateddDate: Type.String({ format: 'date-time' }),
  },
  { $id: 'StockList' },
);
export type StockList = Type.Static<typeof StockListSchema>;

export const WarehouseGroupSchema = Type.Object(
  {
    pxnParticipantId: Type.String(),
    pxnsParticipantId: Type.String(),
    warehouses: Type.Array(Type.Object({ warehouseLabel: Type.String(), warehouseId: Type.String() })),
    warehouseGroupName: Type.String(),
    warehouseGroupDescription: Type.String(),
    isPxnr: Type.Boolean(),
    isPxns: Type.Boolean(),
    warehouseGroupSelectOrder: Type.Integer(),
  },
  { $id: 'WarehouseGroup' },
);
export type WarehouseGroup = Type.Static<typeof WarehouseGroupSchema>;

export const SellerGradeSchema = Type.Object(
  { pxnrGrade: Type.String(), pxnrGradeLabel: Type.String(), pxnrGradeDescription: Type.String() },
  { $id: 'SellerGrade' },
);
export type SellerGrade = Type.Static<typeof SellerGradeSchema>;

export const NetworkItemCountSchema = Type.Object({ pxnsParticipantId: Type.String(), itemsCount: Type.Integer({ minimum: 0 }) });
export type NetworkItemCount = Type.Static<typeof NetworkItemCountSchema>;

export const StockAlertSchema = Type.Object(
  {
    itemNumberWarehouse: Type.String(),
    description: Type.String(),
    quantity: Type.Integer({ minimum: 1 }),
    quantityAvailable: Type.Integer({ minimum: 0 }),
    incrementSize: Type.Integer({ minimum: 1, default: 1 }),
    pxnsParticipantId: Type.Optional(Type.String()),
  },
  { $id: 'StockAlert' },
);
export type StockAlert = Type.Static<typeof StockAlertSchema>;

export const DailyReportPreferenceSchema = Type.Object(
  { stockReportNotification: Type.Boolean() },
  { $id: 'DailyReportPreference' },
);
export type DailyReportPreference = Type.Static<typeof DailyReportPreferenceSchema>;

/** Header that selects partner-network stock (spec 01 §7). */
export const PXNS_PARTICIPANT_HEADER = 'pxns-participant-id';
