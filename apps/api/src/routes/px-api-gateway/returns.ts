import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import {
  Authority,
  CreateReturnRequestSchema,
  EvidenceUploadResponseSchema,
  IDEMPOTENCY_KEY_HEADER,
  RETURN_EVIDENCE_MAX_BYTES,
  OrderReturnsSchema,
  ResolveImeisRequestSchema,
  ResolveImeisResponseSchema,
  ReturnDetailSchema,
  ReturnMessageRequestSchema,
  ReturnPaths,
  ReturnsPageSchema,
  ReturnsQuerySchema,
} from '@bp/api-contract';
import { readUploadedFiles, refuseDeclaredSize } from '../../files/multipart-files';
import { requireAuthority } from '../../plugins/app/authentication';
import { checkEvidence, evidenceFile, uploadEvidence } from '../../returns/return-evidence';
import { addReturnMessage, buyerReturnDetail, createReturn, listReturns, orderReturns, resolveImeis } from '../../returns/return-service';
import { BEARER_SECURITY, errorResponses, SIGNED_IN_ERROR_STATUSES } from '../schemas';
import { attachmentHeader } from './signed-files';

// Returns (RMA) by unit: thin handlers over returns/. A buyer with VIEW_RETURNS reads them; claiming
// units, writing messages and uploading evidence also need CAN_BUY_ONLINE (read-only otherwise).

const tags = ['returns'];
const signedInErrors = errorResponses(...SIGNED_IN_ERROR_STATUSES);
const withRuleErrors = errorResponses(...SIGNED_IN_ERROR_STATUSES, 409, 422);
const ReturnNumberParams = Type.Object({ returnNumber: Type.String({ minLength: 1, maxLength: 64 }) });
const OrderNumberParams = Type.Object({ phonexOrderNumber: Type.String({ minLength: 1, maxLength: 64 }) });
const EvidenceParams = Type.Object({ returnNumber: Type.String({ minLength: 1, maxLength: 64 }), fileId: Type.String({ minLength: 1, maxLength: 64 }) });
const IdempotencyHeaders = Type.Object({ [IDEMPOTENCY_KEY_HEADER]: Type.Optional(Type.String({ minLength: 1, maxLength: 200, pattern: '^[\\x21-\\x7e]+$' })) });
const UPLOAD_BODY_MAX_BYTES = RETURN_EVIDENCE_MAX_BYTES + 64 * 1024;
const path = (name: string) => `/${name}`;

const readRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  requireAuthority(fastify, Authority.VIEW_RETURNS);

  fastify.get(
    path(ReturnPaths.returns),
    {
      schema: {
        tags,
        summary: "The buyer's returns, newest first (search: return, RMA or order number, or an IMEI), with counts per status",
        security: BEARER_SECURITY,
        querystring: ReturnsQuerySchema,
        response: { 200: ReturnsPageSchema, ...signedInErrors },
      },
    },
    async (request) => listReturns(fastify.db, { tenant: request.tenant, userId: request.user.id }, request.query),
  );

  fastify.get(
    path(ReturnPaths.detail),
    {
      schema: {
        tags,
        summary: 'One return: its units with their states, evidence and messages',
        security: BEARER_SECURITY,
        params: ReturnNumberParams,
        response: { 200: ReturnDetailSchema, ...signedInErrors },
      },
    },
    async (request) => buyerReturnDetail(fastify.db, { tenant: request.tenant, userId: request.user.id }, request.params.returnNumber),
  );

  fastify.get(
    path(ReturnPaths.evidenceFile),
    {
      schema: {
        tags,
        summary: 'One evidence file of a return',
        security: BEARER_SECURITY,
        params: EvidenceParams,
        produces: ['application/octet-stream'],
        response: { 200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary' }), ...signedInErrors },
      },
    },
    async (request, reply) => {
      const { file, body } = await evidenceFile(
        fastify.db,
        fastify.files,
        request.tenant.id,
        request.params.returnNumber,
        request.params.fileId,
        request.user.id,
      );
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', attachmentHeader(file.fileName))
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(body);
    },
  );

  fastify.get(
    path(ReturnPaths.orderReturns),
    {
      schema: {
        tags,
        summary: "An order's claim window (until when its units may be claimed) and its returns",
        security: BEARER_SECURITY,
        params: OrderNumberParams,
        response: { 200: OrderReturnsSchema, ...signedInErrors },
      },
    },
    async (request) => orderReturns(fastify.db, { tenant: request.tenant, userId: request.user.id }, request.params.phonexOrderNumber),
  );
};

const writeRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  requireAuthority(fastify, Authority.CAN_BUY_ONLINE);

  fastify.post(
    path(ReturnPaths.returns),
    {
      schema: {
        tags,
        summary: 'Claim shipped units of an order (a reason each) within its window: one return (201); the same Idempotency-Key answers it again (200)',
        description:
          'Every unit must be a shipped unit of the order and in no open return: otherwise nothing is written (422 naming the IMEI, 409 when another return holds it).',
        security: BEARER_SECURITY,
        headers: IdempotencyHeaders,
        body: CreateReturnRequestSchema,
        response: { 200: ReturnDetailSchema, 201: ReturnDetailSchema, ...withRuleErrors },
      },
    },
    async (request, reply) => {
      const { detail, replayed } = await createReturn(
        fastify.db,
        { tenant: request.tenant, userId: request.user.id },
        request.body,
        request.headers[IDEMPOTENCY_KEY_HEADER],
      );
      return reply.code(replayed ? 200 : 201).send(detail);
    },
  );

  fastify.post(
    path(ReturnPaths.messages),
    {
      schema: {
        tags,
        summary: 'A message from the buyer on a return',
        security: BEARER_SECURITY,
        params: ReturnNumberParams,
        body: ReturnMessageRequestSchema,
        response: { 200: ReturnDetailSchema, ...signedInErrors },
      },
    },
    async (request) => addReturnMessage(fastify.db, request.tenant.id, request.params.returnNumber, request.body.text, request.user.id),
  );

  fastify.post(
    path(ReturnPaths.resolveImeis),
    {
      schema: {
        tags,
        summary: "Pasted IMEIs to the order's shipped units, and the IMEIs the order has no unit of",
        security: BEARER_SECURITY,
        params: OrderNumberParams,
        body: ResolveImeisRequestSchema,
        response: { 200: ResolveImeisResponseSchema, ...signedInErrors },
      },
    },
    async (request) => resolveImeis(fastify.db, { tenant: request.tenant, userId: request.user.id }, request.params.phonexOrderNumber, request.body.imeis),
  );

  await fastify.register(async (uploads) => {
    await uploads.register(multipart, { throwFileSizeLimit: true });
    uploads.post(
      path(ReturnPaths.evidence),
      {
        bodyLimit: UPLOAD_BODY_MAX_BYTES,
        schema: {
          tags,
          summary: 'Evidence for a claim (multipart, exactly one file): its id goes into the return submitted next',
          description: `Photos (png, jpg, gif, tif), videos (mp4, mov) and PDFs, checked by name and content, at most ${RETURN_EVIDENCE_MAX_BYTES / 1024 / 1024} MB.`,
          security: BEARER_SECURITY,
          consumes: ['multipart/form-data'],
          response: { 200: EvidenceUploadResponseSchema, ...errorResponses(...SIGNED_IN_ERROR_STATUSES, 413, 415) },
        },
        preValidation: async (request) => refuseDeclaredSize(request, UPLOAD_BODY_MAX_BYTES),
      },
      async (request) => {
        const [file] = await readUploadedFiles(request, { maxFiles: 1, maxBytes: RETURN_EVIDENCE_MAX_BYTES });
        return uploadEvidence(fastify.db, fastify.files, request.tenant.id, request.user.id, checkEvidence(file.fileName, file.body));
      },
    );
  });
};

const returnRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  await fastify.register(readRoutes);
  await fastify.register(writeRoutes);
};

export default returnRoutes;
