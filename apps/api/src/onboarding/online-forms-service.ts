import { eq } from 'drizzle-orm';
import { Value } from 'typebox/value';
import {
  AddendumFormDataSchema,
  addendumBeforeEusMessage,
  DocumentType,
  EusFormDataSchema,
  FieldMessageCode,
  INTERNATIONAL_SHIPPING_TYPE,
  InternationalShippingFormDataSchema,
  MessageCode,
  OnboardingMessageCode,
  OnlineFormKind,
  SIGNATURE_MAX_BYTES,
  type FieldError,
  type OnlineFormData,
  type UploadedDocument,
} from '@bp/api-contract';
import { addendumErrors, eusErrors, internationalShippingErrors, type FormErrors } from '@bp/util-validation';
import type { Database, DbExecutor } from '../db/database';
import { accountDocuments, accountSetups, tenants } from '../db/schema';
import { allOf, scoped } from '../db/scoped';
import { AppError, businessRuleFailed, notFound } from '../errors';
import type { FileStorage } from '../files/file-storage';
import { attachFile, documentByKey, findUser } from './account-documents-service';
import { documentStatusOf } from './document-status';
import { renderFormPdf, type PdfSection } from './form-pdf';
import type { DefinitionDocument } from '../tenants/onboarding-definition';

// Online forms (spec 03 §3 Online forms, §5, §7): the buyer submits a form's data once; the
// server checks it with the portal's rules, renders it (signature included) into a PDF, and that
// PDF becomes the document's upload, to be reviewed like any other. A submitted form is read-only
// until the seller rejects it.

type FormKind = (typeof OnlineFormKind)[keyof typeof OnlineFormKind];
type Answers = Record<string, unknown>;

const SCHEMAS = {
  EUS: EusFormDataSchema,
  EUS_V1: EusFormDataSchema,
  EUS_ADDENDUM: AddendumFormDataSchema,
  INTERNATIONAL_SHIPPING: InternationalShippingFormDataSchema,
  INTERNATIONAL_SHIPPING_V2: InternationalShippingFormDataSchema,
} as const;

function rulesOf(kind: FormKind): (form: Answers) => FormErrors {
  if (kind === 'EUS' || kind === 'EUS_V1') return eusErrors;
  if (kind === 'EUS_ADDENDUM') return addendumErrors;
  return internationalShippingErrors;
}

function toFieldErrors(errors: FormErrors): FieldError[] {
  return Object.entries(errors).map(([field, message]) => ({ field, messageCode: FieldMessageCode.REQUIRED, messageDescription: message }));
}

/** The signature data URL → image bytes (jpeg or png by their magic bytes), or a 400. */
function signatureImage(dataUrl: string): Buffer {
  const image = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  const isJpeg = image.length > 3 && image[0] === 0xff && image[1] === 0xd8 && image[2] === 0xff;
  const isPng = image.length > 8 && image.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  if (!isJpeg && !isPng)
    throw new AppError(400, MessageCode.VALIDATION_FAILED, 'The signature must be a jpeg or png image', {
      errors: [{ field: 'userData.signature', messageCode: FieldMessageCode.INVALID, messageDescription: 'must be a jpeg or png image' }],
    });
  if (image.length > SIGNATURE_MAX_BYTES)
    throw new AppError(400, MessageCode.VALIDATION_FAILED, 'The signature image is too large', {
      errors: [{ field: 'userData.signature', messageCode: FieldMessageCode.OUT_OF_RANGE, messageDescription: `at most ${SIGNATURE_MAX_BYTES} bytes` }],
    });
  return image;
}

/** Shape (TypeBox) then the form's rules; 400 VALIDATION_FAILED with one entry per field. */
export function checkFormData(kind: FormKind, formData: Answers): void {
  const schema = SCHEMAS[kind];
  const shapeErrors = [...Value.Errors(schema, formData)].slice(0, 20);
  if (shapeErrors.length > 0) {
    throw new AppError(400, MessageCode.VALIDATION_FAILED, 'The form data is not valid', {
      errors: shapeErrors.map((error) => ({
        field: `formData${error.instancePath.replace(/\//g, '.')}`,
        messageCode: FieldMessageCode.INVALID,
        messageDescription: error.message,
      })),
    });
  }
  const errors = rulesOf(kind)(formData);
  if (Object.keys(errors).length > 0) throw new AppError(400, MessageCode.VALIDATION_FAILED, 'Some answers are missing', { errors: toFieldErrors(errors) });
}

const humanise = (key: string) => key.replace(/_/g, ' ').replace(/^./, (first) => first.toUpperCase());
const display = (value: unknown): string =>
  Array.isArray(value) ? value.join(', ') : typeof value === 'boolean' ? (value ? 'Yes' : 'No') : String(value ?? '');

function addressRows(address: Answers): [string, string][] {
  return Object.entries(address).map(([key, value]) => [humanise(key.toLowerCase()), display(value)]);
}

function sectionsOf(kind: FormKind, form: Answers): PdfSection[] {
  if (kind === 'INTERNATIONAL_SHIPPING' || kind === 'INTERNATIONAL_SHIPPING_V2') {
    return [{ heading: 'Shipping', rows: Object.entries(form).map(([key, value]) => [humanise(key), display(value)]) }];
  }
  const sections: PdfSection[] = [];
  if (kind !== 'EUS_ADDENDUM') {
    const questions = (form['questions'] ?? {}) as Record<string, { value: unknown; additionalInfo?: string }>;
    sections.push({
      heading: 'Questions',
      rows: Object.entries(questions).map(([key, answer]) => [
        humanise(key),
        `${display(answer.value)}${answer.additionalInfo ? ` (${answer.additionalInfo})` : ''}`,
      ]),
    });
    const address = (form['company_or_individual_address'] ?? {}) as { value?: string; address?: Answers };
    sections.push({ heading: address.value === 'individual' ? 'Individual' : 'Company', rows: addressRows(address.address ?? {}) });
  } else {
    sections.push({ heading: 'Additional parties already listed', rows: [['Answer', display(form['additionalQuestion'])]] });
  }
  const parties = (form['additionalParties'] ?? []) as Answers[];
  parties.forEach((party, index) => sections.push({ heading: `Additional party ${index + 1}`, rows: addressRows(party) }));
  return sections;
}

const FORM_KINDS = new Set<string>(Object.values(OnlineFormKind));

function formKindOf(document: DefinitionDocument): FormKind {
  if (document.documentType !== DocumentType.ONLINE_FORM || !document.form || !FORM_KINDS.has(document.form)) {
    throw businessRuleFailed(OnboardingMessageCode.DOCUMENT_NOT_REPLACEABLE, `${document.documentName} is not an online form`);
  }
  return document.form;
}

/** POST save online form data: check, render, store as the document's upload (TO_REVIEW). */
export async function saveOnlineForm(
  db: Database,
  storage: FileStorage,
  tenantId: string,
  userId: string,
  request: { documentReferenceId: string; formData: Answers; addressId?: string | null },
  now = new Date(),
): Promise<UploadedDocument> {
  const user = await findUser(db, tenantId, userId);
  const { definition, document, row } = await documentByKey(db, tenantId, user, request.documentReferenceId);
  const kind = formKindOf(document);
  const status = documentStatusOf(row, document.required, now);
  if (row.fileId && (status === 'TO_REVIEW' || status === 'VERIFIED')) {
    throw businessRuleFailed(OnboardingMessageCode.FORM_ALREADY_SUBMITTED, `${document.documentName} was already submitted`);
  }
  if (kind === 'EUS_ADDENDUM') {
    // The addendum completes a signed EUS (spec 03 §4).
    const eus = definition.documents.find((candidate) => candidate.form === 'EUS' || candidate.form === 'EUS_V1');
    const eusRow = eus
      ? await scoped(db, tenantId).findOne(accountDocuments, allOf(eq(accountDocuments.userId, userId), eq(accountDocuments.documentKey, eus.key)))
      : undefined;
    if (!eusRow?.formData || !eusRow.uploadedAt) {
      throw businessRuleFailed(
        OnboardingMessageCode.EUS_NOT_SUBMITTED,
        addendumBeforeEusMessage(eus?.documentName ?? 'Export End User Statement', document.documentName),
      );
    }
  }
  checkFormData(kind, request.formData);

  const setup = await scoped(db, tenantId).findOne(accountSetups, eq(accountSetups.userId, userId));
  const [tenant] = await db.select({ name: tenants.name }).from(tenants).where(eq(tenants.id, tenantId));
  const signerData = request.formData['userData'] as { firstName: string; lastName: string; title: string; signature: string } | undefined;
  const pdf = await renderFormPdf({
    title: document.documentName,
    tenantName: tenant?.name ?? '',
    businessName: (definition.businessNameField && setup?.answers[definition.businessNameField]) || `${user.firstName} ${user.lastName}`,
    submittedBy: `${user.firstName} ${user.lastName} <${user.email}>`,
    submittedAt: now,
    sections: sectionsOf(kind, { ...request.formData, userData: undefined }),
    signer: signerData
      ? { name: `${signerData.firstName} ${signerData.lastName}`, title: signerData.title, image: signatureImage(signerData.signature) }
      : undefined,
  });
  const fileName = `${document.documentName.replace(/[^A-Za-z0-9 _-]/g, '').trim() || 'form'}.pdf`;
  return attachFile(db, storage, tenantId, userId, row, { fileName, contentType: 'application/pdf', body: pdf }, now, request.formData, request.addressId);
}

/** GET online form data by the upload it produced (the buyer's own only). */
export async function onlineFormData(db: DbExecutor, tenantId: string, userId: string, uploadedDocumentId: string, type?: string): Promise<OnlineFormData> {
  if (!/^[0-9a-f-]{36}$/i.test(uploadedDocumentId)) throw notFound('No such form');
  const row = await scoped(db, tenantId).findOne(accountDocuments, allOf(eq(accountDocuments.userId, userId), eq(accountDocuments.fileId, uploadedDocumentId)));
  if (!row?.formData) throw notFound('No such form');
  const answer: OnlineFormData = { formData: row.formData, documentReferenceId: row.documentKey, uploadedDocumentId };
  if (type !== INTERNATIONAL_SHIPPING_TYPE) return answer;
  const user = await findUser(db, tenantId, userId);
  const setup = await scoped(db, tenantId).findOne(accountSetups, eq(accountSetups.userId, userId));
  return { ...answer, submitted: true, customer: setup?.answers['BUSINESS_NAME'] || `${user.firstName} ${user.lastName}`, userEmail: user.email };
}
