import type { QuickOrderMatchResponse } from '@bp/api-contract';
import { aStockItem } from '@bp/api-contract/testing';
import { aSessionState, bodiesOf, installFetchStub, jsonResponse, setupApiStore, type InstalledFetchStub } from '../testing';
import { quickOrderApi } from './quick-order-api';

const MATCH = '/px-api-gateway/stocklist/quick-order/match';

let stub: InstalledFetchStub;

afterEach(() => stub.restore());

it('posts the lines to stocklist/quick-order/match and answers the matched lines', async () => {
  const answer: QuickOrderMatchResponse = {
    lines: [{ lineNumber: 1, text: 'IPH13 MIA', quantity: 5, outcome: 'MATCHED', candidates: [aStockItem()], matchCount: 1 }],
  };
  stub = installFetchStub({ [`POST ${MATCH}`]: () => jsonResponse(answer) });
  const store = setupApiStore({ session: aSessionState() });

  const result = await store.dispatch(quickOrderApi.endpoints.matchQuickOrder.initiate({ lines: [{ text: 'IPH13 MIA', quantity: 5 }] })).unwrap();

  expect(result).toEqual(answer);
  expect(await bodiesOf(stub.requests, 'POST', MATCH)).toEqual([{ lines: [{ text: 'IPH13 MIA', quantity: 5 }] }]);
});
