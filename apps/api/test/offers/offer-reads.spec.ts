import { OfferState, OfferStatus } from '@bp/api-contract';
import { buildTestApp, type TestApp } from '../support/build-test-app';
import { entriesOfResponse, offerKit, offerOf, OPS_KEY, TEST_RATE_LIMIT } from './offer-test-kit';

// GET stocklist/offers writes nothing. An answer past its expiry is shown EXPIRED (the
// expiry job stores that; every write re-checks it when the offer is used).

describe('GET stocklist/offers reads only', () => {
  let testApp: TestApp;
  const kit = offerKit(() => testApp);

  beforeAll(async () => {
    testApp = await buildTestApp({ stock: { opsApiKey: OPS_KEY }, rateLimit: TEST_RATE_LIMIT, userRateLimit: TEST_RATE_LIMIT });
  });
  afterAll(() => testApp?.close());

  it('shows an ACCEPTED answer that ran out as EXPIRED without changing the stored entry', async () => {
    const buyer = await kit.newBuyer();
    const item = await kit.newItem({ listPrice: '100.00' });
    const { offerId } = offerOf(await buyer.call('POST', 'stocklist/offer', { itemNumberWarehouse: item.key, offerQuantity: 5, offerPrice: 50 }));
    await kit.setEntry(offerId, {
      status: OfferStatus.ACCEPTED,
      state: OfferState.READY_TO_CHECKOUT,
      offerPrice: '50.00',
      expiresAt: new Date(Date.now() - 1000),
    });
    const stored = await kit.entryRow(offerId);

    const [entry] = entriesOfResponse(await buyer.call('GET', 'stocklist/offers'));

    expect(entry.stocklistOffer).toMatchObject({
      offerId,
      offerStatus: OfferStatus.EXPIRED,
      offerState: OfferState.AWAITING_BUYER_REVIEW,
      acceptedOrCounteredExpirationDate: null,
      checkOutPrice: 100,
    });
    expect(await kit.entryRow(offerId)).toEqual(stored);
  });

  it('shows an answer still valid as it is', async () => {
    const buyer = await kit.newBuyer();
    const item = await kit.newItem({ listPrice: '100.00' });
    const { offerId } = offerOf(await buyer.call('POST', 'stocklist/offer', { itemNumberWarehouse: item.key, offerQuantity: 5, offerPrice: 50 }));
    const expiresAt = new Date(Date.now() + 3_600_000);
    await kit.setEntry(offerId, { status: OfferStatus.ACCEPTED, state: OfferState.READY_TO_CHECKOUT, offerPrice: '50.00', expiresAt });

    const [entry] = entriesOfResponse(await buyer.call('GET', 'stocklist/offers'));

    expect(entry.stocklistOffer).toMatchObject({
      offerStatus: OfferStatus.ACCEPTED,
      acceptedOrCounteredExpirationDate: expiresAt.toISOString(),
      checkOutPrice: 50,
    });
  });
});
