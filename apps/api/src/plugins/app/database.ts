import fp from 'fastify-plugin';
import { openDatabase, type Database, type DatabaseHandle, type DatabaseTarget } from '../../db/database';

declare module 'fastify' {
  interface FastifyInstance {
    /** The drizzle database (PGlite or PostgreSQL behind one type). */
    db: Database;
    /** The connection behind `db`: its kind, a description for logs, ping. */
    database: DatabaseHandle;
  }
}

export type DatabasePluginOptions =
  /** Open (and migrate) this database; it is closed when the app closes. */
  | { target: DatabaseTarget }
  /** Use an already open database (tests); whoever opened it closes it. */
  | { handle: DatabaseHandle };

export default fp<DatabasePluginOptions>(
  async (fastify, options) => {
    let handle: DatabaseHandle;
    if ('handle' in options) {
      handle = options.handle;
    } else {
      const target: DatabaseTarget =
        options.target.kind === 'postgres'
          ? { ...options.target, onIdleClientError: (error) => fastify.log.error({ err: error }, 'idle PostgreSQL client failed') }
          : options.target;
      const opened = await openDatabase(target);
      try {
        // Instances starting together on one database migrate one at a time.
        await opened.withStartupLock(() => opened.migrate());
      } catch (error) {
        await opened.close();
        throw error;
      }
      fastify.addHook('onClose', async () => {
        await opened.close();
        fastify.log.info(`closed ${opened.description}`);
      });
      fastify.log.info(`database ready: ${opened.description}`);
      handle = opened;
    }
    fastify.decorate('db', handle.db);
    fastify.decorate('database', handle);
  },
  { name: 'database' },
);
