// `npm run bench` (no name): the portal's speed and size targets in one run, for the built portal (a
// measurement, not a test). Runs, one after the other as child processes, each writing its numbers
// through its BENCH_JSON output:
//   1. route sizes: JS per route (gzip -9, from the build manifest) against the budgets
//      (tools/scripts/bundle-budgets.mjs);
//   2. the stock list at 100,000 items (stocklist.mjs, BENCH_SIZES=100000): the first navigation's
//      request waterfall, first cards (median of 5), search and filter keystroke-to-paint p50/p95.
//      The seeded 100k catalogue is kept between runs (support/seeded-data.mjs, keyed by the built
//      seed and migrations): the first run seeds it (minutes), later runs copy it;
//   3. Lighthouse desktop for sign-in, /stock, /cart, a checkout and an order page (lighthouse.mjs);
//   4. the API ratios (api-ratios.mjs) on a throwaway PostgreSQL (tools/pg/with-postgres.mjs): on
//      the embedded database every query waits behind one lock, so req/s there say nothing about
//      the targets. Without PostgreSQL binaries it runs embedded and says so.
// then one summary: each number next to its target (met / missed), the machine, node, the date and
// the load average before and after each part. The machine may be shared: read timings with the
// load; bytes and CPU per request hardly depend on it.
//
// BP_DIST_DIR (build folder, default dist/; built first when the API or portal build is missing),
// BENCH_PORT (every part's server, default 4391; one part at a time), BENCH_JSON=file (the whole
// summary), BENCH_PARTS=sizes,stocklist,lighthouse,api-ratios (a subset), BENCH_STOCK_ITEMS
// (default 100000). The parts' own variables (BENCH_REPEATS, BENCH_RUNS, BENCH_SECONDS, ...) pass through.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { builtDistDir, workspaceRoot } from './support/built-api.mjs';

const distDir = builtDistDir();
const port = Number(process.env.BENCH_PORT ?? 4391);
const stockItems = Number(process.env.BENCH_STOCK_ITEMS ?? 100_000);
const summaryFile = process.env.BENCH_JSON;
const KB = 1024;

const PARTS = [
  { key: 'sizes', title: 'route sizes (JS per route, gzip -9, against the budgets)', command: ['tools/scripts/bundle-budgets.mjs'], acceptExit: [0, 1] },
  {
    key: 'stocklist',
    title: `stock list at ${stockItems.toLocaleString('en')} items (waterfall, first cards, keystroke-to-paint)`,
    command: ['tools/bench/stocklist.mjs'],
    env: { BENCH_SIZES: String(stockItems) },
  },
  { key: 'lighthouse', title: 'Lighthouse desktop (sign-in, /stock, /cart, a checkout, an order page)', command: ['tools/bench/lighthouse.mjs'] },
  {
    key: 'api-ratios',
    title: 'API ratios on PostgreSQL (10 connections)',
    command: ['tools/pg/with-postgres.mjs', '--', process.execPath, 'tools/bench/api-ratios.mjs'],
  },
];
const wanted = (process.env.BENCH_PARTS ?? PARTS.map((part) => part.key).join(',')).split(',').map((key) => key.trim());
const unknown = wanted.filter((key) => !PARTS.some((part) => part.key === key));
if (unknown.length > 0) {
  console.error(`BENCH_PARTS: unknown part(s) ${unknown.join(', ')}; the parts are ${PARTS.map((part) => part.key).join(', ')}`);
  process.exit(2);
}

const loadNow = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

/** The line of a failed part's error output that says what went wrong (for the summary). */
function failureLine(stderrTail) {
  const lines = stderrTail
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const telling = lines.find((line) => /error|timeout|exceeded|failed|refused|taken/i.test(line) && !/^at /.test(line)) ?? lines.at(-1) ?? '';
  return telling.length > 200 ? `${telling.slice(0, 200)}…` : telling;
}

/**
 * Runs a command from the workspace root with its output shown as it comes; answers its exit code
 * and, for the summary, what its error output said last.
 */
function run(command, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: workspaceRoot, env: { ...process.env, ...env }, stdio: ['ignore', 'inherit', 'pipe'] });
    let stderrTail = '';
    child.stderr.on('data', (chunk) => {
      process.stderr.write(chunk);
      stderrTail = (stderrTail + chunk).slice(-4000);
    });
    child.on('error', (error) => {
      console.error(`could not run ${command}: ${error.message}`);
      resolve({ code: 127, failure: error.message });
    });
    child.on('close', (code, signal) => resolve({ code: code ?? `signal ${signal}`, failure: code === 0 ? '' : failureLine(stderrTail) }));
  });
}

/** Builds the API and the portal into distDir when either build is missing. */
async function ensureBuilt() {
  const needed = ['apps/api/main.mjs', 'apps/api/seed.mjs', 'apps/buyer-portal/.vite/manifest.json'];
  const missing = needed.filter((file) => !existsSync(join(distDir, file)));
  if (missing.length === 0) return { built: false };
  console.log(`building into ${distDir} (missing: ${missing.join(', ')})`);
  const started = Date.now();
  const env = { BP_DIST_DIR: distDir };
  const api = (await run(process.execPath, ['apps/api/build.mjs'], env)).code;
  const portal =
    api === 0 ? (await run(join(workspaceRoot, 'node_modules/.bin/vite'), ['build', '-c', 'apps/buyer-portal/vite.config.mts'], env)).code : 'skipped';
  if (api !== 0 || portal !== 0) throw new Error(`the build failed (api: ${api}, portal: ${portal})`);
  return { built: true, seconds: (Date.now() - started) / 1000 };
}

/** Waits until nothing answers on the benchmark port (the previous part's server may still be stopping). */
async function portFree() {
  for (let attempt = 0; attempt < 30; attempt++) {
    const busy = await fetch(`http://127.0.0.1:${port}/health`, { signal: AbortSignal.timeout(2000) }).then(
      () => true,
      () => false,
    );
    if (!busy) return true;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return false;
}

const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined);

async function runPart(part, scratch) {
  const jsonFile = join(scratch, `${part.key}.json`);
  const started = Date.now();
  const loadBefore = loadNow();
  console.log(`\n=== ${part.title} — load average ${loadBefore} ===`);
  let exitCode;
  let note = '';
  if (!(await portFree())) {
    exitCode = 'not run';
    note = `port ${port} stayed taken: set BENCH_PORT to a free port`;
  } else {
    const env = { ...part.env, BP_DIST_DIR: distDir, BENCH_PORT: String(port), BENCH_JSON: jsonFile };
    let outcome = await run(process.execPath, part.command, env);
    if (part.key === 'api-ratios' && outcome.code === 0 && !existsSync(jsonFile)) {
      // with-postgres skips the command (exit 0) when PostgreSQL's binaries are missing.
      note = 'embedded PGlite: no PostgreSQL binaries here (the ratios then say little)';
      console.log(`PostgreSQL is not installed: ${note}`);
      outcome = (await portFree())
        ? await run(process.execPath, ['tools/bench/api-ratios.mjs'], env)
        : { code: 'not run', failure: `port ${port} stayed taken` };
    }
    exitCode = outcome.code;
    if (outcome.failure) note = note ? `${note}; ${outcome.failure}` : outcome.failure;
  }
  const data = readJson(jsonFile);
  const ok = data !== undefined && (part.acceptExit ?? [0]).includes(exitCode);
  const result = { key: part.key, title: part.title, ok, exitCode, note, seconds: (Date.now() - started) / 1000, loadBefore, loadAfter: loadNow(), data };
  console.log(
    `=== ${part.key}: ${ok ? 'done' : `FAILED (exit ${exitCode}${data === undefined ? ', no numbers' : ''})`} in ${result.seconds.toFixed(0)} s — load average ${result.loadAfter} ===`,
  );
  return result;
}

// ---- the summary: one row per number, next to its target ----

const median = (values) => {
  const present = values.filter((value) => typeof value === 'number' && !Number.isNaN(value)).sort((a, b) => a - b);
  return present.length ? present[Math.floor(present.length / 2)] : undefined;
};
const msText = (value) => (value === undefined || value < 0 ? 'n/a' : `${Math.round(value).toLocaleString('en')} ms`);
const scoreText = (value) => (value === undefined ? 'n/a' : value.toFixed(2));
const verdict = (value, meets) => (value === undefined ? 'n/a' : meets ? 'met' : 'missed');

function sizeRows(data) {
  return data.rows.map((row) => ({
    part: 'route sizes',
    measure: `JS ${row.route}`,
    value: `${(row.bytes / KB).toFixed(1)} KB`,
    target: `<= ${(row.budgetBytes / KB).toFixed(0)} KB`,
    status: row.overBudget ? 'missed' : 'met',
  }));
}

function stocklistRows(data) {
  const result = data.find((entry) => entry.items === stockItems) ?? data.at(-1);
  if (!result) return [];
  const { firstCards, search, filter, waterfall } = result.browser;
  const at = `${result.items.toLocaleString('en')} items`;
  // The first page's stock queries asked before the first cards painted (more than one: asked again).
  const queries = (waterfall?.requests ?? []).filter(
    ([start, , name]) => name.includes('/stocklist/query') && /[?&]page=1(&|$)/.test(name) && start <= waterfall.firstCards,
  );
  const missedText = (entry) => (entry.missed ? `; ${entry.missed} change(s) not seen` : '');
  return [
    {
      part: 'stock list',
      measure: `seeded data (${at})`,
      value: result.seedCached
        ? `kept folder copied in ${result.seedCopySeconds.toFixed(1)} s (not seeded again)`
        : `seeded in ${result.seedSeconds.toFixed(1)} s (kept for the next run)`,
      target: '',
      status: '',
    },
    {
      part: 'stock list',
      measure: `first cards after navigation, median of 5 (${at})`,
      value: `${msText(firstCards.median)} (main-thread work ${msText(firstCards.workMedian)})`,
      target: '<= 500 ms',
      status: verdict(firstCards.median, firstCards.median <= 500),
    },
    {
      part: 'stock list',
      measure: 'waterfall: first page query start–end (median navigation)',
      value: queries.length
        ? `${queries.map(([start, end]) => `${start}–${end}`).join(', ')} ms${queries.length > 1 ? ` (asked ${queries.length} times)` : ''}; first cards at ${waterfall.firstCards} ms`
        : 'n/a',
      target: '',
      status: '',
    },
    { part: 'stock list', measure: 'search keystroke-to-paint p50', value: `${msText(search.p50)} (work ${msText(search.workP50)})`, target: '', status: '' },
    {
      part: 'stock list',
      measure: 'search keystroke-to-paint p95',
      value: `${msText(search.p95)}${missedText(search)}`,
      target: '<= 80 ms',
      status: verdict(search.p95, search.p95 <= 80 && !search.missed),
    },
    { part: 'stock list', measure: 'filter keystroke-to-paint p50', value: `${msText(filter.p50)} (work ${msText(filter.workP50)})`, target: '', status: '' },
    {
      part: 'stock list',
      measure: 'filter keystroke-to-paint p95',
      value: `${msText(filter.p95)}${missedText(filter)}`,
      target: '<= 80 ms',
      status: verdict(filter.p95, filter.p95 <= 80 && !filter.missed),
    },
  ];
}

function lighthouseRows(data) {
  const rows = [];
  for (const { name, samples } of data.results) {
    const mid = (key) => median(samples.map((sample) => sample[key]));
    const accessibility = mid('accessibility');
    const failed = [...new Set(samples.flatMap((sample) => sample.failedAccessibility))];
    // Lighthouse's own failures (NO_NAVSTART under heavy load, say): the code and the metrics without a value; its output above has the messages.
    const errors = [
      ...new Set(samples.flatMap((sample) => [sample.runtimeError, ...sample.erroredMetrics.map((metric) => `no ${metric.split(':')[0]}`)]).filter(Boolean)),
    ];
    rows.push({
      part: 'Lighthouse',
      measure: `${name}: accessibility`,
      value: `${scoreText(accessibility)}${failed.length ? ` (${failed.join(' ')})` : ''}`,
      target: '= 1.00',
      status: verdict(accessibility, accessibility === 1),
    });
    const lcp = mid('lcpMs');
    const others = `performance ${scoreText(mid('performance'))}, best practices ${scoreText(mid('bestPractices'))}, TBT ${msText(mid('tbtMs'))}, CLS ${mid('cls')?.toFixed(3) ?? 'n/a'}${errors.length ? `; ${errors.join('; ')}` : ''}`;
    if (name === '/stock') {
      rows.push({ part: 'Lighthouse', measure: `${name}: LCP`, value: msText(lcp), target: '<= 800 ms', status: verdict(lcp, lcp <= 800) });
      rows.push({ part: 'Lighthouse', measure: `${name}: other scores`, value: others, target: '', status: '' });
    } else {
      rows.push({ part: 'Lighthouse', measure: `${name}: LCP and other scores`, value: `LCP ${msText(lcp)}, ${others}`, target: '', status: '' });
    }
  }
  return rows;
}

function apiRatioRows(data) {
  const rows = [];
  const health = data.results.find((result) => result.name === '/health');
  const cpu = (result) => (result.cpuMsPerRequest === null ? 'n/a' : `${result.cpuMsPerRequest.toFixed(3)} ms`);
  if (health)
    rows.push({
      part: `API (${data.database})`,
      measure: '/health',
      value: `${health.perSecond.toFixed(0)} req/s, p99 ${health.p99.toFixed(1)} ms, API CPU ${cpu(health)}/request`,
      target: '',
      status: '',
    });
  for (const result of data.results) {
    if (result.target === undefined) continue;
    rows.push({
      part: `API (${data.database})`,
      measure: `${result.name}: share of /health's req/s`,
      value: `${(result.ratioToHealth * 100).toFixed(1)} % (${result.perSecond.toFixed(0)} req/s, API CPU ${cpu(result)}/request)`,
      target: `>= ${(result.target * 100).toFixed(0)} %`,
      status: verdict(result.ratioToHealth, result.ratioToHealth >= result.target),
    });
    rows.push({
      part: `API (${data.database})`,
      measure: `${result.name}: p99`,
      value: `${result.p99.toFixed(1)} ms`,
      target: '<= 25 ms',
      status: verdict(result.p99, result.p99 <= 25),
    });
  }
  const notModified = data.results.find((result) => result.name === 'stock query 304');
  if (notModified)
    rows.push({
      part: `API (${data.database})`,
      measure: 'stock query with a current ETag',
      value: `${notModified.perSecond.toFixed(0)} req/s, p99 ${notModified.p99.toFixed(1)} ms, statuses ${JSON.stringify(notModified.statuses)}`,
      target: '',
      status: '',
    });
  return rows;
}

const ROWS_OF = { sizes: sizeRows, stocklist: stocklistRows, lighthouse: lighthouseRows, 'api-ratios': apiRatioRows };

function printWaterfall(part) {
  const result = part.data?.find((entry) => entry.items === stockItems) ?? part.data?.at(-1);
  const waterfall = result?.browser.waterfall;
  if (!waterfall) return;
  const which = waterfall.navigation.run ? `navigation ${waterfall.navigation.run} of 5, the median first cards` : 'first signed-in navigation';
  console.log(`\n/stock request waterfall at ${result.items.toLocaleString('en')} items (${which}; ms from navigation start, start–end):`);
  console.log(
    `  ${'0'.padStart(5)}–${String(waterfall.navigation.responseEnd).padEnd(5)} /stock (document; DOMContentLoaded ${waterfall.navigation.domContentLoaded}, load ${waterfall.navigation.load})`,
  );
  for (const [start, end, name] of waterfall.requests) console.log(`  ${String(start).padStart(5)}–${String(end).padEnd(5)} ${name}`);
  console.log(`  first cards painted at ${waterfall.firstCards}`);
}

/** The commit measured, with '+ changes' when the work tree differs from it. */
function commitMeasured() {
  const head = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: workspaceRoot, encoding: 'utf8' });
  if (head.status !== 0) return 'unknown commit';
  const changed = spawnSync('git', ['status', '--porcelain', '--untracked-files=no'], { cwd: workspaceRoot, encoding: 'utf8' }).stdout.trim() !== '';
  return `${head.stdout.trim()}${changed ? ' + changes' : ''}`;
}

// ---- the run ----

const startedAt = new Date();
const commit = commitMeasured();
const scratch = mkdtempSync(join(tmpdir(), 'bp-bench-all-'));
const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB`;
console.log(
  `npm run bench: ${PARTS.filter((part) => wanted.includes(part.key))
    .map((part) => part.key)
    .join(', ')}; build ${distDir}; port ${port}; ${machine}; node ${process.version}; load average ${loadNow()}`,
);
let build;
const results = [];
try {
  build = await ensureBuilt();
  for (const part of PARTS.filter((entry) => wanted.includes(entry.key))) results.push(await runPart(part, scratch));
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
const finishedAt = new Date();

const builtAt = statSync(join(distDir, 'apps/buyer-portal/.vite/manifest.json')).mtime;
const stocklistPart = results.find((part) => part.key === 'stocklist' && part.data);
if (stocklistPart) printWaterfall(stocklistPart);

const rows = results.flatMap((part) => {
  if (!part.data)
    return [{ part: part.key, measure: 'part failed', value: `exit ${part.exitCode}${part.note ? `: ${part.note}` : ''}`, target: '', status: 'n/a' }];
  const partRows = ROWS_OF[part.key](part.data);
  return part.note ? [{ part: part.key, measure: 'note', value: part.note, target: '', status: '' }, ...partRows] : partRows;
});
const widths = ['part', 'measure', 'value', 'target', 'status'].map((key) => Math.max(key.length, ...rows.map((row) => String(row[key]).length)));
const line = (cells) => `| ${cells.map((cell, index) => String(cell).padEnd(widths[index])).join(' | ')} |`;

console.log(`\n## npm run bench — summary`);
console.log(
  `machine: ${machine}; node ${process.version}; ${startedAt.toISOString()} – ${finishedAt.toISOString()} (${((finishedAt - startedAt) / 60000).toFixed(1)} min)`,
);
console.log(
  `build: ${distDir} (portal built ${builtAt.toISOString()}${build?.built ? `, by this run in ${build.seconds.toFixed(0)} s` : ''}); work tree at ${commit}`,
);
console.log('\n| part | wall time | load average before (1/5/15 min) | after | result |');
console.log('|---|---|---|---|---|');
for (const part of results)
  console.log(
    `| ${part.key} | ${part.seconds.toFixed(0)} s | ${part.loadBefore} | ${part.loadAfter} | ${part.ok ? 'done' : `failed (exit ${part.exitCode})`}${part.note ? `; ${part.note}` : ''} |`,
  );
console.log('');
console.log(line(['part', 'measure', 'value', 'target', 'status']));
console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
for (const row of rows) console.log(line([row.part, row.measure, row.value, row.target, row.status]));
const counts = { met: rows.filter((row) => row.status === 'met').length, missed: rows.filter((row) => row.status === 'missed').length };
console.log(
  `\ntargets: ${counts.met} met, ${counts.missed} missed${
    results.some((part) => !part.ok)
      ? `; failed parts: ${results
          .filter((part) => !part.ok)
          .map((part) => part.key)
          .join(', ')}`
      : ''
  }`,
);

if (summaryFile) {
  writeFileSync(
    summaryFile,
    JSON.stringify(
      {
        startedAt: startedAt.toISOString(),
        finishedAt: finishedAt.toISOString(),
        commit,
        machine,
        node: process.version,
        distDir,
        builtAt: builtAt.toISOString(),
        build,
        port,
        parts: results,
        rows,
        counts,
      },
      null,
      2,
    ),
  );
  console.log(`summary written to ${summaryFile}`);
}
process.exit(results.every((part) => part.ok) ? 0 : 1);
