// Lighthouse benchmark (a measurement, not a test): Lighthouse desktop scores
// (performance, accessibility, best practices) with LCP, TBT and CLS for sign-in, /stock, /cart, a
// checkout and an order page, as buyer@demo.test of Acme against the built portal and API on a
// fresh demo database. Target: accessibility 1.0 on each page.
//   - One Debian Chromium started by chrome-launcher with a debugging port; Playwright connects to
//     it over CDP to sign in through the sign-in screen and to open the checkout from the cart (the
//     checkout's handover lives in localStorage), then Lighthouse runs on the same browser and
//     profile with storage reset off, so the session is kept.
//   - The order page's order is held through the API first (Hong Kong items, saved preferences).
//   - Offline: Chromium's host resolver maps every name but loopback to NOTFOUND; HOME and
//     XDG_CONFIG_HOME point to a temporary folder (Lighthouse's configstore, Chromium's reports).
// Build first (own folder is fine): BP_DIST_DIR=tmp/dist-lh node apps/api/build.mjs &&
//   BP_DIST_DIR=tmp/dist-lh node_modules/.bin/vite build -c apps/buyer-portal/vite.config.mts
// Run: BP_DIST_DIR=tmp/dist-lh npm run bench -- lighthouse   (BENCH_PORT, default 4399;
//   BENCH_RUNS runs per page, default 1, medians printed; BENCH_JSON=file writes the numbers)
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';

// Lighthouse's configstore and Chromium read these when they load: set them before either is imported.
const scratch = mkdtempSync(join(tmpdir(), 'bp-bench-lighthouse-'));
process.env.HOME = scratch;
process.env.XDG_CONFIG_HOME = join(scratch, 'config');

const { chromium } = await import('@playwright/test');
const { launch } = await import('chrome-launcher');
const { default: lighthouse } = await import('lighthouse');
const { default: desktopConfig } = await import('lighthouse/core/config/desktop-config.js');
const { chromiumArgs, chromiumPath } = await import('../../apps/buyer-portal-e2e/chromium.mjs');
const { builtDistDir, loadAverage, median, startBuiltApi } = await import('./support/built-api.mjs');
const { demoIdToken } = await import('./support/demo-api.mjs');

const port = Number(process.env.BENCH_PORT ?? 4399);
const origin = `http://localhost:${port}`;
const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 1));
const BUYER = 'buyer@demo.test';
const PASSWORD = 'Demo-pass-1';
const CHECKOUT_WAREHOUSE = { code: 'MIA', label: 'Miami' };
const ORDER_WAREHOUSE = 'HKG';

async function api(token, method, path, body, headers = {}) {
  const call = () =>
    fetch(`${origin}/px-api-gateway/${path}`, {
      method,
      headers: { Authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  // A kept-alive connection the server closes while Lighthouse runs fails the next call once: retry.
  const response = await call().catch(call);
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return text ? JSON.parse(text) : undefined;
}

/** In-stock items of a warehouse (first page of the stock query). */
async function inStockItems(token, warehouse, count) {
  const result = await api(token, 'GET', `stocklist/query?warehouse=${warehouse}&includeOutOfStock=false&page=1&pageSize=24`);
  const items = result.groups.flatMap((group) => group.items).filter((item) => item.warehouse === warehouse && item.quantityAvailable >= item.incrementSize);
  if (items.length < count) throw new Error(`only ${items.length} in-stock items in ${warehouse}`);
  return items.slice(0, count);
}

/** Buys of `items` at list price: cart entries. Answers their offer ids. */
async function buy(token, items) {
  const ids = [];
  for (const item of items)
    ids.push(
      (
        await api(token, 'POST', 'stocklist/offer', {
          itemNumberWarehouse: item.itemNumberWarehouse,
          offerQuantity: item.incrementSize,
          offerPrice: item.listPrice,
        })
      ).offerId,
    );
  return ids;
}

/** Holds an order of three Hong Kong items on the buyer's saved preferences; answers its number. */
async function holdAnOrder(token) {
  const offerIds = await buy(token, await inStockItems(token, ORDER_WAREHOUSE, 3));
  const preferences = await api(token, 'GET', 'shipping-billing-preferences/selected');
  const answer = await api(
    token,
    'POST',
    `stocklist/cart/${ORDER_WAREHOUSE}/submit`,
    {
      offerIds,
      readyToRelease: false,
      shippingOption: preferences.shippingOption,
      paymentOption: preferences.paymentOption,
      additionalServices: preferences.services,
    },
    { 'Idempotency-Key': `bench-lighthouse-${offerIds.join('-')}` },
  );
  return answer.phonexOrderNumber;
}

/** Lighthouse desktop on the browser at `debuggingPort`, keeping its storage (the session). */
async function audit(url, debuggingPort) {
  const result = await lighthouse(
    url,
    {
      port: debuggingPort,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      disableStorageReset: true,
      maxWaitForLoad: 120_000,
    },
    desktopConfig,
  );
  const { categories, audits } = result.lhr;
  const failed = (category) =>
    categories[category].auditRefs.filter((ref) => ref.weight > 0 && audits[ref.id].score !== null && audits[ref.id].score < 1).map((ref) => ref.id);
  return {
    performance: categories.performance.score,
    accessibility: categories.accessibility.score,
    bestPractices: categories['best-practices'].score,
    lcpMs: audits['largest-contentful-paint'].numericValue,
    tbtMs: audits['total-blocking-time'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    failedAccessibility: failed('accessibility'),
    failedBestPractices: failed('best-practices'),
    finalUrl: result.lhr.finalDisplayedUrl,
    // A run Lighthouse could not finish (NO_LCP under heavy load, say), and audits that errored.
    runtimeError: result.lhr.runtimeError?.code ?? null,
    erroredMetrics: ['largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift']
      .filter((id) => audits[id].numericValue === undefined)
      .map((id) => `${id}: ${audits[id].errorMessage ?? 'no value'}`),
    load: loadAverage(),
  };
}

const dataDir = join(scratch, 'data');
const server = await startBuiltApi({ distDir: builtDistDir(), port, dataDir });
const results = [];
let chrome;
try {
  // chrome-launcher writes its logs into the profile folder: it must exist.
  mkdirSync(join(scratch, 'profile'), { recursive: true });
  chrome = await launch({ chromePath: chromiumPath, chromeFlags: chromiumArgs, userDataDir: join(scratch, 'profile'), envVars: { ...process.env } });
  const token = await demoIdToken(origin, BUYER, PASSWORD);
  const orderNumber = await holdAnOrder(token);

  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  const page = browser.contexts()[0].pages()[0] ?? (await browser.contexts()[0].newPage());
  page.setDefaultTimeout(120_000);

  const measure = async (name, url) => {
    const samples = [];
    for (let run = 0; run < runs; run++) samples.push(await audit(url, chrome.port));
    results.push({ name, url, samples });
  };

  // Sign-in, signed out.
  await page.goto('about:blank');
  await measure('sign-in', `${origin}/`);

  // Sign in through the sign-in screen.
  await page.goto(`${origin}/`);
  await page.getByLabel('Email').fill(BUYER);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Password', { exact: true }).press('Enter');
  await page.waitForURL(/\/stock$/);
  await page.getByRole('heading', { level: 1, name: 'Stock List' }).waitFor();
  await measure('/stock', `${origin}/stock`);

  // A cart of one Miami buy, handed to the checkout the way a buyer does it.
  const [item] = await inStockItems(token, CHECKOUT_WAREHOUSE.code, 1);
  await buy(token, [item]);
  await measure('/cart', `${origin}/cart`);
  await page.goto(`${origin}/cart?tab=0`);
  await page
    .getByRole('listitem')
    .filter({ hasText: `Item # ${item.itemNumber} ·` })
    .getByRole('checkbox')
    .check();
  await page.getByRole('button', { name: `Checkout ${CHECKOUT_WAREHOUSE.label}` }).click();
  await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
  const checkoutUrl = page.url();
  await page.goto('about:blank');
  await measure('checkout', checkoutUrl);

  await measure('order page', `${origin}/orders/${encodeURIComponent(orderNumber)}`);
  await browser.close();
} finally {
  chrome?.kill();
  // A server that already exited (it lost its port, say) never emits 'exit' again: awaiting it would end the run with code 13.
  if (server.exitCode === null && server.signalCode === null) {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.on('exit', resolve));
  }
  rmSync(scratch, { recursive: true, force: true });
}

const score = (value) => (value === null || value === undefined ? 'n/a' : value.toFixed(2));
const number = (value, digits) => (value === undefined || Number.isNaN(value) ? 'n/a' : value.toFixed(digits));
/** The median of the samples that have a value. */
const medianOf = (values) => {
  const present = values.filter((value) => value !== null && value !== undefined);
  return present.length ? median(present) : undefined;
};
console.log(`machine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, node ${process.version}, ${new Date().toISOString()}`);
console.log(`Lighthouse desktop, ${runs} run(s) per page (medians), as ${BUYER} on a fresh demo database; target accessibility 1.00`);
console.log('page         perf  a11y  best   LCP ms  TBT ms    CLS   load   failed accessibility / best-practices audits');
for (const { name, url, samples } of results) {
  const mid = (key) => medianOf(samples.map((sample) => sample[key]));
  const last = samples.at(-1);
  // A page that sent the browser elsewhere (no session: the sign-in screen) is not the page named.
  const landed = new URL(last.finalUrl).pathname === new URL(url).pathname ? '' : `  (landed on ${last.finalUrl})`;
  console.log(
    `${name.padEnd(12)} ${score(mid('performance'))}  ${score(mid('accessibility'))}  ${score(mid('bestPractices'))}  ${number(mid('lcpMs'), 0).padStart(7)}  ${number(mid('tbtMs'), 0).padStart(6)}  ${number(mid('cls'), 3).padStart(5)}  ${samples.map((sample) => sample.load).join('/')}   ${[...new Set(samples.flatMap((sample) => sample.failedAccessibility))].join(' ') || '-'} / ${[...new Set(samples.flatMap((sample) => sample.failedBestPractices))].join(' ') || '-'}${landed}`,
  );
  for (const sample of samples)
    if (sample.runtimeError || sample.erroredMetrics.length)
      console.log(`  ${name}: ${[sample.runtimeError, ...sample.erroredMetrics].filter(Boolean).join('; ')}`);
}
if (process.env.BENCH_JSON) writeFileSync(process.env.BENCH_JSON, JSON.stringify({ at: new Date().toISOString(), results }, null, 2));
// Lighthouse keeps handles open for a few seconds after its last run.
process.exit(0);
