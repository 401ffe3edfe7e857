import type {
  CartSettings,
  InventorySettings,
  NetworkSettings,
  PxnSalesOrderSettings,
  PxnSettings,
  PxnStocklistSettings,
  SalesOrderSettings,
  StocklistSettings,
  Warehouse,
} from '@bp/api-contract';
import { api } from './api';

/**
 * The settings documents the shell loads after sign-in (spec 01 §7 Startup, 03 §7 "Shell loads").
 * Keyed by the session's username like the session calls; failures are only logged (spec 03 §8),
 * so none raises a snackbar.
 */
export const settingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Own stock list settings, with the side-menu display setting. */
    getStocklistSettings: build.query<StocklistSettings, string>({ query: () => 'stocklist/settings', extraOptions: { silent: true } }),
    getWarehouses: build.query<Warehouse[], string>({ query: () => 'stocklist/warehouses', extraOptions: { silent: true } }),
    getCartSettings: build.query<CartSettings, string>({ query: () => 'stocklist/cart/settings', extraOptions: { silent: true } }),
    getInventorySettings: build.query<InventorySettings, string>({ query: () => 'inventory/settings', extraOptions: { silent: true } }),
    getSalesOrderSettings: build.query<SalesOrderSettings, string>({ query: () => 'sales-order/settings', extraOptions: { silent: true } }),
    getNetworkSettings: build.query<NetworkSettings, string>({ query: () => 'network/settings', extraOptions: { silent: true } }),
    getPxnSettings: build.query<PxnSettings, string>({ query: () => 'pxn/settings', extraOptions: { silent: true } }),
    getPxnStocklistSettings: build.query<PxnStocklistSettings, string>({ query: () => 'pxn/stocklist-settings', extraOptions: { silent: true } }),
    getPxnSalesOrderSettings: build.query<PxnSalesOrderSettings, string>({ query: () => 'pxn/salesorder-settings', extraOptions: { silent: true } }),
  }),
});

export const {
  useGetStocklistSettingsQuery,
  useGetWarehousesQuery,
  useGetCartSettingsQuery,
  useGetInventorySettingsQuery,
  useGetSalesOrderSettingsQuery,
  useGetNetworkSettingsQuery,
  useGetPxnSettingsQuery,
  useGetPxnStocklistSettingsQuery,
  useGetPxnSalesOrderSettingsQuery,
} = settingsApi;
