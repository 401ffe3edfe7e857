import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import type { StockQueryResult } from '@bp/api-contract';
import { buildTestApp, type TestApp } from '../support/build-test-app';
import { ACME_HOST, tokensOf } from '../support/identity';

// Stock query answers are kept per catalogue version, stock list and what the buyer may
// see, with an ETag (If-None-Match → 304) and their br/gzip bodies made once. The demo network:
// buyer@demo.test is a reseller (sees the partners), limited@demo.test is not.

const API = '/px-api-gateway';
const OPS_KEY = 'stock-answers-ops-key-0123456789';
const QUERY = 'stocklist/query?pageSize=5&itemsPerGroup=2';

describe('stock query answers: ETag, 304, stored compressed, per buyer', () => {
  let testApp: TestApp;
  const tokens = new Map<string, string>();
  const get = async (url: string, options: { email?: string; headers?: Record<string, string> } = {}): Promise<LightMyRequestResponse> => {
    const email = options.email ?? 'buyer@demo.test';
    if (!tokens.has(email)) tokens.set(email, (await tokensOf(testApp.app, email)).IdToken);
    return testApp.app.inject({
      method: 'GET',
      url: `${API}/${url}`,
      headers: { host: ACME_HOST, authorization: `Bearer ${tokens.get(email)}`, ...options.headers },
    });
  };
  const ops = (body: unknown) =>
    testApp.app.inject({
      method: 'POST',
      url: '/ops/stock/updates',
      headers: { host: ACME_HOST, authorization: `Bearer ${OPS_KEY}` },
      payload: body as object,
    });

  beforeAll(async () => {
    testApp = await buildTestApp({ stock: { opsApiKey: OPS_KEY } });
  });
  afterAll(() => testApp?.close());

  it('answers with an ETag; the same ETag in If-None-Match gets 304 without a body', async () => {
    const first = await get(QUERY);
    expect(first.statusCode).toBe(200);
    const etag = first.headers['etag'] as string;
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');

    const again = await get(QUERY, { headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers['etag']).toBe(etag);

    const other = await get(QUERY, { headers: { 'if-none-match': '"something-else"' } });
    expect(other.statusCode).toBe(200);
    expect(other.json()).toEqual(first.json());
  });

  it('sends the same answer as br, gzip or plain JSON, as Accept-Encoding asks', async () => {
    const plain = await get(QUERY);
    const br = await get(QUERY, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    const gzip = await get(QUERY, { headers: { 'accept-encoding': 'gzip' } });
    const noBr = await get(QUERY, { headers: { 'accept-encoding': 'br;q=0, gzip' } });

    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(noBr.headers['content-encoding']).toBe('gzip');
    expect(br.headers['vary']).toContain('Accept-Encoding');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(plain.json());
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString('utf8'))).toEqual(plain.json());
    expect(br.headers['etag']).toBe(plain.headers['etag']);
  });

  it('keys answers by the query: parameter order does not matter, another filter is another answer', async () => {
    const a = await get('stocklist/query?pageSize=5&category=Phones');
    const b = await get('stocklist/query?category=Phones&pageSize=5');
    const c = await get('stocklist/query?category=Tablets&pageSize=5');
    expect(b.headers['etag']).toBe(a.headers['etag']);
    expect(c.headers['etag']).not.toBe(a.headers['etag']);
    expect(c.json<StockQueryResult>().groups.every((group) => group.items.every((item) => item.category === 'Tablets'))).toBe(true);
  });

  it('a stock change is a new answer: the old ETag gets 200 with the new quantity', async () => {
    const before = await get('stocklist/query?pageSize=1&itemsPerGroup=1');
    const item = before.json<StockQueryResult>().groups[0].items[0];
    const etag = before.headers['etag'] as string;

    const changed = await ops([{ itemNumber: item.itemNumber, warehouse: item.warehouse, quantityAvailable: item.quantityAvailable + 7 }]);
    expect(changed.statusCode).toBe(200);

    const after = await get('stocklist/query?pageSize=1&itemsPerGroup=1', { headers: { 'if-none-match': etag } });
    expect(after.statusCode).toBe(200);
    expect(after.headers['etag']).not.toBe(etag);
    const same = after
      .json<StockQueryResult>()
      .groups.flatMap((group) => group.items)
      .find((candidate) => candidate.itemNumberWarehouse === item.itemNumberWarehouse);
    expect(same?.quantityAvailable).toBe(item.quantityAvailable + 7);
  });

  it("never serves one buyer's answer to another who sees less: the participants facet and partner stock follow the buyer", async () => {
    const url = `${QUERY}&warehouseGroup=ACME`;
    const reseller = await get(url);
    const limited = await get(url, { email: 'limited@demo.test', headers: { 'if-none-match': reseller.headers['etag'] as string } });

    expect(limited.statusCode).toBe(200);
    const participantsOf = (response: LightMyRequestResponse) => response.json<StockQueryResult>().facets.participants?.map((entry) => entry.pxnsParticipantId);
    expect(participantsOf(reseller)).toEqual(expect.arrayContaining(['ACME', 'GMT-001']));
    expect(participantsOf(limited)).toEqual(['ACME']);
    expect(limited.headers['etag']).not.toBe(reseller.headers['etag']);

    // Partner stock a reseller just read (and the cache holds) is still 403 for a non-reseller.
    expect((await get(QUERY, { headers: { 'pxns-participant-id': 'GMT-001' } })).statusCode).toBe(200);
    expect((await get(QUERY, { email: 'limited@demo.test', headers: { 'pxns-participant-id': 'GMT-001' } })).statusCode).toBe(403);
  });

  it('keeps a bounded number of answers', async () => {
    for (let page = 1; page <= 5; page += 1) expect((await get(`stocklist/query?pageSize=1&page=${page}`)).statusCode).toBe(200);
    expect(testApp.app.stockAnswers.size).toBeLessThanOrEqual(256);
    expect(testApp.app.stockAnswers.size).toBeGreaterThanOrEqual(5);
  });
});
