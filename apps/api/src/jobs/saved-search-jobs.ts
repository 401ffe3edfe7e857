import { eq } from 'drizzle-orm';
import type { SavedSearchAlertKind } from '@bp/api-contract';
import { formatMinorUnits } from '@bp/util-money';
import type { Database } from '../db/database';
import type { JobHandler } from '../db/job-queue';
import { tenants, users } from '../db/schema';
import { scoped } from '../db/scoped';
import type { Mailer } from '../mail/mailer';
import { savedSearchAlertRows, scanSavedSearches, type MarketEvents } from '../stock/saved-search-scan';
import { resolvedTenantColumns } from '../tenants/tenant-directory';

// The saved-search jobs: the scan a stock change enqueues, and each buyer's e-mail of the alerts
// a scan raised (marked done before it is sent: at most one e-mail per scan and buyer).

/** An e-mail lists this many alerts; the rest are counted (the bell shows them all). */
const MAIL_LINES = 50;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The scan's payload as enqueued by a stock change; anything malformed is dropped (it can never become valid). */
export function marketEventsOf(payload: Record<string, unknown>): MarketEvents {
  const ids = (value: unknown) => (Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string' && UUID.test(id)) : []);
  const drops = Array.isArray(payload['priceDrops']) ? payload['priceDrops'] : [];
  return {
    newStock: ids(payload['newStock']),
    priceDrops: drops.filter(
      (drop): drop is [string, number, number] =>
        Array.isArray(drop) && typeof drop[0] === 'string' && UUID.test(drop[0]) && Number.isSafeInteger(drop[1]) && Number.isSafeInteger(drop[2]),
    ),
  };
}

export function savedSearchScanHandler(db: Database, now: () => Date = () => new Date()): JobHandler {
  return async (job) => {
    await scanSavedSearches(db, job.tenantId, marketEventsOf(job.payload), job.id, now());
  };
}

export function savedSearchMailHandler(db: Database, mailer: Mailer): JobHandler {
  return async (job, context) => {
    const userId = String(job.payload['userId'] ?? '');
    const alertIds = Array.isArray(job.payload['alertIds'])
      ? job.payload['alertIds'].filter((id): id is string => typeof id === 'string' && UUID.test(id))
      : [];
    if (!UUID.test(userId) || alertIds.length === 0) return;
    const [recipient] = await scoped(db, job.tenantId).findMany(users, eq(users.id, userId));
    if (!recipient || recipient.status !== 'CONFIRMED') return;
    const alerts = await savedSearchAlertRows(db, job.tenantId, userId, { ids: alertIds });
    if (alerts.length === 0) return; // Deleted with their saved search meanwhile.
    const [tenant] = await db.select(resolvedTenantColumns).from(tenants).where(eq(tenants.id, job.tenantId));
    const currency = { symbol: tenant.settings.currency || '$', precision: 2 };
    const kindText: Record<SavedSearchAlertKind, string> = { NEW_STOCK: 'new stock', PRICE_BELOW: 'price below your alert' };
    const lines = alerts.slice(0, MAIL_LINES).map((alert) => {
      const price = formatMinorUnits(alert.listPriceCents, currency);
      const was = alert.previousListPriceCents === null ? '' : ` (was ${formatMinorUnits(alert.previousListPriceCents, currency)})`;
      return `- ${alert.description}, grade ${alert.grade}, ${alert.warehouse}: ${price}${was}, ${alert.quantityAvailable} available. ${kindText[alert.kind]}, saved search "${alert.searchName}"`;
    });
    const more = alerts.length > MAIL_LINES ? [`…and ${alerts.length - MAIL_LINES} more: see the alerts in the portal.`] : [];
    const subject =
      alerts.length === 1
        ? `${alerts[0].kind === 'NEW_STOCK' ? 'New stock' : 'Price drop'} for your saved search "${alerts[0].searchName}"`
        : `${alerts.length} alerts for your saved searches`;
    const text = [`Hello ${recipient.firstName},`, '', 'Your saved searches found:', ...lines, ...more, '', `${tenant.name}`].join('\n');
    // The job row is the sent-record: marked before the send, so it goes out at most once.
    if (!(await context.markDone())) return;
    await mailer.send({
      tenantId: job.tenantId,
      to: recipient.email,
      subject: `${subject} — ${tenant.name}`,
      text,
      html: `<p>${escapeHtml(text).replace(/\n/g, '<br>')}</p>`,
    });
  };
}
