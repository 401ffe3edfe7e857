// Cart benchmark (a measurement, not a test): /cart with 2,000 entries across 10 warehouses in
// Debian's Chromium, against the built portal and API.
//   1. First paint of the cart: from the start of a navigation to /cart to the frame after the first
//      cart row shows, both as a full page load (JS from the browser cache, session start-up calls,
//      then the offers; the share after the offers arrived is printed too) and as the in-app move
//      from the stock list (side menu link), median of 5 each.
//   2. Select-all: from the click on "Select all" to the frame after the summary shows 2,000
//      selected, median of 5 (each run unticks first).
// The real API is used for everything (sign-in, settings, authorities…) except GET stocklist/offers,
// which answers a generated list of 2,000 entries: no demo tenant has 10 warehouses, and the point
// is the page's rendering cost, not the server's. Targets: first paint <= 1 s,
// select-all <= 100 ms. The machine is shared: each number is printed with the load average.
// Build first (own folder is fine): BP_DIST_DIR=tmp/dist-cart node apps/api/build.mjs &&
//   BP_DIST_DIR=tmp/dist-cart node_modules/.bin/vite build -c apps/buyer-portal/vite.config.mts
// Run: BP_DIST_DIR=tmp/dist-cart node tools/bench/cart.mjs   (BENCH_PORT, default 4392)
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../apps/buyer-portal-e2e/chromium.mjs';
import { builtDistDir, loadAverage as load, median, startBuiltApi } from './support/built-api.mjs';

const distDir = builtDistDir();
const port = Number(process.env.BENCH_PORT ?? 4392);
const origin = `http://localhost:${port}`;
const runs = 5;
// BENCH_ENTRIES=20 shows the page's fixed cost (first antd renders) apart from the list's size.
const ENTRIES = Number(process.env.BENCH_ENTRIES ?? 2000);
const WAREHOUSES = ['MIA', 'DAL', 'RNO', 'HKG', 'W05', 'W06', 'W07', 'W08', 'W09', 'W10'];

const startServer = (dataDir) => startBuiltApi({ distDir, port, dataDir });

/** 2,000 cart entries (all in the Cart tab, mixed statuses) spread over 10 warehouses. */
function generatedEntries() {
  const statuses = ['BUY_AT_LIST', 'ACCEPTED', 'COUNTERED', 'PRICE_DROPPED'];
  const expiry = new Date(Date.now() + 2 * 86_400_000).toISOString();
  return Array.from({ length: ENTRIES }, (_, index) => {
    const warehouse = WAREHOUSES[index % WAREHOUSES.length];
    const itemNumber = `BENCH-${String(index).padStart(5, '0')}`;
    const listPrice = 100 + (index % 400) + 0.49;
    const status = statuses[index % statuses.length];
    const offerPrice = status === 'BUY_AT_LIST' ? listPrice : Math.round(listPrice * 80) / 100;
    const counterPrice = status === 'COUNTERED' ? Math.round(listPrice * 90) / 100 : null;
    return {
      itemNumberWarehouse: `${itemNumber}~${warehouse}`,
      itemNumber,
      itemDescription: `Apple iPhone ${11 + (index % 5)} ${[64, 128, 256][index % 3]}GB Grade ${'ABC'[index % 3]} #${index}`,
      groupDescription: 'Apple iPhone',
      category: 'Phones',
      warehouse,
      listPrice,
      quantityAvailable: index % 97 === 0 ? 0 : 50 + (index % 50),
      incrementSize: 1,
      grade: 'ABC'[index % 3],
      stocklistOffer: {
        offerId: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
        offerStatus: status,
        offerState: 'READY_TO_CHECKOUT',
        offerQuantity: 1 + (index % 9),
        offerPrice,
        counterPrice,
        checkOutQuantity: 1 + (index % 9),
        checkOutPrice: counterPrice ?? offerPrice,
        minimumCheckoutQuantity: counterPrice ? 1 : null,
        acceptedOrCounteredExpirationDate: status === 'ACCEPTED' || status === 'COUNTERED' ? expiry : null,
        quantityAvailable: index % 97 === 0 ? 0 : 50 + (index % 50),
        updatedAt: new Date(Date.now() - index * 60_000).toISOString(),
      },
    };
  });
}

/** Marks the frame after the first cart row appears (window.benchCartPaintedAt, page clock). */
function watchFirstRow() {
  new MutationObserver((_, observer) => {
    if (!document.querySelector('section[data-warehouse-section] li')) return;
    observer.disconnect();
    requestAnimationFrame(() => requestAnimationFrame(() => (window.benchCartPaintedAt = performance.now())));
  }).observe(document, { childList: true, subtree: true });
}

async function signedInPage(browser, body) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  // The machine is shared: a busy moment must not end the run.
  page.setDefaultTimeout(120_000);
  page.setDefaultNavigationTimeout(120_000);
  await page.route('**/px-api-gateway/stocklist/offers', (route) => route.fulfill({ status: 200, contentType: 'application/json', body }));
  await page.goto(`${origin}/`);
  await page.getByLabel('Email').fill('buyer@demo.test');
  await page.getByLabel('Password', { exact: true }).fill('Demo-pass-1');
  await page.getByLabel('Password', { exact: true }).press('Enter');
  await page.waitForURL(/\/stock$/);
  await page.getByRole('heading', { level: 1, name: 'Stock List' }).waitFor();
  await page.waitForLoadState('networkidle');
  // Every document watches for its first cart row (full loads of /cart).
  await page.addInitScript(watchFirstRow);
  return { context, page };
}

/** Full page load of /cart: navigationStart (0 on the page clock) to the frame after the first row. */
async function fullLoadPaint(page) {
  await page.goto(`${origin}/cart`);
  await page.waitForFunction(() => window.benchCartPaintedAt !== undefined);
  // Also the cart's own share: from the offers' arrival (resource timing) to the painted row.
  return page.evaluate(() => {
    const offers = performance.getEntriesByType('resource').find((entry) => entry.name.endsWith('/px-api-gateway/stocklist/offers'));
    return [window.benchCartPaintedAt, offers ? window.benchCartPaintedAt - offers.responseEnd : NaN];
  });
}

/** In-app navigation: click on the side menu's cart link to the frame after the first row. */
async function inAppPaint(page) {
  await page.goto(`${origin}/stock`);
  await page.getByRole('heading', { level: 1, name: 'Stock List' }).waitFor();
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => {
    window.benchCartPaintedAt = undefined;
    document.addEventListener('click', () => (window.benchClickedAt = performance.now()), { capture: true, once: true });
  });
  await page.evaluate(`(${watchFirstRow.toString()})()`);
  await page
    .getByRole('navigation', { name: 'Side menu' })
    .getByRole('link', { name: /and Offers/ })
    .click();
  await page.waitForFunction(() => window.benchCartPaintedAt !== undefined);
  return page.evaluate(() => window.benchCartPaintedAt - window.benchClickedAt);
}

/** Click on "Select all" to the frame after the summary shows the expected count. */
async function selectAllTime(page, expected) {
  const box = page.getByRole('checkbox', { name: 'Select all', exact: true });
  if (await box.isChecked()) await box.click();
  await page.waitForFunction(() => document.querySelector('[aria-label="Selection summary"] dd')?.textContent === '0');
  await page.evaluate((count) => {
    window.benchSelectedAt = undefined;
    const summary = document.querySelector('[aria-label="Selection summary"]');
    const observer = new MutationObserver(() => {
      if (summary.querySelector('dd')?.textContent !== String(count)) return;
      observer.disconnect();
      requestAnimationFrame(() => requestAnimationFrame(() => (window.benchSelectedAt = performance.now())));
    });
    observer.observe(summary, { childList: true, subtree: true, characterData: true });
    document.addEventListener('click', () => (window.benchClickedAt = performance.now()), { capture: true, once: true });
  }, expected);
  await box.click();
  await page.waitForFunction(() => window.benchSelectedAt !== undefined);
  return page.evaluate(() => window.benchSelectedAt - window.benchClickedAt);
}

const entries = generatedEntries();
const selectable = entries.filter((entry) => entry.quantityAvailable > 0).length;
const body = JSON.stringify(entries);
const dataDir = mkdtempSync(join(tmpdir(), 'bp-bench-cart-'));
const server = await startServer(dataDir);
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  const { context, page } = await signedInPage(browser, body);
  // One warm-up of each: the server's first answers and Chromium's code caches.
  await fullLoadPaint(page);
  await inAppPaint(page);
  const full = [];
  const inApp = [];
  const selectAll = [];
  const afterData = [];
  for (let run = 0; run < runs; run++) {
    const [total, fromData] = await fullLoadPaint(page);
    full.push([total, load()]);
    afterData.push([fromData, load()]);
  }
  for (let run = 0; run < runs; run++) inApp.push([await inAppPaint(page), load()]);
  await page.goto(`${origin}/cart`);
  await page.getByRole('checkbox', { name: 'Select all', exact: true }).waitFor();
  await selectAllTime(page, selectable);
  for (let run = 0; run < runs; run++) selectAll.push([await selectAllTime(page, selectable), load()]);
  await context.close();

  const line = (label, samples) =>
    `${label}, ${runs} runs: ${samples.map(([ms, avg]) => `${ms.toFixed(0)} ms (load ${avg})`).join(', ')}; median ${median(samples.map(([ms]) => ms)).toFixed(0)} ms`;
  console.log(`machine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, node ${process.version}, ${new Date().toISOString()}`);
  console.log(`cart: ${ENTRIES} entries across ${WAREHOUSES.length} warehouses (${selectable} selectable), rendered in batches of 20`);
  console.log(line('first paint of /cart, full page load (navigation start to first row painted)', full));
  console.log(line('  of which from the offers response to the first row painted', afterData));
  console.log(line('first paint of /cart, in-app from the stock list (click to first row painted)', inApp));
  console.log(line(`select-all (click to ${selectable} selected painted)`, selectAll));
} finally {
  await browser.close();
  server.kill('SIGTERM');
  await new Promise((resolve) => server.on('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(0);
