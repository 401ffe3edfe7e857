import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { createFetchStub, jsonResponse } from '../testing';
import { createPortalBaseQuery, setApiFailureHandler, setIdTokenProvider, type ApiFailure } from './base-query';

const queryApi: BaseQueryApi = {
  signal: new AbortController().signal,
  abort: () => undefined,
  dispatch: () => undefined,
  getState: () => ({}),
  extra: undefined,
  endpoint: 'test',
  type: 'query',
};

afterEach(() => {
  setIdTokenProvider(() => undefined);
  setApiFailureHandler(() => undefined);
});

function errorBody(status: number, messageCode: string, message: string) {
  return jsonResponse({ status, message, messageCode, params: [], errors: [] }, { status, headers: { 'x-amzn-trace-id': `Root=1-${status}` } });
}

/** Records what the global handler receives. */
function recordFailures(): ApiFailure[] {
  const failures: ApiFailure[] = [];
  setApiFailureHandler((failure) => failures.push(failure));
  return failures;
}

describe('createPortalBaseQuery', () => {
  it('calls the same-origin /px-api-gateway base with the id token as a bearer', async () => {
    const stub = createFetchStub({ 'GET /px-api-gateway/account/user-info': () => jsonResponse({ firstName: 'Ada' }) });
    setIdTokenProvider(async () => 'id-token-1');
    const baseQuery = createPortalBaseQuery({ fetchFn: stub.fetch });

    const result = await baseQuery('account/user-info', queryApi, {});

    expect(result.data).toEqual({ firstName: 'Ada' });
    expect(stub.requests[0].headers.get('authorization')).toBe('Bearer id-token-1');
  });

  it('sends no authorization header for anonymous calls or when nobody is signed in', async () => {
    const stub = createFetchStub({ 'GET /px-api-gateway/saas-config': () => jsonResponse({}) });
    const baseQuery = createPortalBaseQuery({ fetchFn: stub.fetch });

    setIdTokenProvider(() => 'id-token-2');
    await baseQuery('saas-config', queryApi, { anonymous: true });
    setIdTokenProvider(() => undefined);
    await baseQuery('saas-config', queryApi, {});

    expect(stub.requests.map((request) => request.headers.has('authorization'))).toEqual([false, false]);
  });

  it('returns server failures as ApiError with the trace id header', async () => {
    const stub = createFetchStub({
      'GET /px-api-gateway/stocks': () =>
        jsonResponse(
          { status: 409, message: 'Offer changed', messageCode: 'CONFLICT', params: ['A1'], errors: [] },
          { status: 409, headers: { 'x-amzn-trace-id': 'Root=1-409' } },
        ),
    });
    const baseQuery = createPortalBaseQuery({ fetchFn: stub.fetch });

    const result = await baseQuery('stocks', queryApi, {});

    expect(result.error).toEqual({ status: 409, message: 'Offer changed', messageCode: 'CONFLICT', params: ['A1'], errors: [], traceId: 'Root=1-409' });
  });

  it('turns a network failure into the 418 default error', async () => {
    const baseQuery = createPortalBaseQuery({ fetchFn: () => Promise.reject(new TypeError('Failed to fetch')) });

    const result = await baseQuery('stocks', queryApi, {});

    expect(result.error).toMatchObject({ status: 418, message: 'Something went wrong', messageCode: 'INTERNAL_SERVER_ERROR', traceId: '--' });
  });

  it('refreshes the id token once on a 401 and repeats the call with the new token', async () => {
    let currentToken = 'expired-token';
    const stub = createFetchStub({
      'GET /px-api-gateway/security/authorities': (request) =>
        request.headers.get('authorization') === 'Bearer fresh-token' ? jsonResponse(['CAN_BUY_ONLINE']) : errorBody(401, 'UNAUTHORIZED', 'Session Expired'),
    });
    const provider = jest.fn(async (options?: { forceRefresh?: boolean }) => {
      if (options?.forceRefresh) currentToken = 'fresh-token';
      return currentToken;
    });
    setIdTokenProvider(provider);
    const failures = recordFailures();

    const result = await createPortalBaseQuery({ fetchFn: stub.fetch })('security/authorities', queryApi, {});

    expect(result.data).toEqual(['CAN_BUY_ONLINE']);
    expect(stub.requests).toHaveLength(2);
    expect(provider).toHaveBeenCalledWith({ forceRefresh: true });
    expect(failures).toEqual([]);
  });

  it('reports SESSION_EXPIRED when the session cannot be refreshed', async () => {
    const stub = createFetchStub({ 'GET /px-api-gateway/account/user-info': () => errorBody(401, 'UNAUTHORIZED', 'Session Expired') });
    setIdTokenProvider(async (options) => (options?.forceRefresh ? undefined : 'revoked-token'));
    const failures = recordFailures();

    const result = await createPortalBaseQuery({ fetchFn: stub.fetch })('account/user-info', queryApi, { silent: true });

    expect(stub.requests).toHaveLength(1);
    expect(result.error).toMatchObject({ status: 401, message: 'Session Expired' });
    expect(failures).toEqual([{ kind: 'SESSION_EXPIRED', error: result.error, endpoint: 'test' }]);
  });

  it("reports the API's 403 as UNAUTHORIZED, even for silent endpoints", async () => {
    const stub = createFetchStub({ 'GET /px-api-gateway/security/authorities': () => errorBody(403, 'UNAUTHORIZED_USER', 'Only buyers may use this portal') });
    setIdTokenProvider(() => 'seller-token');
    const failures = recordFailures();

    await createPortalBaseQuery({ fetchFn: stub.fetch })('security/authorities', queryApi, { silent: true });

    expect(failures.map(({ kind, error }) => [kind, error.messageCode])).toEqual([['UNAUTHORIZED', 'UNAUTHORIZED_USER']]);
  });

  it('reports other failures for the snackbar unless the endpoint is silent', async () => {
    const stub = createFetchStub({ 'GET /px-api-gateway/stocks': () => errorBody(409, 'CONFLICT', 'Offer changed') });
    const failures = recordFailures();
    const baseQuery = createPortalBaseQuery({ fetchFn: stub.fetch });

    await baseQuery('stocks', queryApi, {});
    await baseQuery('stocks', queryApi, { silent: true });

    expect(failures.map(({ kind, error }) => [kind, error.message])).toEqual([['REPORT', 'Offer changed']]);
  });

  it('neither refreshes nor ends a session for anonymous calls', async () => {
    const stub = createFetchStub({ 'POST /px-api-gateway/saas-login/reset-password': () => errorBody(401, 'UNAUTHORIZED', 'Session Expired') });
    const provider = jest.fn(() => 'id-token');
    setIdTokenProvider(provider);
    const failures = recordFailures();

    await createPortalBaseQuery({ fetchFn: stub.fetch })({ url: 'saas-login/reset-password', method: 'POST', body: { userName: 'x@demo.test' } }, queryApi, {
      anonymous: true,
    });

    expect(provider).not.toHaveBeenCalled();
    expect(failures.map(({ kind }) => kind)).toEqual(['REPORT']);
  });
});
