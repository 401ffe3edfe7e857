import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import SerializerSelector from '@fastify/fast-json-stringify-compiler';
import app, { fastifyServerOptions, type AppOptions } from '../../src/app';
import { LocalKeyEncryption, type KeyEncryption } from '../../src/secrets/key-encryption';
import { createTestDatabase, TEST_CATALOGUE_ITEMS, type TestDatabase } from './test-database';

/** One pino line as the server would write it. */
export interface LogLine {
  level: number;
  msg?: string;
  reqId?: string;
  err?: { message?: string; stack?: string; type?: string };
  [key: string]: unknown;
}

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  /** The folder uploaded files go to (undefined when the test gave its own storage). */
  filesDir: string | undefined;
  /** Every log line written so far (level info and above, unless logLevel says otherwise). */
  logs(): LogLine[];
  close(): Promise<void>;
}

/** The key-encryption key of test apps (apps sharing a database must share it). */
export const TEST_KEY_ENCRYPTION = new LocalKeyEncryption(Buffer.alloc(32, 7));

export interface TestAppOptions extends Partial<Omit<AppOptions, 'database' | 'stock' | 'keyEncryption'>> {
  /** `opsApiKey`: registered as an ops key of every tenant at start (what OPS_API_KEY does in demo mode). */
  stock?: AppOptions['stock'] & { opsApiKey?: string };
  /** Default TEST_KEY_ENCRYPTION. */
  keyEncryption?: KeyEncryption;
  /** The captured log's level (default info; 'trace' sees every line the app can write). */
  logLevel?: string;
  /** Share a database between apps (its owner closes it); by default each app gets its own. */
  database?: TestDatabase;
  bodyLimitBytes?: number;
  /**
   * Test-only routes, registered next to the real ones (same error handler, hooks and
   * validator), e.g. one that throws to check what a 500 reveals.
   */
  registerTestRoutes?: (fastify: FastifyInstance) => Promise<void> | void;
  /** Sees every route the app registers (the options object, as the app's own onRoute hooks leave it). */
  onRoute?: (route: RouteOptions) => void;
}

const buildSerializer = SerializerSelector();

/**
 * Response serialisers compiled on a route's first answer rather than at start: a test app answers
 * a few of its routes, and compiling every route's serialiser cost about 0.7 s of CPU per app. The
 * server compiles them all at start (the journeys run it), so a schema that cannot compile still fails there.
 */
const lazySerializers: typeof buildSerializer = (externalSchemas, options) => {
  const compile = buildSerializer(externalSchemas, options);
  return (route) => {
    let serialize: ((data: unknown) => string) | undefined;
    return (data: unknown) => (serialize ??= compile(route))(data);
  };
};

/** A static folder that does not exist: the portal answers with its not-built page. */
export const NO_STATIC_DIR = '/nonexistent/buyer-portal-build';

/**
 * The real app (the same plugin server.ts runs) on a fresh Fastify instance, for app.inject.
 * Logs are captured instead of printed so tests can compare trace ids with logged reqIds.
 */
export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const { database: sharedDatabase, bodyLimitBytes, registerTestRoutes, onRoute, logLevel = 'info', stock, ...appOptions } = options;
  const { opsApiKey, ...stockOptions } = stock ?? {};
  const database = sharedDatabase ?? (await createTestDatabase());
  // Uploaded files go to a folder of this app's own, removed on close (unless the test gave one).
  const filesDir = appOptions.files ? undefined : await mkdtemp(path.join(tmpdir(), 'bp-files-'));
  const removeFiles = async () => {
    if (filesDir) await rm(filesDir, { recursive: true, force: true });
  };
  const lines: LogLine[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line) as LogLine);
      done();
    },
  });

  const fastify = Fastify({
    ...fastifyServerOptions({ logger: { level: logLevel, stream }, bodyLimitBytes, compileSerializersAtStart: false }),
    schemaController: { compilersFactory: { buildSerializer: lazySerializers } },
  });
  if (onRoute) fastify.addHook('onRoute', onRoute);
  try {
    await fastify.register(app, {
      staticDir: NO_STATIC_DIR,
      demoCatalogueItems: TEST_CATALOGUE_ITEMS,
      keyEncryption: TEST_KEY_ENCRYPTION,
      ...appOptions,
      stock: stockOptions,
      ops: { sharedKey: opsApiKey, ...appOptions.ops },
      ...(filesDir ? { files: { dir: filesDir } } : {}),
      database: { handle: database.handle },
    });
    if (registerTestRoutes) await fastify.register(async (scope) => registerTestRoutes(scope));
    await fastify.ready();
  } catch (error) {
    await fastify.close();
    if (!sharedDatabase) await database.close();
    await removeFiles();
    throw error;
  }

  return {
    app: fastify,
    database,
    logs: () => [...lines],
    filesDir,
    close: async () => {
      await fastify.close();
      if (!sharedDatabase) await database.close();
      await removeFiles();
    },
  };
}
