import { eq } from 'drizzle-orm';
import { OfferMessage, OfferMessageCode, OfferState, OfferStatus } from '@bp/api-contract';
import { jobs, offers } from '../../src/db/schema';
import { OFFER_EXPIRY_JOB } from '../../src/jobs/offer-jobs';
import { applyImportedOffers } from '../../src/offers/import/import-writer';
import { answerByRules, counterPriceCents, DEFAULT_OFFER_RULES, offerRulesOf } from '../../src/offers/offer-rules';
import { insertTenant, insertWarehouse } from '../builders';
import { buildTestApp, type TestApp } from '../support/build-test-app';
import { entriesOfResponse, offerKit, offerOf, OPS_KEY, TEST_RATE_LIMIT } from './offer-test-kit';

// The seller's side: the tenant's offer rules, the ops answers (API scope), expiry (sweep and
// durable job), the list-price drop, and the bulk import's entry point.

const HOUR = 3_600_000;

describe('offer rules (pure)', () => {
  it('accepts at or above 95 %, counters from 80 % at the midpoint in whole units, otherwise waits', () => {
    const rules = DEFAULT_OFFER_RULES;
    expect(answerByRules(rules, 9500, 10000, 3)).toEqual({ status: OfferStatus.ACCEPTED });
    expect(answerByRules(rules, 9499, 10000, 3)).toEqual({ status: OfferStatus.COUNTERED, counterPriceCents: 9700, minimumCheckoutQuantity: 3 });
    expect(answerByRules(rules, 8000, 10000, 7)).toEqual({ status: OfferStatus.COUNTERED, counterPriceCents: 9000, minimumCheckoutQuantity: 7 });
    expect(answerByRules(rules, 7999, 10000, 1)).toEqual({ status: OfferStatus.PENDING_ACCEPTANCE });
    expect(answerByRules({ ...rules, enabled: false }, 9900, 10000, 1)).toEqual({ status: OfferStatus.PENDING_ACCEPTANCE });
    expect(answerByRules({ ...rules, autoRejectBelowPercent: 50 }, 4999, 10000, 1)).toEqual({ status: OfferStatus.NOT_ACCEPTED });
    expect(answerByRules({ ...rules, autoRejectBelowPercent: 50 }, 5000, 10000, 1)).toEqual({ status: OfferStatus.PENDING_ACCEPTANCE });
  });

  it('keeps the counter price strictly between offer and list', () => {
    expect(counterPriceCents(250, 300)).toBe(275); // whole units would be 3.00 = list
    expect(counterPriceCents(4, 5)).toBeNull();
    expect(answerByRules(DEFAULT_OFFER_RULES, 4, 5, 1)).toEqual({ status: OfferStatus.ACCEPTED });
  });

  it('fills missing or unusable settings from the defaults', () => {
    expect(offerRulesOf({ portal: {} } as never)).toEqual(DEFAULT_OFFER_RULES);
    expect(offerRulesOf({ portal: { offerRules: { autoAcceptAtPercent: 150, autoCounterFromPercent: 90, answerValidityHours: -1 } } } as never)).toEqual({
      ...DEFAULT_OFFER_RULES,
      autoCounterFromPercent: 90,
    });
  });
});

describe('seller side of offers', () => {
  let testApp: TestApp;
  const kit = offerKit(() => testApp);

  beforeAll(async () => {
    testApp = await buildTestApp({ stock: { opsApiKey: OPS_KEY }, rateLimit: TEST_RATE_LIMIT, userRateLimit: TEST_RATE_LIMIT, tenantCacheTtlMs: 0 });
  });
  afterAll(() => testApp?.close());

  const makeOffer = async (offerPrice: number, options: { quantity?: number; listPrice?: string } = {}) => {
    const buyer = await kit.newBuyer();
    const item = await kit.newItem({ listPrice: options.listPrice ?? '100.00' });
    const response = await buyer.call('POST', 'stocklist/offer', { itemNumberWarehouse: item.key, offerQuantity: options.quantity ?? 4, offerPrice });
    return { buyer, item, offer: offerOf(response) };
  };

  describe("the tenant's offer rules run on every new offer", () => {
    it('auto-accepts near the list price with an expiry 48 h ahead and an expiry job', async () => {
      const before = Date.now();
      const { offer } = await makeOffer(96);
      expect(offer).toMatchObject({ offerStatus: OfferStatus.ACCEPTED, offerState: OfferState.AWAITING_BUYER_REVIEW, checkOutPrice: 96 });
      const expiry = new Date(offer.acceptedOrCounteredExpirationDate as string).getTime();
      expect(expiry).toBeGreaterThanOrEqual(before + 48 * HOUR - 1000);
      expect(expiry).toBeLessThanOrEqual(Date.now() + 48 * HOUR);
      const scheduled = await kit.db().select().from(jobs).where(eq(jobs.kind, OFFER_EXPIRY_JOB));
      expect(scheduled.some((job) => job.payload['offerId'] === offer.offerId && job.runAt.getTime() === expiry)).toBe(true);
    });

    it('auto-counters between 80 % and 95 % with the offer quantity as minimum', async () => {
      const { offer } = await makeOffer(85, { quantity: 6 });
      expect(offer).toMatchObject({ offerStatus: OfferStatus.COUNTERED, counterPrice: 93, minimumCheckoutQuantity: 6, checkOutPrice: 93, checkOutQuantity: 6 });
    });

    it("follows the tenant's own rules (here: off, and auto-reject below 50 %)", async () => {
      const tenant = await insertTenant(kit.db(), {
        settings: { portal: { offerRules: { enabled: true, autoAcceptAtPercent: 99, autoCounterFromPercent: 98, autoRejectBelowPercent: 50 } } },
      });
      const warehouse = await insertWarehouse(kit.db(), tenant.id, { acceptsOffers: true });
      const buyer = await kit.newBuyer({ slug: tenant.slug, host: tenant.hostname });
      const item = await kit.newItem({ tenantId: tenant.id, warehouseId: warehouse.id, warehouseCode: warehouse.code });
      const post = (offerPrice: number) => buyer.call('POST', 'stocklist/offer', { itemNumberWarehouse: item.key, offerQuantity: 1, offerPrice });
      expect(offerOf(await post(40))).toMatchObject({ offerStatus: OfferStatus.NOT_ACCEPTED, offerState: OfferState.AWAITING_BUYER_REVIEW });
      expect(offerOf(await post(35))).toMatchObject({ offerStatus: OfferStatus.NOT_ACCEPTED });
      await kit.db().delete(offers).where(eq(offers.userId, buyer.user.id));
      expect(offerOf(await post(96))).toMatchObject({ offerStatus: OfferStatus.PENDING_ACCEPTANCE });
    });
  });

  describe('ops: list, accept, counter, reject', () => {
    it('needs the ops key', async () => {
      const response = await testApp.app.inject({ method: 'GET', url: '/ops/offers', headers: { host: 'localhost' } });
      expect(response.statusCode).toBe(401);
    });

    it('lists pending offers and accepts one; the buyer sees it under review with the expiry', async () => {
      const { buyer, offer } = await makeOffer(60);
      const listed = await kit.ops('GET', 'offers');
      expect(listed.statusCode).toBe(200);
      expect(listed.json<{ offerId: string }[]>().find((row) => row.offerId === offer.offerId)).toMatchObject({
        status: OfferStatus.PENDING_ACCEPTANCE,
        offerPrice: 60,
        buyerEmail: buyer.user.email,
      });

      const expiresAt = new Date(Date.now() + 5 * HOUR).toISOString();
      const accepted = await kit.ops('POST', `offers/${offer.offerId}/accept`, { expiresAt });
      expect(accepted.statusCode).toBe(200);
      expect(accepted.json()).toMatchObject({ status: OfferStatus.ACCEPTED, state: OfferState.AWAITING_BUYER_REVIEW, answeredBy: 'seller', expiresAt });
      const [entry] = entriesOfResponse(await buyer.call('GET', 'stocklist/offers'));
      expect(entry.stocklistOffer).toMatchObject({ offerStatus: OfferStatus.ACCEPTED, acceptedOrCounteredExpirationDate: expiresAt, checkOutPrice: 60 });
      // Answered already: not pending any more.
      const again = await kit.ops('POST', `offers/${offer.offerId}/reject`);
      expect(again.statusCode).toBe(422);
      expect(again.json()).toMatchObject({ messageCode: OfferMessageCode.NOT_PENDING, message: OfferMessage.NOT_PENDING });
    });

    it('counters with price, minimum quantity and expiry; refuses a counter outside (offer, list)', async () => {
      const { buyer, offer } = await makeOffer(60, { quantity: 2 });
      for (const counterPrice of [60, 59, 100, 120]) {
        expect((await kit.ops('POST', `offers/${offer.offerId}/counter`, { counterPrice })).json()).toMatchObject({
          status: 422,
          messageCode: OfferMessageCode.COUNTER_PRICE_OUT_OF_RANGE,
        });
      }
      const countered = await kit.ops('POST', `offers/${offer.offerId}/counter`, { counterPrice: '72.50', minimumCheckoutQuantity: 10 });
      expect(countered.statusCode).toBe(200);
      expect(countered.json()).toMatchObject({ status: OfferStatus.COUNTERED, counterPrice: 72.5, minimumCheckoutQuantity: 10 });
      const [entry] = entriesOfResponse(await buyer.call('GET', 'stocklist/offers'));
      expect(entry.stocklistOffer).toMatchObject({
        offerStatus: OfferStatus.COUNTERED,
        offerState: OfferState.AWAITING_BUYER_REVIEW,
        checkOutQuantity: 10,
        checkOutPrice: 72.5,
      });
    });

    it('rejects; unknown or malformed ids are 404, bad bodies 400, a past expiry 400', async () => {
      const { offer } = await makeOffer(60);
      expect((await kit.ops('POST', `offers/${offer.offerId}/accept`, { expiresAt: new Date(Date.now() - HOUR).toISOString() })).statusCode).toBe(400);
      expect((await kit.ops('POST', `offers/${offer.offerId}/accept`, { expiresAt: 'tomorrow' })).statusCode).toBe(400);
      expect((await kit.ops('POST', `offers/${offer.offerId}/counter`, {})).statusCode).toBe(400);
      expect((await kit.ops('GET', 'offers?status=NOPE')).statusCode).toBe(400);
      expect((await kit.ops('POST', 'offers/not-an-id/reject')).statusCode).toBe(404);
      expect((await kit.ops('POST', 'offers/6f1c8a52-4a51-4cf5-9d39-7ab2b4f0b3c1/reject')).statusCode).toBe(404);
      // Another tenant's host does not reach acme's offer.
      expect((await kit.ops('POST', `offers/${offer.offerId}/reject`, undefined, '127.0.0.1')).statusCode).toBe(404);
      const rejected = await kit.ops('POST', `offers/${offer.offerId}/reject`);
      expect(rejected.json()).toMatchObject({ status: OfferStatus.NOT_ACCEPTED, state: OfferState.AWAITING_BUYER_REVIEW, counterPrice: null, expiresAt: null });
      expect((await kit.ops('GET', 'offers?status=NOT_ACCEPTED')).json<{ offerId: string }[]>().some((row) => row.offerId === offer.offerId)).toBe(true);
    });
  });

  describe('expiry', () => {
    it('the ops sweep expires answers due by "as of", also those moved to the cart', async () => {
      const { buyer, offer } = await makeOffer(96); // auto-accepted, 48 h
      const moved = await buyer.call('PUT', 'stocklist/offer/movetocart', [offer.offerId]);
      expect(entriesOfResponse(moved)[0].stocklistOffer.offerState).toBe(OfferState.READY_TO_CHECKOUT);
      const early = await kit.ops('POST', 'offers/expire', { asOf: new Date(Date.now() + HOUR).toISOString() });
      expect(await kit.entryRow(offer.offerId)).toMatchObject({ status: OfferStatus.ACCEPTED });
      expect(early.statusCode).toBe(200);
      const late = await kit.ops('POST', 'offers/expire', { asOf: new Date(Date.now() + 49 * HOUR).toISOString() });
      expect(late.json<{ expired: number }>().expired).toBeGreaterThanOrEqual(1);
      expect(await kit.entryRow(offer.offerId)).toMatchObject({ status: OfferStatus.EXPIRED, state: OfferState.AWAITING_BUYER_REVIEW });
      expect(entriesOfResponse(await buyer.call('GET', 'stocklist/offers'))[0].stocklistOffer).toMatchObject({
        offerStatus: OfferStatus.EXPIRED,
        acceptedOrCounteredExpirationDate: null,
      });
    });

    it('the durable expiry job moves an answer to EXPIRED when it runs out', async () => {
      const { offer } = await makeOffer(60);
      const expiresAt = new Date(Date.now() + 1200);
      expect((await kit.ops('POST', `offers/${offer.offerId}/counter`, { counterPrice: 70, expiresAt: expiresAt.toISOString() })).statusCode).toBe(200);
      await testApp.app.jobWorker.drain();
      expect(await kit.entryRow(offer.offerId)).toMatchObject({ status: OfferStatus.COUNTERED });
      await new Promise((resolve) => setTimeout(resolve, expiresAt.getTime() - Date.now() + 100));
      const ran = await kit.ops('POST', 'jobs/run');
      expect(ran.json<{ ran: number }>().ran).toBeGreaterThanOrEqual(1);
      expect(await kit.entryRow(offer.offerId)).toMatchObject({ status: OfferStatus.EXPIRED, state: OfferState.AWAITING_BUYER_REVIEW, version: 3 });
    });
  });

  describe('list-price drop', () => {
    it('marks open offers above the new list PRICE_DROPPED in the same change, and leaves the others', async () => {
      const item = await kit.newItem({ listPrice: '100.00' });
      const place = async (offerPrice: number) => {
        const buyer = await kit.newBuyer();
        return { buyer, offer: offerOf(await buyer.call('POST', 'stocklist/offer', { itemNumberWarehouse: item.key, offerQuantity: 1, offerPrice })) };
      };
      const pendingAbove = await place(70); // waits: 70 %
      const pendingBelow = await place(50);
      const countered = await place(85); // countered at 93
      const accepted = await place(96);
      const buyAtList = await place(100);

      const drop = await kit.ops('POST', 'stock/updates', [{ itemNumber: item.row.itemNumber, warehouse: item.warehouseCode, listPrice: '65.00' }]);
      expect(drop.json()).toMatchObject({ updated: 1, offersPriceDropped: 3 });
      const statusOf = async (offerId: string) => (await kit.entryRow(offerId)).status;
      expect(await statusOf(pendingAbove.offer.offerId)).toBe(OfferStatus.PRICE_DROPPED);
      expect(await statusOf(countered.offer.offerId)).toBe(OfferStatus.PRICE_DROPPED);
      expect(await statusOf(accepted.offer.offerId)).toBe(OfferStatus.PRICE_DROPPED);
      expect(await statusOf(pendingBelow.offer.offerId)).toBe(OfferStatus.PENDING_ACCEPTANCE);
      expect(await statusOf(buyAtList.offer.offerId)).toBe(OfferStatus.BUY_AT_LIST);

      const [dropped] = entriesOfResponse(await accepted.buyer.call('GET', 'stocklist/offers'));
      expect(dropped).toMatchObject({
        listPrice: 65,
        stocklistOffer: {
          offerStatus: OfferStatus.PRICE_DROPPED,
          offerState: OfferState.AWAITING_BUYER_REVIEW,
          checkOutPrice: 65,
          acceptedOrCounteredExpirationDate: null,
        },
      });
      expect(entriesOfResponse(await buyAtList.buyer.call('GET', 'stocklist/offers'))[0].stocklistOffer).toMatchObject({ offerPrice: 65, checkOutPrice: 65 });

      // A raise marks nothing.
      expect(
        (await kit.ops('POST', 'stock/updates', [{ itemNumber: item.row.itemNumber, warehouse: item.warehouseCode, listPrice: '90.00' }])).json(),
      ).toMatchObject({ offersPriceDropped: 0 });
    });
  });

  describe('applyImportedOffers (the bulk import accept)', () => {
    it('creates and overwrites entries with the rules of POST inside the caller transaction', async () => {
      const buyer = await kit.newBuyer();
      const tenantId = buyer.user.tenantId;
      const fresh = await kit.newItem({ listPrice: '100.00' });
      const existing = await kit.newItem({ listPrice: '100.00', incrementSize: 5 });
      const { offerId } = offerOf(await buyer.call('POST', 'stocklist/offer', { itemNumberWarehouse: existing.key, offerQuantity: 5, offerPrice: 60 }));

      const result = await kit.db().transaction((tx) =>
        applyImportedOffers(tx, { tenantId, userId: buyer.user.id }, [
          { itemId: fresh.row.id, offerQuantity: 3, offerPrice: '96.00' },
          { itemId: existing.row.id, offerQuantity: 12, offerPrice: '100' },
        ]),
      );
      expect(result).toEqual({ created: 1, overwritten: 1 });
      const entries = new Map(entriesOfResponse(await buyer.call('GET', 'stocklist/offers')).map((entry) => [entry.itemNumberWarehouse, entry.stocklistOffer]));
      expect(entries.get(fresh.key)).toMatchObject({ offerStatus: OfferStatus.ACCEPTED, offerQuantity: 3 });
      expect(entries.get(existing.key)).toMatchObject({ offerId, offerStatus: OfferStatus.BUY_AT_LIST, offerQuantity: 10 });
    });

    it('rolls the whole import back when one request breaks a rule', async () => {
      const buyer = await kit.newBuyer();
      const good = await kit.newItem();
      const empty = await kit.newItem({ quantityAvailable: 0 });
      const attempt = kit.db().transaction((tx) =>
        applyImportedOffers(tx, { tenantId: buyer.user.tenantId, userId: buyer.user.id }, [
          { itemId: good.row.id, offerQuantity: 1, offerPrice: '90.00' },
          { itemId: empty.row.id, offerQuantity: 1, offerPrice: '90.00' },
        ]),
      );
      await expect(attempt).rejects.toMatchObject({ statusCode: 422, messageCode: OfferMessageCode.OUT_OF_STOCK });
      expect(await kit.entriesOf(buyer.user.id)).toHaveLength(0);
    });
  });
});
