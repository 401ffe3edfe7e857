import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AuthoritiesSchema, NotificationPreferencesSchema, PendingDocumentsSchema, SalesRepsSchema, UserInfoSchema } from '@bp/api-contract';
import { listSalesReps, notificationPreferences, pendingDocuments, saveNotificationPreferences } from '../../account/account-service';
import { userInfo } from '../../account/user-info';
import { requestOrigin } from '../../request-origin';
import { BEARER_SECURITY, errorResponses, SIGNED_IN_ERROR_STATUSES } from '../schemas';

const signedInErrors = errorResponses(...SIGNED_IN_ERROR_STATUSES);

/** The signed-in user's own account: who they are, what they may do, their preferences (spec 01 §7). */
const accountRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/account/user-info',
    {
      // Open to users still without a group: the portal reads it to send them to account setup.
      config: { access: 'account-setup' },
      schema: { tags: ['session'], summary: 'The signed-in user, with their sales rep', security: BEARER_SECURITY, response: { 200: UserInfoSchema, ...signedInErrors } },
    },
    async (request) => userInfo(fastify.db, request.tenant.id, request.user.id),
  );

  fastify.get(
    '/security/authorities',
    {
      config: { access: 'account-setup' },
      schema: { tags: ['session'], summary: "The signed-in user's authority names", security: BEARER_SECURITY, response: { 200: AuthoritiesSchema, ...signedInErrors } },
    },
    async (request) => request.user.authorities,
  );

  fastify.get(
    '/buyer-onboarding/sales-reps',
    {
      config: { access: 'account-setup' },
      schema: { tags: ['session'], summary: "The tenant's sales representatives", security: BEARER_SECURITY, response: { 200: SalesRepsSchema, ...signedInErrors } },
    },
    async (request) => listSalesReps(fastify.db, request.tenant.id),
  );

  // The path keeps the spec's spelling ('preferance').
  fastify.get(
    '/account/user/notification-preferance',
    { schema: { tags: ['session'], summary: "The signed-in user's e-mail notification choices", security: BEARER_SECURITY, response: { 200: NotificationPreferencesSchema, ...signedInErrors } } },
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
    { schema: { tags: ['session'], summary: 'Proof-of-export documents the buyer still has to upload', security: BEARER_SECURITY, response: { 200: PendingDocumentsSchema, ...signedInErrors } } },
    async (request) => pendingDocuments(requestOrigin(request)),
  );
};

export default accountRoutes;
