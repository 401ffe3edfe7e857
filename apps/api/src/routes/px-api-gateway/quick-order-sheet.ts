import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { Authority, IMPORT_FILE_NAME_HEADER, IMPORT_MAX_BYTES, QuickOrderPaths, QuickOrderSheetResponseSchema } from '@bp/api-contract';
import { ACCEPTED_CONTENT_TYPES, baseContentType, detectWorkbookKind } from '../../offers/import/file-type';
import { unreadableFile, unsupportedFile } from '../../offers/import/import-errors';
import { BEARER_SECURITY, errorResponses, SIGNED_IN_ERROR_STATUSES } from '../schemas';

/**
 * POST stocklist/quick-order/sheet: a buyer's list as an .xlsx/.xls file (the raw body, its name
 * in x-file-name), read in the sheet worker with the offer import's guards, answered as lines
 * for the match call. CSV and text lists are read by the portal itself.
 */
const quickOrderSheetRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.removeAllContentTypeParsers();
  fastify.addContentTypeParser([...ACCEPTED_CONTENT_TYPES], { parseAs: 'buffer', bodyLimit: IMPORT_MAX_BYTES }, (_request, body, done) => done(null, body));
  fastify.addContentTypeParser('*', (request, _payload, done) => {
    const contentType = (baseContentType(request.headers['content-type']) || 'none').slice(0, 100);
    done(unsupportedFile(`Only Excel files (.xlsx, .xls) can be uploaded here; the content type ${contentType} is not accepted`, [contentType]));
  });

  fastify.post(
    `/${QuickOrderPaths.sheet}`,
    {
      bodyLimit: IMPORT_MAX_BYTES,
      config: { authority: Authority.CAN_BUY_ONLINE },
      schema: {
        tags: ['stocklist'],
        summary: "Quick order: the lines of a buyer's Excel list (item words and quantity per row), to match",
        security: BEARER_SECURITY,
        headers: Type.Object({ [IMPORT_FILE_NAME_HEADER]: Type.Optional(Type.String({ maxLength: 300 })) }),
        consumes: [...ACCEPTED_CONTENT_TYPES],
        response: { 200: QuickOrderSheetResponseSchema, ...errorResponses(...SIGNED_IN_ERROR_STATUSES, 413, 415, 422) },
      },
    },
    async (request) => {
      const body = request.body;
      if (!Buffer.isBuffer(body) || body.length === 0) throw unreadableFile('The upload holds no file');
      const fileName = request.headers[IMPORT_FILE_NAME_HEADER] || 'list.xlsx';
      return { lines: await fastify.importSheets.readQuickOrder(body, detectWorkbookKind(fileName, baseContentType(request.headers['content-type']), body)) };
    },
  );
};

export default quickOrderSheetRoutes;
