import { connect } from 'node:net';
import type { HTTPMethods, LightMyRequestResponse } from 'fastify';
import {
  API_BASE_PATH,
  Authority,
  IMPORT_MIME_TYPES,
  OfferPaths,
  StockPaths,
  TRACE_ID_HEADER,
  ImportRowReason,
  MessageCode,
  type ImportResult,
} from '@bp/api-contract';
import { CAN_MANAGE_INVENTORY } from '../src/routes/px-api-gateway/stock-schemas';
import { insertUser } from './builders';
import { buildTestApp, type TestApp } from './support/build-test-app';
import { ACME_HOST, tokensOf } from './support/identity';
import { importWorkbook } from './offer-import/import-builders';

// PostgreSQL refuses U+0000, so a NUL that reached a query would answer 500. Every
// registered route is sent a NUL in its path, query, a header and (where it takes one) its JSON
// body: each answers 400 in the spec's error body (Cognito-shaped under /cognito), never a 5xx.

const NUL = '\u0000';
const OPS_KEY = 'nul-test-ops-key';
const COGNITO_JSON = 'application/x-amz-json-1.1';

interface RegisteredRoute {
  method: HTTPMethods;
  url: string;
}

/** The route's URL with every parameter (and wildcard) filled in; `nulParameter`: the first one gets %00. */
function concreteUrl(url: string, nulParameter = false): string {
  let placed = false;
  const filled = url.replace(/:[A-Za-z0-9_]+|\*/g, () => {
    if (nulParameter && !placed) {
      placed = true;
      return 'a%00b';
    }
    return 'x';
  });
  return nulParameter && !placed ? `${filled.replace(/\/$/, '')}/a%00b` : filled;
}

describe('NUL characters in any input', () => {
  let testApp: TestApp;
  let buyerToken: string;
  const routes: RegisteredRoute[] = [];

  beforeAll(async () => {
    testApp = await buildTestApp({
      demoMode: true,
      stock: { opsApiKey: OPS_KEY },
      // Hundreds of requests from one address: the per-IP limits are not what is tested here.
      rateLimit: { max: 100_000, timeWindowMs: 60_000 },
      identity: { rateLimit: { max: 100_000, timeWindowMs: 60_000 } },
      onRoute: (route) => {
        for (const method of [route.method].flat()) routes.push({ method, url: route.url });
      },
    });
    // Every authority, so that each route reaches its input (authorities are checked before the body).
    const allPowerful = await insertUser(testApp.database.handle.db, 'acme', { authorities: [...Object.values(Authority), CAN_MANAGE_INVENTORY] });
    buyerToken = (await tokensOf(testApp.app, allPowerful.email, undefined, { host: ACME_HOST })).IdToken;
  });
  afterAll(() => testApp?.close());

  const send = (route: RegisteredRoute, url: string, extra: { headers?: Record<string, string>; payload?: string; contentType?: string } = {}) =>
    testApp.app.inject({
      method: route.method,
      url,
      headers: {
        host: ACME_HOST,
        authorization: `Bearer ${buyerToken}`,
        'x-ops-key': OPS_KEY,
        ...(extra.contentType ? { 'content-type': extra.contentType } : {}),
        ...extra.headers,
      },
      ...(extra.payload !== undefined ? { payload: extra.payload } : {}),
    });

  /** 400 with the NUL message, in the API's error body or, under /cognito, Cognito's. */
  const expectRefused = (route: RegisteredRoute, where: string, response: LightMyRequestResponse) => {
    const label = `${route.method} ${route.url} (${where})`;
    expect({ label, status: response.statusCode }).toEqual({ label, status: 400 });
    if (route.method === 'HEAD') return;
    const body = response.json<Record<string, unknown>>();
    if (route.url.startsWith('/cognito')) {
      expect({ label, body }).toEqual({ label, body: { __type: 'InvalidParameterException', message: expect.stringContaining('NUL character') } });
    } else {
      expect({ label, body }).toEqual({
        label,
        body: expect.objectContaining({ status: 400, messageCode: MessageCode.BAD_REQUEST, message: expect.stringContaining('NUL character (U+0000)') }),
      });
    }
  };

  it('registers the routes it walks', () => {
    const urls = routes.map((route) => `${route.method} ${route.url}`);
    expect(urls).toEqual(
      expect.arrayContaining([
        'POST /cognito',
        'GET /dev/mailbox',
        'POST /px-api-gateway/saas-login/reset-password',
        'POST /px-api-gateway/stocklist/offer',
        'POST /ops/stock/updates',
      ]),
    );
    expect(routes.length).toBeGreaterThan(50);
  });

  it('refuses a NUL in the path of every route with a 400', async () => {
    for (const route of routes) expectRefused(route, 'path', await send(route, concreteUrl(route.url, true)));
  });

  it('refuses a NUL in the query string of every route with a 400', async () => {
    for (const route of routes) expectRefused(route, 'query', await send(route, `${concreteUrl(route.url)}?search=a%00b&email=x%00`));
  });

  it("answers a browser's page navigation with a NUL in its URL with the portal, and a server path with the 400", async () => {
    const navigate = (url: string, accept = 'text/html,application/xhtml+xml') =>
      testApp.app.inject({ method: 'GET', url, headers: { host: ACME_HOST, accept } });
    for (const url of ['/orders/a%00b', '/stock?search=a%00b', '/?x=%00']) {
      const page = await navigate(url);
      expect({ url, status: page.statusCode, type: page.headers['content-type'] }).toEqual({ url, status: 200, type: expect.stringContaining('text/html') });
    }
    // The same URL asked for as data, and a server path asked for as a page, keep the refusal.
    expect((await navigate('/orders/a%00b', 'application/json')).statusCode).toBe(400);
    const apiPage = await navigate('/px-api-gateway/sales-order/a%00b');
    expect(apiPage.statusCode).toBe(400);
    expect(apiPage.json()).toMatchObject({ status: 400, messageCode: MessageCode.BAD_REQUEST });
    // A NUL in a header is refused for a page too.
    expect(
      (await testApp.app.inject({ method: 'GET', url: '/stock', headers: { host: ACME_HOST, accept: 'text/html', 'x-note': `a${NUL}b` } })).statusCode,
    ).toBe(400);
  });

  it('refuses a NUL in a header of every route with a 400', async () => {
    for (const route of routes) expectRefused(route, 'header', await send(route, concreteUrl(route.url), { headers: { 'x-note': `a${NUL}b` } }));
    const route: RegisteredRoute = { method: 'POST', url: '/cognito' };
    expectRefused(
      route,
      'x-amz-target',
      await send(route, '/cognito', {
        headers: { 'x-amz-target': `AWSCognitoIdentityProviderService.InitiateAuth${NUL}` },
        contentType: COGNITO_JSON,
        payload: '{}',
      }),
    );
  });

  it('refuses an item key whose base64 decodes to text with a NUL, on every route that decodes one', async () => {
    // 'QUIAQ35NSUE=' is AB<NUL>C~MIA: nothing in the raw path shows the NUL.
    const keys = ['QUIAQ35NSUE=', Buffer.from(`AB~MI${NUL}A`).toString('base64url')];
    const routes: RegisteredRoute[] = [
      { method: 'PUT', url: `${API_BASE_PATH}/${StockPaths.alert}/:itemKey` },
      { method: 'DELETE', url: `${API_BASE_PATH}/${StockPaths.alert}/:itemKey` },
      { method: 'DELETE', url: `${API_BASE_PATH}/${OfferPaths.bulkImport}/:itemKey` },
    ];
    for (const route of routes) {
      for (const key of keys) {
        const url = route.url.replace(':itemKey', encodeURIComponent(key));
        const response = await send(route, url, route.method === 'PUT' ? { payload: JSON.stringify({ quantity: 5 }), contentType: 'application/json' } : {});
        expectRefused(route, `decoded key ${key}`, response);
        expect(response.json()).toMatchObject({ params: ['itemNumberWarehouse (the decoded item key)'] });
      }
    }
  });

  it('refuses a file-name header whose URI-decoding holds a NUL', async () => {
    const route: RegisteredRoute = { method: 'POST', url: `${API_BASE_PATH}/${OfferPaths.bulkImport}` };
    const response = await send(route, route.url, { headers: { 'file-name': 'offers%00.xlsx' }, contentType: IMPORT_MIME_TYPES[0], payload: 'PK' });
    expectRefused(route, 'file-name offers%00.xlsx', response);
    expect(response.json()).toMatchObject({ params: ['header file-name (decoded)'] });
  });

  it("answers a NUL in a header that Node's HTTP parser refuses in the spec's error body, with a trace id", async () => {
    const address = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    /** The raw answer to raw bytes: injection never meets Node's parser. */
    const rawExchange = (request: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = connect(Number(new URL(address).port), '127.0.0.1', () => socket.end(Buffer.from(request, 'latin1')));
        const received: Buffer[] = [];
        socket.on('data', (chunk: Buffer) => received.push(chunk));
        socket.on('close', () => resolve(Buffer.concat(received).toString('utf8')));
        socket.on('error', reject);
      });
    const answer = await rawExchange(
      `GET ${API_BASE_PATH}/pxnr/stocklist/items HTTP/1.1\r\nHost: ${ACME_HOST}\r\nAuthorization: Bearer ${buyerToken}\r\npxns-participant-id: a${NUL}b\r\n\r\n`,
    );
    const [head, body] = answer.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    expect(head).toMatch(new RegExp(`\r\n${TRACE_ID_HEADER}: Root=1-[0-9a-f]{8}-[0-9a-f]{24}\r\n`, 'i'));
    expect(JSON.parse(body)).toEqual({
      status: 400,
      messageCode: MessageCode.BAD_REQUEST,
      message: 'The request contains a NUL character (U+0000) in header pxns-participant-id, which is not accepted',
      params: ['header pxns-participant-id'],
      errors: [expect.objectContaining({ field: 'header pxns-participant-id' })],
    });
    // Another header Node refuses (a bare control character) gets the same body shape, without the NUL message.
    const other = await rawExchange(`GET /health HTTP/1.1\r\nHost: ${ACME_HOST}\r\nx-note: a\u0001b\r\n\r\n`);
    expect(JSON.parse(other.split('\r\n\r\n')[1])).toMatchObject({
      status: 400,
      messageCode: MessageCode.BAD_REQUEST,
      message: 'The request is not valid HTTP',
    });
  });

  it('refuses a NUL anywhere in the JSON body of every route that takes one with a 400', async () => {
    const bodies = [{ email: `a${NUL}@demo.test` }, { nested: { list: ['ok', { deep: `x${NUL}` }] } }, { [`key${NUL}`]: 'value' }];
    let refused = 0;
    for (const route of routes.filter((entry) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(entry.method))) {
      for (const body of bodies) {
        const cognito = route.url.startsWith('/cognito');
        const response = await send(route, concreteUrl(route.url), {
          payload: JSON.stringify(body),
          contentType: cognito ? COGNITO_JSON : 'application/json',
          headers: cognito ? { 'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth' } : {},
        });
        // The offer import, the manifest sheet and a quick-order list take only Excel files: a JSON body is refused by its content type.
        const excelOnly = ['bulk-offer-import', '/units/sheet', 'quick-order/sheet'].some((end) => route.url.endsWith(end));
        if (response.statusCode === 415 && excelOnly) continue;
        expectRefused(route, `body ${JSON.stringify(body)}`, response);
        refused += 1;
      }
    }
    expect(refused).toBeGreaterThan(30);
  });

  it("refuses a NUL in sign-in, forgot-password, sign-up and reset-password with each one's own error shape", async () => {
    const cognito = async (operation: string, body: object) =>
      testApp.app.inject({
        method: 'POST',
        url: '/cognito',
        headers: { host: ACME_HOST, 'content-type': COGNITO_JSON, 'x-amz-target': `AWSCognitoIdentityProviderService.${operation}` },
        payload: JSON.stringify(body),
      });
    for (const [operation, body] of [
      ['InitiateAuth', { AuthFlow: 'USER_PASSWORD_AUTH', ClientId: 'acmeportal', AuthParameters: { USERNAME: `buyer${NUL}@demo.test`, PASSWORD: 'x' } }],
      ['ForgotPassword', { ClientId: 'acmeportal', Username: `buyer${NUL}@demo.test` }],
      ['SignUp', { ClientId: 'acmeportal', Username: `new${NUL}@demo.test`, Password: 'Demo-pass-1', UserAttributes: [] }],
    ] as const) {
      const response = await cognito(operation, body);
      expect({ operation, status: response.statusCode, type: response.json().__type }).toEqual({ operation, status: 400, type: 'InvalidParameterException' });
    }
    const reset = await testApp.app.inject({
      method: 'POST',
      url: '/px-api-gateway/saas-login/reset-password',
      headers: { host: ACME_HOST, 'content-type': 'application/json' },
      payload: JSON.stringify({ email: `buyer${NUL}@demo.test` }),
    });
    expect(reset.statusCode).toBe(400);
    expect(reset.json()).toMatchObject({ status: 400, messageCode: MessageCode.BAD_REQUEST, params: ['body.email'] });
  });

  it('marks an import row whose cell holds a NUL invalid with a clear reason, and stores the review', async () => {
    const upload = await testApp.app.inject({
      method: 'POST',
      url: '/px-api-gateway/stocklist/offer/bulk-offer-import',
      headers: { host: ACME_HOST, authorization: `Bearer ${buyerToken}`, 'content-type': IMPORT_MIME_TYPES[0], 'file-name': 'offers.xlsx' },
      payload: importWorkbook([
        [`AB${NUL}C`, 'MIA', 1, 10],
        ['NO-SUCH-ITEM', `MI${NUL}A`, 2, 20],
      ]),
    });

    expect(upload.statusCode).toBe(200);
    const review = upload.json<ImportResult>();
    expect(review.invalidOffers.map((row) => [row.itemNumber, row.reason])).toEqual([
      ['AB\uFFFDC', ImportRowReason.NUL_CHARACTER],
      ['NO-SUCH-ITEM', ImportRowReason.NUL_CHARACTER],
    ]);
    const pending = await testApp.app.inject({
      method: 'GET',
      url: '/px-api-gateway/stocklist/offer/bulk-offer-import',
      headers: { host: ACME_HOST, authorization: `Bearer ${buyerToken}` },
    });
    expect(pending.statusCode).toBe(200);
    expect(pending.json<ImportResult>().invalidOffers).toHaveLength(2);
  });
});
