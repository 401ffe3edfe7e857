import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { OnboardingPaths } from '@bp/api-contract';
import { readSignedFile } from '../../onboarding/account-documents-service';
import { API_ERROR_STATUSES, errorResponses } from '../schemas';

/** RFC 6266 attachment with an ASCII fallback and the UTF-8 name. */
export function attachmentHeader(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * GET files/{token}: the signed download link (opened in a new tab, so no bearer token: the
 * link's token is the credential, valid for minutes). Counted against the client IP's budget.
 */
const signedFileRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    `/${OnboardingPaths.signedFile}/:token`,
    {
      onRequest: fastify.limitByClientIp,
      schema: {
        tags: ['onboarding'],
        summary: 'The file behind a signed download link (404 unknown, 410 expired)',
        params: Type.Object({ token: Type.String({ minLength: 1, maxLength: 200 }) }),
        produces: ['application/octet-stream'],
        response: { 200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary' }), ...errorResponses(...API_ERROR_STATUSES, 410) },
      },
    },
    async (request, reply) => {
      const { file, body } = await readSignedFile(fastify.db, fastify.files, request.tenant.id, request.params.token);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', attachmentHeader(file.fileName))
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(body);
    },
  );
};

export default signedFileRoutes;
