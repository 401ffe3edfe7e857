// Run-time constants of order management (spec 03 §2 Orders list / Order detail, §4, §5, §7, §8,
// §9). No TypeBox here: the portal imports this module through @bp/api-contract/constants.

/** Paths relative to /px-api-gateway ({phonexOrderNumber}, {invoiceNumber} are route parameters). */
export const OrderPaths = {
  /** GET: the buyer's orders, always an array (query search, offset, limit), updateDate descending. */
  list: 'sales-orders',
  /** GET: the same list as .xlsx (query search). */
  listExport: 'sales-orders/export',
  /** PUT: order upsert, body a salesOrder with its version; answers { status: 'SUCCESS', salesOrder }. */
  upsert: 'sales-order',
  /** POST: cancel (body { version }); the same rules as an upsert with fulfillmentStatus CANCELED. */
  cancel: 'sales-order/:phonexOrderNumber/cancel',
  /** POST: reservation/cancellation fees (body phonexOrderNumber, isCancellation, items). */
  calculateFees: 'sales-order/calculate-fees',
  /** GET the terms; POST accepts them (body the fetched terms). Same path as CheckoutPaths.racTerms. */
  racTerms: 'sales-order/:phonexOrderNumber/rac-terms',
  manifestSummary: 'sales-order/:phonexOrderNumber/manifest-summary',
  manifestExport: 'sales-order/:phonexOrderNumber/manifest/export',
  orderExport: 'sales-order/:phonexOrderNumber/export',
  invoiceExport: 'sales-order/:phonexOrderNumber/invoice/:invoiceNumber/export',
} as const;

/** What an upsert answers when it saved (spec 03 §7 'SUCCESS' expected). */
export const ORDER_UPDATE_SUCCESS = 'SUCCESS';

/** Columns the orders list may show (settings buyerSalesOrderListPageSettings.columns pick from these). */
export const ORDER_LIST_COLUMNS = [
  'phonexOrderNumber',
  'refOrderNumber',
  'createDate',
  'updateDate',
  'warehouse',
  'warehouseCode',
  'fulfillmentStatus',
  'paymentStatus',
  'total',
  'subtotal',
  'totalOrderedQuantity',
  'shippingMethodLabel',
  'paymentMethodLabel',
  'trackingNumbers',
] as const;
export type OrderListColumn = (typeof ORDER_LIST_COLUMNS)[number];

/** Spec 03 §9. */
export const ORDERS_PER_PAGE = 50;
export const ORDER_SEARCH_DEBOUNCE_MS = 500;
/** The longest orders search the API takes (the search box stops there). */
export const ORDER_SEARCH_MAX_LENGTH = 200;
/** Spec 03 §9: the order screen's snackbar (the late-payment deadline) hides after 300000 ms. */
export const ORDER_SNACKBAR_AUTO_HIDE_MS = 300_000;
/** The most rows one list call answers (the portal pages client-side within them). */
export const MAX_ORDER_LIST_ROWS = 10_000;

/** Texts of spec 03 §5 and §8 (`{1}` is a parameter). */
export const OrderMessage = {
  NOT_EDITABLE: 'Order cannot be edited, please contact your sales rep.',
  INVALID_ORDER_QUANTITY: 'Invalid order quantity',
  NOT_ENOUGH_QUANTITY: 'Not enough quantity',
  MAX_QUANTITY: 'Max quantity: {1}',
  MIN_QUANTITY: 'Min quantity : {1}',
  INVALID_QUANTITY: 'Invalid quantity',
  INVALID_INCREMENT: 'Invalid Increment Size',
  INCREMENT_HINT: 'Inc of {1}',
  /** The quantity field's type check on save (a whole number). */
  INVALID_INPUT: 'Invalid Input',
  CANNOT_CANCEL_BY_REMOVING: 'Removing this item will cancel the order. Unable to cancel the order. Please reach out to your Sales Rep.',
  SAVE_FAILED: 'Some of the changes failed to save: ',
  CANCEL_FAILED: 'Error while cancelling Order: ',
  CANCELED: 'Your order canceled successfully',
  CHANGES_SAVED: '{1} changes saved',
  CHANGES_CANCELED: '{1} changes canceled',
  LIST_FETCH_ERROR: "Sales order list couldn't be fetched",
  RAC_TERMS_FETCH_FAILED: 'Failed to fetch Reservation and Cancellation Terms.',
  RAC_FEES_ACCEPTED: 'Reservation and Cancellation Fees Accepted:',
  /** Not in the spec's catalogue: an item the order does not hold (upserts only change existing lines). */
  ITEM_NOT_IN_ORDER: 'Item {1} is not part of this order',
  /** Not in the spec's catalogue: terms accepted twice, or not offered for this order. */
  CANNOT_EXTEND_PAYMENT_TIME: 'Payment time cannot be extended for this order',
  /** Not in the spec's catalogue: the terms posted differ from the order's. */
  RAC_TERMS_CHANGED: 'The reservation and cancellation terms changed; please review them again',
  /** Not in the spec's catalogue (seller side): the order is not in a status this action applies to. */
  WRONG_STATUS: 'Order {1} is {2}: this action does not apply',
  /** Not in the spec's catalogue: an invoice number the order does not have. */
  INVOICE_NOT_FOUND: 'No invoice {1} for this order',
} as const;

export const OrderMessageCode = {
  NOT_EDITABLE: 'SALES_ORDER_NOT_EDITABLE',
  INVALID_ORDER_QUANTITY: 'SALES_ORDER_INVALID_ORDER_QUANTITY',
  NOT_ENOUGH_QUANTITY: 'SALES_ORDER_NOT_ENOUGH_QUANTITY',
  MAX_QUANTITY: 'SALES_ORDER_MAX_QUANTITY',
  MIN_QUANTITY: 'SALES_ORDER_MIN_QUANTITY',
  INVALID_QUANTITY: 'SALES_ORDER_INVALID_QUANTITY',
  INVALID_INCREMENT: 'SALES_ORDER_INVALID_INCREMENT',
  CANNOT_CANCEL_BY_REMOVING: 'SALES_ORDER_CANNOT_CANCEL_BY_REMOVING',
  LIST_FETCH_ERROR: 'SALES_ORDER_LIST_FETCH_ERROR',
  ITEM_NOT_IN_ORDER: 'SALES_ORDER_ITEM_NOT_IN_ORDER',
  CANNOT_EXTEND_PAYMENT_TIME: 'SALES_ORDER_CANNOT_EXTEND_PAYMENT_TIME',
  RAC_TERMS_CHANGED: 'SALES_ORDER_RAC_TERMS_CHANGED',
  WRONG_STATUS: 'SALES_ORDER_WRONG_STATUS',
  INVOICE_NOT_FOUND: 'SALES_ORDER_INVOICE_NOT_FOUND',
} as const;

/** Spec 03 §8: the list fetch error the portal raises on a non-array answer. */
export const SALES_ORDER_LIST_FETCH_ERROR_STATUS = 418;
