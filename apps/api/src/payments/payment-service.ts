import { desc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  CheckoutMessage,
  CheckoutMessageCode,
  FulfillmentStatus,
  PAYPAL_RETURN_PAGE,
  PaymentCheckStatus,
  PaymentMethodCode,
  PaymentReturnMode,
  PaymentStatus,
  type PaymentStatusResponse,
} from '@bp/api-contract';
import type { Database } from '../db/database';
import { payments, salesOrders, type PaymentAttemptStatus, type PaymentRow, type SalesOrderRow } from '../db/schema';
import { allOf, scoped } from '../db/scoped';
import { withTransactionRetry } from '../db/transaction-retry';
import { AppError, businessRuleFailed } from '../errors';
import { isUniqueViolation } from '../identity/identity-users';
import { orderNotFound } from '../sales/sales-order-service';
import type { ResolvedTenant } from '../tenants/tenant-directory';
import { PaymentProviderError, type CaptureOutcome } from './payment-gateway';
import { currencyCodeOf, type PaymentGateways } from './payment-gateways';

// Paying a sales order with PayPal (spec 02 §2 Payment popup, §4 Payment status, §7 Payment
// link, capture and status): the link the popup opens, the capture when PayPal sends the buyer
// back, and the payment check. The amount is always the stored order's total; a successful
// capture marks the order PAID and releases it in the same transaction.

export interface PaymentDeps {
  db: Database;
  gateways: PaymentGateways;
  log: FastifyBaseLogger;
}

/** How the buyer came back from PayPal's window: approved (token + PayerID) or cancelled (token only). */
export const ReturnOutcome = { APPROVED: 'approved', CANCELED: 'canceled' } as const;
export type ReturnOutcome = (typeof ReturnOutcome)[keyof typeof ReturnOutcome];

const notAwaitingPayment = () =>
  businessRuleFailed(CheckoutMessageCode.PAYMENT_NOT_AWAITED, CheckoutMessage.PAYMENT_NOT_AWAITED, { field: 'phonexOrderNumber' });

export const providerUnavailable = (cause?: unknown) => {
  const error = new AppError(502, CheckoutMessageCode.PAYMENT_PROVIDER_UNAVAILABLE, CheckoutMessage.PAYMENT_PROVIDER_UNAVAILABLE);
  // Logged by the error handler (a 5xx), never sent.
  if (cause !== undefined) error.cause = cause;
  return error;
};

/** PAYPAL_RETURN_PAGE on the caller's own origin, telling the page the order, the mode and the outcome. */
export function returnPageUrl(origin: string, orderNumber: string, returnMode: PaymentReturnMode, outcome: ReturnOutcome): string {
  const query = new URLSearchParams({ paypalOrder: orderNumber, returnMode, outcome });
  return `${origin}${PAYPAL_RETURN_PAGE}?${query.toString()}`;
}

async function buyersOrder(deps: PaymentDeps, tenantId: string, userId: string, orderNumber: string): Promise<SalesOrderRow> {
  const order = await scoped(deps.db, tenantId).findOne(salesOrders, allOf(eq(salesOrders.userId, userId), eq(salesOrders.orderNumber, orderNumber)));
  if (!order) throw orderNotFound(orderNumber);
  return order;
}

const latestAttempt = async (deps: PaymentDeps, tenantId: string, orderId: string): Promise<PaymentRow | undefined> =>
  (await scoped(deps.db, tenantId).findMany(payments, eq(payments.orderId, orderId), { orderBy: [desc(payments.attempt)], limit: 1 }))[0];

/**
 * A PayPal order waits for payment until it is paid; it is released by the payment (submit keeps a
 * released PayPal order ON_HOLD), so only an ON_HOLD order may be paid: an order awaiting a
 * shipping quote has no final total yet, and a canceled or shipped one is past paying.
 */
const awaitsPayPalPayment = (order: SalesOrderRow): boolean =>
  order.paymentMethodCode === PaymentMethodCode.INTEGRATED_PAYPAL &&
  order.paymentStatus === PaymentStatus.AWAITING_PAYMENT &&
  order.fulfillmentStatus === FulfillmentStatus.ON_HOLD;

/**
 * GET order/{n}/payment: the approval link of a new payment attempt (or of the open attempt, when
 * the buyer asks again for the same amount and mode before finishing it).
 */
export async function paymentLink(
  deps: PaymentDeps,
  tenant: ResolvedTenant,
  userId: string,
  orderNumber: string,
  returnMode: PaymentReturnMode,
  origin: string,
): Promise<{ approvalLink: string }> {
  const order = await buyersOrder(deps, tenant.id, userId, orderNumber);
  if (!awaitsPayPalPayment(order)) throw notAwaitingPayment();
  const gateway = deps.gateways.for(tenant);
  const latest = await latestAttempt(deps, tenant.id, order.id);
  if (
    latest &&
    latest.status === 'CREATED' &&
    latest.amountCents === order.totalCents &&
    latest.returnMode === returnMode &&
    latest.provider === gateway.provider
  ) {
    return { approvalLink: latest.approvalLink };
  }
  const attempt = (latest?.attempt ?? 0) + 1;
  // Stable per order and attempt: two link requests at once get the same PayPal order.
  const requestId = `bp-${order.id}-${attempt}`;
  const currencyCode = currencyCodeOf(tenant);
  let created;
  try {
    created = await gateway.createOrder({
      amountCents: order.totalCents,
      currencyCode,
      orderNumber,
      requestId,
      returnUrl: returnPageUrl(origin, orderNumber, returnMode, ReturnOutcome.APPROVED),
      cancelUrl: returnPageUrl(origin, orderNumber, returnMode, ReturnOutcome.CANCELED),
      brandName: tenant.name,
      origin,
    });
  } catch (error) {
    if (error instanceof PaymentProviderError) throw providerUnavailable(error);
    throw error;
  }
  try {
    await scoped(deps.db, tenant.id).insert(payments, {
      orderId: order.id,
      attempt,
      provider: gateway.provider,
      providerOrderId: created.providerOrderId,
      requestId,
      status: 'CREATED',
      amountCents: order.totalCents,
      currencyCode,
      returnMode,
      approvalLink: created.approvalLink,
    });
  } catch (error) {
    // The concurrent request for the same attempt stored it first: its link is this one's.
    if (!isUniqueViolation(error)) throw error;
    const winner = await scoped(deps.db, tenant.id).findOne(payments, allOf(eq(payments.orderId, order.id), eq(payments.attempt, attempt)));
    if (!winner) throw error;
    return { approvalLink: winner.approvalLink };
  }
  return { approvalLink: created.approvalLink };
}

/** The payment check's answer for an attempt's state. */
export function checkStatusOf(status: PaymentAttemptStatus | undefined): PaymentStatusResponse['paymentStatus'] {
  if (status === 'COMPLETED') return PaymentCheckStatus.SUCCESS;
  if (status === 'FAILED' || status === 'CANCELED') return PaymentCheckStatus.FAILURE;
  return PaymentCheckStatus.PENDING;
}

/**
 * GET order/{n}/payment/status: SUCCESS once the order is paid; else the latest attempt's state
 * (FAILURE: declined, cancelled or failed; PENDING: no attempt yet, or one the buyer has not
 * finished in PayPal's window, or a capture PayPal still holds for review).
 */
export async function paymentStatusOf(deps: PaymentDeps, tenant: ResolvedTenant, userId: string, orderNumber: string): Promise<PaymentStatusResponse> {
  const order = await buyersOrder(deps, tenant.id, userId, orderNumber);
  if (order.paymentStatus === PaymentStatus.PAID) return { phonexOrderNumber: orderNumber, paymentStatus: PaymentCheckStatus.SUCCESS };
  const latest = await latestAttempt(deps, tenant.id, order.id);
  return { phonexOrderNumber: orderNumber, paymentStatus: checkStatusOf(latest?.status) };
}

/** The attempt PayPal's token names, of this order of the tenant (and of this buyer, for the bearer route); 404 otherwise. */
async function attemptOf(
  deps: PaymentDeps,
  tenantId: string,
  orderNumber: string,
  token: string,
  userId?: string,
): Promise<{ order: SalesOrderRow; payment: PaymentRow }> {
  const scope = scoped(deps.db, tenantId);
  const payment = await scope.findOne(payments, eq(payments.providerOrderId, token));
  const order = payment ? await scope.findOne(salesOrders, eq(salesOrders.id, payment.orderId)) : undefined;
  if (!payment || !order || order.orderNumber !== orderNumber || (userId !== undefined && order.userId !== userId)) throw orderNotFound(orderNumber);
  return { order, payment };
}

/**
 * Captures the attempt `token` names (the return page, and GET order/{n}/payment/capture):
 * once captured it answers SUCCESS without asking PayPal again, so a reload never captures
 * twice; two captures at once send the same PayPal-Request-Id and PayPal answers both alike.
 */
export async function capturePayment(
  deps: PaymentDeps,
  tenant: ResolvedTenant,
  orderNumber: string,
  token: string,
  payerId: string | undefined,
  userId?: string,
): Promise<PaymentStatusResponse> {
  const { order, payment } = await attemptOf(deps, tenant.id, orderNumber, token, userId);
  const answer = (status: PaymentStatusResponse['paymentStatus']): PaymentStatusResponse => ({ phonexOrderNumber: orderNumber, paymentStatus: status });
  if (payment.status === 'COMPLETED' || payment.status === 'FAILED' || payment.status === 'CANCELED') return answer(checkStatusOf(payment.status));
  // An older attempt must never charge: the order was paid through another one, or changed since
  // (an update of the held order, a cancellation), so its amount is no longer what is owed.
  const stale =
    order.paymentStatus === PaymentStatus.PAID
      ? 'ORDER_ALREADY_PAID'
      : !awaitsPayPalPayment(order)
        ? 'ORDER_NOT_AWAITING_PAYMENT'
        : payment.amountCents !== order.totalCents
          ? 'ORDER_TOTAL_CHANGED'
          : null;
  if (stale) {
    await scoped(deps.db, tenant.id).update(
      payments,
      { status: 'CANCELED', failureReason: stale },
      allOf(eq(payments.id, payment.id), eq(payments.status, payment.status)),
    );
    return answer(stale === 'ORDER_ALREADY_PAID' ? PaymentCheckStatus.SUCCESS : PaymentCheckStatus.FAILURE);
  }

  const gateway = deps.gateways.for(tenant);
  let outcome: CaptureOutcome;
  if (gateway.provider !== payment.provider) {
    // The tenant's PayPal settings changed since the link was made: that order lives elsewhere.
    outcome = { status: 'DECLINED', reason: `PROVIDER_CHANGED_TO_${gateway.provider}` };
  } else {
    try {
      outcome = await gateway.capture(token, payerId, `${payment.requestId}-capture`);
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      // Nothing is known to have moved: the attempt stays open and a reload (or the capture
      // route) sends the same capture again, which PayPal answers once.
      deps.log.warn({ err: error, orderNumber, token }, 'PayPal capture failed; the payment attempt stays open');
      return answer(PaymentCheckStatus.FAILURE);
    }
  }
  return answer(await recordCapture(deps, tenant, payment.id, outcome, payerId));
}

/** The tenant's fulfillment status for a released order (as submit gives a released non-PayPal order). */
const releasedStatusOf = (tenant: ResolvedTenant): string =>
  tenant.settings.portal?.salesOrders?.onReleaseFulfillmentStatusTo ?? FulfillmentStatus.AWAITING_FULFILLMENT;

/** Stores what the capture came to; a COMPLETED one pays and releases the order, once. */
async function recordCapture(
  deps: PaymentDeps,
  tenant: ResolvedTenant,
  paymentId: string,
  outcome: CaptureOutcome,
  payerId: string | undefined,
): Promise<PaymentStatusResponse['paymentStatus']> {
  return withTransactionRetry(deps.db, async (tx) => {
    const scope = scoped(tx, tenant.id);
    const current = await scope.findOneForUpdate(payments, eq(payments.id, paymentId));
    if (!current) throw new Error(`payment ${paymentId} vanished`);
    // A concurrent capture got here first.
    if (current.status === 'COMPLETED' || current.status === 'FAILED' || current.status === 'CANCELED') return checkStatusOf(current.status);
    const payer = payerId ?? current.payerId;
    switch (outcome.status) {
      case 'COMPLETED': {
        // Order row locked before it is read: a concurrent update of the order waits for this one.
        const order = await scope.findOneForUpdate(salesOrders, eq(salesOrders.id, current.orderId));
        if (!order) throw new Error(`order ${current.orderId} vanished`);
        await scope.update(payments, { status: 'COMPLETED', captureId: outcome.captureId, payerId: payer }, eq(payments.id, paymentId));
        if (order.paymentStatus === PaymentStatus.PAID) {
          // Two attempts approved in two windows and captured in the same instant: both were charged.
          deps.log.error({ orderId: order.id, paymentId, captureId: outcome.captureId }, 'order paid twice through two PayPal attempts: refund this capture');
        } else {
          const release = order.fulfillmentStatus === FulfillmentStatus.ON_HOLD;
          await scope.update(
            salesOrders,
            { paymentStatus: PaymentStatus.PAID, fulfillmentStatus: release ? releasedStatusOf(tenant) : order.fulfillmentStatus, version: order.version + 1 },
            eq(salesOrders.id, order.id),
          );
        }
        return PaymentCheckStatus.SUCCESS;
      }
      case 'PENDING':
        await scope.update(payments, { status: 'APPROVED', captureId: outcome.captureId, payerId: payer }, eq(payments.id, paymentId));
        return PaymentCheckStatus.PENDING;
      case 'DECLINED':
        await scope.update(payments, { status: 'FAILED', failureReason: outcome.reason.slice(0, 200), payerId: payer }, eq(payments.id, paymentId));
        return PaymentCheckStatus.FAILURE;
      case 'NOT_APPROVED':
        // The buyer reached the return URL without approving: nothing to store, they may still approve.
        return PaymentCheckStatus.FAILURE;
    }
  });
}

/** The buyer cancelled in PayPal's window (cancel_url): the attempt is over, the buyer may start another. */
export async function cancelPayment(deps: PaymentDeps, tenant: ResolvedTenant, orderNumber: string, token: string): Promise<PaymentStatusResponse> {
  const { payment } = await attemptOf(deps, tenant.id, orderNumber, token);
  if (payment.status === 'CREATED' || payment.status === 'APPROVED') {
    await scoped(deps.db, tenant.id).update(
      payments,
      { status: 'CANCELED', failureReason: 'CANCELED_BY_PAYER' },
      allOf(eq(payments.id, payment.id), eq(payments.status, payment.status)),
    );
  }
  const after = await scoped(deps.db, tenant.id).findOne(payments, eq(payments.id, payment.id));
  return { phonexOrderNumber: orderNumber, paymentStatus: checkStatusOf(after?.status) };
}

// ---- The embedded approval page's side -------------------------------------------------------

export interface EmbeddedApproval {
  payment: PaymentRow;
  orderNumber: string;
}

/** The embedded attempt a token names (404 for another tenant's or a PayPal one). */
export async function embeddedAttempt(deps: PaymentDeps, tenantId: string, token: string): Promise<EmbeddedApproval> {
  const scope = scoped(deps.db, tenantId);
  const payment = await scope.findOne(payments, allOf(eq(payments.provider, 'EMBEDDED'), eq(payments.providerOrderId, token)));
  const order = payment ? await scope.findOne(salesOrders, eq(salesOrders.id, payment.orderId)) : undefined;
  if (!payment || !order) throw new AppError(404, 'NOT_FOUND', 'No such payment');
  return { payment, orderNumber: order.orderNumber };
}

/** The payer approved (payerId) on the embedded page: kept on the attempt, as PayPal keeps an approval. */
export async function recordEmbeddedApproval(deps: PaymentDeps, tenantId: string, paymentId: string, payerId: string): Promise<void> {
  await scoped(deps.db, tenantId).update(payments, { status: 'APPROVED', payerId }, allOf(eq(payments.id, paymentId), eq(payments.status, 'CREATED')));
}
