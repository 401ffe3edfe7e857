import Type from 'typebox';
import {
  STOCK_ITEMS_PER_GROUP_DEFAULT,
  STOCK_ITEMS_PER_GROUP_MAX,
  STOCK_PAGE_SIZE_DEFAULT,
  STOCK_PAGE_SIZE_MAX,
  STOCK_SEARCH_MAX_LENGTH,
} from './stock-constants';

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
    /**
     * GET stocklist/query only: totals over every matching item of the group, also those beyond
     * itemsPerGroup (quantityAvailable summed, minPrice the lowest listPrice).
     */
    matching: Type.Optional(
      Type.Object({ countOfItems: Type.Integer({ minimum: 0 }), quantityAvailable: Type.Integer({ minimum: 0 }), minPrice: Type.Number({ minimum: 0 }) }),
    ),
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

export const DailyReportPreferenceSchema = Type.Object({ stockReportNotification: Type.Boolean() }, { $id: 'DailyReportPreference' });
export type DailyReportPreference = Type.Static<typeof DailyReportPreferenceSchema>;

// ---- Keys -----------------------------------------------------------------------------------

// ---- Server-side query (GET stocklist/query) ------------------------------------------------

/**
 * GET stocklist/query (own stock; with header pxns-participant-id: that seller's stock).
 * The portal's /stock query string maps 1:1 onto it. Attribute filters: any other name, value a
 * comma-separated list (`capacity=64GB,128GB`); within one attribute any value matches, attributes
 * are ANDed. `warehouse` is comma separated too (any of them). `search` is split on '/' and '+',
 * every term must match (case-insensitive substring of description, item numbers or attribute
 * values). Out-of-stock items (quantity 0) are left out unless includeOutOfStock=true.
 * `warehouseGroup` is accepted and echoed for the portal's URL round-trip; the header selects stock.
 */
export const StockQuerySchema = Type.Object(
  {
    warehouseGroup: Type.Optional(Type.String({ maxLength: 200 })),
    category: Type.Optional(Type.String({ maxLength: 200 })),
    warehouse: Type.Optional(Type.String({ maxLength: 2000 })),
    includeOutOfStock: Type.Optional(Type.Boolean({ default: false })),
    search: Type.Optional(Type.String({ maxLength: STOCK_SEARCH_MAX_LENGTH })),
    page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: STOCK_PAGE_SIZE_MAX, default: STOCK_PAGE_SIZE_DEFAULT })),
    /** At most this many matching items per group (default 100); `matching` on each group has the totals. */
    itemsPerGroup: Type.Optional(Type.Integer({ minimum: 1, maximum: STOCK_ITEMS_PER_GROUP_MAX, default: STOCK_ITEMS_PER_GROUP_DEFAULT })),
  },
  // Extra names are attribute filters (strings, as any query-string value). Declared as `true`, not
  // as a string schema: TypeBox's query-string conversion skips objects whose additionalProperties is a schema.
  { $id: 'StockQuery', additionalProperties: true },
);
/** The query string as the portal builds it (attribute filters as extra string properties). */
export type StockQuery = Type.Static<typeof StockQuerySchema> & Record<string, string | number | boolean | undefined>;

/** Parsed filters (shared by the query, the export and the portal's URL handling). */
export const StockFiltersSchema = Type.Object(
  {
    category: Type.Optional(Type.String({ maxLength: 200 })),
    /** Warehouse codes; empty or absent: every warehouse. */
    warehouse: Type.Optional(Type.Array(Type.String({ maxLength: 200 }), { maxItems: 200 })),
    search: Type.Optional(Type.String({ maxLength: STOCK_SEARCH_MAX_LENGTH })),
    /** Attribute name → accepted values (any of them); attributes are ANDed. */
    attributes: Type.Optional(Type.Record(Type.String(), Type.Array(Type.String({ maxLength: 200 }), { maxItems: 500 }))),
  },
  { $id: 'StockFilters', additionalProperties: false },
);
export type StockFilters = Type.Static<typeof StockFiltersSchema>;

export const WarehouseFacetSchema = Type.Object({
  code: Type.String(),
  label: Type.String(),
  /** Items matching every filter but the warehouse filter, in this warehouse. */
  total: Type.Integer({ minimum: 0 }),
  /** true when total is 0 (the checkbox is disabled). */
  disabled: Type.Optional(Type.Boolean()),
});
export type WarehouseFacet = Type.Static<typeof WarehouseFacetSchema>;

export const CategoryFacetSchema = Type.Object({ category: Type.String(), label: Type.String(), count: Type.Integer({ minimum: 0 }) });
export type CategoryFacet = Type.Static<typeof CategoryFacetSchema>;

export const AttributeValueFacetSchema = Type.Object({ value: Type.String(), label: Type.String(), count: Type.Integer({ minimum: 0 }) });
export type AttributeValueFacet = Type.Static<typeof AttributeValueFacetSchema>;

export const LevelFacetSchema = Type.Object({
  attribute: Type.String(),
  label: Type.String(),
  level: Type.Integer({ minimum: 1, maximum: 3 }),
  /** Sorted by the attribute's sort algorithm (settings.attributeSortAlgorithm). */
  values: Type.Array(AttributeValueFacetSchema),
});
export type LevelFacet = Type.Static<typeof LevelFacetSchema>;

/** One of settings.gradeFilterGroups with its grades' counts (header above them, footer below). */
export const GradeGroupFacetSchema = Type.Object({ header: Type.String(), footer: Type.String(), values: Type.Array(AttributeValueFacetSchema) });
export type GradeGroupFacet = Type.Static<typeof GradeGroupFacetSchema>;

/** The grade filter (attribute `grade`): grades in their filter groups; grades in no group come last under an empty header. */
export const GradeFacetSchema = Type.Object({ attribute: Type.String(), label: Type.String(), groups: Type.Array(GradeGroupFacetSchema) });
export type GradeFacet = Type.Static<typeof GradeFacetSchema>;

/**
 * Counts are of items (not groups). Each facet is counted with every filter applied except its
 * own (warehouses: all but the warehouse filter; categories: all but category and attribute
 * filters; a level: all but that attribute's filter), so a buyer can widen a choice.
 */
export const StockFacetsSchema = Type.Object(
  {
    warehouses: Type.Array(WarehouseFacetSchema),
    /** Reseller (isPxnr) callers: in-stock item count per seller participant. */
    participants: Type.Optional(Type.Array(NetworkItemCountSchema)),
    categories: Type.Array(CategoryFacetSchema),
    /** The selected category's search levels (the first category when none is selected). */
    levels: Type.Array(LevelFacetSchema),
    /** Lists with grades: the grade filter, counted with every filter but the grade filter. */
    grades: Type.Optional(GradeFacetSchema),
  },
  { $id: 'StockFacets' },
);
export type StockFacets = Type.Static<typeof StockFacetsSchema>;

export const StockQueryResultSchema = Type.Object(
  {
    /** Only the requested page; each group carries only its matching items (at most itemsPerGroup) and `matching` totals. */
    groups: Type.Array(StockGroupSchema),
    totalGroups: Type.Integer({ minimum: 0 }),
    totalItems: Type.Integer({ minimum: 0 }),
    page: Type.Integer({ minimum: 1 }),
    pageSize: Type.Integer({ minimum: 1 }),
    lastUpdateddDate: Type.String({ format: 'date-time' }),
    /** Changes on every stock change; the portal may drop cached pages when it changes. */
    catalogueVersion: Type.Integer({ minimum: 0 }),
    facets: StockFacetsSchema,
  },
  { $id: 'StockQueryResult' },
);
export type StockQueryResult = Type.Static<typeof StockQueryResultSchema>;

// ---- Export (POST stocklist/export) -----------------------------------------------------------

/**
 * ALL: `{ includeOutOfStock: false }`. FILTERED: `{ includeOutOfStock, filters }` with the
 * current filters (warehouseGroup omitted; header pxns-participant-id for a partner's stock).
 * Answer: an .xlsx (application/vnd.openxmlformats-officedocument.spreadsheetml.sheet),
 * `content-disposition: attachment; filename="<tenant>-stock-list-<yyyy-mm-dd>.xlsx"`.
 */
export const StockExportRequestSchema = Type.Object(
  {
    includeOutOfStock: Type.Boolean(),
    filters: Type.Optional(StockFiltersSchema),
  },
  { $id: 'StockExportRequest', additionalProperties: false },
);
export type StockExportRequest = Type.Static<typeof StockExportRequestSchema>;

// ---- Stock alerts -----------------------------------------------------------------------------

/**
 * POST stocklist/alert/item (header pxns-participant-id for partner stock). Server rule: quantity
 * null/0 → 1, then rounded down to a multiple of the item's incrementSize, minimum one increment.
 * 404 for an unknown item; 409 ALERT_EXISTS when the buyer already has an alert on the item
 * (use PUT). Answers 201 with the stored alert.
 */
export const StockAlertCreateSchema = Type.Object(
  {
    itemNumberWarehouse: Type.String({ minLength: 1, maxLength: 400 }),
    quantity: Type.Union([Type.Integer({ minimum: 0, maximum: 1_000_000 }), Type.Null()]),
    /** What the buyer saw; informational (the server answers with the current quantity). */
    quantityAvailable: Type.Optional(Type.Integer({ minimum: 0 })),
  },
  { $id: 'StockAlertCreate', additionalProperties: false },
);
export type StockAlertCreate = Type.Static<typeof StockAlertCreateSchema>;

/** PUT stocklist/alert/item/{base64(itemNumberWarehouse)}: 200 with the alert; 404 when the buyer has none. */
export const StockAlertUpdateSchema = Type.Object(
  {
    quantity: Type.Union([Type.Integer({ minimum: 0, maximum: 1_000_000 }), Type.Null()]),
    quantityAvailable: Type.Optional(Type.Integer({ minimum: 0 })),
  },
  { $id: 'StockAlertUpdate', additionalProperties: false },
);
export type StockAlertUpdate = Type.Static<typeof StockAlertUpdateSchema>;

export const StockAlertsSchema = Type.Array(StockAlertSchema, { $id: 'StockAlerts' });

export const WarehouseGroupsSchema = Type.Array(WarehouseGroupSchema, { $id: 'WarehouseGroups' });
export const SellerGradesSchema = Type.Array(SellerGradeSchema, { $id: 'SellerGrades' });
export const NetworkItemCountsSchema = Type.Array(NetworkItemCountSchema, { $id: 'NetworkItemCounts' });
