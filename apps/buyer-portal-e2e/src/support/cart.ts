import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { StockItem, StockQueryResult } from '@bp/api-contract';
import { signIn } from './portal';
import { idTokenOf } from './stocklist';

// What the cart spec shares: set-up through the real API with the signed-in buyer's token (cart
// entries, stock items), the seller's side through the ops scope (answers, jobs, stock changes),
// and the cart page's landmarks.

/** The e2e server's ops key (playwright.config.ts sets it before the server starts). */
const opsKey = () => process.env['OPS_API_KEY'] ?? '';

export interface CartOfferView {
  offerId: string;
  offerStatus: string;
  offerState: string;
  offerQuantity: number;
  offerPrice: number;
  counterPrice: number | null;
  minimumCheckoutQuantity: number | null;
}

export interface CartEntryView {
  itemNumberWarehouse: string;
  itemNumber: string;
  itemDescription: string;
  listPrice: number;
  stocklistOffer: CartOfferView;
}

export class BuyerApi {
  constructor(
    private readonly request: APIRequestContext,
    private readonly origin: string,
    private readonly token: string,
  ) {}

  private get headers() {
    return { Authorization: `Bearer ${this.token}` };
  }

  async entries(): Promise<CartEntryView[]> {
    const response = await this.request.get(`${this.origin}/px-api-gateway/stocklist/offers`, { headers: this.headers });
    expect(response.ok(), await response.text()).toBe(true);
    return (await response.json()) as CartEntryView[];
  }

  async entryOf(itemNumberWarehouse: string): Promise<CartEntryView | undefined> {
    return (await this.entries()).find((entry) => entry.itemNumberWarehouse === itemNumberWarehouse);
  }

  /** POST stocklist/offer: at the list price a buy, below it an offer. */
  async offer(item: StockItem, offerQuantity: number, offerPrice: number): Promise<CartOfferView> {
    const response = await this.request.post(`${this.origin}/px-api-gateway/stocklist/offer`, {
      headers: this.headers,
      data: { itemNumberWarehouse: item.itemNumberWarehouse, offerQuantity, offerPrice },
    });
    expect(response.status(), await response.text()).toBeLessThan(300);
    return (await response.json()) as CartOfferView;
  }

  /** Empties the buyer's cart, so the spec starts from a known one. */
  async clearCart(): Promise<void> {
    const ids = (await this.entries()).map((entry) => entry.stocklistOffer.offerId);
    if (ids.length === 0) return;
    const response = await this.request.delete(`${this.origin}/px-api-gateway/stocklist/offer`, { headers: this.headers, data: ids });
    expect(response.status(), await response.text()).toBeLessThan(300);
  }

  /** In-stock items of one warehouse, cheap enough to negotiate (list price at least 20). */
  async inStockItems(warehouse: string, count: number): Promise<StockItem[]> {
    const items: StockItem[] = [];
    for (let page = 1; items.length < count && page <= 20; page += 1) {
      const response = await this.request.get(
        `${this.origin}/px-api-gateway/stocklist/query?warehouse=${warehouse}&includeOutOfStock=false&page=${page}&pageSize=24`,
        { headers: this.headers },
      );
      expect(response.ok()).toBe(true);
      const result = (await response.json()) as StockQueryResult;
      for (const group of result.groups)
        for (const item of group.items)
          if (item.warehouse === warehouse && item.quantityAvailable >= item.incrementSize * 4 && item.listPrice >= 20) items.push(item);
      if (result.groups.length === 0) break;
    }
    expect(items.length, `${count} in-stock items in ${warehouse}`).toBeGreaterThanOrEqual(count);
    return items.slice(0, count);
  }
}

/** The seller's side: /ops with the ops key, on the tenant of `origin`. */
export class SellerOps {
  constructor(
    private readonly request: APIRequestContext,
    private readonly origin: string,
  ) {}

  async post<T>(path: string, data: unknown = {}): Promise<T> {
    const response = await this.request.post(`${this.origin}/ops/${path}`, { headers: { 'x-ops-key': opsKey() }, data });
    expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
    return (await response.json()) as T;
  }

  counter(offerId: string, counterPrice: number, minimumCheckoutQuantity: number): Promise<unknown> {
    return this.post(`offers/${offerId}/counter`, { counterPrice, minimumCheckoutQuantity });
  }

  accept(offerId: string, expiresAt?: Date): Promise<unknown> {
    return this.post(`offers/${offerId}/accept`, expiresAt ? { expiresAt: expiresAt.toISOString() } : {});
  }

  reject(offerId: string): Promise<unknown> {
    return this.post(`offers/${offerId}/reject`);
  }

  /** Runs every due job now (the offer expiry jobs among them). */
  runJobs(): Promise<{ ran: number }> {
    return this.post('jobs/run');
  }

  setListPrice(item: StockItem, listPrice: number): Promise<{ offersPriceDropped?: number }> {
    return this.post('stock/updates', [{ itemNumber: item.itemNumber, warehouse: item.warehouse, listPrice }]);
  }
}

/** Signs in through the sign-in screen and answers the stored ID token. */
export async function signInForToken(page: Page, origin: string, email: string): Promise<string> {
  await signIn(page, origin, email);
  await expect(page).toHaveURL(/\/stock$/);
  return idTokenOf(page);
}

/** Opens /cart on a tab and waits for the tabs. */
export async function openCart(page: Page, origin: string, tab = 0): Promise<void> {
  await page.goto(`${origin}/cart?tab=${tab}`);
  // Northwind's translations call it 'Basket and Offers'.
  await expect(page.getByRole('heading', { level: 1, name: /and Offers$/ })).toBeVisible();
}

/** The row of an item on the cart page (the row shows the item number). */
export function cartRow(page: Page, item: StockItem): Locator {
  return page.getByRole('listitem').filter({ hasText: `Item # ${item.itemNumber} ·` });
}

/** An amount in whole currency units without decimals, as the cart shows prices (any tenant symbol before it). */
export function wholeAmount(amount: number): string {
  return Math.round(amount).toLocaleString('en-US');
}
