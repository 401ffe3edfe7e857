import type { OrderReturns, ReturnDetail, ReturnsPage } from '@bp/api-contract';
import { IDEMPOTENCY_KEY_HEADER } from '@bp/api-contract/constants';
import { aSessionState, installFetchStub, jsonResponse, setupApiStore, type ApiStore, type InstalledFetchStub } from '../testing';
import { api } from './api';
import { returnsApi } from './returns-api';

const RETURNS = '/px-api-gateway/returns';
const ORDER_RETURNS = '/px-api-gateway/sales-order/SO%2F1/returns';

const aPage = (): ReturnsPage => ({ returns: [], total: 0, counts: {} });
const anOrderReturns = (): OrderReturns => ({ returnable: true, windowDays: 14, returnsUntil: '2026-12-10T00:00:00.000Z', returns: [] });
const aDetail = (): ReturnDetail => ({
  returnNumber: 'R-1',
  phonexOrderNumber: 'SO/1',
  status: 'REQUESTED',
  rmaNumber: null,
  shipBy: null,
  createdAt: '2026-11-29T10:00:00.000Z',
  updatedAt: '2026-11-29T10:00:00.000Z',
  unitCount: 1,
  creditedTotal: 0,
  note: null,
  units: [],
  messages: [],
  evidence: [],
});

let store: ApiStore;
let stub: InstalledFetchStub;

beforeEach(() => {
  stub = installFetchStub({
    [`GET ${RETURNS}`]: () => jsonResponse(aPage()),
    [`POST ${RETURNS}`]: () => jsonResponse(aDetail(), { status: 201 }),
    [`GET ${ORDER_RETURNS}`]: () => jsonResponse(anOrderReturns()),
    'POST /px-api-gateway/returns/evidence': () => jsonResponse({ fileId: 'f-1', fileName: 'box.jpg', contentType: 'image/jpeg', sizeBytes: 2 }),
  });
  store = setupApiStore({ session: aSessionState() });
});

afterEach(() => {
  store.dispatch(api.util.resetApiState());
  stub.restore();
});

const requestsTo = (method: string, path: string) =>
  stub.requests.filter((request) => request.method === method && new URL(request.url, 'http://localhost').pathname === path);
const settle = async (until: () => boolean) => {
  for (let tick = 0; tick < 20 && !until(); tick++) await new Promise((resolve) => setTimeout(resolve, 0));
};

describe('returns api', () => {
  it('asks for one page of returns with the filters given, leaving out the empty ones', async () => {
    await store.dispatch(returnsApi.endpoints.getReturns.initiate({ search: '', status: 'APPROVED', offset: 20, limit: 20 })).unwrap();

    expect(Object.fromEntries(new URL(requestsTo('GET', RETURNS)[0].url, 'http://localhost').searchParams)).toEqual({
      status: 'APPROVED',
      offset: '20',
      limit: '20',
    });
  });

  it("creates a return with its Idempotency-Key, then asks again for the order's returns and the list", async () => {
    const list = store.dispatch(returnsApi.endpoints.getReturns.initiate({ offset: 0, limit: 20 }));
    const order = store.dispatch(returnsApi.endpoints.getOrderReturns.initiate('SO/1'));
    await Promise.all([list.unwrap(), order.unwrap()]);

    const request = { phonexOrderNumber: 'SO/1', units: [{ imei: '356938035643809', reason: 'LOCKED' as const }] };
    await store.dispatch(returnsApi.endpoints.createReturn.initiate({ request, idempotencyKey: 'key-1' })).unwrap();

    const [post] = requestsTo('POST', RETURNS);
    expect(post.headers.get(IDEMPOTENCY_KEY_HEADER)).toBe('key-1');
    expect(await post.clone().json()).toEqual(request);
    await settle(() => requestsTo('GET', RETURNS).length > 1 && requestsTo('GET', ORDER_RETURNS).length > 1);
    expect(requestsTo('GET', RETURNS)).toHaveLength(2);
    expect(requestsTo('GET', ORDER_RETURNS)).toHaveLength(2);
    list.unsubscribe();
    order.unsubscribe();
  });

  it("uploads one evidence file as the multipart field 'file'", async () => {
    const file = new File(['hi'], 'box.jpg', { type: 'image/jpeg' });

    const answer = await store.dispatch(returnsApi.endpoints.uploadReturnEvidence.initiate(file)).unwrap();

    expect(answer.fileId).toBe('f-1');
    // whatwg-fetch (the tests' fetch) keeps a FormData body as given.
    const body = (requestsTo('POST', '/px-api-gateway/returns/evidence')[0] as unknown as { _bodyFormData: FormData })._bodyFormData;
    expect((body.get('file') as File).name).toBe('box.jpg');
  });
});
