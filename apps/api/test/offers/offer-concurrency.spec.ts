import { OfferState, OfferStatus } from '@bp/api-contract';
import { tenantIdOf } from '../builders';
import { buildTestApp, type TestApp } from '../support/build-test-app';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { answerOffer } from '../../src/offers/seller-offer-service';
import { expireDueOffers } from '../../src/offers/offer-service';
import { offerKit, offerOf, OPS_KEY, TEST_RATE_LIMIT } from './offer-test-kit';

// Concurrent changes of one offer. On PGlite every transaction runs alone, so these pass there
// only through correct logic; on the PostgreSQL leg (tools/pg/with-postgres.mjs) the requests
// really overlap on a pool of 20 connections, and only the row locks (stock item FOR SHARE, offer
// FOR UPDATE) keep updates from being lost.

describe('concurrent changes of one offer', () => {
  let database: TestDatabase;
  let testApp: TestApp;
  const kit = offerKit(() => testApp);

  beforeAll(async () => {
    database = await createTestDatabase({ poolSize: 20 });
    testApp = await buildTestApp({ database, stock: { opsApiKey: OPS_KEY }, rateLimit: TEST_RATE_LIMIT, userRateLimit: TEST_RATE_LIMIT });
  });
  afterAll(async () => {
    await testApp?.close();
    await database?.close();
  });

  it('serialises 20 concurrent PUTs of one offer: every one applied once, none lost', async () => {
    const buyer = await kit.newBuyer();
    const item = await kit.newItem({ listPrice: '100.00', quantityAvailable: 1000 });
    const { offerId } = offerOf(await buyer.call('POST', 'stocklist/offer', { itemNumberWarehouse: item.key, offerQuantity: 1, offerPrice: 100 }));

    const quantities = Array.from({ length: 20 }, (_, index) => index + 10);
    const responses = await Promise.all(
      quantities.map((offerQuantity) => buyer.call('PUT', `stocklist/offer/${offerId}`, { itemNumberWarehouse: item.key, offerQuantity, offerPrice: 100 })),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(quantities.map(() => 200));

    const row = await kit.entryRow(offerId);
    // Each PUT bumped the version exactly once (a lost update would leave it lower).
    expect(row.version).toBe(1 + quantities.length);
    // The stored quantity is the one of the PUT that committed last, i.e. the answer with the highest version.
    expect(quantities).toContain(row.offerQuantity);
    expect(row).toMatchObject({ status: OfferStatus.BUY_AT_LIST, state: OfferState.READY_TO_CHECKOUT });
  });

  it('creates one entry when the same buyer POSTs the same item concurrently (one 201, the rest 200)', async () => {
    const buyer = await kit.newBuyer();
    const item = await kit.newItem({ quantityAvailable: 1000 });
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        buyer.call('POST', 'stocklist/offer', { itemNumberWarehouse: item.key, offerQuantity: index + 1, offerPrice: 100 }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 200)).toHaveLength(9);
    const rows = await kit.entriesOf(buyer.user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0].version).toBe(10);
  });

  it('serialises seller answers, a buyer edit and an expiry sweep on one offer: each write applied once', async () => {
    const buyer = await kit.newBuyer();
    const item = await kit.newItem({ listPrice: '100.00', quantityAvailable: 1000 });
    const { offerId } = offerOf(await buyer.call('POST', 'stocklist/offer', { itemNumberWarehouse: item.key, offerQuantity: 2, offerPrice: 60 }));
    const tenantId = await tenantIdOf(kit.db(), 'acme');

    const outcomes = await Promise.allSettled([
      answerOffer(kit.db(), tenantId, offerId, { kind: 'accept' }),
      answerOffer(kit.db(), tenantId, offerId, { kind: 'counter', counterPrice: '80.00' }),
      buyer.call('PUT', `stocklist/offer/${offerId}`, { itemNumberWarehouse: item.key, offerQuantity: 3, offerPrice: 55 }),
      expireDueOffers(kit.db(), { tenantId, asOf: new Date() }),
    ]);
    const [accept, counter, edit] = outcomes;
    // A seller answer either lands or finds the offer no longer pending (422), never half-applies.
    for (const answer of [accept, counter]) {
      if (answer.status === 'rejected') expect(answer.reason).toMatchObject({ statusCode: 422 });
    }
    expect(edit.status === 'fulfilled' && edit.value.statusCode).toBe(200);

    // Every successful write bumped the version exactly once: none was lost.
    const answered = [accept, counter].filter((outcome) => outcome.status === 'fulfilled').length;
    const row = await kit.entryRow(offerId);
    expect(row.version).toBe(1 + answered + 1);
  });
});
