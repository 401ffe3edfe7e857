import type { ReturnDetail } from '@bp/api-contract';
import { expect, test, type APIRequestContext, type Page } from './support/test';
import { demoOrder, OPS_HEADERS, unitsOf, type DemoOrder } from './support/demo-orders';
import { acmeOrigin } from './support/portal';

// Returns by unit in a real Chromium against the real API, on the demo buyer's shipped orders
// (apps/api/src/seed/demo-orders.ts): from the order page's window line, a claim by pasted IMEIs
// (an unknown one named back), a reason each and a photo; the seller's answers through /ops; the
// buyer's view of both outcomes and the RMA number; a closed window on the order shipped weeks ago.
// Each test claims units no other test of this worker's database claims (the demo's own returns
// hold the order's last ten units).

test.describe.configure({ timeout: 120_000 });

const origin = acmeOrigin;
const PHONE = { width: 390, height: 844 };
const UNKNOWN_IMEI = '490154203237518';
/** A 1x1 PNG: what a phone's photo of a dead screen looks like to the upload's checks. */
const PHOTO = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

async function imeisAt(request: APIRequestContext, order: DemoOrder, offset: number, count: number): Promise<string[]> {
  return (await unitsOf(request, order, `offset=${offset}&limit=${count}`)).units.map((unit) => unit.imei);
}

/** From the order page to a submitted claim of `imeis` (pasted with an unknown IMEI), dead on arrival, with a photo; answers the return's number. */
async function claimFromOrderPage(page: Page, order: DemoOrder, imeis: string[]): Promise<string> {
  await page.goto(`${origin}/orders/${order.orderNumber}`);
  await expect(page.getByRole('heading', { level: 1, name: `Order # ${order.orderNumber}` })).toBeVisible();
  await expect(page.getByText(/Returns accepted until .+, \d+ days left/).first()).toBeVisible();
  await page.getByRole('button', { name: 'Request a return' }).click();
  await expect(page).toHaveURL(new RegExp(`/returns/new\\?order=${order.orderNumber}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Request a return for order ${order.orderNumber}` })).toBeVisible();

  await page.getByRole('textbox', { name: 'Paste IMEIs' }).fill(`${imeis.join('\n')}, ${UNKNOWN_IMEI}`);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText(`${imeis.length} units added`)).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: `Not in this order: ${UNKNOWN_IMEI}` })).toBeVisible();

  // Submitting without reasons is refused on the page, keeping the selection.
  await page.getByRole('button', { name: 'Submit return' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Choose a reason for each unit.' })).toBeVisible();
  for (const imei of imeis) await page.getByRole('combobox', { name: `Reason for ${imei}` }).selectOption({ label: 'Dead on arrival' });

  await page.locator('input[type="file"]').setInputFiles({ name: 'dead-screen.png', mimeType: 'image/png', buffer: PHOTO });
  await expect(page.getByRole('button', { name: 'Remove dead-screen.png' })).toBeVisible();
  await expect(page.getByLabel('Uploading dead-screen.png')).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Note for the seller' }).fill('Both units stay black on the charger.');

  await page.getByRole('button', { name: 'Submit return' }).click();
  await expect(page).toHaveURL(/\/returns\/R\d+$/);
  const returnNumber = new URL(page.url()).pathname.split('/').pop() ?? '';
  await expect(page.getByRole('heading', { level: 1, name: `Return ${returnNumber}` })).toBeVisible();
  return returnNumber;
}

async function ops(request: APIRequestContext, path: string, body: unknown): Promise<ReturnDetail> {
  const response = await request.post(`${origin}/ops/returns/${path}`, { headers: OPS_HEADERS, data: body });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as ReturnDetail;
}

test('a buyer claims two pasted units as dead on arrival with a photo; the seller approves one and rejects the other; the buyer sees both and the RMA number', async ({
  page,
  request,
}) => {
  const order = await demoOrder(page, request);
  const imeis = await imeisAt(request, order, 1, 2);
  const returnNumber = await claimFromOrderPage(page, order, imeis);
  const table = page.getByRole('table', { name: 'Units' });
  for (const imei of imeis) await expect(table.getByRole('row').filter({ hasText: imei })).toContainText('Requested');
  await expect(page.getByRole('button', { name: 'Download dead-screen.png' })).toBeVisible();

  await ops(request, `${returnNumber}/approve`, { imeis: [imeis[0]] });
  const answered = await ops(request, `${returnNumber}/reject`, { imeis: [imeis[1]], reason: 'Liquid damage inside, not covered.' });
  expect(answered.rmaNumber).toBe(`RMA-${returnNumber}`);

  await page.reload();
  await expect(page.getByText(new RegExp(`Ship approved units by .+, quoting RMA RMA-${returnNumber}`))).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: imeis[0] })).toContainText('Approved');
  await expect(table.getByRole('row').filter({ hasText: imeis[1] })).toContainText('Rejected');
  await expect(table.getByRole('row').filter({ hasText: imeis[1] })).toContainText('Liquid damage inside, not covered.');

  // The list finds it by an IMEI, under its status chip.
  await page.goto(`${origin}/returns`);
  await page.getByRole('searchbox', { name: 'Search returns' }).fill(imeis[0].slice(-7));
  await expect(page.getByRole('link', { name: returnNumber })).toBeVisible();

  // The approved unit is in an open return: claiming it again is refused, naming the return.
  const again = await request.post(`${origin}/px-api-gateway/returns`, {
    headers: { Authorization: `Bearer ${order.token}` },
    data: { phonexOrderNumber: order.orderNumber, units: [{ imei: imeis[0], reason: 'OTHER' }] },
  });
  expect({ status: again.status(), message: ((await again.json()) as { message: string }).message }).toEqual({
    status: 409,
    message: `IMEI ${imeis[0]} is already in return ${returnNumber}`,
  });
});

test('the order shipped weeks ago shows its window closed and takes no claim', async ({ page, request }) => {
  const past = await demoOrder(page, request, 20);
  await page.goto(`${origin}/returns/new?order=${past.orderNumber}`);
  await expect(page.getByRole('alert').filter({ hasText: /Returns closed on / })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit return' })).toHaveCount(0);

  const [imei] = await imeisAt(request, past, 0, 1);
  const late = await request.post(`${origin}/px-api-gateway/returns`, {
    headers: { Authorization: `Bearer ${past.token}` },
    data: { phonexOrderNumber: past.orderNumber, units: [{ imei, reason: 'DEAD_ON_ARRIVAL' }] },
  });
  expect({ status: late.status(), code: ((await late.json()) as { messageCode: string }).messageCode }).toEqual({ status: 422, code: 'RETURN_WINDOW_CLOSED' });
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: PHONE });

  test('the same claim from the order page, and the returns list, without sideways scrolling', async ({ page, request }) => {
    const order = await demoOrder(page, request);
    const imeis = await imeisAt(request, order, 3, 2);
    const returnNumber = await claimFromOrderPage(page, order, imeis);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    await page.goto(`${origin}/returns`);
    await expect(page.getByRole('link', { name: returnNumber })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  });
});
