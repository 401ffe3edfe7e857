// Ten years of zone data around the release instead of the full 729 KB set (toolchain notes).
import moment from 'moment-timezone/builds/moment-timezone-with-data-10-year-range';
import { NO_DATE, type DateInput } from './dates-shared';

/**
 * The date formats of the specs' constants (01 §9 Dates, 03 constants), in moment's tokens. Every
 * date the portal shows goes through this module (or plain-dates.ts, its moment-free twin for the
 * formats without a zone), so a format is changed in one place.
 */
export const DateFormat = {
  /** 'MMM dd, yyyy, hh:mm am/pm' plus the time zone abbreviation: Nov 24, 2026, 11:28 PM EST. */
  DATE_TIME_WITH_ZONE: 'MMM DD, YYYY, hh:mm A z',
  /** 'MMM dd, yyyy': Nov 24, 2026. */
  LONG_DATE: 'MMM DD, YYYY',
  /** 'MM/dd/yyyy': 11/24/2026. */
  SHORT_DATE: 'MM/DD/YYYY',
  /** 'MM/dd/yyyy hh:mm a': 11/24/2026 11:28 PM. */
  SHORT_DATE_TIME: 'MM/DD/YYYY hh:mm A',
} as const;

export type DateFormatName = keyof typeof DateFormat;

export { NO_DATE, type DateInput } from './dates-shared';

/** The buyer's own time zone (the browser's), e.g. America/New_York; tests pass one explicitly. */
export function localTimeZone(): string {
  return moment.tz.guess();
}

/** How a language other than English writes each format (as plain-dates.ts writes the zone-less ones). */
const LOCALIZED_OPTIONS: Readonly<Record<DateFormatName, Intl.DateTimeFormatOptions>> = {
  DATE_TIME_WITH_ZONE: { day: '2-digit', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZoneName: 'short' },
  LONG_DATE: { day: '2-digit', month: 'short', year: 'numeric' },
  SHORT_DATE: { day: '2-digit', month: '2-digit', year: 'numeric' },
  SHORT_DATE_TIME: { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' },
};

/** The page's language (`<html lang>`, which the portal sets), as plain-dates.ts reads it; English without a page. */
function pageLocale(): string {
  return (typeof document === 'undefined' ? '' : document.documentElement.lang) || 'en';
}

/** A date in the locale's own words and order (Intl), in the zone; with Intl's short zone name for DATE_TIME_WITH_ZONE. */
function localized(parsed: moment.Moment, format: DateFormatName, locale: string, timeZone: string): string {
  try {
    return new Intl.DateTimeFormat(locale, { ...LOCALIZED_OPTIONS[format], timeZone }).format(parsed.valueOf());
  } catch {
    return parsed.format(DateFormat[format]);
  }
}

/**
 * A date in one of the spec formats, in the given IANA time zone (default: the buyer's). Accepts
 * ISO 8601 strings (what the API sends), Date objects and epoch milliseconds.
 */
export function formatDate(value: DateInput, format: DateFormatName, timeZone: string = localTimeZone()): string {
  if (value === null || value === undefined || value === '') return NO_DATE;
  const parsed = typeof value === 'string' ? moment.tz(value, moment.ISO_8601, timeZone) : moment.tz(value, timeZone);
  if (!parsed.isValid()) return NO_DATE;
  // English keeps the specs' formats exactly; another language writes dates its own way.
  const locale = pageLocale();
  return /^en(-|$)/i.test(locale) ? parsed.format(DateFormat[format]) : localized(parsed, format, locale, timeZone);
}

/** 'MMM dd, yyyy, hh:mm am/pm' plus the time zone abbreviation: the stock list's last update, the error screen's time. */
export function formatDateTimeWithZone(value: DateInput, timeZone?: string): string {
  return formatDate(value, 'DATE_TIME_WITH_ZONE', timeZone);
}
