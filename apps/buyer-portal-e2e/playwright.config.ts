import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './chromium.mjs';

const workspaceRoot = path.resolve(__dirname, '../..');
const isCI = Boolean(process.env['CI']);
const port = Number(process.env['E2E_PORT'] ?? 4310);
const baseURL = `http://localhost:${port}`;

// A fresh database per run. The config is evaluated again in every worker and in the global
// teardown: the environment carries the one folder name chosen by the first evaluation.
process.env['E2E_DATA_DIR'] ??= path.join(workspaceRoot, 'tmp', `e2e-data-${Date.now()}`);
const dataDir = process.env['E2E_DATA_DIR'];
mkdirSync(path.dirname(dataDir), { recursive: true });
// The seller-side ops scope needs a key the tests know: in demo mode the server makes OPS_API_KEY
// an ops key of every demo tenant.
process.env['OPS_API_KEY'] ??= 'e2e-ops-key-0123456789abcdef';

const distDir = process.env['BP_DIST_DIR'] ?? path.join(workspaceRoot, 'dist');
const apiBundle = path.join(distDir, 'apps/api/main.mjs');
const portalBuild = path.join(distDir, 'apps/buyer-portal');
if (!existsSync(apiBundle) || !existsSync(path.join(portalBuild, 'index.html'))) {
  throw new Error('The e2e suite runs the built API and portal: run `npx nx run api:build` and `npx nx run buyer-portal:build` first.');
}

// Debian's Chromium: Playwright downloads no browser on this network. CI must not quietly fall back.
const hasSystemChromium = existsSync(chromiumPath);
if (isCI && !hasSystemChromium) {
  throw new Error(`Chromium is missing at ${chromiumPath}: install it with \`apt-get install -y chromium\`.`);
}

export default defineConfig({
  testDir: './src',
  outputDir: path.join(workspaceRoot, 'tmp/e2e-results'),
  fullyParallel: false,
  forbidOnly: isCI,
  retries: 0,
  workers: isCI ? 1 : undefined,
  // The JSON report feeds the pass/fail totals of the root test script (tools/scripts/test-all.mjs).
  reporter: [['list'], ['json', { outputFile: path.join(workspaceRoot, 'tmp/test-results/buyer-portal-e2e.json') }]],
  // Upper bounds, not speed checks (speed lives in tools/bench): a cold page on a loaded 2-core
  // machine can take longer than Playwright's 5 s default to show what a correct page shows.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  globalTeardown: './src/global-teardown.ts',
  use: {
    baseURL,
    // The portal turns antd's animations off for reduced motion, so screens settle at once.
    // dialog-clicks.spec.ts runs with motion on: a dialog's first click counts while it appears.
    reducedMotion: 'reduce',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: hasSystemChromium ? chromiumPath : undefined,
      args: chromiumArgs,
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: `node ${JSON.stringify(apiBundle)}`,
    cwd: workspaceRoot,
    url: `${baseURL}/health`,
    // Every request of the suite comes from one IP: the per-IP limits would otherwise refuse it.
    // Demo mode: the demo tenants, /dev/mailbox for codes, OPS_API_KEY as every tenant's ops key.
    env: {
      DEMO_MODE: 'true',
      PORT: String(port),
      DATA_DIR: dataDir,
      STATIC_DIR: portalBuild,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '100000',
      RATE_LIMIT_USER_MAX: '100000',
      IDENTITY_RATE_LIMIT_MAX: '100000',
      OPS_API_KEY: process.env['OPS_API_KEY'],
    },
    // Always our own server on a fresh database, never one left running.
    reuseExistingServer: false,
    // Creating a new PGlite database takes most of this on 2 cores.
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
