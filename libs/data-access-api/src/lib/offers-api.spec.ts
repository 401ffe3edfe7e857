import { aSessionState, installFetchStub, jsonResponse, setupApiStore, type ApiStore, type InstalledFetchStub, type StubHandler } from '../testing';
import { api } from './api';
import { offersApi, type CartItem, type CartOffer } from './offers-api';

function anOffer(offerId: string, overrides: Partial<CartOffer> = {}): CartOffer {
  return {
    offerId,
    offerStatus: 'COUNTERED',
    offerState: 'AWAITING_BUYER_REVIEW',
    offerQuantity: 5,
    offerPrice: 200,
    counterPrice: 220,
    checkOutQuantity: 5,
    checkOutPrice: 220,
    minimumCheckoutQuantity: 5,
    acceptedOrCounteredExpirationDate: '2026-11-25T00:00:00.000Z',
    quantityAvailable: 10,
    updatedAt: '2026-11-21T00:00:00.000Z',
    ...overrides,
  };
}

function anEntry(offerId: string, overrides: Partial<CartOffer> = {}): CartItem {
  return {
    itemNumberWarehouse: `${offerId}~MIA`,
    itemNumber: offerId,
    itemDescription: `Item ${offerId}`,
    groupDescription: 'Phones',
    category: 'Phones',
    warehouse: 'MIA',
    listPrice: 250,
    quantityAvailable: 10,
    incrementSize: 1,
    grade: 'A',
    stocklistOffer: anOffer(offerId, overrides),
  };
}

/** A response the test releases when it wants, to look at the cache while the call is in flight. */
function heldResponse() {
  let release: (response: Response) => void = () => undefined;
  const response = new Promise<Response>((resolve) => (release = resolve));
  return { handler: (() => response) as StubHandler, release };
}

const unprocessable = () =>
  jsonResponse(
    { status: 422, message: 'New offer price must be below the Countered price', messageCode: 'OFFER_PRICE_NOT_BELOW_COUNTER', params: [], errors: [] },
    { status: 422 },
  );

let store: ApiStore;
let stub: InstalledFetchStub;

async function storeWithOffers(entries: CartItem[], routes: Record<string, StubHandler>): Promise<void> {
  stub = installFetchStub({ 'GET /px-api-gateway/stocklist/offers': () => jsonResponse(entries), ...routes });
  store = setupApiStore({ session: aSessionState() });
  store.dispatch(offersApi.endpoints.getOffers.initiate());
  await store.dispatch(offersApi.endpoints.getOffers.initiate()).unwrap();
}

type OffersRootState = Parameters<ReturnType<typeof offersApi.endpoints.getOffers.select>>[0];

function cachedOffers(): CartItem[] {
  // The test store is typed with the base api; the offers endpoints live in the same slice.
  return offersApi.endpoints.getOffers.select()(store.getState() as unknown as OffersRootState).data ?? [];
}

const idsOf = (entries: CartItem[]) => entries.map((entry) => entry.stocklistOffer.offerId);
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  store.dispatch(api.util.resetApiState());
  stub.restore();
});

describe('offers api: optimistic updates', () => {
  it('shows an edit at once and then what the server answered', async () => {
    const held = heldResponse();
    await storeWithOffers([anEntry('o-1'), anEntry('o-2')], { 'PUT /px-api-gateway/stocklist/offer/o-1': held.handler });

    const saving = store.dispatch(
      offersApi.endpoints.updateOffer.initiate({ offerId: 'o-1', itemNumberWarehouse: 'o-1~MIA', offerQuantity: 8, offerPrice: 210 }),
    );
    await flush();
    expect(cachedOffers()[0].stocklistOffer).toMatchObject({ offerQuantity: 8, offerPrice: 210, offerState: 'AWAITING_BUYER_REVIEW' });

    held.release(jsonResponse(anOffer('o-1', { offerQuantity: 8, offerPrice: 210, offerStatus: 'PENDING_ACCEPTANCE', offerState: 'AWAITING_TENANT_REVIEW' })));
    await saving;
    expect(cachedOffers()[0].stocklistOffer).toMatchObject({ offerQuantity: 8, offerPrice: 210, offerState: 'AWAITING_TENANT_REVIEW' });
    // The answer is written into the cache: no refetch of the whole list.
    expect(stub.requests.filter((request) => request.method === 'GET')).toHaveLength(1);
  });

  it('takes an edit back when the server refuses it', async () => {
    await storeWithOffers([anEntry('o-1')], { 'PUT /px-api-gateway/stocklist/offer/o-1': unprocessable });

    const result = await store.dispatch(
      offersApi.endpoints.updateOffer.initiate({ offerId: 'o-1', itemNumberWarehouse: 'o-1~MIA', offerQuantity: 8, offerPrice: 230 }),
    );

    expect(result.error).toMatchObject({ status: 422, message: 'New offer price must be below the Countered price' });
    expect(cachedOffers()[0].stocklistOffer).toMatchObject({ offerQuantity: 5, offerPrice: 200 });
  });

  it('removes a deleted entry at once and puts it back when the delete fails', async () => {
    const held = heldResponse();
    await storeWithOffers([anEntry('o-1'), anEntry('o-2')], { 'DELETE /px-api-gateway/stocklist/offer/o-2': held.handler });

    const deleting = store.dispatch(offersApi.endpoints.deleteOffer.initiate({ offerId: 'o-2' }));
    await flush();
    expect(idsOf(cachedOffers())).toEqual(['o-1']);

    held.release(
      jsonResponse({ status: 500, message: 'Internal Server Error', messageCode: 'INTERNAL_SERVER_ERROR', params: [], errors: [] }, { status: 500 }),
    );
    await deleting;
    expect(idsOf(cachedOffers())).toEqual(['o-1', 'o-2']);
  });

  it('keeps a successful delete without refetching', async () => {
    await storeWithOffers([anEntry('o-1'), anEntry('o-2')], { 'DELETE /px-api-gateway/stocklist/offer/o-1': () => new Response(null, { status: 204 }) });

    await store.dispatch(offersApi.endpoints.deleteOffer.initiate({ offerId: 'o-1' }));

    expect(idsOf(cachedOffers())).toEqual(['o-2']);
    expect(stub.requests.filter((request) => request.method === 'GET')).toHaveLength(1);
  });

  it('removes many entries at once and puts them all back when the delete fails', async () => {
    const held = heldResponse();
    await storeWithOffers([anEntry('o-1'), anEntry('o-2'), anEntry('o-3')], { 'DELETE /px-api-gateway/stocklist/offer': held.handler });

    const deleting = store.dispatch(offersApi.endpoints.deleteOffers.initiate({ offerIds: ['o-1', 'o-3'] }));
    await flush();
    expect(idsOf(cachedOffers())).toEqual(['o-2']);
    expect(await stub.requests.at(-1)?.clone().json()).toEqual(['o-1', 'o-3']);

    held.release(
      jsonResponse({ status: 500, message: 'Internal Server Error', messageCode: 'INTERNAL_SERVER_ERROR', params: [], errors: [] }, { status: 500 }),
    );
    await deleting;
    expect(idsOf(cachedOffers())).toEqual(['o-1', 'o-2', 'o-3']);
  });

  it('sends partner-network deletes to pxnr/offer with the participant header', async () => {
    await storeWithOffers([anEntry('o-1')], { 'DELETE /px-api-gateway/pxnr/offer': () => new Response(null, { status: 204 }) });

    await store.dispatch(offersApi.endpoints.deleteOffers.initiate({ offerIds: ['o-1'], pxnsParticipantId: 'P-7' }));

    expect(stub.requests.at(-1)?.headers.get('pxns-participant-id')).toBe('P-7');
    expect(cachedOffers()).toEqual([]);
  });

  it('moves entries to the cart at once and keeps only what the server moved', async () => {
    const held = heldResponse();
    await storeWithOffers([anEntry('o-1'), anEntry('o-2', { offerStatus: 'NOT_ACCEPTED' })], {
      'PUT /px-api-gateway/stocklist/offer/movetocart': held.handler,
    });

    const moving = store.dispatch(offersApi.endpoints.moveToCart.initiate({ offerIds: ['o-1', 'o-2'] }));
    await flush();
    expect(cachedOffers().map((entry) => entry.stocklistOffer.offerState)).toEqual(['READY_TO_CHECKOUT', 'READY_TO_CHECKOUT']);

    held.release(jsonResponse([anEntry('o-1', { offerState: 'READY_TO_CHECKOUT', checkOutQuantity: 5, checkOutPrice: 220 })]));
    await moving;
    expect(cachedOffers().map((entry) => entry.stocklistOffer.offerState)).toEqual(['READY_TO_CHECKOUT', 'AWAITING_BUYER_REVIEW']);
  });

  it('takes a move to the cart back when it fails', async () => {
    await storeWithOffers([anEntry('o-1')], { 'PUT /px-api-gateway/stocklist/offer/movetocart': unprocessable });

    await store.dispatch(offersApi.endpoints.moveToCart.initiate({ offerIds: ['o-1'] }));

    expect(cachedOffers()[0].stocklistOffer.offerState).toBe('AWAITING_BUYER_REVIEW');
  });
});
