import { eq } from 'drizzle-orm';
import {
  CheckoutMessage,
  CheckoutMessageCode,
  FulfillmentStatus,
  OrderMessage,
  OrderMessageCode,
  PaymentStatus,
  type OrderListRow,
  type OrderUpsertResponse,
  type SalesOrder,
} from '@bp/api-contract';
import { salesOrderLines, salesOrders } from '../../src/db/schema';
import { buildTestApp, type TestApp } from '../support/build-test-app';
import { NORTHWIND_HOST } from '../support/identity';
import { OPS_KEY, partnerHeader, TEST_RATE_LIMIT } from '../offers/offer-test-kit';
import { orderKit } from './order-kit';

// The buyer's order management API (spec 03 §7 Orders) on the demo tenant
// Acme: list, upsert (version, permission set, stock, charges, release, cancel), Idempotency-Key
// and isolation between buyers and tenants. Runs on PGlite, and on PostgreSQL with DATABASE_URL.

describe('order routes', () => {
  let testApp: TestApp;
  const kit = orderKit(() => testApp);

  beforeAll(async () => {
    testApp = await buildTestApp({ stock: { opsApiKey: OPS_KEY }, rateLimit: TEST_RATE_LIMIT });
  });
  afterAll(() => testApp?.close());

  const expectRefusal = (response: { statusCode: number; json: () => unknown }, status: number, messageCode: string, message: string) => {
    expect({ status: response.statusCode, body: response.json() }).toMatchObject({
      status,
      body: { status, messageCode, message, errors: [expect.objectContaining({ messageCode, messageDescription: message })] },
    });
  };
  const saved = (response: { statusCode: number; body: string; json: <T>() => T }) => {
    if (response.statusCode !== 200) throw new Error(`save failed: ${response.statusCode} ${response.body}`);
    return response.json<OrderUpsertResponse>().salesOrder;
  };

  describe('orders list', () => {
    it("answers only the buyer's own orders, newest change first, with the configured columns; search and paging; an empty array when none", async () => {
      const fixture = await kit.newCheckoutBuyer();
      const item = await kit.newItem();
      const first = await kit.placeOrder(fixture, [{ item, quantity: 1 }]);
      const second = await kit.placeOrder(fixture, [{ item, quantity: 2 }]);
      await kit.setOrder(first.phonexOrderNumber, { updatedAt: new Date(Date.now() + 60_000) });

      const response = await fixture.buyer.call('GET', 'sales-orders');

      expect(response.statusCode).toBe(200);
      const rows = response.json<OrderListRow[]>();
      expect(rows.map((row) => row.phonexOrderNumber)).toEqual([first.phonexOrderNumber, second.phonexOrderNumber]);
      expect(rows[1]).toEqual({
        phonexOrderNumber: second.phonexOrderNumber,
        refOrderNumberOrPhonexOrderNumber: second.phonexOrderNumber,
        updateDate: second.updateDate,
        warehouseCode: item.warehouseCode,
        warehouse: second.warehouse,
        paymentStatus: PaymentStatus.AWAITING_PAYMENT,
        fulfillmentStatus: FulfillmentStatus.ON_HOLD,
        pxnsOrder: false,
        total: second.total,
        // Not shipped yet: no tracking numbers.
        trackingNumbers: [],
      });

      const searched = await fixture.buyer.call('GET', `sales-orders?search=${second.phonexOrderNumber}`);
      expect(searched.json<OrderListRow[]>().map((row) => row.phonexOrderNumber)).toEqual([second.phonexOrderNumber]);
      const paged = await fixture.buyer.call('GET', 'sales-orders?offset=1&limit=1');
      expect(paged.json<OrderListRow[]>().map((row) => row.phonexOrderNumber)).toEqual([second.phonexOrderNumber]);
      expect((await fixture.buyer.call('GET', 'sales-orders?search=%25_no-such')).json()).toEqual([]);

      const stranger = await kit.newCheckoutBuyer();
      expect((await stranger.buyer.call('GET', 'sales-orders')).json()).toEqual([]);
      expect((await fixture.buyer.call('GET', 'sales-orders?limit=0')).statusCode).toBe(400);
    });

    it('exports the list as .xlsx', async () => {
      const fixture = await kit.newCheckoutBuyer();
      const order = await kit.placeOrder(fixture, [{ item: await kit.newItem(), quantity: 1 }]);
      const response = await fixture.buyer.call('GET', 'sales-orders/export');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-disposition']).toBe('attachment; filename="acme-orders.xlsx"');
      const XLSX = await import('xlsx');
      const sheet = XLSX.read(response.rawPayload, { type: 'buffer' });
      const rows = XLSX.utils.sheet_to_json<string[]>(sheet.Sheets['Orders'], { header: 1 });
      expect(rows[0]).toEqual(['Order Number', 'Updated', 'Warehouse', 'Fulfillment Status', 'Payment Status', 'Total', 'Tracking Numbers']);
      expect(rows[1]).toEqual([order.phonexOrderNumber, order.updateDate, order.warehouse, 'ON_HOLD', 'AWAITING_PAYMENT', order.total, '']);
    });
  });

  describe('upsert', () => {
    it('changes quantities: an increase takes stock, a decrease returns it, the charges are computed again, the version goes up', async () => {
      const fixture = await kit.newCheckoutBuyer();
      const phone = await kit.newItem({ listPrice: '100.00', quantityAvailable: 20 });
      const tablet = await kit.newItem({ listPrice: '50.00', quantityAvailable: 10, warehouseId: phone.row.warehouseId, warehouseCode: phone.warehouseCode });
      const order = await kit.placeOrder(fixture, [
        { item: phone, quantity: 3 },
        { item: tablet, quantity: 4 },
      ]);
      expect(await kit.quantityOf(phone.row.id)).toBe(17);

      const edited = kit.withQuantity(kit.withQuantity(order, phone.key, 5), tablet.key, 1);
      const result = saved(await kit.upsert(fixture.buyer, edited));

      expect(await kit.quantityOf(phone.row.id)).toBe(15);
      expect(await kit.quantityOf(tablet.row.id)).toBe(9);
      // 5 × 100 + 1 × 50 = 550; freight 25 + 6 × 1.50 = 34; tax 7 % of 550 = 38.50.
      expect(result).toMatchObject({
        subtotal: 550,
        freight: 34,
        tax: 38.5,
        total: 622.5,
        totalOrderedQuantity: 6,
        version: 2,
        fulfillmentStatus: FulfillmentStatus.ON_HOLD,
      });
      // Lines keep the order checkout gave them (by item number): compare per item.
      expect(Object.fromEntries(result.items.map((item) => [item.itemNumberWarehouse, [item.orderedQuantity, item.extendedPrice]]))).toEqual({
        [phone.key]: [5, 500],
        [tablet.key]: [1, 50],
      });
      expect((await kit.detail(fixture.buyer, order.phonexOrderNumber)).salesOrder).toEqual(result);
    });

    it('refuses a stale version with outdatedSalesOrder and changes nothing', async () => {
      const fixture = await kit.newCheckoutBuyer();
      const item = await kit.newItem({ quantityAvailable: 20 });
      const order = await kit.placeOrder(fixture, [{ item, quantity: 3 }]);
      saved(await kit.upsert(fixture.buyer, kit.withQuantity(order, item.key, 4)));

      const stale = await kit.upsert(fixture.buyer, kit.withQuantity(order, item.key, 6));

      expectRefusal(stale, 409, CheckoutMessageCode.OUTDATED_SALES_ORDER, CheckoutMessage.OUTDATED_SALES_ORDER);
      expect(await kit.quantityOf(item.row.id)).toBe(16);
      expect((await kit.detail(fixture.buyer, order.phonexOrderNumber)).salesOrder).toMatchObject({ version: 2, totalOrderedQuantity: 4 });
    });

    it('checks each quantity with the messages of spec 03 §5, and refuses items the order does not hold', async () => {
      const fixture = await kit.newCheckoutBuyer();
      const item = await kit.newItem({ quantityAvailable: 12, incrementSize: 5 });
      const order = await kit.placeOrder(fixture, [{ item, quantity: 5 }]);
      expect(await kit.quantityOf(item.row.id)).toBe(7);

      expectRefusal(
        await kit.upsert(fixture.buyer, kit.withQuantity(order, item.key, 7)),
        422,
        OrderMessageCode.INVALID_INCREMENT,
        OrderMessage.INVALID_INCREMENT,
      );
      expectRefusal(
        await kit.upsert(fixture.buyer, kit.withQuantity(order, item.key, 15)),
        422,
        OrderMessageCode.NOT_ENOUGH_QUANTITY,
        OrderMessage.NOT_ENOUGH_QUANTITY,
      );
      const zero = { ...order, items: order.items.map((line) => ({ ...line, orderedQuantity: 0 })) };
      expectRefusal(await kit.upsert(fixture.buyer, zero), 422, OrderMessageCode.INVALID_QUANTITY, OrderMessage.INVALID_QUANTITY);
      const stranger = { ...order, items: [...order.items, { ...order.items[0], itemNumberWarehouse: 'NOPE~MIA' }] };
      expectRefusal(await kit.upsert(fixture.buyer, stranger), 422, OrderMessageCode.ITEM_NOT_IN_ORDER, 'Item NOPE~MIA is not part of this order');
      expect((await kit.upsert(fixture.buyer, { ...order, items: [{ ...order.items[0], orderedQuantity: 2.5 }] })).statusCode).toBe(400);

      // Exactly what is available (7 more) is fine.
      expect(saved(await kit.upsert(fixture.buyer, kit.withQuantity(order, item.key, 10)))).toMatchObject({ totalOrderedQuantity: 10 });
      expect(await kit.quantityOf(item.row.id)).toBe(2);
    });

    it('removes a line (its stock goes back); removing the last line cancels the order and returns its stock', async () => {
      const fixture = await kit.newCheckoutBuyer();
      const phone = await kit.newItem({ listPrice: '100.00', quantityAvailable: 20 });
      const tablet = await kit.newItem({ listPrice: '50.00', quantityAvailable: 10, warehouseId: phone.row.warehouseId, warehouseCode: phone.warehouseCode });
      const order = await kit.placeOrder(fixture, [
        { item: phone, quantity: 3 },
        { item: tablet, quantity: 4 },
      ]);

      const withoutTablet = saved(await kit.upsert(fixture.buyer, kit.withQuantity(order, tablet.key, 0)));
      expect(await kit.quantityOf(tablet.row.id)).toBe(10);
      expect(withoutTablet).toMatchObject({ subtotal: 300, totalOrderedQuantity: 3, fulfillmentStatus: FulfillmentStatus.ON_HOLD });
      expect(withoutTablet.items.map((item) => item.itemNumberWarehouse)).toEqual([phone.key]);
      // The answer is built from what the save wrote: the same as reading the order again.
      expect((await kit.detail(fixture.buyer, order.phonexOrderNumber)).salesOrder).toEqual(withoutTablet);

      const canceled = saved(await kit.upsert(fixture.buyer, { ...withoutTablet, items: [] }));
      expect(await kit.quantityOf(phone.row.id)).toBe(20);
      // Inside the grace period no cancellation fee is due: nothing is owed.
      expect(canceled).toMatchObject({ fulfillmentStatus: FulfillmentStatus.CANCELED, total: 0, cancellationFee: 0, totalOrderedQuantity: 0 });
      expect(canceled.items).toEqual([expect.objectContaining({ orderedQuantity: 3, canceledQuantity: 3 })]);
    });

    it('changes shipping, payment and services, priced by the charge function; PayPal saves stay ON_HOLD', async () => {
      const fixture = await kit.newCheckoutBuyer();
      const item = await kit.newItem({ listPrice: '100.00' });
      const order = await kit.placeOrder(fixture, [{ item, quantity: 3 }]);
      const paypal: SalesOrder = {
        ...order,
        paymentOptionDetails: { ...order.paymentOptionDetails, paymentOptionDetails: { paymentMethodCode: 'INTEGRATED_PAYPAL', paymentMethodLabel: 'PayPal' } },
      };

      const result = saved(await kit.upsert(fixture.buyer, paypal));

      // The checkout's own figures for the same selection (checkout routes spec): PayPal 2.9 % of the total.
      expect(result).toMatchObject({ paymentFee: 10.16, total: 360.66, fulfillmentStatus: FulfillmentStatus.ON_HOLD });
      const released = saved(await kit.upsert(fixture.buyer, { ...result, fulfillmentStatus: FulfillmentStatus.AWAITING_FULFILLMENT }));
      expect(released.fulfillmentStatus).toBe(FulfillmentStatus.ON_HOLD);

      const badMethod = {
        ...released,
        shippingOptionDetails: {
          ...released.shippingOptionDetails,
          shippingOption: { ...released.shippingOptionDetails.shippingOption, shippingMethodCode: 'NO_SUCH' },
        },
      };
      expect((await kit.upsert(fixture.buyer, badMethod)).statusCode).toBe(422);
    });

    it('releases with the configured release status; a released order can no longer be edited or canceled', async () => {
      const fixture = await kit.newCheckoutBuyer();
      const item = await kit.newItem({ quantityAvailable: 20 });
      const order = await kit.placeOrder(fixture, [{ item, quantity: 3 }]);

      const released = saved(await kit.upsert(fixture.buyer, { ...order, fulfillmentStatus: FulfillmentStatus.AWAITING_FULFILLMENT }));
      expect(released.fulfillmentStatus).toBe(FulfillmentStatus.AWAITING_FULFILLMENT);
      const { permission } = await kit.detail(fixture.buyer, order.phonexOrderNumber);
      expect(Object.values(permission).every((flag) => flag === false)).toBe(true);

      expectRefusal(await kit.upsert(fixture.buyer, kit.withQuantity(released, item.key, 2)), 422, OrderMessageCode.NOT_EDITABLE, OrderMessage.NOT_EDITABLE);
      expectRefusal(
        await kit.upsert(fixture.buyer, { ...released, fulfillmentStatus: FulfillmentStatus.CANCELED }),
        422,
        OrderMessageCode.NOT_EDITABLE,
        OrderMessage.NOT_EDITABLE,
      );
      expectRefusal(
        await fixture.buyer.call('POST', `sales-order/${order.phonexOrderNumber}/cancel`, { version: released.version }),
        422,
        OrderMessageCode.NOT_EDITABLE,
        OrderMessage.NOT_EDITABLE,
      );
      expect(await kit.quantityOf(item.row.id)).toBe(17);
      // Saving it unchanged is not an edit.
      expect(saved(await kit.upsert(fixture.buyer, released)).version).toBe(released.version);
    });

    it('enforces the permission set of a paid order on the server: no quantity, shipping, payment, service change and no cancel', async () => {
      const fixture = await kit.newCheckoutBuyer();
      const item = await kit.newItem({ quantityAvailable: 20 });
      const order = await kit.placeOrder(fixture, [{ item, quantity: 3 }]);
      await kit.setOrder(order.phonexOrderNumber, { paymentStatus: PaymentStatus.PAID });
      const paid = (await kit.detail(fixture.buyer, order.phonexOrderNumber)).salesOrder;
      const { permission } = await kit.detail(fixture.buyer, order.phonexOrderNumber);
      expect(permission).toMatchObject({
        canPayAndShipNow: true,
        canCancelOrder: false,
        canUpdateShipping: false,
        canUpdateOrderedQuantity: false,
        canRemoveItem: false,
      });

      const refusedField = async (body: SalesOrder) => {
        const response = await kit.upsert(fixture.buyer, body);
        expectRefusal(response, 422, OrderMessageCode.NOT_EDITABLE, OrderMessage.NOT_EDITABLE);
        return response.json<{ params: string[] }>().params[0];
      };
      expect(await refusedField(kit.withQuantity(paid, item.key, 2))).toBe('canUpdateOrderedQuantity');
      expect(
        await refusedField({
          ...paid,
          shippingOptionDetails: {
            ...paid.shippingOptionDetails,
            shippingOption: { ...paid.shippingOptionDetails.shippingOption, shippingMethodCode: 'ACME_EXPRESS_SHIPPING' },
          },
        }),
      ).toBe('canUpdateShipping');
      expect(
        await refusedField({
          ...paid,
          paymentOptionDetails: { ...paid.paymentOptionDetails, paymentOptionDetails: { paymentMethodCode: 'COD', paymentMethodLabel: 'COD' } },
        }),
      ).toBe('canUpdateBillingAndPayment');
      expect(await refusedField({ ...paid, additionalServices: ['anything'] })).toBe('canUpdateAdditionalServices');
      expect(await refusedField({ ...paid, fulfillmentStatus: FulfillmentStatus.CANCELED })).toBe('canCancelOrder');
      expect(await refusedField({ ...paid, items: [] })).toBe('canRemoveItem');
      expect(await kit.quantityOf(item.row.id)).toBe(17);

      // Paid and on hold: it may still be released.
      expect(saved(await kit.upsert(fixture.buyer, { ...paid, fulfillmentStatus: FulfillmentStatus.AWAITING_FULFILLMENT })).fulfillmentStatus).toBe(
        FulfillmentStatus.AWAITING_FULFILLMENT,
      );
    });

    it('lets an order awaiting a shipping quote decrease but not increase ("Max quantity: {n}"), and not be released', async () => {
      const fixture = await kit.newCheckoutBuyer();
      const item = await kit.newItem({ quantityAvailable: 20 });
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
      const order = (await kit.detail(fixture.buyer, number)).salesOrder;
      expect(order.fulfillmentStatus).toBe(FulfillmentStatus.AWAITING_SHIPPING_QUOTE);

      expectRefusal(await kit.upsert(fixture.buyer, kit.withQuantity(order, item.key, 4)), 422, OrderMessageCode.MAX_QUANTITY, 'Max quantity: 3');
      expectRefusal(
        await kit.upsert(fixture.buyer, { ...order, fulfillmentStatus: FulfillmentStatus.AWAITING_FULFILLMENT }),
        422,
        OrderMessageCode.NOT_EDITABLE,
        OrderMessage.NOT_EDITABLE,
      );
      const smaller = saved(await kit.upsert(fixture.buyer, kit.withQuantity(order, item.key, 2)));
      expect(smaller).toMatchObject({ totalOrderedQuantity: 2, fulfillmentStatus: FulfillmentStatus.AWAITING_SHIPPING_QUOTE, freight: 0 });
    });

    it("follows a network order's partner that syncs its orders by hand (spec 03 §4): no line change, the rest as usual", async () => {
      const fixture = await kit.newCheckoutBuyer({ reseller: true });
      const item = await kit.newPartnerItem({ listPrice: '200.00', quantityAvailable: 10 });
      const body = kit.submission(fixture, [await kit.buyAtList(fixture.buyer, item, 2, partnerHeader)]);
      // The demo partner GMT-001: its own express method and wire transfer, MANUAL_SYNC.
      const submitted = await fixture.buyer.call(
        'POST',
        `pxnr/cart/${item.warehouseCode}/submit`,
        {
          ...body,
          shippingOption: {
            ...body.shippingOption,
            shippingOptionDetails: { ...body.shippingOption.shippingOptionDetails, shippingMethodCode: 'GMT_EXPRESS_SHIPPING', insured: false },
          },
          paymentOption: { ...body.paymentOption, paymentOptionDetails: { paymentMethodCode: 'WIRE_TRANSFER' } },
        },
        partnerHeader,
      );
      expect(submitted.statusCode).toBe(201);

      const { salesOrder, permission } = await kit.detail(fixture.buyer, submitted.json<{ phonexOrderNumber: string }>().phonexOrderNumber);

      expect(permission).toMatchObject({
        canUpdateOrderedQuantity: false,
        canEditItem: false,
        canRemoveItem: false,
        canPayAndShipNow: true,
        canCancelOrder: true,
        canUpdateShipping: true,
      });
      const refused = await kit.upsert(fixture.buyer, kit.withQuantity(salesOrder, salesOrder.items[0].itemNumberWarehouse, 3));
      expect({ status: refused.statusCode, messageCode: refused.json<{ messageCode: string }>().messageCode }).toEqual({
        status: 422,
        messageCode: OrderMessageCode.NOT_EDITABLE,
      });
      expect(saved(await kit.upsert(fixture.buyer, { ...salesOrder, fulfillmentStatus: 'AWAITING_FULFILLMENT' })).fulfillmentStatus).toBe(
        'AWAITING_FULFILLMENT',
      );
    });

    it('honours Idempotency-Key: the same key and body answer the same result once, another body with it is refused', async () => {
      const fixture = await kit.newCheckoutBuyer();
      const item = await kit.newItem({ quantityAvailable: 20 });
      const order = await kit.placeOrder(fixture, [{ item, quantity: 3 }]);
      const headers = { 'idempotency-key': `order-edit-${order.phonexOrderNumber}` };

      const first = saved(await kit.upsert(fixture.buyer, kit.withQuantity(order, item.key, 5), headers));
      const again = saved(await kit.upsert(fixture.buyer, kit.withQuantity(order, item.key, 5), headers));

      expect(again).toEqual(first);
      expect(first.version).toBe(2);
      expect(await kit.quantityOf(item.row.id)).toBe(15);
      expectRefusal(
        await kit.upsert(fixture.buyer, kit.withQuantity(order, item.key, 6), headers),
        422,
        CheckoutMessageCode.IDEMPOTENCY_KEY_REUSED,
        CheckoutMessage.IDEMPOTENCY_KEY_REUSED,
      );
    });
  });

  describe('cancel', () => {
    it('cancels on the version seen, returns the stock; a stale version is refused', async () => {
      const fixture = await kit.newCheckoutBuyer();
      const item = await kit.newItem({ quantityAvailable: 20 });
      const order = await kit.placeOrder(fixture, [{ item, quantity: 3 }]);
      const path = `sales-order/${order.phonexOrderNumber}/cancel`;

      expectRefusal(
        await fixture.buyer.call('POST', path, { version: 7 }),
        409,
        CheckoutMessageCode.OUTDATED_SALES_ORDER,
        CheckoutMessage.OUTDATED_SALES_ORDER,
      );
      const response = await fixture.buyer.call('POST', path, { version: order.version });

      expect(response.statusCode).toBe(200);
      expect(response.json<OrderUpsertResponse>()).toMatchObject({
        status: 'SUCCESS',
        salesOrder: { fulfillmentStatus: FulfillmentStatus.CANCELED, version: 2 },
      });
      expect(await kit.quantityOf(item.row.id)).toBe(20);
      expect((await fixture.buyer.call('POST', path, { version: 2 })).statusCode).toBe(422);
      const lines = await kit
        .db()
        .select()
        .from(salesOrderLines)
        .innerJoin(salesOrders, eq(salesOrders.id, salesOrderLines.orderId))
        .where(eq(salesOrders.orderNumber, order.phonexOrderNumber));
      expect(lines.map((row) => row.sales_order_lines.canceledQuantity)).toEqual([3]);
    });
  });

  describe('isolation', () => {
    it("answers 404 'No order found of this id' to another buyer and to another tenant's buyer, on every order route", async () => {
      const fixture = await kit.newCheckoutBuyer();
      const item = await kit.newItem({ quantityAvailable: 20 });
      const order = await kit.placeOrder(fixture, [{ item, quantity: 3 }]);
      const number = order.phonexOrderNumber;
      const stranger = (await kit.newCheckoutBuyer()).buyer;
      const northwind = await kit.newBuyer({ slug: 'northwind', host: NORTHWIND_HOST });

      for (const buyer of [stranger, northwind]) {
        const notFound = await buyer.call('PUT', 'sales-order', kit.withQuantity(order, item.key, 1));
        expect({ status: notFound.statusCode, body: notFound.json() }).toMatchObject({
          status: 404,
          body: { messageCode: CheckoutMessageCode.ORDER_NOT_FOUND, message: `No order found of this id: ${number}` },
        });
        for (const path of [
          `sales-order/${number}/manifest-summary`,
          `sales-order/${number}/manifest/export`,
          `sales-order/${number}/export`,
          `sales-order/${number}/invoice/INV-1/export`,
        ]) {
          expect((await buyer.call('GET', path)).statusCode).toBe(404);
        }
        expect((await buyer.call('POST', `sales-order/${number}/cancel`, { version: 1 })).statusCode).toBe(404);
        expect((await buyer.call('POST', 'sales-order/calculate-fees', { phonexOrderNumber: number, isCancellation: true, items: [] })).statusCode).toBe(404);
        expect((await buyer.call('GET', 'sales-orders')).json()).toEqual([]);
      }
      expect(await kit.quantityOf(item.row.id)).toBe(17);
      expect((await kit.detail(fixture.buyer, number)).salesOrder.version).toBe(1);
    });

    it('needs CAN_BUY_ONLINE (403) and a session (401)', async () => {
      const viewer = await kit.newBuyer({ authorities: [] });
      expect((await viewer.call('GET', 'sales-orders')).statusCode).toBe(403);
      const anonymous = await testApp.app.inject({ method: 'GET', url: '/px-api-gateway/sales-orders', headers: { host: 'localhost' } });
      expect(anonymous.statusCode).toBe(401);
    });
  });
});
