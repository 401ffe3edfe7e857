import type { CartEntry, ImportAcceptResult, ImportResult, OfferRequest, StocklistOffer } from '@bp/api-contract';
import { IMPORT_FILE_NAME_HEADER, OfferPaths, OfferState, PXNS_PARTICIPANT_HEADER } from '@bp/api-contract/constants';
import { api } from './api';

/**
 * Offers and cart entries (spec 01 §7 Offers and cart, Bulk import). Shared by the stock list
 * (buy/offer saving, in-cart state, import) and the cart page, so it lives here rather than in one
 * feature. The cart entries are one cache entry (GET stocklist/offers), tagged per offerId so a
 * change refetches narrowly; mutations patch that cache optimistically where the outcome is known.
 */
const offersTagged = api.enhanceEndpoints({ addTagTypes: ['Offer', 'OfferImport'] });

/** The negotiation part of a cart entry (the contract's StocklistOffer). */
export type CartOffer = StocklistOffer;
/** One cart entry of GET stocklist/offers (the contract's CartEntry). */
export type CartItem = CartEntry;

/** Partner-network entries go to pxnr/offer with the seller's header (spec 01 §7). */
export interface PartnerScoped {
  pxnsParticipantId?: string | null;
}

export interface OfferCreateArgs extends OfferRequest, PartnerScoped {}
export interface OfferUpdateArgs extends OfferRequest, PartnerScoped {
  offerId: string;
}
export interface OfferDeleteArgs extends PartnerScoped {
  offerId: string;
}
export interface OfferIdsArgs extends PartnerScoped {
  offerIds: string[];
}
export interface OfferImportUpload {
  file: Blob;
  fileName: string;
}

function offerBase(pxnsParticipantId: string | null | undefined): string {
  return pxnsParticipantId ? OfferPaths.pxnrOffer : OfferPaths.offer;
}

function participantHeaders(pxnsParticipantId: string | null | undefined): Record<string, string> | undefined {
  return pxnsParticipantId ? { [PXNS_PARTICIPANT_HEADER]: pxnsParticipantId } : undefined;
}

/** Standard base64 of the UTF-8 key (the import row path carries it like the alert paths). */
export function encodeOfferItemKey(itemNumberWarehouse: string): string {
  const bytes = new TextEncoder().encode(itemNumberWarehouse);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** Offer save and delete failures are only logged (spec 01 §8 Stock area); screens show their own text. */
const silent = { silent: true } as const;

/** What a cache patch gives back (RTK Query's PatchCollection, without importing its internals). */
interface CachePatch {
  undo: () => void;
}

/**
 * Applies a change to the cached GET stocklist/offers at once (the screen answers without waiting
 * for the server) and takes it back when the call fails (redux-essentials "optimistic updates").
 * `onSuccess` may patch the cache again with what the server answered.
 */
async function optimistically<Result>(
  patch: () => CachePatch,
  queryFulfilled: Promise<{ data: Result }>,
  onSuccess?: (data: Result, optimisticPatch: CachePatch) => void,
): Promise<void> {
  const optimisticPatch = patch();
  try {
    const { data } = await queryFulfilled;
    onSuccess?.(data, optimisticPatch);
  } catch {
    optimisticPatch.undo();
  }
}

const idSet = (offerIds: readonly string[]) => new Set(offerIds);

export const offersApi = offersTagged.injectEndpoints({
  endpoints: (build) => ({
    /** GET stocklist/offers: every cart entry of the buyer (own and partner stock). Needs CAN_BUY_ONLINE. */
    getOffers: build.query<CartItem[], void>({
      query: () => OfferPaths.offers,
      providesTags: (entries) => [
        { type: 'Offer' as const, id: 'LIST' },
        ...(entries ?? []).map((entry) => ({ type: 'Offer' as const, id: entry.stocklistOffer.offerId })),
      ],
    }),
    /** POST stocklist/offer (pxnr/offer): buy at list or make an offer; an existing entry is updated. */
    createOffer: build.mutation<CartOffer, OfferCreateArgs>({
      query: ({ pxnsParticipantId, ...body }) => ({ url: offerBase(pxnsParticipantId), method: 'POST', body, headers: participantHeaders(pxnsParticipantId) }),
      extraOptions: silent,
      invalidatesTags: [{ type: 'Offer', id: 'LIST' }],
    }),
    /** PUT stocklist/offer/{offerId}: the answer's offerState tells which tab the entry now belongs to. */
    updateOffer: build.mutation<CartOffer, OfferUpdateArgs>({
      query: ({ offerId, pxnsParticipantId, ...body }) => ({
        url: `${offerBase(pxnsParticipantId)}/${encodeURIComponent(offerId)}`,
        method: 'PUT',
        body,
        headers: participantHeaders(pxnsParticipantId),
      }),
      extraOptions: silent,
      // The cache is patched with the answer, so no refetch of the whole list after an edit.
      async onQueryStarted({ offerId, offerQuantity, offerPrice }, { dispatch, queryFulfilled }) {
        await optimistically(
          () =>
            dispatch(
              offersApi.util.updateQueryData('getOffers', undefined, (entries) => {
                const entry = entries.find((candidate) => candidate.stocklistOffer.offerId === offerId);
                if (entry) Object.assign(entry.stocklistOffer, { offerQuantity, offerPrice });
              }),
            ),
          queryFulfilled,
          (answer) =>
            dispatch(
              offersApi.util.updateQueryData('getOffers', undefined, (entries) => {
                const entry = entries.find((candidate) => candidate.stocklistOffer.offerId === offerId);
                if (entry) entry.stocklistOffer = answer;
              }),
            ),
        );
      },
    }),
    /** DELETE stocklist/offer/{offerId}. */
    deleteOffer: build.mutation<void, OfferDeleteArgs>({
      query: ({ offerId, pxnsParticipantId }) => ({
        url: `${offerBase(pxnsParticipantId)}/${encodeURIComponent(offerId)}`,
        method: 'DELETE',
        headers: participantHeaders(pxnsParticipantId),
      }),
      extraOptions: silent,
      async onQueryStarted({ offerId }, { dispatch, queryFulfilled }) {
        await optimistically(
          () =>
            dispatch(offersApi.util.updateQueryData('getOffers', undefined, (entries) => entries.filter((entry) => entry.stocklistOffer.offerId !== offerId))),
          queryFulfilled,
        );
      },
    }),
    /** DELETE stocklist/offer with the list of offerIds. */
    deleteOffers: build.mutation<void, OfferIdsArgs>({
      query: ({ offerIds, pxnsParticipantId }) => ({
        url: offerBase(pxnsParticipantId),
        method: 'DELETE',
        body: offerIds,
        headers: participantHeaders(pxnsParticipantId),
      }),
      extraOptions: silent,
      async onQueryStarted({ offerIds }, { dispatch, queryFulfilled }) {
        const deleted = idSet(offerIds);
        await optimistically(
          () =>
            dispatch(
              offersApi.util.updateQueryData('getOffers', undefined, (entries) => entries.filter((entry) => !deleted.has(entry.stocklistOffer.offerId))),
            ),
          queryFulfilled,
        );
      },
    }),
    /** PUT stocklist/offer/movetocart: returns the moved entries. */
    moveToCart: build.mutation<CartItem[], OfferIdsArgs>({
      query: ({ offerIds, pxnsParticipantId }) => ({
        url: pxnsParticipantId ? OfferPaths.pxnrMoveToCart : OfferPaths.moveToCart,
        method: 'PUT',
        body: offerIds,
        headers: participantHeaders(pxnsParticipantId),
      }),
      extraOptions: silent,
      /**
       * The entries show in the Cart tab at once; the answer lists what the server really moved, so
       * the optimistic patch is taken back and the moved entries are written over the cache (an
       * entry the server did not move stays where it was).
       */
      async onQueryStarted({ offerIds }, { dispatch, queryFulfilled }) {
        const moving = idSet(offerIds);
        await optimistically(
          () =>
            dispatch(
              offersApi.util.updateQueryData('getOffers', undefined, (entries) => {
                for (const entry of entries) if (moving.has(entry.stocklistOffer.offerId)) entry.stocklistOffer.offerState = OfferState.READY_TO_CHECKOUT;
              }),
            ),
          queryFulfilled,
          (moved, optimisticPatch) => {
            optimisticPatch.undo();
            const movedById = new Map(moved.map((entry) => [entry.stocklistOffer.offerId, entry]));
            dispatch(
              offersApi.util.updateQueryData('getOffers', undefined, (entries) => entries.map((entry) => movedById.get(entry.stocklistOffer.offerId) ?? entry)),
            );
          },
        );
      },
    }),
    /** GET sales-orders/onhold-order-warehouses: warehouse codes with an order to add to. */
    getOnHoldOrderWarehouses: build.query<string[], void>({ query: () => OfferPaths.onHoldOrderWarehouses, extraOptions: silent }),
    /**
     * POST stocklist/offer/bulk-offer-import: the file as the raw body with its name in a header.
     * The failure body reaches the caller (the dialog shows it in an alert), so no snackbar.
     */
    uploadOfferImport: build.mutation<ImportResult, OfferImportUpload>({
      query: ({ file, fileName }) => ({
        url: OfferPaths.bulkImport,
        method: 'POST',
        body: file,
        headers: { [IMPORT_FILE_NAME_HEADER]: encodeURIComponent(fileName), 'content-type': file.type || 'application/octet-stream' },
      }),
      extraOptions: silent,
      // The server's review of the file becomes the pending review: Review Import shows it without reading it back.
      async onQueryStarted(_upload, { dispatch, queryFulfilled }) {
        const { data: review } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (review) dispatch(offersApi.util.upsertQueryEntries([{ endpointName: 'getPendingOfferImport', arg: undefined, value: review }]));
      },
    }),
    /**
     * GET stocklist/offer/bulk-offer-import: the pending review as the server keeps it (404 when
     * none), so the Review Import screen survives a reload or opens in another tab. Its one cache
     * entry is the review on screen: an upload writes it, a row delete replaces it. Kept a few
     * seconds once unused, enough for an upload's review to reach the screen that subscribes after
     * the navigation; a later visit reads the server's review as it stands then.
     */
    getPendingOfferImport: build.query<ImportResult, void>({ query: () => OfferPaths.bulkImport, extraOptions: silent, keepUnusedDataFor: 10 }),
    /** DELETE stocklist/offer/bulk-offer-import/{base64 item key}: the review without that row. */
    deleteImportRow: build.mutation<ImportResult, string>({
      query: (itemNumberWarehouse) => ({ url: `${OfferPaths.bulkImport}/${encodeOfferItemKey(itemNumberWarehouse)}`, method: 'DELETE' }),
      extraOptions: silent,
      // The server answers the review without the row: it replaces the one on screen.
      async onQueryStarted(_itemNumberWarehouse, { dispatch, queryFulfilled }) {
        const { data: review } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (review) dispatch(offersApi.util.upsertQueryEntries([{ endpointName: 'getPendingOfferImport', arg: undefined, value: review }]));
      },
    }),
    /** POST …/cancel: drops the pending import on the server. */
    cancelOfferImport: build.mutation<void, void>({
      query: () => ({ url: OfferPaths.bulkImportCancel, method: 'POST' }),
      extraOptions: silent,
    }),
    /** POST …/accept: creates or overwrites the cart entries, then the offers are loaded again. */
    acceptOfferImport: build.mutation<ImportAcceptResult, void>({
      query: () => ({ url: OfferPaths.bulkImportAccept, method: 'POST' }),
      extraOptions: silent,
      invalidatesTags: [{ type: 'Offer', id: 'LIST' }],
    }),
  }),
});

export const {
  useGetOffersQuery,
  useCreateOfferMutation,
  useUpdateOfferMutation,
  useDeleteOfferMutation,
  useDeleteOffersMutation,
  useMoveToCartMutation,
  useGetOnHoldOrderWarehousesQuery,
  useUploadOfferImportMutation,
  useGetPendingOfferImportQuery,
  useDeleteImportRowMutation,
  useCancelOfferImportMutation,
  useAcceptOfferImportMutation,
} = offersApi;
