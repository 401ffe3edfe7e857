import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { tenantNotFound } from '../../errors';
import { TenantDirectory, type ResolvedTenant } from '../../tenants/tenant-directory';

declare module 'fastify' {
  interface FastifyInstance {
    tenantDirectory: TenantDirectory;
    /** onRequest hook for API scopes: resolves `request.tenant` from the Host header or answers 404 TENANT_NOT_FOUND. */
    resolveTenant: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    /** The request's tenant; only inside scopes that add the resolveTenant hook (/px-api-gateway). */
    readonly tenant: ResolvedTenant;
  }
}

export interface TenantResolutionOptions {
  cacheTtlMs?: number;
}

const tenantOfRequest = new WeakMap<FastifyRequest, ResolvedTenant>();

/**
 * Multi-tenancy by Host header: the API scope adds `resolveTenant` as an onRequest hook, so an
 * unknown host is refused before its body is even read. /health, /docs and the static portal
 * do not resolve a tenant (the portal shell is served for any host).
 */
export default fp<TenantResolutionOptions>(
  async (fastify, options) => {
    const directory = new TenantDirectory(fastify.db, { ttlMs: options.cacheTtlMs });
    fastify.decorate('tenantDirectory', directory);

    fastify.decorate('resolveTenant', async (request: FastifyRequest) => {
      const tenant = await directory.findByHostname(request.hostname);
      if (!tenant) throw tenantNotFound(request.hostname);
      tenantOfRequest.set(request, tenant);
    });

    fastify.decorateRequest('tenant', {
      getter(this: FastifyRequest): ResolvedTenant {
        const tenant = tenantOfRequest.get(this);
        // A programming error: a route outside the API scope asked for the tenant.
        if (!tenant) throw new Error(`request.tenant read on ${this.url}, where no tenant is resolved`);
        return tenant;
      },
    });
  },
  { name: 'tenant-resolution', dependencies: ['database'] },
);
