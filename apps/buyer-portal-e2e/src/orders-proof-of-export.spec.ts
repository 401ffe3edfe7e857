import { expect, test, type APIRequestContext } from './support/test';
import type { Preferences } from '@bp/api-contract';
import { BuyerApi, SellerOps, signInForToken } from './support/cart';
import { orderOf } from './support/orders';
import { northwindOrigin } from './support/portal';

// Proof of export sent from the ORDER page (spec 03 §2 Order detail, §4 Proof of export, §6; the
// checkout's path is driven in onboarding.spec.ts): the seller asks for a document, the buyer's held
// order offers 'Upload Proof of Export', the sent proof disables the release button with its
// tooltip and warning, the seller approves it through /ops and the buyer releases the order.
//
// Its own account and items: Northwind's buyer@northwind.test, whom no other journey asks for proof
// of export or holds orders for, on Warsaw's stock (the other specs use Amsterdam); the buyer's cart
// is left alone (only this spec's own offer goes into the order). The Acme journeys (orders,
// onboarding's proof of export at checkout) never meet it. accessibility.spec.ts checks out as the
// same buyer earlier in file order; run in parallel with it, its Place Order could meet this spec's
// few seconds of proof awaiting approval. Northwind runs the single-button order flow: its release
// button is 'Place Order', with the same proof-of-export rules as Acme's 'Pay And Ship Now'.

test.describe.configure({ timeout: 180_000 });

const origin = northwindOrigin;
const BUYER = 'buyer@northwind.test';
const WAREHOUSE = 'WAW';
/** A minimal PDF: the server checks the first bytes against the extension. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** Holds one increment of an in-stock Warsaw item as a new order, submitting only this spec's offer. */
async function holdOwnOrder(request: APIRequestContext, token: string): Promise<string> {
  const buyer = new BuyerApi(request, origin, token);
  const [item] = await buyer.inStockItems(WAREHOUSE, 1);
  const { offerId } = await buyer.offer(item, item.incrementSize, item.listPrice);
  const headers = { Authorization: `Bearer ${token}` };
  const preferences = (await (await request.get(`${origin}/px-api-gateway/shipping-billing-preferences/selected`, { headers })).json()) as Preferences;
  const response = await request.post(`${origin}/px-api-gateway/stocklist/cart/${WAREHOUSE}/submit`, {
    headers: { ...headers, 'Idempotency-Key': `e2e-orders-poe-${offerId}` },
    data: {
      offerIds: [offerId],
      readyToRelease: false,
      shippingOption: preferences.shippingOption,
      paymentOption: preferences.paymentOption,
      additionalServices: preferences.services,
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { phonexOrderNumber: string }).phonexOrderNumber;
}

test('proof of export asked by the seller is sent from the order page; the release button waits for the approval, then releases the order', async ({
  page,
  request,
}) => {
  const seller = new SellerOps(request, origin);
  const token = await signInForToken(page, origin, BUYER);
  const orderNumber = await holdOwnOrder(request, token);
  const asked = await seller.post<{ documentId: string }>(`accounts/${encodeURIComponent(BUYER)}/proof-of-export`, {
    documentName: 'Proof of export for a held order',
    documentDescription: ['Bill of lading'],
  });
  let approved = false;
  try {
    await page.goto(`${origin}/orders/${orderNumber}`);
    await expect(page.getByRole('heading', { level: 1, name: `Order # ${orderNumber}` })).toBeVisible();
    const release = page.getByRole('button', { name: 'Place Order' });
    // Owed but not yet sent: the order may still be released (API README); the page offers the upload.
    const openUpload = page.getByRole('button', { name: 'Upload Proof of Export' });
    await expect(openUpload).toBeVisible();
    await expect(release).toBeEnabled();

    await openUpload.click();
    const dialog = page.getByRole('dialog', { name: 'Upload Proof of Export' });
    await expect(dialog.getByRole('region', { name: 'Proof of export for a held order' })).toBeVisible();
    await dialog.getByRole('button', { name: 'UPLOAD' }).click();
    await expect(dialog.getByText('Please upload at least one Proof of Export Document.')).toBeVisible();
    await dialog.locator('input[type=file]').setInputFiles({ name: 'bill of lading.pdf', mimeType: 'application/pdf', buffer: PDF });
    await dialog.getByRole('button', { name: 'UPLOAD' }).click();
    await expect(page.getByText('Proof of Export Document uploaded successfully. You will receive an email once it is verified.')).toBeVisible();
    await expect(dialog).toBeHidden();

    // Sent, awaiting the seller: the release button is disabled with its warning and its tooltip.
    await expect(page.getByText('PAY AND SHIP NOW is disabled until submitted Proof-of-Export is approved.')).toBeVisible();
    await expect(release).toBeDisabled();
    await expect(openUpload).toHaveCount(0);
    // A disabled button fires no hover events: its wrapper carries the tooltip.
    await release.locator('xpath=..').hover();
    await expect(page.getByRole('tooltip')).toHaveText('Place Order is unavailable until your proof of export documents are approved.');

    await seller.post(`proof-of-export/${asked.documentId}/approve`);
    approved = true;
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: `Order # ${orderNumber}` })).toBeVisible();
    await expect(release).toBeEnabled();
    await expect(page.getByText('PAY AND SHIP NOW is disabled until submitted Proof-of-Export is approved.')).toHaveCount(0);

    await release.click();
    await expect(page).toHaveURL(`${origin}/orders/${orderNumber}/order-release-confirmation`);
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
    expect((await orderOf(request, origin, token, orderNumber)).salesOrder.fulfillmentStatus).not.toBe('ON_HOLD');
  } finally {
    // Leave nothing owed or awaiting approval for the account, whatever failed above.
    if (!approved) await seller.post(`proof-of-export/${asked.documentId}/approve`).catch(() => undefined);
  }
});
