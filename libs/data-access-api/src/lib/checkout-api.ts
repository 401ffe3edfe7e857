import type {
  AddToExistingPayload,
  CalculateChargesRequest,
  CalculateChargesResponse,
  CheckoutPayload,
  CheckoutSubmission,
  OrderDetail,
  PaymentLinkResponse,
  PaymentReturnMode,
  PaymentStatusResponse,
  Preferences,
  PreferencesOptions,
  RacTerms,
  SubmitOrderResponse,
  SubmitOrderV2Response,
  TermsOfSale,
} from '@bp/api-contract';
import { CheckoutPaths, IDEMPOTENCY_KEY_HEADER, PXNS_PARTICIPANT_HEADER } from '@bp/api-contract/constants';
import { api } from './api';

/**
 * Checkout, the preferences page and PayPal (spec 02 §7). The order page (feature-orders) reads the
 * same order and charges, so these live here rather than in feature-checkout. Most failures are
 * only logged by the spec (charges, order fetch, terms) or handled by the screen (load, submit),
 * hence `silent` on nearly every endpoint.
 */
const checkoutTagged = api.enhanceEndpoints({ addTagTypes: ['SalesOrder', 'Preferences', 'Offer'] });

const silent = { silent: true } as const;

/** Which checkout a call belongs to: a partner seller's warehouse goes to the pxnr paths with its header (spec 02 §1). */
export interface CheckoutScope {
  warehouseCode: string;
  /** The seller participant of a partner-network warehouse; null for the tenant's own stock. */
  pxnsParticipantId?: string | null;
}

export interface CheckoutOffersArgs extends CheckoutScope {
  offerIds: string[];
}
export interface CombinedOrderArgs extends CheckoutOffersArgs {
  salesOrder: string;
}
export interface SubmitCartArgs extends CheckoutScope {
  submission: CheckoutSubmission;
  /** One key per buyer intent: a retry of the same click answers the same order. */
  idempotencyKey: string;
}
export interface UpdateCombinedOrderArgs extends CheckoutScope {
  salesOrder: string;
  submission: CheckoutSubmission;
  idempotencyKey?: string;
}
export interface PaymentLinkArgs {
  phonexOrderNumber: string;
  returnMode: PaymentReturnMode;
}
export interface PaymentCaptureArgs {
  phonexOrderNumber: string;
  token: string;
  PayerID?: string;
}

function cartBase({ warehouseCode, pxnsParticipantId }: CheckoutScope): string {
  const template = pxnsParticipantId ? CheckoutPaths.pxnrCart : CheckoutPaths.cart;
  return template.replace(':warehouseCode', encodeURIComponent(warehouseCode));
}

function scopeHeaders({ pxnsParticipantId }: CheckoutScope, extra: Record<string, string> = {}): Record<string, string> {
  return pxnsParticipantId ? { [PXNS_PARTICIPANT_HEADER]: pxnsParticipantId, ...extra } : extra;
}

function orderPath(template: string, phonexOrderNumber: string): string {
  return template.replace(':phonexOrderNumber', encodeURIComponent(phonexOrderNumber));
}

export const checkoutApi = checkoutTagged.injectEndpoints({
  endpoints: (build) => ({
    /** POST {cart}/{warehouseCode}: the checkout payload for the handed-over offers (spec 02 §7 Checkout load). */
    loadCheckout: build.query<CheckoutPayload, CheckoutOffersArgs>({
      query: (args) => ({ url: cartBase(args), method: 'POST', body: args.offerIds, headers: scopeHeaders(args) }),
      // The screen logs the failure, redirects to /cart and shows the message in a snackbar itself.
      extraOptions: silent,
      keepUnusedDataFor: 0,
    }),
    /** POST {cart}/{warehouseCode}/add-to-existing: the on-hold orders the cart can join, newest first. */
    loadAddToExisting: build.query<AddToExistingPayload, CheckoutOffersArgs>({
      query: (args) => ({ url: `${cartBase(args)}/${CheckoutPaths.addToExisting}`, method: 'POST', body: args.offerIds, headers: scopeHeaders(args) }),
      extraOptions: silent,
      keepUnusedDataFor: 0,
    }),
    /** POST {cart}/{warehouseCode}/add-to-sales-order/{salesOrder}: the combined order to review. */
    reviewCombinedOrder: build.query<CheckoutPayload, CombinedOrderArgs>({
      query: (args) => ({
        url: `${cartBase(args)}/${CheckoutPaths.addToSalesOrder.replace(':salesOrder', encodeURIComponent(args.salesOrder))}`,
        method: 'POST',
        body: args.offerIds,
        headers: scopeHeaders(args),
      }),
      extraOptions: silent,
      keepUnusedDataFor: 0,
    }),
    /** POST {cart}/{warehouseCode}/submit with an Idempotency-Key (spec 02 §7 Submit cart; failure: back to /cart, no message). */
    submitCart: build.mutation<SubmitOrderResponse, SubmitCartArgs>({
      query: (args) => ({
        url: `${cartBase(args)}/${CheckoutPaths.submit}`,
        method: 'POST',
        body: args.submission,
        headers: scopeHeaders(args, { [IDEMPOTENCY_KEY_HEADER]: args.idempotencyKey }),
      }),
      extraOptions: silent,
      // The ordered offers leave the cart and the stock list shows fewer units.
      invalidatesTags: [{ type: 'Offer', id: 'LIST' }],
    }),
    /** POST {cart}/{warehouseCode}/add-to-sales-order/{salesOrder}/submit (spec 02 §4 Update-existing flow). */
    updateCombinedOrder: build.mutation<SubmitOrderV2Response, UpdateCombinedOrderArgs>({
      query: (args) => ({
        url: `${cartBase(args)}/${CheckoutPaths.addToSalesOrder.replace(':salesOrder', encodeURIComponent(args.salesOrder))}/${CheckoutPaths.submit}`,
        method: 'POST',
        body: args.submission,
        headers: scopeHeaders(args, args.idempotencyKey ? { [IDEMPOTENCY_KEY_HEADER]: args.idempotencyKey } : {}),
      }),
      extraOptions: silent,
      invalidatesTags: (_result, _error, args) => [
        { type: 'SalesOrder', id: args.salesOrder },
        { type: 'Offer', id: 'LIST' },
      ],
    }),
    /** GET sales-order/{phonexOrderNumber}: the order with its options and permission (failure only logged here). */
    getSalesOrder: build.query<OrderDetail, string>({
      query: (phonexOrderNumber) => orderPath(CheckoutPaths.salesOrder, phonexOrderNumber),
      extraOptions: silent,
      providesTags: (_result, _error, phonexOrderNumber) => [{ type: 'SalesOrder', id: phonexOrderNumber }],
    }),
    /** POST orderservices/calculate-charges (failure logged: 'error while computing order charges'). */
    calculateCharges: build.query<CalculateChargesResponse, CalculateChargesRequest & { pxnsParticipantId?: string | null }>({
      query: ({ pxnsParticipantId, ...body }) => ({
        url: CheckoutPaths.calculateCharges,
        method: 'POST',
        body,
        headers: scopeHeaders({ warehouseCode: body.warehouseCode, pxnsParticipantId }),
      }),
      extraOptions: silent,
      keepUnusedDataFor: 30,
    }),
    /** GET sales-order/{phonexOrderNumber}/rac-terms (failure only logged). */
    getRacTerms: build.query<RacTerms, string>({
      query: (phonexOrderNumber) => orderPath(CheckoutPaths.racTerms, phonexOrderNumber),
      extraOptions: silent,
    }),
    /** GET terms-of-sale: the tenant's terms page (the late-payment terms link falls back to it). The page shows a failure itself. */
    getTermsOfSale: build.query<TermsOfSale, void>({
      query: () => 'terms-of-sale',
      extraOptions: silent,
    }),
    getPreferencesOptions: build.query<PreferencesOptions, void>({
      query: () => CheckoutPaths.preferencesOptions,
      extraOptions: silent,
      providesTags: ['Preferences'],
    }),
    getSelectedPreferences: build.query<Preferences, void>({
      query: () => CheckoutPaths.preferencesSelected,
      extraOptions: silent,
      providesTags: ['Preferences'],
    }),
    savePreferences: build.mutation<Preferences, Preferences>({
      query: (body) => ({ url: CheckoutPaths.preferencesSubmit, method: 'POST', body }),
      invalidatesTags: ['Preferences'],
    }),
    /** GET order/{n}/payment: PayPal's (or the embedded page's) approval link for the order. */
    getPaymentLink: build.mutation<PaymentLinkResponse, PaymentLinkArgs>({
      query: ({ phonexOrderNumber, returnMode }) => ({ url: orderPath(CheckoutPaths.paymentLink, phonexOrderNumber), params: { returnMode } }),
      extraOptions: silent,
    }),
    /** GET order/{n}/payment/capture?token&PayerID: used when PayPal came back to this window (popup blocked). */
    capturePayment: build.mutation<PaymentStatusResponse, PaymentCaptureArgs>({
      query: ({ phonexOrderNumber, token, PayerID }) => ({
        url: orderPath(CheckoutPaths.paymentCapture, phonexOrderNumber),
        params: PayerID === undefined ? { token } : { token, PayerID },
      }),
      extraOptions: silent,
      invalidatesTags: (_result, _error, args) => [{ type: 'SalesOrder', id: args.phonexOrderNumber }],
    }),
    /** GET order/{n}/payment/status: SUCCESS, FAILURE or PENDING (spec 02 §4 Payment status). */
    checkPaymentStatus: build.mutation<PaymentStatusResponse, string>({
      query: (phonexOrderNumber) => orderPath(CheckoutPaths.paymentStatus, phonexOrderNumber),
      extraOptions: silent,
      invalidatesTags: (_result, _error, phonexOrderNumber) => [{ type: 'SalesOrder', id: phonexOrderNumber }],
    }),
  }),
});

export const {
  useLoadCheckoutQuery,
  useLoadAddToExistingQuery,
  useReviewCombinedOrderQuery,
  useSubmitCartMutation,
  useUpdateCombinedOrderMutation,
  useGetSalesOrderQuery,
  useLazyGetSalesOrderQuery,
  useCalculateChargesQuery,
  useGetRacTermsQuery,
  useGetTermsOfSaleQuery,
  useGetPreferencesOptionsQuery,
  useGetSelectedPreferencesQuery,
  useSavePreferencesMutation,
  useGetPaymentLinkMutation,
  useCapturePaymentMutation,
  useCheckPaymentStatusMutation,
} = checkoutApi;
