import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../db/database';
import { tenantHosts, tenants } from '../db/schema';
import type { TenantSettings, TenantTranslations } from './tenant-settings';

/** The tenant a request belongs to, as routes see it (`request.tenant`). */
export interface ResolvedTenant {
  id: string;
  slug: string;
  name: string;
  settings: TenantSettings;
  translations: TenantTranslations;
  deactivated: boolean;
}

/** Host header → hostname the tenant_hosts table is keyed by: port stripped, lower-cased. */
export function normaliseHostname(host: string): string {
  const trimmed = host.trim().toLowerCase();
  if (trimmed.startsWith('[')) return trimmed.slice(0, trimmed.indexOf(']') + 1); // [::1]:3000
  const colon = trimmed.indexOf(':');
  return colon === -1 ? trimmed : trimmed.slice(0, colon);
}

/** The columns of a ResolvedTenant, for every query that loads one. */
export const resolvedTenantColumns = {
  id: tenants.id,
  slug: tenants.slug,
  name: tenants.name,
  settings: tenants.config,
  translations: tenants.translations,
  deactivated: tenants.deactivated,
};

export async function findTenantByHostname(db: DbExecutor, hostname: string): Promise<ResolvedTenant | undefined> {
  const [row] = await db
    .select(resolvedTenantColumns)
    .from(tenantHosts)
    .innerJoin(tenants, eq(tenants.id, tenantHosts.tenantId))
    .where(eq(tenantHosts.hostname, normaliseHostname(hostname)))
    .limit(1);
  return row;
}

interface CacheEntry {
  tenant: ResolvedTenant | undefined;
  expiresAt: number;
}

export interface TenantDirectoryOptions {
  /** How long a found tenant is served from memory; config edits show up after at most this. */
  ttlMs?: number;
  /** How long an unknown host is remembered, so a flood of junk hosts does not reach the database. */
  missTtlMs?: number;
  maxEntries?: number;
  now?: () => number;
}

/** Hostname → tenant, cached briefly in memory (every API call needs it). */
export class TenantDirectory {
  private readonly cache = new Map<string, CacheEntry>();
  private readonly ttlMs: number;
  private readonly missTtlMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;

  constructor(
    private readonly db: DbExecutor,
    options: TenantDirectoryOptions = {},
  ) {
    this.ttlMs = options.ttlMs ?? 30_000;
    this.missTtlMs = options.missTtlMs ?? 5_000;
    this.maxEntries = options.maxEntries ?? 1_000;
    this.now = options.now ?? Date.now;
  }

  async findByHostname(host: string): Promise<ResolvedTenant | undefined> {
    const hostname = normaliseHostname(host);
    const cached = this.cache.get(hostname);
    if (cached && cached.expiresAt > this.now()) return cached.tenant;

    const tenant = await findTenantByHostname(this.db, hostname);
    if (this.cache.size >= this.maxEntries) {
      // Map keeps insertion order: drop the oldest entry.
      const oldest = this.cache.keys().next();
      if (!oldest.done) this.cache.delete(oldest.value);
    }
    this.cache.delete(hostname);
    this.cache.set(hostname, { tenant, expiresAt: this.now() + (tenant ? this.ttlMs : this.missTtlMs) });
    return tenant;
  }

  /** After tenants or hosts change (seed, admin edits). */
  forgetAll(): void {
    this.cache.clear();
  }
}
