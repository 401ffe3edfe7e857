import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import Type from 'typebox';
import {
  Authority,
  CartEntriesSchema,
  OfferIdsSchema,
  OfferPaths,
  OfferRequestSchema,
  OnHoldOrderWarehousesSchema,
  StocklistOfferSchema,
} from '@bp/api-contract';
import { requireAuthority } from '../../plugins/app/authentication';
import { earliestExpiry, OfferAnswerCache } from '../../offers/offer-answer-cache';
import { deleteOffer, deleteOffers, listCartEntries, moveToCart, submitOffer, updateOffer, type BuyerContext } from '../../offers/offer-service';
import { onHoldOrderWarehouses } from '../../sales/sales-order-service';
import { matchesEtag, preferredEncoding } from '../../stock/stock-answer-cache';
import { BEARER_SECURITY, errorResponses, SIGNED_IN_ERROR_STATUSES, TRANSACTION_CONFLICT_STATUS } from '../schemas';
import { stockListOf } from './stock-request';
import { ParticipantHeaderSchema, RequiredParticipantHeaderSchema } from './stock-schemas';

// Cart and offers (spec 01 §7 Offers and cart): thin handlers over offers/offer-service.ts. Every
// route needs CAN_BUY_ONLINE (403 otherwise); a buyer only ever reaches their own entries (another
// buyer's offerId is 404). The pxnr/offer variants take header pxns-participant-id: for POST it
// names the partner stock list the item key belongs to; for the offerId routes the entry is found
// by its id and the header is only checked (a participant that exists, a buyer who is a reseller).

const tags = ['offers'];
const signedInErrors = errorResponses(...SIGNED_IN_ERROR_STATUSES);
const withRuleErrors = errorResponses(...SIGNED_IN_ERROR_STATUSES, 422, TRANSACTION_CONFLICT_STATUS);
/** Deletes lock the entries in one retried transaction (503 when every retry lost). */
const deleteErrors = errorResponses(...SIGNED_IN_ERROR_STATUSES, TRANSACTION_CONFLICT_STATUS);
const OfferIdParams = Type.Object({ offerId: Type.String({ minLength: 1, maxLength: 64 }) });

const buyerOf = (request: FastifyRequest): BuyerContext => ({ tenantId: request.tenant.id, userId: request.user.id, settings: request.tenant.settings });

const offerRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  requireAuthority(fastify, Authority.CAN_BUY_ONLINE);
  /** The stock list the request names (403 partner stock for non-resellers, 404 unknown participant). */
  const listOf = (request: FastifyRequest) => stockListOf(fastify, request);

  fastify.get(
    `/${OfferPaths.offers}`,
    {
      schema: {
        tags,
        summary: 'Every cart entry of the buyer (own and partner stock), newest change first (ETag: 304 for a current If-None-Match)',
        security: BEARER_SECURITY,
        response: {
          200: CartEntriesSchema,
          304: Type.Unsafe<undefined>({ type: 'null', description: 'Not Modified: the If-None-Match ETag is the current answer (no body)' }),
          ...signedInErrors,
        },
      },
    },
    async (request, reply) => {
      const answer = await fastify.offerAnswers.get(request.tenant.id, request.user.id, async (now) => {
        const entries = await listCartEntries(fastify.db, request.tenant.id, request.user.id, now);
        // The route's own serialiser: the same bytes as a plain answer of this route.
        const serialize = reply.getSerializationFunction('200') ?? JSON.stringify;
        return { json: serialize(entries), validUntil: earliestExpiry(entries) };
      });
      // Per buyer: only the browser may keep it, and must ask again (304 when unchanged).
      reply.header('cache-control', 'private, no-cache').header('etag', answer.etag).header('vary', 'Accept-Encoding, Authorization');
      if (matchesEtag(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
      const { body, encoding } = OfferAnswerCache.body(answer, preferredEncoding(request.headers['accept-encoding']));
      if (encoding !== 'identity') reply.header('content-encoding', encoding);
      return reply.type('application/json; charset=utf-8').send(body);
    },
  );

  fastify.get(
    `/${OfferPaths.onHoldOrderWarehouses}`,
    {
      schema: {
        tags,
        summary: 'Warehouse codes where the buyer has an on-hold order (ON_HOLD or AWAITING_SHIPPING_QUOTE) the cart can add to',
        security: BEARER_SECURITY,
        response: { 200: OnHoldOrderWarehousesSchema, ...signedInErrors },
      },
    },
    async (request) => onHoldOrderWarehouses(fastify.db, request.tenant.id, request.user.id),
  );

  for (const variant of [
    { base: OfferPaths.offer, moveToCartPath: OfferPaths.moveToCart, headers: ParticipantHeaderSchema, partner: false },
    { base: OfferPaths.pxnrOffer, moveToCartPath: OfferPaths.pxnrMoveToCart, headers: RequiredParticipantHeaderSchema, partner: true },
  ]) {
    const { base, moveToCartPath, headers } = variant;
    const stockOf = variant.partner ? 'partner-network stock (header pxns-participant-id)' : 'own stock (or partner stock with header pxns-participant-id)';

    fastify.post(
      `/${base}`,
      {
        schema: {
          tags,
          summary: `Buy at list or make an offer on ${stockOf}; an existing entry on the item is updated with PUT's rules (200)`,
          security: BEARER_SECURITY,
          headers,
          body: OfferRequestSchema,
          response: { 200: StocklistOfferSchema, 201: StocklistOfferSchema, ...withRuleErrors },
        },
      },
      async (request, reply) => {
        const { offer, created } = await submitOffer(fastify.db, buyerOf(request), await listOf(request), request.body);
        return reply.code(created ? 201 : 200).send(offer);
      },
    );

    // Registered before /:offerId so 'movetocart' is never read as an id.
    fastify.put(
      `/${moveToCartPath}`,
      {
        schema: {
          tags,
          summary: "Move entries from 'Offers awaiting your review' to the cart; answers the moved entries (422 if one is not awaiting the buyer's review)",
          security: BEARER_SECURITY,
          headers,
          body: OfferIdsSchema,
          response: { 200: CartEntriesSchema, ...withRuleErrors },
        },
      },
      async (request) => {
        await listOf(request);
        return moveToCart(fastify.db, { tenantId: request.tenant.id, userId: request.user.id }, request.body);
      },
    );

    fastify.put(
      `/${base}/:offerId`,
      {
        schema: {
          tags,
          summary: "Change an entry's quantity and price with the rules of spec 01 §5; answers the entry with its (maybe new) offerState",
          security: BEARER_SECURITY,
          headers,
          params: OfferIdParams,
          body: OfferRequestSchema,
          response: { 200: StocklistOfferSchema, ...withRuleErrors },
        },
      },
      async (request) => {
        await listOf(request);
        return updateOffer(fastify.db, buyerOf(request), request.params.offerId, request.body);
      },
    );

    fastify.delete(
      `/${base}/:offerId`,
      {
        schema: {
          tags,
          summary: 'Delete one entry',
          security: BEARER_SECURITY,
          headers,
          params: OfferIdParams,
          response: { 204: Type.Null(), ...deleteErrors },
        },
      },
      async (request, reply) => {
        await listOf(request);
        await deleteOffer(fastify.db, { tenantId: request.tenant.id, userId: request.user.id }, request.params.offerId);
        return reply.code(204).send(null);
      },
    );

    fastify.delete(
      `/${base}`,
      {
        schema: {
          tags,
          summary: "Delete many entries (body: offerIds); all or nothing: an id that is not the buyer's → 404 and nothing is deleted",
          security: BEARER_SECURITY,
          headers,
          body: OfferIdsSchema,
          response: { 204: Type.Null(), ...deleteErrors },
        },
      },
      async (request, reply) => {
        await listOf(request);
        await deleteOffers(fastify.db, { tenantId: request.tenant.id, userId: request.user.id }, request.body);
        return reply.code(204).send(null);
      },
    );
  }
};

export default offerRoutes;
