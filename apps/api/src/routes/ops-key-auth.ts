import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MessageCode } from '@bp/api-contract';
import { AppError } from '../errors';
import { checkOpsKey, recordOpsKeyUse, type OpsKeyIdentity } from '../ops/ops-keys';

declare module 'fastify' {
  interface FastifyRequest {
    /** The ops key that opened this /ops request (after the key hooks). */
    opsKey: OpsKeyIdentity | null;
  }
}

const unauthorized = () => new AppError(401, MessageCode.UNAUTHORIZED, 'A valid ops key is required');

/** `Authorization: Bearer <key>` or `x-ops-key: <key>`. */
export function presentedOpsKey(request: FastifyRequest): string | undefined {
  const header = request.headers['x-ops-key'];
  if (typeof header === 'string' && header) return header;
  const authorization = request.headers.authorization;
  return authorization?.startsWith('Bearer ') ? authorization.slice(7) : undefined;
}

const useOf = (request: FastifyRequest, key: OpsKeyIdentity, statusCode: number) => ({
  key,
  method: request.method,
  route: request.routeOptions.url ?? request.url.split('?')[0],
  path: request.url.split('?')[0],
  statusCode,
});

/**
 * The /ops scope's door: a key of the request's tenant (by Host). No key, an unknown or a revoked
 * one: 401. A live key of another tenant: 403 (and the attempt goes to that tenant's audit). Each
 * request a key opens is audited before its answer leaves, whatever the answer.
 */
export function addOpsKeyHooks(fastify: FastifyInstance): void {
  fastify.decorateRequest('opsKey', null);
  fastify.addHook('onRequest', async (request) => {
    if (!presentedOpsKey(request)) throw unauthorized();
  });
  fastify.addHook('onRequest', fastify.resolveTenant);
  fastify.addHook('onRequest', async (request) => {
    const check = await checkOpsKey(fastify.db, request.tenant.id, presentedOpsKey(request) ?? '');
    if (check.kind === 'valid') {
      request.opsKey = check.key;
      return;
    }
    if (check.kind === 'other-tenant') {
      await recordOpsKeyUse(fastify.db, useOf(request, check.key, 403));
      throw new AppError(403, MessageCode.FORBIDDEN, 'This ops key is not a key of this tenant');
    }
    throw unauthorized();
  });
  fastify.addHook('onSend', async (request, reply, payload) => {
    if (!request.opsKey) return payload;
    try {
      await recordOpsKeyUse(fastify.db, useOf(request, request.opsKey, reply.statusCode));
    } catch (error) {
      // The work is done and answered either way; a lost audit row is logged, never the key.
      request.log.error({ err: error, opsKey: request.opsKey.prefix }, 'could not record an ops key use');
    }
    return payload;
  });
}
