import fp from 'fastify-plugin';
import { seedDemoOrders } from '../../seed/demo-orders';
import { hasAnyTenant, seedDemoData } from '../../seed/seed-demo-data';

export interface DemoSeedOptions {
  enabled: boolean;
  /** Catalogue items per demo tenant (default DEFAULT_CATALOGUE_ITEMS; tests use fewer). */
  catalogueItems?: number;
}

/** In demo mode a fresh database gets the demo tenants and a shipped order, so `npm start` shows a working portal. */
export default fp<DemoSeedOptions>(
  async (fastify, options) => {
    if (!options.enabled) return;
    // Under the startup lock, so of instances starting together on an empty database exactly one
    // seeds and the others find the tenants there.
    const seeded = await fastify.database.withStartupLock(async () => {
      if (await hasAnyTenant(fastify.db)) return undefined;
      const summary = await seedDemoData(fastify.db, undefined, { items: options.catalogueItems });
      // Only here, never in seedDemoData: the API tests' template is that seed, without orders.
      return { summary, order: await seedDemoOrders(fastify.db) };
    });
    if (!seeded) return;
    fastify.tenantDirectory.forgetAll();
    fastify.log.info({ summary: seeded.summary }, 'demo mode: seeded the demo tenants into an empty database');
    if (seeded.order) {
      fastify.log.info(
        { orderNumber: seeded.order.orderNumber, units: seeded.order.units },
        `demo mode: shipped order ${seeded.order.orderNumber} holds the demo units`,
      );
    } else {
      // A catalogue made small (CATALOGUE_ITEMS, tests) has too few phones in stock for it: the demo starts without.
      fastify.log.warn('demo mode: the catalogue is too small for the demo shipped orders; none was made');
    }
  },
  { name: 'demo-seed', dependencies: ['database', 'tenant-resolution'] },
);
