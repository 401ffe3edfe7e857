import { CheckoutMessage, ConfirmationType } from '@bp/api-contract/constants';
import { registerTexts, useTexts, type TextsOf } from '@bp/ui-kit';

/**
 * Checkout's texts (English defaults; screens pass them through the tenant translations). Quoted
 * spec 02 texts are kept exactly; validation and failure texts come from the contract
 * (CheckoutMessage) so the API and the portal say the same.
 */
export const CHECKOUT_TEXTS = {
  heading: 'Checkout',
  backToCart: 'Back to Cart',
  loading: 'Loading checkout',
  payAndShipNow: 'Pay And Ship Now',
  holdOrderForLater: 'Hold Order For Later',
  placeOrder: 'Place Order',
  // Spec 02 §2 names the variant "hold order until shipping quote"; the button says it in the others' casing.
  holdUntilShippingQuote: 'Hold Order Until Shipping Quote',
  proofOfExportPending: 'Pay And Ship Now is unavailable until your proof of export documents are approved:',
  // The same reason once nothing is owed (the sent proof awaits approval): no dangling colon.
  proofOfExportAwaitingApproval: 'Pay And Ship Now is unavailable until your proof of export documents are approved.',
  payAndShipConfirm: CheckoutMessage.PAY_AND_SHIP_CONFIRM,
  confirmOk: 'Yes, ship now',
  confirmCancel: 'Cancel',
  paymentFailed: CheckoutMessage.PAYMENT_FAILED,
  alreadyOrdered: CheckoutMessage.ALREADY_ORDERED,
  orderSummary: 'Order summary',
  orderLines: 'Items in cart',
  itemNumber: 'Item',
  description: 'Description',
  quantity: 'Qty',
  unitPrice: 'Unit price',
  extendedPrice: 'Total',
  subtotal: 'Subtotal',
  additionalServices: 'Additional services',
  freight: 'Freight',
  freightPending: 'Awaiting quote',
  paymentFee: 'Payment fee',
  insurance: 'Insurance',
  tax: 'Tax',
  orderTotal: 'Order total',
  // Spec 02 §2 Order confirmation.
  thankYou: 'Thank You for your order',
  processingNote: 'Your order {{orderNumber}} is being processed. You will receive an email confirmation shortly.',
  heldNote: 'Your order {{orderNumber}} is on hold. You can release it from the order page.',
  quoteNote: 'Your order {{orderNumber}} is on hold until we send you a shipping quote.',
  paymentInstructions: 'Payment instructions',
  paymentRequired: CheckoutMessage.PAYMENT_REQUIRED_BEFORE_SHIPPING,
  payNowUsingPaypal: 'PAY NOW USING PAYPAL',
  relaunchTitle: 'Complete your payment',
  relaunchText: 'The PayPal payment window can be re-launched: select PAY NOW USING PAYPAL to open it again.',
  relaunchOk: 'OK',
  backToStocklist: 'BACK TO STOCKLIST',
  viewOrder: 'View order {{orderNumber}}',
  cancellationDeadline: 'You can cancel this order until {{deadline}}.',
  checkingPayment: 'Checking your payment',
  paymentReceived: 'Your payment was received.',
} as const;

/** Labels of the confirmation types (spec 02 §9), the values the confirmation state carries. */
export const CONFIRMATION_TYPES = ConfirmationType;

registerTexts('checkout', CHECKOUT_TEXTS, { es: () => import('./locales/es') });

/** The checkout namespace's `t`: a key of its catalogue with its `{{name}}` values, in the buyer's language. */
export type CheckoutText = TextsOf<typeof CHECKOUT_TEXTS>;

export function useCheckoutText(): CheckoutText {
  return useTexts<typeof CHECKOUT_TEXTS>('checkout');
}
