import type { FetchBaseQueryError, FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import type { FieldError, MessageCode } from '@bp/api-contract';
import { TRACE_ID_HEADER } from '@bp/api-contract/constants';

/**
 * The one shape every failed call takes in the portal (spec 01 §8): screens, snackbars and the
 * error screen read these fields and never the raw fetch error.
 */
export interface ApiError {
  status: number;
  message: string;
  messageCode: string;
  params: string[];
  errors: FieldError[];
  traceId: string;
}

// Typed against the contract (type-only import) so a renamed header or code breaks the build,
// while the contract's TypeBox schemas stay out of the browser bundle.
const internalServerErrorCode: MessageCode = 'INTERNAL_SERVER_ERROR';

/** Spec 01 §2/§8 defaults for a failure that never reached the server (no response at all). */
export const NETWORK_FAILURE_STATUS = 418;
export const NETWORK_FAILURE_MESSAGE = 'Something went wrong';
export const FALLBACK_ERROR_MESSAGE = 'Internal Server Error';
export const MISSING_TRACE_ID = '--';

/** Builds the error the portal shows when a failure is not a server answer (render errors too). */
export function networkFailure(overrides: Partial<ApiError> = {}): ApiError {
  return {
    status: NETWORK_FAILURE_STATUS,
    message: NETWORK_FAILURE_MESSAGE,
    messageCode: internalServerErrorCode,
    params: [],
    errors: [],
    traceId: MISSING_TRACE_ID,
    ...overrides,
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

function isFieldError(value: unknown): value is FieldError {
  return isRecord(value) && typeof value['messageCode'] === 'string' && typeof value['messageDescription'] === 'string';
}

function traceIdOf(meta: FetchBaseQueryMeta | undefined): string {
  return nonEmptyString(meta?.response?.headers.get(TRACE_ID_HEADER)) ?? MISSING_TRACE_ID;
}

/** Reads the server's error body leniently: proxies and crashes can answer with any JSON. */
function fromBody(status: number, body: unknown, traceId: string, clientMessage?: string): ApiError {
  const record = isRecord(body) ? body : {};
  const params = Array.isArray(record['params']) ? record['params'].filter((param): param is string => typeof param === 'string') : [];
  const errors = Array.isArray(record['errors']) ? record['errors'].filter(isFieldError) : [];
  return {
    status,
    // Spec 01 §8: response data message, else the error message, else 'Internal Server Error'.
    message: nonEmptyString(record['message']) ?? clientMessage ?? FALLBACK_ERROR_MESSAGE,
    messageCode: nonEmptyString(record['messageCode']) ?? internalServerErrorCode,
    params,
    errors,
    traceId,
  };
}

/** True when a value is already a normalised ApiError (for code that catches unknown errors). */
export function isApiError(value: unknown): value is ApiError {
  return (
    isRecord(value) &&
    typeof value['status'] === 'number' &&
    typeof value['message'] === 'string' &&
    typeof value['messageCode'] === 'string' &&
    typeof value['traceId'] === 'string'
  );
}

/**
 * Anything caught (a thrown render error, RTK's SerializedError) as an ApiError: already normalised
 * errors pass through, everything else takes the spec defaults (418, 'Something went wrong', '--').
 */
export function toApiError(error: unknown): ApiError {
  return isApiError(error) ? error : networkFailure();
}

/**
 * Turns fetchBaseQuery's error union into an ApiError (spec 01 §8).
 * - HTTP error with a JSON body: status, message, code, params and errors from the body.
 * - Body that is not JSON (an HTML 502 page from a proxy): the HTTP status with the fallback
 *   message; the JSON parser's text is a developer detail, not something to show a buyer.
 * - No response at all (offline, DNS, CORS, aborted, timed out): the spec's network defaults.
 * - CUSTOM_ERROR (raised by our own code): its message.
 */
export function normaliseFetchError(error: FetchBaseQueryError, meta?: FetchBaseQueryMeta): ApiError {
  const traceId = traceIdOf(meta);
  if (typeof error.status === 'number') return fromBody(error.status, error.data, traceId);
  switch (error.status) {
    case 'PARSING_ERROR':
      return fromBody(error.originalStatus, undefined, traceId);
    case 'CUSTOM_ERROR':
      return fromBody(meta?.response?.status ?? NETWORK_FAILURE_STATUS, error.data, traceId, nonEmptyString(error.error));
    case 'FETCH_ERROR':
    case 'TIMEOUT_ERROR':
      return networkFailure({ traceId });
  }
}
