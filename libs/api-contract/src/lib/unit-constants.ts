// Run-time constants of an order's shipped units and its tracking links. No TypeBox here: the
// portal imports this module through @bp/api-contract/constants.

/** Paths relative to /px-api-gateway. */
export const UnitPaths = {
  /** GET: one page of the order's shipped units with their facts (query search, grade, condition, offset, limit). */
  units: 'sales-order/:phonexOrderNumber/units',
} as const;

export const CARRIER_LOCK_STATES = ['UNLOCKED', 'LOCKED'] as const;
export type CarrierLockState = (typeof CARRIER_LOCK_STATES)[number];
/** GSMA blacklist check. */
export const BLACKLIST_STATES = ['CLEAN', 'BLACKLISTED', 'UNKNOWN'] as const;
export type BlacklistState = (typeof BLACKLIST_STATES)[number];
/** iCloud (Apple) or FRP (Android) activation lock. */
export const ACTIVATION_LOCK_STATES = ['OFF', 'ON'] as const;
export type ActivationLockState = (typeof ACTIVATION_LOCK_STATES)[number];

/**
 * The Units section's condition filter: CLEAN is unlocked, not blacklisted and without an
 * activation lock; each other value keeps the units with that problem; UNCHECKED those whose checks
 * the seller has not recorded.
 */
export const UNIT_CONDITIONS = ['CLEAN', 'CARRIER_LOCKED', 'BLACKLISTED', 'ACTIVATION_LOCKED', 'UNCHECKED'] as const;
export type UnitCondition = (typeof UNIT_CONDITIONS)[number];

export const UNITS_PER_PAGE = 50;
/** The longest IMEI / serial search the units call takes. */
export const UNIT_SEARCH_MAX_LENGTH = 40;
export const UNIT_FACTS_MAX_PER_CALL = 5000;
export const UNIT_GRADE_MAX_LENGTH = 20;
export const UNIT_PHOTOS_MAX = 10;

/** The unit columns of the manifest export, in order. */
export const UNIT_SHEET_COLUMNS = [
  'IMEI',
  'IMEI 2',
  'Serial',
  'Model',
  'Capacity',
  'Colour',
  'Grade',
  'Battery health %',
  'Carrier lock',
  'Blacklist',
  'Activation lock',
  'Test result',
  'Photos',
] as const;

/**
 * Carriers whose tracking pages a tracking number links to, unless the tenant sets its own list.
 * `{number}` in the URL is replaced by the URL-encoded tracking number.
 */
export const DEFAULT_TRACKING_CARRIERS = [
  { code: 'UPS', name: 'UPS', trackingUrl: 'https://www.ups.com/track?tracknum={number}' },
  { code: 'FEDEX', name: 'FedEx', trackingUrl: 'https://www.fedex.com/fedextrack/?trknbr={number}' },
  { code: 'USPS', name: 'USPS', trackingUrl: 'https://tools.usps.com/go/TrackConfirmAction?tLabels={number}' },
  { code: 'DHL', name: 'DHL', trackingUrl: 'https://www.dhl.com/global-en/home/tracking/tracking-express.html?tracking-id={number}' },
] as const;

export const UnitMessage = {
  /** Seller side: IMEIs the order never shipped ({1}: the first of them, {2}: how many). */
  UNKNOWN_IMEIS: 'The order has no shipped unit with IMEI {1} ({2} unknown in all)',
  /** Seller side: one IMEI twice in one call. */
  REPEATED_IMEI: 'IMEI {1} is given more than once',
} as const;

export const UnitMessageCode = {
  UNKNOWN_IMEIS: 'UNIT_UNKNOWN_IMEIS',
  REPEATED_IMEI: 'UNIT_REPEATED_IMEI',
} as const;

export const UnitSheetMessage = {
  /** {1}: how many rows are wrong. */
  ROWS_REFUSED: 'The sheet was not applied: {1} rows have problems (nothing was changed)',
  /** {1}: the row, {2}: the column, {3}: what is wrong. */
  CELL_REFUSED: 'Row {1}, {2}: {3}',
} as const;

export const UnitSheetMessageCode = { ROWS_REFUSED: 'UNIT_SHEET_ROWS_REFUSED', CELL_REFUSED: 'UNIT_SHEET_CELL_REFUSED' } as const;
