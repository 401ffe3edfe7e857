import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import type { FastifyRequest } from 'fastify';
import { MessageCode, OfferStatusSchema } from '@bp/api-contract';
import { AppError } from '../errors';
import { expireDueOffers } from '../offers/offer-service';
import { answerOffer, listSellerOffers, type SellerAnswer } from '../offers/seller-offer-service';
import { applyStockUpdates } from '../stock/stock-update-service';
import opsAccountRoutes from './ops-accounts';
import opsAuditRoutes from './ops-audit';
import { addOpsKeyHooks } from './ops-key-auth';
import opsOrderRoutes from './ops-orders';
import opsReturnRoutes from './ops-returns';
import { errorResponses, TRANSACTION_CONFLICT_STATUS } from './schemas';

export const StockUpdatesSchema = Type.Array(
  Type.Object(
    {
      itemNumber: Type.String({ minLength: 1, maxLength: 200 }),
      warehouse: Type.String({ minLength: 1, maxLength: 200 }),
      quantityAvailable: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000_000 })),
      listPrice: Type.Optional(Type.Union([Type.String({ pattern: '^\\d{1,12}(\\.\\d{1,2})?$' }), Type.Number({ minimum: 0, maximum: 999_999_999_999 })])),
    },
    { additionalProperties: false },
  ),
  { minItems: 1, maxItems: 10_000 },
);

const StockUpdateResultSchema = Type.Object({
  updated: Type.Integer(),
  notFound: Type.Array(Type.Object({ itemNumber: Type.String(), warehouse: Type.String() })),
  alertsTriggered: Type.Integer(),
  offersPriceDropped: Type.Integer(),
  catalogueVersion: Type.Integer(),
});

// ---- Offers (the seller's answers) ----

/** ISO 8601 with a time zone, e.g. 2026-11-23T10:00:00Z (checked again by Date parsing). */
const IsoDateTime = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,9})?)?(Z|[+-]\\d{2}:\\d{2})$', maxLength: 40 });
const OpsPrice = Type.Union([Type.String({ pattern: '^\\d{1,12}(\\.\\d{1,4})?$' }), Type.Number({ minimum: 0, maximum: 10_000_000 })]);

export const SellerOfferSchema = Type.Object({
  offerId: Type.String(),
  status: Type.String(),
  state: Type.String(),
  buyerEmail: Type.String(),
  itemNumber: Type.String(),
  warehouse: Type.String(),
  description: Type.String(),
  listPrice: Type.Number(),
  offerQuantity: Type.Integer(),
  offerPrice: Type.Number(),
  counterPrice: Type.Union([Type.Number(), Type.Null()]),
  minimumCheckoutQuantity: Type.Union([Type.Integer(), Type.Null()]),
  expiresAt: Type.Union([Type.String(), Type.Null()]),
  answeredBy: Type.Union([Type.String(), Type.Null()]),
  version: Type.Integer(),
  updatedAt: Type.String(),
});
const OfferIdParams = Type.Object({ offerId: Type.String({ minLength: 1, maxLength: 64 }) });
const SellerOffersQuery = Type.Object({
  /** Comma-separated statuses (default PENDING_ACCEPTANCE). */
  status: Type.Optional(Type.String({ maxLength: 200 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 5000 })),
});
const AcceptBody = Type.Object({ expiresAt: Type.Optional(IsoDateTime) }, { additionalProperties: false });
const CounterBody = Type.Object(
  { counterPrice: OpsPrice, minimumCheckoutQuantity: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000 })), expiresAt: Type.Optional(IsoDateTime) },
  { additionalProperties: false },
);
const ExpireBody = Type.Object({ asOf: Type.Optional(IsoDateTime) }, { additionalProperties: false });

function parseDate(text: string | undefined, field: string): Date | undefined {
  if (text === undefined) return undefined;
  const date = new Date(text);
  if (Number.isNaN(date.getTime()))
    throw new AppError(400, MessageCode.BAD_REQUEST, `${field} is not a valid date-time`, {
      errors: [{ field, messageCode: 'FIELD_INVALID_FORMAT', messageDescription: 'must be ISO 8601' }],
    });
  return date;
}

function parseStatuses(text: string | undefined): string[] | undefined {
  if (!text) return undefined;
  const known = new Set<string>(OfferStatusSchema.anyOf.map((literal) => String(literal.const)));
  const statuses = text
    .split(',')
    .map((status) => status.trim())
    .filter(Boolean);
  const unknown = statuses.find((status) => !known.has(status));
  if (unknown !== undefined)
    throw new AppError(400, MessageCode.BAD_REQUEST, `Unknown offer status ${unknown}`, {
      errors: [{ field: 'status', messageCode: 'FIELD_INVALID_FORMAT', messageDescription: 'must be offer statuses, comma separated' }],
    });
  return statuses;
}

/** A POST without a body means "no options" (curl -X POST …/accept). */
const emptyBodyAsObject = async (request: FastifyRequest) => {
  request.body ??= {};
};

/**
 * /ops: the seller side's entry point (tenant by Host, like the API). Every request needs one of
 * the tenant's ops keys (ops/ops-keys.ts) as `Authorization: Bearer <key>` or `x-ops-key`: 401
 * without a live key, 403 with another tenant's; every use is audited (GET /ops/audit).
 */
const opsRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  addOpsKeyHooks(fastify);

  fastify.post(
    '/stock/updates',
    {
      schema: {
        tags: ['ops'],
        summary: 'Bulk stock changes (quantity and/or list price) in one transaction; bumps the catalogue version and triggers stock alerts',
        body: StockUpdatesSchema,
        response: { 200: StockUpdateResultSchema, ...errorResponses(400, 401, 403, 404, 429, 500, TRANSACTION_CONFLICT_STATUS) },
      },
    },
    async (request) => {
      const { changes, changedAt, ...result } = await applyStockUpdates(fastify.db, request.tenant.id, request.body);
      fastify.catalogue.applyChanges(request.tenant.id, result.catalogueVersion, changedAt, changes);
      return result;
    },
  );

  const offerTags = ['ops'];
  const offerErrors = errorResponses(400, 401, 403, 404, 422, 429, 500, TRANSACTION_CONFLICT_STATUS);

  fastify.get(
    '/offers',
    {
      schema: {
        tags: offerTags,
        summary: 'Offers of the tenant, oldest change first (default: those awaiting the seller, PENDING_ACCEPTANCE)',
        querystring: SellerOffersQuery,
        response: { 200: Type.Array(SellerOfferSchema), ...errorResponses(400, 401, 403, 404, 429, 500) },
      },
    },
    async (request) => listSellerOffers(fastify.db, request.tenant.id, parseStatuses(request.query.status), request.query.limit),
  );

  const answer = (request: FastifyRequest<{ Params: { offerId: string } }>, sellerAnswer: SellerAnswer) =>
    answerOffer(fastify.db, request.tenant.id, request.params.offerId, sellerAnswer);

  fastify.post(
    '/offers/:offerId/accept',
    {
      preValidation: emptyBodyAsObject,
      schema: {
        tags: offerTags,
        summary: "Accept a pending offer (expiresAt default: now + the offer rules' validity)",
        params: OfferIdParams,
        body: AcceptBody,
        response: { 200: SellerOfferSchema, ...offerErrors },
      },
    },
    async (request) => answer(request, { kind: 'accept', expiresAt: parseDate(request.body.expiresAt, 'expiresAt') }),
  );

  fastify.post(
    '/offers/:offerId/counter',
    {
      schema: {
        tags: offerTags,
        summary: 'Counter a pending offer: counterPrice (above the offer, below list), minimumCheckoutQuantity (default the offer quantity), expiresAt',
        params: OfferIdParams,
        body: CounterBody,
        response: { 200: SellerOfferSchema, ...offerErrors },
      },
    },
    async (request) =>
      answer(request, {
        kind: 'counter',
        counterPrice: request.body.counterPrice,
        minimumCheckoutQuantity: request.body.minimumCheckoutQuantity,
        expiresAt: parseDate(request.body.expiresAt, 'expiresAt'),
      }),
  );

  fastify.post(
    '/offers/:offerId/reject',
    {
      schema: {
        tags: offerTags,
        summary: 'Reject a pending offer (NOT_ACCEPTED)',
        params: OfferIdParams,
        response: { 200: SellerOfferSchema, ...offerErrors },
      },
    },
    async (request) => answer(request, { kind: 'reject' }),
  );

  fastify.post(
    '/offers/expire',
    {
      preValidation: emptyBodyAsObject,
      schema: {
        tags: offerTags,
        summary: 'Run the expiry sweep now: accepted/countered offers whose answer ran out by asOf (default now) become EXPIRED',
        body: ExpireBody,
        response: { 200: Type.Object({ expired: Type.Integer() }), ...errorResponses(400, 401, 403, 404, 429, 500) },
      },
    },
    async (request) => ({ expired: await expireDueOffers(fastify.db, { tenantId: request.tenant.id, asOf: parseDate(request.body.asOf, 'asOf') }) }),
  );

  fastify.post(
    '/jobs/run',
    {
      schema: {
        tags: offerTags,
        summary: "Run the tenant's due jobs now (e.g. offer expiry and alert e-mails) without waiting for the worker",
        response: { 200: Type.Object({ ran: Type.Integer() }), ...errorResponses(401, 403, 404, 429, 500) },
      },
    },
    async (request) => ({ ran: await fastify.jobWorker.drain({ tenantId: request.tenant.id }) }),
  );

  await fastify.register(opsAuditRoutes);
  await fastify.register(opsAccountRoutes);
  await fastify.register(opsOrderRoutes, { prefix: '/orders' });
  await fastify.register(opsReturnRoutes, { prefix: '/returns' });
};

export default opsRoutes;
