import type { QuickOrderMatchRequest, QuickOrderMatchResponse, QuickOrderSheetResponse } from '@bp/api-contract';
import { IMPORT_FILE_NAME_HEADER, IMPORT_MIME_TYPES, PXNS_PARTICIPANT_HEADER, QuickOrderPaths } from '@bp/api-contract/constants';
import { api } from './api';

export interface QuickOrderMatchArgs extends QuickOrderMatchRequest {
  /** A partner's stock list (its participant id, sent as pxns-participant-id); null or left out: own stock. */
  pxnsParticipantId?: string | null;
}

export interface QuickOrderSheetUpload {
  file: Blob;
  /** The name the buyer's file has: the API tells .xlsx from .xls by it. */
  fileName: string;
}

const [XLSX_MIME, XLS_MIME] = IMPORT_MIME_TYPES;

/**
 * The Excel type the sheet is sent with, from its name: browsers often give .xls/.xlsx files an
 * empty or generic type, and the API reads the sheet only with an Excel (or octet-stream) one.
 */
export function quickOrderSheetType(fileName: string, declared = ''): string {
  const name = fileName.trim().toLowerCase();
  if (name.endsWith('.xlsx')) return XLSX_MIME;
  if (name.endsWith('.xls')) return XLS_MIME;
  return declared || 'application/octet-stream';
}

/**
 * Quick order (ordering by list): the buyer's pasted lines matched to the stock list they see. A
 * list longer than QUICK_ORDER_MAX_LINES is split by the screen into several calls. Putting the
 * matched lines in the cart goes through the usual buy at list price (createOffer), line by line.
 * The screen shows its own failures, so the calls are `silent`.
 */
export const quickOrderApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** POST stocklist/quick-order/match: each line MATCHED, AMBIGUOUS (with candidates) or NOT_FOUND. */
    matchQuickOrder: build.mutation<QuickOrderMatchResponse, QuickOrderMatchArgs>({
      query: ({ pxnsParticipantId, ...body }) => ({
        url: QuickOrderPaths.match,
        method: 'POST',
        body,
        headers: pxnsParticipantId ? { [PXNS_PARTICIPANT_HEADER]: pxnsParticipantId } : undefined,
      }),
      extraOptions: { silent: true },
    }),
    /** POST stocklist/quick-order/sheet: an uploaded .xlsx/.xls list (the raw file) read into lines to match. */
    readQuickOrderSheet: build.mutation<QuickOrderSheetResponse, QuickOrderSheetUpload>({
      query: ({ file, fileName }) => ({
        url: QuickOrderPaths.sheet,
        method: 'POST',
        body: file,
        headers: { [IMPORT_FILE_NAME_HEADER]: encodeURIComponent(fileName), 'content-type': quickOrderSheetType(fileName, file.type) },
      }),
      extraOptions: { silent: true },
    }),
  }),
});

export const { useMatchQuickOrderMutation, useReadQuickOrderSheetMutation } = quickOrderApi;
