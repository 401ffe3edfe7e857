import closeWithGrace from 'close-with-grace';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { productionStartProblem, readServerConfig, type ServerConfig } from './config';
import { configuredKeyEncryption } from './secrets/configured-key-encryption';

function loggerOptions(config: ServerConfig): FastifyServerOptions['logger'] {
  if (!config.prettyLogs) return { level: config.logLevel };
  return {
    level: config.logLevel,
    transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss.l', ignore: 'pid,hostname' } },
  };
}

/**
 * The environment, checked before the app's modules load: a start that lacks a production setting
 * (or has a malformed one) stops at once with one line naming it, and a non-zero exit.
 */
function startupConfig(): ServerConfig | undefined {
  try {
    const problem = productionStartProblem();
    if (problem) throw new Error(problem);
    return readServerConfig();
  } catch (error) {
    process.stderr.write(`Buyer Portal API cannot start: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
    return undefined;
  }
}

/**
 * Runs the API: reads the environment (config.ts), opens and migrates the database, seeds the
 * demo tenants in demo mode, serves the portal, and closes everything on SIGINT/SIGTERM.
 */
async function main(): Promise<void> {
  const startedAt = performance.now();
  const config = startupConfig();
  if (!config) return;
  const { default: app, fastifyServerOptions } = await import('./app');
  const server = Fastify(fastifyServerOptions({ logger: loggerOptions(config), trustProxy: config.trustProxy, bodyLimitBytes: config.bodyLimitBytes }));

  // On SIGTERM/SIGINT: not ready any more, new requests refused (503, Connection: close), the
  // requests and the job in flight finished, the job worker stopped, the database closed (releasing
  // the PGlite folder's lock), exit. Past SHUTDOWN_GRACE_MS it exits anyway (close-with-grace).
  const graceful = closeWithGrace({ delay: config.shutdownGraceMs }, async ({ signal, err }) => {
    if (err) server.log.error({ err }, 'closing after an uncaught error');
    else server.log.info(`${signal} received, closing`);
    await server.close();
    server.log.info('closed');
  });

  try {
    await server.register(app, {
      database: { target: config.database },
      keyEncryption: await configuredKeyEncryption(config),
      ops: { sharedKey: config.opsApiKey },
      staticDir: config.staticDir,
      demoMode: config.demoMode,
      rateLimit: config.rateLimit,
      userRateLimit: config.userRateLimit,
      rateLimitStore: config.rateLimitStore,
      cspConnectSources: config.cspConnectSources,
      identity: config.identity,
      files: config.files,
      stock: { ...config.stock, warmCatalogue: true },
      metrics: { token: config.metricsToken, processMetrics: true },
    });
    await server.listen({ port: config.port, host: config.host });
    server.log.info({ demoMode: config.demoMode, staticDir: config.staticDir, startupMs: Math.round(performance.now() - startedAt) }, 'Buyer Portal API ready');
  } catch (error) {
    server.log.fatal({ err: error }, `could not start: ${error instanceof Error ? error.message : String(error)}`);
    graceful.uninstall();
    await server.close().catch(() => undefined);
    process.exitCode = 1;
  }
}

void main();
