import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { BUYER_GROUP, MessageCode } from '@bp/api-contract';
import { forbiddenUser } from '../../errors';
import type { AuthenticatedUser } from '../../identity/request-authenticator';
import { requestOrigin } from '../../request-origin';

/**
 * Who may call a signed-in route: 'buyer' (the default) needs the Buyer group; 'account-setup'
 * also lets in users without any group yet, who must finish account setup first (spec 01 §6).
 */
export type RouteAccess = 'buyer' | 'account-setup';

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook for signed-in scopes: verifies the bearer ID token and the route's access rule, sets `request.user`. */
    authenticate: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    /** The signed-in user; only inside scopes that add the authenticate hook. */
    readonly user: AuthenticatedUser;
  }
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}

const userOfRequest = new WeakMap<FastifyRequest, AuthenticatedUser>();

/** 403 rules, after the token proved who is calling (401 rules live in RequestAuthenticator). */
export function assertAccess(user: AuthenticatedUser, access: RouteAccess): void {
  if (user.status !== 'CONFIRMED') throw forbiddenUser(MessageCode.UNAUTHORIZED_USER, `This account may not use the portal (status ${user.status})`);
  if (user.groups.includes(BUYER_GROUP)) return;
  if (user.groups.length > 0) throw forbiddenUser(MessageCode.UNAUTHORIZED_USER, 'Only buyers may use this portal');
  if (access !== 'account-setup') throw forbiddenUser(MessageCode.ACCOUNT_SETUP_REQUIRED, 'Finish the account setup first');
}

export default fp(
  async (fastify) => {
    fastify.decorate('authenticate', async (request: FastifyRequest) => {
      const user = await fastify.identity.authenticator.authenticate(request.tenant, requestOrigin(request), request.headers.authorization);
      assertAccess(user, request.routeOptions.config.access ?? 'buyer');
      userOfRequest.set(request, user);
    });

    fastify.decorateRequest('user', {
      getter(this: FastifyRequest): AuthenticatedUser {
        const user = userOfRequest.get(this);
        // A programming error: a route outside a signed-in scope asked for the user.
        if (!user) throw new Error(`request.user read on ${this.url}, where nobody is authenticated`);
        return user;
      },
    });
  },
  { name: 'authentication', dependencies: ['identity', 'tenant-resolution'] },
);
