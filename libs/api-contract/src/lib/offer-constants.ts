// Run-time constants of offers, the cart and the bulk import (spec 01 §4, §5, §7, §8, §9).
// No TypeBox here: the portal imports this module directly and keeps the schema library out of
// its bundle.

/** Offer status names (spec 01 §4). Stored and sent as these strings. */
export const OfferStatus = {
  PENDING_ACCEPTANCE: 'PENDING_ACCEPTANCE',
  ACCEPTED: 'ACCEPTED',
  COUNTERED: 'COUNTERED',
  NOT_ACCEPTED: 'NOT_ACCEPTED',
  EXPIRED: 'EXPIRED',
  PRICE_DROPPED: 'PRICE_DROPPED',
  BUY_AT_LIST: 'BUY_AT_LIST',
  OUT_OF_STOCK: 'OUT_OF_STOCK',
} as const;
export type OfferStatus = (typeof OfferStatus)[keyof typeof OfferStatus];

/** How a status is named to the buyer (spec 01 §4: PENDING_ACCEPTANCE is shown as Offered, NOT_ACCEPTED as Rejected). */
export const OFFER_STATUS_LABELS: Readonly<Record<OfferStatus, string>> = {
  PENDING_ACCEPTANCE: 'Offered',
  ACCEPTED: 'Accepted',
  COUNTERED: 'Countered',
  NOT_ACCEPTED: 'Rejected',
  EXPIRED: 'Expired',
  PRICE_DROPPED: 'Price dropped',
  BUY_AT_LIST: 'Buy at list price',
  OUT_OF_STOCK: 'Out of stock',
};

/** Offer state = the cart tab an entry belongs to (spec 01 §4). */
export const OfferState = {
  READY_TO_CHECKOUT: 'READY_TO_CHECKOUT',
  AWAITING_BUYER_REVIEW: 'AWAITING_BUYER_REVIEW',
  AWAITING_TENANT_REVIEW: 'AWAITING_TENANT_REVIEW',
} as const;
export type OfferState = (typeof OfferState)[keyof typeof OfferState];

/** Tab index (query parameter `tab`, spec 01 §2 Cart) → offer state. */
export const CART_TAB_STATES: readonly OfferState[] = [OfferState.READY_TO_CHECKOUT, OfferState.AWAITING_BUYER_REVIEW, OfferState.AWAITING_TENANT_REVIEW];

/**
 * The 422 messages of the offer rules (spec 01 §5); the server sends them as `message` and as the
 * first `errors[].messageDescription`, the portal's dialogs show the same texts before sending.
 */
export const OfferMessage = {
  PRICE_NOT_BELOW_LIST: 'New offer price should be less than the list price',
  PRICE_NOT_BELOW_COUNTER: 'New offer price must be below the Countered price',
  QUANTITY_BELOW_MINIMUM: 'New Quantity must be greater than or equal to minimum quantity',
  NOTHING_SELECTED_TO_MOVE: 'Please select at least one item to move to the Cart tab',
  /** Not in the spec's catalogue: an offer on a warehouse that does not accept offers. */
  OFFERS_NOT_ACCEPTED: 'This warehouse does not accept offers',
  /** Not in the spec's catalogue: an item without available quantity. */
  OUT_OF_STOCK: 'This item is out of stock',
  /** Not in the spec's catalogue: more decimals than the tenant's currency precision. */
  PRICE_PRECISION: 'The price has more decimals than the currency allows',
  /** Not in the spec's catalogue: movetocart names an entry that is not in 'Offers awaiting your review'. */
  NOT_AWAITING_BUYER_REVIEW: 'Only offers awaiting your review can be moved to the Cart tab',
  /** Not in the spec's catalogue: PUT names an item other than the offer's. */
  ITEM_MISMATCH: 'itemNumberWarehouse does not match the offer',
  /** Not in the spec's catalogue (ops): the seller answers an offer that no longer waits for an answer. */
  NOT_PENDING: 'Only offers awaiting the seller can be accepted, countered or rejected',
  /** Not in the spec's catalogue (ops): a counter price must lie above the offer and below the list price. */
  COUNTER_PRICE_OUT_OF_RANGE: 'The counter price must be above the offer price and below the list price',
} as const;

/** Message codes of the offer rules (errors[].messageCode; translated through saas-i18n). */
export const OfferMessageCode = {
  PRICE_NOT_BELOW_LIST: 'OFFER_PRICE_NOT_BELOW_LIST',
  PRICE_NOT_BELOW_COUNTER: 'OFFER_PRICE_NOT_BELOW_COUNTER',
  QUANTITY_BELOW_MINIMUM: 'OFFER_QUANTITY_BELOW_MINIMUM',
  OFFERS_NOT_ACCEPTED: 'OFFERS_NOT_ACCEPTED',
  OUT_OF_STOCK: 'OFFER_OUT_OF_STOCK',
  PRICE_PRECISION: 'OFFER_PRICE_PRECISION',
  NOT_AWAITING_BUYER_REVIEW: 'OFFER_NOT_AWAITING_BUYER_REVIEW',
  ITEM_MISMATCH: 'OFFER_ITEM_MISMATCH',
  NOT_PENDING: 'OFFER_NOT_PENDING',
  COUNTER_PRICE_OUT_OF_RANGE: 'OFFER_COUNTER_PRICE_OUT_OF_RANGE',
  IMPORT_INVALID_FILE: 'IMPORT_INVALID_FILE',
  IMPORT_NOTHING_PENDING: 'IMPORT_NOTHING_PENDING',
  /** Spec 01 §6: a prospect that is not ready cannot check out. */
  PROSPECT_CANNOT_CHECKOUT: 'prospectCannotCheckoutContactSalesRep',
} as const;

/** Snackbar texts of the cart and offers area (spec 01 §8 Messages; auto-hide 30000 ms). */
export const CartSnackbar = {
  ADDED: 'Added to the Cart',
  UPDATED: 'Successfully updated to the Cart',
  REMOVED: 'Successfully removed from the cart',
  OFFERS_SUBMITTED: 'Successfully submitted the offers',
  OFFER_UPDATED: 'Your offer was updated',
  OFFER_DELETED: 'Your offer was deleted from the Cart',
  /** {n}: how many. */
  OFFERS_DELETED: 'All the {n} offers deleted from the Cart',
  MOVED_TO_CART: 'Successfully moved the selected items to the Cart tab',
} as const;

/** Spec 01 §9. */
export const CART_RENDER_BATCH = 20;
export const BADGE_MAXIMUM = 999999;
export const IMPORT_SECTION_SCROLL_OFFSET_PX = 76;

// ---- Bulk offer import ----------------------------------------------------------------------

/** The sheet's expected header cells (spec 01 §5 Import dialog), in this order. */
export const IMPORT_COLUMNS = ['Item #', 'Warehouse', 'New Offer Quantity', 'New Offer Price'] as const;
export const IMPORT_FILE_EXTENSIONS = ['.xlsx', '.xls'] as const;
export const IMPORT_MIME_TYPES = ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'application/vnd.ms-excel'] as const;
/** The upload's request header carrying the original file name (spec 01 §7 "a file-name header"). */
export const IMPORT_FILE_NAME_HEADER = 'file-name';
/** Upload limits; the server refuses bigger files with 413 before parsing. */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 20_000;
/** Spec 01 §5 Import dialog: submitting without a file. */
export const IMPORT_NO_FILE_MESSAGE = 'Please upload the file to have a successful import';
/** Spec 01 §8: the empty review. */
export const IMPORT_EMPTY_MESSAGE = 'No new requests were found in the import file';

/** Why an import row is invalid (ImportRow.reason). */
export const ImportRowReason = {
  UNKNOWN_ITEM: 'Item not found in the stock list',
  WAREHOUSE_MISMATCH: 'Item is not stocked in this warehouse',
  MISSING_ITEM: 'Item # is missing',
  MISSING_WAREHOUSE: 'Warehouse is missing',
  INVALID_QUANTITY: 'New Offer Quantity must be a whole number above 0',
  INVALID_PRICE: 'New Offer Price must be a number above 0',
  PRICE_PRECISION: 'New Offer Price has more decimals than the currency allows',
  OUT_OF_STOCK: 'Item is out of stock',
  OFFERS_NOT_ACCEPTED: 'This warehouse does not accept offers; use the list price to buy',
  DUPLICATE_ROW: 'The item appears more than once in the file; only its first row is used',
  /** A cell of the row holds a formula: the import never evaluates formulas. */
  FORMULA: 'Formulas are not allowed; paste values instead',
  /** A text cell of the row holds U+0000 (shown as U+FFFD): never stored, the row is refused. */
  NUL_CHARACTER: 'A cell holds a NUL character (U+0000); type the values again',
  /** The Warehouse cell names no warehouse (code or label) of the buyer's stock lists. */
  UNKNOWN_WAREHOUSE: 'Warehouse not found in the stock list',
} as const;

/** Paths (relative to /px-api-gateway). pxnr variants take header pxns-participant-id. */
export const OfferPaths = {
  offers: 'stocklist/offers',
  offer: 'stocklist/offer',
  moveToCart: 'stocklist/offer/movetocart',
  pxnrOffer: 'pxnr/offer',
  pxnrMoveToCart: 'pxnr/offer/movetocart',
  cartSettings: 'stocklist/cart/settings',
  onHoldOrderWarehouses: 'sales-orders/onhold-order-warehouses',
  bulkImport: 'stocklist/offer/bulk-offer-import',
  bulkImportCancel: 'stocklist/offer/bulk-offer-import/cancel',
  bulkImportAccept: 'stocklist/offer/bulk-offer-import/accept',
} as const;
