// Run-time constants of the error body (spec 01 §8), free of TypeBox so that the portal can import
// them through `@bp/api-contract/constants`.

/** Message codes the API emits; the portal translates them through saas-i18n. */
export const MessageCode = {
  BAD_REQUEST: 'BAD_REQUEST',
  VALIDATION_FAILED: 'VALIDATION_FAILED',
  INVALID_JSON: 'INVALID_JSON',
  /** 401: no valid session; the portal returns to sign-in (message SESSION_EXPIRED_MESSAGE). */
  UNAUTHORIZED: 'UNAUTHORIZED',
  /** 403: signed in, but not a buyer of this portal (another group, or an account state that forbids access). */
  UNAUTHORIZED_USER: 'UNAUTHORIZED_USER',
  /** 403: signed in without any group yet: only account-setup calls are open. */
  ACCOUNT_SETUP_REQUIRED: 'ACCOUNT_SETUP_REQUIRED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  TENANT_NOT_FOUND: 'TENANT_NOT_FOUND',
  METHOD_NOT_ALLOWED: 'METHOD_NOT_ALLOWED',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  TOO_MANY_REQUESTS: 'TOO_MANY_REQUESTS',
  CONFLICT: 'CONFLICT',
  BUSINESS_RULE_FAILED: 'BUSINESS_RULE_FAILED',
  INSUFFICIENT_STOCK: 'INSUFFICIENT_STOCK',
  INTERNAL_SERVER_ERROR: 'INTERNAL_SERVER_ERROR',
  SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
} as const;
export type MessageCode = (typeof MessageCode)[keyof typeof MessageCode];

/** The message of every 401 (spec 01 §8). */
export const SESSION_EXPIRED_MESSAGE = 'Session Expired';

/** Codes of one `errors[]` entry of a 400 VALIDATION_FAILED: what is wrong with that field. */
export const FieldMessageCode = {
  REQUIRED: 'FIELD_REQUIRED',
  INVALID_TYPE: 'FIELD_INVALID_TYPE',
  INVALID_FORMAT: 'FIELD_INVALID_FORMAT',
  OUT_OF_RANGE: 'FIELD_OUT_OF_RANGE',
  UNKNOWN_FIELD: 'FIELD_NOT_ALLOWED',
  INVALID: 'FIELD_INVALID',
} as const;
export type FieldMessageCode = (typeof FieldMessageCode)[keyof typeof FieldMessageCode];

/** `errors[].status` of an entry the portal should show by messageCode (spec 01 §8). */
export const FIELD_ERROR_STATUS_FAIL = 'FAIL';

/** Response header that carries the request's trace id (spec 01 §8). */
export const TRACE_ID_HEADER = 'x-amzn-trace-id';
