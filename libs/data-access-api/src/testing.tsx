import { combineReducers, configureStore, type Reducer } from '@reduxjs/toolkit';
import { render } from '@testing-library/react';
import { Fragment, type ComponentType, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { useLocation, useParams } from 'react-router-dom';

import { Authority } from '@bp/api-contract/constants';
import { createMemoryHistory, HistoryRoutes } from '@bp/util-navigation';
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
  const payload = {
    sub: 'user-1',
    'cognito:username': 'user-1',
    email: 'buyer@demo.test',
    'cognito:groups': ['Buyer'],
    exp: Math.floor(Date.now() / 1000) + 3600,
    ...claims,
  };
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

// Renders one feature screen the way the app does (a real store with the api, the session and
// the feature's own slices, a memory router, antd's App) with a fetch stub for every call. The
// screens it navigates to are probes that show where it went, with the params and state it took.

const mounted: Array<() => void> = [];

/** Unmounts, resets the api state (clears RTK Query timers so jest exits) and local storage. Call in afterEach. */
export function cleanupPortalPages(): void {
  while (mounted.length) mounted.pop()?.();
  localStorage.clear();
}

function Probe({ title }: { title: string }) {
  const location = useLocation();
  const params = useParams();
  return (
    <>
      <h1>{title}</h1>
      <output aria-label="Location">{location.pathname}</output>
      <output aria-label="Params">{JSON.stringify(params)}</output>
      <output aria-label="State">{JSON.stringify(location.state ?? null)}</output>
    </>
  );
}

export interface PortalPageOptions {
  /** Where the router starts (may carry a query string). */
  path: string;
  /** The screen's route(s). */
  routes: Array<{ path: string; element: ReactNode }>;
  /** Route pattern → probe title, for the screens it may go to (a screen's own route wins). */
  probes?: Record<string, string>;
  /** The feature's slices, by store key (the app's store registers them under the same keys). */
  reducers?: Record<string, Reducer>;
  calls?: Record<string, StubHandler>;
  /** Navigation state the screen arrives with. */
  state?: unknown;
  /** An entry before `path` in the history, so "go back" has somewhere to go. */
  previousPath?: string;
  /** Providers from layers above this library around the page, e.g. ui-kit's FeedbackProvider for snackbars and dialogs. */
  wrapper?: ComponentType<{ children: ReactNode }>;
}

function entryOf(path: string, state: unknown) {
  if (state === undefined) return path;
  const url = new URL(path, 'http://localhost');
  return { pathname: url.pathname, search: url.search, state };
}

export function renderPortalPage({
  path,
  routes,
  probes = {},
  reducers = {},
  calls = {},
  state,
  previousPath,
  wrapper: Wrapper = Fragment,
}: PortalPageOptions) {
  const fetchStub = installFetchStub(calls);
  const store = configureStore({
    reducer: combineReducers({ [api.reducerPath]: api.reducer, session: sessionSlice.reducer, ...reducers }),
    preloadedState: { session: aSessionState() },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),
  });
  const ownPaths = new Set(routes.map((route) => route.path));
  const probeRoutes = Object.entries(probes)
    .filter(([probePath]) => !ownPaths.has(probePath))
    .map(([probePath, title]) => ({ path: probePath, element: <Probe title={title} /> }));
  const entries = previousPath === undefined ? [entryOf(path, state)] : [previousPath, entryOf(path, state)];
  const history = createMemoryHistory({ initialEntries: entries });
  const rendered = render(
    <Provider store={store}>
      <Wrapper>
        <HistoryRoutes history={history} routes={[...routes, ...probeRoutes]} />
      </Wrapper>
    </Provider>,
  );
  mounted.push(() => {
    rendered.unmount();
    store.dispatch(api.util.resetApiState());
    fetchStub.restore();
  });
  return { ...rendered, store, history, fetchStub };
}

/** The JSON bodies the stub received for `METHOD /path`, in order. */
export async function bodiesOf(requests: Request[], method: string, path: string): Promise<unknown[]> {
  const matching = requests.filter((request) => request.method === method && new URL(request.url, 'http://localhost').pathname === path);
  return Promise.all(matching.map((request) => request.clone().json() as Promise<unknown>));
}
