import { and, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import { BUYER_GROUP, DEFAULT_NOTIFICATION_PREFERENCES, type NotificationPreferences } from '@bp/api-contract';
import { formatMinorUnits, toCents } from '@bp/util-money';
import type { Database, DbExecutor } from '../db/database';
import { dailyReports, dailyReportSends, jobs, networkParticipants, stockAlerts, stockItems, tenants, users, warehouses, type JobRow } from '../db/schema';
import { allOf, scoped } from '../db/scoped';
import { mailLocaleOf, type MailTexts } from '../mail/mail-locale';
import type { Mailer } from '../mail/mailer';
import { stockListSettings } from '../stock/catalogue-service';
import { EXPORT_HEADER } from '../stock/export-columns';
import { exportRowOf, workbookBuffer, type ExportItem } from '../stock/export-service';
import { enqueueJob, type JobHandler } from '../db/job-queue';
import { dailyAt, type Schedule } from './schedules';
import { resolvedTenantColumns } from '../tenants/tenant-directory';
import { savedSearchAlertRows } from '../stock/saved-search-scan';

// The stock jobs: the stock-alert e-mail (one per alert crossing) and the daily report. Once a
// day the schedule enqueues one job per tenant, which enqueues one job per subscribed buyer: an
// .xlsx of new inventory and price drops since that buyer's last report, in the stock export's
// rows. A buyer's report is recorded (daily_report_sends) before it is sent: at most one per
// buyer and day, whatever retries, lost leases or instances.

export const DAILY_REPORT_JOB = 'daily-report';
export const DAILY_REPORT_BUYER_JOB = 'daily-report-buyer';
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const DAY_MS = 24 * 3_600_000;
const SAVED_SEARCH_REPORT_HEADER = [
  'Saved Search',
  'Alert',
  'Item Number',
  'Warehouse',
  'Description',
  'Grade',
  'List Price',
  'Previous Price',
  'Available',
  'Alerted At (UTC)',
];

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

interface StockAlertMail {
  item: string;
  itemNumber: string;
  warehouse: string;
  available: number;
  alertQuantity: number;
}

/** The stock e-mails in each mail language (the attached sheet keeps its columns in the tenant's language). */
const STOCK_MAIL_TEXTS: MailTexts<{
  hello: (name: string) => string;
  alertSubject: (item: string) => string;
  alertBody: (alert: StockAlertMail) => string;
  reportSubject: (tenant: string, day: string) => string;
  reportBody: (counts: { fresh: number; drops: number; alerts: number; since: string }) => string;
}> = {
  en: {
    hello: (name) => `Hello ${name},`,
    alertSubject: (item) => `Stock alert: ${item} is available`,
    alertBody: (alert) =>
      `${alert.item} (${alert.itemNumber}, ${alert.warehouse}) now has ${alert.available} available; your alert was set for ${alert.alertQuantity}.`,
    reportSubject: (tenant, day) => `${tenant} daily stock report ${day}`,
    reportBody: ({ fresh, drops, alerts, since }) => `attached: ${fresh} new items, ${drops} price drops and ${alerts} saved search alerts since ${since}.`,
  },
  es: {
    hello: (name) => `Hola, ${name}:`,
    alertSubject: (item) => `Alerta de stock: ${item} está disponible`,
    alertBody: (alert) =>
      `${alert.item} (${alert.itemNumber}, ${alert.warehouse}) tiene ahora ${alert.available} disponibles; tu alerta era para ${alert.alertQuantity}.`,
    reportSubject: (tenant, day) => `Informe diario de stock de ${tenant} ${day}`,
    reportBody: ({ fresh, drops, alerts, since }) =>
      `adjuntos: ${fresh} artículos nuevos, ${drops} bajadas de precio y ${alerts} alertas de búsquedas guardadas desde ${since}.`,
  },
};

export function stockAlertHandler(db: Database, mailer: Mailer): JobHandler {
  return async (job, context) => {
    const alertId = String(job.payload['alertId']);
    const scope = scoped(db, job.tenantId);
    const [row] = await db
      .select({
        email: users.email,
        firstName: users.firstName,
        locale: users.locale,
        quantity: stockAlerts.quantity,
        description: stockItems.description,
        itemNumber: stockItems.itemNumber,
        available: stockItems.quantityAvailable,
        warehouse: warehouses.label,
        tenantName: tenants.name,
        tenantConfig: tenants.config,
      })
      .from(stockAlerts)
      .innerJoin(users, scope.join(users.id, stockAlerts.userId))
      .innerJoin(stockItems, scope.join(stockItems.id, stockAlerts.itemId))
      .innerJoin(warehouses, scope.join(warehouses.id, stockItems.warehouseId))
      .innerJoin(tenants, eq(tenants.id, stockAlerts.tenantId))
      .where(scope.where(stockAlerts, eq(stockAlerts.id, alertId)));
    if (!row) return; // The alert was deleted meanwhile: nothing to say.
    const available = Number(job.payload['quantityAvailable'] ?? row.available);
    const texts = STOCK_MAIL_TEXTS[mailLocaleOf(row.locale, row.tenantConfig.language)];
    const subject = texts.alertSubject(row.description);
    const alert = { item: row.description, itemNumber: row.itemNumber, warehouse: row.warehouse, available, alertQuantity: row.quantity };
    const text = `${texts.hello(row.firstName)}\n\n${texts.alertBody(alert)}\n\n${row.tenantName}`;
    // The job row is this crossing's sent-record: done before the send, so it goes out at most once.
    if (!(await context.markDone())) return;
    await mailer.send({ tenantId: job.tenantId, to: row.email, subject, text, html: `<p>${escapeHtml(text).replace(/\n/g, '<br>')}</p>` });
  };
}

/** The day a report belongs to (its schedule period, UTC), e.g. 2026-11-26. */
const dayOf = (due: Date) => due.toISOString().slice(0, 10);

/** Enqueues the day's report job of every active tenant (a no-op for a tenant that has it). */
export async function enqueueDailyReports(db: DbExecutor, due: Date): Promise<void> {
  const day = dayOf(due);
  const tenantRows = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.deactivated, false));
  for (const tenant of tenantRows) {
    await enqueueJob(db, { tenantId: tenant.id, kind: DAILY_REPORT_JOB, payload: { day }, dedupeKey: `daily-report:${day}`, runAt: due });
  }
}

/** The daily report's schedule at a UTC time of day "HH:MM". */
export function dailyReportSchedule(timeUtc: string): Schedule {
  const period = dailyAt(timeUtc);
  return { name: `daily-report@${period.key}`, firstDue: period.firstDue, nextAfter: period.nextAfter, run: enqueueDailyReports };
}

const wantsReport = (preferences: Partial<NotificationPreferences> | null, groups: string[]) =>
  preferences !== null && groups.includes(BUYER_GROUP) && { ...DEFAULT_NOTIFICATION_PREFERENCES, ...preferences }.stockReportNotification;

/** The tenant's job of the day: one report job per subscribed buyer. */
export function dailyReportHandler(db: Database): JobHandler {
  return async (job) => {
    const day = String(job.payload['day'] ?? dayOf(job.runAt));
    const subscribers = await db
      .select({ id: users.id, preferences: users.notificationPreferences, groups: users.groups })
      .from(users)
      .where(scoped(db, job.tenantId).where(users, allOf(eq(users.status, 'CONFIRMED'), isNotNull(users.notificationPreferences))));
    const values = subscribers
      .filter((subscriber) => wantsReport(subscriber.preferences, subscriber.groups))
      .map((subscriber) => ({
        tenantId: job.tenantId,
        kind: DAILY_REPORT_BUYER_JOB,
        payload: { day, userId: subscriber.id },
        dedupeKey: `daily-report:${day}:${subscriber.id}`,
      }));
    for (let start = 0; start < values.length; start += 500)
      await db
        .insert(jobs)
        .values(values.slice(start, start + 500))
        .onConflictDoNothing();
  };
}

async function ownStockLabels(db: Database, tenantId: string) {
  const [tenant] = await db.select(resolvedTenantColumns).from(tenants).where(eq(tenants.id, tenantId));
  const participant = await scoped(db, tenantId).findOne(networkParticipants, eq(networkParticipants.isOwn, true));
  return { tenant, settings: await stockListSettings(db, tenant, { tenantId, participant, participantId: null }) };
}

/** New inventory and price drops of the tenant's own stock since `since`. */
async function reportItems(db: Database, tenantId: string, since: Date) {
  const scope = scoped(db, tenantId);
  const rows = await db
    .select({
      itemNumber: stockItems.itemNumber,
      pxnItemNumber: stockItems.pxnItemNumber,
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
  const asItem = (row: (typeof rows)[number]): ExportItem => ({
    ...row,
    pxnItemNumber: row.pxnItemNumber ?? undefined,
    listPrice: Number(row.listPrice),
    attributes: { ...row.attributes, grade: row.grade },
  });
  return {
    fresh: rows.filter((row) => row.firstSeenAt > since).map(asItem),
    drops: rows
      .filter(
        (row) =>
          row.previousListPrice !== null &&
          row.priceChangedAt !== null &&
          row.priceChangedAt > since &&
          toCents(row.listPrice) < toCents(row.previousListPrice),
      )
      .map((row) => ({ item: asItem(row), previousListPrice: Number(row.previousListPrice) })),
  };
}

/** One buyer's report of one day; sent at most once (see daily_report_sends). */
export function dailyReportBuyerHandler(db: Database, mailer: Mailer, now: () => Date = () => new Date()): JobHandler {
  return async (job: JobRow) => {
    const tenantId = job.tenantId;
    const userId = String(job.payload['userId'] ?? '');
    const day = String(job.payload['day'] ?? '');
    if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return; // A malformed payload can never become valid: done.
    const scope = scoped(db, tenantId);
    const [subscriber] = await db
      .select({
        email: users.email,
        firstName: users.firstName,
        locale: users.locale,
        status: users.status,
        preferences: users.notificationPreferences,
        groups: users.groups,
        lastSentAt: dailyReports.lastSentAt,
      })
      .from(users)
      .leftJoin(dailyReports, scope.join(dailyReports.userId, users.id))
      .where(scope.where(users, eq(users.id, userId)));
    // Unsubscribed or gone since the tenant's job ran: nothing to send.
    if (!subscriber || subscriber.status !== 'CONFIRMED' || !wantsReport(subscriber.preferences, subscriber.groups)) return;

    const sentAt = now();
    const since = subscriber.lastSentAt ?? new Date(sentAt.getTime() - DAY_MS);
    const { tenant, settings } = await ownStockLabels(db, tenantId);
    const { fresh, drops } = await reportItems(db, tenantId, since);
    const alerts = await savedSearchAlertRows(db, tenantId, userId, { since });
    const currency = { symbol: tenant.settings.currency || '$' };
    const attachment = await workbookBuffer([
      { name: 'New inventory', header: EXPORT_HEADER, rows: fresh.map((item) => exportRowOf(item, settings)) },
      {
        name: 'Price drops',
        header: [...EXPORT_HEADER, 'Previous Price'],
        rows: drops.map(({ item, previousListPrice }) => [...exportRowOf(item, settings), previousListPrice]),
      },
      {
        name: 'Saved search alerts',
        header: SAVED_SEARCH_REPORT_HEADER,
        rows: alerts.map((alert) => [
          alert.searchName,
          alert.kind === 'NEW_STOCK' ? 'New stock' : 'Price below alert',
          alert.itemNumber,
          alert.warehouse,
          alert.description,
          alert.grade,
          formatMinorUnits(alert.listPriceCents, currency),
          alert.previousListPriceCents === null ? '' : formatMinorUnits(alert.previousListPriceCents, currency),
          alert.quantityAvailable,
          alert.createdAt.toISOString(),
        ]),
      },
    ]);
    const texts = STOCK_MAIL_TEXTS[mailLocaleOf(subscriber.locale, tenant.settings.language)];
    const counts = { fresh: fresh.length, drops: drops.length, alerts: alerts.length, since: since.toISOString() };
    const text = `${texts.hello(subscriber.firstName)}\n\n${texts.reportBody(counts)}\n\n${tenant.name}`;

    const [reserved] = await db.insert(dailyReportSends).values({ tenantId, userId, day }).onConflictDoNothing().returning({ day: dailyReportSends.day });
    if (!reserved) return; // Sent (or being sent) by an earlier run.
    const thisSend = and(eq(dailyReportSends.tenantId, tenantId), eq(dailyReportSends.userId, userId), eq(dailyReportSends.day, day));
    try {
      await mailer.send({
        tenantId,
        to: subscriber.email,
        subject: texts.reportSubject(tenant.name, day),
        text,
        html: `<p>${escapeHtml(text).replace(/\n/g, '<br>')}</p>`,
        attachments: [{ filename: `${tenant.slug}-daily-report-${day}.xlsx`, contentType: XLSX_TYPE, content: attachment }],
      });
    } catch (error) {
      // Refused, so not sent: the retry may send it.
      await db.delete(dailyReportSends).where(and(thisSend, isNull(dailyReportSends.sentAt)));
      throw error;
    }
    await db.transaction(async (tx) => {
      await tx.update(dailyReportSends).set({ sentAt }).where(thisSend);
      await tx
        .insert(dailyReports)
        .values({ tenantId, userId, lastSentAt: sentAt })
        .onConflictDoUpdate({ target: [dailyReports.tenantId, dailyReports.userId], set: { lastSentAt: sentAt } });
    });
  };
}
