import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { opsAuditPage } from '../ops/ops-keys';
import { errorResponses } from './schemas';

const AuditQuery = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500, default: 50 })),
  /** An entry id: the page of entries older than it (nextBefore of the previous page). */
  before: Type.Optional(Type.Integer({ minimum: 1 })),
});

const AuditEntrySchema = Type.Object({
  id: Type.Integer(),
  keyPrefix: Type.String(),
  keyLabel: Type.String(),
  method: Type.String(),
  route: Type.String(),
  path: Type.String(),
  statusCode: Type.Integer(),
  at: Type.String(),
});

/** GET /ops/audit: the tenant's ops key uses, newest first (registered inside the /ops scope). */
const opsAuditRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/audit',
    {
      schema: {
        tags: ['ops'],
        summary: "Every /ops request made with one of this tenant's keys (and refused uses of them at other tenants), newest first, a page at a time",
        querystring: AuditQuery,
        response: {
          200: Type.Object({ items: Type.Array(AuditEntrySchema), nextBefore: Type.Union([Type.Integer(), Type.Null()]) }),
          ...errorResponses(400, 401, 403, 404, 429, 500),
        },
      },
    },
    async (request) => opsAuditPage(fastify.db, request.tenant.id, { limit: request.query.limit ?? 50, before: request.query.before }),
  );
};

export default opsAuditRoutes;
