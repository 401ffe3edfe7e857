import { eq, gt, isNotNull, sql } from 'drizzle-orm';
import { BUYER_GROUP, DEFAULT_NOTIFICATION_PREFERENCES } from '@bp/api-contract';
import { toCents } from '@bp/util-stocklist';
import type { Database } from '../db/database';
import { dailyReports, stockAlerts, stockItems, tenants, users, warehouses, type JobRow } from '../db/schema';
import { allOf, scoped } from '../db/scoped';
import type { Mailer } from '../mail/mailer';
import { EXPORT_HEADER } from '../stock/export-columns';
import { workbookBuffer } from '../stock/export-service';
import { enqueueJob, type JobHandler } from './job-queue';

// The stock jobs: the stock-alert e-mail (one per alert crossing) and the daily report (once a
// day per tenant, an .xlsx of new inventory and price drops since each buyer's last report).

export const DAILY_REPORT_JOB = 'daily-report';
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export function stockAlertHandler(db: Database, mailer: Mailer): JobHandler {
  return async (job: JobRow) => {
    const alertId = String(job.payload['alertId']);
    const scope = scoped(db, job.tenantId);
    const [row] = await db
      .select({ email: users.email, firstName: users.firstName, quantity: stockAlerts.quantity, description: stockItems.description, itemNumber: stockItems.itemNumber, available: stockItems.quantityAvailable, warehouse: warehouses.label, tenantName: tenants.name })
      .from(stockAlerts)
      .innerJoin(users, scope.join(users.id, stockAlerts.userId))
      .innerJoin(stockItems, scope.join(stockItems.id, stockAlerts.itemId))
      .innerJoin(warehouses, scope.join(warehouses.id, stockItems.warehouseId))
      .innerJoin(tenants, eq(tenants.id, stockAlerts.tenantId))
      .where(scope.where(stockAlerts, eq(stockAlerts.id, alertId)));
    if (!row) return; // The alert was deleted meanwhile: nothing to say.
    const available = Number(job.payload['quantityAvailable'] ?? row.available);
    const subject = `Stock alert: ${row.description} is available`;
    const text = `Hello ${row.firstName},\n\n${row.description} (${row.itemNumber}, ${row.warehouse}) now has ${available} available; your alert was set for ${row.quantity}.\n\n${row.tenantName}`;
    await mailer.send({ tenantId: job.tenantId, to: row.email, subject, text, html: `<p>${escapeHtml(text).replace(/\n/g, '<br>')}</p>` });
  };
}

/** Enqueues today's daily report of every tenant once the schedule time (UTC "HH:MM") has passed; idempotent per tenant and day. */
export async function scheduleDailyReports(db: Database, scheduleUtc: string, now = new Date()): Promise<void> {
  const [hours, minutes] = scheduleUtc.split(':').map(Number);
  const due = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), hours, minutes));
  if (now < due) return;
  const day = due.toISOString().slice(0, 10);
  const tenantRows = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.deactivated, false));
  for (const tenant of tenantRows) {
    await enqueueJob(db, { tenantId: tenant.id, kind: DAILY_REPORT_JOB, payload: { day }, dedupeKey: `daily-report:${day}`, runAt: due });
  }
}

export function dailyReportHandler(db: Database, mailer: Mailer, now: () => Date = () => new Date()): JobHandler {
  return async (job: JobRow) => {
    const tenantId = job.tenantId;
    const scope = scoped(db, tenantId);
    const [tenant] = await db.select({ name: tenants.name, slug: tenants.slug }).from(tenants).where(eq(tenants.id, tenantId));
    const subscribers = await db
      .select({ id: users.id, email: users.email, firstName: users.firstName, preferences: users.notificationPreferences, groups: users.groups, lastSentAt: dailyReports.lastSentAt })
      .from(users)
      .leftJoin(dailyReports, scope.join(dailyReports.userId, users.id))
      .where(scope.where(users, allOf(eq(users.status, 'CONFIRMED'), isNotNull(users.notificationPreferences))));
    const sentAt = now();
    for (const subscriber of subscribers) {
      const wants = { ...DEFAULT_NOTIFICATION_PREFERENCES, ...subscriber.preferences }.stockReportNotification;
      if (!wants || !subscriber.groups.includes(BUYER_GROUP)) continue;
      const since = subscriber.lastSentAt ?? new Date(sentAt.getTime() - 24 * 3600 * 1000);
      const rows = await db
        .select({
          itemNumber: stockItems.itemNumber,
          warehouse: warehouses.code,
          category: stockItems.category,
          skuDescription: stockItems.description,
          grade: stockItems.grade,
          quantityAvailable: stockItems.quantityAvailable,
          listPrice: stockItems.listPrice,
          previousListPrice: stockItems.previousListPrice,
          incrementSize: stockItems.incrementSize,
          attributes: stockItems.attributes,
          firstSeenAt: stockItems.firstSeenAt,
          priceChangedAt: stockItems.priceChangedAt,
        })
        .from(stockItems)
        .innerJoin(warehouses, scope.join(warehouses.id, stockItems.warehouseId))
        .where(
          scope.where(
            stockItems,
            allOf(
              sql`${warehouses.participantId} is null`,
              gt(stockItems.quantityAvailable, 0),
              sql`(${stockItems.firstSeenAt} > ${since.toISOString()} or (${stockItems.priceChangedAt} > ${since.toISOString()} and ${stockItems.listPrice} < ${stockItems.previousListPrice}))`,
            ),
          ),
        )
        .limit(50_000);
      const fresh = rows.filter((row) => row.firstSeenAt > since);
      const drops = rows.filter((row) => row.previousListPrice !== null && row.priceChangedAt !== null && row.priceChangedAt > since && toCents(row.listPrice) < toCents(row.previousListPrice));
      const asRow = (row: (typeof rows)[number]): (string | number)[] => [
        row.itemNumber,
        row.warehouse,
        row.category,
        row.skuDescription,
        row.grade,
        row.attributes['manufacturer'] ?? '',
        row.attributes['model'] ?? '',
        row.attributes['capacity'] ?? '',
        row.attributes['color'] ?? '',
        row.attributes['networkLockStatus'] ?? '',
        row.quantityAvailable,
        Number(row.listPrice),
        row.incrementSize,
        '',
        '',
      ];
      const attachment = workbookBuffer([
        { name: 'New inventory', header: EXPORT_HEADER, rows: fresh.map(asRow) },
        { name: 'Price drops', header: [...EXPORT_HEADER, 'Previous Price'], rows: drops.map((row) => [...asRow(row), Number(row.previousListPrice)]) },
      ]);
      const day = sentAt.toISOString().slice(0, 10);
      const text = `Hello ${subscriber.firstName},\n\nattached: ${fresh.length} new items and ${drops.length} price drops since ${since.toISOString()}.\n\n${tenant.name}`;
      await mailer.send({
        tenantId,
        to: subscriber.email,
        subject: `${tenant.name} daily stock report ${day}`,
        text,
        html: `<p>${escapeHtml(text).replace(/\n/g, '<br>')}</p>`,
        attachments: [{ filename: `${tenant.slug}-daily-report-${day}.xlsx`, contentType: XLSX_TYPE, content: attachment }],
      });
      await db
        .insert(dailyReports)
        .values({ tenantId, userId: subscriber.id, lastSentAt: sentAt })
        .onConflictDoUpdate({ target: [dailyReports.tenantId, dailyReports.userId], set: { lastSentAt: sentAt } });
    }
  };
}
