import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { TenantConfigSchema, TranslationsSchema } from '@bp/api-contract';
import { appVersion } from '../../app-version';
import { requestOrigin } from '../../request-origin';
import { toTenantConfig, toTranslations } from '../../tenants/tenant-config';
import { API_ERROR_STATUSES, errorResponses } from '../schemas';

/** The two unauthenticated startup calls (spec 01 §7): branding and translations of the request's tenant. */
const saasRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/saas-config',
    {
      schema: {
        tags: ['startup'],
        summary: "The tenant's configuration: branding, currency, identity pool",
        response: { 200: TenantConfigSchema, ...errorResponses(...API_ERROR_STATUSES) },
      },
    },
    async (request) => toTenantConfig(request.tenant, { origin: requestOrigin(request), appVersion }),
  );

  fastify.get(
    '/saas-i18n',
    {
      schema: {
        tags: ['startup'],
        summary: "The tenant's translation overrides, keyed by English default text",
        response: { 200: TranslationsSchema, ...errorResponses(...API_ERROR_STATUSES) },
      },
    },
    async (request) => toTranslations(request.tenant),
  );
};

export default saasRoutes;
