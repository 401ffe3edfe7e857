// What dates.ts (moment) and plain-dates.ts (Intl) share, in a module that imports neither.

/** What a missing or unreadable date shows (the specs' '--' for an empty value). */
export const NO_DATE = '--';

export type DateInput = Date | string | number | null | undefined;

let buyersLocale = 'en';

/**
 * The buyer's locale for dates (the portal's language). English keeps the specs' formats exactly
 * (Nov 24, 2026; 11/24/2026); another language gets Intl's formats of that locale (24 nov 2026;
 * 24/11/2026). One setting for the page, set when the language changes, so the many places that
 * show a date need no locale of their own.
 */
export function setDateLocale(locale: string): void {
  buyersLocale = locale || 'en';
}

export function dateLocale(): string {
  return buyersLocale;
}

/** Whether a locale writes dates in the specs' own English formats. */
export function usesSpecFormats(locale: string): boolean {
  return locale.toLowerCase() === 'en' || locale.toLowerCase().startsWith('en-');
}
