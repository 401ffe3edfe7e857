// What the Chromium benchmarks share: where the built portal and API are, starting the built API
// on its own port and data folder, and small statistics. Node built-ins only.
import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import { isAbsolute, join } from 'node:path';

export const workspaceRoot = new URL('../../..', import.meta.url).pathname;

/** BP_DIST_DIR (absolute or relative to the workspace) or dist/: the output of api:build and buyer-portal:build. */
export function builtDistDir() {
  const configured = process.env.BP_DIST_DIR;
  if (!configured) return join(workspaceRoot, 'dist');
  return isAbsolute(configured) ? configured : join(workspaceRoot, configured);
}

/**
 * Starts `<dist>/apps/api/main.mjs` serving the built portal on `port` with its data in `dataDir`,
 * with the per-IP limits lifted (every request of a benchmark comes from one address), and waits
 * until /health answers. `env` adds or overrides variables.
 */
export async function startBuiltApi({ distDir = builtDistDir(), port, dataDir, env = {}, timeoutMs = 180_000 }) {
  // BENCH_API_NODE_ARGS: extra node options for the API only, e.g. `--cpu-prof --cpu-prof-dir=tmp/prof`
  // (not allowed in NODE_OPTIONS, and there they would profile the benchmark's client too).
  const nodeArgs = (process.env.BENCH_API_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const server = spawn(process.execPath, [...nodeArgs, join(distDir, 'apps/api/main.mjs')], {
    cwd: workspaceRoot,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      STATIC_DIR: join(distDir, 'apps/buyer-portal'),
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '100000',
      RATE_LIMIT_USER_MAX: '100000',
      IDENTITY_RATE_LIMIT_MAX: '100000',
      ...env,
    },
    stdio: 'ignore',
  });
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/health`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  server.kill('SIGTERM');
  throw new Error(`the API did not become healthy within ${timeoutMs / 1000} s`);
}

export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The 1-minute load average, two decimals (the machine may be shared: every number carries it). */
export const loadAverage = () => loadavg()[0].toFixed(2);
