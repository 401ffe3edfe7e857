import { eq } from 'drizzle-orm';
import { CheckoutMessage, CheckoutMessageCode, type CheckoutPayload, type SalesOrder } from '@bp/api-contract';
import { salesOrderUpdateKeys, stockItems } from '../../src/db/schema';
import { buildTestApp, type TestApp } from '../support/build-test-app';
import { OPS_KEY, partnerHeader, TEST_RATE_LIMIT } from '../offers/offer-test-kit';
import { checkoutKit } from './checkout-kit';

// Edge cases of the checkout API: the combined-order update honours an
// Idempotency-Key as submit does; REQUEST_A_QUOTE is hidden and refused for partner checkout of a
// manually synced system (demo partner GMT-001); routes that can answer 503 after exhausted
// deadlock retries say so in the OpenAPI document.

describe('checkout loose ends', () => {
  let testApp: TestApp;
  const kit = checkoutKit(() => testApp);

  beforeAll(async () => {
    testApp = await buildTestApp({ stock: { opsApiKey: OPS_KEY }, rateLimit: TEST_RATE_LIMIT });
  });
  afterAll(() => testApp?.close());

  const quantityOf = async (itemId: string) =>
    (await kit.db().select({ quantity: stockItems.quantityAvailable }).from(stockItems).where(eq(stockItems.id, itemId)))[0].quantity;

  it("compares a payment method's credit limit with the lines' extended price (spec 03 §5), not with the total after freight, fees and tax", async () => {
    const fixture = await kit.newCheckoutBuyer();
    const item = await kit.newItem({ listPrice: '2000.00', quantityAvailable: 20 });
    // Acme's Cash on Delivery: creditLimit 10000.00, a 15.00 fee.
    const onDelivery = (offerId: string) => {
      const body = kit.submission(fixture, [offerId]);
      return { ...body, paymentOption: { ...body.paymentOption, paymentOptionDetails: { paymentMethodCode: 'COD' } } };
    };

    const atLimit = await kit.submit(fixture.buyer, item.warehouseCode, onDelivery(await kit.buyAtList(fixture.buyer, item, 5)));
    expect(atLimit.statusCode).toBe(201);
    const placed = (await fixture.buyer.call('GET', `sales-order/${atLimit.json<{ phonexOrderNumber: string }>().phonexOrderNumber}`)).json<{
      salesOrder: SalesOrder;
    }>().salesOrder;
    expect(placed.subtotal).toBe(10000);
    expect(placed.total).toBeGreaterThan(10000);

    const over = await kit.submit(fixture.buyer, item.warehouseCode, onDelivery(await kit.buyAtList(fixture.buyer, item, 6)));
    expect(over.statusCode).toBe(422);
    expect(over.json()).toMatchObject({ messageCode: CheckoutMessageCode.OVER_CREDIT_LIMIT });
  });

  it('update of a combined order: the same Idempotency-Key and body answer the same order without adding the cart twice; another body with it is a 422', async () => {
    const fixture = await kit.newCheckoutBuyer();
    const item = await kit.newItem({ listPrice: '50.00', quantityAvailable: 30 });
    const held = (await kit.submit(fixture.buyer, item.warehouseCode, kit.submission(fixture, [await kit.buyAtList(fixture.buyer, item, 1)]))).json<{
      phonexOrderNumber: string;
    }>();
    const offerId = await kit.buyAtList(fixture.buyer, item, 4);
    const path = `stocklist/cart/${item.warehouseCode}/add-to-sales-order/${held.phonexOrderNumber}/submit`;
    const body = kit.submission(fixture, [offerId], { salesOrderVersion: 1 });
    const key = { 'idempotency-key': `update-${offerId}` };

    const first = await fixture.buyer.call('POST', path, body, key);
    const again = await fixture.buyer.call('POST', path, body, key);
    const other = await fixture.buyer.call('POST', path, { ...body, readyToRelease: true }, key);

    expect(first.statusCode).toBe(200);
    expect(first.json<{ salesOrder: SalesOrder }>().salesOrder).toMatchObject({ subtotal: 250, totalOrderedQuantity: 5, version: 2 });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect({ status: other.statusCode, body: other.json() }).toMatchObject({
      status: 422,
      body: { messageCode: CheckoutMessageCode.IDEMPOTENCY_KEY_REUSED, message: CheckoutMessage.IDEMPOTENCY_KEY_REUSED },
    });
    expect(await quantityOf(item.row.id)).toBe(25);
    expect(await kit.db().select().from(salesOrderUpdateKeys).where(eq(salesOrderUpdateKeys.idempotencyKey, key['idempotency-key']))).toHaveLength(1);

    // Without a key a repeat is refused as before (the offers were consumed): nothing is added twice.
    expect((await fixture.buyer.call('POST', path, { ...body, salesOrderVersion: 2 })).statusCode).toBe(409);
    expect(await quantityOf(item.row.id)).toBe(25);
  });

  it('two updates with one Idempotency-Key at once update the order once and answer alike', async () => {
    const fixture = await kit.newCheckoutBuyer();
    const item = await kit.newItem({ listPrice: '50.00', quantityAvailable: 30 });
    const held = (await kit.submit(fixture.buyer, item.warehouseCode, kit.submission(fixture, [await kit.buyAtList(fixture.buyer, item, 1)]))).json<{
      phonexOrderNumber: string;
    }>();
    const offerId = await kit.buyAtList(fixture.buyer, item, 2);
    const path = `stocklist/cart/${item.warehouseCode}/add-to-sales-order/${held.phonexOrderNumber}/submit`;
    const body = kit.submission(fixture, [offerId]);
    const key = { 'idempotency-key': `update-race-${offerId}` };

    const answers = await Promise.all([fixture.buyer.call('POST', path, body, key), fixture.buyer.call('POST', path, body, key)]);

    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(answers[1].json<{ salesOrder: SalesOrder }>().salesOrder).toMatchObject({ totalOrderedQuantity: 3, version: 2 });
    expect(answers[0].json<{ salesOrder: SalesOrder }>().salesOrder).toMatchObject({ totalOrderedQuantity: 3, version: 2 });
    expect(await quantityOf(item.row.id)).toBe(27);
  });

  it("hides REQUEST_A_QUOTE (showMethod false) in a manually synced partner's checkout and refuses it on submit with a clear message; own checkout keeps it", async () => {
    const fixture = await kit.newCheckoutBuyer({ reseller: true });
    const item = await kit.newPartnerItem({ listPrice: '200.00', quantityAvailable: 10 });
    const offerId = await kit.buyAtList(fixture.buyer, item, 1, partnerHeader);

    const payload = (await fixture.buyer.call('POST', `pxnr/cart/${item.warehouseCode}`, [offerId], partnerHeader)).json<CheckoutPayload>();
    expect(payload.otherShippingMethods['REQUEST_A_QUOTE']).toMatchObject({ showMethod: false });

    const body = kit.submission(fixture, [offerId]);
    const quote = {
      ...body,
      shippingOption: {
        ...body.shippingOption,
        shippingOptionDetails: {
          ...body.shippingOption.shippingOptionDetails,
          shippingMethodCode: 'REQUEST_A_QUOTE',
          insured: null,
          requestAQuoteInfo: { serviceLevel: 'Air freight', amount: '80' },
        },
      },
      paymentOption: { ...body.paymentOption, paymentOptionDetails: { paymentMethodCode: 'WIRE_TRANSFER' } },
    };
    const refused = await fixture.buyer.call('POST', `pxnr/cart/${item.warehouseCode}/submit`, quote, partnerHeader);
    expect({ status: refused.statusCode, body: refused.json() }).toMatchObject({
      status: 422,
      body: {
        messageCode: CheckoutMessageCode.QUOTE_NOT_OFFERED,
        message: CheckoutMessage.QUOTE_NOT_OFFERED,
        errors: [{ field: 'shippingMethodCode', messageCode: CheckoutMessageCode.QUOTE_NOT_OFFERED }],
      },
    });
    expect(await quantityOf(item.row.id)).toBe(10);

    // Acme's own stock is not synced by hand: its checkout still offers a quote.
    const own = await kit.newItem();
    const ownOffer = await kit.buyAtList(fixture.buyer, own, 1);
    expect(
      (await fixture.buyer.call('POST', `stocklist/cart/${own.warehouseCode}`, [ownOffer])).json<CheckoutPayload>().otherShippingMethods['REQUEST_A_QUOTE'],
    ).toMatchObject({ showMethod: true });
  });

  it('declares 503 (exhausted deadlock retries) on every route whose work runs in a retried transaction', async () => {
    const document = (await testApp.app.inject({ method: 'GET', url: '/docs/json' })).json<{
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    }>();
    const retried = [
      ['post', '/px-api-gateway/stocklist/cart/{warehouseCode}/submit'],
      ['post', '/px-api-gateway/pxnr/cart/{warehouseCode}/submit'],
      ['post', '/px-api-gateway/v2/stocklist/cart/{warehouseCode}/submit'],
      ['post', '/px-api-gateway/stocklist/cart/{warehouseCode}/add-to-sales-order/{salesOrder}/submit'],
      ['post', '/px-api-gateway/pxnr/cart/{warehouseCode}/add-to-sales-order/{salesOrder}/submit'],
      ['get', '/px-api-gateway/order/{phonexOrderNumber}/payment/capture'],
      ['post', '/px-api-gateway/stocklist/offer'],
      ['put', '/px-api-gateway/stocklist/offer/{offerId}'],
      ['delete', '/px-api-gateway/stocklist/offer/{offerId}'],
      ['delete', '/px-api-gateway/stocklist/offer'],
      ['put', '/px-api-gateway/inventory/item/update-quantity-channel'],
      ['post', '/ops/stock/updates'],
      ['put', '/px-api-gateway/stocklist/offer/movetocart'],
      ['post', '/px-api-gateway/stocklist/offer/bulk-offer-import/accept'],
      ['post', '/ops/offers/{offerId}/accept'],
    ] as const;
    const missing = retried.filter(([method, path]) => !document.paths[path]?.[method]?.responses['503']).map(([method, path]) => `${method} ${path}`);
    expect(missing).toEqual([]);
  });
});
