import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import {
  Authority,
  SavedSearchAlertsReadSchema,
  SavedSearchAlertsSchema,
  SavedSearchCreateSchema,
  SavedSearchListSchema,
  SavedSearchSchema,
  SavedSearchUpdateSchema,
} from '@bp/api-contract';
import {
  createSavedSearch,
  deleteSavedSearch,
  listSavedSearchAlerts,
  listSavedSearches,
  markSavedSearchAlertsRead,
  updateSavedSearch,
} from '../../stock/saved-search-service';
import { BEARER_SECURITY, errorResponses, SIGNED_IN_ERROR_STATUSES } from '../schemas';
import { ParticipantHeaderSchema } from './stock-schemas';
import { stockListOf } from './stock-request';

const signedInErrors = errorResponses(...SIGNED_IN_ERROR_STATUSES);
const tags = ['stocklist'];
const IdParams = Type.Object({ id: Type.String({ format: 'uuid' }) });
const alertAuthority = { authority: Authority.CAN_SET_STOCKLIST_ALERT };

/**
 * Saved searches: any buyer keeps up to 50 (the stock list's query string under a name); setting
 * an alert on one needs CAN_SET_STOCKLIST_ALERT, as do the alerts themselves (the bell).
 */
const savedSearchRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/stocklist/saved-searches',
    {
      schema: {
        tags,
        summary: "The buyer's saved searches, newest first",
        security: BEARER_SECURITY,
        response: { 200: SavedSearchListSchema, ...signedInErrors },
      },
    },
    async (request) => ({ savedSearches: await listSavedSearches(fastify.db, request.tenant.id, request.user.id) }),
  );

  fastify.post(
    '/stocklist/saved-searches',
    {
      schema: {
        tags,
        summary: 'Save the stock list search (header pxns-participant-id: of a partner list); 409 past 50 or for a name in use',
        security: BEARER_SECURITY,
        headers: ParticipantHeaderSchema,
        body: SavedSearchCreateSchema,
        response: { 201: SavedSearchSchema, ...errorResponses(...SIGNED_IN_ERROR_STATUSES, 409) },
      },
    },
    async (request, reply) => reply.code(201).send(await createSavedSearch(fastify.db, await stockListOf(fastify, request), request.user, request.body)),
  );

  fastify.patch(
    '/stocklist/saved-searches/:id',
    {
      schema: {
        tags,
        summary: 'Rename a saved search or change its alerts',
        security: BEARER_SECURITY,
        params: IdParams,
        body: SavedSearchUpdateSchema,
        response: { 200: SavedSearchSchema, ...errorResponses(...SIGNED_IN_ERROR_STATUSES, 409) },
      },
    },
    async (request) => updateSavedSearch(fastify.db, request.tenant.id, request.user, request.params.id, request.body),
  );

  fastify.delete(
    '/stocklist/saved-searches/:id',
    {
      schema: {
        tags,
        summary: 'Delete a saved search and its alerts',
        security: BEARER_SECURITY,
        params: IdParams,
        response: { 204: Type.Null(), ...signedInErrors },
      },
    },
    async (request, reply) => {
      await deleteSavedSearch(fastify.db, request.tenant.id, request.user.id, request.params.id);
      return reply.code(204).send(null);
    },
  );

  fastify.get(
    '/notification/saved-search-alerts',
    {
      config: alertAuthority,
      schema: {
        tags,
        summary: "The buyer's saved-search alerts of the last 30 days and the unread count",
        security: BEARER_SECURITY,
        response: { 200: SavedSearchAlertsSchema, ...signedInErrors },
      },
    },
    async (request) => listSavedSearchAlerts(fastify.db, request.tenant.id, request.user.id),
  );

  fastify.post(
    '/notification/saved-search-alerts/read',
    {
      config: alertAuthority,
      schema: {
        tags,
        summary: 'Mark saved-search alerts read: the given ones, or all',
        security: BEARER_SECURITY,
        body: SavedSearchAlertsReadSchema,
        response: { 204: Type.Null(), ...signedInErrors },
      },
    },
    async (request, reply) => {
      await markSavedSearchAlertsRead(fastify.db, request.tenant.id, request.user.id, request.body.ids);
      return reply.code(204).send(null);
    },
  );
};

export default savedSearchRoutes;
