import type { OrderUnitsPage, SellerOrder } from '@bp/api-contract';
import { expect, type APIRequestContext, type Page } from './test';
import { signInForToken } from './cart';
import { acmeOrigin } from './portal';

// The shipped orders a fresh demo database holds for buyer@demo.test (apps/api/src/seed/demo-orders.ts):
// one of 1,000 units shipped today by UPS, and one of 20 units shipped by FedEx weeks ago.

export const DEMO_BUYER = 'buyer@demo.test';
export const OPS_HEADERS = { 'x-ops-key': process.env['OPS_API_KEY'] ?? '' };

export interface DemoOrder {
  orderNumber: string;
  trackingNumber: string;
  /** The buyer's ID token (the page is signed in as the buyer). */
  token: string;
}

/** Signs the page in as the demo buyer and finds the buyer's shipped order of `units` units through the seller's side (/ops). */
export async function demoOrder(page: Page, request: APIRequestContext, units = 1000): Promise<DemoOrder> {
  const token = await signInForToken(page, acmeOrigin, DEMO_BUYER);
  const response = await request.get(`${acmeOrigin}/ops/orders?status=SHIPPED`, { headers: OPS_HEADERS });
  expect(response.ok(), await response.text()).toBe(true);
  const shipped = ((await response.json()) as SellerOrder[]).filter(
    (order) => order.buyerEmail === DEMO_BUYER && order.salesOrder.items.reduce((sum, line) => sum + line.shippedQuantity, 0) === units,
  );
  expect(shipped.map((order) => order.salesOrder.warehouseCode)).toEqual(['MIA']);
  const [order] = shipped;
  return { orderNumber: order.salesOrder.phonexOrderNumber, trackingNumber: order.trackingNumbers[0] ?? '', token };
}

/** One page of the order's units as the buyer's API answers it. */
export async function unitsOf(request: APIRequestContext, { orderNumber, token }: DemoOrder, query: string): Promise<OrderUnitsPage> {
  const response = await request.get(`${acmeOrigin}/px-api-gateway/sales-order/${orderNumber}/units?${query}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as OrderUnitsPage;
}
