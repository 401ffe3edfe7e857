// Stock lists on two instances (a measurement, not a test), on PostgreSQL only: run it under
// `node tools/pg/with-postgres.mjs --`. The demo data with BENCH_ITEMS catalogue items per tenant
// (default 100,000; the seed takes minutes) and two built API instances on it, each ready (every
// tenant's own list built, GET /health/ready). Reported:
// - memory per instance: RSS, and the V8 heap after a full GC (through its inspector), against one
//   instance on a 1,000-item catalogue, which gives the memory per 100,000 items; and what the
//   stock list cache estimates it holds (bp_catalogue_cache_bytes);
// - how long a stock change made through instance 1 (POST /ops/stock/updates) takes to show in
//   instance 2's stock query: from the change's request, and from its answer, BENCH_CHANGES times
//   (default 20); and instance 2's list loads meanwhile (bp_catalogue_loads_total: full reads
//   must stay, deltas grow by one per change).
// Build first: node apps/api/build.mjs (BP_DIST_DIR picks another dist folder, default dist/).
// Run: node tools/pg/with-postgres.mjs -- node tools/bench/catalogue-instances.mjs
//   (BENCH_PORT, default 4416: instances on it and +2, inspectors on +1 and +3)
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { builtDistDir, loadAverage, median, startBuiltApi, workspaceRoot } from './support/built-api.mjs';
import { DEMO_PASSWORD, inspectorSession, megabytes, rssOf, withWebSocket } from './support/demo-api.mjs';

withWebSocket(fileURLToPath(import.meta.url));

if (!process.env.DATABASE_URL) {
  console.error('catalogue-instances needs PostgreSQL: node tools/pg/with-postgres.mjs -- node tools/bench/catalogue-instances.mjs');
  process.exit(2);
}
const distDir = builtDistDir();
const basePort = Number(process.env.BENCH_PORT ?? 4416);
const ITEMS = Number(process.env.BENCH_ITEMS ?? 100_000);
const SMALL_ITEMS = 1000;
const CHANGES = Number(process.env.BENCH_CHANGES ?? 20);
const OPS_KEY = 'bench-catalogue-instances-ops-key';
const METRICS_TOKEN = 'bench-catalogue-instances-metrics';
const NO_LIMIT = String(1_000_000_000);
/** One data folder for the seed and both instances: in demo mode it keeps the key that seals the tenants' signing keys. */
const dataDir = mkdtempSync(join(tmpdir(), 'bp-bench-catalogue-instances-'));

function seed(items) {
  const started = Date.now();
  execFileSync(process.execPath, [join(distDir, 'apps/api/seed.mjs'), '--items', String(items)], {
    cwd: workspaceRoot,
    env: { ...process.env, DEMO_MODE: 'true', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return (Date.now() - started) / 1000;
}

async function startInstance(port) {
  const server = await startBuiltApi({
    distDir,
    port,
    dataDir,
    env: {
      DEMO_MODE: 'true',
      OPS_API_KEY: OPS_KEY,
      METRICS_TOKEN,
      NODE_OPTIONS: `--inspect=127.0.0.1:${port + 1}`,
      RATE_LIMIT_MAX: NO_LIMIT,
      RATE_LIMIT_USER_MAX: NO_LIMIT,
      IDENTITY_RATE_LIMIT_MAX: NO_LIMIT,
    },
  });
  const origin = `http://localhost:${port}`;
  const readySince = performance.now();
  while ((await fetch(`${origin}/health/ready`)).status !== 200) await new Promise((resolve) => setTimeout(resolve, 100));
  return { server, port, origin, readyMs: performance.now() - readySince, inspector: await inspectorSession('127.0.0.1', port + 1) };
}

async function stop(instance) {
  instance.inspector.close();
  instance.server.kill('SIGTERM');
  await new Promise((resolve) => instance.server.on('exit', resolve));
}

/** A counter or gauge of the instance's /metrics, summed over the series matching `labels`. */
async function metric(instance, name, labels = '') {
  const text = await (await fetch(`${instance.origin}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
  return text
    .split('\n')
    .filter((line) => line.startsWith(name) && line.includes(labels))
    .reduce((sum, line) => sum + Number(line.split(' ').pop()), 0);
}

async function memoryOf(instance) {
  const items = await heldItems(instance);
  const { heapUsed } = await instance.inspector.memoryAfterGc();
  return { rss: rssOf(instance.server.pid), heapUsed, cacheBytes: await metric(instance, 'bp_catalogue_cache_bytes'), items };
}

/** The demo tenants: Acme at localhost, Northwind at 127.0.0.1 (apps/api/src/seed/demo-tenants.ts). */
const TENANTS = [
  { host: 'localhost', clientId: 'acmeportal' },
  { host: '127.0.0.1', clientId: 'northwindportal' },
];

/** A buyer's token; prospect@ is no network reseller, so its queries build no partner lists. */
async function idToken(port, tenant, email = 'prospect@demo.test') {
  const response = await fetch(`http://${tenant.host}:${port}/cognito`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth' },
    body: JSON.stringify({ AuthFlow: 'USER_PASSWORD_AUTH', ClientId: tenant.clientId, AuthParameters: { USERNAME: email, PASSWORD: DEMO_PASSWORD } }),
  });
  const body = await response.json();
  if (!body.AuthenticationResult) throw new Error(`sign-in at ${tenant.host} failed: ${response.status} ${JSON.stringify(body)}`);
  return body.AuthenticationResult.IdToken;
}

/** Items of every tenant's own list (the lists a ready instance holds). */
async function heldItems(instance) {
  let total = 0;
  for (const tenant of TENANTS) {
    const response = await fetch(`http://${tenant.host}:${instance.port}/px-api-gateway/stocklist/query?includeOutOfStock=true&page=1&pageSize=1`, {
      headers: { authorization: `Bearer ${await idToken(instance.port, tenant)}` },
    });
    total += (await response.json()).totalItems;
  }
  return total;
}

const query = async (instance, token, search) => {
  const response = await fetch(
    `${instance.origin}/px-api-gateway/stocklist/query?includeOutOfStock=true&page=1&pageSize=20${search ? `&search=${encodeURIComponent(search)}` : ''}`,
    { headers: { authorization: `Bearer ${token}` } },
  );
  if (!response.ok) throw new Error(`stocklist/query answered ${response.status}`);
  return response.json();
};

const percentile = (values, p) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)];

let instances = [];
try {
  console.log(
    `machine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, node ${process.version}, PostgreSQL, ${new Date().toISOString()}, load average ${loadAverage()}`,
  );
  console.log(`seeded ${SMALL_ITEMS} items per tenant in ${seed(SMALL_ITEMS).toFixed(0)} s`);
  const small = await startInstance(basePort);
  const smallMemory = await memoryOf(small);
  await stop(small);
  console.log(
    `one instance at ${SMALL_ITEMS} items per tenant (${smallMemory.items} in its lists): RSS ${megabytes(smallMemory.rss)} MB, heap after GC ${megabytes(smallMemory.heapUsed)} MB, stock list cache estimate ${megabytes(smallMemory.cacheBytes)} MB`,
  );

  console.log(`seeded ${ITEMS.toLocaleString('en')} items per tenant in ${seed(ITEMS).toFixed(0)} s; load average ${loadAverage()}`);
  instances = [await startInstance(basePort), await startInstance(basePort + 2)];
  const [first, second] = instances;
  for (const [position, instance] of instances.entries()) {
    const memory = await memoryOf(instance);
    const perHundredThousand = ((memory.heapUsed - smallMemory.heapUsed) / (memory.items - smallMemory.items)) * 100_000;
    const estimatePerHundredThousand = (memory.cacheBytes / memory.items) * 100_000;
    console.log(
      `instance ${position + 1} at ${ITEMS.toLocaleString('en')} items per tenant (${memory.items.toLocaleString('en')} in its lists; ready ${(instance.readyMs / 1000).toFixed(1)} s after listening): RSS ${megabytes(memory.rss)} MB, heap after GC ${megabytes(memory.heapUsed)} MB, ` +
        `cache estimate ${megabytes(memory.cacheBytes)} MB; per 100,000 items: heap ${megabytes(perHundredThousand)} MB measured (against the ${SMALL_ITEMS}-item instance), ${megabytes(estimatePerHundredThousand)} MB estimated; load average ${loadAverage()}`,
    );
  }

  const token = await idToken(second.port, TENANTS[0]);
  const [item] = (await query(second, token)).groups.flatMap((group) => group.items);
  const quantityOn = async (instance) =>
    (await query(instance, token, item.itemNumber)).groups
      .flatMap((group) => group.items)
      .find((entry) => entry.itemNumberWarehouse === item.itemNumberWarehouse)?.quantityAvailable;
  if ((await quantityOn(second)) !== item.quantityAvailable) throw new Error(`instance 2's search does not find ${item.itemNumberWarehouse}`);
  const fullBefore = await metric(second, 'bp_catalogue_loads_total', 'kind="full"');
  const deltaBefore = await metric(second, 'bp_catalogue_loads_total', 'kind="delta"');
  const fromRequest = [];
  const fromAnswer = [];
  let polls = 0;
  for (let change = 1; change <= CHANGES; change++) {
    const quantity = item.quantityAvailable + change;
    const started = performance.now();
    const answer = await fetch(`${first.origin}/ops/stock/updates`, {
      method: 'POST',
      headers: { authorization: `Bearer ${OPS_KEY}`, 'content-type': 'application/json' },
      body: JSON.stringify([{ itemNumber: item.itemNumber, warehouse: item.warehouse, quantityAvailable: quantity }]),
    });
    if (!answer.ok) throw new Error(`ops stock update answered ${answer.status}: ${await answer.text()}`);
    const answeredAt = performance.now();
    while ((await quantityOn(second)) !== quantity) polls++;
    const seenAt = performance.now();
    fromRequest.push(seenAt - started);
    fromAnswer.push(seenAt - answeredAt);
  }
  const fullAfter = await metric(second, 'bp_catalogue_loads_total', 'kind="full"');
  const deltaAfter = await metric(second, 'bp_catalogue_loads_total', 'kind="delta"');
  const stat = (values) => `p50 ${median(values).toFixed(1)}, p95 ${percentile(values, 95).toFixed(1)}, max ${Math.max(...values).toFixed(1)} ms`;
  console.log(
    `a stock change through instance 1 seen in instance 2's stock query, ${CHANGES} changes: from the change's request ${stat(fromRequest)}; from its answer ${stat(fromAnswer)} (target < 1000 ms); ${polls} extra polls; load average ${loadAverage()}`,
  );
  console.log(`instance 2's list loads meanwhile: full reads ${fullBefore} → ${fullAfter}, caught up from the change log ${deltaBefore} → ${deltaAfter}`);
} finally {
  for (const instance of instances) await stop(instance);
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(0);
