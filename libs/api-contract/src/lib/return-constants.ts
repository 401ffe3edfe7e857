// Run-time constants of returns (RMA) by unit. No TypeBox here: the portal imports this module
// through @bp/api-contract/constants.

/** Paths relative to /px-api-gateway. */
export const ReturnPaths = {
  /** GET: the buyer's returns, newest first (query search, status, offset, limit). POST: a new return (Idempotency-Key). */
  returns: 'returns',
  /** GET: one return with its units and messages. */
  detail: 'returns/:returnNumber',
  /** POST: a message from the buyer (body { text }). */
  messages: 'returns/:returnNumber/messages',
  /** POST (multipart, one file): evidence for a return not yet submitted; answers its file id. */
  evidence: 'returns/evidence',
  /** GET: one evidence file of a return. */
  evidenceFile: 'returns/:returnNumber/evidence/:fileId',
  /** GET: an order's returns window and the units already claimed. */
  orderReturns: 'sales-order/:phonexOrderNumber/returns',
  /** POST: the order's units with these IMEIs (body { imeis }), and the IMEIs it has no unit of. */
  resolveImeis: 'sales-order/:phonexOrderNumber/units/resolve',
} as const;

export const RETURN_REASONS = ['DEAD_ON_ARRIVAL', 'GRADE_NOT_AS_DESCRIBED', 'LOCKED', 'BLACKLISTED', 'WRONG_MODEL', 'OTHER'] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

/** A claimed unit's state; the seller moves it (ops). A REJECTED unit may be claimed again within the window. */
export const RETURN_UNIT_STATUSES = ['REQUESTED', 'APPROVED', 'REJECTED', 'RECEIVED', 'CREDITED'] as const;
export type ReturnUnitStatus = (typeof RETURN_UNIT_STATUSES)[number];

/**
 * A return's status, from its units': REJECTED when all were rejected; otherwise the least
 * advanced state of the units not rejected (REQUESTED until each is answered).
 */
export const RETURN_STATUSES = RETURN_UNIT_STATUSES;
export type ReturnStatus = ReturnUnitStatus;

/** Days after shipping a buyer may claim units, unless the tenant or the selling partner sets another window. */
export const DEFAULT_RETURN_WINDOW_DAYS = 14;
/** Days an approved return has to reach the seller, unless the seller sets the date. */
export const DEFAULT_RETURN_SHIP_BY_DAYS = 14;
export const RETURNS_PER_PAGE = 20;
export const RETURN_MAX_UNITS = 5000;
export const RETURN_MAX_EVIDENCE_FILES = 10;
/** What a claim's evidence may be (checked by name and by content): photos, short videos, PDFs. */
export const RETURN_EVIDENCE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'gif', 'tif', 'tiff', 'pdf', 'mp4', 'mov'] as const;
/** One evidence file at most: a phone's short video of a dead screen fits, a film does not. */
export const RETURN_EVIDENCE_MAX_BYTES = 25 * 1024 * 1024;
export const RETURN_NOTE_MAX_LENGTH = 2000;
export const RETURN_SEARCH_MAX_LENGTH = 100;
/** IMEIs a buyer may paste at once. */
export const RETURN_IMEI_PASTE_MAX = 5000;

export const ReturnMessage = {
  /** {1}: the IMEI. */
  UNIT_NOT_IN_ORDER: 'IMEI {1} is not a shipped unit of this order',
  /** {1}: the IMEI, {2}: the return number. */
  UNIT_ALREADY_CLAIMED: 'IMEI {1} is already in return {2}',
  /** {1}: the date the window closed. */
  WINDOW_CLOSED: 'Returns for this order were accepted until {1}',
  ORDER_NOT_SHIPPED: 'Only a shipped or invoiced order can be returned',
  /** {1}: the IMEI, {2}: the unit's price. */
  CREDIT_TOO_HIGH: 'The credit for IMEI {1} cannot exceed its price of {2}',
  /** Seller side: {1}: the IMEI, {2}: its status, {3}: the action. */
  WRONG_UNIT_STATUS: 'IMEI {1} is {2}: it cannot be {3}',
  /** {1}: the return number. */
  NOT_FOUND: 'No return {1}',
  EVIDENCE_NOT_FOUND: 'An evidence file of this return was not found; upload it again',
  /** {1}: why this file is not one. */
  EVIDENCE_TYPES: 'Only photos (png, jpg, gif, tif), videos (mp4, mov) and PDFs can be evidence: {1}',
} as const;

export const ReturnMessageCode = {
  UNIT_NOT_IN_ORDER: 'RETURN_UNIT_NOT_IN_ORDER',
  UNIT_ALREADY_CLAIMED: 'RETURN_UNIT_ALREADY_CLAIMED',
  WINDOW_CLOSED: 'RETURN_WINDOW_CLOSED',
  ORDER_NOT_SHIPPED: 'RETURN_ORDER_NOT_SHIPPED',
  CREDIT_TOO_HIGH: 'RETURN_CREDIT_TOO_HIGH',
  WRONG_UNIT_STATUS: 'RETURN_WRONG_UNIT_STATUS',
  NOT_FOUND: 'RETURN_NOT_FOUND',
  EVIDENCE_NOT_FOUND: 'RETURN_EVIDENCE_NOT_FOUND',
  EVIDENCE_TYPE_NOT_ALLOWED: 'RETURN_EVIDENCE_TYPE_NOT_ALLOWED',
} as const;
