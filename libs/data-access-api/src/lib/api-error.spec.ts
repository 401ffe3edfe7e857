import type { FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import { isApiError, networkFailure, normaliseFetchError, toApiError } from './api-error';

function metaWithHeaders(headers: Record<string, string>, status = 500): FetchBaseQueryMeta {
  return { request: new Request('/px-api-gateway/x'), response: new Response(null, { status, headers }) };
}

describe('normaliseFetchError', () => {
  it('takes status, message, code, params, errors from the error body and the trace id from x-amzn-trace-id', () => {
    const error = normaliseFetchError(
      {
        status: 422,
        data: {
          status: 422,
          message: 'Validation failed',
          messageCode: 'VALIDATION_FAILED',
          params: ['quantity', 3],
          errors: [{ status: 'FAIL', messageCode: 'QTY_TOO_LOW', messageDescription: 'Quantity too low' }, { junk: true }],
        },
      },
      metaWithHeaders({ 'x-amzn-trace-id': 'Root=1-abc' }, 422),
    );
    expect(error).toEqual({
      status: 422,
      message: 'Validation failed',
      messageCode: 'VALIDATION_FAILED',
      params: ['quantity'],
      errors: [{ status: 'FAIL', messageCode: 'QTY_TOO_LOW', messageDescription: 'Quantity too low' }],
      traceId: 'Root=1-abc',
    });
  });

  it('falls back to Internal Server Error, INTERNAL_SERVER_ERROR and -- when the body and header are missing', () => {
    expect(normaliseFetchError({ status: 500, data: null }, metaWithHeaders({}))).toEqual({
      status: 500,
      message: 'Internal Server Error',
      messageCode: 'INTERNAL_SERVER_ERROR',
      params: [],
      errors: [],
      traceId: '--',
    });
  });

  it('keeps the HTTP status of a non-JSON answer but not the parser text', () => {
    const error = normaliseFetchError(
      { status: 'PARSING_ERROR', originalStatus: 502, data: '<html>Bad gateway</html>', error: 'SyntaxError: Unexpected token <' },
      metaWithHeaders({ 'x-amzn-trace-id': 'Root=1-502' }, 502),
    );
    expect(error).toMatchObject({ status: 502, message: 'Internal Server Error', traceId: 'Root=1-502' });
  });

  it.each(['FETCH_ERROR', 'TIMEOUT_ERROR'] as const)('uses the spec defaults (418, Something went wrong) for %s', (status) => {
    expect(normaliseFetchError({ status, error: 'TypeError: Failed to fetch' })).toEqual({
      status: 418,
      message: 'Something went wrong',
      messageCode: 'INTERNAL_SERVER_ERROR',
      params: [],
      errors: [],
      traceId: '--',
    });
  });

  it('uses the raised message of a custom error when the body has none', () => {
    expect(normaliseFetchError({ status: 'CUSTOM_ERROR', error: 'stock list data not available' })).toMatchObject({
      status: 418,
      message: 'stock list data not available',
    });
  });
});

describe('isApiError', () => {
  it('recognises a normalised error and rejects plain errors', () => {
    expect(isApiError(networkFailure())).toBe(true);
    expect(isApiError(new Error('boom'))).toBe(false);
    expect(isApiError(null)).toBe(false);
  });
});

describe('toApiError', () => {
  it('passes ApiErrors through and turns anything else into the spec defaults', () => {
    const conflict = networkFailure({ status: 409, message: 'Offer changed', traceId: 'Root=1-x' });
    expect(toApiError(conflict)).toBe(conflict);
    expect(toApiError(new TypeError('x is undefined'))).toEqual(networkFailure());
    expect(toApiError({ name: 'SerializedError', message: 'boom' })).toMatchObject({ status: 418, message: 'Something went wrong', traceId: '--' });
  });
});
