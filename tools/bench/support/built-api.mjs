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
 * Starts `<dist>/apps/api/main.mjs` in demo mode (the demo tenants the benchmarks use) serving the
 * built portal on `port` with its data in `dataDir`, with the per-IP limits lifted (every request of a benchmark comes from one address), and waits
 * until /health answers. `env` adds or overrides variables. Refuses a port something already
 * answers on (that server would be measured instead), and fails at once with the server's last
 * output when it exits before it is healthy (a migration that does not apply, say).
 */
export async function startBuiltApi({ distDir = builtDistDir(), port, dataDir, env = {}, timeoutMs = 180_000 }) {
  const busy = await fetch(`http://127.0.0.1:${port}/health`, { signal: AbortSignal.timeout(5000) }).then(
    () => true,
    () => false,
  );
  if (busy) throw new Error(`port ${port} is taken (something answers /health there): set BENCH_PORT to a free port`);
  // BENCH_API_NODE_ARGS: extra node options for the API only, e.g. `--cpu-prof --cpu-prof-dir=tmp/prof`
  // (not allowed in NODE_OPTIONS, and there they would profile the benchmark's client too).
  const nodeArgs = (process.env.BENCH_API_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const server = spawn(process.execPath, [...nodeArgs, join(distDir, 'apps/api/main.mjs')], {
    cwd: workspaceRoot,
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
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // The last few KB of its output, for the error when it stops early; read all of it so it never blocks.
  let outputTail = '';
  const keepTail = (chunk) => (outputTail = (outputTail + chunk).slice(-4000));
  server.stdout.on('data', keepTail);
  server.stderr.on('data', keepTail);
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null || server.signalCode !== null) {
      throw new Error(
        `the API (${join(distDir, 'apps/api/main.mjs')}, port ${port}, data ${dataDir}) exited with ${server.exitCode ?? server.signalCode} before it was healthy:\n${outputTail}`,
      );
    }
    try {
      if ((await fetch(`http://127.0.0.1:${port}/health`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  server.kill('SIGTERM');
  throw new Error(`the API did not become healthy within ${timeoutMs / 1000} s on port ${port}:\n${outputTail}`);
}

export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The 1-minute load average, two decimals (the machine may be shared: every number carries it). */
export const loadAverage = () => loadavg()[0].toFixed(2);
