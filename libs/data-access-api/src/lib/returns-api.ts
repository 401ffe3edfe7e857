import type {
  CreateReturnRequest,
  EvidenceUploadResponse,
  OrderReturns,
  ReturnDetail,
  ReturnsPage,
  ReturnsQuery,
  ResolveImeisResponse,
} from '@bp/api-contract';
import { IDEMPOTENCY_KEY_HEADER, ReturnPaths } from '@bp/api-contract/constants';
import { checkoutApi } from './checkout-api';
import { saveFileAnswer } from './file-download';

/**
 * Returns (RMA) by unit. An order's returns window and its units share the order's tag
 * (SalesOrder per order number, as getOrderUnits): a new return changes which units are claimed.
 * The screens show their own failures, so every endpoint is `silent`.
 */
const returnsTagged = checkoutApi.enhanceEndpoints({ addTagTypes: ['Return'] });

const silent = { silent: true } as const;
const LIST = { type: 'Return', id: 'LIST' } as const;

function returnPath(template: string, returnNumber: string): string {
  return template.replace(':returnNumber', encodeURIComponent(returnNumber));
}
function orderPath(template: string, phonexOrderNumber: string): string {
  return template.replace(':phonexOrderNumber', encodeURIComponent(phonexOrderNumber));
}

export interface CreateReturnArgs {
  request: CreateReturnRequest;
  /** One key per claim: a retried submit answers the same return instead of a second one. */
  idempotencyKey: string;
}
export interface ReturnMessageArgs {
  returnNumber: string;
  text: string;
}
export interface ResolveImeisArgs {
  phonexOrderNumber: string;
  imeis: string[];
}
export interface EvidenceFileArgs {
  returnNumber: string;
  fileId: string;
  /** The name to save under when the answer names none. */
  fileName: string;
}

export const returnsApi = returnsTagged.injectEndpoints({
  endpoints: (build) => ({
    /** GET returns: one page of the buyer's returns, newest first, and the counts per status. */
    getReturns: build.query<ReturnsPage, ReturnsQuery>({
      query: (query) => ({
        url: ReturnPaths.returns,
        params: Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== '')),
      }),
      extraOptions: silent,
      providesTags: (result) => [LIST, ...(result?.returns ?? []).map((row) => ({ type: 'Return' as const, id: row.returnNumber }))],
    }),
    getReturn: build.query<ReturnDetail, string>({
      query: (returnNumber) => returnPath(ReturnPaths.detail, returnNumber),
      extraOptions: silent,
      providesTags: (_result, _error, returnNumber) => [{ type: 'Return', id: returnNumber }],
    }),
    createReturn: build.mutation<ReturnDetail, CreateReturnArgs>({
      query: ({ request, idempotencyKey }) => ({
        url: ReturnPaths.returns,
        method: 'POST',
        body: request,
        headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
      }),
      extraOptions: silent,
      invalidatesTags: (_result, _error, { request }) => [{ type: 'SalesOrder', id: request.phonexOrderNumber }, LIST],
    }),
    /** POST returns/{n}/messages: answers the return with the message, which replaces the cached one. */
    postReturnMessage: build.mutation<ReturnDetail, ReturnMessageArgs>({
      query: ({ returnNumber, text }) => ({ url: returnPath(ReturnPaths.messages, returnNumber), method: 'POST', body: { text } }),
      extraOptions: silent,
      async onQueryStarted({ returnNumber }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(returnsApi.util.upsertQueryData('getReturn', returnNumber, data));
        } catch {
          // The page shows the failure; the cached return stays as it was.
        }
      },
    }),
    /** POST returns/evidence (multipart, one field 'file'): the file's id, for the claim's evidenceFileIds. */
    uploadReturnEvidence: build.mutation<EvidenceUploadResponse, Blob & { name?: string }>({
      query: (file) => {
        const body = new FormData();
        body.append('file', file, file.name ?? 'evidence');
        return { url: ReturnPaths.evidence, method: 'POST', body };
      },
      extraOptions: silent,
    }),
    /** GET returns/{n}/evidence/{fileId}: saved with file-saver, with the bearer token the base query adds. */
    downloadReturnEvidence: build.mutation<string, EvidenceFileArgs>({
      query: ({ returnNumber, fileId, fileName }) => ({
        url: returnPath(ReturnPaths.evidenceFile, returnNumber).replace(':fileId', encodeURIComponent(fileId)),
        responseHandler: saveFileAnswer(fileName),
      }),
      extraOptions: silent,
    }),
    /** GET sales-order/{n}/returns: the order's returns window and its returns. */
    getOrderReturns: build.query<OrderReturns, string>({
      query: (phonexOrderNumber) => orderPath(ReturnPaths.orderReturns, phonexOrderNumber),
      extraOptions: silent,
      providesTags: (_result, _error, phonexOrderNumber) => [{ type: 'SalesOrder', id: phonexOrderNumber }, LIST],
    }),
    /** POST sales-order/{n}/units/resolve: the order's units of these IMEIs and the IMEIs it has none of. */
    resolveImeis: build.mutation<ResolveImeisResponse, ResolveImeisArgs>({
      query: ({ phonexOrderNumber, imeis }) => ({ url: orderPath(ReturnPaths.resolveImeis, phonexOrderNumber), method: 'POST', body: { imeis } }),
      extraOptions: silent,
    }),
  }),
});

export const {
  useGetReturnsQuery,
  useGetReturnQuery,
  useCreateReturnMutation,
  usePostReturnMessageMutation,
  useUploadReturnEvidenceMutation,
  useDownloadReturnEvidenceMutation,
  useGetOrderReturnsQuery,
  useResolveImeisMutation,
} = returnsApi;
