import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { PAYPAL_APPROVAL_PAGE } from '@bp/api-contract';
import type { DbExecutor } from '../db/database';
import { payments } from '../db/schema';
import { allOf, scoped } from '../db/scoped';
import type { CaptureOutcome, CreatedPaymentOrder, CreatePaymentOrder, PaymentGateway } from './payment-gateway';

// The stand-in for PayPal when a tenant has no PayPal credentials: the approval "window" is the
// API's own page (routes/paypal-pages.ts) where the buyer approves, cancels or simulates a
// declined payment. Like PayPal it remembers the payer's decision and captures only an approved
// order; the decision is kept on the payment row (payer_id), the only state it needs.

/** The payer the approval page's "Simulate failure" button approves as: their capture is declined, like a card PayPal refuses. */
export const SIMULATED_DECLINE_PAYER_ID = 'SIMULATEDDECLINE';

export const newEmbeddedPayerId = (): string => `EMB${randomBytes(6).toString('hex').toUpperCase()}`;

export class EmbeddedPaymentGateway implements PaymentGateway {
  readonly provider = 'EMBEDDED' as const;
  readonly description = 'embedded approval page (no PayPal credentials configured)';

  constructor(
    private readonly db: DbExecutor,
    private readonly tenantId: string,
  ) {}

  async createOrder(order: CreatePaymentOrder): Promise<CreatedPaymentOrder> {
    // Derived from the request id, so a repeated create answers the same order, as PayPal does
    // for a repeated PayPal-Request-Id; the id holds the order's uuid, so it cannot be guessed.
    const providerOrderId = `EMB${createHash('sha256').update(`${this.tenantId}:${order.requestId}`).digest('hex').slice(0, 17).toUpperCase()}`;
    return { providerOrderId, approvalLink: `${order.origin}${PAYPAL_APPROVAL_PAGE}?token=${providerOrderId}` };
  }

  async capture(providerOrderId: string, payerId: string | undefined): Promise<CaptureOutcome> {
    const row = await scoped(this.db, this.tenantId).findOne(payments, allOf(eq(payments.provider, 'EMBEDDED'), eq(payments.providerOrderId, providerOrderId)));
    // PayPal answers ORDER_NOT_APPROVED when the payer never approved, whatever PayerID the return URL carries.
    if (!row || row.payerId === null || row.payerId !== payerId) return { status: 'NOT_APPROVED', reason: 'ORDER_NOT_APPROVED' };
    if (payerId === SIMULATED_DECLINE_PAYER_ID) return { status: 'DECLINED', reason: 'INSTRUMENT_DECLINED' };
    return { status: 'COMPLETED', captureId: `EMBCAP${createHash('sha256').update(providerOrderId).digest('hex').slice(0, 14).toUpperCase()}` };
  }
}
