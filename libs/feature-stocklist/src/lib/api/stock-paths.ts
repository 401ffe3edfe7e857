import { PXNS_PARTICIPANT_HEADER, STOCK_PAGE_SIZE_DEFAULT, StockPaths } from '@bp/api-contract/constants';

export { encodeItemKey, PXNS_PARTICIPANT_HEADER } from '@bp/api-contract/constants';

/** Paths relative to /px-api-gateway (the contract's StockPaths). */
export const STOCK_PATHS = StockPaths;

/** Spec 01 §9: 24 groups per page. */
export const STOCK_PAGE_SIZE = STOCK_PAGE_SIZE_DEFAULT;

export function participantHeaders(pxnsParticipantId: string | null | undefined): Record<string, string> | undefined {
  return pxnsParticipantId ? { [PXNS_PARTICIPANT_HEADER]: pxnsParticipantId } : undefined;
}
