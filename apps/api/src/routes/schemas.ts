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
