import { IMPORT_MIME_TYPES, OfferMessageCode, type ImportResult } from '@bp/api-contract';
import * as XLSX from 'xlsx';
import { buildTestApp, type TestApp } from '../support/build-test-app';
import { ACME_HOST, tokensOf } from '../support/identity';
import { tenantIdOf } from '../builders';
import { farColumnWorkbook, importWorkbook, insertImportItem, warehouseByCode } from './import-builders';

// A sheet can neither stall the API nor run without bounds. Far-column cells are
// refused from the cells the sheet holds (never by walking a row's length, which SheetJS sets to
// the largest column index), and sheets are read in a worker thread, so other requests are served
// meanwhile; a worker past its time limit is terminated and the buyer gets the spec's error body.

const UPLOAD_URL = '/px-api-gateway/stocklist/offer/bulk-offer-import';

/** A gate the worker blocks on (see SheetWorkerInput.testGate): [0] releases it, [1] is set when it waits. */
const newGate = () => new Int32Array(new SharedArrayBuffer(8));
/** Atomics.waitAsync (Node 16+), which the ES2022 lib of the API's tsconfig does not declare. */
type WaitAsync = (array: Int32Array, index: number, value: number) => { async: boolean; value: Promise<string> | string };
const workerAtGate = async (gate: Int32Array) => {
  const waiting = (Atomics as unknown as { waitAsync: WaitAsync }).waitAsync(gate, 1, 0);
  if (waiting.async) await waiting.value;
};
const release = (gate: Int32Array) => {
  Atomics.store(gate, 0, 1);
  Atomics.notify(gate, 0);
};

async function buyerToken(testApp: TestApp): Promise<string> {
  return (await tokensOf(testApp.app, 'buyer@demo.test', undefined, { host: ACME_HOST })).IdToken;
}

const upload = (testApp: TestApp, token: string, file: Buffer) =>
  testApp.app.inject({
    method: 'POST',
    url: UPLOAD_URL,
    headers: { host: ACME_HOST, authorization: `Bearer ${token}`, 'content-type': IMPORT_MIME_TYPES[0], 'file-name': 'offers.xlsx' },
    payload: file,
  });

describe('offer sheets: far columns and the worker thread', () => {
  describe('far-column cells', () => {
    let testApp: TestApp;
    let token: string;
    let itemNumber: string;
    beforeAll(async () => {
      testApp = await buildTestApp();
      const db = testApp.database.handle.db;
      const tenantId = await tenantIdOf(db, 'acme');
      const warehouse = await warehouseByCode(db, tenantId, 'MIA');
      itemNumber = (await insertImportItem(db, tenantId, warehouse.id)).itemNumber;
      token = await buyerToken(testApp);
    });
    afterAll(() => testApp?.close());

    it.each(['FXSHRXW', 'ZZZZZZ', 'XFE'])('refuses a header with a blank cell at column %s with a clear 422, changing nothing', async (column) => {
      const file = farColumnWorkbook(column, [[itemNumber, 'MIA', 2, 90]]);
      expect(file.length).toBeLessThan(20 * 1024);

      const response = await upload(testApp, token, file);

      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        status: 422,
        messageCode: OfferMessageCode.IMPORT_INVALID_FILE,
        message: expect.stringContaining(`a cell in column ${column}, past Excel's last column XFD`),
      });
      const pending = await testApp.app.inject({ method: 'GET', url: UPLOAD_URL, headers: { host: ACME_HOST, authorization: `Bearer ${token}` } });
      expect(pending.statusCode).toBe(404);
    });

    it("still reads a header whose last column is XFD, Excel's last one", async () => {
      const response = await upload(testApp, token, farColumnWorkbook('XFD', [[itemNumber, 'MIA', 2, 90]]));

      expect(response.statusCode).toBe(200);
      expect(response.json<ImportResult>().validOffersMap['MIA']).toEqual([expect.objectContaining({ itemNumber, offerQuantity: 2 })]);
    });

    it('refuses a sheet that declares rows past 1,048,576', async () => {
      const archive = XLSX.CFB.read(importWorkbook([[itemNumber, 'MIA', 2, 90]]), { type: 'buffer' });
      const entry = XLSX.CFB.find(archive, '/xl/worksheets/sheet1.xml');
      if (!entry) throw new Error('no sheet1.xml in the workbook');
      const xml = Buffer.from(entry.content as Uint8Array).toString('utf8');
      expect(xml).toContain('<dimension ref="A1:D2"/>');
      entry.content = Buffer.from(
        xml
          .replace('<dimension ref="A1:D2"/>', '<dimension ref="A1:D1048577"/>')
          .replace('</sheetData>', '<row r="1048577"><c r="A1048577" t="str"><v>far</v></c></row></sheetData>'),
      );

      const response = await upload(testApp, token, XLSX.CFB.write(archive, { type: 'buffer', fileType: 'zip' }) as Buffer);

      expect(response.statusCode).toBe(422);
      expect(response.json().message).toContain("a cell in row 1048577, past Excel's last column XFD and row 1048576");
    });
  });

  describe('the worker thread', () => {
    let testApp: TestApp | undefined;
    afterEach(async () => {
      await testApp?.close();
      testApp = undefined;
    });

    it('serves /health while a sheet is being read, then answers the upload', async () => {
      const gate = newGate();
      testApp = await buildTestApp({ importSheets: { testGate: gate } });
      const token = await buyerToken(testApp);
      let uploadSettled = false;
      const pendingUpload = upload(testApp, token, importWorkbook([['NO-SUCH-ITEM', 'MIA', 1, 10]])).finally(() => (uploadSettled = true));
      await workerAtGate(gate);

      const health = await testApp.app.inject({ method: 'GET', url: '/health' });

      expect(health.statusCode).toBe(200);
      expect(uploadSettled).toBe(false);
      expect(testApp.app.importSheets.running).toBe(1);
      release(gate);
      const answered = await pendingUpload;
      expect(answered.statusCode).toBe(200);
      expect(answered.json<ImportResult>().invalidOffers).toEqual([expect.objectContaining({ itemNumber: 'NO-SUCH-ITEM' })]);
      expect(testApp.app.importSheets.running).toBe(0);
    });

    it('terminates a worker past its time limit and answers a clear 422, not a 500', async () => {
      const gate = newGate(); // never released: the read outlives its limit
      testApp = await buildTestApp({ importSheets: { testGate: gate, timeoutMs: 1000 } });
      const token = await buyerToken(testApp);

      const response = await upload(testApp, token, importWorkbook([['NO-SUCH-ITEM', 'MIA', 1, 10]]));

      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        status: 422,
        messageCode: OfferMessageCode.IMPORT_INVALID_FILE,
        message: expect.stringContaining('could not be read within 1 seconds'),
      });
      expect(testApp.app.importSheets.running).toBe(0);
    });
  });
});
