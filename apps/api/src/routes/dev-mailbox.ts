import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import Type from 'typebox';
import { DEV_PREFIX } from '../server-paths';
import { API_ERROR_STATUSES, errorResponses } from './schemas';

const DevMailSchema = Type.Object(
  {
    id: Type.String(),
    to: Type.String(),
    subject: Type.String(),
    text: Type.String(),
    html: Type.String(),
    createdAt: Type.String(),
    attachments: Type.Array(Type.Object({ filename: Type.String(), contentType: Type.String(), contentBase64: Type.String() })),
  },
  { $id: 'DevMail', additionalProperties: false },
);

/**
 * GET /dev/mailbox?to=<email>: the e-mails the dev mailbox kept for an address of the request's
 * tenant, newest first. Registered only in demo mode (404 otherwise): codes in it sign people in.
 */
const devMailboxRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.addHook('onRequest', fastify.resolveTenant);
  fastify.get(
    `${DEV_PREFIX}/mailbox`,
    {
      schema: {
        tags: ['development'],
        summary: 'Demo mode only: e-mails kept instead of sent (no SMTP_URL), newest first',
        querystring: Type.Object({ to: Type.String({ minLength: 3, maxLength: 254 }) }),
        response: { 200: Type.Array(DevMailSchema), ...errorResponses(...API_ERROR_STATUSES) },
      },
    },
    async (request) => {
      const messages = await fastify.identity.devMailbox.messagesTo(request.tenant.id, request.query.to);
      return messages.map(({ id, to, subject, text, html, createdAt, attachments }) => ({
        id,
        to,
        subject,
        text,
        html,
        createdAt: createdAt.toISOString(),
        attachments,
      }));
    },
  );
};

export default devMailboxRoutes;
