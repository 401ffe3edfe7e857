import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { portalBuild } from './support/api-server';
import { BuyerApi, signInForToken } from './support/cart';
import { holdAnOrder } from './support/orders';
import { northwindOrigin, signIn } from './support/portal';
import { expect, test, type Page } from './support/test';

// The route budgets (the `bundle budgets` step) count, from the build's manifest, what each route
// downloads before it is usable (tools/scripts/route-sizes.cjs). Here Chromium opens each route
// and every script it fetched before the route was usable must be among the files that count
// counts: a lazy part a page starts showing on its first screen would otherwise go unweighed.
// Work the browser leaves for when it is idle (requestIdleCallback) is held until the route is
// usable, as it is not part of what the route needs. Northwind: its buyer has translations.

const workspaceRoot = path.resolve(__dirname, '../../..');
const manifest = JSON.parse(readFileSync(path.join(portalBuild, '.vite/manifest.json'), 'utf8')) as Record<string, { file: string }>;
const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));

/** The files the `bundle budgets` step counts for each route of this build (its BENCH_JSON rows). */
function countedFiles(): Map<string, string[]> {
  const rowsFile = path.join(mkdtempSync(path.join(tmpdir(), 'bp-route-sizes-')), 'rows.json');
  // It exits 1 when a route is over budget, after writing the rows: the budgets are its own check.
  spawnSync(process.execPath, [path.join(workspaceRoot, 'tools/scripts/bundle-budgets.mjs'), portalBuild], { env: { ...process.env, BENCH_JSON: rowsFile } });
  const { rows } = JSON.parse(readFileSync(rowsFile, 'utf8')) as { rows: { route: string; files: string[] }[] };
  return new Map(rows.map((row) => [row.route, row.files]));
}

const counted = countedFiles();
const gzipKb = (file: string) => gzipSync(readFileSync(path.join(portalBuild, file)), { level: 9 }).length / 1024;

/** Holds idle callbacks until the test says the page is usable (window.__bpUsable()). */
function holdIdleWork() {
  performance.setResourceTimingBufferSize(1000);
  const held: (() => void)[] = [];
  const idle = window.requestIdleCallback.bind(window);
  let usable = false;
  window.requestIdleCallback = (callback, options) => {
    if (usable) return idle(callback, options);
    held.push(() => idle(callback, options));
    return 0;
  };
  (window as unknown as { __bpUsable: () => void }).__bpUsable = () => {
    usable = true;
    held.splice(0).forEach((run) => run());
  };
}

/** What shows once the route is usable: every [selector, text pattern] matches an element. */
type Usable = [selector: string, text?: string][];

/** The scripts (build files) the page requested from `since` until it was usable. */
async function scriptsUntilUsable(page: Page, usable: Usable, since: number): Promise<string[]> {
  const usableAt = await (
    await page.waitForFunction(
      (probes: Usable) =>
        probes.every(([selector, text]) =>
          [...document.querySelectorAll(selector)].some((element) => text === undefined || new RegExp(text).test(element.textContent ?? '')),
        )
          ? performance.now()
          : false,
      usable,
      { polling: 'raf', timeout: 60_000 },
    )
  ).jsonValue();
  const scripts = await page.evaluate(
    ({ from, to }) =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime >= from && entry.startTime < to && /\.js$/.test(new URL(entry.name).pathname))
        .map((entry) => new URL(entry.name).pathname.replace(/^\//, '')),
    { from: since, to: usableAt as number },
  );
  await page.evaluate(() => (window as unknown as { __bpUsable: () => void }).__bpUsable());
  return scripts;
}

/** Expects every script the route fetched before it was usable to be counted in its budget. */
function expectCounted(route: string, scripts: string[]) {
  const files = new Set(counted.get(route) ?? []);
  expect(files.size, `the budgets count no files for ${route}`).toBeGreaterThan(0);
  const uncounted = scripts.filter((file) => !files.has(file)).map((file) => `${file} (${keyOfFile.get(file)}, ${gzipKb(file).toFixed(1)} KB)`);
  test
    .info()
    .annotations.push({ type: route, description: `${scripts.reduce((sum, file) => sum + gzipKb(file), 0).toFixed(1)} KB in ${scripts.length} scripts` });
  expect(
    uncounted,
    `${route} fetched these before it was usable, but its budget does not count them (add them to its pages in route-sizes.cjs, or load them later)`,
  ).toEqual([]);
}

async function openRoute(page: Page, route: string, url: string, usable: Usable): Promise<void> {
  // Controls preload their parts when the pointer reaches them (the alerts bell): the pointer rests
  // in a corner with none, not where an earlier click left it.
  await page.mouse.move(1, 1);
  await page.goto('about:blank');
  await page.goto(url);
  expectCounted(route, await scriptsUntilUsable(page, usable, 0));
}

test.describe.configure({ timeout: 300_000 });

const WAREHOUSE = 'FRA';

test('every route downloads nothing before it is usable that its budget does not count', async ({ page, request }) => {
  await page.addInitScript(holdIdleWork);
  const origin = northwindOrigin;
  await openRoute(page, '/ (sign-in)', `${origin}/`, [['form button[type=submit]'], ['input#password']]);
  await openRoute(page, '/create-account', `${origin}/create-account`, [['h1', 'Create an account']]);
  await openRoute(page, 'not found', `${origin}/no-such-page`, [['main h1']]);

  const token = await signInForToken(page, origin, 'buyer@northwind.test');
  const buyer = new BuyerApi(request, origin, token);
  await buyer.clearCart();
  // Frankfurt, where no other spec holds this buyer's orders: an order on hold there would turn
  // the checkout into choosing that order (accessibility.spec checks out at Amsterdam).
  const [item] = await buyer.inStockItems(WAREHOUSE, 1);
  await buyer.offer(item, item.incrementSize, item.listPrice);
  await openRoute(page, '/stock', `${origin}/stock`, [['main button', 'Show items']]);
  await openRoute(page, '/dashboard', `${origin}/dashboard`, [['main h1']]);
  await openRoute(page, '/cart', `${origin}/cart`, [['main li', 'Item # ']]);
  // Checkout opens from the cart (with its selection), in the page: what the click fetches counts,
  // on a cart whose idle work (its preloads) is still held.
  await page.goto(`${origin}/cart`);
  await page.getByRole('main').getByRole('checkbox').first().check();
  const clickedAt = await page.evaluate(() => performance.now());
  await page.getByRole('button', { name: 'Checkout Frankfurt' }).click();
  expectCounted(
    '/checkout/:warehouse',
    await scriptsUntilUsable(
      page,
      [
        ['main button', 'Place Order'],
        ['main table', item.itemNumber],
      ],
      clickedAt,
    ),
  );

  const held = await holdAnOrder(request, origin, token, { warehouse: WAREHOUSE, first: 3, count: 2, keyPrefix: 'e2e-route-downloads' });
  await openRoute(page, '/orders', `${origin}/orders`, [['table[aria-label="Orders"] tbody tr']]);
  await openRoute(page, '/orders/:orderNumber', `${origin}/orders/${held.orderNumber}`, [['table[aria-label="Order items"] tbody tr']]);

  await page.evaluate(() => localStorage.clear());
  await signIn(page, origin, 'newbuyer@demo.test');
  await expect(page).toHaveURL(/\/account-(setup|details)$/);
  await openRoute(page, '/account-setup', `${origin}/account-setup`, [['label', 'Business name']]);

  await page.evaluate(() => localStorage.clear());
  await signIn(page, origin, 'prospect@demo.test');
  await expect(page).not.toHaveURL(/\/$/);
  await openRoute(page, '/account-details (and /forms/*)', `${origin}/account-details`, [['[aria-label$="form Export End User Statement"]']]);
  // An online form opens from account details, in the page.
  const openedAt = await page.evaluate(() => performance.now());
  await page.getByRole('link', { name: /^(Open|View) form Export End User Statement$/ }).click();
  // The form's heading, not its Submit button: a form another spec in this worker submitted shows without one.
  expectCounted('/account-details (and /forms/*)', await scriptsUntilUsable(page, [['main h1', 'Export End User Statement']], openedAt));
});
