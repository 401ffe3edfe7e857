import { eq } from 'drizzle-orm';
import { OnboardingPaths, type AccountDocument, type AccountDocuments } from '@bp/api-contract';
import { fileTokens } from '../../src/db/schema';
import { buildTestApp, type TestApp } from '../support/build-test-app';
import { NORTHWIND_HOST } from '../support/identity';
import { deflatedZeros, zipOf } from '../offer-import/import-builders';
import { api, call, ops, OPS_KEY, PDF_BYTES, PNG_SIGNATURE, storedFileCount, tokenCache, upload } from './onboarding-kit';

// Account documents (spec 03 §3, §4 Documents, §5 Document upload, §7, §8) as prospect@demo.test:
// the list and its statuses, uploads and their refusals, signed download links, online forms
// rendered to PDF, and the seller's review; another buyer never reaches them.

const PROSPECT = 'prospect@demo.test';
const OTHER_BUYER = 'buyer@demo.test';
const uploadUrl = (key: string) => api(`${OnboardingPaths.uploadDocument}/${key}`);

const signer = { firstName: 'Pat', lastName: 'Prospect', title: 'Owner', signature: PNG_SIGNATURE };
const eusForm = () => ({
  questions: {
    purpose_of_purchase: { value: 'resale' },
    laws_and_location: { value: 'yes' },
    owned_by_govt: { value: 'no' },
    will_items_be_exported: { value: 'yes' },
    destination_countries: { value: ['MX'] },
    registered_in_US: { value: 'individual' },
    comply_export_laws: { value: true },
    certify: { value: true },
  },
  company_or_individual_address: {
    value: 'individual',
    address: { NAME: 'Pat Prospect', ADDRESS_LINE_1: '2 Bay Rd', CITY: 'Miami', ZIP_CODE: '33101', COUNTRY: 'US' },
  },
  userData: signer,
  additionalParties: [],
});

describe('account documents', () => {
  let testApp: TestApp;
  const tokenOf = tokenCache(() => testApp.app);
  const documents = async (email = PROSPECT) =>
    (await call(testApp.app, api(OnboardingPaths.documents), { token: await tokenOf(email) })).json<AccountDocuments>();
  const documentOf = async (key: string, email = PROSPECT): Promise<AccountDocument> => {
    const found = (await documents(email)).documents.find((document) => document.documentReferenceId === key);
    if (!found) throw new Error(`no document ${key}`);
    return found;
  };
  const saveForm = async (documentReferenceId: string, formData: unknown, email = PROSPECT) =>
    call(testApp.app, api(OnboardingPaths.onlineFormData), { method: 'POST', token: await tokenOf(email), body: { documentReferenceId, formData } });

  beforeAll(async () => {
    testApp = await buildTestApp({ stock: { opsApiKey: OPS_KEY } });
  });
  afterAll(() => testApp?.close());

  it('lists the required documents as MISSING, sorted by status then name, with the aggregate MISSING', async () => {
    const list = await documents();
    expect(list.documentStatus).toBe('MISSING');
    expect(list.documents.map((document) => `${document.documentStatus} ${document.documentName}`)).toEqual([
      'MISSING Business License',
      'MISSING EUS Addendum',
      'MISSING Export End User Statement',
      'MISSING International Shipping Form',
      'MISSING Resale Certificate',
    ]);
    expect(list.documents.find((document) => document.documentReferenceId === 'EUS')).toMatchObject({
      documentType: 'ONLINE_FORM',
      documentCategory: 'EUS',
      documentPath: '/forms/eus',
      eusSignedOnDate: null,
    });
    expect(list.documents.find((document) => document.documentReferenceId === 'RESALE_CERTIFICATE')).toMatchObject({
      ruleBased: true,
      locations: [{ country: 'US', states: [] }],
    });
  });

  describe('upload of a missing document', () => {
    const refusals: [string, () => Parameters<typeof upload>[3], number, string][] = [
      [
        'an .exe renamed .pdf',
        () => [{ fileName: 'license.pdf', body: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]) }],
        415,
        'DOCUMENT_TYPE_NOT_ALLOWED',
      ],
      ['a type outside the list', () => [{ fileName: 'license.exe', body: PDF_BYTES }], 415, 'DOCUMENT_TYPE_NOT_ALLOWED'],
      ['a file over 10 MB', () => [{ fileName: 'license.pdf', body: Buffer.concat([PDF_BYTES, Buffer.alloc(11 * 1024 * 1024)]) }], 413, 'DOCUMENT_TOO_LARGE'],
      [
        'a zip bomb in a .docx',
        () => [{ fileName: 'license.docx', body: zipOf([{ name: 'word/document.xml', data: deflatedZeros(4), method: 8, declaredSize: 4 * 1024 * 1024 }]) }],
        415,
        'DOCUMENT_TYPE_NOT_ALLOWED',
      ],
      ['a name with ../', () => [{ fileName: '../../etc/license.pdf', body: PDF_BYTES }], 400, 'BAD_REQUEST'],
      ['a name with a control character', () => [{ fileName: 'lic\u0007ense.pdf', body: PDF_BYTES }], 400, 'BAD_REQUEST'],
      [
        'a second file in one drop',
        () => [
          { fileName: 'a.pdf', body: PDF_BYTES },
          { fileName: 'b.pdf', body: PDF_BYTES },
        ],
        400,
        'BAD_REQUEST',
      ],
      ['no file', () => [], 400, 'DOCUMENT_REQUIRED'],
    ];

    it.each(refusals)('refuses %s with a clear 4xx and stores nothing', async (_name, files, status, messageCode) => {
      const before = storedFileCount(testApp.filesDir);
      const response = await upload(testApp.app, uploadUrl('BUSINESS_LICENSE'), await tokenOf(PROSPECT), files());
      expect(response.statusCode).toBe(status);
      expect(response.json()).toMatchObject({ status, messageCode });
      expect(storedFileCount(testApp.filesDir)).toBe(before);
      expect((await documentOf('BUSINESS_LICENSE')).documentStatus).toBe('MISSING');
    });

    it("answers 'Document is required to upload' without a file and lists the types when refused", async () => {
      expect((await upload(testApp.app, uploadUrl('BUSINESS_LICENSE'), await tokenOf(PROSPECT), [])).json()).toMatchObject({
        message: 'Document is required to upload',
      });
      const wrongType = await upload(testApp.app, uploadUrl('BUSINESS_LICENSE'), await tokenOf(PROSPECT), [{ fileName: 'x.exe', body: PDF_BYTES }]);
      expect(wrongType.json<{ message: string }>().message).toContain('pdf, gif, png, jpg, jpeg, tif, tiff, docx, doc, xlsx, xls, txt');
    });

    it('stores an allowed upload under a server-made name, TO_REVIEW, and downloads it through a short-lived signed link', async () => {
      const before = storedFileCount(testApp.filesDir);
      const docx = zipOf([{ name: 'word/document.xml', data: Buffer.from('<w:document/>'), method: 0, declaredSize: 13 }]);
      const response = await upload(
        testApp.app,
        uploadUrl('BUSINESS_LICENSE'),
        await tokenOf(PROSPECT),
        [{ fileName: 'Business license 2026.docx', body: docx }],
        { buyertype: 'UNVERIFIED_PROSPECT' },
      );
      expect(response.statusCode).toBe(200);
      const uploaded = response.json<{ uploadedDocumentId: string }>();
      expect(uploaded).toMatchObject({
        documentReferenceId: 'BUSINESS_LICENSE',
        uploadedDocumentName: 'Business license 2026.docx',
        documentStatus: 'TO_REVIEW',
      });
      expect(storedFileCount(testApp.filesDir)).toBe(before + 1);
      expect((await documents()).documents[0].documentName).toBe('EUS Addendum');

      const link = await call(testApp.app, api(`${OnboardingPaths.downloadUploadedDocument}/${uploaded.uploadedDocumentId}`), {
        token: await tokenOf(PROSPECT),
      });
      expect(link.statusCode).toBe(200);
      const { url } = link.json<{ url: string }>();
      const file = await testApp.app.inject({ method: 'GET', url: new URL(url).pathname, headers: { host: 'localhost' } });
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.equals(docx)).toBe(true);
      expect(file.headers['content-disposition']).toContain('Business license 2026.docx');

      // Another tenant's host does not know the link; once expired it is refused.
      expect((await testApp.app.inject({ method: 'GET', url: new URL(url).pathname, headers: { host: NORTHWIND_HOST } })).statusCode).toBe(404);
      await testApp.database.handle.db
        .update(fileTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(fileTokens.purpose, 'DOWNLOAD'));
      const expired = await testApp.app.inject({ method: 'GET', url: new URL(url).pathname, headers: { host: 'localhost' } });
      expect(expired.statusCode).toBe(410);
      expect(expired.json()).toMatchObject({ messageCode: 'LINK_EXPIRED' });

      // Another buyer can neither download, list nor replace it.
      expect(
        (await call(testApp.app, api(`${OnboardingPaths.downloadUploadedDocument}/${uploaded.uploadedDocumentId}`), { token: await tokenOf(OTHER_BUYER) }))
          .statusCode,
      ).toBe(404);
      expect((await documents(OTHER_BUYER)).documents.some((document) => document.uploadedDocumentId === uploaded.uploadedDocumentId)).toBe(false);
      const replace = await upload(testApp.app, uploadUrl('BUSINESS_LICENSE'), await tokenOf(OTHER_BUYER), [{ fileName: 'x.pdf', body: PDF_BYTES }], {
        uploadeddocumentid: uploaded.uploadedDocumentId,
      });
      expect(replace.statusCode).toBe(404);
      expect((await documentOf('BUSINESS_LICENSE')).uploadedDocumentId).toBe(uploaded.uploadedDocumentId);
    });

    it('lets the seller reject with a reason the buyer sees, then verify a new upload', async () => {
      const rejected = await ops(testApp.app, `accounts/${PROSPECT}/documents/BUSINESS_LICENSE/reject`, {
        method: 'POST',
        body: { reason: 'The license has expired' },
      });
      expect(rejected.statusCode).toBe(200);
      expect(await documentOf('BUSINESS_LICENSE')).toMatchObject({ documentStatus: 'MISSING_REJECTED', rejectionReason: 'The license has expired' });

      const current = await documentOf('BUSINESS_LICENSE');
      const again = await upload(testApp.app, uploadUrl('BUSINESS_LICENSE'), await tokenOf(PROSPECT), [{ fileName: 'license.pdf', body: PDF_BYTES }], {
        uploadeddocumentid: current.uploadedDocumentId ?? '',
      });
      expect(again.statusCode).toBe(200);
      expect((await ops(testApp.app, `accounts/${PROSPECT}/documents/BUSINESS_LICENSE/verify`, { method: 'POST' })).statusCode).toBe(200);
      expect(await documentOf('BUSINESS_LICENSE')).toMatchObject({ documentStatus: 'VERIFIED', rejectionReason: null });
      const replaceVerified = await upload(testApp.app, uploadUrl('BUSINESS_LICENSE'), await tokenOf(PROSPECT), [{ fileName: 'license.pdf', body: PDF_BYTES }]);
      expect(replaceVerified.statusCode).toBe(422);
    });

    it('refuses an upload for an online form and for an unknown document', async () => {
      expect((await upload(testApp.app, uploadUrl('EUS'), await tokenOf(PROSPECT), [{ fileName: 'eus.pdf', body: PDF_BYTES }])).statusCode).toBe(422);
      expect((await upload(testApp.app, uploadUrl('NOPE'), await tokenOf(PROSPECT), [{ fileName: 'x.pdf', body: PDF_BYTES }])).statusCode).toBe(404);
    });
  });

  describe('online forms', () => {
    it("refuses the addendum before the EUS is signed: 'Please submit {eus} before submitting {addendum}'", async () => {
      const response = await saveForm('EUS_ADDENDUM', { additionalQuestion: 'yes', userData: signer, additionalParties: [] });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({
        messageCode: 'EUS_NOT_SUBMITTED',
        message: 'Please submit Export End User Statement before submitting EUS Addendum',
      });
    });

    it("checks the EUS with the form's rules ('Required' per field)", async () => {
      const form = eusForm();
      form.userData = { ...signer, firstName: '' };
      form.questions.purpose_of_purchase = { value: '' };
      const response = await saveForm('EUS', form);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ errors: { field: string; messageDescription: string }[] }>().errors).toEqual([
        expect.objectContaining({ field: 'questions.purpose_of_purchase', messageDescription: 'Required' }),
        expect.objectContaining({ field: 'userData.firstName', messageDescription: 'Required' }),
      ]);
      const tooLong = eusForm();
      tooLong.questions.purpose_of_purchase = { value: 'x'.repeat(201) };
      expect((await saveForm('EUS', tooLong)).statusCode).toBe(400);
    });

    it('renders a submitted EUS, signature included, into a PDF that becomes the uploaded document; then read-only', async () => {
      const response = await saveForm('EUS', eusForm());
      expect(response.statusCode).toBe(200);
      const { uploadedDocumentId } = response.json<{ uploadedDocumentId: string }>();
      expect(response.json()).toMatchObject({ documentReferenceId: 'EUS', uploadedDocumentName: 'Export End User Statement.pdf', documentStatus: 'TO_REVIEW' });

      const { url } = (
        await call(testApp.app, api(`${OnboardingPaths.downloadUploadedDocument}/${uploadedDocumentId}`), { token: await tokenOf(PROSPECT) })
      ).json<{ url: string }>();
      const pdf = await testApp.app.inject({ method: 'GET', url: new URL(url).pathname, headers: { host: 'localhost' } });
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      // The signature is embedded as an image XObject.
      expect(pdf.rawPayload.toString('latin1')).toContain('/Subtype /Image');

      const data = await call(testApp.app, api(`${OnboardingPaths.onlineFormData}/${uploadedDocumentId}`), { token: await tokenOf(PROSPECT) });
      expect(data.json()).toMatchObject({ documentReferenceId: 'EUS', formData: { userData: { firstName: 'Pat', signature: PNG_SIGNATURE } } });
      expect((await call(testApp.app, api(`${OnboardingPaths.onlineFormData}/${uploadedDocumentId}`), { token: await tokenOf(OTHER_BUYER) })).statusCode).toBe(
        404,
      );

      const again = await saveForm('EUS', eusForm());
      expect(again.statusCode).toBe(422);
      expect(again.json()).toMatchObject({ messageCode: 'FORM_ALREADY_SUBMITTED' });
      expect((await documentOf('EUS_ADDENDUM')).eusSignedOnDate).not.toBeNull();
    });

    it("accepts the addendum once the EUS is signed; 'no' needs the first additional party", async () => {
      const withoutParty = await saveForm('EUS_ADDENDUM', { additionalQuestion: 'no', userData: signer, additionalParties: [] });
      expect(withoutParty.statusCode).toBe(400);
      const party = { additionalPartyType: 'freight forwarder', NAME: 'Fast Fwd', ADDRESS_LINE_1: '3 Port Way', CITY: 'Miami', COUNTRY: 'US' };
      expect((await saveForm('EUS_ADDENDUM', { additionalQuestion: 'no', userData: signer, additionalParties: [party] })).statusCode).toBe(200);
    });

    it('saves the international shipping form and answers it with submitted, customer and userEmail', async () => {
      const blank = await saveForm('INTERNATIONAL_SHIPPING', {
        shippingExportFlag: false,
        freightLogisticsCompany: '',
        COUNTRY: '',
        ADDRESS_LINE_1: '',
        CITY: '',
        acceptAndAgreeFlag: false,
      });
      expect(blank.json<{ errors: { field: string }[] }>().errors.map((error) => error.field)).toEqual([
        'freightLogisticsCompany',
        'COUNTRY',
        'ADDRESS_LINE_1',
        'CITY',
        'shippingExportFlag',
        'acceptAndAgreeFlag',
      ]);
      const form = {
        shippingExportFlag: true,
        freightLogisticsCompany: 'DHL',
        COUNTRY: 'MX',
        ADDRESS_LINE_1: 'Av Reforma 1',
        CITY: 'CDMX',
        STATE: 'CMX',
        acceptAndAgreeFlag: true,
      };
      const saved = await saveForm('INTERNATIONAL_SHIPPING', form);
      expect(saved.statusCode).toBe(200);
      const { uploadedDocumentId } = saved.json<{ uploadedDocumentId: string }>();
      const data = await call(testApp.app, api(`${OnboardingPaths.onlineFormData}/${uploadedDocumentId}?type=INTERNATIONAL_SHIPPING`), {
        token: await tokenOf(PROSPECT),
      });
      expect(data.json()).toMatchObject({ formData: form, submitted: true, userEmail: PROSPECT });
    });
  });

  it('keeps the seller side behind the ops key', async () => {
    expect((await testApp.app.inject({ method: 'GET', url: '/ops/accounts', headers: { host: 'localhost' } })).statusCode).toBe(401);
  });
});
