import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Authority, DailyReportPreferenceSchema } from '@bp/api-contract';
import { notificationPreferences, saveNotificationPreferences } from '../../account/account-service';
import { requireAuthority } from '../../plugins/app/authentication';
import { BEARER_SECURITY, errorResponses, SIGNED_IN_ERROR_STATUSES } from '../schemas';

const signedInErrors = errorResponses(...SIGNED_IN_ERROR_STATUSES);
const tags = ['stocklist'];

/**
 * The daily stock report subscription (spec 01 §7 Daily report), CAN_SUBSCRIBE_DAILY_REPORT; the
 * flag is notification-preferance's stockReportNotification.
 */
const dailyReportRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  requireAuthority(fastify, Authority.CAN_SUBSCRIBE_DAILY_REPORT);

  fastify.get(
    '/stocklist/daily-report',
    {
      schema: {
        tags,
        summary: 'Whether the buyer gets the daily stock report',
        security: BEARER_SECURITY,
        response: { 200: DailyReportPreferenceSchema, ...signedInErrors },
      },
    },
    async (request) => {
      const preferences = await notificationPreferences(fastify.db, request.tenant.id, request.user.id);
      return { stockReportNotification: preferences.stockReportNotification };
    },
  );

  fastify.put(
    '/stocklist/daily-report',
    {
      schema: {
        tags,
        summary: 'Subscribe to or unsubscribe from the daily stock report',
        security: BEARER_SECURITY,
        body: DailyReportPreferenceSchema,
        response: { 200: DailyReportPreferenceSchema, ...signedInErrors },
      },
    },
    async (request) => {
      const current = await notificationPreferences(fastify.db, request.tenant.id, request.user.id);
      const saved = await saveNotificationPreferences(fastify.db, request.tenant.id, request.user.id, {
        ...current,
        stockReportNotification: request.body.stockReportNotification,
      });
      return { stockReportNotification: saved.stockReportNotification };
    },
  );
};

export default dailyReportRoutes;
