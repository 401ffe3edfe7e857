import { expect, test, type APIRequestContext, type Page } from './support/test';
import type { CheckoutPayload, OrderDetail, Preferences, StockItem } from '@bp/api-contract';
import { BuyerApi, openCart, signInForToken } from './support/cart';
import { acmeOrigin, seriousA11yViolations } from './support/portal';

// Spec 02 §2 Checkout add to existing order, Shipping and billing preferences, Terms; spec 01 §6
// prospects: in a real Chromium against the real API as buyer@demo.test of Acme.
// Reno's stock: the other specs use Miami, Amsterdam and Dallas. A held order is made through the
// API; a later cart is added to it through the portal.

test.describe.configure({ mode: 'serial', timeout: 120_000 });

const origin = acmeOrigin;
const WAREHOUSE = 'RNO';
const WAREHOUSE_LABEL = 'Reno';
const PHONE = { width: 390, height: 844 };

/** The signed-in buyer's calls of checkout, with its token. */
class CheckoutApi {
  constructor(
    private readonly request: APIRequestContext,
    private readonly token: string,
  ) {}

  private headers(extra: Record<string, string> = {}) {
    return { Authorization: `Bearer ${this.token}`, ...extra };
  }

  async preferences(): Promise<Preferences> {
    const response = await this.request.get(`${origin}/px-api-gateway/shipping-billing-preferences/selected`, { headers: this.headers() });
    expect(response.ok(), await response.text()).toBe(true);
    return (await response.json()) as Preferences;
  }

  async savePreferences(preferences: Preferences): Promise<void> {
    const response = await this.request.post(`${origin}/px-api-gateway/shipping-billing-preferences/submit`, { headers: this.headers(), data: preferences });
    expect(response.ok(), await response.text()).toBe(true);
  }

  /** Holds the offers as a new order on the buyer's saved preferences; answers the order number. */
  async hold(offerIds: string[]): Promise<string> {
    const preferences = await this.preferences();
    const response = await this.request.post(`${origin}/px-api-gateway/stocklist/cart/${WAREHOUSE}/submit`, {
      headers: this.headers({ 'Idempotency-Key': `e2e-hold-${offerIds.join('-')}` }),
      data: {
        offerIds,
        readyToRelease: false,
        shippingOption: preferences.shippingOption,
        paymentOption: preferences.paymentOption,
        additionalServices: preferences.services,
      },
    });
    expect(response.ok(), await response.text()).toBe(true);
    return ((await response.json()) as { phonexOrderNumber: string }).phonexOrderNumber;
  }

  async order(phonexOrderNumber: string): Promise<OrderDetail> {
    const response = await this.request.get(`${origin}/px-api-gateway/sales-order/${phonexOrderNumber}`, { headers: this.headers() });
    expect(response.ok(), await response.text()).toBe(true);
    return (await response.json()) as OrderDetail;
  }

  /** The checkout load of the warehouse (spec 02 §7): what a new-order checkout preselects. */
  async checkoutPayload(offerIds: string[]): Promise<CheckoutPayload> {
    const response = await this.request.post(`${origin}/px-api-gateway/stocklist/cart/${WAREHOUSE}`, { headers: this.headers(), data: offerIds });
    expect(response.ok(), await response.text()).toBe(true);
    return (await response.json()) as CheckoutPayload;
  }

  async removeOffers(offerIds: string[]): Promise<void> {
    const response = await this.request.delete(`${origin}/px-api-gateway/stocklist/offer`, { headers: this.headers(), data: offerIds });
    expect(response.status(), await response.text()).toBeLessThan(300);
  }
}

/** Buys one increment of the item at its list price; answers the cart entry's offer id. */
async function buyAtList(buyer: BuyerApi, item: StockItem): Promise<string> {
  return (await buyer.offer(item, item.incrementSize, item.listPrice)).offerId;
}

/** Ticks the warehouse's entries in the cart and clicks its Checkout. */
async function checkOutWarehouse(page: Page): Promise<void> {
  await openCart(page, origin);
  const selectAll = page.getByRole('checkbox', { name: `Select all ${WAREHOUSE_LABEL}` });
  await selectAll.check();
  await page.getByRole('button', { name: `Checkout ${WAREHOUSE_LABEL}` }).click();
}

test('adds a later cart to an order on hold through the choose and review steps', async ({ page, request }) => {
  const token = await signInForToken(page, origin, 'buyer@demo.test');
  const buyer = new BuyerApi(request, origin, token);
  const checkout = new CheckoutApi(request, token);
  const [first, later] = await buyer.inStockItems(WAREHOUSE, 2);

  const orderNumber = await checkout.hold([await buyAtList(buyer, first)]);
  await buyAtList(buyer, later);

  await checkOutWarehouse(page);
  await expect(page).toHaveURL(new RegExp(`/checkout/add-to-unshipped-order/${WAREHOUSE_LABEL}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Add to Unshipped Order' })).toBeVisible();
  const orders = page.getByRole('radiogroup', { name: 'Orders on hold' });
  await orders.getByRole('radio', { name: new RegExp(`Order ${orderNumber}\\b`) }).check();
  await page.getByRole('button', { name: 'Review and Update Order' }).click();

  await expect(page).toHaveURL(new RegExp(`/checkout/add-to-unshipped-order/${WAREHOUSE_LABEL}/${orderNumber}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Review and Update Order' })).toBeVisible();
  const bar = page.getByRole('complementary', { name: 'Order summary' });
  await expect(bar.getByText(new RegExp(`^Order ${orderNumber} last updated on \\w{3} \\d{2}, \\d{4}$`))).toBeVisible();
  await expect(page.getByRole('region', { name: 'Shipping Method' })).toContainText('Standard Shipping');
  expect(await seriousA11yViolations(page)).toEqual([]);
  await bar.getByRole('button', { name: 'Update Order' }).click();

  await expect(page).toHaveURL(new RegExp(`/orders/${orderNumber}$`));
  await expect(page.getByText('Successfully updated the existing order', { exact: true })).toBeVisible();
  const { salesOrder } = await checkout.order(orderNumber);
  expect(salesOrder.items.map((item) => item.itemNumber).sort()).toEqual([first.itemNumber, later.itemNumber].sort());
  expect(salesOrder.fulfillmentStatus).toBe('ON_HOLD');
  // The added entry left the cart.
  expect(await buyer.entryOf(later.itemNumberWarehouse)).toBeUndefined();
});

test('saves preferences that the next checkout preselects', async ({ page, request }) => {
  const token = await signInForToken(page, origin, 'buyer@demo.test');
  const buyer = new BuyerApi(request, origin, token);
  const checkout = new CheckoutApi(request, token);
  const original = await checkout.preferences();
  try {
    // Spec 02 §2: reached from the user menu.
    await page.getByRole('button', { name: /User menu of/ }).click();
    await page.getByRole('menuitem', { name: 'My Preferences' }).click();
    await expect(page).toHaveURL(/\/preferences$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My Preferences' })).toBeVisible();
    await expect(
      page.getByText('These preferences are used by default on new orders, and on orders created when awarding auctions and pre-orders.'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Edit Payment Method' }).click();
    await page.getByRole('radio', { name: /Wire Transfer/ }).check();
    await page.getByRole('button', { name: 'DONE' }).click();
    await page.getByRole('button', { name: 'SAVE PREFERENCES' }).click();
    await expect(page.getByText('Successfully saved the preferences', { exact: true })).toBeVisible();

    // The page shows the saved value after a reload…
    await page.reload();
    await expect(page.getByRole('region', { name: 'Payment Method' })).toContainText('Wire Transfer');
    // …and the next checkout preselects it: in its payload and on the checkout page. Reno has an
    // order on hold (the journey above), so the cart would offer adding to it: the new-order
    // checkout's handover is written as the cart writes it.
    const [item] = (await buyer.inStockItems(WAREHOUSE, 3)).slice(2);
    const offerId = await buyAtList(buyer, item);
    try {
      const payload = await checkout.checkoutPayload([offerId]);
      expect(payload.buyerOrderPreferences).toMatchObject({ paymentMethodCode: 'WIRE_TRANSFER', shippingAddressId: original.shippingOption.shippingAddressId });
      await page.evaluate(
        ([ids, warehouse]) => {
          localStorage.setItem('bp.checkoutOfferIds', JSON.stringify(ids));
          localStorage.setItem('bp.checkoutWarehouseCode', JSON.stringify(warehouse));
        },
        [[offerId], WAREHOUSE] as const,
      );
      await page.goto(`${origin}/checkout/${WAREHOUSE_LABEL}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Payment Method' })).toContainText('Wire Transfer');
    } finally {
      await checkout.removeOffers([offerId]);
    }
  } finally {
    // Other journeys start from the seeded preferences.
    await checkout.savePreferences(original);
  }
});

test('a prospect cannot reach checkout: the Not Ready dialog in the cart, the API refuses, a direct URL lands on /cart', async ({ page, request }) => {
  const token = await signInForToken(page, origin, 'prospect@demo.test');
  const prospect = new BuyerApi(request, origin, token);
  const [item] = await prospect.inStockItems(WAREHOUSE, 1);
  const offerId = await buyAtList(prospect, item);
  try {
    await checkOutWarehouse(page);
    await expect(page.getByRole('dialog', { name: 'Not Ready For Checkout' })).toBeVisible();
    await expect(page).toHaveURL(/\/cart(\?|$)/);

    const refused = await request.post(`${origin}/px-api-gateway/stocklist/cart/${WAREHOUSE}/add-to-existing`, {
      headers: { Authorization: `Bearer ${token}` },
      data: [offerId],
    });
    expect(refused.status()).toBe(403);
    const body = (await refused.json()) as { messageCode: string; message: string };
    expect(body.messageCode).toBe('prospectCannotCheckoutContactSalesRep');

    // A handover written by hand and the add-to-existing URL: the page meets the refusal and goes back to /cart with its message.
    await page.evaluate(
      ([ids, warehouse]) => {
        localStorage.setItem('bp.addToExistingOrderCheckoutOfferIds', JSON.stringify(ids));
        localStorage.setItem('bp.addToExistingOrderCheckoutWarehouseCode', JSON.stringify(warehouse));
      },
      [[offerId], WAREHOUSE] as const,
    );
    await page.goto(`${origin}/checkout/add-to-unshipped-order/${WAREHOUSE_LABEL}`);
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByText(body.message, { exact: true })).toBeVisible();

    // The new-order checkout by URL likewise.
    await page.evaluate(
      ([ids, warehouse]) => {
        localStorage.setItem('bp.checkoutOfferIds', JSON.stringify(ids));
        localStorage.setItem('bp.checkoutWarehouseCode', JSON.stringify(warehouse));
      },
      [[offerId], WAREHOUSE] as const,
    );
    await page.goto(`${origin}/checkout/${WAREHOUSE_LABEL}`);
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByText(body.message, { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toHaveCount(0);
  } finally {
    await new CheckoutApi(request, token).removeOffers([offerId]);
  }
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: PHONE });

  test('the preferences page does not scroll sideways, with a row open', async ({ page }) => {
    await signInForToken(page, origin, 'buyer@demo.test');
    await page.goto(`${origin}/preferences`);
    await expect(page.getByRole('heading', { level: 1, name: 'My Preferences' })).toBeVisible();
    const width = async () => page.evaluate(() => document.documentElement.scrollWidth);
    expect(await width()).toBeLessThanOrEqual(PHONE.width);
    await page.getByRole('button', { name: 'Edit Shipping Address' }).click();
    await expect(page.getByRole('button', { name: 'DONE' })).toBeVisible();
    expect(await width()).toBeLessThanOrEqual(PHONE.width);
    await expect(page.getByRole('button', { name: 'SAVE PREFERENCES' })).toBeVisible();
  });
});
