import Type from 'typebox';
import { OfferState, OfferStatus } from './offer-constants';

// Offers, cart entries and the bulk offer import (spec 01 §3 Offer / cart entry, stocklistOffer,
// Import result; §4 Offer status and state; §5; §7 Offers and cart, Bulk import).
// Prices travel as JSON numbers (the original backend's shape); both sides compute with integer
// minor units (cents), never with float arithmetic. The run-time constants live in
// offer-constants.ts, which has no TypeBox import, so the portal can import them without the
// schema library in its bundle.

export * from './offer-constants';

const Price = Type.Number({ minimum: 0, maximum: 10_000_000 });
const Quantity = Type.Integer({ minimum: 0, maximum: 1_000_000 });
const DateTime = Type.String({ format: 'date-time' });

// Spelled out (not mapped from the constants) so the static type is the union of the names.
export const OfferStatusSchema = Type.Union([
  Type.Literal(OfferStatus.PENDING_ACCEPTANCE),
  Type.Literal(OfferStatus.ACCEPTED),
  Type.Literal(OfferStatus.COUNTERED),
  Type.Literal(OfferStatus.NOT_ACCEPTED),
  Type.Literal(OfferStatus.EXPIRED),
  Type.Literal(OfferStatus.PRICE_DROPPED),
  Type.Literal(OfferStatus.BUY_AT_LIST),
  Type.Literal(OfferStatus.OUT_OF_STOCK),
]);
export const OfferStateSchema = Type.Union([
  Type.Literal(OfferState.READY_TO_CHECKOUT),
  Type.Literal(OfferState.AWAITING_BUYER_REVIEW),
  Type.Literal(OfferState.AWAITING_TENANT_REVIEW),
]);

/**
 * The negotiation part of a cart entry. checkOutQuantity / checkOutPrice are what an order from
 * the cart would use: BUY_AT_LIST → offerQuantity at the current list price; ACCEPTED → offerQuantity
 * at offerPrice; COUNTERED → max(offerQuantity, minimumCheckoutQuantity) at counterPrice;
 * PRICE_DROPPED → offerQuantity at the new list price.
 */
export const StocklistOfferSchema = Type.Object(
  {
    offerId: Type.String(),
    offerStatus: OfferStatusSchema,
    offerState: OfferStateSchema,
    offerQuantity: Quantity,
    offerPrice: Price,
    counterPrice: Type.Union([Price, Type.Null()]),
    checkOutQuantity: Quantity,
    checkOutPrice: Price,
    minimumCheckoutQuantity: Type.Union([Quantity, Type.Null()]),
    /** ACCEPTED and COUNTERED offers: when the seller's answer stops being valid (ISO 8601). */
    acceptedOrCounteredExpirationDate: Type.Union([DateTime, Type.Null()]),
    pxnItemNumber: Type.Optional(Type.String()),
    pxnsParticipantId: Type.Optional(Type.String()),
    quantityAvailable: Quantity,
    /** When the entry last changed (buyer edit, seller answer, job); newest first in lists. */
    updatedAt: DateTime,
  },
  { $id: 'StocklistOffer' },
);
export type StocklistOffer = Type.Static<typeof StocklistOfferSchema>;

/** One entry of GET stocklist/offers (keyed by itemNumberWarehouse; one entry per item and buyer). */
export const CartEntrySchema = Type.Object(
  {
    itemNumberWarehouse: Type.String(),
    itemNumber: Type.String(),
    itemDescription: Type.String(),
    groupDescription: Type.String(),
    category: Type.String(),
    /** Warehouse code; the label comes from settings.warehouseLabels. */
    warehouse: Type.String(),
    listPrice: Price,
    quantityAvailable: Quantity,
    incrementSize: Type.Integer({ minimum: 1 }),
    grade: Type.String(),
    stocklistOffer: StocklistOfferSchema,
  },
  { $id: 'CartEntry' },
);
export type CartEntry = Type.Static<typeof CartEntrySchema>;
export const CartEntriesSchema = Type.Array(CartEntrySchema, { $id: 'CartEntries' });

/**
 * POST stocklist/offer (and pxnr/offer with header pxns-participant-id).
 * offerPrice >= listPrice → buy at list (READY_TO_CHECKOUT / BUY_AT_LIST, price = list price);
 * below → an offer (AWAITING_TENANT_REVIEW / PENDING_ACCEPTANCE, then the tenant's offer rules may
 * accept or counter it at once). Quantity: rounded down to the increment (minimum one increment)
 * and capped at the available quantity. An entry that already exists for the item is updated with
 * the rules of PUT (the call is idempotent). Answers 201 (new) or 200 (updated) with stocklistOffer.
 */
export const OfferRequestSchema = Type.Object(
  {
    itemNumberWarehouse: Type.String({ minLength: 1, maxLength: 400 }),
    offerQuantity: Type.Integer({ minimum: 0, maximum: 1_000_000 }),
    offerPrice: Type.Number({ minimum: 0, maximum: 10_000_000 }),
  },
  { $id: 'OfferRequest', additionalProperties: false },
);
export type OfferRequest = Type.Static<typeof OfferRequestSchema>;

/** DELETE stocklist/offer (many) and PUT stocklist/offer/movetocart: a list of offerIds. */
export const OfferIdsSchema = Type.Array(Type.String({ minLength: 1, maxLength: 64 }), { minItems: 1, maxItems: 5000, $id: 'OfferIds' });
export type OfferIds = Type.Static<typeof OfferIdsSchema>;

/** GET sales-orders/onhold-order-warehouses: warehouse codes with an order the cart can add to. */
export const OnHoldOrderWarehousesSchema = Type.Array(Type.String(), { $id: 'OnHoldOrderWarehouses' });

// ---- Bulk offer import ----------------------------------------------------------------------

/** One row of an import review (spec 01 §3 Import result). */
export const ImportRowSchema = Type.Object(
  {
    /** 1-based row number in the sheet (header row is 1), for the buyer to find it. */
    rowNumber: Type.Integer({ minimum: 1 }),
    itemNumberWarehouse: Type.String(),
    itemNumber: Type.String(),
    warehouse: Type.String(),
    description: Type.String(),
    groupName: Type.String(),
    groupItemName: Type.String(),
    pxnOffer: Type.Boolean(),
    pxnsParticipantId: Type.Optional(Type.String()),
    availableQuantity: Type.Union([Quantity, Type.Null()]),
    listPrice: Type.Union([Price, Type.Null()]),
    /** As read from the sheet (null when the cell was empty or not a number). */
    offerQuantity: Type.Union([Type.Number(), Type.Null()]),
    offerPrice: Type.Union([Type.Number(), Type.Null()]),
    /** What will happen, e.g. 'Buy at list price' or 'Quantity reduced to match available stock'. */
    comments: Type.String(),
    /** Invalid rows: why (one of ImportRowReason's texts). Empty otherwise. */
    reason: Type.String(),
    /** Conflict rows: the cart entry the row will overwrite. */
    existingOfferStatus: Type.Optional(OfferStatusSchema),
    existingOfferStatusString: Type.Optional(Type.String()),
    existingTransactionQuantity: Type.Optional(Quantity),
    existingTransactionPrice: Type.Optional(Price),
  },
  // No $id: ImportResult embeds the row three times, and a response schema may name an $id only once.
  { title: 'ImportRow' },
);
export type ImportRow = Type.Static<typeof ImportRowSchema>;

/**
 * Answer of POST stocklist/offer/bulk-offer-import and of DELETE …/{base64 item key}: the buyer's
 * pending import. validOffersMap groups the new requests by warehouse code. Nothing touches the
 * cart until …/accept.
 */
export const ImportResultSchema = Type.Object(
  {
    conflictOffers: Type.Array(ImportRowSchema),
    invalidOffers: Type.Array(ImportRowSchema),
    validOffersMap: Type.Record(Type.String(), Type.Array(ImportRowSchema)),
    fileName: Type.String(),
    uploadedAt: DateTime,
  },
  { $id: 'ImportResult' },
);
export type ImportResult = Type.Static<typeof ImportResultSchema>;

/** POST …/bulk-offer-import/accept: how many cart entries were created and overwritten. */
export const ImportAcceptResultSchema = Type.Object(
  { created: Type.Integer({ minimum: 0 }), overwritten: Type.Integer({ minimum: 0 }) },
  { $id: 'ImportAcceptResult' },
);
export type ImportAcceptResult = Type.Static<typeof ImportAcceptResultSchema>;
