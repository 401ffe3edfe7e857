import { FulfillmentStatus, OrderMessageCode, type ManifestSummary, type OrderUpsertResponse, type SellerOrder } from '@bp/api-contract';
import { buildTestApp, type TestApp } from '../support/build-test-app';
import { OPS_KEY, TEST_RATE_LIMIT } from '../offers/offer-test-kit';
import { orderKit } from './order-kit';

// The seller's side of orders (/ops/orders) and what the buyer downloads
// afterwards (manifest summary, manifest, order and invoice exports; spec 03 §7).

describe('order fulfillment (ops) and documents', () => {
  let testApp: TestApp;
  const kit = orderKit(() => testApp);

  beforeAll(async () => {
    testApp = await buildTestApp({ stock: { opsApiKey: OPS_KEY }, rateLimit: TEST_RATE_LIMIT });
  });
  afterAll(() => testApp?.close());

  const readSheet = async (payload: Buffer, name: string) => {
    const XLSX = await import('xlsx');
    const book = XLSX.read(payload, { type: 'buffer' });
    return XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[name], { header: 1 });
  };

  it('releases a held order, ships it with tracking numbers and IMEIs, invoices it; the buyer downloads manifest, order and invoice PDF', async () => {
    const fixture = await kit.newCheckoutBuyer();
    const phone = await kit.newItem({ listPrice: '100.00', quantityAvailable: 20 });
    const tablet = await kit.newItem({ listPrice: '50.00', quantityAvailable: 10, warehouseId: phone.row.warehouseId, warehouseCode: phone.warehouseCode });
    const order = await kit.placeOrder(fixture, [
      { item: phone, quantity: 2 },
      { item: tablet, quantity: 1 },
    ]);
    const number = order.phonexOrderNumber;

    // Not released yet: shipping is refused.
    const early = await kit.ops('POST', `orders/${number}/ship`, { trackingNumbers: ['1Z999'] });
    expect({ status: early.statusCode, code: early.json<{ messageCode: string }>().messageCode }).toEqual({ status: 422, code: OrderMessageCode.WRONG_STATUS });

    const released = await kit.ops('POST', `orders/${number}/release`);
    expect(released.statusCode).toBe(200);
    expect(released.json<SellerOrder>()).toMatchObject({
      buyerEmail: fixture.buyer.user.email,
      salesOrder: { fulfillmentStatus: FulfillmentStatus.AWAITING_FULFILLMENT, version: 2 },
    });

    // A buyer tab still on version 1 loses nothing and learns the order moved on.
    expect((await kit.upsert(fixture.buyer, kit.withQuantity(order, phone.key, 1))).statusCode).toBe(409);

    const tooMany = await kit.ops('POST', `orders/${number}/ship`, {
      trackingNumbers: ['1Z999'],
      lines: [{ itemNumberWarehouse: tablet.key, imeis: ['356938035643809', '356938035643810'] }],
    });
    expect(tooMany.statusCode).toBe(422);
    const shipped = await kit.ops('POST', `orders/${number}/ship`, {
      trackingNumbers: ['1Z999AA10123456784', '1Z999AA10123456785'],
      lines: [
        { itemNumberWarehouse: phone.key, imeis: ['356938035643801', '356938035643802'] },
        { itemNumberWarehouse: tablet.key, imeis: ['356938035643803'] },
      ],
    });
    expect(shipped.statusCode).toBe(200);
    expect(shipped.json<SellerOrder>()).toMatchObject({
      trackingNumbers: ['1Z999AA10123456784', '1Z999AA10123456785'],
      salesOrder: { fulfillmentStatus: FulfillmentStatus.SHIPPED },
    });
    expect(Object.fromEntries(shipped.json<SellerOrder>().salesOrder.items.map((item) => [item.itemNumberWarehouse, item.shippedQuantity]))).toEqual({
      [phone.key]: 2,
      [tablet.key]: 1,
    });

    const invoiced = await kit.ops('POST', `orders/${number}/invoice`);
    expect(invoiced.json()).toMatchObject({
      invoiceNumber: `INV-${number}-1`,
      invoiceNumbers: [`INV-${number}-1`],
      salesOrder: { fulfillmentStatus: FulfillmentStatus.INVOICED },
    });

    const summary = await fixture.buyer.call('GET', `sales-order/${number}/manifest-summary`);
    expect(summary.json<ManifestSummary>()).toEqual({
      imeiAvailable: true,
      invoiceNumbers: [`INV-${number}-1`],
      trackingNumbers: ['1Z999AA10123456784', '1Z999AA10123456785'],
      // Shipped without a carrier: UPS is told from the numbers' 1Z format.
      trackingLinks: ['1Z999AA10123456784', '1Z999AA10123456785'].map((tracking) => ({
        number: tracking,
        carrier: 'UPS',
        url: `https://www.ups.com/track?tracknum=${tracking}`,
      })),
    });

    const manifest = await fixture.buyer.call('GET', `sales-order/${number}/manifest/export`);
    expect(manifest.headers['content-disposition']).toBe(`attachment; filename="manifest-${number}.xlsx"`);
    const manifestRows = await readSheet(manifest.rawPayload, 'Manifest');
    expect(
      manifestRows
        .slice(1)
        .map((row) => [row[2], row[4]])
        .sort((a, b) => String(a[1]).localeCompare(String(b[1]))),
    ).toEqual([
      [phone.row.itemNumber, '356938035643801'],
      [phone.row.itemNumber, '356938035643802'],
      [tablet.row.itemNumber, '356938035643803'],
    ]);

    const orderFile = await fixture.buyer.call('GET', `sales-order/${number}/export`);
    expect((await readSheet(orderFile.rawPayload, 'Items')).slice(1).sort((a, b) => Number(b[5]) - Number(a[5]))).toEqual([
      [phone.row.itemNumber, phone.row.description, 2, 0, 2, 100, 200],
      [tablet.row.itemNumber, tablet.row.description, 1, 0, 1, 50, 50],
    ]);
    expect((await readSheet(orderFile.rawPayload, 'Summary')).find((row) => row[0] === 'Total')).toEqual(['Total', order.total]);

    const invoice = await fixture.buyer.call('GET', `sales-order/${number}/invoice/INV-${number}-1/export`);
    expect(invoice.statusCode).toBe(200);
    expect(invoice.headers['content-type']).toBe('application/pdf');
    const pdf = invoice.rawPayload.toString('latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(pdf).toContain(`(Invoice INV-${number}-1)`);
    const missing = await fixture.buyer.call('GET', `sales-order/${number}/invoice/INV-OTHER/export`);
    expect({ status: missing.statusCode, code: missing.json<{ messageCode: string }>().messageCode }).toEqual({
      status: 404,
      code: OrderMessageCode.INVOICE_NOT_FOUND,
    });
  });

  it('answers a shipping quote: the order is priced with the freight and leaves AWAITING_SHIPPING_QUOTE; then the buyer releases it', async () => {
    const fixture = await kit.newCheckoutBuyer();
    const item = await kit.newItem({ listPrice: '100.00', quantityAvailable: 20 });
    const body = kit.submission(fixture, [await kit.buyAtList(fixture.buyer, item, 3)]);
    const quote = {
      ...body,
      shippingOption: {
        ...body.shippingOption,
        shippingOptionDetails: {
          ...body.shippingOption.shippingOptionDetails,
          shippingMethodCode: 'REQUEST_A_QUOTE',
          requestAQuoteInfo: { serviceLevel: 'Ground', amount: '80' },
        },
      },
    };
    const number = (await kit.submit(fixture.buyer, item.warehouseCode, quote)).json<{ phonexOrderNumber: string }>().phonexOrderNumber;

    expect((await kit.ops('POST', `orders/${number}/release`)).statusCode).toBe(422);
    const answered = await kit.ops('POST', `orders/${number}/shipping-quote`, { freight: '45.50' });

    expect(answered.statusCode).toBe(200);
    // 300 + freight 45.50 + Florida tax 7 % of 300 (not on freight) = 366.50.
    expect(answered.json<SellerOrder>().salesOrder).toMatchObject({ fulfillmentStatus: FulfillmentStatus.ON_HOLD, freight: 45.5, tax: 21, total: 366.5 });
    expect((await kit.ops('POST', `orders/${number}/shipping-quote`, { freight: 10 })).statusCode).toBe(422);

    const order = (await kit.detail(fixture.buyer, number)).salesOrder;
    // A smaller quantity keeps the quoted freight.
    const smaller = await kit.upsert(fixture.buyer, { ...kit.withQuantity(order, item.key, 2), fulfillmentStatus: FulfillmentStatus.AWAITING_FULFILLMENT });
    expect(smaller.json<OrderUpsertResponse>().salesOrder).toMatchObject({
      fulfillmentStatus: FulfillmentStatus.AWAITING_FULFILLMENT,
      freight: 45.5,
      subtotal: 200,
    });
  });

  it('cancels an order not shipped (stock back, no fee); refuses shipped ones; lists orders by status; needs the ops key', async () => {
    const fixture = await kit.newCheckoutBuyer();
    const item = await kit.newItem({ quantityAvailable: 20 });
    const order = await kit.placeOrder(fixture, [{ item, quantity: 4 }], { readyToRelease: true });
    expect(await kit.quantityOf(item.row.id)).toBe(16);

    const listed = await kit.ops('GET', `orders?status=${FulfillmentStatus.AWAITING_FULFILLMENT}&limit=500`);
    expect(listed.json<SellerOrder[]>().map((entry) => entry.salesOrder.phonexOrderNumber)).toContain(order.phonexOrderNumber);

    const canceled = await kit.ops('POST', `orders/${order.phonexOrderNumber}/cancel`);
    expect(canceled.json<SellerOrder>().salesOrder).toMatchObject({ fulfillmentStatus: FulfillmentStatus.CANCELED, total: 0 });
    expect(await kit.quantityOf(item.row.id)).toBe(20);
    expect((await kit.ops('POST', `orders/${order.phonexOrderNumber}/cancel`)).statusCode).toBe(422);
    expect((await kit.ops('POST', 'orders/999999999/release')).statusCode).toBe(404);

    const noKey = await testApp.app.inject({ method: 'POST', url: `/ops/orders/${order.phonexOrderNumber}/release`, headers: { host: 'localhost' } });
    expect(noKey.statusCode).toBe(401);
  });
});
