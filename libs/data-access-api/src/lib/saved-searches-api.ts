import type {
  MessageCode,
  SavedSearch,
  SavedSearchAlerts,
  SavedSearchAlertsRead,
  SavedSearchCreate,
  SavedSearchList,
  SavedSearchUpdate,
} from '@bp/api-contract';
import { PXNS_PARTICIPANT_HEADER, SavedSearchPaths } from '@bp/api-contract/constants';
import { api } from './api';
import type { PortalExtraOptions } from './base-query';

/**
 * Saved searches (a buyer's stock list searches kept under a name, optionally alerting) and their
 * alerts (the bell). Both the stock list and the shell use them, so they live here. Tagged per id;
 * renames and deletes patch the cached list at once and take the patch back when the call fails.
 * The screens show their own failures (the API's message), so every endpoint is `silent`; a 403
 * FORBIDDEN of a save refuses its alert (the buyer lacks CAN_SET_STOCKLIST_ALERT), not the buyer.
 */
const savedSearchesTagged = api.enhanceEndpoints({ addTagTypes: ['SavedSearch', 'SavedSearchAlert'] });

// Typed against the contract rather than imported: its message codes would join the first download.
const forbidden: MessageCode = 'FORBIDDEN';
const silent: PortalExtraOptions = { silent: true };
const savingOptions: PortalExtraOptions = { silent: true, actionRefusals: [forbidden] };
const LIST = { type: 'SavedSearch', id: 'LIST' } as const;
const ALERTS = { type: 'SavedSearchAlert', id: 'LIST' } as const;

export interface SavedSearchCreateArgs extends SavedSearchCreate {
  /** The stock list the search was made on: a partner's (its participant id, sent as pxns-participant-id) or null for own stock. */
  pxnsParticipantId: string | null;
}

export interface SavedSearchUpdateArgs extends SavedSearchUpdate {
  id: string;
}

export interface SavedSearchAlertsReadArgs {
  /** The alerts to mark read; left out: every alert. */
  ids?: string[];
}

function participantHeaders(pxnsParticipantId: string | null): Record<string, string> | undefined {
  return pxnsParticipantId ? { [PXNS_PARTICIPANT_HEADER]: pxnsParticipantId } : undefined;
}

export const savedSearchesApi = savedSearchesTagged.injectEndpoints({
  endpoints: (build) => ({
    /** GET stocklist/saved-searches (newest first); the argument is the signed-in username, the cache key. */
    getSavedSearches: build.query<SavedSearch[], string>({
      query: () => SavedSearchPaths.list,
      transformResponse: (answer: SavedSearchList) => answer.savedSearches,
      extraOptions: silent,
      providesTags: (searches) => [LIST, ...(searches ?? []).map((search) => ({ type: 'SavedSearch' as const, id: search.id }))],
    }),
    /** POST stocklist/saved-searches: 409 when the buyer has SAVED_SEARCHES_MAX already or the name is taken. */
    createSavedSearch: build.mutation<SavedSearch, SavedSearchCreateArgs>({
      query: ({ pxnsParticipantId, ...body }) => ({ url: SavedSearchPaths.list, method: 'POST', body, headers: participantHeaders(pxnsParticipantId) }),
      extraOptions: savingOptions,
      // After a 409 too the list is asked again: the buyer's count may have changed elsewhere.
      invalidatesTags: [LIST],
    }),
    /** PATCH stocklist/saved-searches/{id}: rename, or change the alerts. */
    updateSavedSearch: build.mutation<SavedSearch, SavedSearchUpdateArgs>({
      query: ({ id, ...body }) => ({ url: SavedSearchPaths.one(id), method: 'PATCH', body }),
      extraOptions: savingOptions,
      async onQueryStarted({ id, ...change }, { dispatch, getState, queryFulfilled }) {
        const patches = savedSearchesApi.util.selectCachedArgsForQuery(getState(), 'getSavedSearches').map((username) =>
          dispatch(
            savedSearchesApi.util.updateQueryData('getSavedSearches', username, (searches) => {
              const search = searches.find((candidate) => candidate.id === id);
              if (search) Object.assign(search, change);
            }),
          ),
        );
        try {
          const { data } = await queryFulfilled;
          for (const username of savedSearchesApi.util.selectCachedArgsForQuery(getState(), 'getSavedSearches'))
            dispatch(
              savedSearchesApi.util.updateQueryData('getSavedSearches', username, (searches) => searches.map((search) => (search.id === id ? data : search))),
            );
        } catch {
          for (const patch of patches) patch.undo();
        }
      },
      // The alerts carry the search's name; a failure (404: deleted elsewhere) asks for the list again.
      invalidatesTags: (_answer, error) => (error ? [LIST] : [ALERTS]),
    }),
    /** DELETE stocklist/saved-searches/{id} (with its alerts). */
    deleteSavedSearch: build.mutation<void, string>({
      query: (id) => ({ url: SavedSearchPaths.one(id), method: 'DELETE' }),
      extraOptions: silent,
      async onQueryStarted(id, { dispatch, getState, queryFulfilled }) {
        const patches = savedSearchesApi.util
          .selectCachedArgsForQuery(getState(), 'getSavedSearches')
          .map((username) =>
            dispatch(savedSearchesApi.util.updateQueryData('getSavedSearches', username, (searches) => searches.filter((search) => search.id !== id))),
          );
        try {
          await queryFulfilled;
        } catch {
          for (const patch of patches) patch.undo();
        }
      },
      invalidatesTags: (_answer, error) => (error ? [LIST] : [ALERTS]),
    }),
    /** GET notification/saved-search-alerts: the last days' alerts (newest first) and how many are unread. */
    getSavedSearchAlerts: build.query<SavedSearchAlerts, string>({
      query: () => SavedSearchPaths.alerts,
      extraOptions: silent,
      providesTags: (answer) => [ALERTS, ...(answer?.alerts ?? []).map((alert) => ({ type: 'SavedSearchAlert' as const, id: alert.id }))],
    }),
    /** POST notification/saved-search-alerts/read: the given alerts (or all) read, in the cache at once. */
    markSavedSearchAlertsRead: build.mutation<void, SavedSearchAlertsReadArgs>({
      query: ({ ids }) => ({ url: SavedSearchPaths.alertsRead, method: 'POST', body: (ids ? { ids } : {}) satisfies SavedSearchAlertsRead }),
      extraOptions: silent,
      async onQueryStarted({ ids }, { dispatch, getState, queryFulfilled }) {
        const marked = ids ? new Set(ids) : undefined;
        const patches = savedSearchesApi.util.selectCachedArgsForQuery(getState(), 'getSavedSearchAlerts').map((username) =>
          dispatch(
            savedSearchesApi.util.updateQueryData('getSavedSearchAlerts', username, (answer) => {
              let newlyRead = 0;
              for (const alert of answer.alerts) {
                if (alert.read || (marked && !marked.has(alert.id))) continue;
                alert.read = true;
                newlyRead += 1;
              }
              answer.unread = marked ? Math.max(0, answer.unread - newlyRead) : 0;
            }),
          ),
        );
        try {
          await queryFulfilled;
        } catch {
          for (const patch of patches) patch.undo();
        }
      },
      invalidatesTags: (_answer, error) => (error ? [ALERTS] : []),
    }),
  }),
});

export const {
  useGetSavedSearchesQuery,
  useCreateSavedSearchMutation,
  useUpdateSavedSearchMutation,
  useDeleteSavedSearchMutation,
  useGetSavedSearchAlertsQuery,
  useMarkSavedSearchAlertsReadMutation,
} = savedSearchesApi;
