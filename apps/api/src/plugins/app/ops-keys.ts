import fp from 'fastify-plugin';
import { tenants } from '../../db/schema';
import { registerOpsKey } from '../../ops/ops-keys';

export interface OpsKeysPluginOptions {
  /**
   * Registered at start as an ops key of every tenant there is then: OPS_API_KEY, which config.ts
   * reads in demo mode only (a production start refuses it), and test apps.
   */
  sharedKey?: string;
  demoMode?: boolean;
}

/** The label a shared key is listed under (`npm run ops -- keys list`). */
export const SHARED_KEY_LABEL = 'OPS_API_KEY (demo mode)';

/** Puts the shared ops key in place, or tells a demo how to get a key; never logs a key. */
export default fp<OpsKeysPluginOptions>(
  async (fastify, options) => {
    const { sharedKey } = options;
    if (sharedKey) {
      const all = await fastify.db.select({ id: tenants.id }).from(tenants);
      for (const tenant of all) await registerOpsKey(fastify.db, tenant.id, sharedKey, SHARED_KEY_LABEL);
      fastify.log.info({ tenants: all.length }, 'OPS_API_KEY is an ops key of every tenant (demo mode)');
    } else if (options.demoMode) {
      fastify.log.info(
        'demo mode: /ops needs an ops key of the tenant: start with OPS_API_KEY=<16+ characters> to make it a key of every demo tenant, or (server stopped, on the embedded database) npm run ops -- keys create --tenant acme --label <who>',
      );
    }
  },
  { name: 'ops-keys', dependencies: ['database', 'demo-seed'] },
);
