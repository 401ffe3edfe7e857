import { eq } from 'drizzle-orm';
import {
  SALES_ORDER_SETTINGS_PATH,
  type StockGroup,
  type StocklistOffer,
  type CalculateChargesResponse,
  type CheckoutPayload,
  type OrderOptions,
  type SalesOrder,
  type SalesOrderSettings,
  type SavedSelection,
} from '@bp/api-contract';
import { aCheckoutConfig } from '@bp/api-contract/testing';
import { validCheckoutConfig } from '../../src/checkout/checkout-config';
import { buyerAddresses } from '../../src/db/schema';
import { buildTestApp, type TestApp } from '../support/build-test-app';
import { NORTHWIND_HOST } from '../support/identity';
import { OPS_KEY, partnerHeader, TEST_RATE_LIMIT } from '../offers/offer-test-kit';
import { checkoutKit } from './checkout-kit';

// Checkout beyond the tenant's own stock and the v1 submit: the partner (pxnr) variant with the
// partner's own configuration, v2 submit, the orderservices option calls, charges priced from
// offers, stale preferences, the order settings of each demo tenant, and the configuration check.

describe('checkout variants', () => {
  let testApp: TestApp;
  const kit = checkoutKit(() => testApp);

  beforeAll(async () => {
    testApp = await buildTestApp({ stock: { opsApiKey: OPS_KEY }, rateLimit: TEST_RATE_LIMIT });
  });
  afterAll(() => testApp?.close());

  it("checks out partner stock with the partner's configuration and marks the order as a network order; a non-reseller is refused", async () => {
    const fixture = await kit.newCheckoutBuyer({ reseller: true });
    const item = await kit.newPartnerItem({ listPrice: '200.00', quantityAvailable: 10 });
    const offerId = await kit.buyAtList(fixture.buyer, item, 2, partnerHeader);

    const payload = await fixture.buyer.call('POST', `pxnr/cart/${item.warehouseCode}`, [offerId], partnerHeader);
    expect(payload.statusCode).toBe(200);
    // GMT's own order flow (single button) overrides Acme's two buttons on its orders.
    expect(payload.json<CheckoutPayload>()).toMatchObject({ pxnsParticipantId: 'GMT-001', cartSubtotal: 400, singleButtonOrderFlow: true });
    expect(Object.keys(payload.json<CheckoutPayload>().otherShippingMethods)).toEqual(['GMT_EXPRESS_SHIPPING', 'REQUEST_A_QUOTE']);
    expect(payload.json<CheckoutPayload>().paymentMethods.map((method) => method.code)).toEqual(['WIRE_TRANSFER']);
    // Own-stock checkout does not reach a partner's warehouse.
    expect((await fixture.buyer.call('POST', `stocklist/cart/${item.warehouseCode}`, [offerId])).statusCode).toBe(404);

    const body = kit.submission(fixture, [offerId]);
    const submission = {
      ...body,
      shippingOption: {
        ...body.shippingOption,
        shippingOptionDetails: { ...body.shippingOption.shippingOptionDetails, shippingMethodCode: 'GMT_EXPRESS_SHIPPING', insured: false },
      },
      paymentOption: { ...body.paymentOption, paymentOptionDetails: { paymentMethodCode: 'WIRE_TRANSFER' } },
    };
    const submitted = await fixture.buyer.call('POST', `pxnr/cart/${item.warehouseCode}/submit`, submission, partnerHeader);
    expect(submitted.statusCode).toBe(201);
    const order = (await fixture.buyer.call('GET', `sales-order/${submitted.json<{ phonexOrderNumber: string }>().phonexOrderNumber}`)).json<{
      salesOrder: SalesOrder;
    }>().salesOrder;
    // 60 + 2 × 3 freight, 25 wire fee, no tax.
    expect(order).toMatchObject({ pxnrOrder: true, pxnsParticipantId: 'GMT-001', subtotal: 400, freight: 66, paymentFee: 25, tax: 0, total: 491 });

    const outsider = await kit.newCheckoutBuyer();
    expect((await outsider.buyer.call('POST', `pxnr/cart/${item.warehouseCode}`, [offerId], partnerHeader)).statusCode).toBe(403);
  });

  it('answers the created order from v2 submit, and charges priced from the offers equal the order total', async () => {
    const fixture = await kit.newCheckoutBuyer();
    const item = await kit.newItem({ listPrice: '19.99', quantityAvailable: 100 });
    const offerId = await kit.buyAtList(fixture.buyer, item, 7);

    const charges = await fixture.buyer.call('POST', 'orderservices/calculate-charges', {
      warehouseCode: item.warehouseCode,
      shippingAddress: { id: fixture.newYork.id, city: 'New York' },
      shippingMethodCode: 'ACME_EXPRESS_SHIPPING',
      billingAddress: fixture.billing.id,
      paymentMethodCode: 'COD',
      additionalServices: ['KITTING'],
      items: [],
      offerIds: [offerId],
    });
    expect(charges.statusCode).toBe(200);
    const expected = charges.json<CalculateChargesResponse>();
    // 7 × 19.99 = 139.93; kitting 1.5 % = 2.10 (2.09895); express 45 + 7 × 2.75 = 64.25; NY tax 8.875 % of 206.28 (freight taxed) = 18.31; COD 15.
    expect(expected).toMatchObject({
      cartSubtotal: 139.93,
      additionalServicesFee: 2.1,
      freight: 64.25,
      tax: 18.31,
      paymentFee: 15,
      totalPrice: 239.59,
      taxDescription: 'NY Sales Tax 8.875%',
    });

    const body = kit.submission(fixture, [offerId], { additionalServices: ['KITTING'], expectedTotal: expected.totalPrice });
    const submitted = await fixture.buyer.call('POST', `v2/stocklist/cart/${item.warehouseCode}/submit`, {
      ...body,
      shippingOption: {
        shippingAddressId: fixture.newYork.id,
        shippingOptionDetails: { ...body.shippingOption.shippingOptionDetails, shippingMethodCode: 'ACME_EXPRESS_SHIPPING' },
      },
      paymentOption: { ...body.paymentOption, paymentOptionDetails: { paymentMethodCode: 'COD' } },
    });
    expect(submitted.statusCode).toBe(201);
    expect(submitted.json<{ salesOrder: SalesOrder }>().salesOrder).toMatchObject({
      total: 239.59,
      additionalServices: ['KITTING'],
      additionalServicesFee: 2.1,
      rateSku: 'ACME_EXPRESS_SHIPPING',
    });
  });

  it('shows the sold quantity in the stock list right after the order', async () => {
    const fixture = await kit.newCheckoutBuyer();
    const stockOf = async () => (await fixture.buyer.call('GET', 'stocklist/stocks')).json<{ groups: StockGroup[] }>().groups.flatMap((group) => group.items);
    const item = (await stockOf()).find((candidate) => candidate.quantityAvailable >= 5);
    if (!item) throw new Error('the demo catalogue has no item with 5 units');
    const offer = await fixture.buyer.call('POST', 'stocklist/offer', {
      itemNumberWarehouse: item.itemNumberWarehouse,
      offerQuantity: 2,
      offerPrice: item.listPrice,
    });

    const submitted = await kit.submit(fixture.buyer, item.warehouse, kit.submission(fixture, [offer.json<StocklistOffer>().offerId]));

    expect(submitted.statusCode).toBe(201);
    // The offer's quantity is whole increments of the item (at least one).
    const sold = offer.json<StocklistOffer>().offerQuantity;
    expect((await stockOf()).find((candidate) => candidate.itemNumberWarehouse === item.itemNumberWarehouse)?.quantityAvailable).toBe(
      item.quantityAvailable - sold,
    );
  });

  it("counts a network order's units as pendingOrderItemCount of the partner's stock list, and lowers its quantity", async () => {
    const fixture = await kit.newCheckoutBuyer({ reseller: true });
    const partnerStock = async () =>
      (await fixture.buyer.call('GET', 'pxnr/stocklist/items', undefined, partnerHeader))
        .json<{ groups: StockGroup[] }>()
        .groups.flatMap((group) => group.items);
    const item = (await partnerStock()).find((candidate) => candidate.quantityAvailable >= 5 && candidate.warehouse === 'GMT-LON');
    if (!item) throw new Error('the demo partner has no item with 5 units in London');
    const offer = await fixture.buyer.call(
      'POST',
      'pxnr/offer',
      { itemNumberWarehouse: item.itemNumberWarehouse, offerQuantity: 1, offerPrice: item.listPrice },
      partnerHeader,
    );
    const sold = offer.json<StocklistOffer>().offerQuantity;
    const body = kit.submission(fixture, [offer.json<StocklistOffer>().offerId]);

    const submitted = await fixture.buyer.call(
      'POST',
      `pxnr/cart/${item.warehouse}/submit`,
      {
        ...body,
        shippingOption: {
          ...body.shippingOption,
          shippingOptionDetails: { ...body.shippingOption.shippingOptionDetails, shippingMethodCode: 'GMT_EXPRESS_SHIPPING' },
        },
        paymentOption: { ...body.paymentOption, paymentOptionDetails: { paymentMethodCode: 'WIRE_TRANSFER' } },
      },
      partnerHeader,
    );

    expect(submitted.statusCode).toBe(201);
    const after = (await partnerStock()).find((candidate) => candidate.itemNumberWarehouse === item.itemNumberWarehouse);
    expect(after).toMatchObject({ quantityAvailable: item.quantityAvailable - sold, pendingOrderItemCount: (item.pendingOrderItemCount ?? 0) + sold });
  });

  it('answers the orderservices option calls, limited to one address on request', async () => {
    const fixture = await kit.newCheckoutBuyer();
    const options = (await fixture.buyer.call('GET', 'orderservices/options')).json<OrderOptions>();
    expect(options.realTimeQuoteShippingMethodDefaultCarrierByAddress).toEqual({ [fixture.florida.id]: 'UPS', [fixture.newYork.id]: 'UPS' });
    expect(options.additionalServices).toEqual([
      expect.objectContaining({ id: 'DATA_WIPE_CERT', feeType: 'PER_UNIT', fee: 0.75 }),
      expect.objectContaining({ id: 'KITTING', feeType: 'PERC_OF_ORDER_SUBTOTAL', fee: 1.5 }),
    ]);

    const shipping = (await fixture.buyer.call('GET', `orderservices/options/shipping?shippingAddressId=${fixture.france.id}`)).json<OrderOptions>();
    expect(shipping.shippingAddresses.map((address) => address.id)).toEqual([fixture.france.id]);
    expect(shipping.shippingAddressIdShippingMethodCodeMapping).toEqual({ [fixture.france.id]: ['BILL_MY_ACCOUNT', 'REQUEST_A_QUOTE'] });
    expect((await fixture.buyer.call('GET', 'orderservices/options/payment')).json<OrderOptions>().billingAddresses).toHaveLength(1);
    expect((await fixture.buyer.call('GET', 'orderservices/options/services')).json<OrderOptions>().additionalServices).toHaveLength(2);
  });

  it('drops saved preferences that are no longer offered (an address that is gone)', async () => {
    const fixture = await kit.newCheckoutBuyer();
    const { shippingOption, paymentOption } = kit.submission(fixture, ['00000000-0000-4000-8000-000000000000']);
    expect((await fixture.buyer.call('POST', 'shipping-billing-preferences/submit', { shippingOption, paymentOption, services: [] })).statusCode).toBe(200);

    await kit.db().delete(buyerAddresses).where(eq(buyerAddresses.id, fixture.florida.id));

    const selected = (await fixture.buyer.call('GET', 'orderservices/selectedoptions')).json<SavedSelection>();
    expect(selected).toMatchObject({
      shippingAddressId: null,
      shippingMethodCode: null,
      billingAddressId: fixture.billing.id,
      paymentMethodCode: 'TERMS_NET_30',
    });
  });

  it('sends each demo tenant its order flow: Acme two buttons and a 48 h grace period (its partner GMT-001 one button, synced by hand), Northwind one button and none', async () => {
    const acme = await kit.newBuyer();
    const northwind = await kit.newBuyer({ slug: 'northwind', host: NORTHWIND_HOST });
    const settingsOf = async (buyer: typeof acme) =>
      (await buyer.call('GET', SALES_ORDER_SETTINGS_PATH.replace('/px-api-gateway/', ''))).json<SalesOrderSettings>();

    expect(await settingsOf(acme)).toMatchObject({
      fulfillmentSettings: { singleButtonOrderFlow: false, onReleaseFulfillmentStatusTo: 'AWAITING_FULFILLMENT' },
      paymentCollectionSettings: { gracePeriodEnabled: true, gracePeriodHours: 48 },
    });
    expect((await acme.call('GET', 'pxn/salesorder-settings')).json()).toEqual([
      { pxnsParticipantId: 'GMT-001', salesOrderUpdateMethod: 'MANUAL_SYNC', singleButtonOrderFlow: true },
    ]);
    expect(await settingsOf(northwind)).toMatchObject({
      fulfillmentSettings: { singleButtonOrderFlow: true },
      paymentCollectionSettings: { gracePeriodEnabled: false, gracePeriodHours: null },
    });
  });

  it('refuses a checkout configuration whose service charges a share of the total, or a fee without its figure', () => {
    expect(validCheckoutConfig(aCheckoutConfig())).toEqual(aCheckoutConfig());
    const circular = aCheckoutConfig({ additionalServices: [{ id: 'X', label: 'X', description: '', fee: { feeType: 'PERC_OF_ORDER_TOTAL', percent: '1' } }] });
    expect(() => validCheckoutConfig(circular)).toThrow(/PERC_OF_ORDER_TOTAL/);
    const unpriced = aCheckoutConfig({ additionalServices: [{ id: 'Y', label: 'Y', description: '', fee: { feeType: 'FIXED' } }] });
    expect(() => validCheckoutConfig(unpriced)).toThrow(/needs amount/);
    expect(() => validCheckoutConfig({ ...aCheckoutConfig(), shippingMethods: 'none' })).toThrow(/Invalid checkout configuration/);
  });
});
