import { Authority, OfferMessage, OfferMessageCode, OfferState, OfferStatus, type CartEntry } from '@bp/api-contract';
import { buildTestApp, type TestApp } from '../support/build-test-app';
import { NORTHWIND_HOST } from '../support/identity';
import { entriesOfResponse, offerKit, offerOf, OPS_KEY, partnerHeader, PARTNER_ID, TEST_RATE_LIMIT } from './offer-test-kit';

// The buyer's offer and cart routes (spec 01 §7 Offers and cart) with the §5 rules enforced on
// the server: shapes, each rule's 422 with its exact message, validation 400s, authority,
// buyer and tenant isolation, partner-network variants.

describe('offer and cart routes', () => {
  let testApp: TestApp;
  const kit = offerKit(() => testApp);

  beforeAll(async () => {
    testApp = await buildTestApp({ stock: { opsApiKey: OPS_KEY }, rateLimit: TEST_RATE_LIMIT, userRateLimit: TEST_RATE_LIMIT });
  });
  afterAll(() => testApp?.close());

  const expectRule = (response: { statusCode: number; json: () => unknown }, code: string, message: string) => {
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      status: 422,
      message,
      messageCode: code,
      errors: [{ status: 'FAIL', messageCode: code, messageDescription: message }],
    });
  };

  describe('POST stocklist/offer', () => {
    it('buys at list price: READY_TO_CHECKOUT / BUY_AT_LIST, a price above list capped at list; a second POST updates (200)', async () => {
      const buyer = await kit.newBuyer();
      const item = await kit.newItem({ listPrice: '123.45' });
      const created = await buyer.call('POST', 'stocklist/offer', { itemNumberWarehouse: item.key, offerQuantity: 3, offerPrice: 500 });
      expect(created.statusCode).toBe(201);
      expect(offerOf(created)).toMatchObject({
        offerStatus: OfferStatus.BUY_AT_LIST,
        offerState: OfferState.READY_TO_CHECKOUT,
        offerQuantity: 3,
        offerPrice: 123.45,
        checkOutQuantity: 3,
        checkOutPrice: 123.45,
        counterPrice: null,
        minimumCheckoutQuantity: null,
        acceptedOrCounteredExpirationDate: null,
        quantityAvailable: 50,
      });
      const again = await buyer.call('POST', 'stocklist/offer', { itemNumberWarehouse: item.key, offerQuantity: 5, offerPrice: 123.45 });
      expect(again.statusCode).toBe(200);
      expect(offerOf(again)).toMatchObject({ offerId: offerOf(created).offerId, offerQuantity: 5, offerStatus: OfferStatus.BUY_AT_LIST });
      expect((await kit.entriesOf(buyer.user.id)).length).toBe(1);
    });

    it('makes an offer below list: AWAITING_TENANT_REVIEW / PENDING_ACCEPTANCE (below the auto-counter band it waits for the seller)', async () => {
      const buyer = await kit.newBuyer();
      const item = await kit.newItem();
      const response = await buyer.call('POST', 'stocklist/offer', { itemNumberWarehouse: item.key, offerQuantity: 4, offerPrice: 70.5 });
      expect(response.statusCode).toBe(201);
      expect(offerOf(response)).toMatchObject({
        offerStatus: OfferStatus.PENDING_ACCEPTANCE,
        offerState: OfferState.AWAITING_TENANT_REVIEW,
        offerPrice: 70.5,
        checkOutPrice: 70.5,
        offerQuantity: 4,
      });
    });

    it('rounds the quantity down to the increment (at least one), caps it at the available stock, makes 0 one increment', async () => {
      const buyer = await kit.newBuyer();
      const item = await kit.newItem({ incrementSize: 5, quantityAvailable: 23 });
      const post = (offerQuantity: number) => buyer.call('POST', 'stocklist/offer', { itemNumberWarehouse: item.key, offerQuantity, offerPrice: 100 });
      expect(offerOf(await post(12)).offerQuantity).toBe(10);
      expect(offerOf(await post(3)).offerQuantity).toBe(5);
      expect(offerOf(await post(0)).offerQuantity).toBe(5);
      expect(offerOf(await post(999)).offerQuantity).toBe(20);
    });

    it('treats a price of 0 as one currency unit (spec 01 §5 "0 becomes 1")', async () => {
      const buyer = await kit.newBuyer();
      const item = await kit.newItem();
      expect(offerOf(await buyer.call('POST', 'stocklist/offer', { itemNumberWarehouse: item.key, offerQuantity: 1, offerPrice: 0 }))).toMatchObject({
        offerPrice: 1,
        offerStatus: OfferStatus.PENDING_ACCEPTANCE,
      });
    });

    it('refuses an out-of-stock item, an offer in a warehouse that takes none, and a price finer than the currency', async () => {
      const buyer = await kit.newBuyer();
      const empty = await kit.newItem({ quantityAvailable: 0 });
      expectRule(
        await buyer.call('POST', 'stocklist/offer', { itemNumberWarehouse: empty.key, offerQuantity: 1, offerPrice: 100 }),
        OfferMessageCode.OUT_OF_STOCK,
        OfferMessage.OUT_OF_STOCK,
      );

      const noOffers = await kit.newItem({ acceptsOffers: false });
      expectRule(
        await buyer.call('POST', 'stocklist/offer', { itemNumberWarehouse: noOffers.key, offerQuantity: 1, offerPrice: 90 }),
        OfferMessageCode.OFFERS_NOT_ACCEPTED,
        OfferMessage.OFFERS_NOT_ACCEPTED,
      );
      // Buying at list there is fine.
      expect((await buyer.call('POST', 'stocklist/offer', { itemNumberWarehouse: noOffers.key, offerQuantity: 1, offerPrice: 100 })).statusCode).toBe(201);

      const item = await kit.newItem();
      expectRule(
        await buyer.call('POST', 'stocklist/offer', { itemNumberWarehouse: item.key, offerQuantity: 1, offerPrice: 10.123 }),
        OfferMessageCode.PRICE_PRECISION,
        OfferMessage.PRICE_PRECISION,
      );
      expectRule(
        await buyer.call('POST', 'stocklist/offer', { itemNumberWarehouse: item.key, offerQuantity: 1, offerPrice: 1e-7 }),
        OfferMessageCode.PRICE_PRECISION,
        OfferMessage.PRICE_PRECISION,
      );
      expect(await kit.entriesOf(buyer.user.id)).toHaveLength(1);
    });

    it('answers 400 for malformed bodies and 404 for unknown items, never a 500', async () => {
      const buyer = await kit.newBuyer();
      const item = await kit.newItem();
      const bad: unknown[] = [
        {},
        { itemNumberWarehouse: item.key, offerQuantity: 1 },
        { itemNumberWarehouse: item.key, offerQuantity: -1, offerPrice: 10 },
        { itemNumberWarehouse: item.key, offerQuantity: 1.5, offerPrice: 10 },
        { itemNumberWarehouse: item.key, offerQuantity: 1, offerPrice: '10' },
        { itemNumberWarehouse: item.key, offerQuantity: 1, offerPrice: -3 },
        { itemNumberWarehouse: item.key, offerQuantity: 1, offerPrice: 10, extra: true },
        { itemNumberWarehouse: '', offerQuantity: 1, offerPrice: 10 },
      ];
      for (const body of bad) {
        const response = await buyer.call('POST', 'stocklist/offer', body);
        expect({ body, status: response.statusCode }).toEqual({ body, status: 400 });
      }
      for (const key of ['NOPE~MIA', 'no-separator', `${item.row.itemNumber}~OTHER`]) {
        expect((await buyer.call('POST', 'stocklist/offer', { itemNumberWarehouse: key, offerQuantity: 1, offerPrice: 10 })).statusCode).toBe(404);
      }
    });
  });

  describe('GET stocklist/offers', () => {
    it('lists every entry of the buyer as CartEntry, newest change first', async () => {
      const buyer = await kit.newBuyer();
      const first = await kit.newItem({ listPrice: '50.00' });
      const second = await kit.newItem({ listPrice: '80.00', incrementSize: 2 });
      await buyer.call('POST', 'stocklist/offer', { itemNumberWarehouse: first.key, offerQuantity: 2, offerPrice: 50 });
      await buyer.call('POST', 'stocklist/offer', { itemNumberWarehouse: second.key, offerQuantity: 4, offerPrice: 40 });
      const response = await buyer.call('GET', 'stocklist/offers');
      expect(response.statusCode).toBe(200);
      const entries = entriesOfResponse(response);
      expect(entries.map((entry) => entry.itemNumberWarehouse)).toEqual([second.key, first.key]);
      expect(entries[1]).toMatchObject({
        itemNumber: first.row.itemNumber,
        itemDescription: first.row.description,
        warehouse: first.warehouseCode,
        listPrice: 50,
        quantityAvailable: 50,
        incrementSize: 1,
        stocklistOffer: { offerStatus: OfferStatus.BUY_AT_LIST, checkOutQuantity: 2, checkOutPrice: 50 },
      } satisfies Partial<Omit<CartEntry, 'stocklistOffer'>> & { stocklistOffer: object });
      expect(entries[0]).toMatchObject({ incrementSize: 2, stocklistOffer: { offerStatus: OfferStatus.PENDING_ACCEPTANCE, offerPrice: 40 } });
    });

    it('answers the on-hold order warehouses: none until orders exist', async () => {
      const buyer = await kit.newBuyer();
      const response = await buyer.call('GET', 'sales-orders/onhold-order-warehouses');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([]);
    });
  });

  describe('authority, buyer and tenant isolation', () => {
    it('needs CAN_BUY_ONLINE on every route (403)', async () => {
      const limited = await kit.newBuyer({ authorities: [Authority.CAN_SET_STOCKLIST_ALERT] });
      const item = await kit.newItem();
      const id = '00000000-0000-4000-8000-000000000000';
      const calls: [Parameters<typeof limited.call>[0], string, unknown?][] = [
        ['GET', 'stocklist/offers'],
        ['GET', 'sales-orders/onhold-order-warehouses'],
        ['POST', 'stocklist/offer', { itemNumberWarehouse: item.key, offerQuantity: 1, offerPrice: 100 }],
        ['PUT', `stocklist/offer/${id}`, { itemNumberWarehouse: item.key, offerQuantity: 1, offerPrice: 100 }],
        ['DELETE', `stocklist/offer/${id}`],
        ['DELETE', 'stocklist/offer', [id]],
        ['PUT', 'stocklist/offer/movetocart', [id]],
      ];
      for (const [method, path, body] of calls) {
        const response = await limited.call(method, path, body);
        expect({ path, method, status: response.statusCode }).toEqual({ path, method, status: 403 });
      }
      expect(await kit.entriesOf(limited.user.id)).toHaveLength(0);
    });

    it("never lets a buyer read, change, move or delete another buyer's entry (404), and deletes nothing of a mixed list", async () => {
      const owner = await kit.newBuyer();
      const other = await kit.newBuyer();
      const item = await kit.newItem();
      const ownersOffer = offerOf(await owner.call('POST', 'stocklist/offer', { itemNumberWarehouse: item.key, offerQuantity: 2, offerPrice: 60 }));
      const othersOffer = offerOf(await other.call('POST', 'stocklist/offer', { itemNumberWarehouse: item.key, offerQuantity: 1, offerPrice: 100 }));

      expect(entriesOfResponse(await other.call('GET', 'stocklist/offers')).map((entry) => entry.stocklistOffer.offerId)).toEqual([othersOffer.offerId]);
      expect(
        (await other.call('PUT', `stocklist/offer/${ownersOffer.offerId}`, { itemNumberWarehouse: item.key, offerQuantity: 9, offerPrice: 50 })).statusCode,
      ).toBe(404);
      expect((await other.call('DELETE', `stocklist/offer/${ownersOffer.offerId}`)).statusCode).toBe(404);
      expect((await other.call('DELETE', 'stocklist/offer', [othersOffer.offerId, ownersOffer.offerId])).statusCode).toBe(404);
      expect((await other.call('PUT', 'stocklist/offer/movetocart', [ownersOffer.offerId])).statusCode).toBe(404);
      for (const notAnId of ['not-a-uuid', "1' or '1'='1"]) {
        expect((await other.call('DELETE', `stocklist/offer/${encodeURIComponent(notAnId)}`)).statusCode).toBe(404);
        expect((await other.call('DELETE', 'stocklist/offer', [notAnId])).statusCode).toBe(404);
      }

      // Nothing changed for either buyer.
      expect(await kit.entryRow(ownersOffer.offerId)).toMatchObject({ offerQuantity: 2, offerPrice: '60.00', version: 1 });
      expect(await kit.entryRow(othersOffer.offerId)).toBeDefined();
    });

    it("does not reach another tenant's entries or items", async () => {
      const acmeBuyer = await kit.newBuyer();
      const northwindBuyer = await kit.newBuyer({ slug: 'northwind', host: NORTHWIND_HOST });
      const item = await kit.newItem();
      const offer = offerOf(await acmeBuyer.call('POST', 'stocklist/offer', { itemNumberWarehouse: item.key, offerQuantity: 1, offerPrice: 100 }));
      expect((await northwindBuyer.call('POST', 'stocklist/offer', { itemNumberWarehouse: item.key, offerQuantity: 1, offerPrice: 100 })).statusCode).toBe(404);
      expect(
        (await northwindBuyer.call('PUT', `stocklist/offer/${offer.offerId}`, { itemNumberWarehouse: item.key, offerQuantity: 1, offerPrice: 100 })).statusCode,
      ).toBe(404);
      expect((await northwindBuyer.call('DELETE', `stocklist/offer/${offer.offerId}`)).statusCode).toBe(404);
      expect(entriesOfResponse(await northwindBuyer.call('GET', 'stocklist/offers'))).toEqual([]);
      expect(await kit.entryRow(offer.offerId)).toBeDefined();
    });
  });

  describe('DELETE', () => {
    it('deletes one entry (204) and many at once (204); a repeated delete is 404', async () => {
      const buyer = await kit.newBuyer();
      const ids: string[] = [];
      for (let index = 0; index < 3; index++) {
        const item = await kit.newItem();
        ids.push(offerOf(await buyer.call('POST', 'stocklist/offer', { itemNumberWarehouse: item.key, offerQuantity: 1, offerPrice: 100 })).offerId);
      }
      const one = await buyer.call('DELETE', `stocklist/offer/${ids[0]}`);
      expect(one.statusCode).toBe(204);
      expect(one.body).toBe('');
      expect((await buyer.call('DELETE', `stocklist/offer/${ids[0]}`)).statusCode).toBe(404);
      // One id already gone: 404 and the others stay.
      expect((await buyer.call('DELETE', 'stocklist/offer', ids)).statusCode).toBe(404);
      expect(await kit.entriesOf(buyer.user.id)).toHaveLength(2);
      expect((await buyer.call('DELETE', 'stocklist/offer', [ids[1], ids[2], ids[1]])).statusCode).toBe(204);
      expect(await kit.entriesOf(buyer.user.id)).toHaveLength(0);
      expect((await buyer.call('DELETE', 'stocklist/offer', [])).statusCode).toBe(400);
    });
  });

  describe('PUT stocklist/offer/{offerId} by status', () => {
    const put = (buyer: Awaited<ReturnType<typeof kit.newBuyer>>, offerId: string, key: string, offerQuantity: number, offerPrice: number) =>
      buyer.call('PUT', `stocklist/offer/${offerId}`, { itemNumberWarehouse: key, offerQuantity, offerPrice });

    async function entryIn(status: string, state: string, extra: Parameters<typeof kit.setEntry>[1] = {}) {
      const buyer = await kit.newBuyer();
      const item = await kit.newItem({ listPrice: '100.00' });
      const offer = offerOf(await buyer.call('POST', 'stocklist/offer', { itemNumberWarehouse: item.key, offerQuantity: 5, offerPrice: 50 }));
      await kit.setEntry(offer.offerId, { status, state, offerPrice: '50.00', ...extra });
      return { buyer, item, offerId: offer.offerId };
    }

    it('BUY_AT_LIST: at list only the quantity changes; below list it becomes an offer', async () => {
      const buyer = await kit.newBuyer();
      const item = await kit.newItem();
      const { offerId } = offerOf(await buyer.call('POST', 'stocklist/offer', { itemNumberWarehouse: item.key, offerQuantity: 1, offerPrice: 100 }));
      expect(offerOf(await put(buyer, offerId, item.key, 7, 100))).toMatchObject({
        offerStatus: OfferStatus.BUY_AT_LIST,
        offerState: OfferState.READY_TO_CHECKOUT,
        offerQuantity: 7,
      });
      expect(offerOf(await put(buyer, offerId, item.key, 7, 60))).toMatchObject({
        offerStatus: OfferStatus.PENDING_ACCEPTANCE,
        offerState: OfferState.AWAITING_TENANT_REVIEW,
        offerPrice: 60,
      });
      expect((await kit.entryRow(offerId)).version).toBe(3);
    });

    it('PENDING_ACCEPTANCE: the list price is refused with the spec message; a lower price is a new offer', async () => {
      const { buyer, item, offerId } = await entryIn(OfferStatus.PENDING_ACCEPTANCE, OfferState.AWAITING_TENANT_REVIEW);
      expectRule(await put(buyer, offerId, item.key, 5, 100), OfferMessageCode.PRICE_NOT_BELOW_LIST, OfferMessage.PRICE_NOT_BELOW_LIST);
      expectRule(await put(buyer, offerId, item.key, 5, 150), OfferMessageCode.PRICE_NOT_BELOW_LIST, OfferMessage.PRICE_NOT_BELOW_LIST);
      expect(offerOf(await put(buyer, offerId, item.key, 6, 55))).toMatchObject({
        offerStatus: OfferStatus.PENDING_ACCEPTANCE,
        offerPrice: 55,
        offerQuantity: 6,
      });
    });

    it.each([OfferStatus.NOT_ACCEPTED, OfferStatus.EXPIRED])('%s: list price refused, a lower price is a new offer', async (status) => {
      const { buyer, item, offerId } = await entryIn(status, OfferState.AWAITING_BUYER_REVIEW);
      expectRule(await put(buyer, offerId, item.key, 5, 100), OfferMessageCode.PRICE_NOT_BELOW_LIST, OfferMessage.PRICE_NOT_BELOW_LIST);
      expect(offerOf(await put(buyer, offerId, item.key, 5, 60))).toMatchObject({
        offerStatus: OfferStatus.PENDING_ACCEPTANCE,
        offerState: OfferState.AWAITING_TENANT_REVIEW,
      });
    });

    it('COUNTERED on the review tab: at or above the counter price refused; below it a new offer', async () => {
      const { buyer, item, offerId } = await entryIn(OfferStatus.COUNTERED, OfferState.AWAITING_BUYER_REVIEW, {
        counterPrice: '75.00',
        minimumCheckoutQuantity: 5,
      });
      expectRule(await put(buyer, offerId, item.key, 5, 75), OfferMessageCode.PRICE_NOT_BELOW_COUNTER, OfferMessage.PRICE_NOT_BELOW_COUNTER);
      expectRule(await put(buyer, offerId, item.key, 5, 90), OfferMessageCode.PRICE_NOT_BELOW_COUNTER, OfferMessage.PRICE_NOT_BELOW_COUNTER);
      expect(offerOf(await put(buyer, offerId, item.key, 5, 70))).toMatchObject({
        offerStatus: OfferStatus.PENDING_ACCEPTANCE,
        counterPrice: null,
        minimumCheckoutQuantity: null,
      });
    });

    it('COUNTERED in the cart: the counter price keeps the deal (quantity at least the minimum); the list price refused; another price a new offer', async () => {
      const expiresAt = new Date(Date.now() + 3_600_000);
      const { buyer, item, offerId } = await entryIn(OfferStatus.COUNTERED, OfferState.READY_TO_CHECKOUT, {
        counterPrice: '75.00',
        minimumCheckoutQuantity: 5,
        expiresAt,
      });
      expectRule(await put(buyer, offerId, item.key, 4, 75), OfferMessageCode.QUANTITY_BELOW_MINIMUM, OfferMessage.QUANTITY_BELOW_MINIMUM);
      expect(offerOf(await put(buyer, offerId, item.key, 8, 75))).toMatchObject({
        offerStatus: OfferStatus.COUNTERED,
        offerState: OfferState.READY_TO_CHECKOUT,
        offerQuantity: 8,
        checkOutQuantity: 8,
        checkOutPrice: 75,
        acceptedOrCounteredExpirationDate: expiresAt.toISOString(),
      });
      expectRule(await put(buyer, offerId, item.key, 8, 100), OfferMessageCode.PRICE_NOT_BELOW_LIST, OfferMessage.PRICE_NOT_BELOW_LIST);
      expect(offerOf(await put(buyer, offerId, item.key, 8, 72))).toMatchObject({
        offerStatus: OfferStatus.PENDING_ACCEPTANCE,
        offerState: OfferState.AWAITING_TENANT_REVIEW,
      });
    });

    it('ACCEPTED in the cart: the agreed price changes only the quantity; the list price refused; another price a new offer', async () => {
      const { buyer, item, offerId } = await entryIn(OfferStatus.ACCEPTED, OfferState.READY_TO_CHECKOUT, { expiresAt: new Date(Date.now() + 3_600_000) });
      expect(offerOf(await put(buyer, offerId, item.key, 9, 50))).toMatchObject({
        offerStatus: OfferStatus.ACCEPTED,
        offerState: OfferState.READY_TO_CHECKOUT,
        offerQuantity: 9,
        checkOutPrice: 50,
      });
      expectRule(await put(buyer, offerId, item.key, 9, 100), OfferMessageCode.PRICE_NOT_BELOW_LIST, OfferMessage.PRICE_NOT_BELOW_LIST);
      expect(offerOf(await put(buyer, offerId, item.key, 9, 45))).toMatchObject({
        offerStatus: OfferStatus.PENDING_ACCEPTANCE,
        acceptedOrCounteredExpirationDate: null,
      });
    });

    it('PRICE_DROPPED: at the new list it goes to the cart as BUY_AT_LIST; below, a new offer', async () => {
      const first = await entryIn(OfferStatus.PRICE_DROPPED, OfferState.AWAITING_BUYER_REVIEW);
      expect(offerOf(await put(first.buyer, first.offerId, first.item.key, 5, 100))).toMatchObject({
        offerStatus: OfferStatus.BUY_AT_LIST,
        offerState: OfferState.READY_TO_CHECKOUT,
        offerPrice: 100,
      });
      const second = await entryIn(OfferStatus.PRICE_DROPPED, OfferState.AWAITING_BUYER_REVIEW);
      expect(offerOf(await put(second.buyer, second.offerId, second.item.key, 5, 40))).toMatchObject({ offerStatus: OfferStatus.PENDING_ACCEPTANCE });
    });

    it('an ACCEPTED answer that ran out is edited as EXPIRED', async () => {
      const { buyer, item, offerId } = await entryIn(OfferStatus.ACCEPTED, OfferState.READY_TO_CHECKOUT, { expiresAt: new Date(Date.now() - 1000) });
      // At the (formerly agreed) price: no longer a deal, a new offer.
      expect(offerOf(await put(buyer, offerId, item.key, 5, 50))).toMatchObject({ offerStatus: OfferStatus.PENDING_ACCEPTANCE });
    });

    it('applies the same rules through POST on an item that has an entry', async () => {
      const { buyer, item } = await entryIn(OfferStatus.COUNTERED, OfferState.AWAITING_BUYER_REVIEW, { counterPrice: '75.00', minimumCheckoutQuantity: 5 });
      expectRule(
        await buyer.call('POST', 'stocklist/offer', { itemNumberWarehouse: item.key, offerQuantity: 5, offerPrice: 80 }),
        OfferMessageCode.PRICE_NOT_BELOW_COUNTER,
        OfferMessage.PRICE_NOT_BELOW_COUNTER,
      );
    });

    it('refuses a body naming another item (400), unknown ids (404) and malformed bodies (400)', async () => {
      const { buyer, offerId } = await entryIn(OfferStatus.PENDING_ACCEPTANCE, OfferState.AWAITING_TENANT_REVIEW);
      const other = await kit.newItem();
      expect((await put(buyer, offerId, other.key, 5, 50)).statusCode).toBe(400);
      expect((await put(buyer, '6f1c8a52-4a51-4cf5-9d39-7ab2b4f0b3c1', other.key, 5, 50)).statusCode).toBe(404);
      expect((await buyer.call('PUT', `stocklist/offer/${offerId}`, { offerQuantity: 5 })).statusCode).toBe(400);
    });
  });

  describe('PUT stocklist/offer/movetocart', () => {
    it('moves reviewed entries to the cart with the terms of their status and answers them', async () => {
      const buyer = await kit.newBuyer();
      const make = async (status: string, extra: Parameters<typeof kit.setEntry>[1] = {}) => {
        const item = await kit.newItem({ listPrice: '100.00' });
        const { offerId } = offerOf(await buyer.call('POST', 'stocklist/offer', { itemNumberWarehouse: item.key, offerQuantity: 4, offerPrice: 50 }));
        await kit.setEntry(offerId, { status, state: OfferState.AWAITING_BUYER_REVIEW, ...extra });
        return offerId;
      };
      const expiresAt = new Date(Date.now() + 3_600_000);
      const accepted = await make(OfferStatus.ACCEPTED, { expiresAt });
      const countered = await make(OfferStatus.COUNTERED, { counterPrice: '70.00', minimumCheckoutQuantity: 10, expiresAt });
      const dropped = await make(OfferStatus.PRICE_DROPPED);
      const rejected = await make(OfferStatus.NOT_ACCEPTED);
      const expired = await make(OfferStatus.EXPIRED);

      const response = await buyer.call('PUT', 'stocklist/offer/movetocart', [accepted, countered, dropped, rejected, expired]);
      expect(response.statusCode).toBe(200);
      const moved = new Map(entriesOfResponse(response).map((entry) => [entry.stocklistOffer.offerId, entry.stocklistOffer]));
      expect(moved.size).toBe(5);
      for (const offer of moved.values()) expect(offer.offerState).toBe(OfferState.READY_TO_CHECKOUT);
      expect(moved.get(accepted)).toMatchObject({
        offerStatus: OfferStatus.ACCEPTED,
        checkOutQuantity: 4,
        checkOutPrice: 50,
        acceptedOrCounteredExpirationDate: expiresAt.toISOString(),
      });
      expect(moved.get(countered)).toMatchObject({ offerStatus: OfferStatus.COUNTERED, offerQuantity: 10, checkOutQuantity: 10, checkOutPrice: 70 });
      expect(moved.get(dropped)).toMatchObject({ offerStatus: OfferStatus.PRICE_DROPPED, checkOutPrice: 100 });
      expect(moved.get(rejected)).toMatchObject({ offerStatus: OfferStatus.BUY_AT_LIST, offerPrice: 100, checkOutPrice: 100 });
      expect(moved.get(expired)).toMatchObject({ offerStatus: OfferStatus.BUY_AT_LIST, checkOutPrice: 100 });
    });

    it('refuses, with 422 and nothing moved, entries not awaiting the buyer; an empty list is 400', async () => {
      const buyer = await kit.newBuyer();
      const reviewItem = await kit.newItem();
      const pendingItem = await kit.newItem();
      const review = offerOf(await buyer.call('POST', 'stocklist/offer', { itemNumberWarehouse: reviewItem.key, offerQuantity: 1, offerPrice: 50 })).offerId;
      await kit.setEntry(review, { status: OfferStatus.NOT_ACCEPTED, state: OfferState.AWAITING_BUYER_REVIEW });
      const pending = offerOf(await buyer.call('POST', 'stocklist/offer', { itemNumberWarehouse: pendingItem.key, offerQuantity: 1, offerPrice: 50 })).offerId;
      expectRule(
        await buyer.call('PUT', 'stocklist/offer/movetocart', [review, pending]),
        OfferMessageCode.NOT_AWAITING_BUYER_REVIEW,
        OfferMessage.NOT_AWAITING_BUYER_REVIEW,
      );
      expect(await kit.entryRow(review)).toMatchObject({ status: OfferStatus.NOT_ACCEPTED, state: OfferState.AWAITING_BUYER_REVIEW });
      expect((await buyer.call('PUT', 'stocklist/offer/movetocart', [])).statusCode).toBe(400);
      expect((await buyer.call('PUT', 'stocklist/offer/movetocart', { offerIds: [review] })).statusCode).toBe(400);
    });
  });

  describe('partner-network stock (pxnr/offer, header pxns-participant-id)', () => {
    it('lets a reseller buy, offer, change, move and delete on partner stock, keyed by pxnItemNumber', async () => {
      const reseller = await kit.newBuyer({ reseller: true });
      const item = await kit.newPartnerItem({ listPrice: '200.00' });
      const created = await reseller.call('POST', 'pxnr/offer', { itemNumberWarehouse: item.key, offerQuantity: 2, offerPrice: 120 }, partnerHeader);
      expect(created.statusCode).toBe(201);
      const offer = offerOf(created);
      expect(offer).toMatchObject({ offerStatus: OfferStatus.PENDING_ACCEPTANCE, pxnItemNumber: item.row.pxnItemNumber, pxnsParticipantId: PARTNER_ID });

      const [entry] = entriesOfResponse(await reseller.call('GET', 'stocklist/offers'));
      expect(entry).toMatchObject({
        itemNumberWarehouse: item.key,
        itemNumber: item.row.pxnItemNumber,
        warehouse: 'GMT-LON',
        stocklistOffer: { pxnsParticipantId: PARTNER_ID },
      });

      // The own-stock path does not find the partner's item key.
      expect((await reseller.call('POST', 'stocklist/offer', { itemNumberWarehouse: item.key, offerQuantity: 2, offerPrice: 120 })).statusCode).toBe(404);

      expect(
        offerOf(await reseller.call('PUT', `pxnr/offer/${offer.offerId}`, { itemNumberWarehouse: item.key, offerQuantity: 3, offerPrice: 130 }, partnerHeader)),
      ).toMatchObject({
        offerStatus: OfferStatus.PENDING_ACCEPTANCE,
        offerPrice: 130,
        offerQuantity: 3,
      });
      await kit.setEntry(offer.offerId, { status: OfferStatus.NOT_ACCEPTED, state: OfferState.AWAITING_BUYER_REVIEW });
      const moved = await reseller.call('PUT', 'pxnr/offer/movetocart', [offer.offerId], partnerHeader);
      expect(moved.statusCode).toBe(200);
      expect(entriesOfResponse(moved)[0].stocklistOffer).toMatchObject({ offerStatus: OfferStatus.BUY_AT_LIST, checkOutPrice: 200 });
      expect((await reseller.call('DELETE', `pxnr/offer/${offer.offerId}`, undefined, partnerHeader)).statusCode).toBe(204);

      const again = offerOf(await reseller.call('POST', 'pxnr/offer', { itemNumberWarehouse: item.key, offerQuantity: 1, offerPrice: 200 }, partnerHeader));
      expect((await reseller.call('DELETE', 'pxnr/offer', [again.offerId], partnerHeader)).statusCode).toBe(204);
    });

    it('refuses partner stock to non-resellers (403), unknown participants (404) and a missing header (400)', async () => {
      const buyer = await kit.newBuyer();
      const reseller = await kit.newBuyer({ reseller: true });
      const item = await kit.newPartnerItem();
      const body = { itemNumberWarehouse: item.key, offerQuantity: 1, offerPrice: 100 };
      expect((await buyer.call('POST', 'pxnr/offer', body, partnerHeader)).statusCode).toBe(403);
      expect((await reseller.call('POST', 'pxnr/offer', body, { 'pxns-participant-id': 'NOBODY' })).statusCode).toBe(404);
      expect((await reseller.call('POST', 'pxnr/offer', body)).statusCode).toBe(400);
      expect(await kit.entriesOf(buyer.user.id)).toHaveLength(0);
    });
  });
});
