import { desc, gt, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { BroadcastBanner } from '@bp/api-contract';
import type { DbExecutor } from '../db/database';
import { broadcastBanners } from '../db/schema';
import { allOf, scoped } from '../db/scoped';

/** GET notification/banners: the tenant's banners showing now (started, not ended), newest first. */
export async function activeBanners(db: DbExecutor, tenantId: string, now: Date = new Date()): Promise<BroadcastBanner[]> {
  const rows = await scoped(db, tenantId).findMany(
    broadcastBanners,
    allOf(lte(broadcastBanners.startsAt, now), or(isNull(broadcastBanners.endsAt), gt(broadcastBanners.endsAt, now)) as SQL),
    { orderBy: [desc(broadcastBanners.startsAt)], limit: 20 },
  );
  return rows.map((row) => ({
    id: row.id,
    message: row.message,
    severity: row.severity,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt?.toISOString() ?? null,
  }));
}
