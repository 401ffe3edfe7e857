import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import saasRoutes from './saas';

/**
 * Everything under /px-api-gateway belongs to a tenant: the hook resolves it from the Host
 * header (or answers 404 TENANT_NOT_FOUND) before anything else runs, including body parsing.
 */
const apiRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.addHook('onRequest', fastify.resolveTenant);
  await fastify.register(saasRoutes);
};

export default apiRoutes;
