import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// A small PayPal Orders v2 server on a real local port, for testing the REST adapter over real
// HTTP (nothing mocks fetch): OAuth2 client credentials, create (idempotent by PayPal-Request-Id),
// capture (idempotent by PayPal-Request-Id), read. Tests script what a capture comes to and can
// make the next calls fail with a status.

export type CaptureScript = 'COMPLETED' | 'CAPTURE_DECLINED' | 'INSTRUMENT_DECLINED' | 'PENDING';

interface FakeOrder {
  id: string;
  body: {
    intent: string;
    purchase_units: { amount: { currency_code: string; value: string }; reference_id?: string }[];
    payment_source?: { paypal?: { experience_context?: { return_url?: string; cancel_url?: string } } };
  };
  status: string;
  capture?: { id: string; status: string };
}

export interface FakePayPal {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  /** Token requests answered so far. */
  tokensIssued(): number;
  /** Every request (method, path, PayPal-Request-Id, parsed body). */
  requests(): { method: string; path: string; requestId?: string; body: unknown }[];
  order(id: string): FakeOrder | undefined;
  /** What the next captures of `id` come to (default COMPLETED). */
  scriptCapture(id: string, script: CaptureScript): void;
  /** The next `count` API calls (not token calls) answer `status`. */
  failNext(status: number, count?: number): void;
  /** Revokes every token issued so far (the next API call gets a 401). */
  revokeTokens(): void;
  tokenLifetimeSeconds: number;
  close(): Promise<void>;
}

export async function startFakePayPal(): Promise<FakePayPal> {
  const clientId = 'fake-client-id';
  const clientSecret = 'fake-client-secret';
  const orders = new Map<string, FakeOrder>();
  const byRequestId = new Map<string, { status: number; body: unknown }>();
  const scripts = new Map<string, CaptureScript>();
  const validTokens = new Set<string>();
  const log: { method: string; path: string; requestId?: string; body: unknown }[] = [];
  let issued = 0;
  let failures: { status: number; count: number } = { status: 0, count: 0 };
  const state = { tokenLifetimeSeconds: 32_400 };

  const send = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };
  const readBody = (request: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let text = '';
      request.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      request.on('end', () => resolve(text));
    });
  const orderJson = (order: FakeOrder) => ({
    id: order.id,
    status: order.status,
    purchase_units: order.body.purchase_units.map((unit) => ({ ...unit, payments: order.capture ? { captures: [order.capture] } : undefined })),
    links: [{ rel: 'payer-action', href: `https://www.sandbox.paypal.test/checkoutnow?token=${order.id}` }],
  });

  const server: Server = createServer((request, response) => {
    void (async () => {
      const text = await readBody(request);
      const path = (request.url ?? '').split('?')[0];
      const requestId = request.headers['paypal-request-id'] as string | undefined;
      let body: unknown = text;
      try {
        body = text && request.headers['content-type'] === 'application/json' ? JSON.parse(text) : text;
      } catch {
        body = text;
      }
      log.push({ method: request.method ?? '', path, requestId, body });

      if (path === '/v1/oauth2/token') {
        const expected = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
        if (request.headers.authorization !== expected || text !== 'grant_type=client_credentials') return send(response, 401, { error: 'invalid_client' });
        issued += 1;
        const token = `A21AA-fake-${issued}`;
        validTokens.add(token);
        return send(response, 200, {
          access_token: token,
          token_type: 'Bearer',
          expires_in: state.tokenLifetimeSeconds,
          scope: 'https://uri.paypal.com/services/payments',
        });
      }
      if (!validTokens.has((request.headers.authorization ?? '').replace(/^Bearer /, ''))) return send(response, 401, { name: 'AUTHENTICATION_FAILURE' });
      if (failures.count > 0) {
        failures = { ...failures, count: failures.count - 1 };
        return send(response, failures.status, { name: 'INTERNAL_SERVER_ERROR', message: 'An internal server error occurred.' });
      }
      const key = requestId ? `${request.method} ${path} ${requestId}` : undefined;
      if (key && byRequestId.has(key)) {
        const earlier = byRequestId.get(key) as { status: number; body: unknown };
        return send(response, earlier.status, earlier.body);
      }
      const answer = (status: number, answerBody: unknown) => {
        if (key) byRequestId.set(key, { status, body: answerBody });
        send(response, status, answerBody);
      };

      if (request.method === 'POST' && path === '/v2/checkout/orders') {
        const id = `PP${String(orders.size + 1).padStart(15, '0')}`;
        const order: FakeOrder = { id, body: body as FakeOrder['body'], status: 'PAYER_ACTION_REQUIRED' };
        orders.set(id, order);
        return answer(200, orderJson(order));
      }
      const capture = /^\/v2\/checkout\/orders\/([^/]+)\/capture$/.exec(path);
      if (request.method === 'POST' && capture) {
        const order = orders.get(capture[1]);
        if (!order) return answer(404, { name: 'RESOURCE_NOT_FOUND', details: [{ issue: 'INVALID_RESOURCE_ID' }] });
        if (order.status === 'COMPLETED') return answer(422, { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_ALREADY_CAPTURED' }] });
        const script = scripts.get(order.id) ?? 'COMPLETED';
        if (script === 'INSTRUMENT_DECLINED') return answer(422, { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'INSTRUMENT_DECLINED' }] });
        order.status = 'COMPLETED';
        order.capture = { id: `CAP${order.id}`, status: script === 'CAPTURE_DECLINED' ? 'DECLINED' : script };
        return answer(201, orderJson(order));
      }
      const read = /^\/v2\/checkout\/orders\/([^/]+)$/.exec(path);
      if (request.method === 'GET' && read && orders.has(read[1])) return send(response, 200, orderJson(orders.get(read[1]) as FakeOrder));
      return send(response, 404, { name: 'RESOURCE_NOT_FOUND' });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    clientId,
    clientSecret,
    tokensIssued: () => issued,
    requests: () => [...log],
    order: (id) => orders.get(id),
    scriptCapture: (id, script) => scripts.set(id, script),
    failNext: (status, count = 1) => {
      failures = { status, count };
    },
    revokeTokens: () => validTokens.clear(),
    get tokenLifetimeSeconds() {
      return state.tokenLifetimeSeconds;
    },
    set tokenLifetimeSeconds(value: number) {
      state.tokenLifetimeSeconds = value;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
