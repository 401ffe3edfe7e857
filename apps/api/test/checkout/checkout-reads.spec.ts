import { and, eq, gt } from 'drizzle-orm';
import type { CalculateChargesResponse, OrderDetail, SalesOrder } from '@bp/api-contract';
import { checkoutConfigOf, saveCheckoutConfig } from '../../src/checkout/checkout-config';
import { catalogueChanges, catalogueVersions } from '../../src/db/schema';
import { tenantIdOf } from '../builders';
import { buildTestApp, type TestApp } from '../support/build-test-app';
import { OPS_KEY, TEST_RATE_LIMIT } from '../offers/offer-test-kit';
import { checkoutKit, type CheckoutBuyerFixture } from './checkout-kit';

// Under checkout's reads and writes: the checkout configuration comes
// through a cache that a save empties at once, and the catalogue version is bumped by the commit
// of each order (a deferred trigger), not under a row lock held through the transaction.

describe('checkout reads and the catalogue version', () => {
  let testApp: TestApp;
  const kit = checkoutKit(() => testApp);

  beforeAll(async () => {
    testApp = await buildTestApp({ stock: { opsApiKey: OPS_KEY }, rateLimit: TEST_RATE_LIMIT });
  });
  afterAll(() => testApp?.close());

  const charges = (fixture: CheckoutBuyerFixture, warehouseCode: string) =>
    fixture.buyer.call('POST', 'orderservices/calculate-charges', {
      warehouseCode,
      shippingAddress: fixture.florida.id,
      shippingMethodCode: 'ACME_STANDARD_SHIPPING',
      insured: false,
      billingAddress: fixture.billing.id,
      paymentMethodCode: 'TERMS_NET_30',
      additionalServices: [],
      items: [{ orderedQuantity: 3, unitPrice: 100 }],
    });

  it('prices the next calculate-charges with a checkout configuration saved a moment before (the cached one is not used)', async () => {
    const fixture = await kit.newCheckoutBuyer();
    const item = await kit.newItem({ listPrice: '100.00', quantityAvailable: 5 });
    const tenantId = await tenantIdOf(kit.db(), 'acme');
    const original = await checkoutConfigOf(kit.db(), tenantId, null);

    const before = await charges(fixture, item.warehouseCode);
    expect(before.statusCode).toBe(200);
    expect(before.json<CalculateChargesResponse>().tax).toBeGreaterThan(0);

    try {
      await saveCheckoutConfig(kit.db(), tenantId, null, { ...original, taxRules: [] });
      const after = await charges(fixture, item.warehouseCode);
      expect(after.json<CalculateChargesResponse>()).toMatchObject({ tax: 0, taxDescription: null });
    } finally {
      await saveCheckoutConfig(kit.db(), tenantId, null, original);
    }
    expect((await charges(fixture, item.warehouseCode)).json<CalculateChargesResponse>().tax).toBe(before.json<CalculateChargesResponse>().tax);
  });

  it('answers a v2 submit with the order exactly as it reads back afterwards (built from the rows written, not read again)', async () => {
    const fixture = await kit.newCheckoutBuyer();
    const first = await kit.newItem({ listPrice: '12.50', quantityAvailable: 9 });
    const second = await kit.newItem({ listPrice: '100.00', quantityAvailable: 4, warehouseId: first.row.warehouseId, warehouseCode: first.warehouseCode });
    const offerIds = [await kit.buyAtList(fixture.buyer, second, 2), await kit.buyAtList(fixture.buyer, first, 3)];

    const submitted = await fixture.buyer.call(
      'POST',
      `v2/stocklist/cart/${encodeURIComponent(first.warehouseCode)}/submit`,
      kit.submission(fixture, offerIds),
    );

    expect(submitted.statusCode).toBe(201);
    const answered = submitted.json<{ salesOrder: SalesOrder }>().salesOrder;
    const detail = await fixture.buyer.call('GET', `sales-order/${answered.phonexOrderNumber}`);
    expect(answered).toEqual(detail.json<OrderDetail>().salesOrder);
    expect(answered.items.map((item) => [item.orderedQuantity, item.availableQuantity])).toEqual(
      expect.arrayContaining([
        [3, 6],
        [2, 2],
      ]),
    );
  });

  it('bumps the catalogue version once per order as it commits, and logs the items each order changed', async () => {
    const fixture = await kit.newCheckoutBuyer();
    const item = await kit.newItem({ listPrice: '10.00', quantityAvailable: 20 });
    const tenantId = await tenantIdOf(kit.db(), 'acme');
    const versionNow = async () => (await kit.db().select().from(catalogueVersions).where(eq(catalogueVersions.tenantId, tenantId)))[0]?.version ?? 0;
    const before = await versionNow();

    for (const quantity of [1, 2]) {
      const offerId = await kit.buyAtList(fixture.buyer, item, quantity);
      expect((await kit.submit(fixture.buyer, item.warehouseCode, kit.submission(fixture, [offerId]))).statusCode).toBe(201);
    }
    // A refused submit (the offer is gone) rolls its mark back: no bump.
    const refused = await kit.submit(fixture.buyer, item.warehouseCode, kit.submission(fixture, ['00000000-0000-4000-8000-000000000000']));
    expect(refused.statusCode).toBe(404);

    expect(await versionNow()).toBe(before + 2);
    const logged = await kit
      .db()
      .select({ version: catalogueChanges.version, itemIds: catalogueChanges.itemIds })
      .from(catalogueChanges)
      .where(and(eq(catalogueChanges.tenantId, tenantId), gt(catalogueChanges.version, before)))
      .orderBy(catalogueChanges.version);
    expect(logged).toEqual([
      { version: before + 1, itemIds: [item.row.id] },
      { version: before + 2, itemIds: [item.row.id] },
    ]);
  });
});
