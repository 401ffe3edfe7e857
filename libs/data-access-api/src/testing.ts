import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { Authority } from '@bp/api-contract/constants';
import { api } from './lib/api';
import type { CognitoSession, SignInResult } from './lib/session/cognito-session';
import { sessionSlice, type SessionState } from './lib/session/session-slice';
import type { SessionUser } from './lib/session/session-user';

// Builders of call shapes shared with the API's tests (aTenantConfig, someTranslations, aUserInfo)
// are in @bp/api-contract/testing.

export function jsonResponse(body: unknown, init: { status?: number; headers?: Record<string, string> } = {}): Response {
  return new Response(JSON.stringify(body), {
    status: init.status ?? 200,
    headers: { 'content-type': 'application/json', ...init.headers },
  });
}

/** Answers one request; async handlers let a test hold a response back. */
export type StubHandler = (request: Request) => Response | Promise<Response>;

export interface FetchStub {
  fetch: typeof fetch;
  /** Every request the stub received, in order. */
  requests: Request[];
}

/**
 * A fetch replacement keyed by `METHOD /path` (query string ignored). Unknown routes answer 404 in
 * the API's error shape, so a test that forgets a route fails visibly instead of hanging.
 */
export function createFetchStub(routes: Record<string, StubHandler>): FetchStub {
  const requests: Request[] = [];
  const stubFetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    requests.push(request);
    const path = new URL(request.url, 'http://localhost').pathname;
    const handler = routes[`${request.method} ${path}`];
    if (handler) return handler(request);
    return jsonResponse({ status: 404, message: `No stub for ${request.method} ${path}`, messageCode: 'NOT_FOUND', params: [], errors: [] }, { status: 404 });
  };
  return { fetch: stubFetch as typeof fetch, requests };
}

export interface InstalledFetchStub extends FetchStub {
  /** Puts the previous global fetch back (call it in afterEach). */
  restore: () => void;
}

/** Replaces the global fetch that the api's base query uses, for tests of hooks and screens. */
export function installFetchStub(routes: Record<string, StubHandler>): InstalledFetchStub {
  const previousFetch = globalThis.fetch;
  const stub = createFetchStub(routes);
  globalThis.fetch = stub.fetch;
  return { ...stub, restore: () => (globalThis.fetch = previousFetch) };
}

/** A store with the api and session slices, for library tests that do not need the app's other slices. */
const apiStoreReducer = combineReducers({ [api.reducerPath]: api.reducer, session: sessionSlice.reducer });

export function setupApiStore(preloadedState: { session?: SessionState } = {}) {
  return configureStore({
    reducer: apiStoreReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),
  });
}
export type ApiStore = ReturnType<typeof setupApiStore>;

/** A signed-in buyer; override what the test is about. */
export function aSessionUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return { username: 'user-1', email: 'buyer@demo.test', isRoleBuyer: true, requiresAccountSetup: false, isSignedIn: true, ...overrides };
}

/** A session state with a signed-in user (or the given one). */
export function aSessionState(overrides: Partial<SessionState> = {}): SessionState {
  return { restored: true, user: aSessionUser(), endReason: null, unauthorizedNotice: null, ...overrides };
}

function base64Url(text: string): string {
  return btoa(String.fromCharCode(...new TextEncoder().encode(text)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** An unsigned JWT with Cognito ID-token claims (the portal never verifies signatures; the API does). */
export function anIdToken(claims: Record<string, unknown> = {}): string {
  const payload = { sub: 'user-1', 'cognito:username': 'user-1', email: 'buyer@demo.test', 'cognito:groups': ['Buyer'], exp: Math.floor(Date.now() / 1000) + 3600, ...claims };
  return `${base64Url(JSON.stringify({ alg: 'RS256', typ: 'JWT' }))}.${base64Url(JSON.stringify(payload))}.signature`;
}

export type FakeCognitoSession = { [Method in keyof CognitoSession]: jest.Mock<ReturnType<CognitoSession[Method]>, Parameters<CognitoSession[Method]>> };

/**
 * A stand-in for the identity provider, for component tests: every method is a jest mock that
 * succeeds with a signed-in buyer unless the test says otherwise (null: nobody is signed in).
 */
export function aFakeCognitoSession(user: SessionUser | null = aSessionUser()): FakeCognitoSession {
  return {
    storedUser: jest.fn(() => user ?? undefined),
    hasStoredSession: jest.fn(() => user !== null),
    signIn: jest.fn<Promise<SignInResult>, [string, string]>(async () => ({ status: 'SIGNED_IN', user: user ?? aSessionUser() })),
    completeNewPassword: jest.fn<Promise<SessionUser>, [string]>(async () => user ?? aSessionUser()),
    signOut: jest.fn<Promise<void>, []>(async () => undefined),
    clearLocalSession: jest.fn<void, []>(),
    confirmPassword: jest.fn<Promise<void>, [string, string, string]>(async () => undefined),
    resendSignUpCode: jest.fn<Promise<void>, [string]>(async () => undefined),
    confirmRegistration: jest.fn<Promise<void>, [string, string]>(async () => undefined),
    getIdToken: jest.fn<Promise<string | undefined>, [{ forceRefresh?: boolean }?]>(async () => (user ? 'id-token' : undefined)),
    preload: jest.fn<void, []>(),
  };
}

/** Every authority a buyer can have (libs/api-contract users.ts). */
export const ALL_AUTHORITIES: string[] = Object.values(Authority);
