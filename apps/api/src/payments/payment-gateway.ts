import type { PaymentProvider } from '../db/schema';

// PayPal's side of a payment, behind one interface with two adapters (like mail/mailer.ts):
// PayPalRestGateway speaks PayPal's Orders v2 REST API for a tenant with client credentials;
// EmbeddedPaymentGateway stands in for PayPal with the API's own approval page, so the whole
// popup flow works offline, in demos and in tests.

export interface CreatePaymentOrder {
  /** The order total in cents, from the stored order (never from the client). */
  amountCents: number;
  /** ISO 4217, e.g. 'USD'. */
  currencyCode: string;
  /** Our order number: PayPal's reference and invoice id, shown on the approval page. */
  orderNumber: string;
  /** PayPal-Request-Id: stable per sales order and attempt, so a repeated create makes no second order. */
  requestId: string;
  /** Where the payer is sent after approving (PayPal appends ?token=…&PayerID=…). */
  returnUrl: string;
  /** Where the payer is sent after cancelling (PayPal appends ?token=…). */
  cancelUrl: string;
  /** The tenant's name, shown by PayPal as the merchant. */
  brandName: string;
  /** The origin the buyer called us on: the embedded approval page lives there. */
  origin: string;
}

export interface CreatedPaymentOrder {
  /** PayPal's order id: the `token` of the return URL. */
  providerOrderId: string;
  /** Where the buyer approves the payment (PayPal's window, or the embedded page). */
  approvalLink: string;
}

/**
 * What a capture came to. COMPLETED is the only paid outcome; PENDING means PayPal holds the
 * funds for review (the order stays unpaid until a later check); NOT_APPROVED means the payer
 * never approved (the return URL was reached without approval).
 */
export type CaptureOutcome =
  { status: 'COMPLETED'; captureId: string } | { status: 'PENDING'; captureId: string | null } | { status: 'DECLINED' | 'NOT_APPROVED'; reason: string };

export interface PaymentGateway {
  readonly provider: PaymentProvider;
  /** For the log: which adapter and where it sends requests. */
  readonly description: string;
  createOrder(order: CreatePaymentOrder): Promise<CreatedPaymentOrder>;
  /** Captures the approved order; `requestId` (PayPal-Request-Id) makes a repeated capture answer the first one's result. */
  capture(providerOrderId: string, payerId: string | undefined, requestId: string): Promise<CaptureOutcome>;
}

/**
 * PayPal could not be reached or answered with an error we cannot act on (5xx, bad JSON, a
 * timeout): nothing is known to have changed, and the same request may be sent again.
 */
export class PaymentProviderError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}

/** Integer cents → PayPal's decimal string with two decimals ('1234.05'), without float arithmetic. */
export function centsToDecimalString(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new Error(`not an amount in cents: ${cents}`);
  return `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}
