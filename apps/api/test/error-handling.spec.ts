import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import Type from 'typebox';
import { API_BASE_PATH, FieldMessageCode, MessageCode, SAAS_CONFIG_PATH, TRACE_ID_HEADER, type ErrorBody } from '@bp/api-contract';
import { anErrorBody } from '@bp/api-contract/testing';
import { errorResponses } from '../src/routes/schemas';
import { buildTestApp, type TestApp } from './support/build-test-app';

const SECRET_IN_ERROR = 'connect ECONNREFUSED db-internal.acme:5432 password=hunter2';
const OFFERS_PATH = `${API_BASE_PATH}/test/offers`;
const EXPLODING_PATH = `${API_BASE_PATH}/test/explode`;
const TRACE_ID_PATTERN = /^Root=1-[0-9a-f]{8}-[0-9a-f]{24}$/;

/** Test-only routes behind the same tenant hook, validator and error handler as the real API. */
async function registerTestRoutes(fastify: FastifyInstance): Promise<void> {
  await fastify.register(
    async (api) => {
      api.addHook('onRequest', api.resolveTenant);
      const typed = api.withTypeProvider<TypeBoxTypeProvider>();
      typed.post(
        '/test/offers',
        {
          schema: {
            body: Type.Object(
              {
                itemNumber: Type.String({ minLength: 1 }),
                quantity: Type.Integer({ minimum: 1 }),
                offerPrice: Type.String({ pattern: '^\\d+(\\.\\d{1,2})?$' }),
              },
              { additionalProperties: false },
            ),
            response: { 200: Type.Object({ accepted: Type.Integer() }), ...errorResponses(400, 404, 413, 415) },
          },
        },
        async (request) => ({ accepted: request.body.quantity }),
      );
      typed.get('/test/explode', { schema: { response: errorResponses(500) } }, async () => {
        throw new Error(SECRET_IN_ERROR);
      });
    },
    { prefix: API_BASE_PATH },
  );
}

describe('error handling (spec 01 §8)', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp({ registerTestRoutes });
  });
  afterAll(() => testApp?.close());

  const postOffer = (payload: string | object, headers: Record<string, string> = {}) =>
    testApp.app.inject({
      method: 'POST',
      url: OFFERS_PATH,
      headers: { host: 'localhost', 'content-type': 'application/json', ...headers },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });

  it('accepts a valid body (the test route works)', async () => {
    const response = await postOffer({ itemNumber: 'APL-1', quantity: 3, offerPrice: '12.50' });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ accepted: 3 });
  });

  it.each(['/px-api-gateway/sales-order/%E0%A4%A', '/orders/%E0%A4%A'])(
    'answers a path with a malformed %%-escape (%s) in the error body shape, with its trace id',
    async (url) => {
      const response = await testApp.app.inject({ method: 'GET', url, headers: { host: 'localhost' } });

      expect(response.statusCode).toBe(400);
      expect(response.headers[TRACE_ID_HEADER]).toMatch(TRACE_ID_PATTERN);
      expect(response.json<ErrorBody>()).toEqual(
        anErrorBody({ status: 400, messageCode: MessageCode.BAD_REQUEST, message: 'The request path is not a valid URL (a malformed %-escape)' }),
      );
    },
  );

  it('answers malformed JSON with 400 INVALID_JSON', async () => {
    const response = await postOffer('{"itemNumber": "APL-1", "quantity": ');

    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorBody>()).toEqual(anErrorBody({ status: 400, messageCode: MessageCode.INVALID_JSON, message: expect.any(String) }));
  });

  it('answers an empty JSON body with 400 INVALID_JSON', async () => {
    const response = await postOffer('');

    expect(response.statusCode).toBe(400);
    expect(response.json<ErrorBody>().messageCode).toBe(MessageCode.INVALID_JSON);
  });

  it('answers wrong types with 400 VALIDATION_FAILED naming each field', async () => {
    const response = await postOffer({ itemNumber: 'APL-1', quantity: 'three', offerPrice: 12.5 });

    expect(response.statusCode).toBe(400);
    const body = response.json<ErrorBody>();
    expect(body).toMatchObject({ status: 400, messageCode: MessageCode.VALIDATION_FAILED, params: [] });
    expect(body.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'quantity', messageCode: FieldMessageCode.INVALID_TYPE, messageDescription: expect.stringContaining('quantity') }),
        expect.objectContaining({ field: 'offerPrice', messageCode: FieldMessageCode.INVALID_TYPE }),
      ]),
    );
  });

  it('names missing, out-of-range and unexpected fields', async () => {
    const response = await postOffer({ quantity: 0, offerPrice: '1.999', discount: '5%' });

    const fields = response.json<ErrorBody>().errors.map(({ field, messageCode }) => ({ field, messageCode }));
    expect(response.statusCode).toBe(400);
    expect(fields).toEqual(
      expect.arrayContaining([
        { field: 'itemNumber', messageCode: FieldMessageCode.REQUIRED },
        { field: 'quantity', messageCode: FieldMessageCode.OUT_OF_RANGE },
        { field: 'offerPrice', messageCode: FieldMessageCode.INVALID_FORMAT },
        { field: 'discount', messageCode: FieldMessageCode.UNKNOWN_FIELD },
      ]),
    );
  });

  it('answers a body over 1 MB with 413 PAYLOAD_TOO_LARGE', async () => {
    const response = await postOffer({ itemNumber: 'x'.repeat(1024 * 1024 + 1), quantity: 1, offerPrice: '1.00' });

    expect(response.statusCode).toBe(413);
    expect(response.json<ErrorBody>()).toEqual(anErrorBody({ status: 413, messageCode: MessageCode.PAYLOAD_TOO_LARGE, message: expect.any(String) }));
  });

  it('answers an unsupported content-type with 415', async () => {
    const response = await postOffer('itemNumber=APL-1', { 'content-type': 'text/csv' });

    expect(response.statusCode).toBe(415);
    expect(response.json<ErrorBody>().messageCode).toBe(MessageCode.UNSUPPORTED_MEDIA_TYPE);
  });

  it('refuses an unknown host before reading the body', async () => {
    const response = await postOffer('{ not json', { host: 'stranger.test' });

    expect(response.statusCode).toBe(404);
    expect(response.json<ErrorBody>().messageCode).toBe(MessageCode.TENANT_NOT_FOUND);
  });

  it.each([
    ['GET', `${API_BASE_PATH}/no-such-call`],
    ['POST', `${API_BASE_PATH}/no-such-call`],
    ['DELETE', '/no-such-page'],
    ['GET', '/assets/missing-chunk.js'],
  ] as const)('answers %s %s with 404 NOT_FOUND in the error body shape', async (method, url) => {
    const response = await testApp.app.inject({ method, url, headers: { host: 'localhost', accept: 'application/json' } });

    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json<ErrorBody>()).toEqual(anErrorBody({ status: 404, messageCode: MessageCode.NOT_FOUND, message: expect.any(String) }));
  });

  it('answers a 5xx with nothing but Internal Server Error, and logs the real error under the trace id', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: EXPLODING_PATH, headers: { host: 'localhost' } });

    expect(response.statusCode).toBe(500);
    expect(response.json<ErrorBody>()).toEqual({
      status: 500,
      message: 'Internal Server Error',
      messageCode: MessageCode.INTERNAL_SERVER_ERROR,
      params: [],
      errors: [],
    });
    expect(response.body).not.toContain('hunter2');
    expect(response.body).not.toContain('ECONNREFUSED');

    const traceId = response.headers[TRACE_ID_HEADER];
    const logged = testApp.logs().find((line) => line.reqId === traceId && line.err);
    expect(logged?.err?.message).toBe(SECRET_IN_ERROR);
  });
});

describe('trace ids (x-amzn-trace-id)', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp({ registerTestRoutes });
  });
  afterAll(() => testApp?.close());

  it.each([
    ['a tenant call', 'GET', SAAS_CONFIG_PATH, 'localhost', 'application/json', 200],
    ['an unknown host', 'GET', SAAS_CONFIG_PATH, 'stranger.test', 'application/json', 404],
    ['an unknown route', 'GET', '/px-api-gateway/nope', 'localhost', 'application/json', 404],
    ['a failing call', 'GET', EXPLODING_PATH, 'localhost', 'application/json', 500],
    ['a portal page', 'GET', '/stock', 'localhost', 'text/html', 200],
    ['the health probe', 'GET', '/health', 'anything.test', '*/*', 200],
  ] as const)('puts the logged reqId on the response to %s', async (_name, method, url, host, accept, expectedStatus) => {
    const response = await testApp.app.inject({ method, url, headers: { host, accept } });

    expect(response.statusCode).toBe(expectedStatus);
    const traceId = response.headers[TRACE_ID_HEADER];
    expect(traceId).toMatch(TRACE_ID_PATTERN);
    const completed = testApp.logs().find((line) => line.reqId === traceId && line.msg === 'request completed');
    expect(completed).toBeDefined();
  });

  it('gives every request its own id', async () => {
    const first = await testApp.app.inject({ method: 'GET', url: '/health' });
    const second = await testApp.app.inject({ method: 'GET', url: '/health' });

    expect(first.headers[TRACE_ID_HEADER]).not.toBe(second.headers[TRACE_ID_HEADER]);
  });

  it('keeps a well-formed incoming trace id and replaces a malformed one', async () => {
    const incoming = 'Root=1-67891233-abcdef012345678912345678;Sampled=1';
    const kept = await testApp.app.inject({ method: 'GET', url: '/health', headers: { [TRACE_ID_HEADER]: incoming } });
    const replaced = await testApp.app.inject({ method: 'GET', url: '/health', headers: { [TRACE_ID_HEADER]: 'Root=1-<script>' } });

    expect(kept.headers[TRACE_ID_HEADER]).toBe(incoming);
    expect(replaced.headers[TRACE_ID_HEADER]).toMatch(TRACE_ID_PATTERN);
  });
});

describe('rate limit', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await buildTestApp({ rateLimit: { max: 2, timeWindowMs: 60_000 } });
  });
  afterAll(() => testApp?.close());

  it('answers past the limit with 429 TOO_MANY_REQUESTS in the error body shape', async () => {
    const call = () => testApp.app.inject({ method: 'GET', url: SAAS_CONFIG_PATH, headers: { host: 'localhost' } });
    await call();
    await call();
    const limited = await call();

    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.headers[TRACE_ID_HEADER]).toMatch(TRACE_ID_PATTERN);
    expect(limited.json<ErrorBody>()).toEqual(
      anErrorBody({ status: 429, messageCode: MessageCode.TOO_MANY_REQUESTS, message: expect.any(String), params: [expect.any(String)] }),
    );
  });
});
