import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Transform, type Readable } from 'node:stream';
import Type from 'typebox';
import {
  Authority,
  IMPORT_COLUMNS,
  IMPORT_FILE_NAME_HEADER,
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ROWS,
  IMPORT_NO_FILE_MESSAGE,
  ImportAcceptResultSchema,
  ImportResultSchema,
  OfferPaths,
  type ImportResult,
} from '@bp/api-contract';
import { ACCEPTED_CONTENT_TYPES, baseContentType } from '../../offers/import/file-type';
import { fileTooLarge, unreadableFile, unsupportedFile } from '../../offers/import/import-errors';
import { refuseDecodedNul } from '../../nul-characters';
import { acceptImport, cancelImport, deleteReviewRow, pendingImport, reviewUpload } from '../../offers/import/import-service';
import { importBatchRows } from '../../offers/import/import-writer';
import { importResultJson } from '../../offers/import/import-result-json';
import { requireAuthority } from '../../plugins/app/authentication';
import { decodeItemKey } from '../../stock/alert-service';
import { EXPORT_INFORMATION_COLUMNS } from '../../stock/export-columns';
import { BEARER_SECURITY, errorResponses, SIGNED_IN_ERROR_STATUSES, TRANSACTION_CONFLICT_STATUS } from '../schemas';

// The bulk offer import (spec 01 §7 Bulk import). The upload is the raw file as the request body
// (no multipart), so this scope parses only the two Excel content types and octet-stream, as a
// Buffer of at most IMPORT_MAX_BYTES; every other content type is refused before the body is read.

const tags = ['offers'];
const signedInErrors = errorResponses(...SIGNED_IN_ERROR_STATUSES);
const MAX_MEGABYTES = IMPORT_MAX_BYTES / 1024 / 1024;
const TOO_LARGE_MESSAGE = `The file is larger than ${MAX_MEGABYTES} MB; split it into smaller files`;
const ImportRowKeyParams = Type.Object({ itemKey: Type.String({ minLength: 1, maxLength: 600 }) });
const UploadHeadersSchema = Type.Object({
  [IMPORT_FILE_NAME_HEADER]: Type.String({ minLength: 1, maxLength: 2000, description: 'The original file name, URI-encoded' }),
  'content-type': Type.String({ description: ACCEPTED_CONTENT_TYPES.join(' or ') }),
});

/** The header's URI-encoded name → the bare file name (no folders), or 400. */
function fileNameOf(header: string): string {
  let decoded: string;
  try {
    decoded = decodeURIComponent(header);
  } catch {
    throw unreadableFile(`The ${IMPORT_FILE_NAME_HEADER} header is not a URI-encoded file name`);
  }
  refuseDecodedNul(decoded, `header ${IMPORT_FILE_NAME_HEADER} (decoded)`);
  const name = decoded.split(/[\\/]/).pop()?.trim() ?? '';
  const hasControlCharacter = [...name].some((character) => character.charCodeAt(0) < 0x20);
  if (!name || hasControlCharacter) throw unreadableFile(`The ${IMPORT_FILE_NAME_HEADER} header names no file`);
  return name.slice(0, 255);
}

/**
 * A review as its JSON, written in time slices (import-result-json.ts): Fastify's serialiser would
 * hold the event loop for a 20,000-row answer. A string with a JSON content type is sent as is.
 */
async function sendReview(reply: FastifyReply, result: ImportResult): Promise<FastifyReply> {
  return reply.type('application/json; charset=utf-8').send(await importResultJson(result));
}

/**
 * The body stream, cut off with the import's own 413 once it passes IMPORT_MAX_BYTES. Declared
 * sizes are refused before this; it catches chunked uploads, which declare none, as they stream
 * (nothing past the limit is kept), and the connection closes after the answer.
 */
function limitedBody(payload: Readable, reply: FastifyReply): Transform {
  let received = 0;
  const limiter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      received += chunk.length;
      if (received > IMPORT_MAX_BYTES) {
        reply.header('connection', 'close');
        callback(fileTooLarge(TOO_LARGE_MESSAGE));
        return;
      }
      callback(null, chunk);
    },
  });
  payload.pipe(limiter);
  return limiter;
}

const uploadRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  // Only in this scope: the file arrives as bytes, not JSON.
  fastify.removeAllContentTypeParsers();
  fastify.addContentTypeParser([...ACCEPTED_CONTENT_TYPES], { parseAs: 'buffer', bodyLimit: IMPORT_MAX_BYTES }, (_request, body, done) => done(null, body));
  fastify.addContentTypeParser('*', (request, _payload, done) => {
    const contentType = baseContentType(request.headers['content-type']) || 'none';
    done(
      unsupportedFile(`Only Excel files (.xlsx, .xls) can be imported; the content type ${contentType.slice(0, 100)} is not accepted`, [
        contentType.slice(0, 100),
      ]),
    );
  });

  fastify.post(
    `/${OfferPaths.bulkImport}`,
    {
      bodyLimit: IMPORT_MAX_BYTES,
      schema: {
        tags,
        summary: `Upload an .xlsx/.xls of offer requests (raw body, name in header ${IMPORT_FILE_NAME_HEADER}); answers the review, the buyer's pending import`,
        description:
          `Columns ${IMPORT_COLUMNS.map((column) => `'${column}'`).join(', ')} in any order; the stock export's other columns (${EXPORT_INFORMATION_COLUMNS.join(', ')}) are ignored, ` +
          `any other column is refused (422). At most ${MAX_MEGABYTES} MB and ${IMPORT_MAX_ROWS} rows; rows without quantity and price are skipped.`,
        security: BEARER_SECURITY,
        consumes: [...ACCEPTED_CONTENT_TYPES],
        headers: UploadHeadersSchema,
        response: { 200: ImportResultSchema, ...errorResponses(...SIGNED_IN_ERROR_STATUSES, 413, 415, 422) },
      },
      // Before a byte of the body is read (the authority is checked even earlier): whether the declared size fits.
      preParsing: async (request, reply, payload) => {
        const declared = Number(request.headers['content-length']);
        if (Number.isFinite(declared) && declared > IMPORT_MAX_BYTES) {
          // The unread body is not drained: the connection closes after the answer.
          reply.header('connection', 'close');
          throw fileTooLarge(TOO_LARGE_MESSAGE);
        }
        return limitedBody(payload, reply);
      },
    },
    async (request, reply) => {
      const body = request.body;
      if (!Buffer.isBuffer(body) || body.length === 0) throw unreadableFile(IMPORT_NO_FILE_MESSAGE);
      const review = await reviewUpload(
        fastify.db,
        request.tenant,
        request.user.id,
        {
          fileName: fileNameOf(request.headers[IMPORT_FILE_NAME_HEADER]),
          contentType: baseContentType(request.headers['content-type']),
          body,
        },
        fastify.importSheets.read,
        { lane: fastify.importLane, batchRows: importBatchRows(fastify.database.kind) },
      );
      return sendReview(reply, review);
    },
  );
};

/** Upload, review, drop a row, cancel, accept (CAN_BUY_ONLINE); a buyer only reaches their own import. */
const offerImportRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  // Before the upload route registers, so it declares the authority too.
  requireAuthority(fastify, Authority.CAN_BUY_ONLINE);
  await fastify.register(uploadRoute);
  const ownerOf = (request: FastifyRequest) => ({ tenantId: request.tenant.id, userId: request.user.id });

  fastify.get(
    `/${OfferPaths.bulkImport}`,
    {
      schema: {
        tags,
        summary: 'The pending import as it stands (404 when none): the review survives a reload',
        security: BEARER_SECURITY,
        response: { 200: ImportResultSchema, ...signedInErrors },
      },
    },
    async (request, reply) => sendReview(reply, await pendingImport(fastify.db, ownerOf(request))),
  );

  fastify.delete(
    `/${OfferPaths.bulkImport}/:itemKey`,
    {
      schema: {
        tags,
        summary: 'Drop one row from the pending import; the path carries base64(itemNumberWarehouse). Answers the updated review',
        security: BEARER_SECURITY,
        params: ImportRowKeyParams,
        response: { 200: ImportResultSchema, ...errorResponses(...SIGNED_IN_ERROR_STATUSES, TRANSACTION_CONFLICT_STATUS) },
      },
    },
    async (request, reply) => sendReview(reply, await deleteReviewRow(fastify.db, ownerOf(request), decodeItemKey(request.params.itemKey))),
  );

  fastify.post(
    `/${OfferPaths.bulkImportCancel}`,
    {
      schema: {
        tags,
        summary: 'Forget the pending import (204 also when there is none)',
        security: BEARER_SECURITY,
        response: { 204: Type.Null(), ...signedInErrors },
      },
    },
    async (request, reply) => {
      await cancelImport(fastify.db, ownerOf(request));
      return reply.code(204).send(null);
    },
  );

  fastify.post(
    `/${OfferPaths.bulkImportAccept}`,
    {
      schema: {
        tags,
        summary: 'Write the pending import to the cart in one transaction (new and overwritten entries; invalid rows are ignored)',
        security: BEARER_SECURITY,
        response: { 200: ImportAcceptResultSchema, ...errorResponses(...SIGNED_IN_ERROR_STATUSES, 422, TRANSACTION_CONFLICT_STATUS) },
      },
    },
    // PGlite runs a transaction alone: row locks would only cost writes there (import-writer.ts).
    async (request) =>
      acceptImport(fastify.db, ownerOf(request), {
        rowLocks: fastify.database.kind === 'postgres',
        batchRows: importBatchRows(fastify.database.kind),
        lane: fastify.importLane,
      }),
  );
};

export default offerImportRoutes;
