import type { FieldMessageCode, MessageCode } from '@bp/api-contract';
import { CheckoutMessage, OfferMessage, type CheckoutMessageCode, type OfferMessageCode } from '@bp/api-contract/constants';

/** Every messageCode the API can send (libs/api-contract errors.ts, offer-constants.ts and checkout-constants.ts). */
export type ApiMessageCode =
  MessageCode | FieldMessageCode | (typeof OfferMessageCode)[keyof typeof OfferMessageCode] | (typeof CheckoutMessageCode)[keyof typeof CheckoutMessageCode];

/**
 * The portal's English text for every messageCode of the contract (spec 01 §8). Tenants translate a
 * code through saas-i18n; without their translation a buyer reads this text, never the bare code
 * (OFFER_OUT_OF_STOCK). Typed by the contract's codes: a new code fails the typecheck until it has
 * a text here. The offer rules reuse the contract's own messages (the API sends the same words).
 */
export const MESSAGE_CODE_TEXTS: Readonly<Record<ApiMessageCode, string>> = {
  BAD_REQUEST: 'The request could not be processed. Please check what you entered and try again.',
  VALIDATION_FAILED: 'Some of the values entered are not valid. Please check them and try again.',
  INVALID_JSON: 'The request could not be read. Please try again.',
  UNAUTHORIZED: 'Session Expired',
  UNAUTHORIZED_USER: 'This account may not use this portal. Please contact your sales representative.',
  ACCOUNT_SETUP_REQUIRED: 'Please finish the account setup first.',
  FORBIDDEN: 'You are not allowed to do this.',
  NOT_FOUND: 'What you were looking for could not be found. It may have been removed.',
  TENANT_NOT_FOUND: 'This portal could not be found. Please check the address.',
  METHOD_NOT_ALLOWED: 'This action is not available.',
  PAYLOAD_TOO_LARGE: 'The file or request is too large.',
  UNSUPPORTED_MEDIA_TYPE: 'This type of file is not supported.',
  TOO_MANY_REQUESTS: 'Too many requests in a short time. Please wait a moment and try again.',
  CONFLICT: 'Someone else changed this in the meantime. Please reload and try again.',
  BUSINESS_RULE_FAILED: 'This change is not allowed.',
  INSUFFICIENT_STOCK: 'There is not enough stock for this quantity.',
  INTERNAL_SERVER_ERROR: 'Something went wrong. Please try again later.',
  SERVICE_UNAVAILABLE: 'The service is not available right now. Please try again later.',
  FIELD_REQUIRED: 'This field is required.',
  FIELD_INVALID_TYPE: 'This value has the wrong type.',
  FIELD_INVALID_FORMAT: 'This value is not in the expected format.',
  FIELD_OUT_OF_RANGE: 'This value is out of the allowed range.',
  FIELD_NOT_ALLOWED: 'This field is not allowed here.',
  FIELD_INVALID: 'This value is not valid.',
  OFFER_PRICE_NOT_BELOW_LIST: OfferMessage.PRICE_NOT_BELOW_LIST,
  OFFER_PRICE_NOT_BELOW_COUNTER: OfferMessage.PRICE_NOT_BELOW_COUNTER,
  OFFER_QUANTITY_BELOW_MINIMUM: OfferMessage.QUANTITY_BELOW_MINIMUM,
  OFFERS_NOT_ACCEPTED: OfferMessage.OFFERS_NOT_ACCEPTED,
  OFFER_OUT_OF_STOCK: OfferMessage.OUT_OF_STOCK,
  OFFER_PRICE_PRECISION: OfferMessage.PRICE_PRECISION,
  OFFER_NOT_AWAITING_BUYER_REVIEW: OfferMessage.NOT_AWAITING_BUYER_REVIEW,
  OFFER_ITEM_MISMATCH: 'This offer belongs to another item. Please reload and try again.',
  OFFER_NOT_PENDING: OfferMessage.NOT_PENDING,
  OFFER_COUNTER_PRICE_OUT_OF_RANGE: OfferMessage.COUNTER_PRICE_OUT_OF_RANGE,
  IMPORT_INVALID_FILE: 'This file cannot be imported. Please use the exported stock list with its columns.',
  IMPORT_NOTHING_PENDING: 'There is no import waiting for review.',
  prospectCannotCheckoutContactSalesRep: 'Your account is not ready for checkout yet. Please contact your sales representative.',
  // Checkout (spec 02 §5, §8): the API sends the filled-in text as the message; these stand in without parameters.
  CHECKOUT_CARRIER_REQUIRED: CheckoutMessage.CARRIER_REQUIRED,
  CHECKOUT_SERVICE_LEVEL_REQUIRED: CheckoutMessage.SERVICE_LEVEL_REQUIRED,
  CHECKOUT_ACCOUNT_NUMBER_REQUIRED: CheckoutMessage.ACCOUNT_NUMBER_REQUIRED,
  CHECKOUT_FREIGHT_REQUIRED: CheckoutMessage.FREIGHT_REQUIRED,
  CHECKOUT_FREIGHT_NOT_A_NUMBER: CheckoutMessage.FREIGHT_NOT_A_NUMBER,
  CHECKOUT_INSURANCE_NOT_CHOSEN: CheckoutMessage.INSURANCE_NOT_CHOSEN,
  CHECKOUT_INSURANCE_TOO_LOW: 'The insured value must be at least 1.',
  CHECKOUT_INSURANCE_TOO_HIGH: 'The insured value is above the maximum for this order.',
  CHECKOUT_INVALID_SELECTION: CheckoutMessage.INVALID_SELECTION,
  CHECKOUT_FINALIZE: 'Please finalize the shipping and payment choices.',
  CHECKOUT_PAYMENT_METHOD_MISSING: CheckoutMessage.PAYMENT_METHOD_MISSING,
  CHECKOUT_REQUIRED_FIELDS: CheckoutMessage.REQUIRED_FIELDS,
  CHECKOUT_ALREADY_ORDERED: 'These items were already ordered.',
  IDEMPOTENCY_KEY_REUSED: CheckoutMessage.IDEMPOTENCY_KEY_REUSED,
  CHECKOUT_OFFER_NOT_READY: CheckoutMessage.OFFER_NOT_READY,
  CHECKOUT_OFFER_EXPIRED: CheckoutMessage.OFFER_EXPIRED,
  CHECKOUT_BELOW_MINIMUM_QUANTITY: CheckoutMessage.BELOW_MINIMUM_QUANTITY,
  CHECKOUT_WRONG_WAREHOUSE: CheckoutMessage.WRONG_WAREHOUSE,
  CHECKOUT_CHARGES_CHANGED: CheckoutMessage.CHARGES_CHANGED,
  CHECKOUT_OVER_CREDIT_LIMIT: CheckoutMessage.OVER_CREDIT_LIMIT,
  outdatedSalesOrder: CheckoutMessage.OUTDATED_SALES_ORDER,
  SALES_ORDER_NOT_ON_HOLD: CheckoutMessage.ORDER_NOT_ON_HOLD,
  SALES_ORDER_NOT_FOUND: 'No order found.',
  PAYMENT_NOT_AWAITED: CheckoutMessage.PAYMENT_NOT_AWAITED,
  PAYMENT_PROVIDER_UNAVAILABLE: CheckoutMessage.PAYMENT_PROVIDER_UNAVAILABLE,
  CHECKOUT_QUOTE_NOT_OFFERED: CheckoutMessage.QUOTE_NOT_OFFERED,
};

/** The English text of a messageCode; undefined for a code the contract does not define. */
export function englishTextOf(messageCode: string): string | undefined {
  return Object.hasOwn(MESSAGE_CODE_TEXTS, messageCode) ? MESSAGE_CODE_TEXTS[messageCode as ApiMessageCode] : undefined;
}
