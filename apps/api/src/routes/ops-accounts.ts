import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import {
  application,
  approveAccount,
  listApplications,
  listProofOfExport,
  requestProofOfExport,
  reviewDocument,
  reviewProofOfExport,
  sellerFile,
} from '../onboarding/seller-onboarding-service';
import { POE_STATUSES, type PoeStatus } from '../db/schema';
import { AppError } from '../errors';
import { attachmentHeader } from './px-api-gateway/signed-files';
import { errorResponses } from './schemas';

// /ops/accounts and /ops/proof-of-export: the seller's side of onboarding (registered inside the
// /ops scope: ops key and tenant by Host). Accounts are named by e-mail.

const tags = ['ops'];
const errors = errorResponses(400, 401, 403, 404, 409, 422, 429, 500);
const EmailParams = Type.Object({ email: Type.String({ minLength: 3, maxLength: 320 }) });
const DocumentParams = Type.Object({
  email: Type.String({ minLength: 3, maxLength: 320 }),
  documentReferenceId: Type.String({ minLength: 1, maxLength: 100 }),
});
const IdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });

const ApplicationSchema = Type.Object({
  userId: Type.String(),
  email: Type.String(),
  name: Type.String(),
  businessName: Type.Union([Type.String(), Type.Null()]),
  submittedStatus: Type.Union([Type.String(), Type.Null()]),
  submittedAt: Type.Union([Type.String(), Type.Null()]),
  groups: Type.Array(Type.String()),
  onboardingStatus: Type.Union([Type.String(), Type.Null()]),
  documents: Type.Array(
    Type.Object({
      documentReferenceId: Type.String(),
      documentName: Type.String(),
      documentStatus: Type.String(),
      uploadedDocumentId: Type.Union([Type.String(), Type.Null()]),
      uploadedDocumentName: Type.Union([Type.String(), Type.Null()]),
      rejectionReason: Type.Union([Type.String(), Type.Null()]),
    }),
  ),
});
const SellerPoeSchema = Type.Object({
  documentId: Type.String(),
  email: Type.String(),
  documentName: Type.String(),
  documentDescription: Type.Array(Type.String()),
  status: Type.String(),
  uploadedDocumentId: Type.Union([Type.String(), Type.Null()]),
  submittedAt: Type.Union([Type.String(), Type.Null()]),
});

function parsePoeStatuses(text: string | undefined): PoeStatus[] | undefined {
  if (!text) return undefined;
  const statuses = text
    .split(',')
    .map((status) => status.trim())
    .filter(Boolean);
  const unknown = statuses.find((status) => !(POE_STATUSES as readonly string[]).includes(status));
  if (unknown) throw new AppError(400, 'BAD_REQUEST', `Unknown proof-of-export status ${unknown.slice(0, 40)}`);
  return statuses as PoeStatus[];
}

const opsAccountRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/accounts',
    {
      schema: {
        tags,
        summary: 'Submitted account applications, oldest first, with their documents (pending=true: users not yet in the Buyer group)',
        querystring: Type.Object({ pending: Type.Optional(Type.Boolean()) }),
        response: { 200: Type.Array(ApplicationSchema), ...errors },
      },
    },
    async (request) => listApplications(fastify.db, request.tenant.id, { pending: request.query.pending }),
  );

  fastify.get(
    '/accounts/:email',
    { schema: { tags, summary: 'One account application', params: EmailParams, response: { 200: ApplicationSchema, ...errors } } },
    async (request) => application(fastify.db, request.tenant.id, request.params.email),
  );

  fastify.post(
    '/accounts/:email/documents/:documentReferenceId/verify',
    {
      schema: {
        tags,
        summary: "Verify an uploaded document (TO_REVIEW → VERIFIED; expires after the definition's validForDays)",
        params: DocumentParams,
        response: { 200: ApplicationSchema, ...errors },
      },
    },
    async (request) => reviewDocument(fastify.db, request.tenant.id, request.params.email, request.params.documentReferenceId, { kind: 'verify' }),
  );

  fastify.post(
    '/accounts/:email/documents/:documentReferenceId/reject',
    {
      schema: {
        tags,
        summary: 'Reject an uploaded document with a reason the buyer sees (the buyer uploads again)',
        params: DocumentParams,
        body: Type.Object({ reason: Type.String({ minLength: 1, maxLength: 500 }) }, { additionalProperties: false }),
        response: { 200: ApplicationSchema, ...errors },
      },
    },
    async (request) =>
      reviewDocument(fastify.db, request.tenant.id, request.params.email, request.params.documentReferenceId, { kind: 'reject', reason: request.body.reason }),
  );

  fastify.post(
    '/accounts/:email/approve',
    {
      preValidation: async (request) => {
        request.body ??= {};
      },
      schema: {
        tags,
        summary: 'Approve an account: the user joins the Buyer group and can sign in to the portal (verified=true: a verified prospect who may check out)',
        params: EmailParams,
        body: Type.Object({ verified: Type.Optional(Type.Boolean()) }, { additionalProperties: false }),
        response: { 200: ApplicationSchema, ...errors },
      },
    },
    async (request) => approveAccount(fastify.db, request.tenant.id, request.params.email, { verified: request.body.verified }),
  );

  fastify.get(
    '/files/:id',
    {
      schema: {
        tags,
        summary: "A stored document of the tenant's buyers, for review",
        params: IdParams,
        produces: ['application/octet-stream'],
        response: { 200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary' }), ...errors },
      },
    },
    async (request, reply) => {
      const file = await sellerFile(fastify.db, fastify.files, request.tenant.id, request.params.id);
      return reply.header('content-type', file.contentType).header('content-disposition', attachmentHeader(file.fileName)).send(file.body);
    },
  );

  fastify.get(
    '/proof-of-export',
    {
      schema: {
        tags,
        summary: 'Proof-of-export documents by status (default SUBMITTED: awaiting approval)',
        querystring: Type.Object({ status: Type.Optional(Type.String({ maxLength: 100 })) }),
        response: { 200: Type.Array(SellerPoeSchema), ...errors },
      },
    },
    async (request) => listProofOfExport(fastify.db, request.tenant.id, parsePoeStatuses(request.query.status)),
  );

  fastify.post(
    '/accounts/:email/proof-of-export',
    {
      schema: {
        tags,
        summary: 'Ask a buyer for a proof-of-export document (shows in their pending documents)',
        params: EmailParams,
        body: Type.Object(
          {
            documentName: Type.String({ minLength: 1, maxLength: 200 }),
            documentDescription: Type.Optional(Type.Array(Type.String({ maxLength: 500 }), { maxItems: 20 })),
          },
          { additionalProperties: false },
        ),
        response: { 200: SellerPoeSchema, ...errors },
      },
    },
    async (request) =>
      requestProofOfExport(fastify.db, request.tenant.id, request.params.email, {
        documentName: request.body.documentName,
        documentDescription: request.body.documentDescription ?? [],
      }),
  );

  for (const [action, decision] of [
    ['approve', 'APPROVED'],
    ['reject', 'REJECTED'],
  ] as const) {
    fastify.post(
      `/proof-of-export/:id/${action}`,
      {
        schema: {
          tags,
          summary: `${action === 'approve' ? 'Approve' : 'Reject'} submitted proof of export${action === 'approve' ? ' (pay and ship comes back)' : ' (owed again)'}`,
          params: IdParams,
          response: { 200: SellerPoeSchema, ...errors },
        },
      },
      async (request) => reviewProofOfExport(fastify.db, request.tenant.id, request.params.id, decision),
    );
  }
};

export default opsAccountRoutes;
