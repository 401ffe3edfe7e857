import { configureStore } from '@reduxjs/toolkit';
import { api } from './lib/api';

// Builders of tenant configs and translations are in @bp/api-contract/testing (aTenantConfig,
// someTranslations), shared with the API's tests.

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

/** A store with only the api slice, for library tests that do not need the app's other slices. */
export function setupApiStore() {
  return configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),
  });
}
export type ApiStore = ReturnType<typeof setupApiStore>;
