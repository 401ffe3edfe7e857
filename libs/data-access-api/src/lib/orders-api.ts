import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type {
  AcceptRacTermsResponse,
  ManifestSummary,
  OrderListRow,
  OrderUnitsPage,
  OrderUnitsQuery,
  OrderUpsertResponse,
  RacTerms,
  SalesOrder,
} from '@bp/api-contract';
import { OrderMessage, OrderMessageCode, OrderPaths, SALES_ORDER_LIST_FETCH_ERROR_STATUS, UnitPaths } from '@bp/api-contract/constants';
import { MISSING_TRACE_ID, type ApiError } from './api-error';
import { checkoutApi } from './checkout-api';
import { saveFileAnswer } from './file-download';

/**
 * Order management (spec 03 §7 Orders). The order itself (GET sales-order/{n}, tag SalesOrder per
 * order number) is checkout-api's getSalesOrder: both the checkout and the order page read it, and
 * these mutations invalidate that tag so the page reloads the saved order.
 */
const ordersTagged = checkoutApi.enhanceEndpoints({ addTagTypes: ['SalesOrderList'] });

const silent = { silent: true } as const;

/** Default name of a downloaded file whose answer carries no content-disposition. */
export const DEFAULT_ORDERS_EXPORT_FILE_NAME = 'orders.xlsx';

function orderPath(template: string, phonexOrderNumber: string): string {
  return template.replace(':phonexOrderNumber', encodeURIComponent(phonexOrderNumber));
}

/** Spec 03 §8: a list answer that is not an array is a fetch error (418, SALES_ORDER_LIST_FETCH_ERROR). */
export function listFetchError(): ApiError {
  return {
    status: SALES_ORDER_LIST_FETCH_ERROR_STATUS,
    message: OrderMessage.LIST_FETCH_ERROR,
    messageCode: OrderMessageCode.LIST_FETCH_ERROR,
    params: [],
    errors: [],
    traceId: MISSING_TRACE_ID,
  };
}

export interface InvoiceExportArgs {
  phonexOrderNumber: string;
  invoiceNumber: string;
}
export interface AcceptRacTermsArgs {
  phonexOrderNumber: string;
  /** The terms as fetched (GET rac-terms): the server refuses them when the order's have changed. */
  terms: RacTerms;
}
export interface CancelOrderArgs {
  phonexOrderNumber: string;
  version: number;
}

/** One page of an order's shipped units; empty or absent filters are left out of the query. */
export interface OrderUnitsArgs extends OrderUnitsQuery {
  phonexOrderNumber: string;
}

export const ordersApi = ordersTagged.injectEndpoints({
  endpoints: (build) => ({
    /**
     * GET sales-orders?search: the buyer's orders (the server answers every row up to its cap; the
     * page sorts and pages them client-side, spec 03 §4 Orders list).
     */
    getOrders: build.query<OrderListRow[], string>({
      async queryFn(search, _api, _extraOptions, baseQuery) {
        const result = await baseQuery({ url: OrderPaths.list, params: search ? { search } : {} });
        if (result.error) return { error: result.error };
        if (!Array.isArray(result.data)) return { error: listFetchError() };
        return { data: result.data as OrderListRow[] };
      },
      providesTags: [{ type: 'SalesOrderList', id: 'LIST' }],
    }),
    /** GET sales-orders/export?search (.xlsx); failures are only logged (spec 03 §8). */
    exportOrders: build.mutation<string, string>({
      query: (search) => ({ url: OrderPaths.listExport, params: search ? { search } : {}, responseHandler: saveFileAnswer(DEFAULT_ORDERS_EXPORT_FILE_NAME) }),
      extraOptions: silent,
    }),
    /** PUT sales-order with the version the buyer saw; a stale one answers outdatedSalesOrder (409). */
    upsertOrder: build.mutation<OrderUpsertResponse, SalesOrder>({
      query: (body) => ({ url: OrderPaths.upsert, method: 'PUT', body }),
      // The page shows the save failure texts itself (spec 03 §8).
      extraOptions: silent,
      invalidatesTags: (_result, _error, order) => [
        { type: 'SalesOrder', id: order.phonexOrderNumber },
        { type: 'SalesOrderList', id: 'LIST' },
      ],
    }),
    /** POST sales-order/{n}/cancel with the version the buyer saw. */
    cancelOrder: build.mutation<OrderUpsertResponse, CancelOrderArgs>({
      query: ({ phonexOrderNumber, version }) => ({ url: orderPath(OrderPaths.cancel, phonexOrderNumber), method: 'POST', body: { version } }),
      extraOptions: silent,
      invalidatesTags: (_result, _error, args) => [
        { type: 'SalesOrder', id: args.phonexOrderNumber },
        { type: 'SalesOrderList', id: 'LIST' },
      ],
    }),
    /**
     * POST sales-order/{n}/rac-terms with the fetched terms (spec 03 §4 Late payment): 'SUCCESS',
     * or FAILURE with a description the page shows. The order reloads either way (racFeeAgreed).
     */
    acceptRacTerms: build.mutation<AcceptRacTermsResponse, AcceptRacTermsArgs>({
      query: ({ phonexOrderNumber, terms }) => ({ url: orderPath(OrderPaths.racTerms, phonexOrderNumber), method: 'POST', body: terms }),
      // The page shows the server's description or error message itself (spec 03 §8).
      extraOptions: silent,
      invalidatesTags: (_result, _error, args) => [
        { type: 'SalesOrder', id: args.phonexOrderNumber },
        { type: 'SalesOrderList', id: 'LIST' },
      ],
    }),
    /** GET sales-order/{n}/manifest-summary (imeiAvailable, invoice and tracking numbers). */
    getManifestSummary: build.query<ManifestSummary, string>({
      query: (phonexOrderNumber) => orderPath(OrderPaths.manifestSummary, phonexOrderNumber),
      extraOptions: silent,
      providesTags: (_result, _error, phonexOrderNumber) => [{ type: 'SalesOrder', id: phonexOrderNumber }],
    }),
    /** GET sales-order/{n}/units: one page of the shipped units with their facts. */
    getOrderUnits: build.query<OrderUnitsPage, OrderUnitsArgs>({
      query: ({ phonexOrderNumber, ...query }) => ({
        url: orderPath(UnitPaths.units, phonexOrderNumber),
        params: Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== '')),
      }),
      // The units section shows its own failure.
      extraOptions: silent,
      providesTags: (_result, _error, { phonexOrderNumber }) => [{ type: 'SalesOrder', id: phonexOrderNumber }],
    }),
    exportManifest: build.mutation<string, string>({
      query: (phonexOrderNumber) => ({
        url: orderPath(OrderPaths.manifestExport, phonexOrderNumber),
        responseHandler: saveFileAnswer(`${phonexOrderNumber}-manifest.xlsx`),
      }),
      extraOptions: silent,
    }),
    exportOrder: build.mutation<string, string>({
      query: (phonexOrderNumber) => ({
        url: orderPath(OrderPaths.orderExport, phonexOrderNumber),
        responseHandler: saveFileAnswer(`${phonexOrderNumber}.xlsx`),
      }),
      extraOptions: silent,
    }),
    exportInvoice: build.mutation<string, InvoiceExportArgs>({
      query: ({ phonexOrderNumber, invoiceNumber }) => ({
        url: orderPath(OrderPaths.invoiceExport, phonexOrderNumber).replace(':invoiceNumber', encodeURIComponent(invoiceNumber)),
        responseHandler: saveFileAnswer(`${invoiceNumber}.pdf`),
      }),
      extraOptions: silent,
    }),
  }),
});

export const {
  useGetOrdersQuery,
  useExportOrdersMutation,
  useUpsertOrderMutation,
  useCancelOrderMutation,
  useAcceptRacTermsMutation,
  useGetManifestSummaryQuery,
  useGetOrderUnitsQuery,
  useExportManifestMutation,
  useExportOrderMutation,
  useExportInvoiceMutation,
} = ordersApi;

/**
 * Fetches GET sales-orders?search into the cache without subscribing, and resolves once the
 * answer (or its failure) is in: the orders list sends a search when its debounce fires and moves
 * the URL to it only then, so the page renders once, with the new rows, instead of once for the
 * new URL while the request travels and again for the answer (a render while the request travels takes the CPU the answer needs). A search still in
 * the cache resolves at once, as the list's own query would use it.
 */
export function useFetchOrders(): (search: string) => Promise<void> {
  const dispatch = useDispatch<ThunkDispatch<unknown, unknown, UnknownAction>>();
  return useCallback(
    async (search: string) => {
      await dispatch(ordersApi.endpoints.getOrders.initiate(search, { subscribe: false }));
    },
    [dispatch],
  );
}
