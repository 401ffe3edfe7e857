// Imports that yield (a measurement, not a test): the built API on a seeded catalogue
// (BENCH_ITEMS per tenant, default 25,000, so 20,000 in-stock items exist), four buyers (buyer@ and
// prospect@demo.test of Acme at localhost and of Northwind at 127.0.0.1). Each buyer's sheet names
// 20,000 distinct in-stock items at their list price (every row valid). An import is the upload
// (review) and the accept (the cart written in one transaction). While imports run, GET /health is
// probed every 20 ms on a thread of its own (support/health-probe.mjs); reported: the upload's and the accept's time,
// /health p50/p95/p99/max and calls during one import and during 4 at once, against idle /health,
// and the load average. Target: /health p99 < 100 ms in both.
// Embedded PGlite by default (a kept seeded folder, see support/seeded-data.mjs); under
// `node tools/pg/with-postgres.mjs --` on PostgreSQL (the seed runs into DATABASE_URL first).
// Build first: node apps/api/build.mjs (BP_DIST_DIR picks another dist folder, default dist/).
// Run: node tools/bench/import-health.mjs   (BENCH_PORT, default 4416; BENCH_ROWS, default 20000;
// BENCH_ROUNDS of each scenario, default 2; BENCH_SERVER_LOG=<file>: the API's output; BENCH_SCENARIOS=one or four, default both; BENCH_API_NODE_ARGS, e.g. --cpu-prof --cpu-prof-dir=tmp/prof)
import { execFileSync } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import * as XLSX from 'xlsx';
import { builtDistDir, loadAverage, startBuiltApi, workspaceRoot } from './support/built-api.mjs';
import { DEMO_PASSWORD } from './support/demo-api.mjs';
import { startHealthProbe } from './support/health-probe.mjs';
import { prepareSeededData } from './support/seeded-data.mjs';

const distDir = builtDistDir();
const port = Number(process.env.BENCH_PORT ?? 4416);
const ROWS = Number(process.env.BENCH_ROWS ?? 20_000);
const ITEMS = Number(process.env.BENCH_ITEMS ?? 25_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
/** `one`, `four` or both (comma-separated). */
const SCENARIOS = (process.env.BENCH_SCENARIOS ?? 'one,four').split(',');
const COLUMNS = ['Item #', 'Warehouse', 'New Offer Quantity', 'New Offer Price'];
/** One /health call is due every PROBE_MS (a paced probe, whatever the answers take). */
const PROBE_MS = 20;
const NO_LIMIT = String(1_000_000_000);
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const BUYERS = [
  { host: 'localhost', clientId: 'acmeportal', email: 'buyer@demo.test' },
  { host: 'localhost', clientId: 'acmeportal', email: 'prospect@demo.test' },
  { host: '127.0.0.1', clientId: 'northwindportal', email: 'buyer@demo.test' },
  { host: '127.0.0.1', clientId: 'northwindportal', email: 'prospect@demo.test' },
];

const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });

/** One call on the keep-alive agent: status, ms, parsed body. */
function call(host, method, path, { token, body, headers = {} } = {}) {
  const started = performance.now();
  const payload = body === undefined ? undefined : Buffer.isBuffer(body) ? body : Buffer.from(JSON.stringify(body));
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent,
        headers: {
          host: `${host}:${port}`,
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(payload ? { 'content-length': payload.length } : {}),
          ...headers,
        },
      },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({
            status: response.statusCode,
            ms: performance.now() - started,
            body: text && response.headers['content-type']?.includes('json') ? JSON.parse(text) : text,
          });
        });
        response.on('error', reject);
      },
    );
    request.on('error', (error) => reject(new Error(`${method} ${path} after ${(performance.now() - started).toFixed(0)} ms: ${error.message}`)));
    request.end(payload);
  });
}

/** The buyer's ID token (USER_PASSWORD_AUTH at the tenant's host). */
async function idTokenOf(buyer) {
  const { status, body } = await call(buyer.host, 'POST', '/cognito', {
    body: { AuthFlow: 'USER_PASSWORD_AUTH', ClientId: buyer.clientId, AuthParameters: { USERNAME: buyer.email, PASSWORD: DEMO_PASSWORD } },
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth' },
  });
  if (status !== 200 || !body.AuthenticationResult) throw new Error(`sign-in of ${buyer.email} at ${buyer.host} failed: ${status} ${JSON.stringify(body)}`);
  return body.AuthenticationResult.IdToken;
}

/** In-stock own items of the buyer's tenant (GET stocklist/query), `wanted` of them. */
async function catalogueItems(host, token, wanted) {
  const items = [];
  for (let page = 1; items.length < wanted; page++) {
    const { status, body } = await call(host, 'GET', `/px-api-gateway/stocklist/query?includeOutOfStock=false&page=${page}&pageSize=200&itemsPerGroup=5000`, {
      token,
    });
    if (status !== 200) throw new Error(`stocklist/query answered ${status}`);
    if (body.groups.length === 0) break;
    for (const group of body.groups) for (const item of group.items) if (item.quantityAvailable >= item.incrementSize) items.push(item);
  }
  if (items.length < wanted) throw new Error(`only ${items.length} in-stock items at ${host}; raise BENCH_ITEMS`);
  return items.slice(0, wanted);
}

/** Every row valid: the item's increment at its list price (a buy at list, whatever the warehouse takes). */
function sheetOf(items) {
  const rows = items.map((item) => [item.itemNumber, item.warehouse, item.incrementSize, item.listPrice]);
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet([COLUMNS, ...rows]), 'Offers');
  return XLSX.write(workbook, { type: 'buffer', bookType: 'xlsx' });
}

/** Upload then accept; throws unless both answer 200 with every row valid. */
async function importOnce(buyer) {
  const upload = await call(buyer.host, 'POST', '/px-api-gateway/stocklist/offer/bulk-offer-import', {
    token: buyer.token,
    body: buyer.sheet,
    headers: { 'content-type': XLSX_TYPE, 'file-name': 'bench.xlsx' },
  });
  if (upload.status !== 200) throw new Error(`upload answered ${upload.status}: ${JSON.stringify(upload.body).slice(0, 300)}`);
  const valid = Object.values(upload.body.validOffersMap).reduce((sum, rows) => sum + rows.length, 0) + upload.body.conflictOffers.length;
  if (valid !== ROWS || upload.body.invalidOffers.length > 0)
    throw new Error(`expected ${ROWS} valid rows, got ${valid} (+${upload.body.invalidOffers.length} invalid)`);
  const accept = await call(buyer.host, 'POST', '/px-api-gateway/stocklist/offer/bulk-offer-import/accept', { token: buyer.token });
  if (accept.status !== 200) throw new Error(`accept answered ${accept.status}: ${JSON.stringify(accept.body).slice(0, 300)}`);
  if (accept.body.created + accept.body.overwritten !== ROWS) throw new Error(`accept wrote ${JSON.stringify(accept.body)}`);
  return { uploadMs: upload.ms, acceptMs: accept.ms };
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const summary = (values) =>
  `p50 ${percentile(values, 50).toFixed(1)}, p95 ${percentile(values, 95).toFixed(1)}, p99 ${percentile(values, 99).toFixed(1)}, max ${Math.max(...values).toFixed(1)} ms (${values.length} calls)`;

/** /health probed every PROBE_MS (on a thread of its own) until `done` settles; the latencies. */
async function healthWhile(done) {
  const probe = startHealthProbe({ port, everyMs: PROBE_MS });
  await done.catch(() => undefined);
  return probe.stop();
}

async function scenario(name, buyers) {
  const health = [];
  const imports = [];
  for (let round = 0; round < ROUNDS; round++) {
    const started = performance.now();
    const work = Promise.all(buyers.map((buyer) => importOnce(buyer)));
    health.push(...(await healthWhile(work)));
    const results = await work;
    imports.push({ wallMs: performance.now() - started, results });
  }
  const uploads = imports.flatMap((run) => run.results.map((result) => result.uploadMs.toFixed(0)));
  const accepts = imports.flatMap((run) => run.results.map((result) => result.acceptMs.toFixed(0)));
  console.log(`${name}, ${ROUNDS} rounds: /health ${summary(health)} (target p99 < 100); load average ${loadAverage()}`);
  console.log(
    `  uploads ${uploads.join(', ')} ms; accepts ${accepts.join(', ')} ms; rounds took ${imports.map((run) => (run.wallMs / 1000).toFixed(1)).join(', ')} s`,
  );
}

const postgres = Boolean(process.env.DATABASE_URL);
const dataDir = mkdtempSync(join(tmpdir(), 'bp-bench-import-health-'));
let server;
try {
  if (postgres) {
    const started = Date.now();
    execFileSync(process.execPath, [join(distDir, 'apps/api/seed.mjs'), '--items', String(ITEMS)], {
      cwd: workspaceRoot,
      env: { ...process.env, DEMO_MODE: 'true', LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    console.log(`seeded ${ITEMS} items per tenant into PostgreSQL in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  } else {
    const seeded = await prepareSeededData({ distDir, items: ITEMS, dataDir });
    console.log(`catalogue of ${ITEMS} items per tenant: ${seeded.cached ? 'kept folder copied' : `seeded in ${seeded.seedSeconds.toFixed(0)} s`}`);
  }
  server = await startBuiltApi({
    distDir,
    port,
    dataDir,
    env: { DEMO_MODE: 'true', RATE_LIMIT_MAX: NO_LIMIT, RATE_LIMIT_USER_MAX: NO_LIMIT, IDENTITY_RATE_LIMIT_MAX: NO_LIMIT },
  });
  const serverOutput = [];
  const logFile = process.env.BENCH_SERVER_LOG ? createWriteStream(process.env.BENCH_SERVER_LOG) : undefined;
  const keep = (chunk) => {
    logFile?.write(chunk);
    if (serverOutput.push(String(chunk)) > 50) serverOutput.shift();
  };
  server.stdout.on('data', keep);
  server.stderr.on('data', keep);
  server.on('exit', (code, signal) => code !== 0 && signal !== 'SIGTERM' && console.error(`the API exited (${code ?? signal}):\n${serverOutput.join('')}`));
  for (const buyer of BUYERS) {
    buyer.token = await idTokenOf(buyer);
    buyer.sheet = sheetOf(await catalogueItems(buyer.host, buyer.token, ROWS));
  }
  const idle = [];
  idle.push(...(await healthWhile(new Promise((resolve) => setTimeout(resolve, 3000)))));
  console.log(
    `machine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, node ${process.version}, ${postgres ? 'PostgreSQL' : 'PGlite'}, ${new Date().toISOString()}, load average ${loadAverage()}`,
  );
  console.log(`sheets: ${ROWS} rows each, ${(BUYERS[0].sheet.length / 1024).toFixed(0)} KB; idle /health: ${summary(idle)}`);
  // One unmeasured import first: the first large import of a process pays the JIT.
  await importOnce(BUYERS[0]);
  if (SCENARIOS.includes('one')) await scenario(`one import of ${ROWS} rows`, BUYERS.slice(0, 1));
  if (SCENARIOS.includes('four')) await scenario(`4 imports of ${ROWS} rows at once`, BUYERS);
} finally {
  if (server) {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.on('exit', resolve));
  }
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(0);
