// Sign-in benchmark (a measurement, not a test): the built portal and API, Debian's Chromium.
//   1. JS of the sign-in route (/), gzip: what the sign-in screen needs to show, and everything the
//      route loads once idle (the identity library and the signed-in screens are preloaded then).
//   2. Sign-in time: from the form's submit to the first paint of the signed-in shell, median of 5
//      first visits (fresh browser context each: no cached config, no session).
// Build first: `NX_DAEMON=false npx nx run api:build && npx nx run buyer-portal:build`.
// Run: `node apps/buyer-portal-e2e/bench/sign-in.mjs` (BENCH_VERBOSE=1 lists each script; BP_DIST_DIR: the build folder).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { isAbsolute, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../chromium.mjs';

const root = new URL('../../..', import.meta.url).pathname;
const port = Number(process.env.BENCH_PORT ?? 4391);
// The build folder, as the other benchmarks take it: BP_DIST_DIR (relative to the repository root) or dist/.
const distDir = process.env.BP_DIST_DIR
  ? isAbsolute(process.env.BP_DIST_DIR)
    ? process.env.BP_DIST_DIR
    : join(root, process.env.BP_DIST_DIR)
  : join(root, 'dist');
const origin = `http://localhost:${port}`;
const runs = 5;

async function startServer(dataDir) {
  const server = spawn(process.execPath, [join(distDir, 'apps/api/main.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      DEMO_MODE: 'true',
      PORT: String(port),
      DATA_DIR: dataDir,
      STATIC_DIR: join(distDir, 'apps/buyer-portal'),
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '100000',
      RATE_LIMIT_USER_MAX: '100000',
      IDENTITY_RATE_LIMIT_MAX: '100000',
    },
    stdio: 'ignore',
  });
  for (let attempt = 0; attempt < 1200; attempt++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/health`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  server.kill('SIGTERM');
  throw new Error('the API did not become healthy within 120 s');
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Gzip size of the scripts of the sign-in route: those requested before the form first showed, and
 * all of them once the page is idle. Request start times come from the page's resource timing.
 */
async function scriptsOfSignInRoute(browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const gzipByUrl = new Map();
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') gzipByUrl.set(response.url(), gzipSync(await response.body(), { level: 9 }).length);
  });
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.querySelector('form button[type="submit"]')) return;
      observer.disconnect();
      window.benchFormShownAt = performance.now();
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(`${origin}/`);
  await page.getByRole('button', { name: 'SIGN IN' }).waitFor();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  const { formShownAt, scripts } = await page.evaluate(() => ({
    formShownAt: window.benchFormShownAt,
    scripts: performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.endsWith('.js'))
      .map((entry) => ({ url: entry.name, startTime: entry.startTime })),
  }));
  await context.close();
  if (process.env.BENCH_VERBOSE) {
    for (const script of scripts)
      console.log(script.startTime < formShownAt ? 'before form' : 'after form ', kb(gzipByUrl.get(script.url) ?? 0), new URL(script.url).pathname);
  }
  const total = (list) => ({ files: list.length, gzip: list.reduce((sum, script) => sum + (gzipByUrl.get(script.url) ?? 0), 0) });
  return { toForm: total(scripts.filter((script) => script.startTime < formShownAt)), whenIdle: total(scripts) };
}

/** One first visit: milliseconds from the form's submit to the first paint of the signed-in shell. */
async function signInTime(browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript(() => {
    document.addEventListener('submit', () => (window.benchSubmittedAt = performance.now()), true);
    new MutationObserver((_, observer) => {
      if (window.benchSubmittedAt === undefined || !document.querySelector('header [aria-label*="User menu of"]')) return;
      observer.disconnect();
      // The frame after the one that shows the shell: it has been painted by then.
      requestAnimationFrame(() => requestAnimationFrame(() => (window.benchPaintedAt = performance.now())));
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(`${origin}/`);
  await page.getByLabel('Email').fill('buyer@demo.test');
  await page.getByLabel('Password', { exact: true }).fill('Demo-pass-1');
  // A buyer takes a moment to type: the route's idle preloads have finished by then.
  await page.waitForLoadState('networkidle');
  await page.getByLabel('Password', { exact: true }).press('Enter');
  await page.waitForFunction(() => window.benchPaintedAt !== undefined, undefined, { timeout: 30_000 });
  const elapsed = await page.evaluate(() => window.benchPaintedAt - window.benchSubmittedAt);
  await context.close();
  return elapsed;
}

const dataDir = mkdtempSync(join(tmpdir(), 'bp-bench-sign-in-'));
const server = await startServer(dataDir);
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  const js = await scriptsOfSignInRoute(browser);
  // One warm-up visit: the server's first sign-in loads its keys and warms its code paths.
  await signInTime(browser);
  const times = [];
  for (let run = 0; run < runs; run++) times.push(await signInTime(browser));

  console.log(`machine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, node ${process.version}, ${new Date().toISOString()}`);
  console.log(`sign-in route JS until the form shows: ${js.toForm.files} files, ${kb(js.toForm.gzip)} KB gzip`);
  console.log(`sign-in route JS once idle (identity library and signed-in screens preloaded): ${js.whenIdle.files} files, ${kb(js.whenIdle.gzip)} KB gzip`);
  console.log(
    `sign-in, submit to first signed-in paint, ${runs} runs: ${times.map((ms) => ms.toFixed(0)).join(', ')} ms; median ${median(times).toFixed(0)} ms`,
  );
} finally {
  await browser.close();
  server.kill('SIGTERM');
  await new Promise((resolve) => server.on('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(0);
