import Type from 'typebox';
import { PXNS_PARTICIPANT_HEADER, StockItemSchema } from '@bp/api-contract';

/** Header pxns-participant-id: which partner seller's stock (absent: the tenant's own). */
export const ParticipantHeaderSchema = Type.Object({ [PXNS_PARTICIPANT_HEADER]: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })) });

/** Header pxns-participant-id, required (pxnr/stocklist/items and grades). */
export const RequiredParticipantHeaderSchema = Type.Object({ [PXNS_PARTICIPANT_HEADER]: Type.String({ minLength: 1, maxLength: 200 }) });

/**
 * Seller-side inventory calls (GET inventory/items, PUT inventory/item/update-quantity-channel)
 * need this authority. No demo buyer has it: buyers read stock through the stock list; an
 * inventory tool or a seller's user would.
 */
export const CAN_MANAGE_INVENTORY = 'CAN_MANAGE_INVENTORY';

/** The sales channels an item's quantity can be set for; this portal sells through the stock list only. */
export const InventoryChannelSchema = Type.Union([Type.Literal('STOCKLIST')]);
export type InventoryChannel = Type.Static<typeof InventoryChannelSchema>;

const ItemKeysQuery = Type.String({
  maxLength: 20_000,
  description: 'Comma-separated itemNumberWarehouse keys (at most 200); given, only these items, out-of-stock ones included',
});

/**
 * GET stocklist/items: the stock list's items without groups, filtered like GET stocklist/query
 * (extra names are attribute filters), paged by item.
 */
export const StockItemsQuerySchema = Type.Object(
  {
    itemNumberWarehouse: Type.Optional(ItemKeysQuery),
    category: Type.Optional(Type.String({ maxLength: 200 })),
    warehouse: Type.Optional(Type.String({ maxLength: 2000 })),
    includeOutOfStock: Type.Optional(Type.Boolean({ default: false })),
    search: Type.Optional(Type.String({ maxLength: 500 })),
    page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 50 })),
  },
  { additionalProperties: true },
);

export const StockItemsPageSchema = Type.Object(
  {
    items: Type.Array(StockItemSchema),
    totalItems: Type.Integer({ minimum: 0 }),
    page: Type.Integer({ minimum: 1 }),
    pageSize: Type.Integer({ minimum: 1 }),
    lastUpdateddDate: Type.String({ format: 'date-time' }),
  },
  { additionalProperties: false },
);
export type StockItemsPage = Type.Static<typeof StockItemsPageSchema>;

/** GET inventory/items: the tenant's own inventory, out-of-stock items included. */
export const InventoryItemsQuerySchema = Type.Object(
  {
    warehouse: Type.Optional(Type.String({ maxLength: 2000, description: 'Comma-separated warehouse codes' })),
    search: Type.Optional(Type.String({ maxLength: 500 })),
    page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
    pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 500, default: 100 })),
  },
  { additionalProperties: false },
);

export const InventoryItemSchema = Type.Object(
  {
    itemNumber: Type.String(),
    itemNumberWarehouse: Type.String(),
    warehouse: Type.String(),
    warehouseLabel: Type.String(),
    description: Type.String(),
    category: Type.String(),
    grade: Type.String(),
    channel: InventoryChannelSchema,
    /** Quantity offered through `channel`. */
    quantity: Type.Integer({ minimum: 0 }),
    listPrice: Type.Number({ minimum: 0 }),
    incrementSize: Type.Integer({ minimum: 1 }),
  },
  { additionalProperties: false },
);
export type InventoryItem = Type.Static<typeof InventoryItemSchema>;

export const InventoryItemsPageSchema = Type.Object(
  {
    items: Type.Array(InventoryItemSchema),
    totalItems: Type.Integer({ minimum: 0 }),
    page: Type.Integer({ minimum: 1 }),
    pageSize: Type.Integer({ minimum: 1 }),
  },
  { additionalProperties: false },
);

/** PUT inventory/item/update-quantity-channel. */
export const QuantityChannelUpdateSchema = Type.Object(
  {
    itemNumberWarehouse: Type.String({ minLength: 3, maxLength: 400 }),
    channel: InventoryChannelSchema,
    quantity: Type.Integer({ minimum: 0, maximum: 100_000_000 }),
  },
  { additionalProperties: false },
);

export const QuantityChannelResultSchema = Type.Object(
  {
    item: InventoryItemSchema,
    /** Stock alerts whose threshold this change crossed (each sends one e-mail). */
    alertsTriggered: Type.Integer({ minimum: 0 }),
    catalogueVersion: Type.Integer({ minimum: 0 }),
  },
  { additionalProperties: false },
);
