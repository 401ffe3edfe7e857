import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import multipart from '@fastify/multipart';
import Type from 'typebox';
import {
  AccountDetailsSchema,
  AccountDocumentsSchema,
  AccountSetupRequestSchema,
  AccountSetupSchema,
  API_BASE_PATH,
  BUYER_TYPE_HEADER,
  DOCUMENT_MAX_BYTES,
  OnboardingPaths,
  OnboardingSettingsSchema,
  OnlineFormDataSchema,
  ReferencesSchema,
  SaveOnlineFormRequestSchema,
  SignedLinkSchema,
  UPLOADED_DOCUMENT_ID_HEADER,
  UploadedDocumentSchema,
} from '@bp/api-contract';
import {
  accountDetails,
  createDownloadLink,
  listAccountDocuments,
  onboardingSettings,
  uploadAccountDocument,
} from '../../onboarding/account-documents-service';
import { accountSetup } from '../../onboarding/account-setup-service';
import { onlineFormData, saveOnlineForm } from '../../onboarding/online-forms-service';
import { references } from '../../onboarding/references';
import { readUploadedFiles, refuseDeclaredSize } from '../../files/multipart-files';
import { checkUpload } from '../../files/upload-checks';
import { requestOrigin } from '../../request-origin';
import { BEARER_SECURITY, errorResponses, SIGNED_IN_ERROR_STATUSES } from '../schemas';

// Onboarding and documents (spec 03 §7): account setup, references, onboarding settings, account
// details, documents, downloads, uploads and online forms. All are open to users still without a
// group (access 'account-setup'): they fill these in before the seller lets them in.

const tags = ['onboarding'];
const access = 'account-setup' as const;
const signedInErrors = errorResponses(...SIGNED_IN_ERROR_STATUSES);
const path = (name: string) => `/${name}`;
/** The documents calls send the buyer type (spec 03 §7); the server uses the user's own. */
const BuyerTypeHeaders = Type.Object({ [BUYER_TYPE_HEADER]: Type.Optional(Type.String({ maxLength: 40 })) });
const FileIdParams = Type.Object({ uploadedDocumentId: Type.String({ minLength: 1, maxLength: 64 }) });
const DocumentKeyParams = Type.Object({ documentReferenceId: Type.String({ minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9_.-]+$' }) });
/** Upload bodies: the file cap plus room for the multipart framing. */
const UPLOAD_BODY_MAX_BYTES = DOCUMENT_MAX_BYTES + 64 * 1024;

const uploadRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  // Only this scope parses multipart; its limits are set per read (readUploadedFiles).
  await fastify.register(multipart, { throwFileSizeLimit: true });

  fastify.post(
    `${path(OnboardingPaths.uploadDocument)}/:documentReferenceId`,
    {
      config: { access },
      bodyLimit: UPLOAD_BODY_MAX_BYTES,
      schema: {
        tags,
        summary: 'Upload a missing (or rejected, expired) document: multipart, exactly one file; headers buyerType and, when replacing, uploadedDocumentId',
        description: `Allowed: pdf, gif, png, jpg, jpeg, tif, tiff, docx, doc, xlsx, xls, txt, checked by name and content, at most ${DOCUMENT_MAX_BYTES / 1024 / 1024} MB. Nothing is stored when refused.`,
        security: BEARER_SECURITY,
        consumes: ['multipart/form-data'],
        params: DocumentKeyParams,
        headers: Type.Object({
          [BUYER_TYPE_HEADER]: Type.Optional(Type.String({ maxLength: 40 })),
          [UPLOADED_DOCUMENT_ID_HEADER]: Type.Optional(Type.String({ maxLength: 64 })),
        }),
        response: { 200: UploadedDocumentSchema, ...errorResponses(...SIGNED_IN_ERROR_STATUSES, 409, 413, 415, 422) },
      },
      preValidation: async (request) => refuseDeclaredSize(request, UPLOAD_BODY_MAX_BYTES),
    },
    async (request) => {
      const [file] = await readUploadedFiles(request, { maxFiles: 1, maxBytes: DOCUMENT_MAX_BYTES });
      const checked = checkUpload(file.fileName, file.body);
      return uploadAccountDocument(
        fastify.db,
        fastify.files,
        request.tenant.id,
        request.user.id,
        request.params.documentReferenceId,
        request.headers[UPLOADED_DOCUMENT_ID_HEADER] || undefined,
        {
          fileName: checked.fileName,
          contentType: checked.contentType,
          body: file.body,
        },
      );
    },
  );
};

const onboardingRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post(
    path(OnboardingPaths.accountSetup),
    {
      config: { access },
      schema: {
        tags,
        summary: 'Account setup: {} reads it; action next/edit/submit with the section (and step) and its field values',
        description:
          "Answers are checked with the definition's rules ('Required', the generic field checks): 400 VALIDATION_FAILED with one entry per field; sections out of order or a submit before ready: 422.",
        security: BEARER_SECURITY,
        body: AccountSetupRequestSchema,
        response: { 200: AccountSetupSchema, ...errorResponses(...SIGNED_IN_ERROR_STATUSES, 422) },
      },
    },
    async (request) => accountSetup(fastify.db, request.tenant.id, request.user.id, request.body),
  );

  fastify.get(
    path(OnboardingPaths.references),
    {
      config: { access },
      schema: {
        tags,
        summary: 'Countries (ISO 3166-1 alpha-2) and their states (ISO 3166-2), by name',
        security: BEARER_SECURITY,
        response: { 200: ReferencesSchema, ...signedInErrors },
      },
    },
    async () => references(),
  );

  fastify.get(
    path(OnboardingPaths.settings),
    {
      config: { access },
      schema: {
        tags,
        summary: "The account details notices for the user's buyer type",
        security: BEARER_SECURITY,
        response: { 200: OnboardingSettingsSchema, ...signedInErrors },
      },
    },
    async (request) => onboardingSettings(fastify.db, request.tenant.id, request.user.id),
  );

  fastify.get(
    path(OnboardingPaths.accountDetails),
    {
      config: { access },
      schema: {
        tags,
        summary: 'Business name, aggregate document status, customer id, sales rep',
        security: BEARER_SECURITY,
        response: { 200: AccountDetailsSchema, ...signedInErrors },
      },
    },
    async (request) => accountDetails(fastify.db, request.tenant.id, request.user.id),
  );

  fastify.get(
    path(OnboardingPaths.documents),
    {
      config: { access },
      schema: {
        tags,
        summary: "The user's documents sorted by status (MISSING … REJECTED), with the aggregate status",
        security: BEARER_SECURITY,
        headers: BuyerTypeHeaders,
        response: { 200: AccountDocumentsSchema, ...signedInErrors },
      },
    },
    async (request) => listAccountDocuments(fastify.db, request.tenant.id, request.user.id),
  );

  fastify.get(
    `${path(OnboardingPaths.downloadUploadedDocument)}/:uploadedDocumentId`,
    {
      config: { access },
      schema: {
        tags,
        summary: "A short-lived signed link to one of the user's uploaded documents (another buyer's: 404)",
        security: BEARER_SECURITY,
        headers: BuyerTypeHeaders,
        params: FileIdParams,
        response: { 200: SignedLinkSchema, ...signedInErrors },
      },
    },
    async (request) =>
      createDownloadLink(
        fastify.db,
        request.tenant.id,
        request.user.id,
        request.params.uploadedDocumentId,
        requestOrigin(request),
        `${API_BASE_PATH}/${OnboardingPaths.signedFile}`,
      ),
  );

  fastify.get(
    `${path(OnboardingPaths.onlineFormData)}/:uploadedDocumentId`,
    {
      config: { access },
      schema: {
        tags,
        summary: 'A submitted online form by the upload it produced; type INTERNATIONAL_SHIPPING adds submitted, customer, userEmail',
        security: BEARER_SECURITY,
        headers: BuyerTypeHeaders,
        params: FileIdParams,
        querystring: Type.Object({ type: Type.Optional(Type.String({ maxLength: 40 })) }),
        response: { 200: OnlineFormDataSchema, ...signedInErrors },
      },
    },
    async (request) => onlineFormData(fastify.db, request.tenant.id, request.user.id, request.params.uploadedDocumentId, request.query.type),
  );

  fastify.post(
    path(OnboardingPaths.onlineFormData),
    {
      config: { access },
      bodyLimit: 2 * 1024 * 1024,
      schema: {
        tags,
        summary: "Submit an online form (EUS, addendum, international shipping): checked, rendered to PDF with the signature, stored as the document's upload",
        security: BEARER_SECURITY,
        headers: BuyerTypeHeaders,
        body: SaveOnlineFormRequestSchema,
        response: { 200: UploadedDocumentSchema, ...errorResponses(...SIGNED_IN_ERROR_STATUSES, 409, 413, 422) },
      },
    },
    async (request) => saveOnlineForm(fastify.db, fastify.files, request.tenant.id, request.user.id, request.body),
  );

  await fastify.register(uploadRoutes);
};

export default onboardingRoutes;
