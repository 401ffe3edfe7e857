import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { Authority, StockAlertCreateSchema, StockAlertSchema, StockAlertsSchema, StockAlertUpdateSchema } from '@bp/api-contract';
import { requireAuthority } from '../../plugins/app/authentication';
import { createAlert, decodeItemKey, deleteAlert, listAlerts, updateAlert } from '../../stock/alert-service';
import { BEARER_SECURITY, errorResponses, SIGNED_IN_ERROR_STATUSES } from '../schemas';
import { ParticipantHeaderSchema } from './stock-schemas';
import { stockListOf } from './stock-request';

const signedInErrors = errorResponses(...SIGNED_IN_ERROR_STATUSES);
const tags = ['stocklist'];
const AlertKeyParams = Type.Object({ itemKey: Type.String({ minLength: 1, maxLength: 600 }) });

/** Stock alerts (spec 01 §7 Stock alerts): the buyer's own, every route needs CAN_SET_STOCKLIST_ALERT. */
const stockAlertRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  requireAuthority(fastify, Authority.CAN_SET_STOCKLIST_ALERT);

  fastify.get(
    '/stocklist/alert/items',
    {
      schema: {
        tags,
        summary: "The buyer's stock alerts with current quantities",
        security: BEARER_SECURITY,
        response: { 200: StockAlertsSchema, ...signedInErrors },
      },
    },
    async (request) => listAlerts(fastify.db, request.tenant.id, request.user.id),
  );

  fastify.post(
    '/stocklist/alert/item',
    {
      schema: {
        tags,
        summary: 'Create a stock alert (409 when one exists for the item: use PUT)',
        security: BEARER_SECURITY,
        headers: ParticipantHeaderSchema,
        body: StockAlertCreateSchema,
        response: { 201: StockAlertSchema, ...errorResponses(...SIGNED_IN_ERROR_STATUSES, 409) },
      },
    },
    async (request, reply) => {
      const alert = await createAlert(
        fastify.db,
        await stockListOf(fastify, request),
        request.user.id,
        request.body.itemNumberWarehouse,
        request.body.quantity,
      );
      return reply.code(201).send(alert);
    },
  );

  fastify.put(
    '/stocklist/alert/item/:itemKey',
    {
      schema: {
        tags,
        summary: 'Change the quantity of a stock alert; the path carries base64(itemNumberWarehouse)',
        security: BEARER_SECURITY,
        headers: ParticipantHeaderSchema,
        params: AlertKeyParams,
        body: StockAlertUpdateSchema,
        response: { 200: StockAlertSchema, ...signedInErrors },
      },
    },
    async (request) =>
      updateAlert(fastify.db, await stockListOf(fastify, request), request.user.id, decodeItemKey(request.params.itemKey), request.body.quantity),
  );

  fastify.delete(
    '/stocklist/alert/item/:itemKey',
    {
      schema: {
        tags,
        summary: 'Delete a stock alert; the path carries base64(itemNumberWarehouse)',
        security: BEARER_SECURITY,
        headers: ParticipantHeaderSchema,
        params: AlertKeyParams,
        response: { 204: Type.Null(), ...signedInErrors },
      },
    },
    async (request, reply) => {
      await deleteAlert(fastify.db, await stockListOf(fastify, request), request.user.id, decodeItemKey(request.params.itemKey));
      return reply.code(204).send(null);
    },
  );
};

export default stockAlertRoutes;
