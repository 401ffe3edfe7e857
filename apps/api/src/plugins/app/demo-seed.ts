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
    if (!options.enabled || (await hasAnyTenant(fastify.db))) return;
    const summary = await seedDemoData(fastify.db, undefined, { items: options.catalogueItems });
    fastify.tenantDirectory.forgetAll();
    fastify.log.info({ summary }, 'demo mode: seeded the demo tenants into an empty database');
  },
  { name: 'demo-seed', dependencies: ['database', 'tenant-resolution'] },
);
