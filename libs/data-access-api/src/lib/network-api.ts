import type { WarehouseGroup } from '@bp/api-contract';
import { StockPaths } from '@bp/api-contract/constants';
import { api } from './api';

/**
 * The partner network as the buyer sees it: the stock list's Seller choice and quick order's both
 * read the warehouse groups from this one cache entry (keyed by the session's username). A
 * failure is only logged, so the call is `silent`.
 */
export const networkApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET pxnr/stocklist/warehouses: the network's warehouse groups (each seller's, with its select order). */
    getWarehouseGroups: build.query<WarehouseGroup[], string>({ query: () => StockPaths.pxnrWarehouses, extraOptions: { silent: true } }),
  }),
});

export const { useGetWarehouseGroupsQuery } = networkApi;
