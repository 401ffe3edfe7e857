import type { OrderUnitsPage } from '@bp/api-contract';
import { aSessionState, installFetchStub, jsonResponse, setupApiStore, type ApiStore, type InstalledFetchStub } from '../testing';
import { api } from './api';
import { ordersApi } from './orders-api';

const UNITS_PATH = '/px-api-gateway/sales-order/SO%2F1/units';

function aUnitsPage(overrides: Partial<OrderUnitsPage> = {}): OrderUnitsPage {
  return { units: [], total: 0, totalUnits: 0, grades: [], offset: 0, limit: 50, ...overrides };
}

let store: ApiStore;
let stub: InstalledFetchStub;

beforeEach(() => {
  stub = installFetchStub({
    [`GET ${UNITS_PATH}`]: () => jsonResponse(aUnitsPage({ total: 3, totalUnits: 3 })),
    'POST /px-api-gateway/sales-order/SO%2F1/cancel': () => jsonResponse({ status: 'SUCCESS' }),
  });
  store = setupApiStore({ session: aSessionState() });
});

afterEach(() => {
  store.dispatch(api.util.resetApiState());
  stub.restore();
});

const unitRequests = () => stub.requests.filter((request) => new URL(request.url, 'http://localhost').pathname === UNITS_PATH);
const queryOf = (request: Request) => Object.fromEntries(new URL(request.url, 'http://localhost').searchParams);

describe('orders api: the units of an order', () => {
  it('asks for one page of units with the filters given, leaving out the empty ones', async () => {
    const page = await store
      .dispatch(ordersApi.endpoints.getOrderUnits.initiate({ phonexOrderNumber: 'SO/1', search: '3569', grade: '', condition: 'CLEAN', offset: 50, limit: 50 }))
      .unwrap();

    expect(page.total).toBe(3);
    expect(queryOf(unitRequests()[0])).toEqual({ search: '3569', condition: 'CLEAN', offset: '50', limit: '50' });
  });

  it("asks again once a change to the order invalidates it (the order's own tag)", async () => {
    const units = store.dispatch(ordersApi.endpoints.getOrderUnits.initiate({ phonexOrderNumber: 'SO/1', offset: 0, limit: 50 }));
    await units.unwrap();

    await store.dispatch(ordersApi.endpoints.cancelOrder.initiate({ phonexOrderNumber: 'SO/1', version: 1 })).unwrap();

    // The refetch starts once the invalidation has gone through the middleware.
    for (let tick = 0; tick < 20 && unitRequests().length < 2; tick++) await new Promise((resolve) => setTimeout(resolve, 0));
    expect(unitRequests()).toHaveLength(2);
    units.unsubscribe();
  });
});
