import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { CheckoutSubmission, OrderDetail, SalesOrder } from '@bp/api-contract';
import { salesOrders, stockItems } from '../../src/db/schema';
import type { TestApp } from '../support/build-test-app';
import { checkoutKit, type CheckoutBuyerFixture } from '../checkout/checkout-kit';
import type { Buyer, TestItem } from '../offers/offer-test-kit';

// Shared set-up of the order management tests: orders placed through the real checkout submit
// (Acme: standard shipping $25 + $1.50 per device, Florida tax 7 %, 48 h grace period with a
// 1 % reservation and 10 % cancellation fee), then read and edited through the orders API.

export function orderKit(testApp: () => TestApp) {
  const kit = checkoutKit(testApp);

  /** An order of these items (each bought at list price), held unless `overrides.readyToRelease`. */
  async function placeOrder(
    fixture: CheckoutBuyerFixture,
    lines: { item: TestItem; quantity: number }[],
    overrides: Partial<CheckoutSubmission> = {},
  ): Promise<SalesOrder> {
    const offerIds: string[] = [];
    for (const line of lines) offerIds.push(await kit.buyAtList(fixture.buyer, line.item, line.quantity));
    const response = await kit.submit(fixture.buyer, lines[0].item.warehouseCode, kit.submission(fixture, offerIds, overrides));
    if (response.statusCode !== 201) throw new Error(`submit failed: ${response.statusCode} ${response.body}`);
    return detail(fixture.buyer, response.json<{ phonexOrderNumber: string }>().phonexOrderNumber).then((answer) => answer.salesOrder);
  }

  async function detail(buyer: Buyer, orderNumber: string): Promise<OrderDetail> {
    const response = await buyer.call('GET', `sales-order/${orderNumber}`);
    if (response.statusCode !== 200) throw new Error(`order read failed: ${response.statusCode} ${response.body}`);
    return response.json<OrderDetail>();
  }

  const upsert = (buyer: Buyer, order: SalesOrder, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> =>
    buyer.call('PUT', 'sales-order', order, headers);

  /** The order with one item's quantity changed (0: the item removed). */
  function withQuantity(order: SalesOrder, itemKey: string, quantity: number): SalesOrder {
    const items =
      quantity === 0
        ? order.items.filter((item) => item.itemNumberWarehouse !== itemKey)
        : order.items.map((item) => (item.itemNumberWarehouse === itemKey ? { ...item, orderedQuantity: quantity } : item));
    return { ...order, items };
  }

  const quantityOf = async (itemId: string) =>
    (await kit.db().select({ quantity: stockItems.quantityAvailable }).from(stockItems).where(eq(stockItems.id, itemId)))[0].quantity;

  const setOrder = (orderNumber: string, changes: Partial<typeof salesOrders.$inferInsert>) =>
    kit.db().update(salesOrders).set(changes).where(eq(salesOrders.orderNumber, orderNumber));

  return { ...kit, placeOrder, detail, upsert, withQuantity, quantityOf, setOrder };
}
