import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import {
  ApproveReturnRequestSchema,
  CreditReturnRequestSchema,
  RETURN_STATUSES,
  ReceiveReturnRequestSchema,
  RejectReturnRequestSchema,
  ReturnMessageRequestSchema,
  SellerReturnSchema,
  type ReturnStatus,
} from '@bp/api-contract';
import { evidenceFile } from '../returns/return-evidence';
import {
  approveReturn,
  creditReturnUnits,
  listSellerReturns,
  receiveReturnUnits,
  rejectReturnUnits,
  sellerReturn,
  type SellerReturnDeps,
} from '../returns/return-seller-service';
import { addReturnMessage } from '../returns/return-service';
import { attachmentHeader } from './px-api-gateway/signed-files';
import { errorResponses } from './schemas';

// /ops/returns: the seller's side of returns, behind the ops key and tenant of routes/ops.ts.
// Same services as `npm run ops -- returns ...` (src/ops/returns-cli.ts).

const tags = ['ops'];
const ReturnNumberParams = Type.Object({ returnNumber: Type.String({ minLength: 1, maxLength: 64 }) });
const ListQuery = Type.Object(
  { status: Type.Optional(Type.String({ maxLength: 200 })), limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 5000 })) },
  { additionalProperties: false },
);
const errors = errorResponses(400, 401, 403, 404, 409, 422, 429, 500);
const isStatus = (text: string): text is ReturnStatus => (RETURN_STATUSES as readonly string[]).includes(text);

const opsReturnRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const deps: SellerReturnDeps = { db: fastify.db, mailer: fastify.identity.mailer };

  fastify.get(
    '/',
    {
      schema: {
        tags,
        summary: 'Returns of the tenant, newest first (status: comma-separated return statuses)',
        querystring: ListQuery,
        response: { 200: Type.Array(SellerReturnSchema), ...errors },
      },
    },
    async (request) =>
      listSellerReturns(
        fastify.db,
        request.tenant.id,
        request.query.status
          ?.split(',')
          .map((status) => status.trim().toUpperCase())
          .filter(isStatus),
        request.query.limit,
      ),
  );

  fastify.get(
    '/:returnNumber',
    {
      schema: {
        tags,
        summary: 'One return with its units, evidence and messages',
        params: ReturnNumberParams,
        response: { 200: SellerReturnSchema, ...errors },
      },
    },
    async (request) => sellerReturn(fastify.db, request.tenant.id, request.params.returnNumber),
  );

  fastify.get(
    '/:returnNumber/evidence/:fileId',
    {
      schema: {
        tags,
        summary: 'One evidence file of a return',
        params: Type.Object({ returnNumber: Type.String({ minLength: 1, maxLength: 64 }), fileId: Type.String({ minLength: 1, maxLength: 64 }) }),
        produces: ['application/octet-stream'],
        response: { 200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary' }), ...errors },
      },
    },
    async (request, reply) => {
      const { file, body } = await evidenceFile(fastify.db, fastify.files, request.tenant.id, request.params.returnNumber, request.params.fileId);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', attachmentHeader(file.fileName))
        .header('cache-control', 'private, no-store')
        .send(body);
    },
  );

  fastify.post(
    '/:returnNumber/approve',
    {
      schema: {
        tags,
        summary: 'Approve requested units: the return gets its RMA number (default RMA-{return number}) and ship-by date; the buyer is e-mailed',
        params: ReturnNumberParams,
        body: ApproveReturnRequestSchema,
        response: { 200: SellerReturnSchema, ...errors },
      },
    },
    async (request) => approveReturn(deps, request.tenant, request.params.returnNumber, request.body),
  );

  fastify.post(
    '/:returnNumber/reject',
    {
      schema: {
        tags,
        summary: 'Reject requested or approved units with a reason the buyer reads; the buyer is e-mailed',
        params: ReturnNumberParams,
        body: RejectReturnRequestSchema,
        response: { 200: SellerReturnSchema, ...errors },
      },
    },
    async (request) => rejectReturnUnits(deps, request.tenant, request.params.returnNumber, request.body.imeis, request.body.reason),
  );

  fastify.post(
    '/:returnNumber/receive',
    {
      schema: {
        tags,
        summary: 'Approved units arrived back',
        params: ReturnNumberParams,
        body: ReceiveReturnRequestSchema,
        response: { 200: SellerReturnSchema, ...errors },
      },
    },
    async (request) => receiveReturnUnits(deps, request.tenant, request.params.returnNumber, request.body.imeis),
  );

  fastify.post(
    '/:returnNumber/credit',
    {
      schema: {
        tags,
        summary: "Credit approved or received units (each at most the unit's price); the buyer is e-mailed",
        params: ReturnNumberParams,
        body: CreditReturnRequestSchema,
        response: { 200: SellerReturnSchema, ...errors },
      },
    },
    async (request) => creditReturnUnits(deps, request.tenant, request.params.returnNumber, request.body),
  );

  fastify.post(
    '/:returnNumber/messages',
    {
      schema: {
        tags,
        summary: 'A message from the seller on a return',
        params: ReturnNumberParams,
        body: ReturnMessageRequestSchema,
        response: { 200: SellerReturnSchema, ...errors },
      },
    },
    async (request) => {
      await addReturnMessage(fastify.db, request.tenant.id, request.params.returnNumber, request.body.text);
      return sellerReturn(fastify.db, request.tenant.id, request.params.returnNumber);
    },
  );
};

export default opsReturnRoutes;
