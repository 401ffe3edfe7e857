import { eq, sql } from 'drizzle-orm';
import {
  FulfillmentStatus,
  ORDER_LIST_COLUMNS,
  OrderMessage,
  OrderMessageCode,
  type OrderListRow,
  type OrderUpsertResponse,
  type SalesOrder,
} from '@bp/api-contract';
import { tenants } from '../../src/db/schema';
import { buildTestApp, type TestApp } from '../support/build-test-app';
import { OPS_KEY, TEST_RATE_LIMIT } from '../offers/offer-test-kit';
import { orderKit } from './order-kit';

// The permission set follows the tenant's order settings (spec 03 §3 Order settings): with
// MANUAL_SYNC the tenant's own order system owns the lines, so the buyer may not change
// quantities or remove items (server-side), while shipping stays editable; the release status is
// the configured onReleaseFulfillmentStatusTo. The tenant cache is off so setting changes apply at once.

describe('order rules from the order settings', () => {
  let testApp: TestApp;
  const kit = orderKit(() => testApp);

  const setSalesOrderSettings = async (settings: Record<string, unknown>) => {
    await kit
      .db()
      .update(tenants)
      .set({
        config: sql`jsonb_set(${tenants.config}, '{portal,salesOrders}', coalesce(${tenants.config}->'portal'->'salesOrders', '{}'::jsonb) || ${JSON.stringify(settings)}::jsonb)`,
      })
      .where(eq(tenants.slug, 'acme'));
  };

  beforeAll(async () => {
    testApp = await buildTestApp({ stock: { opsApiKey: OPS_KEY }, rateLimit: TEST_RATE_LIMIT, tenantCacheTtlMs: 0 });
  });
  afterAll(() => testApp?.close());

  it('MANUAL_SYNC: quantities and removals refused (canUpdateOrderedQuantity, canRemoveItem), shipping still changes', async () => {
    const fixture = await kit.newCheckoutBuyer();
    const item = await kit.newItem({ quantityAvailable: 20 });
    const order = await kit.placeOrder(fixture, [{ item, quantity: 3 }]);
    await setSalesOrderSettings({ updateMethod: 'MANUAL_SYNC' });
    try {
      const { permission } = await kit.detail(fixture.buyer, order.phonexOrderNumber);
      expect(permission).toMatchObject({
        canUpdateOrderedQuantity: false,
        canEditItem: false,
        canRemoveItem: false,
        canUpdateShipping: true,
        canCancelOrder: true,
      });

      const refused = await kit.upsert(fixture.buyer, kit.withQuantity(order, item.key, 4));
      expect(refused.json()).toMatchObject({
        status: 422,
        messageCode: OrderMessageCode.NOT_EDITABLE,
        message: OrderMessage.NOT_EDITABLE,
        params: ['canUpdateOrderedQuantity'],
      });
      expect((await kit.upsert(fixture.buyer, { ...order, items: [] })).json()).toMatchObject({ params: ['canRemoveItem'] });
      expect(await kit.quantityOf(item.row.id)).toBe(17);

      const express: SalesOrder = {
        ...order,
        shippingOptionDetails: {
          ...order.shippingOptionDetails,
          shippingOption: { ...order.shippingOptionDetails.shippingOption, shippingMethodCode: 'ACME_EXPRESS_SHIPPING' },
        },
      };
      const changed = await kit.upsert(fixture.buyer, express);
      expect(changed.statusCode).toBe(200);
      expect(changed.json<OrderUpsertResponse>().salesOrder.shippingOptionDetails.shippingOption.shippingMethodCode).toBe('ACME_EXPRESS_SHIPPING');
    } finally {
      await setSalesOrderSettings({ updateMethod: 'REAL_TIME' });
    }
  });

  it('orders list: every configured column with its value; a search matches number, reference, warehouse code and label, status, case-insensitive and literally', async () => {
    const fixture = await kit.newCheckoutBuyer();
    const item = await kit.newItem({ listPrice: '12.34' });
    const placed = await kit.placeOrder(fixture, [{ item, quantity: 3 }]);
    await kit.setOrder(placed.phonexOrderNumber, { refOrderNumber: 'PO-Ab_7%' });
    const order = (await kit.detail(fixture.buyer, placed.phonexOrderNumber)).salesOrder;
    const list = async (search?: string) =>
      (await fixture.buyer.call('GET', search === undefined ? 'sales-orders' : `sales-orders?search=${encodeURIComponent(search)}`))
        .json<OrderListRow[]>()
        .map((row) => row.phonexOrderNumber);
    await setSalesOrderSettings({ listColumns: [...ORDER_LIST_COLUMNS] });
    try {
      const rows = (await fixture.buyer.call('GET', 'sales-orders')).json<OrderListRow[]>();
      expect(rows).toEqual([
        {
          phonexOrderNumber: order.phonexOrderNumber,
          refOrderNumber: 'PO-Ab_7%',
          refOrderNumberOrPhonexOrderNumber: 'PO-Ab_7%',
          createDate: order.createDate,
          updateDate: order.updateDate,
          warehouse: order.warehouse,
          warehouseCode: order.warehouseCode,
          fulfillmentStatus: order.fulfillmentStatus,
          paymentStatus: order.paymentStatus,
          total: order.total,
          subtotal: 37.02,
          totalOrderedQuantity: 3,
          shippingMethodLabel: order.shippingOptionDetails.shippingOption.shippingMethodLabel,
          paymentMethodLabel: order.paymentOptionDetails.paymentOptionDetails.paymentMethodLabel,
          trackingNumbers: [],
          pxnsOrder: false,
        },
      ]);

      const mine = [order.phonexOrderNumber];
      expect(await list(order.phonexOrderNumber.toLowerCase())).toEqual(mine);
      expect(await list('po-ab_7%')).toEqual(mine);
      expect(await list(` ${order.warehouseCode.toLowerCase()} `)).toEqual(mine);
      expect(await list(order.warehouse.toUpperCase())).toEqual(mine);
      expect(await list(order.fulfillmentStatus.toLowerCase())).toEqual(mine);
      expect(await list(order.paymentStatus)).toEqual(mine);
      expect(await list('  ')).toEqual(mine);
      // % and _ are the buyer's characters, not wildcards.
      expect(await list('PO-A%7')).toEqual([]);
      expect(await list('PO-Ab%')).toEqual([]);
      expect(await list('PO-A__7')).toEqual([]);
    } finally {
      await setSalesOrderSettings({ listColumns: null });
    }
  });

  it('releases to the configured onReleaseFulfillmentStatusTo', async () => {
    const fixture = await kit.newCheckoutBuyer();
    const order = await kit.placeOrder(fixture, [{ item: await kit.newItem(), quantity: 1 }]);
    await setSalesOrderSettings({
      onReleaseFulfillmentStatusTo: 'READY_TO_PICK',
      fulfillmentStatuses: { READY_TO_PICK: { label: 'Ready to pick', colorClass: 'blue' } },
    });
    try {
      const released = await kit.upsert(fixture.buyer, { ...order, fulfillmentStatus: 'READY_TO_PICK' });
      expect(released.json<OrderUpsertResponse>().salesOrder.fulfillmentStatus).toBe('READY_TO_PICK');
      // The old default is no release status any more.
      const other = await kit.placeOrder(fixture, [{ item: await kit.newItem(), quantity: 1 }]);
      expect((await kit.upsert(fixture.buyer, { ...other, fulfillmentStatus: FulfillmentStatus.AWAITING_FULFILLMENT })).statusCode).toBe(422);
    } finally {
      await setSalesOrderSettings({ onReleaseFulfillmentStatusTo: FulfillmentStatus.AWAITING_FULFILLMENT });
    }
  });
});
