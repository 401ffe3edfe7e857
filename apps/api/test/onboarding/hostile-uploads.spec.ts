import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import {
  DOCUMENT_MAX_BYTES,
  OfferPaths,
  OnboardingPaths,
  PENDING_DOCUMENTS_PATH,
  PROOF_OF_EXPORT_UPLOAD_PATH,
  type AccountDocuments,
  type PendingDocuments,
} from '@bp/api-contract';
import { storedFiles } from '../../src/db/schema';
import { buildTestApp, type TestApp } from '../support/build-test-app';
import { ACME_HOST } from '../support/identity';
import { zipBombs, zipOf } from '../offer-import/import-builders';
import { api, call, multipartBody, ops, OPS_KEY, PDF_BYTES, storedFileCount, tokenCache, upload, type FilePart } from './onboarding-kit';

// Hostile uploads (spec 03 §5 Document upload) on both routes that take
// files: the upload of a missing document and the proof-of-export upload. Each is refused with a
// clear 4xx in the spec's error body, and nothing is stored: no file on disk, no stored_files row,
// the document unchanged. A 100 MB file is sent as a stream, both with its length declared (refused
// before a byte is read) and without (the read stops at the 10 MB cap).

const PROSPECT = 'prospect@demo.test';
const BUYER = 'buyer@demo.test';
const MEGABYTE = 1024 * 1024;

/** Windows programs start with "MZ": one named .pdf. */
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(510)]);
const bombs = zipBombs();

interface Hostile {
  name: string;
  files: () => FilePart[];
  status: number;
  messageCode: string;
}

/** The hostile files of one drop (the multipart field is 'file'; the proof of export renames it). */
function hostileDrops(): Hostile[] {
  const file = (fileName: string, body: Buffer): FilePart => ({ fileName, body });
  return [
    { name: 'an .exe renamed .pdf', files: () => [file('licence.pdf', EXE)], status: 415, messageCode: 'DOCUMENT_TYPE_NOT_ALLOWED' },
    { name: 'an .exe renamed .docx', files: () => [file('licence.docx', EXE)], status: 415, messageCode: 'DOCUMENT_TYPE_NOT_ALLOWED' },
    { name: 'a PDF named .exe', files: () => [file('licence.exe', PDF_BYTES)], status: 415, messageCode: 'DOCUMENT_TYPE_NOT_ALLOWED' },
    {
      name: 'a file of 10 MB and one byte',
      files: () => [file('licence.pdf', Buffer.concat([PDF_BYTES, Buffer.alloc(DOCUMENT_MAX_BYTES + 1 - PDF_BYTES.length)]))],
      status: 413,
      messageCode: 'DOCUMENT_TOO_LARGE',
    },
    ...bombs.map((bomb) => ({
      name: `a zip bomb in a .docx (${bomb.name})`,
      files: () => [file('licence.docx', bomb.file)],
      status: 415,
      messageCode: 'DOCUMENT_TYPE_NOT_ALLOWED',
    })),
    { name: 'a name with ../', files: () => [file('../../etc/licence.pdf', PDF_BYTES)], status: 400, messageCode: 'BAD_REQUEST' },
    { name: 'a name with ..\\', files: () => [file('..\\..\\licence.pdf', PDF_BYTES)], status: 400, messageCode: 'BAD_REQUEST' },
    { name: 'a name that is only ..', files: () => [file('..', PDF_BYTES)], status: 400, messageCode: 'BAD_REQUEST' },
    { name: 'a name with a bell character', files: () => [file('lic\u0007ence.pdf', PDF_BYTES)], status: 400, messageCode: 'BAD_REQUEST' },
    { name: 'a name with an escape sequence', files: () => [file('licence\u001b[31m.pdf', PDF_BYTES)], status: 400, messageCode: 'BAD_REQUEST' },
    { name: 'a name with DEL', files: () => [file('licence\u007f.pdf', PDF_BYTES)], status: 400, messageCode: 'BAD_REQUEST' },
  ];
}

/** A multipart body of one file of `size` bytes (a PDF start, then zeros) as a stream, 1 MB at a time. */
function streamedFile(field: string, fileName: string, size: number): { stream: Readable; contentType: string; length: number } {
  const { payload, contentType } = multipartBody([{ field, fileName, body: Buffer.alloc(0) }]);
  // multipartBody's framing around an empty file: the head up to the blank line, then the tail.
  const split = payload.indexOf('\r\n\r\n') + 4;
  const head = payload.subarray(0, split);
  const tail = payload.subarray(split);
  const chunk = Buffer.alloc(MEGABYTE);
  async function* parts() {
    yield head;
    yield PDF_BYTES;
    for (let sent = PDF_BYTES.length; sent < size; sent += chunk.length) yield chunk.subarray(0, Math.min(chunk.length, size - sent));
    yield tail;
  }
  return { stream: Readable.from(parts(), { objectMode: false }), contentType, length: head.length + size + tail.length };
}

/** A part's head and body as browsers frame it, for bodies built by hand. */
const part = (boundary: string, body = '%PDF-1.4\n') =>
  `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="licence.pdf"\r\nContent-Type: application/pdf\r\n\r\n${body}`;

/** Bodies (or content types) the multipart parser cannot read: the client's mistake, a 400, never a 5xx. */
const MALFORMED_MULTIPART: { name: string; contentType: string; payload: string }[] = [
  { name: 'a content type without a boundary', contentType: 'multipart/form-data', payload: `${part('abc')}\r\n--abc--\r\n` },
  { name: 'an empty boundary', contentType: 'multipart/form-data; boundary=', payload: `${part('abc')}\r\n--abc--\r\n` },
  { name: 'parameters without a value', contentType: 'multipart/form-data; ;;; boundary', payload: 'x' },
  { name: 'a boundary longer than 70 characters', contentType: `multipart/form-data; boundary=${'b'.repeat(300)}`, payload: 'x' },
  { name: 'another boundary than the declared one', contentType: 'multipart/form-data; boundary=abc', payload: `${part('zzz')}\r\n--zzz--\r\n` },
  { name: 'a body cut short inside the file', contentType: 'multipart/form-data; boundary=abc', payload: part('abc') },
  {
    name: 'a body cut short inside the part headers',
    contentType: 'multipart/form-data; boundary=abc',
    payload: '--abc\r\nContent-Disposition: form-data; name="file"; filena',
  },
];

describe('hostile uploads', () => {
  let testApp: TestApp;
  const tokenOf = tokenCache(() => testApp.app);
  const storedRows = async () => (await testApp.database.handle.db.select({ count: sql<number>`count(*)::int` }).from(storedFiles))[0].count;

  /** What must not change when an upload is refused. */
  async function snapshot() {
    const documents = (await call(testApp.app, api(OnboardingPaths.documents), { token: await tokenOf(PROSPECT) })).json<AccountDocuments>();
    return {
      files: storedFileCount(testApp.filesDir),
      rows: await storedRows(),
      documents: documents.documents.map((document) => [document.documentReferenceId, document.documentStatus, document.uploadedDocumentId]),
    };
  }

  function expectRefusal(response: LightMyRequestResponse, status: number, messageCode: string): void {
    expect(response.statusCode).toBe(status);
    // The spec's error body: a message a person can read, the code, params and field errors.
    const body = response.json<{ status: number; messageCode: string; message: string; params: unknown; errors: unknown }>();
    expect(body).toMatchObject({ status, messageCode, params: expect.any(Array), errors: expect.any(Array) });
    expect(body.message.length).toBeGreaterThan(10);
  }

  beforeAll(async () => {
    testApp = await buildTestApp({ stock: { opsApiKey: OPS_KEY } });
  });
  afterAll(() => testApp?.close());

  describe('upload of a missing document', () => {
    const url = api(`${OnboardingPaths.uploadDocument}/BUSINESS_LICENSE`);

    it.each(hostileDrops().map((drop) => [drop.name, drop] as const))('refuses %s and stores nothing', async (_name, drop) => {
      const before = await snapshot();
      expectRefusal(await upload(testApp.app, url, await tokenOf(PROSPECT), drop.files()), drop.status, drop.messageCode);
      expect(await snapshot()).toEqual(before);
    });

    it('refuses a second file in one drop, even an allowed one under another field, and stores neither', async () => {
      const before = await snapshot();
      const twoFiles = await upload(testApp.app, url, await tokenOf(PROSPECT), [
        { fileName: 'a.pdf', body: PDF_BYTES },
        { field: 'other', fileName: 'b.pdf', body: PDF_BYTES },
      ]);
      expectRefusal(twoFiles, 400, 'BAD_REQUEST');
      expect(twoFiles.json<{ errors: { messageDescription: string }[] }>().errors[0].messageDescription).toBe('One file per drop');
      expect(await snapshot()).toEqual(before);
    });

    it('refuses a 100 MB file whose length is declared before reading it, and stores nothing', async () => {
      const before = await snapshot();
      const body = streamedFile('file', 'licence.pdf', 100 * MEGABYTE);
      const response = await testApp.app.inject({
        method: 'POST',
        url,
        headers: {
          host: ACME_HOST,
          authorization: `Bearer ${await tokenOf(PROSPECT)}`,
          'content-type': body.contentType,
          'content-length': String(body.length),
        },
        payload: body.stream,
      });
      expectRefusal(response, 413, 'DOCUMENT_TOO_LARGE');
      expect(response.headers['connection']).toBe('close');
      expect(await snapshot()).toEqual(before);
    });

    it('stops reading a 100 MB file sent without a length at the 10 MB cap, and stores nothing', async () => {
      const before = await snapshot();
      const body = streamedFile('file', 'licence.pdf', 100 * MEGABYTE);
      const response = await testApp.app.inject({
        method: 'POST',
        url,
        headers: { host: ACME_HOST, authorization: `Bearer ${await tokenOf(PROSPECT)}`, 'content-type': body.contentType },
        payload: body.stream,
      });
      expectRefusal(response, 413, 'DOCUMENT_TOO_LARGE');
      // The connection closes after the answer: Node does not read (and discard) the other 90 MB.
      expect(response.headers['connection']).toBe('close');
      expect(await snapshot()).toEqual(before);
    });

    it('still takes an honest .docx and a PDF of exactly 10 MB after the refusals', async () => {
      const docx = zipOf([{ name: 'word/document.xml', data: Buffer.from('<w:document/>'), method: 0, declaredSize: 13 }]);
      expect((await upload(testApp.app, url, await tokenOf(PROSPECT), [{ fileName: 'licence.docx', body: docx }])).statusCode).toBe(200);
      const resale = api(`${OnboardingPaths.uploadDocument}/RESALE_CERTIFICATE`);
      const exactly = Buffer.concat([PDF_BYTES, Buffer.alloc(DOCUMENT_MAX_BYTES - PDF_BYTES.length)]);
      const response = await upload(testApp.app, resale, await tokenOf(PROSPECT), [{ fileName: 'resale.pdf', body: exactly }]);
      expect(response.statusCode).toBe(200);
    });
  });

  describe('malformed multipart bodies', () => {
    const send = async (url: string, token: string, body: { contentType: string; payload: string }, headers: Record<string, string> = {}) =>
      testApp.app.inject({
        method: 'POST',
        url,
        headers: { host: ACME_HOST, authorization: `Bearer ${token}`, 'content-type': body.contentType, ...headers },
        payload: body.payload,
      });

    it.each(MALFORMED_MULTIPART.map((body) => [body.name, body] as const))(
      'refuses %s with a 400 on both upload routes, and stores nothing',
      async (_name, body) => {
        const before = await snapshot();
        const document = await send(api(`${OnboardingPaths.uploadDocument}/BUSINESS_LICENSE`), await tokenOf(PROSPECT), body);
        expectRefusal(document, 400, 'BAD_REQUEST');
        expect(document.json<{ message: string }>().message).toBe('The upload is not a readable multipart/form-data body');
        expectRefusal(await send(PROOF_OF_EXPORT_UPLOAD_PATH, await tokenOf(BUYER), body, { 'poe-upload-token': 'unused' }), 400, 'BAD_REQUEST');
        expect(await snapshot()).toEqual(before);
      },
    );

    it('answers the offer import, which takes the Excel file itself, a 415 for any multipart body', async () => {
      for (const body of MALFORMED_MULTIPART) {
        const response = await send(api(OfferPaths.bulkImport), await tokenOf(BUYER), body, { 'file-name': 'offers.xlsx' });
        expect({ body: body.name, status: response.statusCode, messageCode: response.json<{ messageCode: string }>().messageCode }).toEqual({
          body: body.name,
          status: 415,
          messageCode: 'UNSUPPORTED_MEDIA_TYPE',
        });
      }
    });
  });

  describe('proof-of-export upload', () => {
    let documentId = '';
    const pending = async () => (await call(testApp.app, PENDING_DOCUMENTS_PATH, { token: await tokenOf(BUYER) })).json<PendingDocuments>();
    const poeSnapshot = async () => ({
      files: storedFileCount(testApp.filesDir),
      rows: await storedRows(),
      pending: (await pending()).documents.map((document) => document.documentId),
    });
    const uploadPoe = async (files: FilePart[]) =>
      upload(testApp.app, PROOF_OF_EXPORT_UPLOAD_PATH, await tokenOf(BUYER), files, { 'poe-upload-token': (await pending()).authToken });

    beforeAll(async () => {
      const asked = await ops(testApp.app, `accounts/${BUYER}/proof-of-export`, {
        method: 'POST',
        body: { documentName: 'Bill of lading SO-200001', documentDescription: ['Carrier bill of lading'] },
      });
      documentId = asked.json<{ documentId: string }>().documentId;
    });

    // The file name travels in the field name ({documentId}__{file name}), so that is where the hostile names go too.
    it.each(hostileDrops().map((drop) => [drop.name, drop] as const))('refuses %s and stores nothing', async (_name, drop) => {
      const before = await poeSnapshot();
      const files = drop.files().map((file) => ({ ...file, field: `${documentId}__${file.fileName}` }));
      expectRefusal(await uploadPoe(files), drop.status, drop.messageCode);
      expect(await poeSnapshot()).toEqual(before);
      expect(before.pending).toEqual([documentId]);
    });

    it('refuses two files for one document, and stores neither', async () => {
      const before = await poeSnapshot();
      const response = await uploadPoe([
        { field: `${documentId}__a.pdf`, fileName: 'a.pdf', body: PDF_BYTES },
        { field: `${documentId}__b.pdf`, fileName: 'b.pdf', body: PDF_BYTES },
      ]);
      expectRefusal(response, 400, 'BAD_REQUEST');
      expect(await poeSnapshot()).toEqual(before);
    });

    it('refuses a drop where one file of two is hostile, and stores not even the good one', async () => {
      await ops(testApp.app, `accounts/${BUYER}/proof-of-export`, { method: 'POST', body: { documentName: 'Export declaration SO-200001' } });
      const [first, second] = (await pending()).documents.map((document) => document.documentId);
      const before = await poeSnapshot();
      const response = await uploadPoe([
        { field: `${first}__bol.pdf`, fileName: 'bol.pdf', body: PDF_BYTES },
        { field: `${second}__declaration.pdf`, fileName: 'declaration.pdf', body: EXE },
      ]);
      expectRefusal(response, 415, 'DOCUMENT_TYPE_NOT_ALLOWED');
      expect(await poeSnapshot()).toEqual(before);
    });

    it('stops reading a 100 MB proof sent without a length at the 10 MB cap, and stores nothing', async () => {
      const before = await poeSnapshot();
      const body = streamedFile(`${documentId}__bol.pdf`, 'bol.pdf', 100 * MEGABYTE);
      const response = await testApp.app.inject({
        method: 'POST',
        url: PROOF_OF_EXPORT_UPLOAD_PATH,
        headers: {
          host: ACME_HOST,
          authorization: `Bearer ${await tokenOf(BUYER)}`,
          'content-type': body.contentType,
          'poe-upload-token': (await pending()).authToken,
        },
        payload: body.stream,
      });
      expectRefusal(response, 413, 'DOCUMENT_TOO_LARGE');
      expect(response.headers['connection']).toBe('close');
      expect(await poeSnapshot()).toEqual(before);
    });
  });
});
