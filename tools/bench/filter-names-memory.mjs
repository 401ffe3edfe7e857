// Memory benchmark for made-up stock query filter names (a measurement, not a
// test): the built API on a fresh demo database, signed in as limited@demo.test; 40 requests of
// GET stocklist/query, each with 1,000 filter names no catalogue knows (new names every request).
// The server's RSS and V8 heap after a full GC (through its inspector) before and after, after one
// plain query has built the stock list index. Target: retained < 100 MB.
// Build first: node apps/api/build.mjs (BP_DIST_DIR picks another dist folder, default dist/).
// Run: node tools/bench/filter-names-memory.mjs   (BENCH_PORT, default 4394; the inspector on +1)
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { builtDistDir, loadAverage, startBuiltApi } from './support/built-api.mjs';
import { demoIdToken, inspectorSession, megabytes, withWebSocket } from './support/demo-api.mjs';

withWebSocket(fileURLToPath(import.meta.url));

const port = Number(process.env.BENCH_PORT ?? 4394);
const inspectPort = port + 1;
const origin = `http://localhost:${port}`;
const REQUESTS = 40;
const NAMES = 1000;
const TARGET_MB = 100;

const madeUpQuery = (request) => Array.from({ length: NAMES }, (_, position) => `madeUp${request}x${position}=x`).join('&');

const dataDir = mkdtempSync(join(tmpdir(), 'bp-bench-filter-names-'));
let server;
let inspector;
try {
  server = await startBuiltApi({ distDir: builtDistDir(), port, dataDir, env: { NODE_OPTIONS: `--inspect=127.0.0.1:${inspectPort}` } });
  inspector = await inspectorSession('127.0.0.1', inspectPort);
  const token = await demoIdToken(origin, 'limited@demo.test');
  const get = async (query) => {
    const response = await fetch(`${origin}/px-api-gateway/stocklist/query?${query}`, { headers: { authorization: `Bearer ${token}` } });
    const body = await response.json();
    if (!response.ok) throw new Error(`stocklist/query answered ${response.status}: ${body.message}`);
    return body;
  };
  const plain = await get('pageSize=24');
  const before = await inspector.memoryAfterGc();
  const started = performance.now();
  let sameAnswers = 0;
  for (let request = 0; request < REQUESTS; request++) {
    const answer = await get(`${madeUpQuery(request)}&pageSize=24`);
    if (answer.totalItems === plain.totalItems) sameAnswers++;
  }
  const elapsed = performance.now() - started;
  const after = await inspector.memoryAfterGc();
  const retained = after.rss - before.rss;
  console.log(`machine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, node ${process.version}, ${new Date().toISOString()}, load average ${loadAverage()}`);
  console.log(
    `${REQUESTS} × GET stocklist/query with ${NAMES} made-up filter names (${madeUpQuery(0).length} characters of query): ${elapsed.toFixed(0)} ms in all, ${(elapsed / REQUESTS).toFixed(0)} ms each; ${sameAnswers}/${REQUESTS} answered the plain query's ${plain.totalItems} items`,
  );
  console.log(
    `server after GC, before → after: RSS ${megabytes(before.rss)} → ${megabytes(after.rss)} MB, V8 heap used ${megabytes(before.heapUsed)} → ${megabytes(after.heapUsed)} MB, external ${megabytes(before.external)} → ${megabytes(after.external)} MB`,
  );
  console.log(`retained (RSS after - before): ${megabytes(retained)} MB; heap ${megabytes(after.heapUsed - before.heapUsed)} MB (target < ${TARGET_MB} MB)`);
} finally {
  inspector?.close();
  if (server) {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.on('exit', resolve));
  }
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(0);
