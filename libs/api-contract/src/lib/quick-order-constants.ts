// Run-time constants of quick order (ordering by list). No TypeBox here: the portal imports this
// module through @bp/api-contract/constants.

/** Paths relative to /px-api-gateway. */
export const QuickOrderPaths = {
  /** POST { lines: [{ text, quantity }] }: each line matched to the buyer's stock list (pxns-participant-id header: a partner's list). */
  match: 'stocklist/quick-order/match',
  /** POST an .xlsx/.xls list (raw body, its name in the file-name header): { lines: [{ text, quantity }] } to match. */
  sheet: 'stocklist/quick-order/sheet',
} as const;

/** MATCHED: one item; AMBIGUOUS: several (the buyer picks one of `candidates`); NOT_FOUND: none. */
export const QUICK_ORDER_OUTCOMES = ['MATCHED', 'AMBIGUOUS', 'NOT_FOUND'] as const;
export type QuickOrderOutcome = (typeof QUICK_ORDER_OUTCOMES)[number];

/** Lines one match call takes (a pasted list or an uploaded sheet of more is split by the portal). */
export const QUICK_ORDER_MAX_LINES = 200;
export const QUICK_ORDER_LINE_MAX_LENGTH = 200;
/** Candidates named for an ambiguous line, cheapest first. */
export const QUICK_ORDER_MAX_CANDIDATES = 5;
/** Lines an uploaded list may hold (the portal matches them QUICK_ORDER_MAX_LINES at a time). */
export const QUICK_ORDER_SHEET_MAX_LINES = 1000;
