import type { FastifyRequest } from 'fastify';

/**
 * 'http://localhost:3000': the origin the caller used (behind a proxy, with TRUST_PROXY, the
 * forwarded one). saas-config advertises URLs under it, and it is part of the token issuer.
 */
export function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}
