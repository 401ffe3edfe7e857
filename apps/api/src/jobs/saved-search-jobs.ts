import { eq } from 'drizzle-orm';
import type { SavedSearchAlertKind } from '@bp/api-contract';
import { formatMinorUnits } from '@bp/util-money';
import type { Database } from '../db/database';
import type { JobHandler } from '../db/job-queue';
import { tenants, users } from '../db/schema';
import { scoped } from '../db/scoped';
import type { Mailer } from '../mail/mailer';
import { mailLocaleOf, type MailTexts } from '../mail/mail-locale';
import { savedSearchAlertRows, scanSavedSearches, type MarketEvents } from '../stock/saved-search-scan';
import { resolvedTenantColumns } from '../tenants/tenant-directory';

// The saved-search jobs: the scan a stock change enqueues, and each buyer's e-mail of the alerts
// a scan raised (marked done before it is sent: at most one e-mail per scan and buyer).

/** An e-mail lists this many alerts; the rest are counted (the bell shows them all). */
const MAIL_LINES = 50;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface AlertLine {
  kind: SavedSearchAlertKind;
  description: string;
  grade: string;
  warehouse: string;
  price: string;
  was: string | null;
  quantityAvailable: number;
  searchName: string;
}

/** The saved-search e-mail in each mail language. */
const SAVED_SEARCH_MAIL_TEXTS: MailTexts<{
  hello: (name: string) => string;
  intro: string;
  line: (alert: AlertLine) => string;
  more: (count: number) => string;
  oneSubject: (kind: SavedSearchAlertKind, search: string) => string;
  manySubject: (count: number) => string;
}> = {
  en: {
    hello: (name) => `Hello ${name},`,
    intro: 'Your saved searches found:',
    line: (alert) =>
      `- ${alert.description}, grade ${alert.grade}, ${alert.warehouse}: ${alert.price}${alert.was ? ` (was ${alert.was})` : ''}, ${alert.quantityAvailable} available. ${alert.kind === 'NEW_STOCK' ? 'new stock' : 'price below your alert'}, saved search "${alert.searchName}"`,
    more: (count) => `…and ${count} more: see the alerts in the portal.`,
    oneSubject: (kind, search) => `${kind === 'NEW_STOCK' ? 'New stock' : 'Price drop'} for your saved search "${search}"`,
    manySubject: (count) => `${count} alerts for your saved searches`,
  },
  es: {
    hello: (name) => `Hola, ${name}:`,
    intro: 'Tus búsquedas guardadas encontraron:',
    line: (alert) =>
      `- ${alert.description}, grado ${alert.grade}, ${alert.warehouse}: ${alert.price}${alert.was ? ` (antes ${alert.was})` : ''}, ${alert.quantityAvailable} disponibles. ${alert.kind === 'NEW_STOCK' ? 'stock nuevo' : 'precio por debajo de tu alerta'}, búsqueda guardada «${alert.searchName}»`,
    more: (count) => `…y ${count} más: consulta las alertas en el portal.`,
    oneSubject: (kind, search) => `${kind === 'NEW_STOCK' ? 'Stock nuevo' : 'Bajada de precio'} en tu búsqueda guardada «${search}»`,
    manySubject: (count) => `${count} alertas de tus búsquedas guardadas`,
  },
};

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
    const locale = mailLocaleOf(recipient.locale, tenant.settings.language);
    const texts = SAVED_SEARCH_MAIL_TEXTS[locale];
    const currency = { symbol: tenant.settings.currency || '$', precision: 2, locale };
    const lines = alerts.slice(0, MAIL_LINES).map((alert) =>
      texts.line({
        ...alert,
        price: formatMinorUnits(alert.listPriceCents, currency),
        was: alert.previousListPriceCents === null ? null : formatMinorUnits(alert.previousListPriceCents, currency),
      }),
    );
    const more = alerts.length > MAIL_LINES ? [texts.more(alerts.length - MAIL_LINES)] : [];
    const subject = alerts.length === 1 ? texts.oneSubject(alerts[0].kind, alerts[0].searchName) : texts.manySubject(alerts.length);
    const text = [texts.hello(recipient.firstName), '', texts.intro, ...lines, ...more, '', `${tenant.name}`].join('\n');
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
