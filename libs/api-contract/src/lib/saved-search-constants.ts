// Run-time constants of saved searches (a buyer's stock list searches that can alert). No TypeBox
// here: the portal imports this module through @bp/api-contract/constants.

/** Paths relative to /px-api-gateway. */
export const SavedSearchPaths = {
  /** GET: the buyer's saved searches (newest first); POST: save one (pxns-participant-id header: a partner's list). */
  list: 'stocklist/saved-searches',
  /** PATCH: rename or change its alerts; DELETE: remove it (and its alerts). */
  one: (id: string) => `stocklist/saved-searches/${encodeURIComponent(id)}`,
  /** GET: the buyer's saved-search alerts of the last days and how many are unread (the bell). */
  alerts: 'notification/saved-search-alerts',
  /** POST { ids? }: marks the given alerts read, or every alert when ids is left out. */
  alertsRead: 'notification/saved-search-alerts/read',
} as const;

/** Saved searches one buyer may keep. */
export const SAVED_SEARCHES_MAX = 50;
export const SAVED_SEARCH_NAME_MAX_LENGTH = 80;
/** The stock list's query string (the /stock URL's, without page) a search keeps. */
export const SAVED_SEARCH_QUERY_MAX_LENGTH = 2000;
/** Days the bell keeps alerts for. */
export const SAVED_SEARCH_ALERT_DAYS = 30;

/**
 * NEW_STOCK: an item matching the search came into stock (new, or back from 0 available);
 * PRICE_BELOW: a matching item's list price fell below the search's alert price.
 */
export const SAVED_SEARCH_ALERT_KINDS = ['NEW_STOCK', 'PRICE_BELOW'] as const;
export type SavedSearchAlertKind = (typeof SAVED_SEARCH_ALERT_KINDS)[number];

export const SavedSearchMessage = {
  tooMany: `You can keep up to ${SAVED_SEARCHES_MAX} saved searches. Delete one to save this search.`,
  duplicateName: 'You already have a saved search with this name.',
  notFound: 'This saved search no longer exists.',
  alertsNotAllowed: 'Your account cannot set stock alerts.',
} as const;
