import closeWithGrace from 'close-with-grace';
import Fastify, { type FastifyServerOptions } from 'fastify';
import app, { fastifyServerOptions } from './app';
import { readServerConfig, type ServerConfig } from './config';

function loggerOptions(config: ServerConfig): FastifyServerOptions['logger'] {
  if (!config.prettyLogs) return { level: config.logLevel };
  return {
    level: config.logLevel,
    transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss.l', ignore: 'pid,hostname' } },
  };
}

/**
 * Runs the API: reads the environment (config.ts), opens and migrates the database, seeds the
 * demo tenants in demo mode, serves the portal, and closes everything on SIGINT/SIGTERM.
 */
async function main(): Promise<void> {
  const startedAt = performance.now();
  const config = readServerConfig();
  const server = Fastify(fastifyServerOptions({ logger: loggerOptions(config), trustProxy: config.trustProxy, bodyLimitBytes: config.bodyLimitBytes }));

  // Finish in-flight requests, close the database (releasing the PGlite folder's lock), exit.
  const graceful = closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) server.log.error({ err }, 'closing after an uncaught error');
    else server.log.info(`${signal} received, closing`);
    await server.close();
  });

  try {
    await server.register(app, {
      database: { target: config.database },
      staticDir: config.staticDir,
      demoMode: config.demoMode,
      rateLimit: config.rateLimit,
      userRateLimit: config.userRateLimit,
      rateLimitStore: config.rateLimitStore,
      cspConnectSources: config.cspConnectSources,
      identity: config.identity,
      files: config.files,
      stock: { ...config.stock, demoMode: config.demoMode, warmCatalogue: true },
    });
    await server.listen({ port: config.port, host: config.host });
    server.log.info(
      { demoMode: config.demoMode, staticDir: config.staticDir, startupMs: Math.round(performance.now() - startedAt) },
      'Buyer Portal API ready',
    );
  } catch (error) {
    server.log.fatal({ err: error }, `could not start: ${error instanceof Error ? error.message : String(error)}`);
    graceful.uninstall();
    await server.close().catch(() => undefined);
    process.exitCode = 1;
  }
}

void main();
