import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import {
  Authority,
  CheckoutPaths,
  PaymentCaptureQuerySchema,
  PaymentLinkQuerySchema,
  PaymentLinkResponseSchema,
  PaymentReturnMode,
  PaymentStatusResponseSchema,
} from '@bp/api-contract';
import { requireAuthority } from '../../plugins/app/authentication';
import { capturePayment, paymentLink, paymentStatusOf, type PaymentDeps } from '../../payments/payment-service';
import { requestOrigin } from '../../request-origin';
import { BEARER_SECURITY, errorResponses, SIGNED_IN_ERROR_STATUSES } from '../schemas';

// PayPal payment of a sales order (spec 02 §7 Payment link, capture, status check): the buyer's
// own orders only; another buyer's or tenant's order number is the same 404 as GET sales-order.
// PayPal's browser return (no bearer) is routes/paypal-pages.ts.

const tags = ['checkout'];
const OrderNumberParams = Type.Object({ phonexOrderNumber: Type.String({ minLength: 1, maxLength: 64 }) });
/** 422: not a PayPal order awaiting payment; 502: PayPal unreachable or failing (nothing charged); 503: the capture's transaction lost every retry. */
const linkErrors = errorResponses(...SIGNED_IN_ERROR_STATUSES, 422, 502);
const captureErrors = errorResponses(...SIGNED_IN_ERROR_STATUSES, 503);

const paymentRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const deps = (): PaymentDeps => ({ db: fastify.db, gateways: fastify.paymentGateways, log: fastify.log });

  requireAuthority(fastify, Authority.CAN_BUY_ONLINE);

  fastify.get(
    `/${CheckoutPaths.paymentLink}`,
    {
      schema: {
        tags,
        summary:
          "The approval link of PayPal's window for the order's stored total (returnMode popup: the return page closes the window; redirect: it goes on to the confirmation). 422 unless the order is a PayPal order awaiting payment",
        security: BEARER_SECURITY,
        params: OrderNumberParams,
        querystring: PaymentLinkQuerySchema,
        response: { 200: PaymentLinkResponseSchema, ...linkErrors },
      },
    },
    async (request) =>
      paymentLink(
        deps(),
        request.tenant,
        request.user.id,
        request.params.phonexOrderNumber,
        request.query.returnMode ?? PaymentReturnMode.POPUP,
        requestOrigin(request),
      ),
  );

  fastify.get(
    `/${CheckoutPaths.paymentCapture}`,
    {
      schema: {
        tags,
        summary: 'Captures the approved PayPal order (token, PayerID as PayPal returns them); once captured it answers SUCCESS again without charging twice',
        security: BEARER_SECURITY,
        params: OrderNumberParams,
        querystring: PaymentCaptureQuerySchema,
        response: { 200: PaymentStatusResponseSchema, ...captureErrors },
      },
    },
    async (request) => capturePayment(deps(), request.tenant, request.params.phonexOrderNumber, request.query.token, request.query.PayerID, request.user.id),
  );

  fastify.get(
    `/${CheckoutPaths.paymentStatus}`,
    {
      schema: {
        tags,
        summary:
          'The payment check (spec 02 §4): SUCCESS once paid; FAILURE when the latest attempt was declined or cancelled; PENDING before the buyer finished in PayPal',
        security: BEARER_SECURITY,
        params: OrderNumberParams,
        response: { 200: PaymentStatusResponseSchema, ...errorResponses(...SIGNED_IN_ERROR_STATUSES) },
      },
    },
    async (request) => paymentStatusOf(deps(), request.tenant, request.user.id, request.params.phonexOrderNumber),
  );
};

export default paymentRoutes;
