import type { FastifyInstance, FastifyRequest, FastifyServerOptions } from 'fastify';
import path from 'node:path';
import fp from 'fastify-plugin';
import { API_BASE_PATH } from '@bp/api-contract';
import type { RateLimitConfig } from './config';
import { DEFAULT_BODY_LIMIT_BYTES, DEFAULT_IDENTITY_RATE_LIMIT, DEFAULT_RATE_LIMIT, DEFAULT_USER_RATE_LIMIT } from './config';
import authenticationPlugin from './plugins/app/authentication';
import databasePlugin, { type DatabasePluginOptions } from './plugins/app/database';
import demoSeedPlugin from './plugins/app/demo-seed';
import errorHandlingPlugin, { clientErrorAnswer, frameworkErrorAnswer } from './plugins/app/error-handling';
import filesPlugin, { type FilesPluginOptions } from './plugins/app/files';
import identityPlugin, { type IdentityPluginOptions } from './plugins/app/identity';
import importSheetsPlugin from './plugins/app/import-sheets';
import nulGuardPlugin from './plugins/app/nul-guard';
import metricsPlugin, { type MetricsOptions } from './plugins/app/metrics';
import offerAnswersPlugin from './plugins/app/offer-answers';
import opsKeysPlugin, { type OpsKeysPluginOptions } from './plugins/app/ops-keys';
import paymentsPlugin, { type PaymentsPluginOptions } from './plugins/app/payments';
import readinessPlugin from './plugins/app/readiness';
import stockPlugin, { type StockPluginOptions } from './plugins/app/stock';
import tenantResolutionPlugin from './plugins/app/tenant-resolution';
import traceIdPlugin from './plugins/app/trace-id';
import compressPlugin from './plugins/external/compress';
import helmetPlugin from './plugins/external/helmet';
import rateLimitPlugin from './plugins/external/rate-limit';
import type { RateLimitStoreConfig } from './rate-limit/rate-limit-store-config';
import swaggerPlugin from './plugins/external/swagger';
import { traceIdForRequest } from './request-id';
import { validatorCompiler } from './validator-compiler';
import cognitoRoutes from './routes/cognito';
import devMailboxRoutes from './routes/dev-mailbox';
import healthRoutes from './routes/health';
import metricsRoutes from './routes/metrics';
import opsRoutes from './routes/ops';
import pageRoutes from './routes/pages';
import paypalPageRoutes from './routes/paypal-pages';
import portalRoutes from './routes/portal';
import apiRoutes from './routes/px-api-gateway';
import { SHARED_SCHEMAS } from './routes/schemas';
import type { SheetParserOptions } from './offers/import/sheet-parser';
import type { KeyEncryption } from './secrets/key-encryption';
import { COGNITO_PATH } from './server-paths';

export interface AppOptions {
  database: DatabasePluginOptions;
  /** The built portal (index.html + assets/). */
  staticDir: string;
  /** Seed the demo tenants into an empty database at start, and serve GET /dev/mailbox. */
  demoMode?: boolean;
  /** Seals the tenants' token signing keys at rest (KEY_ENCRYPTION_KEY; in demo mode one kept in the data folder). */
  keyEncryption: KeyEncryption;
  /** A key registered for every tenant at start (OPS_API_KEY in demo mode). */
  ops?: Omit<OpsKeysPluginOptions, 'demoMode'>;
  identity?: IdentityOptions;
  /** Unauthenticated calls per client IP (the portal's files are never counted). */
  rateLimit?: RateLimitConfig;
  /** Signed-in calls per user (tenant + user id), whatever address they come from. */
  userRateLimit?: RateLimitConfig;
  /** Where every limit's counters live (default memory, for one instance; several share a store). */
  rateLimitStore?: RateLimitStoreConfig;
  /** Extra CSP connect-src hosts (AWS Cognito endpoints of tenants that use it). */
  cspConnectSources?: string[];
  tenantCacheTtlMs?: number;
  /** Catalogue items per tenant the demo seed generates (default 3000). */
  demoCatalogueItems?: number;
  /** Stock list indexes, the job worker (off unless jobsEnabled). */
  stock?: StockPluginOptions;
  /** Worker threads reading uploaded offer sheets: time and memory limits, a test gate. */
  importSheets?: SheetParserOptions;
  /** Where uploaded documents go: a folder (default ./.data/files) or S3-compatible storage. */
  files?: Partial<FilesPluginOptions>;
  /** PayPal request timeout and clock (tests). Which gateway a tenant uses is in its settings. */
  payments?: PaymentsPluginOptions;
  /** Prometheus metrics: GET /metrics only with a token (METRICS_TOKEN); Node's process metrics (the server). */
  metrics?: MetricsOptions & { token?: string };
}

export interface IdentityOptions extends Omit<IdentityPluginOptions, 'keyEncryption'> {
  /** Per client IP, on the identity endpoint only (it replaces the API-wide limit there). */
  rateLimit?: RateLimitConfig;
}

export interface ServerFactoryOptions {
  logger: FastifyServerOptions['logger'];
  trustProxy?: boolean;
  bodyLimitBytes?: number;
  /**
   * Compile every response serialiser's Ajv checks at start (default): about 2 s more start-up CPU
   * (5.6 s instead of 3.5 s), and no request pays a compile. Tests build many short-lived apps that
   * call few routes each, and turn it off; the answers are the same either way.
   */
  compileSerializersAtStart?: boolean;
}

/**
 * Header values that are credentials, censored wherever a log line carries them (Fastify's own
 * request lines leave headers out; this holds for any line that logs a request or its headers).
 */
export const REDACTED_LOG_PATHS = ['authorization', 'x-ops-key', 'cookie', 'set-cookie'].flatMap((header) => [
  `req.headers["${header}"]`,
  `res.headers["${header}"]`,
  `headers["${header}"]`,
  `*.headers["${header}"]`,
]);

/**
 * A URL as logged: a signed file link's token (the credential of the download) and `token`/`code`
 * query values (PayPal's approval token) censored.
 */
export function loggedUrl(url: string): string {
  return url.replace(/(\/files\/)[^/?#]+/, '$1[redacted]').replace(/([?&](?:token|code)=)[^&#]*/gi, '$1[redacted]');
}

function withRedaction(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger || typeof logger !== 'object') return logger;
  return {
    ...logger,
    redact: { paths: REDACTED_LOG_PATHS, censor: '[redacted]' },
    // Fastify's own request serialiser, with the URL as loggedUrl leaves it.
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: loggedUrl(request.url),
        version: request.headers['accept-version'] as string | undefined,
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
      ...logger.serializers,
    },
  };
}

/** Options that only the Fastify factory accepts (the app plugin cannot set them itself). */
export function fastifyServerOptions({
  logger,
  trustProxy = false,
  bodyLimitBytes = DEFAULT_BODY_LIMIT_BYTES,
  compileSerializersAtStart = true,
}: ServerFactoryOptions): FastifyServerOptions {
  return {
    logger: withRedaction(logger),
    // The request id is the trace id: logged as reqId and returned as x-amzn-trace-id.
    genReqId: traceIdForRequest,
    requestIdHeader: false,
    bodyLimit: bodyLimitBytes,
    trustProxy,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // Nullable fields are `anyOf [X, null]`, which fast-json-stringify checks with Ajv; compiled
    // lazily, that cost (up to seconds on a large response schema) lands on the first requests.
    // Compile while the routes are registered instead: start-up pays it once, no request does.
    serializerOpts: { compileValidators: compileSerializersAtStart },
    // Startup plugins wait on the database's startup lock while another instance migrates and
    // seeds, which takes well over Fastify's 10 s default on a loaded machine; a real hang still
    // fails the start, after two minutes.
    pluginTimeout: 120_000,
    frameworkErrors: frameworkErrorAnswer,
    clientErrorHandler: clientErrorAnswer,
    // While closing, new requests get the spec's error body from the readiness plugin, not Fastify's own.
    return503OnClosing: false,
  };
}

/**
 * The whole API as one plugin, laid out like fastify/demo: external plugins (security headers,
 * compression, docs), then the app's own plugins (trace ids, errors, database, tenancy, identity,
 * authentication), then the routes (behind the rate limit) and the portal's files. server.ts runs it; tests register it on their own Fastify instance.
 */
async function buildApp(fastify: FastifyInstance, options: AppOptions): Promise<void> {
  // TypeBox checks request schemas itself (strict types for bodies, conversion only for
  // query/params/headers; validator-compiler.ts); responses are serialised by Fastify from the same schemas.
  fastify.setValidatorCompiler(validatorCompiler);
  for (const schema of SHARED_SCHEMAS) fastify.addSchema(schema);

  await fastify.register(helmetPlugin, { connectSources: options.cspConnectSources ?? [] });
  await fastify.register(compressPlugin);
  await fastify.register(traceIdPlugin);
  // Before the docs: a scope takes the error handler and hooks there are when it is made.
  await fastify.register(errorHandlingPlugin);
  await fastify.register(nulGuardPlugin);
  await fastify.register(readinessPlugin);
  await fastify.register(swaggerPlugin);

  await fastify.register(databasePlugin, options.database);
  await fastify.register(metricsPlugin, options.metrics ?? {});
  await fastify.register(tenantResolutionPlugin, { cacheTtlMs: options.tenantCacheTtlMs });
  await fastify.register(demoSeedPlugin, { enabled: options.demoMode ?? false, catalogueItems: options.demoCatalogueItems });
  const { rateLimit: identityRateLimit, ...identityOptions } = options.identity ?? {};
  await fastify.register(opsKeysPlugin, { ...options.ops, demoMode: options.demoMode });
  await fastify.register(identityPlugin, { warnWithoutSmtp: !options.demoMode, keyEncryption: options.keyEncryption, ...identityOptions });
  await fastify.register(authenticationPlugin);
  await fastify.register(offerAnswersPlugin);
  await fastify.register(stockPlugin, { ...options.stock });
  await fastify.register(importSheetsPlugin, options.importSheets ?? {});
  await fastify.register(filesPlugin, { dir: path.resolve('.data', 'files'), ...options.files });
  await fastify.register(paymentsPlugin, options.payments ?? {});

  // The API's routes share one scope holding the rate limit; the portal's files sit outside it,
  // so loading the portal never spends a budget.
  await fastify.register(async (api) => {
    await api.register(rateLimitPlugin, {
      perIp: options.rateLimit ?? DEFAULT_RATE_LIMIT,
      perUser: options.userRateLimit ?? DEFAULT_USER_RATE_LIMIT,
      store: options.rateLimitStore,
    });
    await api.register(healthRoutes);
    if (options.metrics?.token) await api.register(metricsRoutes, { token: options.metrics.token });
    await api.register(cognitoRoutes, { prefix: COGNITO_PATH, rateLimit: identityRateLimit ?? DEFAULT_IDENTITY_RATE_LIMIT });
    await api.register(apiRoutes, { prefix: API_BASE_PATH });
    await api.register(opsRoutes, { prefix: '/ops' });
    await api.register(pageRoutes);
    await api.register(paypalPageRoutes);
    if (options.demoMode) await api.register(devMailboxRoutes);
  });
  await fastify.register(portalRoutes, { staticDir: options.staticDir });
}

export default fp(buildApp, { name: 'buyer-portal-api', fastify: '5.x' });
