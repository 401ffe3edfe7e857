import { CheckoutMessage, OrderMessage } from '@bp/api-contract/constants';
import { registerTexts, useTexts, type TextsOf } from '@bp/ui-kit';
import { LATE_PAYMENT_TEXTS } from './late-payment-texts';

/**
 * The orders pages' texts (English defaults; screens pass them through the tenant translations).
 * Quoted spec 03 texts are kept exactly; validation and failure texts come from the contract
 * (OrderMessage, whose `{1}` parameters become named ones here) so the API and the portal say the same.
 */
export const ORDERS_TEXTS = {
  title: 'Orders',
  search: 'Search orders',
  clearSearch: 'Clear',
  export: 'Export',
  loading: 'Loading orders',
  noOrders: 'No orders',
  // The list's pager (accessible names of its landmark and buttons).
  pagination: 'Pagination',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  // The Pager's own template: it puts each page number in place of {page}.
  pageNumber: 'Page {page}',
  listFetchError: OrderMessage.LIST_FETCH_ERROR,
  // Column titles of the configured list columns.
  phonexOrderNumber: 'Order #',
  refOrderNumber: 'Reference #',
  createDate: 'Created',
  updateDate: 'Updated',
  warehouse: 'Warehouse',
  warehouseCode: 'Warehouse code',
  fulfillmentStatus: 'Fulfillment status',
  paymentStatus: 'Payment status',
  total: 'Total',
  subtotal: 'Subtotal',
  totalOrderedQuantity: 'Quantity',
  shippingMethodLabel: 'Shipping method',
  paymentMethodLabel: 'Payment method',
  trackingNumbers: 'Tracking',
  // Spec 03 §2 Order detail.
  orderTitle: 'Order # {{number}}',
  backToOrders: 'Back to Orders',
  noOrderFound: 'No order found of this id: {{path}}',
  notEditable: OrderMessage.NOT_EDITABLE,
  loadingOrder: 'Loading order',
  created: 'Created',
  updated: 'Updated',
  trackingNumbersLabel: 'Tracking numbers',
  // A tracking number with its carrier, as its link reads.
  trackingWithCarrier: '{{number}} ({{carrier}})',
  forPxcOrder: 'For PXC Order',
  exportMenu: 'Export',
  exportManifest: 'Manifest',
  exportInvoice: 'Invoice {{invoiceNumber}}',
  exportOrder: 'Order',
  orderSummary: 'Order summary',
  // The totals block's third place, at the bottom with the order's buttons (spec 03 §2).
  orderTotals: 'Order totals',
  freightPending: 'Awaiting quote',
  additionalServices: 'Additional services',
  freight: 'Freight',
  paymentFee: 'Payment fee',
  insurance: 'Insurance',
  tax: 'Tax',
  reservationFee: 'Reservation fee',
  cancellationFee: 'Cancellation fee',
  orderTotal: 'Order total',
  orderItems: 'Order items',
  item: 'Item',
  description: 'Description',
  ordered: 'Ordered',
  shipped: 'Shipped',
  canceled: 'Canceled',
  unitPrice: 'Unit price',
  extendedPrice: 'Total',
  available: 'Available',
  actions: 'Actions',
  edit: 'Edit',
  editItem: 'Edit {{item}}',
  remove: 'Remove',
  removeItem: 'Remove {{item}}',
  done: 'Done',
  cancelEdit: 'Cancel',
  quantityOf: 'Quantity of {{item}}',
  unsavedChanges: '{{n}} unsaved changes',
  save: 'Save',
  cancelChanges: 'Cancel',
  changesSaved: OrderMessage.CHANGES_SAVED.replace('{1}', '{{n}}'),
  changesCanceled: OrderMessage.CHANGES_CANCELED.replace('{1}', '{{n}}'),
  saveFailed: OrderMessage.SAVE_FAILED,
  outdatedSalesOrder: CheckoutMessage.OUTDATED_SALES_ORDER,
  leavePrompt: 'You have {{n}} unsaved changes. OK to forget these changes and leave the page?',
  holdForLater: 'Hold Order For Later',
  payAndShipNow: 'Pay And Ship Now',
  placeOrder: 'Place Order',
  // Spec 03 §4 Shipping method requests: 'hold order until shipping quote', in the other buttons' casing (as checkout).
  holdUntilShippingQuote: 'Hold Order Until Shipping Quote',
  // Why Pay And Ship Now is disabled while proof-of-export documents are owed (checkout's wording), then their names.
  proofOfExportPending: 'Pay And Ship Now is unavailable until your proof of export documents are approved:',
  // The same reason without names (nothing owed, the sent proof awaits approval) and in the
  // single-button flow, whose button says Place Order.
  proofOfExportAwaitingApproval: 'Pay And Ship Now is unavailable until your proof of export documents are approved.',
  placeOrderProofOfExportPending: 'Place Order is unavailable until your proof of export documents are approved:',
  placeOrderProofOfExportAwaitingApproval: 'Place Order is unavailable until your proof of export documents are approved.',
  cancelOrder: 'Cancel Order',
  cancelOrderConfirm: 'Cancel this order?',
  keepOrder: 'Keep Order',
  orderCanceled: OrderMessage.CANCELED,
  cancelFailed: OrderMessage.CANCEL_FAILED,
  // Spec 03 §2 release confirmation.
  releaseTitle: 'Thank you for your order',
  releaseProcessing: 'Your order is being processed.',
  releaseEmail: 'You will receive a confirmation email shortly.',
  paypalAccepted: 'Payment accepted by PayPal',
  // Spec 03 §8 PayPal failure (the two texts shown together).
  paymentFailed: 'Your payment did not go through.',
  payNowUsingPaypal: 'Please PAY NOW USING PAYPAL.',
  checkingPayment: 'Checking your payment with PayPal…',
  payNowWithPaypal: 'PAY NOW USING PAYPAL',
  goToOrders: 'Go to Orders',
  // The order's shipped units and their facts.
  units: 'Units',
  loadingUnits: 'Loading units',
  unitsFetchError: "The order's units couldn't be loaded.",
  searchUnits: 'Search by IMEI or serial',
  gradeFilter: 'Grade',
  allGrades: 'All grades',
  conditionFilter: 'Condition',
  allConditions: 'All conditions',
  conditionClean: 'Clean',
  conditionCarrierLocked: 'Carrier locked',
  conditionBlacklisted: 'Blacklisted',
  conditionActivationLocked: 'Activation locked (iCloud/FRP)',
  conditionUnchecked: 'Not checked',
  // count picks the form; total is the count written with the language's grouping.
  unitCount_one: '{{total}} unit',
  unitCount_other: '{{total}} units',
  unitCountFiltered: '{{shown}} of {{total}} units',
  noMatchingUnit: 'No unit matches this search',
  imei: 'IMEI',
  imei2: 'IMEI 2',
  serial: 'Serial',
  model: 'Model',
  capacity: 'Capacity',
  colour: 'Colour',
  grade: 'Grade',
  battery: 'Battery',
  batteryPercent: '{{percent}} %',
  carrierLock: 'Carrier lock',
  blacklist: 'Blacklist',
  activationLock: 'Activation lock',
  testResult: 'Test result',
  photos: 'Photos',
  photoNumber: 'Photo {{n}}',
  unlocked: 'Unlocked',
  locked: 'Locked',
  clean: 'Clean',
  blacklisted: 'Blacklisted',
  unknown: 'Unknown',
  lockOff: 'Off',
  lockOn: 'On',
  // The order's returns window and returns.
  returnsAcceptedUntil_one: 'Returns accepted until {{date}}, {{count}} day left',
  returnsAcceptedUntil_other: 'Returns accepted until {{date}}, {{count}} days left',
  returnsClosedOn: 'Returns closed on {{date}}',
  requestReturn: 'Request a return',
  // Every line of the order again, through the quick order page.
  buyAgain: 'Buy these again',
  orderReturns: 'Returns',
  returnNumber: 'Return {{number}}',
  unitReturn: 'Return',
  unitInReturn: 'Return {{number}} ({{status}})',
  returnREQUESTED: 'Requested',
  returnAPPROVED: 'Approved',
  returnREJECTED: 'Rejected',
  returnRECEIVED: 'Received',
  returnCREDITED: 'Credited',
  fulfillmentStatusLabel: 'Fulfillment status',
  paymentStatusLabel: 'Payment status',
} as const;

/** The orders namespace: the pages' texts and the late-payment section's (equal where both name a fee). */
export const ORDERS_NAMESPACE_TEXTS = { ...LATE_PAYMENT_TEXTS, ...ORDERS_TEXTS };

registerTexts('orders', ORDERS_NAMESPACE_TEXTS, { es: () => import('./locales/es') });

/** The orders namespace's `t`: a key of its catalogue with its `{{name}}` values, in the buyer's language. */
export type OrdersText = TextsOf<typeof ORDERS_NAMESPACE_TEXTS>;

export function useOrdersText(): OrdersText {
  return useTexts<typeof ORDERS_NAMESPACE_TEXTS>('orders');
}
