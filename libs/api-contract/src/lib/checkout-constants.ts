// Run-time constants of checkout and sales orders (spec 02 §4, §5, §8, §9; spec 03 §3, §4, §8).
// No TypeBox here: the portal imports this module through @bp/api-contract/constants and keeps
// the schema library out of its bundle.

/** Shipping method codes the portal treats specially (spec 02 §4, §9); others carry an express or standard prefix. */
export const ShippingMethodCode = {
  REQUEST_A_QUOTE: 'REQUEST_A_QUOTE',
  BILL_MY_ACCOUNT: 'BILL_MY_ACCOUNT',
} as const;

/** Payment method codes the portal and the server treat specially (spec 02 §4). */
export const PaymentMethodCode = {
  INTEGRATED_PAYPAL: 'INTEGRATED_PAYPAL',
  TERMS_NET_30: 'TERMS_NET_30',
  COD: 'COD',
} as const;

/** How a payment method's or an additional service's fee is computed (spec 02 §3, §9). */
export const FeeType = {
  FIXED: 'FIXED',
  PER_UNIT: 'PER_UNIT',
  PERC_OF_ORDER_SUBTOTAL: 'PERC_OF_ORDER_SUBTOTAL',
  PERC_OF_ORDER_TOTAL: 'PERC_OF_ORDER_TOTAL',
} as const;
export type FeeType = (typeof FeeType)[keyof typeof FeeType];
export const FEE_TYPES: readonly FeeType[] = Object.values(FeeType);

/** Insurance choices (spec 02 §9). */
export const InsuranceChoice = { YES: 'YES', NO: 'NO' } as const;

/** Confirmation types (spec 02 §2 Order confirmation, §9). */
export const ConfirmationType = {
  PAY_AND_SHIP_NOW: 'Pay And Ship Now',
  HOLD_THE_ORDER: 'Hold the Order',
  HOLD_UNTIL_SHIPPING_QUOTE: 'Hold the Order Until Shipping Quote',
} as const;

/** Order-release actions (spec 02 §9). */
export const OrderReleaseAction = { HOLD_ORDER: 'HOLD_ORDER', RELEASE_ORDER: 'RELEASE_ORDER' } as const;

/**
 * Fulfillment statuses the server sets itself (spec 02 §4, spec 03 §4); the tenant's order
 * settings may define more (with label and colour) for its own fulfilment system.
 */
export const FulfillmentStatus = {
  ON_HOLD: 'ON_HOLD',
  AWAITING_SHIPPING_QUOTE: 'AWAITING_SHIPPING_QUOTE',
  AWAITING_FULFILLMENT: 'AWAITING_FULFILLMENT',
  SHIPPED: 'SHIPPED',
  INVOICED: 'INVOICED',
  CANCELED: 'CANCELED',
} as const;

/** Fulfillment statuses of an order the cart can still be added to (spec 02 §2 add to existing order). */
export const ADDABLE_FULFILLMENT_STATUSES: readonly string[] = [FulfillmentStatus.ON_HOLD, FulfillmentStatus.AWAITING_SHIPPING_QUOTE];

export const PaymentStatus = {
  AWAITING_PAYMENT: 'AWAITING_PAYMENT',
  PAID: 'PAID',
} as const;

/** Payment check outcome (spec 02 §4 Payment status). */
export const PaymentOutcome = { SUCCESS: 'SUCCESS', FAILURE: 'FAILURE' } as const;

/** Spec 02 §9: the insurance maximum when the tenant configures none. */
export const DEFAULT_MAX_INSURANCE_AMOUNT = 50000;
/** Spec 02 §5, §9: shipping instructions. */
export const SHIPPING_INSTRUCTIONS_MAX_LENGTH = 1024;
export const SHIPPING_INSTRUCTIONS_ROWS = 3;
/** Spec 02 §5, §9 timings (portal). */
export const CHARGES_RECALCULATION_DELAY_MS = 500;
export const INSURANCE_CHECK_DEBOUNCE_MS = 100;
export const INSURANCE_VALIDATE_DELAY_MS = 400;
export const INSURANCE_AMOUNT_DEBOUNCE_MS = 500;
/** Spec 02 §2 Payment popup. */
export const PAYMENT_POPUP_WIDTH = 600;
export const PAYMENT_POPUP_HEIGHT = 700;
export const PAYMENT_POPUP_POLL_MS = 1000;
/** Default payment grace period when a tenant enables it without a length (hours). */
export const DEFAULT_GRACE_PERIOD_HOURS = 48;

/** Request header that makes a submit idempotent (same key + same body → the same order). */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/** Selection rows in the order the portal reports missing ones (spec 02 §4). */
export const CheckoutRowLabel = {
  SHIPPING_ADDRESS: 'Shipping Address',
  SHIPPING_METHOD: 'Shipping Method',
  BILLING_ADDRESS: 'Billing Address',
  PAYMENT_METHOD: 'Payment Method',
} as const;

/**
 * Texts of spec 02 §5 and §8. `{1}` is a parameter filled by the sender; `$` before it is the
 * tenant's currency symbol.
 */
export const CheckoutMessage = {
  CARRIER_REQUIRED: 'Carrier is Required',
  SERVICE_LEVEL_REQUIRED: 'Service Level is Required',
  ACCOUNT_NUMBER_REQUIRED: 'Account Number is Required',
  FREIGHT_REQUIRED: 'Freight is Required',
  FREIGHT_NOT_A_NUMBER: 'Freight should be a number',
  INSURANCE_NOT_CHOSEN: 'Please Select Insurance.',
  INSURANCE_TOO_LOW: 'Invalid value, must be greater than ${1}',
  INSURANCE_TOO_HIGH: 'Max Value for this order is ${1}',
  INVALID_SELECTION: 'Invalid Selection',
  FINALIZE: 'Please finalize the following: {1}',
  PAYMENT_METHOD_MISSING: 'Please select a payment method before continuing',
  REQUIRED_FIELDS: 'Please fill the Required Fields',
  PAY_AND_SHIP_CONFIRM: 'Are you ready to release this order and have it shipped now?',
  UPDATED_EXISTING_ORDER: 'Successfully updated the existing order',
  PREFERENCES_SAVED: 'Successfully saved the preferences',
  PAYMENT_FAILED: 'Your payment did not go through. Please PAY NOW USING PAYPAL.',
  PAYMENT_REQUIRED_BEFORE_SHIPPING: 'Payment must be received before we can ship your order. Please use PayPal to complete your payment now',
  PREFERENCES_DESCRIPTION: 'These preferences are used by default on new orders, and on orders created when awarding auctions and pre-orders.',
  /** Not in the spec's catalogue: the offers of this submit were already ordered (second tab). */
  ALREADY_ORDERED: 'These items were already ordered in order {1}',
  /** Not in the spec's catalogue: an Idempotency-Key reused with another body. */
  IDEMPOTENCY_KEY_REUSED: 'This Idempotency-Key was already used for a different order',
  /** Not in the spec's catalogue: an offer in the submit can no longer be checked out. */
  OFFER_NOT_READY: 'An item is no longer ready to check out; please review your cart',
  /** Not in the spec's catalogue: an accepted or countered price ran out. */
  OFFER_EXPIRED: 'The accepted price of an item has expired; please review your cart',
  /** Not in the spec's catalogue: a countered item below its minimum quantity. */
  BELOW_MINIMUM_QUANTITY: 'New Quantity must be greater than or equal to minimum quantity',
  /** Not in the spec's catalogue: fewer units left than ordered. */
  INSUFFICIENT_STOCK: 'Only {1} of {2} are still available',
  /** Not in the spec's catalogue: an offer of another warehouse in this warehouse's checkout. */
  WRONG_WAREHOUSE: 'An item does not belong to this warehouse',
  /** Not in the spec's catalogue: the charges changed since the buyer saw them. */
  CHARGES_CHANGED: 'The order total changed; please review the charges and submit again',
  /** Not in the spec's catalogue: the order total exceeds the payment method's credit limit. */
  OVER_CREDIT_LIMIT: 'The order total exceeds the credit limit of this payment method',
  /** Spec 03 §8 (outdatedSalesOrder). */
  OUTDATED_SALES_ORDER: 'Your order was recently updated and your changes are not up to date. Please review your changes and try again.',
  /** Not in the spec's catalogue: adding to an order that can no longer take items. */
  ORDER_NOT_ON_HOLD: 'This order can no longer be updated',
  /** Spec 03 §8 (missing order); {1} is the order number. */
  ORDER_NOT_FOUND: 'No order found of this id: {1}',
  /** Not in the spec's catalogue: a payment link for an order that is not a PayPal order awaiting payment. */
  PAYMENT_NOT_AWAITED: 'This order is not awaiting a PayPal payment',
  /** Not in the spec's catalogue: PayPal could not be reached or failed; nothing was charged. */
  PAYMENT_PROVIDER_UNAVAILABLE: 'PayPal is not available right now; please try again in a moment',
  /** Not in the spec's catalogue: REQUEST_A_QUOTE on a partner order of a manually synced system (spec 02 §4 Preferences page). */
  QUOTE_NOT_OFFERED: 'Request a quote is not available for this order; please choose another shipping method',
} as const;

/** Message codes of checkout refusals (errors[].messageCode; translated through saas-i18n). */
export const CheckoutMessageCode = {
  CARRIER_REQUIRED: 'CHECKOUT_CARRIER_REQUIRED',
  SERVICE_LEVEL_REQUIRED: 'CHECKOUT_SERVICE_LEVEL_REQUIRED',
  ACCOUNT_NUMBER_REQUIRED: 'CHECKOUT_ACCOUNT_NUMBER_REQUIRED',
  FREIGHT_REQUIRED: 'CHECKOUT_FREIGHT_REQUIRED',
  FREIGHT_NOT_A_NUMBER: 'CHECKOUT_FREIGHT_NOT_A_NUMBER',
  INSURANCE_NOT_CHOSEN: 'CHECKOUT_INSURANCE_NOT_CHOSEN',
  INSURANCE_TOO_LOW: 'CHECKOUT_INSURANCE_TOO_LOW',
  INSURANCE_TOO_HIGH: 'CHECKOUT_INSURANCE_TOO_HIGH',
  INVALID_SELECTION: 'CHECKOUT_INVALID_SELECTION',
  FINALIZE: 'CHECKOUT_FINALIZE',
  PAYMENT_METHOD_MISSING: 'CHECKOUT_PAYMENT_METHOD_MISSING',
  REQUIRED_FIELDS: 'CHECKOUT_REQUIRED_FIELDS',
  ALREADY_ORDERED: 'CHECKOUT_ALREADY_ORDERED',
  IDEMPOTENCY_KEY_REUSED: 'IDEMPOTENCY_KEY_REUSED',
  OFFER_NOT_READY: 'CHECKOUT_OFFER_NOT_READY',
  OFFER_EXPIRED: 'CHECKOUT_OFFER_EXPIRED',
  BELOW_MINIMUM_QUANTITY: 'CHECKOUT_BELOW_MINIMUM_QUANTITY',
  WRONG_WAREHOUSE: 'CHECKOUT_WRONG_WAREHOUSE',
  CHARGES_CHANGED: 'CHECKOUT_CHARGES_CHANGED',
  OVER_CREDIT_LIMIT: 'CHECKOUT_OVER_CREDIT_LIMIT',
  OUTDATED_SALES_ORDER: 'outdatedSalesOrder',
  ORDER_NOT_ON_HOLD: 'SALES_ORDER_NOT_ON_HOLD',
  ORDER_NOT_FOUND: 'SALES_ORDER_NOT_FOUND',
  PAYMENT_NOT_AWAITED: 'PAYMENT_NOT_AWAITED',
  PAYMENT_PROVIDER_UNAVAILABLE: 'PAYMENT_PROVIDER_UNAVAILABLE',
  QUOTE_NOT_OFFERED: 'CHECKOUT_QUOTE_NOT_OFFERED',
} as const;

/** `{1}`, `{2}`, ... → params, in order. */
export function fillMessage(template: string, ...params: string[]): string {
  return params.reduce((text, param, index) => text.split(`{${index + 1}}`).join(param), template);
}

/** Paths relative to /px-api-gateway ({warehouseCode}, {salesOrder}, {phonexOrderNumber} are route parameters). */
export const CheckoutPaths = {
  cart: 'stocklist/cart/:warehouseCode',
  pxnrCart: 'pxnr/cart/:warehouseCode',
  /** The cart's "add to an existing order" list; suffix of cart / pxnrCart. */
  addToExisting: 'add-to-existing',
  /** Review ({salesOrder}) and update ({salesOrder}/submit) of a combined order; suffix of cart / pxnrCart. */
  addToSalesOrder: 'add-to-sales-order/:salesOrder',
  submit: 'submit',
  v2CartSubmit: 'v2/stocklist/cart/:warehouseCode/submit',
  salesOrder: 'sales-order/:phonexOrderNumber',
  racTerms: 'sales-order/:phonexOrderNumber/rac-terms',
  onHoldOrderWarehouses: 'sales-orders/onhold-order-warehouses',
  calculateCharges: 'orderservices/calculate-charges',
  options: 'orderservices/options',
  shippingOptions: 'orderservices/options/shipping',
  paymentOptions: 'orderservices/options/payment',
  servicesOptions: 'orderservices/options/services',
  selectedOptions: 'orderservices/selectedoptions',
  preferencesOptions: 'shipping-billing-preferences/options',
  preferencesSelected: 'shipping-billing-preferences/selected',
  preferencesSubmit: 'shipping-billing-preferences/submit',
  /** Spec 02 §7 Payment link: GET, answers { approvalLink } (query returnMode popup | redirect | order-redirect). */
  paymentLink: 'order/:phonexOrderNumber/payment',
  /** Spec 02 §7 Payment capture (query token and PayerID; the method is not shown: GET, as PayPal's return does). */
  paymentCapture: 'order/:phonexOrderNumber/payment/capture',
  /** Spec 02 §7 Payment status check (the path is not shown): GET, answers { paymentStatus: SUCCESS | FAILURE | PENDING }. */
  paymentStatus: 'order/:phonexOrderNumber/payment/status',
} as const;

/**
 * Where PayPal (or the embedded approval page) sends the buyer back: an API page that captures the
 * payment and then closes the popup, or in redirect mode goes on to the confirmation route with
 * PAYPAL_RETURN_QUERY set to the order number, where the portal resumes the payment check.
 */
export const PAYPAL_RETURN_PAGE = '/pages/paypal/return';
/** The embedded approval page (PayPal's window when a tenant has no PayPal credentials). */
export const PAYPAL_APPROVAL_PAGE = '/pages/paypal/approve';
export const PAYPAL_RETURN_QUERY = 'paypalOrder';
/** How the portal opened the approval page: a 600x700 popup, or the same window when the popup was blocked. */
export const PaymentReturnMode = {
  POPUP: 'popup',
  /** Same window, back to checkout's confirmation (/checkout/order-release-confirmation?paypalOrder=). */
  REDIRECT: 'redirect',
  /** Same window, back to the order page's release confirmation (/orders/{n}/order-release-confirmation?paypalOrder=). */
  ORDER_REDIRECT: 'order-redirect',
} as const;
export type PaymentReturnMode = (typeof PaymentReturnMode)[keyof typeof PaymentReturnMode];
/** The payment check of an order (spec 02 §4): PENDING while the buyer has not finished in PayPal's window. */
export const PaymentCheckStatus = { SUCCESS: 'SUCCESS', FAILURE: 'FAILURE', PENDING: 'PENDING' } as const;
export type PaymentCheckStatus = (typeof PaymentCheckStatus)[keyof typeof PaymentCheckStatus];
