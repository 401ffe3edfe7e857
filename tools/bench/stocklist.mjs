// Stock list benchmark (a measurement, not a test): the built API and portal with a generated
// catalogue of 1k, 10k and 100k items per tenant, measured over HTTP and in Debian's Chromium.
//   - GET stocklist/stocks: response time and size raw, gzip and br (as the server compresses);
//   - GET stocklist/query: p50/p95 over HTTP incl. token verification (default page, a search, a filter);
//   - Chromium, signed in as buyer@demo.test: a fresh navigation to /stock until the first group
//     cards are painted; keystroke-to-paint of a search (Enter in the search box) and of a filter
//     click (a warehouse checkbox), p50/p95 over BENCH_REPEATS (20); the page's JS heap (CDP).
// Each size gets its own DATA_DIR with the built seed's data (`seed.mjs --items N`) and its own
// server on BENCH_PORT (4396; refused when something already answers there). The seeded folder is
// kept between runs, keyed by the built seed and migrations (support/seeded-data.mjs): a second run
// copies it instead of seeding again (BENCH_SEED_CACHE=0: seed every time). The load average is sampled throughout: the machine is shared.
// Build first (BP_DIST_DIR or dist/): `node apps/api/build.mjs && vite build -c apps/buyer-portal/vite.config.mts`.
// Run: `npm run bench -- stocklist` (BENCH_SIZES=1000,10000 to choose sizes; BENCH_JSON=path for the raw numbers,
// with the request waterfall of the navigation whose first cards were the median; BENCH_VERBOSE=1
// prints the first navigation's).
import { spawn } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { cpus, freemem, loadavg, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../apps/buyer-portal-e2e/chromium.mjs';
import { prepareSeededData } from './support/seeded-data.mjs';

const root = new URL('../..', import.meta.url).pathname;
// A relative BP_DIST_DIR is taken from the repository root, as the builds take it.
const distDir = resolve(root, process.env.BP_DIST_DIR ?? 'dist');
const port = Number(process.env.BENCH_PORT ?? 4396);
const origin = `http://localhost:${port}`;
const sizes = (process.env.BENCH_SIZES ?? '1000,10000,100000').split(',').map(Number);
const repeats = Number(process.env.BENCH_REPEATS ?? 20);
const email = 'buyer@demo.test';
const password = 'Demo-pass-1';

const percentile = (values, share) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];
};
const median = (values) => percentile(values, 0.5);
const ms = (value) => `${value.toFixed(value < 10 ? 1 : 0)} ms`;
const size = (bytes) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(2)} MB` : `${(bytes / 1024).toFixed(1)} KB`);

// ---- load average, sampled every 2 s while the benchmark runs ----
const loadSamples = [];
const loadTimer = setInterval(() => loadSamples.push(loadavg()[0]), 2000);
loadSamples.push(loadavg()[0]);

async function startServer(dataDir) {
  // Another process on the port would answer the health check and be measured instead.
  const busy = await fetch(`http://127.0.0.1:${port}/health`).then(
    () => true,
    () => false,
  );
  if (busy) throw new Error(`port ${port} is taken: set BENCH_PORT`);
  const server = spawn(process.execPath, [join(distDir, 'apps/api/main.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      DEMO_MODE: 'true',
      PORT: String(port),
      DATA_DIR: dataDir,
      STATIC_DIR: join(distDir, 'apps/buyer-portal'),
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '1000000',
      RATE_LIMIT_USER_MAX: '1000000',
      IDENTITY_RATE_LIMIT_MAX: '100000',
    },
    stdio: 'ignore',
  });
  for (let attempt = 0; attempt < 1800; attempt++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/health`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  server.kill('SIGTERM');
  throw new Error('the API did not become healthy within 180 s');
}

async function stopServer(server) {
  if (server.exitCode !== null) return;
  server.kill('SIGTERM');
  await new Promise((resolve) => server.on('exit', resolve));
}

/** One GET with a given accept-encoding: time to the last byte and the bytes on the wire. */
function timedGet(path, token, encoding) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const request = httpRequest(`${origin}${path}`, { headers: { authorization: `Bearer ${token}`, 'accept-encoding': encoding } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk) => (bytes += chunk.length));
      response.on('end', () =>
        resolve({
          status: response.statusCode,
          ms: Number(process.hrtime.bigint() - started) / 1e6,
          bytes,
          encoding: response.headers['content-encoding'] ?? 'identity',
        }),
      );
    });
    request.on('error', reject);
    request.end();
  });
}

async function apiNumbers(token) {
  const stocks = {};
  for (const encoding of ['identity', 'gzip', 'br']) {
    const runs = [];
    for (let run = 0; run < 5; run++) runs.push(await timedGet('/px-api-gateway/stocklist/stocks', token, encoding));
    if (runs.some((entry) => entry.status !== 200)) throw new Error(`stocks answered ${runs.map((entry) => entry.status)}`);
    stocks[encoding] = { ms: median(runs.map((entry) => entry.ms)), bytes: runs[0].bytes, servedAs: runs[0].encoding };
  }
  const queries = ['', 'search=iphone%2F128', 'manufacturer=Apple&warehouse=MIA,DAL', 'category=Tablets&includeOutOfStock=true', 'grade=A,B&page=2'];
  const times = [];
  let pageBytes = 0;
  for (let run = 0; run < repeats; run++) {
    const query = queries[run % queries.length];
    const result = await timedGet(`/px-api-gateway/stocklist/query?pageSize=24&${query}`, token, 'gzip');
    if (result.status !== 200) throw new Error(`query answered ${result.status}`);
    times.push(result.ms);
    if (run === 0) pageBytes = result.bytes;
  }
  return { stocks, query: { p50: median(times), p95: percentile(times, 0.95), firstPageGzipBytes: pageBytes } };
}

// ---- in the page ----

/** Installed before any page script: stamps the first paint after the first group card appears. */
function watchFirstCards() {
  const stamp = () =>
    requestAnimationFrame(() =>
      setTimeout(() => {
        window.benchFirstCardsAt = performance.now();
      }, 0),
    );
  new MutationObserver((_, observer) => {
    if (!document.querySelector('main section[aria-label="Stock"] h2')) return;
    observer.disconnect();
    stamp();
  }).observe(document, { childList: true, subtree: true });
  // The input that starts a measured change: Enter in the search box, or a click in the filters.
  addEventListener('keydown', (event) => event.key === 'Enter' && (window.benchInputAt = event.timeStamp), true);
  addEventListener('click', (event) => event.target instanceof Element && event.target.closest('aside') && (window.benchInputAt = event.timeStamp), true);
}

/**
 * Arms a watcher: resolves window.benchChanged with (paint time - input time) once the list shows
 * something else than now (total or first card) and is no longer busy, measured at the frame
 * after that render.
 */
function armChangeWatcher() {
  const section = document.querySelector('main section[aria-label="Stock"]');
  const signature = () =>
    `${section.querySelector('p')?.textContent ?? ''}|${section.querySelector('h2')?.textContent ?? ''}|${section.querySelectorAll('h2').length}`;
  const before = signature();
  window.benchInputAt = undefined;
  window.benchChanged = new Promise((resolve) => {
    const timeout = setTimeout(() => resolve(-1), 20000);
    const observer = new MutationObserver(() => {
      if (section.getAttribute('aria-busy') !== 'false' || signature() === before) return;
      observer.disconnect();
      clearTimeout(timeout);
      requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - window.benchInputAt), 0));
    });
    observer.observe(section, { childList: true, subtree: true, attributes: true, characterData: true });
  });
}

async function heapOf(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const read = async () => Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((metric) => [metric.name, metric.value]));
  const before = await read();
  await cdp.send('HeapProfiler.collectGarbage');
  const after = await read();
  await cdp.detach();
  return { usedBeforeGc: before.JSHeapUsedSize, used: after.JSHeapUsedSize, total: after.JSHeapTotalSize, nodes: after.Nodes };
}

/**
 * The renderer main thread's CPU time so far (CDP ThreadTime, ms): the page's own work. Unlike
 * TaskDuration (wall time of its tasks) it does not grow while the OS runs other processes.
 */
async function mainThreadMs(cdp) {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return (metrics.find((metric) => metric.name === 'ThreadTime')?.value ?? 0) * 1000;
}

const SEARCHES = [
  'iphone 13/128',
  'galaxy/256',
  'pixel 7',
  'ipad/64',
  'watch/45mm',
  'iphone 15 pro',
  'galaxy s23',
  'black/128',
  'tab s8',
  'unlocked/iphone 12',
  'oneplus',
  'moto',
  'iphone 11/64',
  'fold4',
  'flip4/512',
  'pixel 8/256',
  'ipad pro/1tb',
  'series 8',
  'iphone se',
  'galaxy a54',
];

async function browserNumbers(browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  // Setup steps (sign-in, fills) wait as long as the measured waits: on a shared machine at load 40
  // the sign-in page took over Playwright's default 30 s to load. Measured waits keep their own timeouts.
  page.setDefaultTimeout(120_000);
  await page.addInitScript(watchFirstCards);
  await page.goto(`${origin}/`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Password', { exact: true }).press('Enter');
  await page.waitForURL(/\/stock$/, { timeout: 60000 });
  await page.waitForFunction(() => window.benchFirstCardsAt !== undefined, undefined, { timeout: 60000 });

  // Fresh navigations to /stock, signed in (the session is in localStorage; scripts come from the HTTP cache).
  const navigations = [];
  const queryTimes = [];
  const navigationWork = [];
  const waterfalls = [];
  for (let run = 0; run < 5; run++) {
    const navigationCdp = await context.newCDPSession(page);
    await navigationCdp.send('Performance.enable');
    const busyBefore = await mainThreadMs(navigationCdp);
    await page.goto(`${origin}/stock`, { waitUntil: 'commit' });
    await page.waitForFunction(() => window.benchFirstCardsAt !== undefined, undefined, { timeout: 60000 });
    const { firstCards, query } = await page.evaluate(() => ({
      firstCards: window.benchFirstCardsAt,
      query: performance.getEntriesByType('resource').find((entry) => entry.name.includes('/stocklist/query'))?.duration ?? -1,
    }));
    navigations.push(firstCards);
    queryTimes.push(query);
    navigationWork.push((await mainThreadMs(navigationCdp)) - busyBefore);
    await navigationCdp.detach();
    // Where the navigation's time goes: every request with its start and end (ms from navigation start).
    const entries = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => [Math.round(entry.startTime), Math.round(entry.responseEnd), entry.name.replace(location.origin, '')]),
    );
    const navigation = await page.evaluate(() => performance.getEntriesByType('navigation')[0]?.toJSON?.() ?? {});
    waterfalls.push({
      navigation: {
        run: run + 1,
        responseEnd: Math.round(navigation.responseEnd ?? -1),
        domContentLoaded: Math.round(navigation.domContentLoadedEventEnd ?? -1),
        load: Math.round(navigation.loadEventEnd ?? -1),
      },
      requests: entries,
      firstCards: Math.round(firstCards),
    });
    if (process.env.BENCH_VERBOSE && run === 0) {
      console.log('navigation', JSON.stringify(navigation));
      for (const [start, end, name] of entries) console.log(`  ${String(start).padStart(5)}–${String(end).padEnd(5)} ${name}`);
      console.log(`  first cards at ${Math.round(firstCards)}`);
    }
  }

  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  const searchBox = page.getByRole('searchbox', { name: 'Search stock' }).or(page.getByRole('textbox', { name: 'Search stock' }));
  const searches = [];
  const searchWork = [];
  for (let run = 0; run < repeats; run++) {
    await searchBox.fill(SEARCHES[run % SEARCHES.length]);
    await page.evaluate(armChangeWatcher);
    const busyBefore = await mainThreadMs(cdp);
    await searchBox.press('Enter');
    searches.push(await page.evaluate(() => window.benchChanged));
    searchWork.push((await mainThreadMs(cdp)) - busyBefore);
  }
  await searchBox.fill('');
  await page.evaluate(armChangeWatcher);
  await searchBox.press('Enter');
  await page.evaluate(() => window.benchChanged);

  // Toggle warehouse checkboxes on and off (Miami, Dallas, ...): on is a new query, off may come from the cache.
  const warehouses = page
    .getByRole('complementary', { name: 'Filters' })
    .getByRole('group', { name: /^Warehouses/ })
    .getByRole('checkbox', { name: /\(\d+\)$/ });
  const warehouseCount = await warehouses.count();
  const clicks = [];
  const clickWork = [];
  for (let run = 0; run < repeats; run++) {
    const box = warehouses.nth(Math.floor(run / 2) % warehouseCount);
    await page.evaluate(armChangeWatcher);
    const busyBefore = await mainThreadMs(cdp);
    await box.click();
    clicks.push(await page.evaluate(() => window.benchChanged));
    clickWork.push((await mainThreadMs(cdp)) - busyBefore);
  }
  await cdp.detach();
  const memory = await heapOf(page);
  await context.close();
  const valid = (values) => values.filter((value) => value >= 0);
  return {
    firstCards: { median: median(navigations), all: navigations, queryMedian: median(queryTimes), workMedian: median(navigationWork) },
    // The waterfall of the navigation with the median first cards (the first one may still share the server with the sign-in's work).
    waterfall: waterfalls.find((entry) => entry.firstCards === Math.round(median(navigations))),
    // work: main-thread CPU time per interaction (includes the driver's evaluate calls and the next-page prefetch).
    search: {
      p50: median(valid(searches)),
      p95: percentile(valid(searches), 0.95),
      missed: searches.length - valid(searches).length,
      workP50: median(searchWork),
    },
    filter: { p50: median(valid(clicks)), p95: percentile(valid(clicks), 0.95), missed: clicks.length - valid(clicks).length, workP50: median(clickWork) },
    memory,
  };
}

const results = [];
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  for (const items of sizes) {
    const dataDir = join(root, 'tmp', `bench-stocklist-${items}-${Date.now()}`);
    const loadFrom = loadSamples.length;
    const seed = await prepareSeededData({ distDir, items, dataDir });
    console.log(
      seed.cached
        ? `${items} items: seeded data copied from ${seed.keptIn} in ${seed.copySeconds.toFixed(1)} s (no seeding)`
        : `${items} items: seeded in ${seed.seedSeconds.toFixed(1)} s${seed.keptIn ? ` and kept in ${seed.keptIn} for the next run` : ''}`,
    );
    const seedSeconds = seed.seedSeconds;
    const server = await startServer(dataDir);
    try {
      const context = await browser.newContext();
      const page = await context.newPage();
      page.setDefaultTimeout(120_000);
      // The API token of the buyer: sign in once through the portal and read it from its storage.
      await page.goto(`${origin}/`);
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password', { exact: true }).fill(password);
      await page.getByLabel('Password', { exact: true }).press('Enter');
      await page.waitForURL(/\/stock$/, { timeout: 60000 });
      const token = await page.evaluate(() => Object.entries(localStorage).find(([key]) => key.endsWith('.idToken'))?.[1] ?? '');
      await context.close();
      // The first stocks call builds the list's index; time it apart from the steady state.
      const warmStarted = Date.now();
      await timedGet('/px-api-gateway/stocklist/stocks', token, 'gzip');
      const firstStocksMs = Date.now() - warmStarted;
      const api = await apiNumbers(token);
      const inBrowser = await browserNumbers(browser);
      const load = loadSamples.slice(loadFrom);
      results.push({
        items,
        seedSeconds,
        seedCached: seed.cached,
        seedCopySeconds: seed.copySeconds,
        firstStocksMs,
        api,
        browser: inBrowser,
        load: { min: Math.min(...load), max: Math.max(...load), mean: load.reduce((a, b) => a + b, 0) / load.length },
      });
      console.log(JSON.stringify(results.at(-1)));
    } finally {
      await stopServer(server);
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
} finally {
  await browser.close();
  clearInterval(loadTimer);
}

console.log(
  `\nmachine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB (${(freemem() / 2 ** 30).toFixed(0)} free), node ${process.version}, ${new Date().toISOString()}`,
);
console.log(
  '| items | seed | stocks raw / gzip / br (time) | query p50 / p95 | first cards (median of 5; main-thread work) | search p50 / p95 (work p50) | filter p50 / p95 (work p50) | JS heap used (after GC) / total | load avg (1 min) |',
);
console.log('|---|---|---|---|---|---|---|---|---|');
for (const result of results) {
  const { stocks, query } = result.api;
  const { firstCards, search, filter, memory } = result.browser;
  console.log(
    `| ${result.items.toLocaleString('en')} | ${result.seedCached ? `kept (copied in ${result.seedCopySeconds.toFixed(1)} s)` : `${result.seedSeconds.toFixed(1)} s`} | ${size(stocks.identity.bytes)} (${ms(stocks.identity.ms)}) / ${size(stocks.gzip.bytes)} (${ms(stocks.gzip.ms)}) / ${size(stocks.br.bytes)} (${ms(stocks.br.ms)}) | ${ms(query.p50)} / ${ms(query.p95)} | ${ms(firstCards.median)} (query ${ms(firstCards.queryMedian)}; work ${ms(firstCards.workMedian)}) | ${ms(search.p50)} / ${ms(search.p95)} (${ms(search.workP50)}) | ${ms(filter.p50)} / ${ms(filter.p95)} (${ms(filter.workP50)}) | ${size(memory.used)} / ${size(memory.total)} | ${result.load.min.toFixed(1)}–${result.load.max.toFixed(1)} (mean ${result.load.mean.toFixed(1)}) |`,
  );
}
if (process.env.BENCH_JSON) writeFileSync(process.env.BENCH_JSON, JSON.stringify(results, null, 2));
