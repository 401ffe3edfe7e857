import type { QuickOrderMatchResponse, QuickOrderSheetResponse } from '@bp/api-contract';
import { aStockItem, anErrorBody } from '@bp/api-contract/testing';
import { aSessionState, bodiesOf, installFetchStub, jsonResponse, setupApiStore, type InstalledFetchStub } from '../testing';
import { isApiError } from './api-error';
import { quickOrderApi, quickOrderSheetType } from './quick-order-api';

const MATCH = '/px-api-gateway/stocklist/quick-order/match';
const SHEET = '/px-api-gateway/stocklist/quick-order/sheet';
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

let stub: InstalledFetchStub;

afterEach(() => stub.restore());

const postsTo = (path: string) => stub.requests.filter((request) => request.method === 'POST' && new URL(request.url, 'http://localhost').pathname === path);

it('posts the lines to stocklist/quick-order/match and answers the matched lines', async () => {
  const answer: QuickOrderMatchResponse = {
    lines: [{ lineNumber: 1, text: 'IPH13 MIA', quantity: 5, outcome: 'MATCHED', candidates: [aStockItem()], matchCount: 1 }],
  };
  stub = installFetchStub({ [`POST ${MATCH}`]: () => jsonResponse(answer) });
  const store = setupApiStore({ session: aSessionState() });

  const result = await store.dispatch(quickOrderApi.endpoints.matchQuickOrder.initiate({ lines: [{ text: 'IPH13 MIA', quantity: 5 }] })).unwrap();

  expect(result).toEqual(answer);
  expect(await bodiesOf(stub.requests, 'POST', MATCH)).toEqual([{ lines: [{ text: 'IPH13 MIA', quantity: 5 }] }]);
  expect(postsTo(MATCH)[0]?.headers.get('pxns-participant-id')).toBeNull();
});

it("matches against a partner's stock list with its pxns-participant-id header, the header kept out of the body", async () => {
  stub = installFetchStub({ [`POST ${MATCH}`]: () => jsonResponse({ lines: [] }) });
  const store = setupApiStore({ session: aSessionState() });

  await store.dispatch(quickOrderApi.endpoints.matchQuickOrder.initiate({ lines: [{ text: 'IPH13', quantity: 1 }], pxnsParticipantId: 'seller-2' })).unwrap();

  expect(postsTo(MATCH)[0]?.headers.get('pxns-participant-id')).toBe('seller-2');
  expect(await bodiesOf(stub.requests, 'POST', MATCH)).toEqual([{ lines: [{ text: 'IPH13', quantity: 1 }] }]);
});

it('sends an Excel list as the raw file, with its Excel type and its name, and answers its lines', async () => {
  const answer: QuickOrderSheetResponse = {
    lines: [
      { text: 'IPH13 MIA', quantity: 5 },
      { text: 'Pixel 7', quantity: null },
    ],
  };
  stub = installFetchStub({ [`POST ${SHEET}`]: () => jsonResponse(answer) });
  const store = setupApiStore({ session: aSessionState() });
  // Browsers often give a workbook no type: the name says which Excel format it is.
  const file = new File(['PK-bytes'], 'my list.xlsx', { type: '' });

  const result = await store.dispatch(quickOrderApi.endpoints.readQuickOrderSheet.initiate({ file, fileName: file.name })).unwrap();

  expect(result).toEqual(answer);
  const [request] = postsTo(SHEET);
  expect(request?.headers.get('content-type')).toBe(XLSX_TYPE);
  expect(request?.headers.get('file-name')).toBe('my%20list.xlsx');
  expect(await request?.clone().text()).toBe('PK-bytes');
});

it("answers the API's refusal of a sheet as an ApiError with its message", async () => {
  const refusal = anErrorBody({ status: 422, message: 'The list has more than 1000 lines; split it into smaller files', messageCode: 'IMPORT_INVALID_FILE' });
  stub = installFetchStub({ [`POST ${SHEET}`]: () => jsonResponse(refusal, { status: 422 }) });
  const store = setupApiStore({ session: aSessionState() });

  const failure = await store
    .dispatch(quickOrderApi.endpoints.readQuickOrderSheet.initiate({ file: new File(['x'], 'old.xls'), fileName: 'old.xls' }))
    .unwrap()
    .catch((error: unknown) => error);

  expect(isApiError(failure) && failure.status).toBe(422);
  expect(isApiError(failure) && failure.message).toBe('The list has more than 1000 lines; split it into smaller files');
  expect(postsTo(SHEET)[0]?.headers.get('content-type')).toBe('application/vnd.ms-excel');
});

it('names the Excel type by the file name, else keeps the declared one', () => {
  expect(quickOrderSheetType('LIST.XLSX')).toBe(XLSX_TYPE);
  expect(quickOrderSheetType('list.xls', 'application/octet-stream')).toBe('application/vnd.ms-excel');
  expect(quickOrderSheetType('list', 'application/pdf')).toBe('application/pdf');
  expect(quickOrderSheetType('list')).toBe('application/octet-stream');
});
