import Type from 'typebox';
import { ErrorBodySchema } from '@bp/api-contract';

/** Shared schemas, added once with fastify.addSchema so routes can $ref them (and /docs lists them once). */
export const SHARED_SCHEMAS = [ErrorBodySchema];

const errorBodyRef = Type.Ref('ErrorBody');

/** Response schemas for the error statuses a route can answer, all in the ErrorBody shape. */
export function errorResponses<Status extends number>(...statuses: Status[]): Record<Status, typeof errorBodyRef> {
  return Object.fromEntries(statuses.map((status) => [status, errorBodyRef])) as Record<Status, typeof errorBodyRef>;
}

/** What any /px-api-gateway route may answer besides its own statuses. */
export const API_ERROR_STATUSES = [400, 404, 429, 500] as const;

/** What a route for signed-in users may answer besides its own statuses: also 401 (no valid session) and 403 (not a buyer). */
export const SIGNED_IN_ERROR_STATUSES = [...API_ERROR_STATUSES, 401, 403] as const;

/**
 * 503 SERVICE_UNAVAILABLE with Retry-After: what a route answers when its transaction lost every
 * retry after deadlocks or serialization failures (db/transaction-retry.ts). Every route whose
 * work runs through withTransactionRetry declares it.
 */
export const TRANSACTION_CONFLICT_STATUS = 503;

/** OpenAPI: the bearer ID token every signed-in route needs (swagger.ts declares the scheme). */
export const BEARER_SECURITY = [{ bearerIdToken: [] }];
