import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { BUYER_GROUP, MessageCode } from '@bp/api-contract';
import { AppError, forbiddenUser } from '../../errors';
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
    /** onRequest hook for signed-in scopes, after `authenticate`: 403 FORBIDDEN unless the user holds the route's declared authority. */
    authorize: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    /** The signed-in user; only inside scopes that add the authenticate hook. */
    readonly user: AuthenticatedUser;
  }
  interface FastifyContextConfig {
    access?: RouteAccess;
    /** The authority a signed-in route needs (declared with requireAuthority, checked by `authorize`). */
    authority?: string;
  }
}

const userOfRequest = new WeakMap<FastifyRequest, AuthenticatedUser>();

/** The request's signed-in user, or undefined where nobody is (yet) authenticated; never throws like `request.user`. */
export const signedInUserOf = (request: FastifyRequest): AuthenticatedUser | undefined => userOfRequest.get(request);

/** 403 rules, after the token proved who is calling (401 rules live in RequestAuthenticator). */
export function assertAccess(user: AuthenticatedUser, access: RouteAccess): void {
  if (user.status !== 'CONFIRMED') throw forbiddenUser(MessageCode.UNAUTHORIZED_USER, `This account may not use the portal (status ${user.status})`);
  if (user.groups.includes(BUYER_GROUP)) return;
  if (user.groups.length > 0) throw forbiddenUser(MessageCode.UNAUTHORIZED_USER, 'Only buyers may use this portal');
  if (access !== 'account-setup') throw forbiddenUser(MessageCode.ACCOUNT_SETUP_REQUIRED, 'Finish the account setup first');
}

/** 403 FORBIDDEN (params: the authority) unless the user holds `authority`. */
export function assertAuthority(user: AuthenticatedUser, authority: string | undefined): void {
  if (authority !== undefined && !user.authorities.includes(authority)) {
    throw new AppError(403, MessageCode.FORBIDDEN, `This needs the authority ${authority}`, { params: [authority] });
  }
}

/**
 * Declares that every route `scope` registers from now on needs `authority` (its route config,
 * so the declaration is visible to a route scan); the signed-in scope's `authorize` hook checks
 * it before the body is read. A single route can declare `config: { authority }` itself instead.
 */
export function requireAuthority(scope: FastifyInstance, authority: string): void {
  scope.addHook('onRoute', (route) => {
    route.config = { ...route.config, authority };
  });
}

export default fp(
  async (fastify) => {
    fastify.decorate('authenticate', async (request: FastifyRequest) => {
      const user = await fastify.identity.authenticator.authenticate(request.tenant, requestOrigin(request), request.headers.authorization);
      assertAccess(user, request.routeOptions.config.access ?? 'buyer');
      userOfRequest.set(request, user);
    });

    fastify.decorate('authorize', async (request: FastifyRequest) => assertAuthority(request.user, request.routeOptions.config.authority));

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
