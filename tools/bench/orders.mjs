// Orders benchmark (a measurement, not a test), against the built API and
// portal with a fresh demo database (PostgreSQL from DATABASE_URL, else an embedded PGlite folder):
//   1. /orders with 5,000 orders of buyer@demo.test, in Debian's Chromium: a fresh navigation to
//      the first painted rows (median of 5; target <= 1 s), and search keystroke-to-paint p50/p95
//      over BENCH_REPEATS (20) searches: from the input event (the whole query typed at once) to
//      the frame after the filtered rows show. The spec's 500 ms debounce is a deliberate wait
//      inside that time, so the target (p95 <= 100 ms) is checked on the time after it (total
//      minus ORDER_SEARCH_DEBOUNCE_MS); both are printed.
//   2. An order of 500 lines: navigation to its first painted rows, then Edit, a new quantity and
//      Done on 10 rows in turn: from the Done click to the frame after the row shows its new
//      quantity and total and the bulk-save bar its new count, median/p95 of 10 (target <= 300 ms),
//      with the renderer's main-thread CPU time per edit (CDP ThreadTime: hardly affected by load).
//   3. PUT sales-order (with the version read) by 50 buyers at once, each on its own one-line
//      order, changing the quantity (up one increment, then back), BENCH_ROUNDS rounds (default 4):
//      p50/p95/p99/max, statuses, and the API's CPU time per call from /proc. Run it on PostgreSQL:
//        node tools/pg/with-postgres.mjs -- node tools/bench/orders.mjs
// The orders are real: the 50 one-line orders and the 500-line order are cart submits through the
// API; the 5,000 list orders are copies of one of them made by one INSERT ... SELECT with the
// app's schema (on PGlite with the server stopped: one process holds the folder).
// The demo has one full buyer, so "50 buyers" are 50 sessions of buyer@demo.test on 50 orders:
// the same row locks and statements as 50 buyers.
// Build first (own folder is fine): BP_DIST_DIR=$PWD/tmp/dist-x node apps/api/build.mjs &&
//   BP_DIST_DIR=$PWD/tmp/dist-x node_modules/.bin/vite build -c apps/buyer-portal/vite.config.mts
// BENCH_PORT (default 4399), BENCH_ORDERS (default 5000), BENCH_LINES (default 500),
// BENCH_PARTS=list,lines,upsert (default all), BENCH_CONCURRENCY (default 50).
// BENCH_PAGE_PROFILE=<folder>: a CDP CPU profile (200 µs) of the page over the searches, written to
// <folder>/orders-search.cpuprofile (an unminified build names the functions: vite build --minify false).
// BENCH_PAGE_TRACE=<folder>: a Chromium performance trace over the searches (open it in DevTools'
// Performance panel), written to <folder>/orders-search.trace.json.
// BENCH_SQL_STATS=1 (PostgreSQL started with PG_OPTIONS='-c shared_preload_libraries=pg_stat_statements'):
// also the SQL statements per upsert call (pg_stat_statements, reset before each round's saves).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../apps/buyer-portal-e2e/chromium.mjs';
import { cpuMsOf, timedApiClient } from './support/api-client.mjs';
import { builtDistDir, loadAverage, startBuiltApi } from './support/built-api.mjs';
import { DEMO_PASSWORD, demoIdToken } from './support/demo-api.mjs';

const port = Number(process.env.BENCH_PORT ?? 4399);
const origin = `http://localhost:${port}`;
const ORDERS = Number(process.env.BENCH_ORDERS ?? 5000);
const LINES = Number(process.env.BENCH_LINES ?? 500);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 50);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);
const REPEATS = Number(process.env.BENCH_REPEATS ?? 20);
const EDITS = 10;
const parts = new Set((process.env.BENCH_PARTS ?? 'list,lines,upsert').split(','));
/** The spec's search debounce (03 §9; ORDER_SEARCH_DEBOUNCE_MS in @bp/api-contract). */
const SEARCH_DEBOUNCE_MS = 500;
const BUYER = 'buyer@demo.test';
/** Searches for the list, each a different result than the one before: references PO-1..PO-5000, order numbers, warehouse. */
const SEARCH_QUERIES = [
  'PO-12',
  'PO-4',
  'PO-3',
  'PO-777',
  'PO-25',
  'PO-1',
  'PO-99',
  'PO-4999',
  'PO-2',
  'PO-321',
  'PO-6',
  'PO-1234',
  'PO-8',
  'PO-45',
  'PO-7',
  'PO-3000',
  'PO-5',
  'PO-10',
  'PO-9',
  'PO-250',
];
const onPostgres = Boolean(process.env.DATABASE_URL);

const percentile = (values, share) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];
};
const ms = (value) => `${value.toFixed(value < 10 ? 1 : 0)} ms`;
const p50p95 = (values) => `p50 ${ms(percentile(values, 0.5))}, p95 ${ms(percentile(values, 0.95))}`;
const verdict = (value, target) => `target <= ${target} ms: ${value <= target ? 'met' : 'missed'}`;
const loads = [];
const sampleLoad = () => loads.push(Number(loadAverage()));

const call = timedApiClient(origin);

// ---- the server and the database -----------------------------------------------------------------

const distDir = builtDistDir();
const dataDir = mkdtempSync(join(tmpdir(), 'bench-orders-'));
let server = null;
const startServer = async () => {
  server = await startBuiltApi({ distDir, port, dataDir, env: { DEMO_MODE: 'true' } });
};
async function stopServer() {
  if (!server || server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
}

/**
 * Runs SQL on the benchmark's database: through pg while the server runs on PostgreSQL; on PGlite
 * the server is stopped for it (one process holds the folder) and started again.
 */
async function runSql(work) {
  if (onPostgres) {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    try {
      return await work((text, params) => client.query(text, params).then((result) => result.rows));
    } finally {
      await client.end();
    }
  }
  await stopServer();
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create({ dataDir });
  try {
    return await work((text, params) => db.query(text, params).then((result) => result.rows));
  } finally {
    await db.close();
    await startServer();
  }
}

/**
 * `count` copies of one order (and its lines) for the same buyer, with new numbers, references
 * PO-1..PO-count and update times a minute apart: every column the schema has, copied.
 */
async function copyOrder(orderNumber, count) {
  return runSql(async (query) => {
    const columnsOf = async (table) =>
      (
        await query(`select column_name from information_schema.columns where table_schema = 'public' and table_name = $1 order by ordinal_position`, [table])
      ).map((row) => `"${row.column_name}"`);
    const fresh = new Set(['"id"', '"order_number"', '"ref_order_number"', '"created_at"', '"updated_at"', '"idempotency_key"', '"request_hash"']);
    const copied = (await columnsOf('sales_orders')).filter((column) => !fresh.has(column));
    const started = Date.now();
    await query('begin');
    await query(
      `create temporary table bench_copies on commit drop as
         select gen_random_uuid() as id, g, nextval('sales_order_number_seq')::text as order_number from generate_series(1, ${count}) as g`,
    );
    await query(
      `insert into sales_orders (id, order_number, ref_order_number, created_at, updated_at, ${copied.join(', ')})
         select c.id, c.order_number, 'PO-' || c.g, now() - c.g * interval '1 minute', now() - c.g * interval '1 minute', ${copied.map((column) => `o.${column}`).join(', ')}
         from sales_orders o cross join bench_copies c where o.order_number = $1`,
      [orderNumber],
    );
    const lineFresh = new Set(['"id"', '"order_id"', '"offer_id"', '"created_at"', '"updated_at"']);
    const lineColumns = (await columnsOf('sales_order_lines')).filter((column) => !lineFresh.has(column));
    await query(
      `insert into sales_order_lines (order_id, ${lineColumns.join(', ')})
         select c.id, ${lineColumns.map((column) => `l.${column}`).join(', ')}
         from sales_order_lines l join sales_orders o on o.id = l.order_id cross join bench_copies c where o.order_number = $1`,
      [orderNumber],
    );
    await query('commit');
    // Statistics for the planner, as autovacuum would gather them after so large a change.
    await query('analyze sales_orders, sales_order_lines');
    return (Date.now() - started) / 1000;
  });
}

/** Puts each item (one increment) in the cart and submits them as one order; answers its number. */
async function orderOf(token, items, shipping, billing, { method = 'ACME_STANDARD_SHIPPING', payment = 'TERMS_NET_30' } = {}) {
  const offerIds = [];
  for (const item of items) {
    const offer = await call(token, 'POST', 'stocklist/offer', {
      itemNumberWarehouse: item.itemNumberWarehouse,
      offerQuantity: item.incrementSize,
      offerPrice: item.listPrice,
    });
    if (offer.status !== 200 && offer.status !== 201) throw new Error(`offer answered ${offer.status} ${JSON.stringify(offer.body)}`);
    offerIds.push(offer.body.offerId);
  }
  const submitted = await call(token, 'POST', `stocklist/cart/${encodeURIComponent(items[0].warehouse)}/submit`, {
    offerIds,
    readyToRelease: false,
    shippingOption: {
      shippingAddressId: shipping.id,
      shippingOptionDetails: {
        shippingMethodCode: method,
        insured: false,
        insuredAmount: null,
        shippingInstructions: null,
        carrier: null,
        carrierServiceLevel: null,
        carrierShippingAccountNumber: null,
      },
    },
    paymentOption: { billingAddressId: billing.id, paymentOptionDetails: { paymentMethodCode: payment } },
    additionalServices: [],
  });
  const number = submitted.body?.salesOrder?.phonexOrderNumber ?? submitted.body?.phonexOrderNumber;
  if ((submitted.status !== 200 && submitted.status !== 201) || !number)
    throw new Error(`submit answered ${submitted.status} ${JSON.stringify(submitted.body).slice(0, 500)}`);
  return number;
}

// ---- in the page ---------------------------------------------------------------------------------

/** Installed before any page script: the frame after the first orders row (or order line) shows. */
function watchFirstRows() {
  new MutationObserver((_, observer) => {
    if (!document.querySelector('[aria-label="Orders"] tr[data-row-key], [aria-label="Order items"] tr[data-row-key]')) return;
    observer.disconnect();
    requestAnimationFrame(() => setTimeout(() => (window.benchFirstRowsAt = performance.now()), 0));
  }).observe(document, { childList: true, subtree: true });
  performance.setResourceTimingBufferSize(10000);
  addEventListener('input', (event) => (window.benchInputAt = event.timeStamp), true);
  addEventListener('click', (event) => (window.benchClickAt = event.timeStamp), true);
}

/** Resolves window.benchChanged with the time from the input to the frame after the list shows other rows and is no longer loading. */
function armSearchWatcher() {
  const list = document.querySelector('[aria-label="Orders"]');
  // By content: the list keys its rows by their place on the page, so a new answer keeps the keys.
  const signature = () => `${list.querySelector('tr[data-row-key]')?.textContent ?? ''}|${list.querySelectorAll('tr[data-row-key]').length}`;
  const before = signature();
  window.benchInputAt = undefined;
  window.benchChanged = new Promise((resolve) => {
    const timeout = setTimeout(() => resolve(-1), 20000);
    const observer = new MutationObserver(() => {
      if (list.querySelector('.ant-spin-spinning') || signature() === before) return;
      observer.disconnect();
      clearTimeout(timeout);
      requestAnimationFrame(() =>
        setTimeout(() => {
          // Where the time after the input went: the search's request (sent and answered, on the input's clock).
          const request = performance
            .getEntriesByType('resource')
            .filter((entry) => /\/sales-orders\?search=/.test(entry.name))
            .at(-1);
          window.benchRequest =
            request && request.startTime > window.benchInputAt
              ? { sentAfter: request.startTime - window.benchInputAt, answeredAfter: request.responseEnd - window.benchInputAt }
              : null;
          resolve(performance.now() - window.benchInputAt);
        }, 0),
      );
    });
    observer.observe(list, { childList: true, subtree: true, attributes: true, characterData: true });
  });
}

/** Resolves window.benchEdited with the time from the Done click to the frame after the row shows `quantity` and the save bar `count`. */
function armEditWatcher({ rowKey, quantity, count }) {
  const row = document.querySelector(`[aria-label="Order items"] tr[data-row-key="${CSS.escape(rowKey)}"]`);
  const done = () =>
    !row.querySelector('input') &&
    [...row.cells].some((cell) => cell.textContent === String(quantity)) &&
    document.querySelector(`[role="region"][aria-label="${count} unsaved changes"]`);
  window.benchClickAt = undefined;
  window.benchEdited = new Promise((resolve) => {
    const timeout = setTimeout(() => resolve(-1), 20000);
    const observer = new MutationObserver(() => {
      if (!done()) return;
      observer.disconnect();
      clearTimeout(timeout);
      requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - window.benchClickAt), 0));
    });
    observer.observe(document.body, { childList: true, subtree: true, attributes: true, characterData: true });
  });
}

/** The renderer main thread's CPU time so far (CDP ThreadTime, ms). */
async function mainThreadMs(cdp) {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return (metrics.find((metric) => metric.name === 'ThreadTime')?.value ?? 0) * 1000;
}

async function signedInPage(browser) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  page.setDefaultTimeout(120_000);
  page.setDefaultNavigationTimeout(120_000);
  await page.addInitScript(watchFirstRows);
  await page.goto(`${origin}/`);
  await page.getByLabel('Email').fill(BUYER);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByLabel('Password', { exact: true }).press('Enter');
  await page.waitForURL(/\/stock$/);
  return { context, page };
}

/** Fresh navigations to `path` until the first rows are painted: navigation start (0 on the page clock) to that frame. */
async function navigations(page, path, runs) {
  const times = [];
  const work = [];
  for (let run = 0; run < runs; run++) {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    const busyBefore = await mainThreadMs(cdp);
    await page.goto(`${origin}${path}`, { waitUntil: 'commit' });
    await page.waitForFunction(() => window.benchFirstRowsAt !== undefined);
    times.push(await page.evaluate(() => window.benchFirstRowsAt));
    work.push((await mainThreadMs(cdp)) - busyBefore);
    await cdp.detach();
    sampleLoad();
  }
  return { times, work };
}

async function listNumbers(browser) {
  const { context, page } = await signedInPage(browser);
  await navigations(page, '/orders', 1); // warm-up: the server's first answers and Chromium's code caches
  const navigation = await navigations(page, '/orders', 5);
  const dataMs = await page.evaluate(() => performance.getEntriesByType('resource').find((entry) => /\/sales-orders(\?|$)/.test(entry.name))?.duration ?? -1);
  const rowsShown = await page.locator('[aria-label="Orders"] tr[data-row-key]').count();

  const searchBox = page.getByRole('searchbox', { name: 'Search orders' }).or(page.getByRole('textbox', { name: 'Search orders' }));
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  const searches = [];
  const work = [];
  const requests = [];
  const profileDir = process.env.BENCH_PAGE_PROFILE;
  if (profileDir) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
  }
  const queries = SEARCH_QUERIES;
  const traceDir = process.env.BENCH_PAGE_TRACE;
  if (traceDir) {
    mkdirSync(traceDir, { recursive: true });
    await browser.startTracing(page, {
      path: join(traceDir, 'orders-search.trace.json'),
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'v8.execute', 'loading', 'netlog'],
    });
  }
  for (let run = 0; run < REPEATS; run++) {
    await page.evaluate(armSearchWatcher);
    const busyBefore = await mainThreadMs(cdp);
    await searchBox.fill(queries[run % queries.length]);
    searches.push(await page.evaluate(() => window.benchChanged));
    work.push((await mainThreadMs(cdp)) - busyBefore);
    const request = await page.evaluate(() => window.benchRequest);
    if (request) requests.push(request);
    sampleLoad();
  }
  if (traceDir) {
    await browser.stopTracing();
    console.log(`page trace over the searches: ${join(traceDir, 'orders-search.trace.json')}`);
  }
  if (profileDir) {
    const { profile } = await cdp.send('Profiler.stop');
    mkdirSync(profileDir, { recursive: true });
    writeFileSync(join(profileDir, 'orders-search.cpuprofile'), JSON.stringify(profile));
    console.log(
      `page CPU profile over the searches: ${join(profileDir, 'orders-search.cpuprofile')} (node tools/bench/support/cpu-profile-summary.mjs <file>)`,
    );
  }
  await cdp.detach();
  await context.close();
  return {
    navigation,
    dataMs,
    rowsShown,
    searches: searches.filter((value) => value >= 0),
    missed: searches.filter((value) => value < 0).length,
    work,
    requests,
  };
}

async function linesNumbers(browser, orderNumber, lines) {
  const { context, page } = await signedInPage(browser);
  const path = `/orders/${encodeURIComponent(orderNumber)}`;
  await navigations(page, path, 1);
  const navigation = await navigations(page, path, 3);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  const edits = [];
  const work = [];
  for (let run = 0; run < EDITS; run++) {
    // Rows spread over the first page (the table pages its lines, ORDER_LINES_PER_PAGE = 50); each
    // goes up one increment (the order took one, more is in stock).
    const onFirstPage = lines.slice(0, 50);
    const line = onFirstPage[Math.floor((run * onFirstPage.length) / EDITS)];
    const quantity = line.orderedQuantity + line.incrementSize;
    await page.getByRole('button', { name: `Edit ${line.itemNumber}`, exact: true }).click();
    await page.getByRole('textbox', { name: `Quantity of ${line.itemNumber}`, exact: true }).fill(String(quantity));
    await page.evaluate(armEditWatcher, { rowKey: line.itemNumberWarehouse, quantity, count: run + 1 });
    const busyBefore = await mainThreadMs(cdp);
    await page.getByRole('button', { name: 'Done', exact: true }).click();
    edits.push(await page.evaluate(() => window.benchEdited));
    work.push((await mainThreadMs(cdp)) - busyBefore);
    sampleLoad();
  }
  await cdp.detach();
  await context.close();
  return { navigation, edits: edits.filter((value) => value >= 0), missed: edits.filter((value) => value < 0).length, work };
}

/** pg_stat_statements on the benchmark's PostgreSQL (BENCH_SQL_STATS=1): statements since the last reset. */
async function openSqlStats(url) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('create extension if not exists pg_stat_statements');
  return {
    reset: () => client.query('select pg_stat_statements_reset()'),
    async statements() {
      const { rows } = await client.query(
        "select calls::int, round(total_exec_time::numeric, 1)::float as ms, query from pg_stat_statements where query not like '%pg_stat%' and query not like '%pg_catalog%'",
      );
      return rows;
    },
    close: () => client.end(),
  };
}

async function upsertNumbers(tokens, orderNumbers) {
  const sqlStats = process.env.BENCH_SQL_STATS === '1' && onPostgres ? await openSqlStats(process.env.DATABASE_URL) : null;
  const statements = new Map();
  const roundMax = [];
  const latencies = [];
  const statuses = {};
  let apiCpu = 0;
  for (let round = 0; round < ROUNDS; round++) {
    // Read each order as the page does (not measured), then all save at once.
    const orders = await Promise.all(
      orderNumbers.map(async (number, index) => (await call(tokens[index], 'GET', `sales-order/${encodeURIComponent(number)}`)).body.salesOrder),
    );
    const bodies = orders.map((order) => {
      const [line] = order.items;
      const orderedQuantity = round % 2 === 0 ? line.orderedQuantity + line.incrementSize : line.orderedQuantity - line.incrementSize;
      const items = [{ ...line, orderedQuantity }];
      return { ...order, items, itemNumberItems: { [line.itemNumberWarehouse]: items[0] } };
    });
    await sqlStats?.reset();
    const cpuBefore = cpuMsOf(server.pid);
    const results = await Promise.all(bodies.map((body, index) => call(tokens[index], 'PUT', 'sales-order', body)));
    if (cpuBefore !== null) apiCpu += (cpuMsOf(server.pid) ?? 0) - cpuBefore;
    for (const row of (await sqlStats?.statements()) ?? []) {
      const entry = statements.get(row.query) ?? { calls: 0, ms: 0 };
      entry.calls += row.calls;
      entry.ms += row.ms;
      statements.set(row.query, entry);
    }
    roundMax.push(Math.max(...results.map((result) => result.ms)));
    for (const result of results) {
      latencies.push(result.ms);
      statuses[result.status] = (statuses[result.status] ?? 0) + 1;
      if (result.status !== 200 && Object.keys(statuses).length > 0 && statuses[result.status] === 1)
        console.log(`upsert answered ${result.status}: ${JSON.stringify(result.body).slice(0, 300)}`);
    }
    sampleLoad();
  }
  await sqlStats?.close();
  if (sqlStats) {
    const total = [...statements.values()].reduce((sum, entry) => sum + entry.calls, 0);
    console.log(`upsert: ${(total / latencies.length).toFixed(1)} statements per call (pg_stat_statements, exec time summed over all calls):`);
    for (const [query, entry] of [...statements].sort((a, b) => b[1].calls - a[1].calls)) {
      console.log(
        `  ${(entry.calls / latencies.length).toFixed(2).padStart(6)} x  ${entry.ms.toFixed(1).padStart(8)} ms  ${query.replace(/\s+/g, ' ').slice(0, 150)}`,
      );
    }
  }
  // The first round pays whatever the server still does lazily on first use (compiling, caches).
  console.log(`upsert slowest call per round: ${roundMax.map((value) => ms(value)).join(', ')}`);
  return { latencies, statuses, apiCpuPerCall: apiCpu / latencies.length };
}

// ---- the run -------------------------------------------------------------------------------------

let browser = null;
try {
  sampleLoad();
  await startServer();
  const token = await demoIdToken(origin, BUYER);
  const options = (await call(token, 'GET', 'shipping-billing-preferences/options')).body;
  const shipping = options.shippingAddresses.find((address) => address.state === 'FL') ?? options.shippingAddresses[0];
  const billing = options.billingAddresses[0];
  const stock = (await call(token, 'GET', 'stocklist/stocks')).body;
  // Items with at least two increments in stock: the order takes one, an edit one more.
  const itemsOf = (warehouse) =>
    stock.groups.flatMap((group) => group.items).filter((item) => item.warehouse === warehouse && item.quantityAvailable >= 2 * item.incrementSize);
  const setupStarted = Date.now();
  // 50 one-line orders (MIA), one per concurrent buyer of the upsert; the first is copied for the list.
  const singles = itemsOf('MIA').slice(0, CONCURRENCY);
  if (singles.length < CONCURRENCY) throw new Error(`only ${singles.length} MIA items for ${CONCURRENCY} orders`);
  const singleOrders = [];
  for (const item of singles) singleOrders.push(await orderOf(token, [item], shipping, billing));
  // The order of LINES lines (DAL): one cart submit, by wire transfer (no credit limit) and the live
  // rate (no device limit per shipment).
  const manyItems = itemsOf('DAL').slice(0, LINES);
  if (manyItems.length < LINES) throw new Error(`only ${manyItems.length} DAL items for a ${LINES}-line order`);
  const bigOrder = parts.has('lines') ? await orderOf(token, manyItems, shipping, billing, { method: 'ACME_UPS_REAL_TIME', payment: 'WIRE_TRANSFER' }) : null;
  const setupSeconds = (Date.now() - setupStarted) / 1000;
  const copySeconds = parts.has('list') ? await copyOrder(singleOrders[0], ORDERS) : 0;
  console.log(
    `setup: ${CONCURRENCY} one-line orders${bigOrder ? ` and a ${LINES}-line order (${bigOrder})` : ''} through the API in ${setupSeconds.toFixed(1)} s; ${parts.has('list') ? `${ORDERS} copies in ${copySeconds.toFixed(1)} s` : ''}`,
  );

  browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const report = [];
  const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, node ${process.version}, ${new Date().toISOString()}; database ${onPostgres ? 'PostgreSQL' : 'embedded PGlite'}`;
  if (parts.has('list')) {
    const from = loads.length;
    const list = await listNumbers(browser);
    const navigationMedian = percentile(list.navigation.times, 0.5);
    const afterDebounce = list.searches.map((value) => value - SEARCH_DEBOUNCE_MS);
    const load = loads.slice(from);
    report.push(
      `/orders with ${ORDERS + CONCURRENCY} orders (GET sales-orders ${ms(list.dataMs)}; ${list.rowsShown} rows on the first page): navigation to first painted rows ${list.navigation.times.map((value) => ms(value)).join(', ')}; median ${ms(navigationMedian)} (main-thread CPU median ${ms(percentile(list.navigation.work, 0.5))}) (${verdict(navigationMedian, 1000)})`,
      `search keystroke to paint, ${list.searches.length} searches${list.missed ? ` (${list.missed} missed)` : ''}: ${p50p95(list.searches)} incl. the ${SEARCH_DEBOUNCE_MS} ms debounce; after the debounce ${p50p95(afterDebounce)} (${verdict(percentile(afterDebounce, 0.95), 100)}); main-thread CPU per search p50 ${ms(percentile(list.work, 0.5))}; load ${Math.min(...load).toFixed(2)}–${Math.max(...load).toFixed(2)}`,
    );
    console.log(report.at(-2));
    console.log(report.at(-1));
    if (list.requests.length > 0) {
      // After the debounce: until the request is sent (the page's work before it), until its answer is in (the server and the network).
      const sent = list.requests.map((request) => request.sentAfter - SEARCH_DEBOUNCE_MS);
      const answered = list.requests.map((request) => request.answeredAfter - request.sentAfter);
      console.log(
        `  search requests (${list.requests.length}): sent ${p50p95(sent)} after the debounce; answered ${p50p95(answered)} after sending; the rest of each search is the page's rendering`,
      );
    }
    // The same searches from here, one at a time, without a browser: the server's own share.
    const answers = [];
    const cpuBefore = cpuMsOf(server.pid);
    for (let run = 0; run < 5 * SEARCH_QUERIES.length; run++)
      answers.push((await call(token, 'GET', `sales-orders?search=${encodeURIComponent(SEARCH_QUERIES[run % SEARCH_QUERIES.length])}`)).ms);
    const cpuPerCall = cpuBefore === null ? null : ((cpuMsOf(server.pid) ?? 0) - cpuBefore) / answers.length;
    report.push(
      `GET sales-orders?search= from node, ${answers.length} calls one at a time: ${p50p95(answers)}${cpuPerCall === null ? '' : `; API CPU ${ms(cpuPerCall)} per call`}`,
    );
    console.log(report.at(-1));
  }
  if (bigOrder) {
    const from = loads.length;
    const detail = (await call(token, 'GET', `sales-order/${encodeURIComponent(bigOrder)}`)).body.salesOrder;
    const lines = await linesNumbers(browser, bigOrder, detail.items);
    const load = loads.slice(from);
    report.push(
      `order of ${detail.items.length} lines: navigation to first painted rows median ${ms(percentile(lines.navigation.times, 0.5))} (main-thread CPU ${ms(percentile(lines.navigation.work, 0.5))}); edit (Done) to row and totals updated, ${lines.edits.length} edits${lines.missed ? ` (${lines.missed} missed)` : ''}: ${p50p95(lines.edits)} (${verdict(percentile(lines.edits, 0.5), 300)} on the median); main-thread CPU per edit p50 ${ms(percentile(lines.work, 0.5))}, p95 ${ms(percentile(lines.work, 0.95))}; load ${Math.min(...load).toFixed(2)}–${Math.max(...load).toFixed(2)}`,
    );
    console.log(report.at(-1));
  }
  if (parts.has('upsert')) {
    const from = loads.length;
    // One token for all sessions: 50 sign-ins at once trip the identity endpoint's attempt limit,
    // and the token only names the buyer (every order is its own row, as with 50 buyers).
    const tokens = singleOrders.map(() => token);
    const upsert = await upsertNumbers(tokens, singleOrders);
    const { latencies } = upsert;
    const load = loads.slice(from);
    report.push(
      `order upsert, ${CONCURRENCY} at once × ${ROUNDS} rounds: p50 ${ms(percentile(latencies, 0.5))}, p95 ${ms(percentile(latencies, 0.95))}, p99 ${ms(percentile(latencies, 0.99))}, max ${ms(Math.max(...latencies))} (n=${latencies.length}); statuses ${JSON.stringify(upsert.statuses)}; API CPU per call ${upsert.apiCpuPerCall.toFixed(2)} ms (10 ms ticks summed over all calls); load ${Math.min(...load).toFixed(2)}–${Math.max(...load).toFixed(2)}`,
    );
    console.log(report.at(-1));
  }
  console.log(`\nmachine: ${machine}`);
  for (const line of report) console.log(`- ${line}`);
} finally {
  await browser?.close();
  await stopServer();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(0);
