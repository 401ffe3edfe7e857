import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { TenantConfigSchema, TranslationsSchema } from '@bp/api-contract';
import { appVersion } from '../../app-version';
import { requestOrigin } from '../../request-origin';
import { toTenantConfig, toTranslations } from '../../tenants/tenant-config';
import { isNotModified, NOT_MODIFIED_RESPONSE } from '../revalidation';
import { API_ERROR_STATUSES, errorResponses } from '../schemas';

/**
 * The two unauthenticated startup calls (spec 01 §7): branding and translations of the request's
 * tenant. Both are cacheable with validation (ETag, Cache-Control: no-cache): a repeat visit's
 * startup gets a body-less 304 while the tenant's settings are unchanged.
 */
const saasRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/saas-config',
    {
      schema: {
        tags: ['startup'],
        summary: "The tenant's configuration: branding, currency, identity pool",
        response: { 200: TenantConfigSchema, ...NOT_MODIFIED_RESPONSE, ...errorResponses(...API_ERROR_STATUSES) },
      },
    },
    async (request, reply) => {
      const config = toTenantConfig(request.tenant, { origin: requestOrigin(request), appVersion });
      return isNotModified(request, reply, config) ? reply.code(304).send(null) : config;
    },
  );

  fastify.get(
    '/saas-i18n',
    {
      schema: {
        tags: ['startup'],
        summary: "The tenant's translation overrides, keyed by English default text",
        response: { 200: TranslationsSchema, ...NOT_MODIFIED_RESPONSE, ...errorResponses(...API_ERROR_STATUSES) },
      },
    },
    async (request, reply) => {
      const translations = toTranslations(request.tenant);
      return isNotModified(request, reply, translations) ? reply.code(304).send(null) : translations;
    },
  );
};

export default saasRoutes;
