import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { createFetchStub, jsonResponse } from '../testing';
import { createPortalBaseQuery, setIdTokenProvider } from './base-query';

const queryApi: BaseQueryApi = {
  signal: new AbortController().signal,
  abort: () => undefined,
  dispatch: () => undefined,
  getState: () => ({}),
  extra: undefined,
  endpoint: 'test',
  type: 'query',
};

afterEach(() => setIdTokenProvider(() => undefined));

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
});
