import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { TermsOfSaleSchema } from '@bp/api-contract';
import { termsOfSaleOf } from '../../orders/terms-of-sale';
import { BEARER_SECURITY, errorResponses, SIGNED_IN_ERROR_STATUSES } from '../schemas';

/**
 * GET terms-of-sale: the tenant's terms with its late-payment figures (spec 02 §2 Terms). Signed
 * in like the portal page that shows it, and without an authority: a prospect who may not check
 * out yet may still read the terms it would buy under.
 */
const termsOfSaleRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/terms-of-sale',
    {
      schema: {
        tags: ['checkout'],
        summary: "The tenant's terms of sale: title, last-updated date, sections, and the reservation and cancellation fees and grace period of its orders",
        security: BEARER_SECURITY,
        response: { 200: TermsOfSaleSchema, ...errorResponses(...SIGNED_IN_ERROR_STATUSES) },
      },
    },
    async (request) => termsOfSaleOf(fastify.db, request.tenant),
  );
};

export default termsOfSaleRoutes;
