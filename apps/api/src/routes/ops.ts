import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { MessageCode } from '@bp/api-contract';
import { AppError } from '../errors';
import { applyStockUpdates } from '../stock/stock-update-service';
import { errorResponses } from './schemas';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Constant-time comparison (of digests, so lengths never leak). */
export function opsKeyMatches(expected: string | undefined, given: string | undefined): boolean {
  if (!expected || !given) return false;
  return timingSafeEqual(digest(expected), digest(given));
}

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
  catalogueVersion: Type.Integer(),
});

/**
 * /ops: the seller side's entry point (tenant by Host, like the API). Every request needs the ops
 * key (OPS_API_KEY) as `Authorization: Bearer <key>` or `x-ops-key`; 401 otherwise.
 */
const opsRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.addHook('onRequest', async (request) => {
    const authorization = request.headers.authorization;
    const given = (request.headers['x-ops-key'] as string | undefined) ?? (authorization?.startsWith('Bearer ') ? authorization.slice(7) : undefined);
    if (!opsKeyMatches(fastify.opsApiKey, given)) throw new AppError(401, MessageCode.UNAUTHORIZED, 'A valid ops key is required');
  });
  fastify.addHook('onRequest', fastify.resolveTenant);

  fastify.post(
    '/stock/updates',
    {
      schema: {
        tags: ['ops'],
        summary: 'Bulk stock changes (quantity and/or list price) in one transaction; bumps the catalogue version and triggers stock alerts',
        body: StockUpdatesSchema,
        response: { 200: StockUpdateResultSchema, ...errorResponses(400, 401, 404, 429, 500) },
      },
    },
    async (request) => {
      const { changes, changedAt, ...result } = await applyStockUpdates(fastify.db, request.tenant.id, request.body);
      fastify.catalogue.applyChanges(request.tenant.id, result.catalogueVersion, changedAt, changes);
      return result;
    },
  );
};

export default opsRoutes;
