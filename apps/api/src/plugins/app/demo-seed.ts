import fp from 'fastify-plugin';
import { hasAnyTenant, seedDemoData } from '../../seed/seed-demo-data';

export interface DemoSeedOptions {
  enabled: boolean;
  /** Catalogue items per demo tenant (default DEFAULT_CATALOGUE_ITEMS; tests use fewer). */
  catalogueItems?: number;
}

/** In demo mode a fresh database gets the demo tenants, so `npm start` shows a working portal. */
export default fp<DemoSeedOptions>(
  async (fastify, options) => {
    if (!options.enabled) return;
    // Under the startup lock, so of instances starting together on an empty database exactly one
    // seeds and the others find the tenants there.
    const summary = await fastify.database.withStartupLock(async () =>
      (await hasAnyTenant(fastify.db)) ? undefined : seedDemoData(fastify.db, undefined, { items: options.catalogueItems }),
    );
    if (!summary) return;
    fastify.tenantDirectory.forgetAll();
    fastify.log.info({ summary }, 'demo mode: seeded the demo tenants into an empty database');
  },
  { name: 'demo-seed', dependencies: ['database', 'tenant-resolution'] },
);
