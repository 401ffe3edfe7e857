import type { PXNS_PARTICIPANT_HEADER as ContractHeader, STOCK_PAGE_SIZE_DEFAULT as ContractPageSize, StockPaths as ContractPaths } from '@bp/api-contract';

// The contract's run-time constants, repeated here and typed against it (the portal imports the
// contract with `import type` only, so TypeBox stays out of the browser bundle): drift fails the
// typecheck.

/** Paths relative to /px-api-gateway (libs/api-contract stock.ts StockPaths). */
export const STOCK_PATHS: typeof ContractPaths = {
  stocks: 'stocklist/stocks',
  query: 'stocklist/query',
  export: 'stocklist/export',
  settings: 'stocklist/settings',
  warehouses: 'stocklist/warehouses',
  alerts: 'stocklist/alert/items',
  alert: 'stocklist/alert/item',
  dailyReport: 'stocklist/daily-report',
  pxnStocklistSettings: 'pxn/stocklist-settings',
  pxnrWarehouses: 'pxnr/stocklist/warehouses',
  pxnrItems: 'pxnr/stocklist/items',
  pxnrGrades: 'pxnr/stocklist/grades',
  pxnrItemsCount: 'pxnr/stocklist/itemscount',
};

/** Header that selects partner-network stock (spec 01 §7). */
export const PXNS_PARTICIPANT_HEADER: typeof ContractHeader = 'pxns-participant-id';

/** Spec 01 §9: 24 groups per page. */
export const STOCK_PAGE_SIZE: typeof ContractPageSize = 24;

/** Standard base64 of the UTF-8 key, as the alert paths carry it (contract encodeItemKey). */
export function encodeItemKey(itemNumberWarehouse: string): string {
  const bytes = new TextEncoder().encode(itemNumberWarehouse);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export function participantHeaders(pxnsParticipantId: string | null | undefined): Record<string, string> | undefined {
  return pxnsParticipantId ? { [PXNS_PARTICIPANT_HEADER]: pxnsParticipantId } : undefined;
}
