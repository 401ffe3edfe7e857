import type { DailyReportPreference, NetworkItemCount, SellerGrade, StockAlert, StockExportRequest, StockQueryResult } from '@bp/api-contract';
import { api, saveFileAnswer } from '@bp/data-access-api';
import { runWhenIdle } from '@bp/ui-kit';
import { useEffect } from 'react';
import { LIST_ITEMS_PER_GROUP, toApiQueryString, type StockUrlState } from '../stock-url-state';
import { STOCK_PATHS, encodeItemKey, participantHeaders } from './stock-paths';

/** Tag types of the stock list; alerts are tagged per itemNumberWarehouse. */
const stocklistTagged = api.enhanceEndpoints({ addTagTypes: ['StockAlert', 'DailyReport'] });

export interface StockQueryArgs {
  /** The API query string without '?' (see stock-url-state toApiQueryString). */
  queryString: string;
  /** Partner stock: the seller's participant id (header pxns-participant-id); own stock: null. */
  pxnsParticipantId: string | null;
}

export interface StockExportArgs {
  body: StockExportRequest;
  pxnsParticipantId: string | null;
}

export interface StockAlertKey {
  itemNumberWarehouse: string;
  pxnsParticipantId?: string | null;
}

export interface StockAlertChange extends StockAlertKey {
  quantity: number;
  quantityAvailable: number;
}

/** Default export file name when the answer has no content-disposition. */
export const DEFAULT_EXPORT_FILE_NAME = 'stock-list.xlsx';

/** Alert and daily report failures are only logged (spec 01 §8 Stock area): `silent` keeps the snackbar away. */
const silent = { silent: true } as const;

export const stocklistApi = stocklistTagged.injectEndpoints({
  endpoints: (build) => ({
    /** GET stocklist/query: one page of groups plus facets; the server filters, searches and pages. */
    getStockQuery: build.query<StockQueryResult, StockQueryArgs>({
      query: ({ queryString, pxnsParticipantId }) => ({
        url: queryString ? `${STOCK_PATHS.query}?${queryString}` : STOCK_PATHS.query,
        headers: participantHeaders(pxnsParticipantId),
      }),
      keepUnusedDataFor: 120,
    }),
    /** GET pxnr/stocklist/itemscount: in-stock item count per seller participant. */
    getNetworkItemCounts: build.query<NetworkItemCount[], string>({ query: () => STOCK_PATHS.pxnrItemsCount, extraOptions: silent }),
    /** GET pxnr/stocklist/grades with the seller's header. */
    getSellerGrades: build.query<SellerGrade[], string>({
      query: (pxnsParticipantId) => ({ url: STOCK_PATHS.pxnrGrades, headers: participantHeaders(pxnsParticipantId) }),
      extraOptions: silent,
    }),
    /**
     * POST stocklist/export: the answer is a file, saved where it arrives (file-saver); the data is
     * the saved file name.
     */
    exportStock: build.mutation<string, StockExportArgs>({
      query: ({ body, pxnsParticipantId }) => ({
        url: STOCK_PATHS.export,
        method: 'POST',
        body,
        headers: participantHeaders(pxnsParticipantId),
        responseHandler: saveFileAnswer(DEFAULT_EXPORT_FILE_NAME),
      }),
      extraOptions: silent,
    }),
    /** GET stocklist/alert/items (only with CAN_SET_STOCKLIST_ALERT). */
    getStockAlerts: build.query<StockAlert[], string>({
      query: () => STOCK_PATHS.alerts,
      extraOptions: silent,
      providesTags: (alerts) => [
        { type: 'StockAlert' as const, id: 'LIST' },
        ...(alerts ?? []).map((alert) => ({ type: 'StockAlert' as const, id: alert.itemNumberWarehouse })),
      ],
    }),
    createStockAlert: build.mutation<StockAlert, StockAlertChange>({
      query: ({ itemNumberWarehouse, quantity, quantityAvailable, pxnsParticipantId }) => ({
        url: STOCK_PATHS.alert,
        method: 'POST',
        body: { itemNumberWarehouse, quantity, quantityAvailable },
        headers: participantHeaders(pxnsParticipantId),
      }),
      extraOptions: silent,
      invalidatesTags: [{ type: 'StockAlert', id: 'LIST' }],
    }),
    updateStockAlert: build.mutation<StockAlert, StockAlertChange>({
      query: ({ itemNumberWarehouse, quantity, quantityAvailable, pxnsParticipantId }) => ({
        url: `${STOCK_PATHS.alert}/${encodeURIComponent(encodeItemKey(itemNumberWarehouse))}`,
        method: 'PUT',
        body: { quantity, quantityAvailable },
        headers: participantHeaders(pxnsParticipantId),
      }),
      extraOptions: silent,
      invalidatesTags: (_result, _error, { itemNumberWarehouse }) => [{ type: 'StockAlert', id: itemNumberWarehouse }],
    }),
    deleteStockAlert: build.mutation<void, StockAlertKey>({
      query: ({ itemNumberWarehouse, pxnsParticipantId }) => ({
        url: `${STOCK_PATHS.alert}/${encodeURIComponent(encodeItemKey(itemNumberWarehouse))}`,
        method: 'DELETE',
        headers: participantHeaders(pxnsParticipantId),
      }),
      extraOptions: silent,
      invalidatesTags: (_result, _error, { itemNumberWarehouse }) => [{ type: 'StockAlert', id: itemNumberWarehouse }],
    }),
    /** GET stocklist/daily-report. */
    getDailyReport: build.query<DailyReportPreference, string>({
      query: () => STOCK_PATHS.dailyReport,
      extraOptions: silent,
      providesTags: [{ type: 'DailyReport', id: 'ME' }],
    }),
    setDailyReport: build.mutation<DailyReportPreference, DailyReportPreference>({
      query: (body) => ({ url: STOCK_PATHS.dailyReport, method: 'PUT', body }),
      extraOptions: silent,
      invalidatesTags: [{ type: 'DailyReport', id: 'ME' }],
    }),
  }),
});

export const {
  useGetStockQueryQuery,
  useGetNetworkItemCountsQuery,
  useGetSellerGradesQuery,
  useExportStockMutation,
  useGetStockAlertsQuery,
  useCreateStockAlertMutation,
  useUpdateStockAlertMutation,
  useDeleteStockAlertMutation,
  useGetDailyReportQuery,
  useSetDailyReportMutation,
} = stocklistApi;

/**
 * Starts GET stocklist/query for a participant that is expected but not yet confirmed (the page
 * is still waiting for the warehouse groups and settings), so the query runs alongside them
 * instead of after them. Nothing is shown from it: the page's own subscription picks up the same
 * cache entry (same arguments, no second request) once it may show stock; an expectation that
 * turns out wrong only costs one unused answer. `pxnsParticipantId` undefined: nothing to start.
 */
export function useStartStockQuery(queryString: string, pxnsParticipantId: string | null | undefined): void {
  const prefetch = stocklistApi.usePrefetch('getStockQuery');
  useEffect(() => {
    if (pxnsParticipantId === undefined) return;
    prefetch({ queryString, pxnsParticipantId });
  }, [prefetch, queryString, pxnsParticipantId]);
}

/** Starts GET stocklist/query for given arguments without subscribing (RTK Query prefetch; nothing when cached or under way). */
export function useStockQueryStarter(): (args: StockQueryArgs) => void {
  return stocklistApi.usePrefetch('getStockQuery');
}

/** A prefetched page counts as fresh this long (seconds); older ones are fetched again. */
const PREFETCH_FRESH_SECONDS = 60;

/**
 * Loads the next page of the current list into the cache once the current page has arrived, so
 * "Next page" paints from the cache instead of waiting for the server (RTK Query usePrefetch).
 * Nothing happens on the last page or while the current page is still loading.
 */
export function usePrefetchNextStockPage(state: StockUrlState, pxnsParticipantId: string | null, totalPages: number): void {
  const prefetch = stocklistApi.usePrefetch('getStockQuery', { ifOlderThan: PREFETCH_FRESH_SECONDS });
  const current = stocklistApi.endpoints.getStockQuery.useQueryState({ queryString: toApiQueryString(state, LIST_ITEMS_PER_GROUP), pxnsParticipantId });
  const currentPageLoaded = current.currentData !== undefined;
  const nextQueryString = currentPageLoaded && state.page < totalPages ? toApiQueryString({ ...state, page: state.page + 1 }, LIST_ITEMS_PER_GROUP) : undefined;
  useEffect(() => {
    if (nextQueryString === undefined) return undefined;
    // Once the browser is idle: the current page has painted, and the server's work for the next
    // page (as much as for this one) no longer competes with that paint on a busy machine.
    return runWhenIdle(() => prefetch({ queryString: nextQueryString, pxnsParticipantId }), 0);
  }, [prefetch, nextQueryString, pxnsParticipantId]);
}
