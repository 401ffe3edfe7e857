// Where a stock list change spends the page's time (a measurement aid, not a test): the built API
// and portal with a seeded catalogue (BENCH_ITEMS, default 1,000: the fixed per-change work shows at
// every size and a small catalogue seeds fast), signed in as buyer@demo.test in Chromium.
//   - CPU profiles (CDP Profiler, 200 µs) over 10 searches and over 10 warehouse clicks, written to
//     PROF_OUT (default tmp/prof) as search.cpuprofile / filter.cpuprofile: summarise them with
//     `node tools/bench/support/cpu-profile-summary.mjs <file>` or open them in DevTools;
//   - a timeline trace (CDP Tracing, devtools.timeline) over 10 more searches: the renderer main
//     thread's wall and CPU time per event (FunctionCall, Paint, Layout, UpdateLayoutTree, ...).
// The spans include the driver's own calls (fill, getByRole) and short waits: compare runs, not
// absolute numbers. Build first, ideally unminified for function names:
// `BP_DIST_DIR=tmp/dist-prof node apps/api/build.mjs && BP_DIST_DIR=tmp/dist-prof vite build --minify false -c apps/buyer-portal/vite.config.mts`.
// The seeded catalogue is kept for the next run (support/seeded-data.mjs: tmp/bench-seed, keyed by
// the built seed and migrations, shared with stocklist.mjs); each run works on its own copy
// (tmp/prof-data-<items>-<pid>, deleted at the end), so a folder left by an older build or by an
// interrupted seed is never served.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../apps/buyer-portal-e2e/chromium.mjs';
import { startBuiltApi, builtDistDir, workspaceRoot } from './support/built-api.mjs';
import { prepareSeededData } from './support/seeded-data.mjs';

const port = Number(process.env.BENCH_PORT ?? 4395);
const items = Number(process.env.BENCH_ITEMS ?? 1000);
const origin = `http://localhost:${port}`;
const dataDir = join(workspaceRoot, 'tmp', `prof-data-${items}-${process.pid}`);
const distDir = builtDistDir();
const out = process.env.PROF_OUT ?? 'tmp/prof';
mkdirSync(out, { recursive: true });
const seed = await prepareSeededData({ distDir, items, dataDir });
console.log(
  seed.cached
    ? `${items} items: seeded data copied from ${seed.keptIn} in ${seed.copySeconds.toFixed(1)} s`
    : `${items} items: seeded in ${seed.seedSeconds.toFixed(1)} s${seed.keptIn ? `, kept in ${seed.keptIn}` : ''}`,
);
let server;
let browser;
try {
  server = await startBuiltApi({ distDir, port, dataDir });
  browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${origin}/`);
  await page.getByLabel('Email').fill('buyer@demo.test');
  await page.getByLabel('Password', { exact: true }).fill('Demo-pass-1');
  await page.getByLabel('Password', { exact: true }).press('Enter');
  await page.waitForURL(/\/stock$/, { timeout: 60000 });
  const section = page.locator('main section[aria-label="Stock"]');
  await section.locator('h2').first().waitFor();
  await page.waitForTimeout(1500);
  const cdp = await context.newCDPSession(page);
  const searchBox = page.getByRole('searchbox', { name: 'Search stock' }).or(page.getByRole('textbox', { name: 'Search stock' }));
  const searches = ['iphone', 'galaxy', 'pixel', 'ipad', 'watch', 'black', 'moto', 'oneplus', 'fold', 'tab'];
  const waitSettled = async (before) => {
    await page.waitForFunction((prev) => {
      const s = document.querySelector('main section[aria-label="Stock"]');
      const sig = `${s.querySelector('p')?.textContent}|${s.querySelector('h2')?.textContent}|${s.querySelectorAll('h2').length}`;
      return s.getAttribute('aria-busy') === 'false' && sig !== prev;
    }, before);
  };
  const sig = () =>
    page.evaluate(() => {
      const s = document.querySelector('main section[aria-label="Stock"]');
      return `${s.querySelector('p')?.textContent}|${s.querySelector('h2')?.textContent}|${s.querySelectorAll('h2').length}`;
    });
  async function doSearches() {
    for (const term of searches) {
      await searchBox.fill(term);
      const before = await sig();
      await searchBox.press('Enter');
      await waitSettled(before).catch(() => console.warn('no change seen within the wait'));
      await page.waitForTimeout(300);
    }
  }
  const warehouses = page
    .getByRole('complementary', { name: 'Filters' })
    .getByRole('group', { name: /^Warehouses/ })
    .getByRole('checkbox', { name: /\(\d+\)$/ });
  async function doClicks() {
    await searchBox.fill('');
    await searchBox.press('Enter');
    await page.waitForTimeout(800);
    for (let run = 0; run < 10; run++) {
      const before = await sig();
      await warehouses.nth(Math.floor(run / 2) % 3).click();
      await waitSettled(before).catch(() => console.warn('no change seen within the wait'));
      await page.waitForTimeout(300);
    }
  }
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  for (const [name, fn] of [
    ['search', doSearches],
    ['filter', doClicks],
  ]) {
    await cdp.send('Profiler.start');
    await fn();
    const { profile } = await cdp.send('Profiler.stop');
    writeFileSync(`${out}/${name}.cpuprofile`, JSON.stringify(profile));
  }
  // Timeline trace: totals per event name on the renderer main thread.
  const events = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.start', { categories: 'devtools.timeline,blink.user_timing', transferMode: 'ReportEvents' });
  await doSearches();
  await cdp.send('Tracing.end');
  await done;
  writeFileSync(`${out}/search-trace.json`, JSON.stringify(events));
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const totals = new Map();
  for (const e of events) {
    if (e.ph !== 'X' || !main || e.pid !== main.pid || e.tid !== main.tid) continue;
    const t = totals.get(e.name) ?? { dur: 0, tdur: 0, n: 0 };
    t.dur += e.dur ?? 0;
    t.tdur += e.tdur ?? 0;
    t.n += 1;
    totals.set(e.name, t);
  }
  console.log('timeline totals over', searches.length, 'searches (ms wall / ms cpu / count):');
  for (const [name, t] of [...totals].sort((a, b) => b[1].tdur - a[1].tdur).slice(0, 25))
    console.log(`  ${(t.dur / 1000).toFixed(1).padStart(8)} ${(t.tdur / 1000).toFixed(1).padStart(8)} ${String(t.n).padStart(6)}  ${name}`);
  await context.close();
  console.log(`profiles and trace in ${out}: search.cpuprofile, filter.cpuprofile, search-trace.json`);
} finally {
  await browser?.close();
  if (server && server.exitCode === null) {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.on('exit', resolve));
  }
  rmSync(dataDir, { recursive: true, force: true });
}
