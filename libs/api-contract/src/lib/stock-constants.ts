// Run-time constants of the stock calls (spec 01 §7, §9), free of TypeBox so that the portal can
// import them through `@bp/api-contract/constants`: one home for both sides.

/** Header that selects partner-network stock (spec 01 §7). */
export const PXNS_PARTICIPANT_HEADER = 'pxns-participant-id';

/**
 * `itemNumberWarehouse` is `<itemNumber>~<warehouseCode>` (own stock) or
 * `<pxnItemNumber>~<warehouseCode>` (partner stock). Treat it as opaque: alert paths carry it
 * base64-encoded (standard alphabet, padding optional; base64url accepted too).
 */
export const ITEM_NUMBER_WAREHOUSE_SEPARATOR = '~';

/** Query-string names with a fixed meaning; every other name is an attribute filter. */
export const STOCK_QUERY_RESERVED_PARAMS = ['warehouseGroup', 'category', 'warehouse', 'includeOutOfStock', 'search', 'page', 'pageSize'] as const;
/** Query-only names (not part of the /stock URL) that are not attribute filters either. */
export const STOCK_QUERY_PAGING_PARAMS = ['itemsPerGroup'] as const;
/** The longest stock search the API takes (the search box stops there). */
export const STOCK_SEARCH_MAX_LENGTH = 500;
export const STOCK_PAGE_SIZE_DEFAULT = 24;
export const STOCK_PAGE_SIZE_MAX = 200;
/** Items sent per group by GET stocklist/query unless itemsPerGroup says otherwise (group.matching has the totals). */
export const STOCK_ITEMS_PER_GROUP_DEFAULT = 100;
export const STOCK_ITEMS_PER_GROUP_MAX = 5000;

export const StockExportChoice = { ALL: 'ALL', FILTERED: 'FILTERED' } as const;
export type StockExportChoice = (typeof StockExportChoice)[keyof typeof StockExportChoice];

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Paths (relative to /px-api-gateway). DELETE stocklist/alert/item/{key} answers 204. */
export const StockPaths = {
  stocks: 'stocklist/stocks',
  query: 'stocklist/query',
  export: 'stocklist/export',
  settings: 'stocklist/settings',
  warehouses: 'stocklist/warehouses',
  alerts: 'stocklist/alert/items',
  alert: 'stocklist/alert/item',
  /** GET / PUT { stockReportNotification } (same flag as account/user/notification-preferance). */
  dailyReport: 'stocklist/daily-report',
  pxnStocklistSettings: 'pxn/stocklist-settings',
  pxnrWarehouses: 'pxnr/stocklist/warehouses',
  pxnrItems: 'pxnr/stocklist/items',
  pxnrGrades: 'pxnr/stocklist/grades',
  pxnrItemsCount: 'pxnr/stocklist/itemscount',
} as const;

/** The key as it goes into alert paths (standard base64 of UTF-8). Browser-safe. */
export function encodeItemKey(itemNumberWarehouse: string): string {
  const bytes = new TextEncoder().encode(itemNumberWarehouse);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}
