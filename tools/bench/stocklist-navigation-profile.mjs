// Where a signed-in navigation to /stock spends the page's time until the first group cards (a
// measurement aid, not a test): the built API and portal with a seeded catalogue (BENCH_ITEMS,
// default 1,000; the kept catalogue of support/seeded-data.mjs, served from its own copy that is
// deleted at the end), buyer@demo.test
// in Chromium. For each of BENCH_RUNS navigations (default 3, after one warm-up):
//   - a timeline trace (CDP Tracing: devtools.timeline and the V8 sampling profiler, which survive
//     the navigation): the renderer main thread's busy spans from navigation start, each with its
//     top functions, so the gaps between requests can be told apart from rendering;
//   - the request waterfall (resource timing) and when the first cards were painted.
// The first run's trace is written to PROF_OUT (default tmp/prof) as navigation-trace.json (open it
// in DevTools' Performance panel). Best on an unminified build (`vite build --minify false`).
// `BENCH_PORT` (default 4395), `BP_DIST_DIR`.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../apps/buyer-portal-e2e/chromium.mjs';
import { builtDistDir, loadAverage, startBuiltApi, workspaceRoot } from './support/built-api.mjs';
import { prepareSeededData } from './support/seeded-data.mjs';

const port = Number(process.env.BENCH_PORT ?? 4395);
const items = Number(process.env.BENCH_ITEMS ?? 1000);
const runs = Number(process.env.BENCH_RUNS ?? 3);
const origin = `http://localhost:${port}`;
const dataDir = join(workspaceRoot, 'tmp', `nav-prof-data-${items}-${process.pid}`);
const distDir = builtDistDir();
const out = process.env.PROF_OUT ?? 'tmp/prof';
mkdirSync(out, { recursive: true });
await prepareSeededData({ distDir, items, dataDir });

/** Installed before any page script: stamps the first paint after the first group card appears. */
function watchFirstCards() {
  new MutationObserver((_, observer) => {
    if (!document.querySelector('main section[aria-label="Stock"] h2')) return;
    observer.disconnect();
    requestAnimationFrame(() =>
      setTimeout(() => {
        window.benchFirstCardsAt = performance.now();
      }, 0),
    );
  }).observe(document, { childList: true, subtree: true });
}

/** Self time of the sampled functions within [from, to] (µs, trace clock), top `limit`. */
function topFunctions(profile, from, to, limit = 6) {
  const self = new Map();
  for (const [at, node] of profile.samples) {
    if (at < from || at > to) continue;
    const frame = profile.nodes.get(node);
    if (!frame || frame.callFrame.functionName === '(idle)' || frame.callFrame.functionName === '(program)') continue;
    const name = `${frame.callFrame.functionName || '(anonymous)'} ${(frame.callFrame.url ?? '').split('/').pop()}:${(frame.callFrame.lineNumber ?? 0) + 1}`;
    self.set(name, (self.get(name) ?? 0) + 1);
  }
  return [...self].sort((a, b) => b[1] - a[1]).slice(0, limit);
}

/** The V8 profile inside a trace (ProfileChunk events): nodes and [time, node] samples. */
function profileOf(events, pid) {
  const nodes = new Map();
  const samples = [];
  const start = events.find((event) => event.name === 'Profile' && event.pid === pid);
  let time = start?.args?.data?.startTime ?? 0;
  for (const event of events) {
    if (event.name !== 'ProfileChunk' || event.pid !== pid) continue;
    const data = event.args.data.cpuProfile ?? {};
    for (const node of data.nodes ?? []) nodes.set(node.id, node);
    const deltas = event.args.data.timeDeltas ?? [];
    (data.samples ?? []).forEach((sample, index) => {
      time += deltas[index] ?? 0;
      samples.push([time, sample]);
    });
  }
  return { nodes, samples };
}

const server = await startBuiltApi({ distDir, port, dataDir });
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript(watchFirstCards);
  await page.goto(`${origin}/`);
  await page.getByLabel('Email').fill('buyer@demo.test');
  await page.getByLabel('Password', { exact: true }).fill('Demo-pass-1');
  await page.getByLabel('Password', { exact: true }).press('Enter');
  await page.waitForURL(/\/stock$/, { timeout: 60000 });
  await page.waitForFunction(() => window.benchFirstCardsAt !== undefined, undefined, { timeout: 60000 });
  // Warm-up navigation: scripts in the HTTP cache, the API's list index built.
  await page.goto(`${origin}/stock`, { waitUntil: 'commit' });
  await page.waitForFunction(() => window.benchFirstCardsAt !== undefined, undefined, { timeout: 60000 });

  for (let run = 0; run < runs; run++) {
    const cdp = await context.newCDPSession(page);
    const events = [];
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
    const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.start', {
      categories: 'devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,blink.user_timing,disabled-by-default-v8.cpu_profiler,loading,navigation',
      transferMode: 'ReportEvents',
    });
    await page.goto(`${origin}/stock`, { waitUntil: 'commit' });
    await page.waitForFunction(() => window.benchFirstCardsAt !== undefined, undefined, { timeout: 60000 });
    const measured = await page.evaluate(() => ({
      firstCards: window.benchFirstCardsAt,
      timeOrigin: performance.timeOrigin,
      resources: performance
        .getEntriesByType('resource')
        .map((entry) => [Math.round(entry.startTime), Math.round(entry.responseEnd), entry.name.replace(location.origin, '')]),
    }));
    await cdp.send('Tracing.end');
    await done;
    await cdp.detach();
    if (run === 0) writeFileSync(join(out, 'navigation-trace.json'), JSON.stringify({ traceEvents: events }));

    // The renderer main thread of the new document: the one that ran the navigation's scripts.
    const mains = events.filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain');
    const navStart = events.find((event) => event.name === 'navigationStart' && mains.some((main) => main.pid === event.pid));
    const main = mains.find((candidate) => candidate.pid === navStart?.pid) ?? mains[0];
    const t0 = navStart?.ts ?? events.find((event) => event.ts > 0)?.ts ?? 0;
    const profile = profileOf(events, main.pid);
    const tasks = events.filter(
      (event) =>
        event.pid === main.pid &&
        event.tid === main.tid &&
        event.ph === 'X' &&
        event.name === 'RunTask' &&
        event.ts >= t0 &&
        (event.ts - t0) / 1000 <= measured.firstCards + 20,
    );
    const cpuMs = tasks.reduce((total, task) => total + (task.tdur ?? 0), 0) / 1000;
    console.log(
      `\nrun ${run + 1}: first cards at ${Math.round(measured.firstCards)} ms; main-thread tasks until then: ${tasks.length}, CPU ${cpuMs.toFixed(0)} ms (load ${loadAverage()})`,
    );
    console.log('requests (start–end ms):');
    for (const [start, end, name] of measured.resources) console.log(`  ${String(start).padStart(5)}–${String(end).padEnd(5)} ${name}`);
    console.log('main-thread tasks over 3 ms (start ms, wall ms / CPU ms, top self-time functions by samples):');
    for (const task of tasks) {
      if ((task.dur ?? 0) < 3000) continue;
      const children = events.filter(
        (event) =>
          event.pid === main.pid &&
          event.tid === main.tid &&
          event.ph === 'X' &&
          event.ts >= task.ts &&
          event.ts <= task.ts + task.dur &&
          event.name !== 'RunTask' &&
          (event.dur ?? 0) > 1000,
      );
      const kinds = [...new Set(children.map((event) => event.name))].slice(0, 5).join(', ');
      const top = topFunctions(profile, task.ts, task.ts + task.dur)
        .map(([name, count]) => `${name} ×${count}`)
        .join('; ');
      console.log(
        `  ${String(Math.round((task.ts - t0) / 1000)).padStart(5)}  ${((task.dur ?? 0) / 1000).toFixed(1).padStart(6)} / ${((task.tdur ?? 0) / 1000).toFixed(1).padStart(6)}  [${kinds}]  ${top}`,
      );
    }
  }
  await context.close();
} finally {
  await browser.close();
  server.kill('SIGTERM');
  if (server.exitCode === null && server.signalCode === null) await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(0);
