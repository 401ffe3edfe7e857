import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import multipart from '@fastify/multipart';
import Type from 'typebox';
import {
  AuthoritiesSchema,
  DOCUMENT_MAX_BYTES,
  NotificationPreferencesSchema,
  OnboardingPaths,
  PendingDocumentsSchema,
  POE_UPLOAD_TOKEN_HEADER,
  ProofOfExportUploadResultSchema,
  SalesRepsSchema,
  UserInfoSchema,
  UserLocaleSchema,
} from '@bp/api-contract';
import { listSalesReps, notificationPreferences, saveNotificationPreferences } from '../../account/account-service';
import { readUploadedFiles, refuseDeclaredSize } from '../../files/multipart-files';
import { pendingDocuments, uploadProofOfExport } from '../../onboarding/proof-of-export-service';
import { setUserLocale, userInfo } from '../../account/user-info';
import { offeredLocales } from '../../tenants/tenant-settings';
import { requestOrigin } from '../../request-origin';
import { BEARER_SECURITY, errorResponses, SIGNED_IN_ERROR_STATUSES } from '../schemas';

const signedInErrors = errorResponses(...SIGNED_IN_ERROR_STATUSES);

/** At most this many proof-of-export files in one upload (one per pending document). */
const POE_MAX_FILES = 10;
const POE_BODY_MAX_BYTES = POE_MAX_FILES * DOCUMENT_MAX_BYTES + 64 * 1024;

const proofOfExportUploadRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  await fastify.register(multipart, { throwFileSizeLimit: true });
  fastify.post(
    `/${OnboardingPaths.proofOfExportUpload}`,
    {
      bodyLimit: POE_BODY_MAX_BYTES,
      schema: {
        tags: ['session'],
        summary: 'Upload proof of export: multipart, one file per pending document, each field named {documentId}__{file name}; header poe-upload-token',
        description:
          "401 POE_TOKEN_INVALID when the token is missing, expired or another user's (the portal refetches pending documents and retries once). Files are checked like document uploads; nothing is stored when any is refused.",
        security: BEARER_SECURITY,
        consumes: ['multipart/form-data'],
        headers: Type.Object({ [POE_UPLOAD_TOKEN_HEADER]: Type.Optional(Type.String({ maxLength: 200 })) }),
        response: { 200: ProofOfExportUploadResultSchema, ...errorResponses(...SIGNED_IN_ERROR_STATUSES, 409, 413, 415, 422) },
      },
      preValidation: async (request) => refuseDeclaredSize(request, POE_BODY_MAX_BYTES),
    },
    async (request) => {
      const files = await readUploadedFiles(request, { maxFiles: POE_MAX_FILES, maxBytes: DOCUMENT_MAX_BYTES });
      return uploadProofOfExport(fastify.db, fastify.files, request.tenant.id, request.user.id, request.headers[POE_UPLOAD_TOKEN_HEADER], files);
    },
  );
};

/** The signed-in user's own account: who they are, what they may do, their preferences (spec 01 §7). */
const accountRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/account/user-info',
    {
      // Open to users still without a group: the portal reads it to send them to account setup.
      config: { access: 'account-setup' },
      schema: {
        tags: ['session'],
        summary: 'The signed-in user, with their sales rep',
        security: BEARER_SECURITY,
        response: { 200: UserInfoSchema, ...signedInErrors },
      },
    },
    async (request) => userInfo(fastify.db, request.tenant.id, request.user.id),
  );

  fastify.put(
    '/account/user/locale',
    {
      // Users still without a group choose a language too (account setup is a portal screen).
      config: { access: 'account-setup' },
      schema: {
        tags: ['session'],
        summary: 'Remember the portal language the signed-in user chose',
        description: 'One of the locales saas-config offers (400 otherwise); user-info returns it, and it is used at the next sign-in.',
        security: BEARER_SECURITY,
        body: UserLocaleSchema,
        response: { 204: Type.Null(), ...signedInErrors },
      },
    },
    async (request, reply) => {
      await setUserLocale(fastify.db, request.tenant.id, request.user.id, request.body.locale, offeredLocales(request.tenant.settings));
      return reply.code(204).send(null);
    },
  );

  fastify.get(
    '/security/authorities',
    {
      config: { access: 'account-setup' },
      schema: {
        tags: ['session'],
        summary: "The signed-in user's authority names",
        security: BEARER_SECURITY,
        response: { 200: AuthoritiesSchema, ...signedInErrors },
      },
    },
    async (request) => request.user.authorities,
  );

  fastify.get(
    '/buyer-onboarding/sales-reps',
    {
      config: { access: 'account-setup' },
      schema: {
        tags: ['session'],
        summary: "The tenant's sales representatives",
        security: BEARER_SECURITY,
        response: { 200: SalesRepsSchema, ...signedInErrors },
      },
    },
    async (request) => listSalesReps(fastify.db, request.tenant.id),
  );

  // The path keeps the spec's spelling ('preferance').
  fastify.get(
    '/account/user/notification-preferance',
    {
      schema: {
        tags: ['session'],
        summary: "The signed-in user's e-mail notification choices",
        security: BEARER_SECURITY,
        response: { 200: NotificationPreferencesSchema, ...signedInErrors },
      },
    },
    async (request) => notificationPreferences(fastify.db, request.tenant.id, request.user.id),
  );

  fastify.put(
    '/account/user/notification-preferance',
    {
      schema: {
        tags: ['session'],
        summary: "Replace the signed-in user's e-mail notification choices",
        security: BEARER_SECURITY,
        body: NotificationPreferencesSchema,
        response: { 200: NotificationPreferencesSchema, ...signedInErrors },
      },
    },
    async (request) => saveNotificationPreferences(fastify.db, request.tenant.id, request.user.id, request.body),
  );

  fastify.get(
    '/account/pending-documents',
    {
      schema: {
        tags: ['session'],
        summary: 'Proof-of-export documents the buyer still has to upload',
        security: BEARER_SECURITY,
        response: { 200: PendingDocumentsSchema, ...signedInErrors },
      },
    },
    async (request) => pendingDocuments(fastify.db, request.tenant.id, request.user.id, requestOrigin(request)),
  );

  await fastify.register(proofOfExportUploadRoute);
};

export default accountRoutes;
