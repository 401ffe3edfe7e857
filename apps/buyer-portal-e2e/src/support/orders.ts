import { expect, type APIRequestContext } from '@playwright/test';
import type { OrderDetail, Preferences, StockItem } from '@bp/api-contract';
import { BuyerApi } from './cart';

// Orders made through the API for the order-page journeys: each spec takes its own
// items of a warehouse, so the specs never touch one another's stock.

export interface HeldOrder {
  orderNumber: string;
  items: StockItem[];
}

export interface HoldAnOrderOptions {
  warehouse: string;
  /** The first in-stock item to take (0-based) and how many after it. */
  first?: number;
  count: number;
  /** Another payment method than the buyer's saved preference. */
  paymentMethodCode?: string;
  /** Names the Idempotency-Key, so one spec's submits never answer another's. */
  keyPrefix: string;
}

/** Holds one increment of each chosen in-stock item as a new order on the buyer's saved preferences. */
export async function holdAnOrder(
  request: APIRequestContext,
  origin: string,
  token: string,
  { warehouse, first = 0, count, paymentMethodCode, keyPrefix }: HoldAnOrderOptions,
): Promise<HeldOrder> {
  const buyer = new BuyerApi(request, origin, token);
  await buyer.clearCart();
  const items = (await buyer.inStockItems(warehouse, first + count)).slice(first);
  const offerIds: string[] = [];
  for (const item of items) offerIds.push((await buyer.offer(item, item.incrementSize, item.listPrice)).offerId);
  const headers = { Authorization: `Bearer ${token}` };
  const preferencesAnswer = await request.get(`${origin}/px-api-gateway/shipping-billing-preferences/selected`, { headers });
  expect(preferencesAnswer.ok(), await preferencesAnswer.text()).toBe(true);
  const preferences = (await preferencesAnswer.json()) as Preferences;
  const paymentOption = paymentMethodCode
    ? { ...preferences.paymentOption, paymentOptionDetails: { ...preferences.paymentOption.paymentOptionDetails, paymentMethodCode } }
    : preferences.paymentOption;
  const response = await request.post(`${origin}/px-api-gateway/stocklist/cart/${warehouse}/submit`, {
    headers: { ...headers, 'Idempotency-Key': `${keyPrefix}-${offerIds.join('-')}` },
    data: { offerIds, readyToRelease: false, shippingOption: preferences.shippingOption, paymentOption, additionalServices: preferences.services },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return { orderNumber: ((await response.json()) as { phonexOrderNumber: string }).phonexOrderNumber, items };
}

/** GET sales-order/{n} as the buyer. */
export async function orderOf(request: APIRequestContext, origin: string, token: string, orderNumber: string): Promise<OrderDetail> {
  const response = await request.get(`${origin}/px-api-gateway/sales-order/${orderNumber}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as OrderDetail;
}
