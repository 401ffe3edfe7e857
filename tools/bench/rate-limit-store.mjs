// What the shared rate-limit store adds to a request: a tiny route (GET saas-config, counted
// against the client IP) on the built API with RATE_LIMIT_STORE=memory and then =postgres, one
// server after the other on the same PostgreSQL (run under tools/pg/with-postgres.mjs), each
// timed one call at a time (latency) and with BENCH_CONNECTIONS at once (throughput), after a
// warm-up. Prints p50/p99 per store and the difference. Node built-ins only.
//
//   node tools/pg/with-postgres.mjs -- node tools/bench/rate-limit-store.mjs
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cpuMsOf } from './support/api-client.mjs';
import { loadAverage, startBuiltApi } from './support/built-api.mjs';

const port = Number(process.env.BENCH_PORT ?? 4386);
const calls = Number(process.env.BENCH_CALLS ?? 3000);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
if (!process.env.DATABASE_URL) {
  console.error('DATABASE_URL is not set: run under node tools/pg/with-postgres.mjs --');
  process.exit(2);
}

const agent = new http.Agent({ keepAlive: true, maxSockets: connections });

function call() {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.request(`http://127.0.0.1:${port}/px-api-gateway/saas-config`, { agent, headers: { host: 'localhost' } }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode, ms: performance.now() - started }));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end();
  });
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function timed(count, concurrency) {
  const results = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        next += 1;
        results.push(await call());
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const ms = results.map((result) => result.ms).sort((a, b) => a - b);
  const refused = results.filter((result) => result.status !== 200).length;
  return { p50: percentile(ms, 50), p99: percentile(ms, 99), perSecond: count / seconds, refused };
}

async function measure(store) {
  const dataDir = mkdtempSync(join(tmpdir(), 'bp-bench-rl-'));
  const server = await startBuiltApi({
    port,
    dataDir,
    env: { DEMO_MODE: 'true', JOBS_ENABLED: 'false', RATE_LIMIT_STORE: store, RATE_LIMIT_MAX: String(10 ** 9) },
  });
  try {
    await timed(500, connections); // warm-up: JIT, pool connections, the counter's row
    const cpuBefore = cpuMsOf(server.pid);
    const single = await timed(calls, 1);
    const cpuAfter = cpuMsOf(server.pid);
    const parallel = await timed(calls, connections);
    return { store, single, parallel, cpuMsPerCall: cpuBefore === null ? null : (cpuAfter - cpuBefore) / calls, load: loadAverage() };
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const results = [];
for (const store of ['memory', 'postgres']) results.push(await measure(store));

const fmt = (value) => value.toFixed(2);
console.log(`GET saas-config, ${calls} calls each; load ${results.map((result) => result.load).join(' / ')}`);
for (const { store, single, parallel, cpuMsPerCall } of results) {
  console.log(
    `${store.padEnd(8)} one at a time p50 ${fmt(single.p50)} ms p99 ${fmt(single.p99)} ms | ${connections} at once p50 ${fmt(parallel.p50)} ms p99 ${fmt(parallel.p99)} ms ${Math.round(parallel.perSecond)} req/s | API CPU ${cpuMsPerCall === null ? '?' : fmt(cpuMsPerCall)} ms/call | refused ${single.refused + parallel.refused}`,
  );
}
const [memory, postgres] = results;
console.log(
  `added by the PostgreSQL store: one at a time p50 +${fmt(postgres.single.p50 - memory.single.p50)} ms, p99 +${fmt(postgres.single.p99 - memory.single.p99)} ms; ${connections} at once p50 +${fmt(postgres.parallel.p50 - memory.parallel.p50)} ms, p99 +${fmt(postgres.parallel.p99 - memory.parallel.p99)} ms`,
);
process.exit(0);
