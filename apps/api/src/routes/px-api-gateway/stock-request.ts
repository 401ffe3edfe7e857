import { PXNS_PARTICIPANT_HEADER } from '@bp/api-contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { resolveStockListWith, type BuiltStockList, type ParticipantFacts, type StockListRef } from '../../stock/catalogue-service';

// What a stock request names, shared by the stock list, inventory and alert routes.

const participantHeader = (request: FastifyRequest): string | undefined => request.headers[PXNS_PARTICIPANT_HEADER] as string | undefined;

/** Whether the request names a partner's stock list (else it is the tenant's own, participant null). */
export const hasParticipantHeader = (request: FastifyRequest): boolean => Boolean(participantHeader(request)?.trim());

/** The stock list the request names: own stock, or a partner's with header pxns-participant-id (403 non-resellers, 404 unknown). */
export const stockListOf = (fastify: FastifyInstance, request: FastifyRequest): Promise<StockListRef> =>
  resolveStockListWith(participantFactsOf(fastify, request), participantHeader(request));

/** The request's participants and reseller flag, read at most once per request. */
export const participantFactsOf = (fastify: FastifyInstance, request: FastifyRequest): ParticipantFacts =>
  fastify.participantLookups.forRequest(request, request.tenant.id, request.user.id);

/** The index of the stock list the request names. */
export const builtStockListOf = async (fastify: FastifyInstance, request: FastifyRequest): Promise<BuiltStockList> =>
  fastify.catalogue.get(fastify.db, request.tenant, await stockListOf(fastify, request));

/** The index of the tenant's own stock list, whatever header the request carries. */
export const ownStockListOf = async (fastify: FastifyInstance, request: FastifyRequest): Promise<BuiltStockList> =>
  fastify.catalogue.get(fastify.db, request.tenant, await resolveStockListWith(participantFactsOf(fastify, request), undefined));

/** preValidation hook: a plain copy of the parsed query string (it has a null prototype) for TypeBox's conversion. */
export const plainQuery = async (request: FastifyRequest): Promise<void> => {
  request.query = { ...(request.query as object) } as typeof request.query;
};
