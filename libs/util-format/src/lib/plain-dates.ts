// The spec's date formats without a time zone abbreviation, written with the browser's Intl instead
// of moment-timezone: a page that only shows these formats does not download moment and its zone
// data (31 KB gzip). Same output as formatDate in dates.ts (format.spec.ts compares them).
import { NO_DATE, type DateInput } from './dates-shared';

/** The formats without a zone abbreviation (dates.ts DateFormat): MMM dd, yyyy; MM/dd/yyyy; MM/dd/yyyy hh:mm a. */
export type PlainDateFormatName = 'LONG_DATE' | 'SHORT_DATE' | 'SHORT_DATE_TIME';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

/** An ISO 8601 date or date-time without an offset: moment.tz reads it as wall time in the zone, so it is shown as written. */
const ISO_WITHOUT_OFFSET = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?)?$/;
/** An ISO 8601 date-time with Z or an offset: an instant. */
const ISO_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}(?::?\d{2})?)$/i;

/** Formatters by zone; a page uses one or two zones, so a small bound never evicts in practice. */
const formatters = new Map<string, Intl.DateTimeFormat>();
const MAX_FORMATTERS = 32;
function wallTimeFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    });
    if (formatters.size >= MAX_FORMATTERS) formatters.clear();
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

let buyersZone: string | undefined;
/**
 * The buyer's time zone, read once per page load: reading it makes an Intl.DateTimeFormat, which
 * per call was the largest cost of a 50-row table's dates (tools/bench/orders.mjs). A buyer whose
 * zone changes sees it after the next reload.
 */
function buyersTimeZone(): string {
  buyersZone ??= Intl.DateTimeFormat().resolvedOptions().timeZone;
  return buyersZone;
}

function wallTimeOf(value: Exclude<DateInput, null | undefined>, timeZone: string): WallTime | undefined {
  if (typeof value === 'string') {
    const local = ISO_WITHOUT_OFFSET.exec(value);
    if (local) {
      const [, year, month, day, hour = '0', minute = '0'] = local;
      const wall = { year: Number(year), month: Number(month), day: Number(day), hour: Number(hour), minute: Number(minute) };
      return wall.month >= 1 && wall.month <= 12 && wall.day >= 1 && wall.day <= 31 && wall.hour <= 24 && wall.minute <= 59 ? wall : undefined;
    }
    if (!ISO_WITH_OFFSET.test(value)) return undefined;
  }
  const instant = value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Date.parse(value);
  if (!Number.isFinite(instant)) return undefined;
  const parts = Object.fromEntries(
    wallTimeFormatter(timeZone)
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day), hour: Number(parts.hour) % 24, minute: Number(parts.minute) };
}

const twoDigits = (n: number) => String(n).padStart(2, '0');

/**
 * The page's language (`<html lang>`, which the portal sets when the buyer's language changes), so
 * the many places that show a date need no locale of their own; English without a page.
 */
function pageLocale(): string {
  return (typeof document === 'undefined' ? '' : document.documentElement.lang) || 'en';
}

/** How a language other than English writes each format (Intl's words and order for the locale). */
const LOCALIZED_OPTIONS: Record<PlainDateFormatName, Intl.DateTimeFormatOptions> = {
  LONG_DATE: { day: '2-digit', month: 'short', year: 'numeric' },
  SHORT_DATE: { day: '2-digit', month: '2-digit', year: 'numeric' },
  SHORT_DATE_TIME: { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' },
};
const localizedFormatters = new Map<string, Intl.DateTimeFormat>();

/** The locale's own way of writing a format, of a wall time given as UTC. */
function localizedFormatter(locale: string, format: PlainDateFormatName): Intl.DateTimeFormat {
  const key = `${locale}|${format}`;
  let formatter = localizedFormatters.get(key);
  if (!formatter) {
    const options = { ...LOCALIZED_OPTIONS[format], timeZone: 'UTC' };
    try {
      formatter = new Intl.DateTimeFormat(locale, options);
    } catch {
      formatter = new Intl.DateTimeFormat('en-US', options);
    }
    localizedFormatters.set(key, formatter);
  }
  return formatter;
}

/**
 * A date in LONG_DATE, SHORT_DATE or SHORT_DATE_TIME, in the given IANA time zone (default: the
 * buyer's), as formatDate writes it: ISO 8601 strings (with an offset: an instant; without: wall
 * time in the zone), Date objects and epoch milliseconds; '--' for a missing or unreadable date.
 */
export function formatPlainDate(value: DateInput, format: PlainDateFormatName, timeZone: string = buyersTimeZone()): string {
  if (value === null || value === undefined || value === '') return NO_DATE;
  const wall = wallTimeOf(value, timeZone);
  if (!wall) return NO_DATE;
  // English keeps the specs' formats exactly; another language writes dates its own way.
  const locale = pageLocale();
  if (!/^en(-|$)/i.test(locale)) return localizedFormatter(locale, format).format(Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute));
  const date = `${twoDigits(wall.month)}/${twoDigits(wall.day)}/${wall.year}`;
  if (format === 'LONG_DATE') return `${MONTHS[wall.month - 1]} ${twoDigits(wall.day)}, ${wall.year}`;
  if (format === 'SHORT_DATE') return date;
  const hour12 = wall.hour % 12 === 0 ? 12 : wall.hour % 12;
  return `${date} ${twoDigits(hour12)}:${twoDigits(wall.minute)} ${wall.hour < 12 ? 'AM' : 'PM'}`;
}
