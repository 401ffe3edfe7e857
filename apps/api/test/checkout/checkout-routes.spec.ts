import { eq } from 'drizzle-orm';
import {
  Authority,
  CheckoutMessage,
  CheckoutMessageCode,
  FulfillmentStatus,
  MessageCode,
  OfferMessageCode,
  type AddToExistingPayload,
  type CalculateChargesResponse,
  type CheckoutPayload,
  type OrderDetail,
  type Preferences,
  type RacTerms,
} from '@bp/api-contract';
import { offers, stockItems, users } from '../../src/db/schema';
import { tenantIdOf } from '../builders';
import { buildTestApp, type TestApp } from '../support/build-test-app';
import { NORTHWIND_HOST } from '../support/identity';
import { OPS_KEY, TEST_RATE_LIMIT } from '../offers/offer-test-kit';
import { checkoutKit } from './checkout-kit';

// The checkout API (spec 02 §7, spec 01 §7 cart checkout calls, spec 03 §7 order by number) on
// the demo tenant Acme's configuration: standard shipping $25 + $1.50 per device to the US,
// Florida tax 7 % (not on freight), PayPal 2.9 % of the total, a live-rate UPS method for the US
// only, bill my account with restricted carriers, request a quote.

describe('checkout routes', () => {
  let testApp: TestApp;
  const kit = checkoutKit(() => testApp);

  beforeAll(async () => {
    testApp = await buildTestApp({ stock: { opsApiKey: OPS_KEY }, rateLimit: TEST_RATE_LIMIT });
  });
  afterAll(() => testApp?.close());

  const expectRefusal = (response: { statusCode: number; json: () => unknown }, status: number, messageCode: string, message: string) => {
    expect({ status: response.statusCode, body: response.json() }).toMatchObject({ status, body: { status, messageCode, message } });
  };

  const quantityOf = async (itemId: string) =>
    (await kit.db().select({ quantity: stockItems.quantityAvailable }).from(stockItems).where(eq(stockItems.id, itemId)))[0].quantity;

  describe('checkout load', () => {
    it('answers the whole payload: lines at their checkout price, options, the address-to-method mapping, REQUEST_A_QUOTE among the other methods', async () => {
      const fixture = await kit.newCheckoutBuyer();
      const item = await kit.newItem({ listPrice: '100.00', quantityAvailable: 20 });
      const offerId = await kit.buyAtList(fixture.buyer, item, 3);

      const response = await fixture.buyer.call('POST', `stocklist/cart/${item.warehouseCode}`, [offerId]);

      expect(response.statusCode).toBe(200);
      const payload = response.json<CheckoutPayload>();
      expect(payload.lineItems).toEqual([expect.objectContaining({ offerId, itemNumberWarehouse: item.key, quantity: 3, unitPrice: 100, extendedPrice: 300 })]);
      expect(payload).toMatchObject({
        warehouse: item.warehouseCode,
        orderSubtotal: 300,
        cartQuantity: 3,
        singleButtonOrderFlow: false,
        onHoldSalesOrder: null,
        maxShipmentInsuranceAmount: 25000,
      });
      expect(payload.otherShippingMethods['REQUEST_A_QUOTE']).toMatchObject({ showMethod: true });
      expect(payload.shippingAddressIdShippingMethodCodeMapping[fixture.florida.id]).toEqual([
        'ACME_STANDARD_SHIPPING',
        'ACME_EXPRESS_SHIPPING',
        'ACME_UPS_REAL_TIME',
        'BILL_MY_ACCOUNT',
        'REQUEST_A_QUOTE',
      ]);
      expect(payload.shippingAddressIdShippingMethodCodeMapping[fixture.france.id]).toEqual(['BILL_MY_ACCOUNT', 'REQUEST_A_QUOTE']);
      expect(payload.shippingAddresses.map((address) => address.fields.ShipToName)).toEqual(['Test Buyer Inc.', 'Test Buyer Inc.', 'Test Buyer Inc.']);
      expect(payload.billingAddresses).toEqual([expect.objectContaining({ id: fixture.billing.id, fields: { BillingCustomerName: 'Test Buyer Inc.' } })]);
      expect(payload.paymentMethods.map((method) => method.code)).toEqual(['INTEGRATED_PAYPAL', 'TERMS_NET_30', 'COD', 'WIRE_TRANSFER']);
    });

    it("refuses another buyer's offer (404), a warehouse the offers are not in (422) and a buyer without CAN_BUY_ONLINE (403)", async () => {
      const mine = await kit.newCheckoutBuyer();
      const theirs = await kit.newCheckoutBuyer();
      const item = await kit.newItem();
      const other = await kit.newItem();
      const theirOffer = await kit.buyAtList(theirs.buyer, item, 1);
      const myOffer = await kit.buyAtList(mine.buyer, item, 1);

      expect((await mine.buyer.call('POST', `stocklist/cart/${item.warehouseCode}`, [theirOffer])).statusCode).toBe(404);
      expectRefusal(
        await mine.buyer.call('POST', `stocklist/cart/${other.warehouseCode}`, [myOffer]),
        422,
        CheckoutMessageCode.WRONG_WAREHOUSE,
        CheckoutMessage.WRONG_WAREHOUSE,
      );
      const browser = await kit.newCheckoutBuyer({ authorities: [] });
      expect((await browser.buyer.call('POST', `stocklist/cart/${item.warehouseCode}`, [myOffer])).statusCode).toBe(403);
    });

    it('refuses an unverified prospect with prospectCannotCheckoutContactSalesRep', async () => {
      const fixture = await kit.newCheckoutBuyer();
      const item = await kit.newItem();
      const offerId = await kit.buyAtList(fixture.buyer, item, 1);
      await kit.db().update(users).set({ buyerType: 'PROSPECT', onboardingStatus: 'UNVERIFIED_PROSPECT' }).where(eq(users.id, fixture.buyer.user.id));
      // The instance forgets the remembered session when it hears the user row change,
      // which PostgreSQL delivers a moment after the commit: done here at once, so this test is about
      // the checkout rule, not notification timing (that is remembered-sessions.spec's).
      testApp.app.identity.tokens.liveSessions.forgetUser(await tenantIdOf(kit.db(), 'acme'), fixture.buyer.user.id);

      const response = await fixture.buyer.call('POST', `stocklist/cart/${item.warehouseCode}`, [offerId]);

      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ messageCode: OfferMessageCode.PROSPECT_CANNOT_CHECKOUT });
    });
  });

  describe('calculate-charges', () => {
    const charges = (fixture: Awaited<ReturnType<typeof kit.newCheckoutBuyer>>, warehouseCode: string, overrides: Record<string, unknown> = {}) =>
      fixture.buyer.call('POST', 'orderservices/calculate-charges', {
        warehouseCode,
        shippingAddress: fixture.florida.id,
        shippingMethodCode: 'ACME_STANDARD_SHIPPING',
        insured: false,
        insuranceAmount: null,
        billingAddress: fixture.billing.id,
        paymentMethodCode: 'TERMS_NET_30',
        additionalServices: [],
        items: [{ orderedQuantity: 3, unitPrice: 100 }],
        ...overrides,
      });

    it('prices table-rate freight, Florida tax on the goods only, and the PayPal fee on the total, in exact cents', async () => {
      const fixture = await kit.newCheckoutBuyer();
      const item = await kit.newItem();

      const terms = await charges(fixture, item.warehouseCode);
      expect(terms.statusCode).toBe(200);
      expect(terms.json<CalculateChargesResponse>()).toMatchObject({
        cartSubtotal: 300,
        freight: 29.5,
        tax: 21,
        paymentFee: 0,
        totalPrice: 350.5,
        taxDescription: 'FL Sales Tax 7%',
        freightUndefined: false,
        rateSku: 'ACME_STANDARD_SHIPPING',
      });

      const paypal = await charges(fixture, item.warehouseCode, { paymentMethodCode: 'INTEGRATED_PAYPAL' });
      // 2.9 % of 350.50 = 10.1645 → 10.16.
      expect(paypal.json<CalculateChargesResponse>()).toMatchObject({ paymentFee: 10.16, totalPrice: 360.66 });

      const services = await charges(fixture, item.warehouseCode, { additionalServices: ['DATA_WIPE_CERT', 'KITTING'], insured: true, insuranceAmount: 300 });
      // Services: 3 × 0.75 + 1.5 % of 300 = 6.75; insurance max(0.8 % of 300, 5.00) = 5.00 folded into freight; tax 7 % of 306.75 = 21.4725 → 21.47.
      expect(services.json<CalculateChargesResponse>()).toMatchObject({
        additionalServicesFee: 6.75,
        insurance: 5,
        freight: 34.5,
        tax: 21.47,
        totalPrice: 362.72,
      });
    });

    it('says freightUndefined for a real-time method without a quote for the address, and lists the quotes of the others', async () => {
      const fixture = await kit.newCheckoutBuyer();
      const item = await kit.newItem();
      const quoted = await charges(fixture, item.warehouseCode, { shippingMethodCode: 'ACME_UPS_REAL_TIME' });
      expect(quoted.json<CalculateChargesResponse>()).toMatchObject({
        freight: 33.6,
        freightUndefined: false,
        realTimeFreightQuoteCarrier: 'UPS',
        freightQuotesForAllRealTimeShippingMethods: { ACME_UPS_REAL_TIME: 33.6 },
      });

      // France is served by no real-time method: the selection itself is not allowed there.
      const france = await charges(fixture, item.warehouseCode, { shippingAddress: fixture.france.id, shippingMethodCode: 'ACME_UPS_REAL_TIME' });
      expectRefusal(france, 422, CheckoutMessageCode.INVALID_SELECTION, CheckoutMessage.INVALID_SELECTION);
    });

    it("refuses an insured amount above the order's subtotal with the spec's text", async () => {
      const fixture = await kit.newCheckoutBuyer();
      const item = await kit.newItem();
      expectRefusal(
        await charges(fixture, item.warehouseCode, { insured: true, insuranceAmount: 301 }),
        422,
        CheckoutMessageCode.INSURANCE_TOO_HIGH,
        'Max Value for this order is $300.00',
      );
      expectRefusal(
        await charges(fixture, item.warehouseCode, { insured: true, insuranceAmount: 0.5 }),
        422,
        CheckoutMessageCode.INSURANCE_TOO_LOW,
        'Invalid value, must be greater than $1',
      );
    });
  });

  describe('submit', () => {
    it('creates one order priced like calculate-charges, takes the stock, consumes the offers; the order reads back by number', async () => {
      const fixture = await kit.newCheckoutBuyer();
      const item = await kit.newItem({ listPrice: '100.00', quantityAvailable: 20 });
      const offerId = await kit.buyAtList(fixture.buyer, item, 3);

      const response = await kit.submit(fixture.buyer, item.warehouseCode, kit.submission(fixture, [offerId], { readyToRelease: true, expectedTotal: 350.5 }));

      expect(response.statusCode).toBe(201);
      const { phonexOrderNumber, fulfillmentStatus } = response.json<{ phonexOrderNumber: string; fulfillmentStatus: string }>();
      expect(fulfillmentStatus).toBe('AWAITING_FULFILLMENT');
      expect(await quantityOf(item.row.id)).toBe(17);
      expect(await kit.db().select().from(offers).where(eq(offers.id, offerId))).toEqual([]);

      const detail = await fixture.buyer.call('GET', `sales-order/${phonexOrderNumber}`);
      expect(detail.statusCode).toBe(200);
      const { salesOrder, permission } = detail.json<OrderDetail>();
      expect(salesOrder).toMatchObject({
        phonexOrderNumber,
        subtotal: 300,
        freight: 29.5,
        tax: 21,
        paymentFee: 0,
        total: 350.5,
        totalOrderedQuantity: 3,
        version: 1,
        warehouseCode: item.warehouseCode,
      });
      expect(salesOrder.items).toEqual([expect.objectContaining({ itemNumberWarehouse: item.key, orderedQuantity: 3, unitPrice: 100, extendedPrice: 300 })]);
      expect(salesOrder.shippingAddress).toMatchObject({ id: fixture.florida.id, fields: { ShipToName: 'Test Buyer Inc.' } });
      // Acme has a 48 h grace period.
      expect(salesOrder.gracePeriodEnd).not.toBeNull();
      expect(permission.canCancelOrder).toBe(false);

      const terms = await fixture.buyer.call('GET', `sales-order/${phonexOrderNumber}/rac-terms`);
      expect(terms.json<RacTerms>()).toMatchObject({
        reservationFeePercent: 1,
        cancellationFeePercent: 10,
        cancellationFeeRateAmount: 35.05,
        useCurrentAccountTextForPayment: true,
      });
    });

    it('holds the order when not released, and until the shipping quote for REQUEST_A_QUOTE (service level and freight required)', async () => {
      const fixture = await kit.newCheckoutBuyer();
      const item = await kit.newItem();
      const held = await kit.submit(fixture.buyer, item.warehouseCode, kit.submission(fixture, [await kit.buyAtList(fixture.buyer, item, 1)]));
      expect(held.json()).toMatchObject({ fulfillmentStatus: FulfillmentStatus.ON_HOLD });

      const offerId = await kit.buyAtList(fixture.buyer, item, 1);
      const quote = (requestAQuoteInfo: unknown) => {
        const body = kit.submission(fixture, [offerId]);
        return {
          ...body,
          shippingOption: {
            ...body.shippingOption,
            shippingOptionDetails: { ...body.shippingOption.shippingOptionDetails, shippingMethodCode: 'REQUEST_A_QUOTE', requestAQuoteInfo },
          },
        };
      };
      expectRefusal(
        await kit.submit(fixture.buyer, item.warehouseCode, quote({ serviceLevel: 'Ground', amount: 'abc' })),
        422,
        CheckoutMessageCode.FREIGHT_NOT_A_NUMBER,
        CheckoutMessage.FREIGHT_NOT_A_NUMBER,
      );
      const both = await kit.submit(fixture.buyer, item.warehouseCode, quote({ serviceLevel: ' ', amount: null }));
      expectRefusal(both, 422, CheckoutMessageCode.REQUIRED_FIELDS, CheckoutMessage.REQUIRED_FIELDS);
      expect(both.json<{ errors: { messageDescription: string }[] }>().errors.map((error) => error.messageDescription)).toEqual([
        CheckoutMessage.SERVICE_LEVEL_REQUIRED,
        CheckoutMessage.FREIGHT_REQUIRED,
      ]);

      const waiting = await kit.submit(fixture.buyer, item.warehouseCode, quote({ serviceLevel: 'Ground', amount: '80' }));
      expect(waiting.statusCode).toBe(201);
      expect(waiting.json()).toMatchObject({ fulfillmentStatus: FulfillmentStatus.AWAITING_SHIPPING_QUOTE });
    });

    it('keeps a released PayPal order on hold until it is paid (spec 02 §4: payment is a separate step), with the PayPal fee', async () => {
      const fixture = await kit.newCheckoutBuyer();
      const item = await kit.newItem({ listPrice: '100.00' });
      const body = kit.submission(fixture, [await kit.buyAtList(fixture.buyer, item, 3)], { readyToRelease: true });
      const paypal = { ...body, paymentOption: { ...body.paymentOption, paymentOptionDetails: { paymentMethodCode: 'INTEGRATED_PAYPAL' } } };

      const response = await kit.submit(fixture.buyer, item.warehouseCode, paypal);

      expect(response.json()).toMatchObject({ fulfillmentStatus: FulfillmentStatus.ON_HOLD });
      const order = (await fixture.buyer.call('GET', `sales-order/${response.json<{ phonexOrderNumber: string }>().phonexOrderNumber}`)).json<OrderDetail>()
        .salesOrder;
      expect(order).toMatchObject({
        paymentFee: 10.16,
        total: 360.66,
        paymentStatus: 'AWAITING_PAYMENT',
        paymentOptionDetails: { paymentOptionDetails: { paymentMethodCode: 'INTEGRATED_PAYPAL', paymentMethodLabel: 'PayPal' } },
      });
    });

    it('reports missing rows in the spec order, and a missing payment method with its own text; nothing is ordered', async () => {
      const fixture = await kit.newCheckoutBuyer();
      const item = await kit.newItem({ quantityAvailable: 5 });
      const offerId = await kit.buyAtList(fixture.buyer, item, 2);
      const body = kit.submission(fixture, [offerId]);

      const noAddresses = {
        ...body,
        shippingOption: { ...body.shippingOption, shippingAddressId: null },
        paymentOption: { billingAddressId: null, paymentOptionDetails: { paymentMethodCode: null } },
      };
      expectRefusal(
        await kit.submit(fixture.buyer, item.warehouseCode, noAddresses),
        422,
        CheckoutMessageCode.FINALIZE,
        'Please finalize the following: Shipping Address, Billing Address, Payment Method',
      );
      const noPayment = { ...body, paymentOption: { ...body.paymentOption, paymentOptionDetails: { paymentMethodCode: null } } };
      expectRefusal(
        await kit.submit(fixture.buyer, item.warehouseCode, noPayment),
        422,
        CheckoutMessageCode.PAYMENT_METHOD_MISSING,
        CheckoutMessage.PAYMENT_METHOD_MISSING,
      );

      expect(await quantityOf(item.row.id)).toBe(5);
      expect(await kit.db().select().from(offers).where(eq(offers.id, offerId))).toHaveLength(1);
    });

    it('checks bill my account: carrier, service level and account number required, carriers from the restricted list', async () => {
      const fixture = await kit.newCheckoutBuyer();
      const item = await kit.newItem();
      const offerId = await kit.buyAtList(fixture.buyer, item, 1);
      const account = (details: Record<string, unknown>) => {
        const body = kit.submission(fixture, [offerId]);
        return {
          ...body,
          shippingOption: {
            ...body.shippingOption,
            shippingOptionDetails: { ...body.shippingOption.shippingOptionDetails, shippingMethodCode: 'BILL_MY_ACCOUNT', insured: null, ...details },
          },
        };
      };
      expectRefusal(
        await kit.submit(fixture.buyer, item.warehouseCode, account({ carrier: 'UPS', carrierServiceLevel: 'Ground', carrierShippingAccountNumber: '  ' })),
        422,
        CheckoutMessageCode.ACCOUNT_NUMBER_REQUIRED,
        CheckoutMessage.ACCOUNT_NUMBER_REQUIRED,
      );
      expectRefusal(
        await kit.submit(fixture.buyer, item.warehouseCode, account({ carrier: 'Pigeon', carrierServiceLevel: 'Ground', carrierShippingAccountNumber: 'A1' })),
        422,
        CheckoutMessageCode.INVALID_SELECTION,
        CheckoutMessage.INVALID_SELECTION,
      );
      const all = await kit.submit(fixture.buyer, item.warehouseCode, account({ carrier: '', carrierServiceLevel: null, carrierShippingAccountNumber: null }));
      expect(all.json<{ errors: { messageDescription: string }[] }>().errors.map((error) => error.messageDescription)).toEqual([
        CheckoutMessage.CARRIER_REQUIRED,
        CheckoutMessage.SERVICE_LEVEL_REQUIRED,
        CheckoutMessage.ACCOUNT_NUMBER_REQUIRED,
      ]);

      const ok = await kit.submit(
        fixture.buyer,
        item.warehouseCode,
        account({ carrier: 'UPS', carrierServiceLevel: 'Next Day Air', carrierShippingAccountNumber: '1Z999' }),
      );
      expect(ok.statusCode).toBe(201);
      const order = (await fixture.buyer.call('GET', `sales-order/${ok.json<{ phonexOrderNumber: string }>().phonexOrderNumber}`)).json<OrderDetail>()
        .salesOrder;
      expect(order).toMatchObject({
        freight: 0,
        shippingOptionDetails: { shippingOption: { carrier: 'UPS', carrierServiceLevel: 'Next Day Air', carrierShippingAccountNumber: '1Z999' } },
      });
    });

    it('is idempotent: the same Idempotency-Key and body answer the same order (200); another body with it is a 422', async () => {
      const fixture = await kit.newCheckoutBuyer();
      const item = await kit.newItem({ quantityAvailable: 10 });
      const offerId = await kit.buyAtList(fixture.buyer, item, 2);
      const body = kit.submission(fixture, [offerId]);
      const key = { 'idempotency-key': `key-${offerId}` };

      const first = await kit.submit(fixture.buyer, item.warehouseCode, body, key);
      const again = await kit.submit(fixture.buyer, item.warehouseCode, body, key);
      const other = await kit.submit(fixture.buyer, item.warehouseCode, { ...body, readyToRelease: true }, key);

      expect(first.statusCode).toBe(201);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(first.json());
      expectRefusal(other, 422, CheckoutMessageCode.IDEMPOTENCY_KEY_REUSED, CheckoutMessage.IDEMPOTENCY_KEY_REUSED);
      expect(await quantityOf(item.row.id)).toBe(8);
    });

    it('answers a second submit of the same offers (another tab) with 409 naming the order, and takes the stock once', async () => {
      const fixture = await kit.newCheckoutBuyer();
      const item = await kit.newItem({ quantityAvailable: 10 });
      const offerId = await kit.buyAtList(fixture.buyer, item, 4);
      const body = kit.submission(fixture, [offerId]);

      const first = await kit.submit(fixture.buyer, item.warehouseCode, body);
      const second = await kit.submit(fixture.buyer, item.warehouseCode, body);

      const number = first.json<{ phonexOrderNumber: string }>().phonexOrderNumber;
      expectRefusal(second, 409, CheckoutMessageCode.ALREADY_ORDERED, `These items were already ordered in order ${number}`);
      expect(await quantityOf(item.row.id)).toBe(6);
    });

    it('refuses more units than are left, an expired accepted price and a total that changed since the buyer saw it', async () => {
      const fixture = await kit.newCheckoutBuyer();
      const item = await kit.newItem({ quantityAvailable: 10 });
      const offerId = await kit.buyAtList(fixture.buyer, item, 5);
      await kit.db().update(stockItems).set({ quantityAvailable: 3 }).where(eq(stockItems.id, item.row.id));
      const short = await kit.submit(fixture.buyer, item.warehouseCode, kit.submission(fixture, [offerId]));
      expect(short.statusCode).toBe(422);
      expect(short.json()).toMatchObject({ messageCode: MessageCode.INSUFFICIENT_STOCK });

      await kit.db().update(stockItems).set({ quantityAvailable: 10 }).where(eq(stockItems.id, item.row.id));
      expect((await kit.submit(fixture.buyer, item.warehouseCode, kit.submission(fixture, [offerId], { expectedTotal: 1 }))).statusCode).toBe(409);

      await kit.setEntry(offerId, { status: 'ACCEPTED', offerPrice: '90.00', expiresAt: new Date(Date.now() - 60_000) });
      expectRefusal(
        await kit.submit(fixture.buyer, item.warehouseCode, kit.submission(fixture, [offerId])),
        422,
        CheckoutMessageCode.OFFER_EXPIRED,
        CheckoutMessage.OFFER_EXPIRED,
      );
      expect(await quantityOf(item.row.id)).toBe(10);
    });

    it("keeps buyers and tenants apart: another buyer's or tenant's order number, terms, review and update are 404", async () => {
      const fixture = await kit.newCheckoutBuyer();
      const item = await kit.newItem();
      const order = await kit.submit(fixture.buyer, item.warehouseCode, kit.submission(fixture, [await kit.buyAtList(fixture.buyer, item, 1)]));
      const number = order.json<{ phonexOrderNumber: string }>().phonexOrderNumber;

      const stranger = await kit.newCheckoutBuyer();
      const response = await stranger.buyer.call('GET', `sales-order/${number}`);
      expectRefusal(response, 404, CheckoutMessageCode.ORDER_NOT_FOUND, `No order found of this id: ${number}`);
      expect((await stranger.buyer.call('GET', `sales-order/${number}/rac-terms`)).statusCode).toBe(404);
      const strangerOffer = await kit.buyAtList(stranger.buyer, item, 1);
      expect((await stranger.buyer.call('POST', `stocklist/cart/${item.warehouseCode}/add-to-sales-order/${number}`, [strangerOffer])).statusCode).toBe(404);
      expect(
        (
          await stranger.buyer.call(
            'POST',
            `stocklist/cart/${item.warehouseCode}/add-to-sales-order/${number}/submit`,
            kit.submission(stranger, [strangerOffer]),
          )
        ).statusCode,
      ).toBe(404);
      expect((await stranger.buyer.call('GET', 'sales-orders/onhold-order-warehouses')).json()).toEqual([]);

      const northwind = await kit.newBuyer({ slug: 'northwind', host: NORTHWIND_HOST });
      expect((await northwind.call('GET', `sales-order/${number}`)).statusCode).toBe(404);
      // Acme's warehouse does not exist for a Northwind buyer.
      expect((await northwind.call('POST', `stocklist/cart/${item.warehouseCode}`, [strangerOffer])).statusCode).toBe(404);
    });
  });

  describe('add to an existing order', () => {
    it('lists the on-hold orders newest first, reviews the combined order, updates it once (stale version 409), and names the warehouse', async () => {
      const fixture = await kit.newCheckoutBuyer();
      const item = await kit.newItem({ listPrice: '50.00', quantityAvailable: 30 });
      const older = (await kit.submit(fixture.buyer, item.warehouseCode, kit.submission(fixture, [await kit.buyAtList(fixture.buyer, item, 1)]))).json<{
        phonexOrderNumber: string;
      }>();
      const newer = (await kit.submit(fixture.buyer, item.warehouseCode, kit.submission(fixture, [await kit.buyAtList(fixture.buyer, item, 2)]))).json<{
        phonexOrderNumber: string;
      }>();
      const offerId = await kit.buyAtList(fixture.buyer, item, 4);

      const warehouses = await fixture.buyer.call('GET', 'sales-orders/onhold-order-warehouses');
      expect(warehouses.json()).toEqual([item.warehouseCode]);

      const choices = (await fixture.buyer.call('POST', `stocklist/cart/${item.warehouseCode}/add-to-existing`, [offerId])).json<AddToExistingPayload>();
      expect(choices.onHoldSalesOrders.map((order) => order.orderNumber)).toEqual([newer.phonexOrderNumber, older.phonexOrderNumber]);

      const review = (
        await fixture.buyer.call('POST', `stocklist/cart/${item.warehouseCode}/add-to-sales-order/${older.phonexOrderNumber}`, [offerId])
      ).json<CheckoutPayload>();
      expect(review).toMatchObject({ cartSubtotal: 200, orderSubtotal: 250, onHoldSalesOrder: { orderNumber: older.phonexOrderNumber, version: 1 } });

      const updatePath = `stocklist/cart/${item.warehouseCode}/add-to-sales-order/${older.phonexOrderNumber}/submit`;
      const stale = await fixture.buyer.call('POST', updatePath, kit.submission(fixture, [offerId], { salesOrderVersion: 7 }));
      expectRefusal(stale, 409, CheckoutMessageCode.OUTDATED_SALES_ORDER, CheckoutMessage.OUTDATED_SALES_ORDER);

      const updated = await fixture.buyer.call('POST', updatePath, kit.submission(fixture, [offerId], { salesOrderVersion: 1 }));
      expect(updated.statusCode).toBe(200);
      expect(
        updated.json<{ salesOrder: { subtotal: number; totalOrderedQuantity: number; version: number; fulfillmentStatus: string } }>().salesOrder,
      ).toMatchObject({ subtotal: 250, totalOrderedQuantity: 5, version: 2, fulfillmentStatus: 'ON_HOLD' });
      expect(await quantityOf(item.row.id)).toBe(23);
    });
  });

  describe('preferences', () => {
    it('saves a valid selection, answers it back, and refuses incomplete rows with the finalize text', async () => {
      const fixture = await kit.newCheckoutBuyer();
      const { shippingOption, paymentOption } = kit.submission(fixture, ['00000000-0000-4000-8000-000000000000']);

      const incomplete = await fixture.buyer.call('POST', 'shipping-billing-preferences/submit', {
        shippingOption: { ...shippingOption, shippingAddressId: null },
        paymentOption,
        services: [],
      });
      expectRefusal(incomplete, 422, CheckoutMessageCode.FINALIZE, 'Please finalize the following: Shipping Address');

      const saved = await fixture.buyer.call('POST', 'shipping-billing-preferences/submit', { shippingOption, paymentOption, services: ['KITTING'] });
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toMatchObject({ message: CheckoutMessage.PREFERENCES_SAVED });

      const selected = (await fixture.buyer.call('GET', 'shipping-billing-preferences/selected')).json<Preferences>();
      expect(selected).toMatchObject({
        shippingOption: { shippingAddressId: fixture.florida.id, shippingOptionDetails: { shippingMethodCode: 'ACME_STANDARD_SHIPPING', insured: false } },
        paymentOption: { billingAddressId: fixture.billing.id, paymentOptionDetails: { paymentMethodCode: 'TERMS_NET_30' } },
        services: ['KITTING'],
      });
      const options = (await fixture.buyer.call('GET', 'shipping-billing-preferences/options')).json<{ shippingAddresses: unknown[] }>();
      expect(options.shippingAddresses).toHaveLength(3);
    });
  });

  it('needs CAN_BUY_ONLINE for every checkout route', async () => {
    const fixture = await kit.newCheckoutBuyer({ authorities: [Authority.CAN_SET_STOCKLIST_ALERT] });
    for (const [method, path] of [
      ['GET', 'sales-orders/onhold-order-warehouses'],
      ['GET', 'orderservices/options'],
      ['GET', 'shipping-billing-preferences/options'],
      ['GET', 'sales-order/100001'],
    ] as const) {
      expect({ path, status: (await fixture.buyer.call(method, path)).statusCode }).toEqual({ path, status: 403 });
    }
  });
});
