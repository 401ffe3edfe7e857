// What dates.ts (moment) and plain-dates.ts (Intl) share, in a module that imports neither.

/** What a missing or unreadable date shows (the specs' '--' for an empty value). */
export const NO_DATE = '--';

export type DateInput = Date | string | number | null | undefined;
