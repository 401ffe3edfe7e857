import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BroadcastBannersSchema } from '@bp/api-contract';
import { activeBanners } from '../../notifications/banner-service';
import { BEARER_SECURITY, errorResponses, SIGNED_IN_ERROR_STATUSES } from '../schemas';

const notificationRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/notification/banners',
    {
      schema: {
        tags: ['session'],
        summary: "The tenant's broadcast banners that are active now (may be empty)",
        security: BEARER_SECURITY,
        response: { 200: BroadcastBannersSchema, ...errorResponses(...SIGNED_IN_ERROR_STATUSES) },
      },
    },
    async (request) => activeBanners(fastify.db, request.tenant.id),
  );
};

export default notificationRoutes;
