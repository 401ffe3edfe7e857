// API ratio benchmark (a measurement, not a test): GET /health, GET stocklist/query and
// GET stocklist/offers with 10 keep-alive connections, one after the other against one built API
// in one run, so the signed-in routes are compared with the same server's /health on the same
// machine at the same load. Offers are read for two buyers: buyer@demo.test, who has no entries
// (answer "[]"), and prospect@demo.test, given OFFERS_ENTRIES (20) entries first (buys at list,
// offers the rules accept and offers they counter, as a working cart looks). Run it on PostgreSQL (PGlite serialises every query):
//   NX_DAEMON=false npx nx run api:build
//   node tools/pg/with-postgres.mjs -- npm run bench -- api-ratios
// Without DATABASE_URL it runs on an embedded database (numbers then say little).
// Targets: stock query >= 25 % of /health's req/s, offers >= 30 %, p99 of both <= 25 ms.
// Each request is sent as the portal's would be (Accept-Encoding: br, gzip; the stock query
// without If-None-Match, so each answer is a full 200 body; the 304 cases are printed apart).
// Every limit per IP and per user is lifted far past what a run sends (startBuiltApi's 100,000 a
// minute was passed by the 304 run, which then counted 429s).
// BENCH_PORT (default 4388), BENCH_SECONDS per route (default 8), BENCH_CONNECTIONS (default 10).
// Also prints the API process's CPU time per request (from /proc), which hardly depends on the
// machine's load, and the load average.
import http from 'node:http';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { builtDistDir, loadAverage, startBuiltApi } from './support/built-api.mjs';
import { demoIdToken } from './support/demo-api.mjs';

const port = Number(process.env.BENCH_PORT ?? 4388);
const origin = `http://localhost:${port}`;
const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const WARM_UP_MS = 1500;
const STOCK_QUERY = 'stocklist/query?page=1&pageSize=20&itemsPerGroup=5';
const OFFERS_ENTRIES = 20;
/** Far past any run's requests per minute (every request comes from one IP and two users). */
const NO_LIMIT = '1000000000';

const percentile = (sorted, share) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))];

/** CPU time (user + system) of a process so far, in ms; null where /proc is missing. */
function cpuMsOf(pid) {
  const file = `/proc/${pid}/stat`;
  if (!existsSync(file)) return null;
  const stat = readFileSync(file, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** One GET on a keep-alive agent; resolves with the status, the body size and the time taken. */
function get(agent, path, headers) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = http.get({ host: '127.0.0.1', port, path, agent, headers: { host: `localhost:${port}`, ...headers } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk) => (bytes += chunk.length));
      response.on('end', () => resolve({ status: response.statusCode, bytes, ms: performance.now() - started, etag: response.headers.etag }));
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

/** `connections` loops, each sending the next request when its answer is in, for `durationMs`. */
async function load(path, headers, durationMs) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies = [];
  const statuses = {};
  let bytes = 0;
  const deadline = performance.now() + durationMs;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < deadline) {
        // A failed request is counted under its error code (and not timed), and the loop goes on.
        const result = await get(agent, path, headers).catch((error) => ({ status: error.code ?? 'error' }));
        statuses[result.status] = (statuses[result.status] ?? 0) + 1;
        if (typeof result.status !== 'number') {
          if (server.exitCode !== null) throw new Error(`the API exited (code ${server.exitCode}) during ${path}`);
          continue;
        }
        latencies.push(result.ms);
        bytes += result.bytes;
      }
    }),
  );
  const elapsed = performance.now() - started;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    perSecond: (latencies.length / elapsed) * 1000,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
    statuses,
    bytesPerRequest: bytes / latencies.length,
  };
}

const dataDir = mkdtempSync(join(tmpdir(), 'bench-api-ratios-'));
/**
 * Gives the buyer `count` entries on items of the first stock query page: every third a buy at
 * list, the others offers at 97 % (the default rules accept them) or 85 % of list (countered);
 * where the warehouse takes no offers (422), a buy at list.
 */
async function addEntries(headers, count) {
  const page = await (await fetch(`${origin}/px-api-gateway/stocklist/query?page=1&pageSize=50&itemsPerGroup=5`, { headers })).json();
  const items = page.groups
    .flatMap((group) => group.items)
    .filter((item) => item.quantityAvailable > 0)
    .slice(0, count);
  if (items.length < count) throw new Error(`only ${items.length} items in stock for ${count} entries`);
  const post = (item, offerPrice) =>
    fetch(`${origin}/px-api-gateway/stocklist/offer`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ itemNumberWarehouse: item.itemNumberWarehouse, offerQuantity: item.incrementSize, offerPrice }),
    });
  for (const [index, item] of items.entries()) {
    const share = [1, 0.97, 0.85][index % 3];
    let response = await post(item, Math.floor(item.listPrice * share * 100) / 100);
    if (response.status === 422 && share < 1) response = await post(item, item.listPrice);
    if (!response.ok) throw new Error(`POST stocklist/offer: ${response.status} ${await response.text()}`);
  }
}

const server = await startBuiltApi({
  distDir: builtDistDir(),
  port,
  dataDir,
  env: { DEMO_MODE: 'true', RATE_LIMIT_MAX: NO_LIMIT, RATE_LIMIT_USER_MAX: NO_LIMIT, IDENTITY_RATE_LIMIT_MAX: NO_LIMIT },
});
try {
  const signedInAs = async (email) => ({ authorization: `Bearer ${await demoIdToken(origin, email)}`, 'accept-encoding': 'br, gzip' });
  const signedIn = await signedInAs('buyer@demo.test');
  const withEntries = await signedInAs('prospect@demo.test');
  await addEntries(withEntries, OFFERS_ENTRIES);
  const etagOf = async (path, headers) => (await get(new http.Agent(), path, headers)).etag;
  const ifNoneMatch = (headers, etag) => (etag ? { ...headers, 'if-none-match': etag } : headers);
  const stockEtag = await etagOf(`/px-api-gateway/${STOCK_QUERY}`, signedIn);
  const offersEtag = await etagOf('/px-api-gateway/stocklist/offers', withEntries);
  const routes = [
    { name: '/health', path: '/health', headers: {} },
    { name: 'stock query', path: `/px-api-gateway/${STOCK_QUERY}`, headers: signedIn, target: 0.25 },
    { name: 'offers (0)', path: '/px-api-gateway/stocklist/offers', headers: signedIn, target: 0.3 },
    { name: `offers (${OFFERS_ENTRIES})`, path: '/px-api-gateway/stocklist/offers', headers: withEntries, target: 0.3 },
    { name: 'stock query 304', path: `/px-api-gateway/${STOCK_QUERY}`, headers: ifNoneMatch(signedIn, stockEtag) },
    ...(offersEtag
      ? [{ name: `offers (${OFFERS_ENTRIES}) 304`, path: '/px-api-gateway/stocklist/offers', headers: ifNoneMatch(withEntries, offersEtag) }]
      : []),
  ];
  const results = [];
  for (const route of routes) {
    await load(route.path, route.headers, WARM_UP_MS);
    const cpuBefore = cpuMsOf(server.pid);
    const result = await load(route.path, route.headers, seconds * 1000);
    const cpuAfter = cpuMsOf(server.pid);
    results.push({ ...route, ...result, cpuMsPerRequest: cpuBefore === null ? null : (cpuAfter - cpuBefore) / result.requests });
  }
  const health = results[0].perSecond;
  console.log(
    `database: ${process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite'}; ${connections} keep-alive connections, ${seconds} s per route; load average ${loadAverage()}`,
  );
  for (const result of results) {
    const ratio = result.perSecond / health;
    const targets =
      result.target === undefined
        ? ''
        : ` (targets: >= ${(result.target * 100).toFixed(0)} % ${ratio >= result.target ? 'met' : 'missed'}, p99 <= 25 ms ${result.p99 <= 25 ? 'met' : 'missed'})`;
    console.log(
      `${result.name.padEnd(18)} ${result.perSecond.toFixed(0).padStart(6)} req/s  ${(ratio * 100).toFixed(1).padStart(5)} % of /health  p50 ${result.p50.toFixed(1)} ms  p99 ${result.p99.toFixed(1)} ms  ` +
        `${result.bytesPerRequest.toFixed(0)} B/answer  API CPU ${result.cpuMsPerRequest === null ? 'n/a' : `${result.cpuMsPerRequest.toFixed(3)} ms`}/request  statuses ${JSON.stringify(result.statuses)}${targets}`,
    );
  }
  // BENCH_JSON=file: the numbers above (for `npm run bench`'s summary).
  if (process.env.BENCH_JSON)
    (await import('node:fs')).writeFileSync(
      process.env.BENCH_JSON,
      JSON.stringify(
        {
          at: new Date().toISOString(),
          database: process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite',
          connections,
          seconds,
          load: loadAverage(),
          results: results.map(({ headers: _headers, ...result }) => ({ ...result, ratioToHealth: result.perSecond / health })),
        },
        null,
        2,
      ),
    );
} finally {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(0);
