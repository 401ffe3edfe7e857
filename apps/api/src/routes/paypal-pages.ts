import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import Type from 'typebox';
import {
  CheckoutMessage,
  PAYPAL_APPROVAL_PAGE,
  PAYPAL_RETURN_PAGE,
  PAYPAL_RETURN_QUERY,
  PaymentCheckStatus,
  PaymentReturnMode,
  type PaymentCheckStatus as CheckStatus,
} from '@bp/api-contract';
import { newEmbeddedPayerId, SIMULATED_DECLINE_PAYER_ID } from '../payments/embedded-gateway';
import { centsToDecimalString } from '../payments/payment-gateway';
import {
  cancelPayment,
  capturePayment,
  embeddedAttempt,
  recordEmbeddedApproval,
  returnPageUrl,
  ReturnOutcome,
  type PaymentDeps,
} from '../payments/payment-service';
import { requestOrigin } from '../request-origin';
import type { ResolvedTenant } from '../tenants/tenant-directory';
import { API_ERROR_STATUSES, errorResponses } from './schemas';

// The browser pages of a PayPal payment, outside the bearer-token API (a browser navigates here
// from PayPal's window, which carries no token):
// - PAYPAL_RETURN_PAGE, where PayPal (or the embedded page) sends the buyer back: it captures
//   (authorised by PayPal's token naming an open attempt of that tenant's order), then closes the
//   popup, or in redirect mode goes on to the portal's confirmation, which resumes the payment check;
// - PAYPAL_APPROVAL_PAGE, the embedded stand-in for PayPal's window (tenants without PayPal
//   credentials): the amount and order number, Approve, Cancel and Simulate failure.

/** The portal's confirmation route (spec 02 §2), where a redirect-mode payment resumes. */
export const CONFIRMATION_ROUTE = '/checkout/order-release-confirmation';
/** The order page's release confirmation (spec 03 §2), where an order-redirect payment (a release from the order page) resumes. */
export const orderConfirmationRoute = (orderNumber: string) => `/orders/${encodeURIComponent(orderNumber)}/order-release-confirmation`;

const RETURN_MODES = Object.values(PaymentReturnMode);
const isReturnMode = (value: string): value is PaymentReturnMode => (RETURN_MODES as string[]).includes(value);

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
/** Tenant colours go into a style sheet: only plain hex colours are let through. */
const safeColour = (value: string | undefined, fallback: string) => (value && /^#[0-9a-f]{3,8}$/i.test(value) ? value : fallback);

const RETURN_TEXTS: Record<CheckStatus, { title: string; text: string }> = {
  [PaymentCheckStatus.SUCCESS]: { title: 'Payment received', text: 'Payment received — you can close this window' },
  [PaymentCheckStatus.FAILURE]: { title: 'Payment not completed', text: CheckoutMessage.PAYMENT_FAILED },
  [PaymentCheckStatus.PENDING]: { title: 'Payment pending', text: 'Your payment is being processed — you can close this window' },
};

function page(tenant: ResolvedTenant, title: string, body: string, nonce: string, script = ''): string {
  const primary = safeColour(tenant.settings['CSS::primaryColor'], '#1565c0');
  const header = safeColour(tenant.settings['CSS::headerBackground'], '#0d2c54');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · ${escapeHtml(tenant.name)}</title>
<style>
  * { box-sizing: border-box; }
  body { font: 16px/1.5 Roboto, system-ui, sans-serif; color: #1f1f1f; margin: 0; background: #f5f6f8; }
  header { background: ${header}; color: #fff; padding: 12px 16px; font-weight: 600; }
  main { max-width: 480px; margin: 0 auto; padding: 20px 16px; }
  .card { background: #fff; border-radius: 8px; padding: 20px 16px; box-shadow: 0 1px 3px rgba(0,0,0,.12); }
  h1 { font-size: 20px; margin: 0 0 12px; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 4px 12px; margin: 0 0 20px; } dt { color: #555; } dd { margin: 0; font-weight: 600; overflow-wrap: anywhere; }
  form { margin: 0; } .actions { display: flex; flex-direction: column; gap: 10px; }
  button { font: inherit; width: 100%; min-height: 44px; border-radius: 6px; border: 1px solid ${primary}; cursor: pointer; padding: 8px 12px; }
  .primary { background: ${primary}; color: #fff; } .secondary { background: #fff; color: ${primary}; } .danger { background: #fff; color: #b71c1c; border-color: #b71c1c; }
  .note { color: #555; font-size: 14px; margin-top: 16px; }
</style>
</head>
<body>
<header>${escapeHtml(tenant.name)}</header>
<main><div class="card">
${body}
</div></main>
${script ? `<script nonce="${nonce}">${script}</script>` : ''}
</body>
</html>
`;
}

/** Scripts only with this response's nonce; forms post only to this origin; never framed. */
function sendPage(reply: FastifyReply, html: string, nonce: string) {
  return reply
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header(
      'content-security-policy',
      `default-src 'none'; style-src 'unsafe-inline'; script-src 'nonce-${nonce}'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`,
    )
    .send(html);
}

const ReturnQuery = Type.Object({
  token: Type.String({ minLength: 1, maxLength: 64 }),
  PayerID: Type.Optional(Type.String({ maxLength: 64 })),
  [PAYPAL_RETURN_QUERY]: Type.String({ minLength: 1, maxLength: 64 }),
  returnMode: Type.Union(RETURN_MODES.map((mode) => Type.Literal(mode))),
  outcome: Type.Union([Type.Literal(ReturnOutcome.APPROVED), Type.Literal(ReturnOutcome.CANCELED)]),
});
const ApprovalQuery = Type.Object({ token: Type.String({ minLength: 1, maxLength: 64 }) });
const ApprovalDecision = Type.Object({
  token: Type.String({ minLength: 1, maxLength: 64 }),
  action: Type.Union([Type.Literal('approve'), Type.Literal('cancel'), Type.Literal('fail')]),
});
const html = Type.String({ description: 'text/html' });

const paypalPageRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const deps = (): PaymentDeps => ({ db: fastify.db, gateways: fastify.paymentGateways, log: fastify.log });
  fastify.addHook('onRequest', fastify.resolveTenant);
  // The approval page's buttons are plain HTML forms.
  fastify.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  fastify.get(
    PAYPAL_RETURN_PAGE,
    {
      schema: {
        tags: ['pages'],
        summary:
          "PayPal's return and cancel URL: captures (once) and closes the popup, or redirects (302) to checkout's confirmation (redirect) or the order's release confirmation (order-redirect) with paypalOrder",
        produces: ['text/html'],
        querystring: ReturnQuery,
        response: { 200: html, 302: Type.Null(), ...errorResponses(...API_ERROR_STATUSES, 503) },
      },
    },
    async (request, reply) => {
      const { token, PayerID: payerId, returnMode, outcome } = request.query;
      const orderNumber = request.query[PAYPAL_RETURN_QUERY];
      const result =
        outcome === ReturnOutcome.CANCELED
          ? await cancelPayment(deps(), request.tenant, orderNumber, token)
          : await capturePayment(deps(), request.tenant, orderNumber, token, payerId);
      if (returnMode !== PaymentReturnMode.POPUP) {
        const confirmation = returnMode === PaymentReturnMode.ORDER_REDIRECT ? orderConfirmationRoute(orderNumber) : CONFIRMATION_ROUTE;
        return reply
          .header('cache-control', 'no-store')
          .redirect(`${confirmation}?${new URLSearchParams({ [PAYPAL_RETURN_QUERY]: orderNumber }).toString()}`, 302);
      }
      const texts = RETURN_TEXTS[result.paymentStatus];
      const nonce = randomBytes(16).toString('base64');
      const body = `<h1>${escapeHtml(texts.title)}</h1>
<p role="status">${escapeHtml(texts.text)}</p>
<div class="actions"><button type="button" class="primary" id="close">Close this window</button></div>`;
      // The portal's one-second poll notices the closed window and runs the payment check.
      const script = `document.getElementById('close').addEventListener('click', function () { window.close(); }); window.close();`;
      return sendPage(reply, page(request.tenant, texts.title, body, nonce, script), nonce);
    },
  );

  fastify.get(
    PAYPAL_APPROVAL_PAGE,
    {
      schema: {
        tags: ['pages'],
        summary: "The embedded stand-in for PayPal's window (tenants without PayPal credentials): amount, order number, Approve, Cancel, Simulate failure",
        produces: ['text/html'],
        querystring: ApprovalQuery,
        response: { 200: html, ...errorResponses(...API_ERROR_STATUSES) },
      },
    },
    async (request, reply) => {
      const { payment, orderNumber } = await embeddedAttempt(deps(), request.tenant.id, request.query.token);
      const amount = `${request.tenant.settings.currency ?? '$'}${centsToDecimalString(payment.amountCents)}`;
      const token = escapeHtml(payment.providerOrderId);
      const open = payment.status === 'CREATED';
      const body = `<h1>Pay with PayPal</h1>
<dl><dt>Order</dt><dd>${escapeHtml(orderNumber)}</dd><dt>Amount</dt><dd>${escapeHtml(amount)} ${escapeHtml(payment.currencyCode)}</dd></dl>
${
  open
    ? `<form method="post" action="${PAYPAL_APPROVAL_PAGE}"><input type="hidden" name="token" value="${token}">
<div class="actions">
<button type="submit" name="action" value="approve" class="primary">Approve</button>
<button type="submit" name="action" value="cancel" class="secondary">Cancel</button>
<button type="submit" name="action" value="fail" class="danger">Simulate failure</button>
</div></form>
<p class="note">This page stands in for PayPal: no money moves. Simulate failure approves as a payer whose payment is declined.</p>`
    : `<p role="status">This payment is already ${escapeHtml(payment.status.toLowerCase())}.</p>`
}`;
      const nonce = randomBytes(16).toString('base64');
      return sendPage(reply, page(request.tenant, 'Pay with PayPal', body, nonce), nonce);
    },
  );

  fastify.post(
    PAYPAL_APPROVAL_PAGE,
    {
      schema: {
        tags: ['pages'],
        summary:
          "The embedded approval page's buttons: approve or fail → the return URL with token and PayerID (as PayPal does); cancel → the cancel URL with token",
        consumes: ['application/x-www-form-urlencoded'],
        body: ApprovalDecision,
        response: { 303: Type.Null(), ...errorResponses(...API_ERROR_STATUSES) },
      },
    },
    async (request, reply) => {
      const { payment, orderNumber } = await embeddedAttempt(deps(), request.tenant.id, request.body.token);
      const returnMode = isReturnMode(payment.returnMode) ? payment.returnMode : PaymentReturnMode.POPUP;
      const origin = requestOrigin(request);
      const token = encodeURIComponent(payment.providerOrderId);
      if (request.body.action === 'cancel')
        return reply.redirect(`${returnPageUrl(origin, orderNumber, returnMode, ReturnOutcome.CANCELED)}&token=${token}`, 303);
      const payerId = request.body.action === 'fail' ? SIMULATED_DECLINE_PAYER_ID : newEmbeddedPayerId();
      await recordEmbeddedApproval(deps(), request.tenant.id, payment.id, payerId);
      // A second click (or an already decided payment) keeps the first decision's payer.
      const payer = payment.payerId ?? payerId;
      return reply.redirect(
        `${returnPageUrl(origin, orderNumber, returnMode, ReturnOutcome.APPROVED)}&token=${token}&PayerID=${encodeURIComponent(payer)}`,
        303,
      );
    },
  );
};

export default paypalPageRoutes;
