import { eq } from 'drizzle-orm';
import { PENDING_DOCUMENTS_PATH, PROOF_OF_EXPORT_UPLOAD_PATH, type PendingDocuments } from '@bp/api-contract';
import { fileTokens } from '../../src/db/schema';
import { buildTestApp, type TestApp } from '../support/build-test-app';
import { call, ops, OPS_KEY, PDF_BYTES, PNG_BYTES, storedFileCount, tokenCache, upload } from './onboarding-kit';

// Proof of export (spec 01 §7, §8; 03 §4, §7): the seller asks, the buyer sees the pending
// documents and a short-lived upload token, uploads files named {documentId}__{file name}, pay
// and ship is disabled until the seller approves.

const BUYER = 'buyer@demo.test';
const OTHER = 'limited@demo.test';

describe('proof of export', () => {
  let testApp: TestApp;
  const tokenOf = tokenCache(() => testApp.app);
  const pending = async (email = BUYER) => (await call(testApp.app, PENDING_DOCUMENTS_PATH, { token: await tokenOf(email) })).json<PendingDocuments>();
  const uploadPoe = async (files: Parameters<typeof upload>[3], poeToken: string | undefined, email = BUYER) =>
    upload(testApp.app, PROOF_OF_EXPORT_UPLOAD_PATH, await tokenOf(email), files, poeToken === undefined ? {} : { 'poe-upload-token': poeToken });

  beforeAll(async () => {
    testApp = await buildTestApp({ stock: { opsApiKey: OPS_KEY } });
  });
  afterAll(() => testApp?.close());

  it('owes nothing at first: no token, pay and ship enabled', async () => {
    expect(await pending()).toMatchObject({ documents: [], authToken: '', disablePayAndShipNow: false, isOpen: false });
  });

  it('shows what the seller asks for with an upload token, and takes files named {documentId}__{file name}', async () => {
    const asked = await ops(testApp.app, `accounts/${BUYER}/proof-of-export`, {
      method: 'POST',
      body: { documentName: 'Bill of lading SO-100001', documentDescription: ['Carrier bill of lading', 'Export declaration'] },
    });
    expect(asked.statusCode).toBe(200);
    const { documentId } = asked.json<{ documentId: string }>();

    const owed = await pending();
    expect(owed).toMatchObject({
      documents: [{ documentId, documentName: 'Bill of lading SO-100001', documentDescription: ['Carrier bill of lading', 'Export declaration'] }],
      disablePayAndShipNow: false,
      isOpen: true,
    });
    expect(owed.authToken).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(owed.documentUploadUrl).toMatch(/\/px-api-gateway\/account\/proof-of-export\/upload$/);
    expect((await pending(OTHER)).documents).toEqual([]);

    const before = storedFileCount(testApp.filesDir);
    // No token, another user's token, an expired token: 401, so the portal refetches and retries once.
    expect((await uploadPoe([{ field: `${documentId}__bol.pdf`, fileName: 'bol.pdf', body: PDF_BYTES }], undefined)).statusCode).toBe(401);
    const othersToken = (await pending(OTHER)).authToken;
    expect(othersToken).toBe('');
    await ops(testApp.app, `accounts/${OTHER}/proof-of-export`, { method: 'POST', body: { documentName: 'Other' } });
    const foreign = await uploadPoe([{ field: `${documentId}__bol.pdf`, fileName: 'bol.pdf', body: PDF_BYTES }], (await pending(OTHER)).authToken);
    expect(foreign.statusCode).toBe(401);
    expect(foreign.json()).toMatchObject({ messageCode: 'POE_TOKEN_INVALID' });
    // A document that is not this buyer's, and a wrong file type.
    expect(
      (await uploadPoe([{ field: `00000000-0000-0000-0000-000000000000__bol.pdf`, fileName: 'bol.pdf', body: PDF_BYTES }], owed.authToken)).json(),
    ).toMatchObject({ status: 422, message: 'Please upload Proof of Export Document.' });
    expect((await uploadPoe([{ field: `${documentId}__bol.pdf`, fileName: 'bol.pdf', body: PNG_BYTES }], owed.authToken)).statusCode).toBe(415);
    expect(storedFileCount(testApp.filesDir)).toBe(before);

    const stale = (await pending()).authToken;
    await testApp.database.handle.db
      .update(fileTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(fileTokens.purpose, 'POE_UPLOAD'));
    expect((await uploadPoe([{ field: `${documentId}__bol.pdf`, fileName: 'bol.pdf', body: PDF_BYTES }], stale)).statusCode).toBe(401);

    const uploaded = await uploadPoe([{ field: `${documentId}__bol.pdf`, fileName: 'bol.pdf', body: PDF_BYTES }], (await pending()).authToken);
    expect(uploaded.statusCode).toBe(200);
    expect(uploaded.json()).toMatchObject({ uploaded: [{ documentId, fileName: 'bol.pdf' }] });
    expect(storedFileCount(testApp.filesDir)).toBe(before + 1);
  });

  it('disables pay and ship while the submitted proof awaits approval, and gives it back when the seller approves', async () => {
    const waiting = await pending();
    expect(waiting).toMatchObject({ documents: [], authToken: '', disablePayAndShipNow: true, isOpen: false });

    const submitted = (await ops(testApp.app, 'proof-of-export')).json<{ documentId: string; email: string }[]>();
    expect(submitted).toEqual([expect.objectContaining({ email: BUYER, status: 'SUBMITTED' })]);
    const approved = await ops(testApp.app, `proof-of-export/${submitted[0].documentId}/approve`, { method: 'POST' });
    expect(approved.json()).toMatchObject({ status: 'APPROVED' });
    expect((await pending()).disablePayAndShipNow).toBe(false);
    expect((await ops(testApp.app, `proof-of-export/${submitted[0].documentId}/approve`, { method: 'POST' })).statusCode).toBe(422);
  });

  it("answers 'Please upload at least one Proof of Export Document.'-style refusals for an empty upload", async () => {
    const response = await uploadPoe([], (await pending(OTHER)).authToken, OTHER);
    expect(response.statusCode).toBe(400);
  });
});
