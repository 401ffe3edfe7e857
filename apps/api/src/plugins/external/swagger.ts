import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { appVersion } from '../../app-version';
import { DOCS_PREFIX } from '../../server-paths';

/**
 * swagger-ui is a different page from the portal: its own CSP (set on its routes by
 * @fastify/swagger-ui, replacing helmet's), still without inline scripts or framing.
 */
const DOCS_CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'base-uri': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'frame-ancestors': ["'none'"],
};

export default fp(
  async (fastify) => {
    await fastify.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Buyer Portal tenant API',
          description: 'The API behind the white-label buyer portal. Every /px-api-gateway call is resolved to a tenant by its Host header.',
          version: appVersion,
        },
        tags: [
          { name: 'startup', description: 'Unauthenticated calls the portal makes before sign-in' },
          { name: 'session', description: "The signed-in user's account, authorities and notices" },
          { name: 'settings', description: 'Tenant settings documents the portal loads after sign-in' },
          { name: 'identity', description: 'The embedded Cognito-compatible identity endpoint (tenants without AWS Cognito)' },
          { name: 'development', description: 'Demo mode only' },
          { name: 'operations', description: 'Probes for load balancers and orchestrators' },
          { name: 'pages', description: "The API's own HTML pages under /pages a tenant's settings may link to (the stock list tutorial)" },
        ],
        components: {
          securitySchemes: {
            bearerIdToken: {
              type: 'http',
              scheme: 'bearer',
              bearerFormat: 'JWT',
              description: "The signed-in user's ID token, issued for the request's tenant",
            },
          },
        },
      },
      // Keep shared schemas under their $id (ErrorBody, TenantConfig…) instead of def-0, def-1…
      refResolver: {
        buildLocalReference: (json, _baseUri, _fragment, index) => (typeof json.$id === 'string' ? json.$id : `def-${index}`),
      },
    });
    await fastify.register(swaggerUi, {
      routePrefix: DOCS_PREFIX,
      staticCSP: DOCS_CONTENT_SECURITY_POLICY,
      // The default validator badge loads an image from validator.swagger.io, outside the CSP.
      uiConfig: { validatorUrl: null, docExpansion: 'list', deepLinking: true },
    });
  },
  { name: 'swagger' },
);
