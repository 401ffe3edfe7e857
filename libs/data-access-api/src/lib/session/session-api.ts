import type {
  Authorities,
  BroadcastBanner,
  NotificationPreferences,
  PendingDocuments,
  ResetPasswordStart,
  ResetPasswordStartResult,
  SalesReps,
  UserInfo,
  UserLocale,
} from '@bp/api-contract';
import { api } from '../api';

/**
 * Calls about the signed-in user (spec 01 §7 Startup, 03 §7 Sign-in and reset). Each query takes
 * the session's username as its argument: unused by the request, it keys the cache, so one user's
 * data is never served to the next user who signs in on the same page. Startup failures show the
 * error screen (or nothing, for settings), so these calls raise no snackbar of their own.
 */
export const sessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    getUserInfo: build.query<UserInfo, string>({ query: () => 'account/user-info', extraOptions: { silent: true } }),
    getAuthorities: build.query<Authorities, string>({ query: () => 'security/authorities', extraOptions: { silent: true } }),
    getSalesReps: build.query<SalesReps, string>({ query: () => 'buyer-onboarding/sales-reps', extraOptions: { silent: true } }),
    getNotificationPreferences: build.query<NotificationPreferences, string>({
      query: () => 'account/user/notification-preferance',
      extraOptions: { silent: true },
    }),
    getPendingDocuments: build.query<PendingDocuments, string>({ query: () => 'account/pending-documents', extraOptions: { silent: true } }),
    getBanners: build.query<BroadcastBanner[], string>({ query: () => 'notification/banners', extraOptions: { silent: true } }),
    /**
     * Remembers the language the user chose (used at their next sign-in). The user-info in the cache
     * takes it at once, so a later read of it agrees with the screen.
     */
    setUserLocale: build.mutation<void, UserLocale & { username: string }>({
      query: ({ locale }) => ({ url: 'account/user/locale', method: 'PUT', body: { locale } }),
      async onQueryStarted({ username, locale }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          sessionApi.util.updateQueryData('getUserInfo', username, (info) => {
            info.locale = locale;
          }),
        );
        await queryFulfilled.catch(() => patch.undo());
      },
    }),
    /** Step 1 of reset password (no auth): mails a code, or a new sign-up code to an unconfirmed account. */
    startPasswordReset: build.mutation<ResetPasswordStartResult, ResetPasswordStart>({
      query: (body) => ({ url: 'saas-login/reset-password', method: 'POST', body }),
      extraOptions: { anonymous: true },
    }),
  }),
});

export const {
  useGetUserInfoQuery,
  useGetAuthoritiesQuery,
  useGetSalesRepsQuery,
  useGetNotificationPreferencesQuery,
  useGetPendingDocumentsQuery,
  useGetBannersQuery,
  useStartPasswordResetMutation,
  useSetUserLocaleMutation,
} = sessionApi;
