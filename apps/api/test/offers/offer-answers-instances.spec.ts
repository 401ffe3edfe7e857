import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { OfferState, OfferStatus, type CartEntry } from '@bp/api-contract';
import { offers } from '../../src/db/schema';
import { applyImportedOffers } from '../../src/offers/import/import-writer';
import * as offerService from '../../src/offers/offer-service';
import { buildTestApp, type TestApp } from '../support/build-test-app';
import { tenantIdOf } from '../builders';
import { ACME_HOST } from '../support/identity';
import { API, offerKit, offerOf, OPS_KEY, TEST_RATE_LIMIT, type Buyer } from './offer-test-kit';

// Compiled modules export read-only bindings: the routes get a copy of the service whose functions
// jest.spyOn can replace (its reads are counted below).
jest.mock('../../src/offers/offer-service', () => ({
  __esModule: true,
  ...jest.requireActual<typeof import('../../src/offers/offer-service')>('../../src/offers/offer-service'),
}));

// Each API instance keeps every buyer's GET stocklist/offers answer in memory. Two
// instances on one database, as behind a load balancer: after every kind of write the answer
// changes on the instance that wrote (at once for the buyer's own requests) and on the other
// (when PostgreSQL delivers the notification: milliseconds, not a timer of ours), and an answer
// past its expiry is shown EXPIRED from that moment without any write. Run on PGlite and on
// PostgreSQL (node tools/pg/with-postgres.mjs -- npx jest -c apps/api/jest.config.cjs <this file>).

/** Resolves once `check` is true; fails after `timeoutMs`. */
async function eventually(check: () => Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not true within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe('GET stocklist/offers answers kept per buyer, on two instances', () => {
  let first: TestApp;
  let second: TestApp;
  const kit = offerKit(() => first);

  beforeAll(async () => {
    const options = { stock: { opsApiKey: OPS_KEY }, rateLimit: TEST_RATE_LIMIT, userRateLimit: TEST_RATE_LIMIT };
    first = await buildTestApp(options);
    second = await buildTestApp({ ...options, database: first.database });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  const read = (testApp: TestApp, buyer: Buyer, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> =>
    testApp.app.inject({ method: 'GET', url: `${API}/stocklist/offers`, headers: { host: ACME_HOST, authorization: `Bearer ${buyer.token}`, ...headers } });
  const entriesOn = async (testApp: TestApp, buyer: Buyer): Promise<CartEntry[]> => (await read(testApp, buyer)).json<CartEntry[]>();
  /** Reads on both instances, so each keeps the answer before the write under test. */
  const readOnBoth = async (buyer: Buyer): Promise<CartEntry[]> => {
    const [onFirst, onSecond] = await Promise.all([entriesOn(first, buyer), entriesOn(second, buyer)]);
    expect(onSecond).toEqual(onFirst);
    return onFirst;
  };
  /** The answer changed as `check` says: on `writer` at once, on the other instance once notified. */
  const seenOnBoth = async (writer: TestApp, buyer: Buyer, check: (entries: CartEntry[]) => boolean, atOnceOnWriter = true) => {
    const other = writer === first ? second : first;
    if (atOnceOnWriter) expect(check(await entriesOn(writer, buyer))).toBe(true);
    else await eventually(async () => check(await entriesOn(writer, buyer)));
    await eventually(async () => check(await entriesOn(other, buyer)));
  };
  const statusOf = (entries: CartEntry[], offerId: string) => entries.find((entry) => entry.stocklistOffer.offerId === offerId)?.stocklistOffer.offerStatus;

  it('reads the database once for repeated reads, and answers 304 to a current ETag', async () => {
    const buyer = await kit.newBuyer();
    const item = await kit.newItem();
    const heard = jest.spyOn(first.app.offerAnswers, 'notify');
    expect((await buyer.call('POST', 'stocklist/offer', { itemNumberWarehouse: item.key, offerQuantity: 2, offerPrice: 100 })).statusCode).toBe(201);
    // On PostgreSQL the POST's notification may come after the first read below and (rightly) forget it.
    await eventually(async () => heard.mock.calls.some(([payload]) => payload.endsWith(`:${buyer.user.id}`)));
    heard.mockRestore();
    const reads = jest.spyOn(offerService, 'listCartEntries');
    try {
      const answer = await read(first, buyer);
      const again = await read(first, buyer);
      const revalidated = await read(first, buyer, { 'if-none-match': String(answer.headers.etag) });

      expect(reads).toHaveBeenCalledTimes(1);
      expect(again.body).toBe(answer.body);
      expect(answer.headers).toMatchObject({ 'cache-control': 'private, no-cache', vary: 'Accept-Encoding, Authorization' });
      expect(revalidated.statusCode).toBe(304);
      expect(revalidated.body).toBe('');
    } finally {
      reads.mockRestore();
    }
  });

  it("the buyer's own writes (POST, PUT, move to cart, DELETE) change the answer at once where they were made, and on the other instance", async () => {
    const buyer = await kit.newBuyer();
    const item = await kit.newItem({ listPrice: '100.00' });
    expect(await readOnBoth(buyer)).toEqual([]);

    const { offerId } = offerOf(await buyer.call('POST', 'stocklist/offer', { itemNumberWarehouse: item.key, offerQuantity: 2, offerPrice: 100 }));
    await seenOnBoth(first, buyer, (entries) => entries.length === 1 && entries[0].stocklistOffer.offerQuantity === 2);

    await readOnBoth(buyer);
    const put = await second.app.inject({
      method: 'PUT',
      url: `${API}/stocklist/offer/${offerId}`,
      headers: { host: ACME_HOST, authorization: `Bearer ${buyer.token}` },
      payload: { itemNumberWarehouse: item.key, offerQuantity: 4, offerPrice: 100 },
    });
    expect(put.statusCode).toBe(200);
    await seenOnBoth(second, buyer, (entries) => entries[0]?.stocklistOffer.offerQuantity === 4);

    await kit.setEntry(offerId, { status: OfferStatus.NOT_ACCEPTED, state: OfferState.AWAITING_BUYER_REVIEW });
    await eventually(async () => statusOf(await entriesOn(first, buyer), offerId) === OfferStatus.NOT_ACCEPTED);
    await readOnBoth(buyer);
    expect((await buyer.call('PUT', 'stocklist/offer/movetocart', [offerId])).statusCode).toBe(200);
    await seenOnBoth(first, buyer, (entries) => entries[0]?.stocklistOffer.offerState === OfferState.READY_TO_CHECKOUT);

    await readOnBoth(buyer);
    expect((await buyer.call('DELETE', `stocklist/offer/${offerId}`)).statusCode).toBe(204);
    await seenOnBoth(first, buyer, (entries) => entries.length === 0);
  });

  it("the seller's answers through /ops (accept, counter, reject) show on both instances", async () => {
    const buyer = await kit.newBuyer();
    const item = await kit.newItem({ listPrice: '100.00' });
    const pending = async () =>
      offerOf(await buyer.call('POST', 'stocklist/offer', { itemNumberWarehouse: item.key, offerQuantity: 2, offerPrice: 50 })).offerId;

    const offerId = await pending();
    expect(statusOf(await readOnBoth(buyer), offerId)).toBe(OfferStatus.PENDING_ACCEPTANCE);
    expect((await kit.ops('POST', `offers/${offerId}/accept`)).statusCode).toBe(200);
    await seenOnBoth(first, buyer, (entries) => statusOf(entries, offerId) === OfferStatus.ACCEPTED, false);

    await kit.setEntry(offerId, { status: OfferStatus.PENDING_ACCEPTANCE, state: OfferState.AWAITING_TENANT_REVIEW, expiresAt: null });
    await eventually(async () => statusOf(await entriesOn(second, buyer), offerId) === OfferStatus.PENDING_ACCEPTANCE);
    expect((await kit.ops('POST', `offers/${offerId}/counter`, { counterPrice: '72.50' })).statusCode).toBe(200);
    await seenOnBoth(first, buyer, (entries) => statusOf(entries, offerId) === OfferStatus.COUNTERED, false);

    await kit.setEntry(offerId, { status: OfferStatus.PENDING_ACCEPTANCE, state: OfferState.AWAITING_TENANT_REVIEW, counterPrice: null, expiresAt: null });
    await eventually(async () => statusOf(await entriesOn(second, buyer), offerId) === OfferStatus.PENDING_ACCEPTANCE);
    expect((await kit.ops('POST', `offers/${offerId}/reject`)).statusCode).toBe(200);
    await seenOnBoth(first, buyer, (entries) => statusOf(entries, offerId) === OfferStatus.NOT_ACCEPTED, false);
  });

  it('the expiry sweep storing EXPIRED, a stock change on the item and the import show on both instances', async () => {
    const buyer = await kit.newBuyer();
    const item = await kit.newItem({ listPrice: '100.00', quantityAvailable: 50 });
    const { offerId } = offerOf(await buyer.call('POST', 'stocklist/offer', { itemNumberWarehouse: item.key, offerQuantity: 2, offerPrice: 100 }));
    const expiredAt = new Date(Date.now() - 60_000);
    await kit.setEntry(offerId, {
      status: OfferStatus.ACCEPTED,
      state: OfferState.READY_TO_CHECKOUT,
      offerPrice: '90.00',
      expiresAt: expiredAt,
      updatedAt: new Date(Date.now() - 120_000),
    });
    const [shownExpired] = await readOnBoth(buyer);
    expect(shownExpired.stocklistOffer.offerStatus).toBe(OfferStatus.EXPIRED);

    // The sweep stores what the read already showed, with a new updatedAt.
    expect((await kit.ops('POST', 'offers/expire')).json()).toMatchObject({ expired: 1 });
    await seenOnBoth(first, buyer, (entries) => entries[0]?.stocklistOffer.updatedAt !== shownExpired.stocklistOffer.updatedAt, false);

    await readOnBoth(buyer);
    expect(
      (await kit.ops('POST', 'stock/updates', [{ itemNumber: item.row.itemNumber, warehouse: item.warehouseCode, quantityAvailable: 31 }])).statusCode,
    ).toBe(200);
    await seenOnBoth(first, buyer, (entries) => entries[0]?.quantityAvailable === 31, false);

    await readOnBoth(buyer);
    const imported = await kit.newItem({ listPrice: '80.00' });
    const tenantId = await tenantIdOf(kit.db(), 'acme');
    await kit
      .db()
      .transaction((tx) => applyImportedOffers(tx, { tenantId, userId: buyer.user.id }, [{ itemId: imported.row.id, offerQuantity: 3, offerPrice: '80.00' }]));
    await seenOnBoth(first, buyer, (entries) => entries.some((entry) => entry.itemNumberWarehouse === imported.key), false);
  });

  it("entries removed in the database by any code path (as checkout's stock take deletes consumed entries) disappear on both instances", async () => {
    const buyer = await kit.newBuyer();
    const item = await kit.newItem();
    const { offerId } = offerOf(await buyer.call('POST', 'stocklist/offer', { itemNumberWarehouse: item.key, offerQuantity: 1, offerPrice: 100 }));
    expect(await readOnBoth(buyer)).toHaveLength(1);

    await kit.db().delete(offers).where(eq(offers.id, offerId));

    await seenOnBoth(first, buyer, (entries) => entries.length === 0, false);
  });

  it('shows a kept ACCEPTED answer as EXPIRED from the moment it runs out, on both instances, with nothing written', async () => {
    const buyer = await kit.newBuyer();
    const item = await kit.newItem({ listPrice: '100.00' });
    const { offerId } = offerOf(await buyer.call('POST', 'stocklist/offer', { itemNumberWarehouse: item.key, offerQuantity: 2, offerPrice: 100 }));
    // Far enough ahead that both instances keep the ACCEPTED answer first, however loaded the machine.
    const expiresAt = new Date(Date.now() + 1500);
    await kit.setEntry(offerId, { status: OfferStatus.ACCEPTED, state: OfferState.READY_TO_CHECKOUT, offerPrice: '90.00', expiresAt });
    await eventually(
      async () =>
        statusOf(await entriesOn(first, buyer), offerId) === OfferStatus.ACCEPTED && statusOf(await entriesOn(second, buyer), offerId) === OfferStatus.ACCEPTED,
    );
    const stored = await kit.entryRow(offerId);

    // Every read that starts at or after expiresAt shows EXPIRED; reads answered before it, ACCEPTED.
    const seen: Array<{ startedAt: number; endedAt: number; status: string | undefined }> = [];
    await eventually(async () => {
      for (const testApp of [first, second]) {
        const startedAt = Date.now();
        const status = statusOf(await entriesOn(testApp, buyer), offerId);
        seen.push({ startedAt, endedAt: Date.now(), status });
      }
      return seen.slice(-2).every((read) => read.startedAt >= expiresAt.getTime());
    }, 10_000);

    const moment = expiresAt.getTime();
    expect(seen.filter((read) => read.startedAt >= moment).map((read) => read.status)).toEqual(
      seen.filter((read) => read.startedAt >= moment).map(() => OfferStatus.EXPIRED),
    );
    expect(seen.filter((read) => read.endedAt < moment).every((read) => read.status === OfferStatus.ACCEPTED)).toBe(true);
    expect(await kit.entryRow(offerId)).toEqual(stored);
  });
});
