import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, headlessShellPath } from './chromium.mjs';
import { apiBundle, portalBuild } from './src/support/api-server';

const workspaceRoot = path.resolve(__dirname, '../..');
const isCI = Boolean(process.env['CI']);

// The run's databases: the global setup's seeded template and one copy per worker, each served by
// the worker's own API (src/support/test.ts). The config is evaluated again in every worker and in
// the global setup and teardown: the environment carries the one folder chosen by the first evaluation.
process.env['E2E_DATA_DIR'] ??= path.join(workspaceRoot, 'tmp', `e2e-data-${Date.now()}`);
mkdirSync(process.env['E2E_DATA_DIR'], { recursive: true });
// The seller-side ops scope needs a key the tests know: in demo mode the server makes OPS_API_KEY
// an ops key of every demo tenant.
process.env['OPS_API_KEY'] ??= 'e2e-ops-key-0123456789abcdef';

if (!existsSync(apiBundle) || !existsSync(path.join(portalBuild, 'index.html'))) {
  throw new Error('The e2e suite runs the built API and portal: run `npx nx run api:build` and `npx nx run buyer-portal:build` first.');
}

// Debian's Chromium headless shell: Playwright downloads no browser on this network. CI must not quietly fall back.
const hasSystemChromium = existsSync(headlessShellPath);
if (isCI && !hasSystemChromium) {
  throw new Error(`Chromium's headless shell is missing at ${headlessShellPath}: install it with \`apt-get install -y chromium-headless-shell\`.`);
}

export default defineConfig({
  testDir: './src',
  outputDir: path.join(workspaceRoot, 'tmp/e2e-results'),
  // Spec files run side by side, each worker with its own API and database; the tests of a file
  // run in order in one worker.
  fullyParallel: false,
  forbidOnly: isCI,
  retries: 0,
  // Three workers (each its Chromium and its API server) keep both cores of a 2-core machine busy;
  // five took longer than three.
  workers: 3,
  // The JSON report feeds the pass/fail totals of the root test script (tools/scripts/test-all.mjs).
  reporter: [['list'], ['json', { outputFile: path.join(workspaceRoot, 'tmp/test-results/buyer-portal-e2e.json') }]],
  // Upper bounds, not speed checks (speed lives in tools/bench): a cold page on a loaded 2-core
  // machine can take longer than Playwright's 5 s default to show what a correct page shows.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  globalSetup: './src/global-setup.ts',
  globalTeardown: './src/global-teardown.ts',
  use: {
    // baseURL is the worker's own server (src/support/test.ts).
    // The portal turns antd's animations off for reduced motion, so screens settle at once.
    // dialog-clicks.spec.ts runs with motion on: a dialog's first click counts while it appears.
    reducedMotion: 'reduce',
    // A trace records snapshots of every action of every test, passing or not, on cores the
    // journeys already fill: in CI a failure leaves its error, call log and a screenshot, and a
    // local run keeps the trace.
    trace: isCI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: hasSystemChromium ? headlessShellPath : undefined,
      args: chromiumArgs,
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
});
