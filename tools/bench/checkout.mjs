// Checkout benchmark (a measurement, not a test): POST orderservices/calculate-charges and cart
// submit under 50 requests at once, against the built API. Run it on PostgreSQL (the database for
// load; PGlite serialises every query):
//   BP_DIST_DIR=tmp/dist-x node apps/api/build.mjs
//   BP_DIST_DIR=tmp/dist-x node tools/pg/with-postgres.mjs -- node tools/bench/checkout.mjs
// Without DATABASE_URL it runs on an embedded database (numbers then say little about load).
// The demo has one full buyer, so the 50 concurrent requests are 50 sessions of buyer@demo.test,
// each checking out its own item (one cart entry per item and buyer): the same row locks and
// queries as 50 buyers. Per round, 50 items are put in the cart (not measured), then 50
// calculate-charges at once, then 50 submits at once; BENCH_ROUNDS rounds (default 4), after
// BENCH_WARMUP_ROUNDS unmeasured ones (default 1). The client is node:http with keep-alive
// (BENCH_CLIENT=fetch for undici's fetch, which costs the client 3-4 times the CPU).
// Targets: calculate-charges p99 <= 50 ms, submit p99 <= 150 ms. Prints p50/p95/p99/max
// per call, the statuses, and the load average. BENCH_PORT (default 4397); BENCH_CONCURRENCY (default
// 50; 1 with BENCH_ROUNDS=50 gives single-client latency).
// BENCH_SQL_STATS=1 (PostgreSQL started with PG_OPTIONS='-c shared_preload_libraries=pg_stat_statements'):
// also the SQL statements per call (pg_stat_statements) and, during the submits, how often and how
// many backends waited for a lock (pg_stat_activity sampled back to back), and the CPU time the
// database's backends spent per call.
// On Linux it also prints the API process's CPU time per call (from /proc): unlike the latencies,
// that hardly depends on what else the machine is running.
// BENCH_PACED=1: instead of bursts, 50 buyers (BENCH_CONCURRENCY) working at a human pace for
// BENCH_DURATION_S seconds (default 30): each in a closed loop of put an item in the cart (not
// measured), think, calculate-charges, think, submit, think, where a think time is BENCH_THINK_MS
// (default 1000) ± half of it, uniformly. Prints p50/p95/p99/max of both calls, the statuses,
// the calls per second and the API's (and with BENCH_SQL_STATS the database's) CPU per loop.
// BENCH_PHASES=file writes the measured phases' start and end (monotonic µs, the clock of V8's
// .cpuprofile timestamps) so `node tools/bench/support/cpu-profile-summary.mjs` can count only
// the samples taken while the calls ran (not the start-up, the seed or the cart set-up).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cpuMsOf, timedApiClient } from './support/api-client.mjs';
import { builtDistDir, loadAverage, startBuiltApi } from './support/built-api.mjs';
import { demoIdToken } from './support/demo-api.mjs';

const port = Number(process.env.BENCH_PORT ?? 4397);
const origin = `http://localhost:${port}`;
const rounds = Number(process.env.BENCH_ROUNDS ?? 4);
// Unmeasured rounds first, as a server that has been up a while: the first burst also pays for
// JIT compilation, the pool's new connections and each connection's first prepare (its slowest
// calls were 2-3 times a warm round's). BENCH_WARMUP_ROUNDS=0 measures a cold start.
const warmupRounds = Number(process.env.BENCH_WARMUP_ROUNDS ?? 1);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 50);

const percentile = (values, share) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];
};
const summary = (values) =>
  `p50 ${percentile(values, 0.5).toFixed(1)} ms, p95 ${percentile(values, 0.95).toFixed(1)} ms, p99 ${percentile(values, 0.99).toFixed(1)} ms, max ${Math.max(...values).toFixed(1)} ms (n=${values.length})`;

const call = timedApiClient(origin);

/** pg_stat_statements and lock-wait sampling on the benchmark's PostgreSQL (BENCH_SQL_STATS=1). */
async function openSqlStats(url) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('create extension if not exists pg_stat_statements');
  const own = "query not like '%pg_stat%' and query not like '%pg_catalog%'";
  let sampling = null;
  return {
    reset: () => client.query('select pg_stat_statements_reset()'),
    /** Statements run since the reset, by text, most frequent first. */
    async statements() {
      const { rows } = await client.query(
        `select calls::int, round(total_exec_time::numeric, 1)::float as ms, query from pg_stat_statements where ${own} order by calls desc, query`,
      );
      return rows;
    },
    startLockSampling() {
      const sampler = { samples: 0, waiting: 0, maxWaiters: 0, stop: false };
      sampling = (async () => {
        while (!sampler.stop) {
          const { rows } = await client.query("select count(*)::int as waiters from pg_stat_activity where wait_event_type = 'Lock'");
          sampler.samples += 1;
          if (rows[0].waiters > 0) sampler.waiting += 1;
          sampler.maxWaiters = Math.max(sampler.maxWaiters, rows[0].waiters);
        }
        return sampler;
      })();
      return async () => {
        sampler.stop = true;
        return sampling;
      };
    },
    /** CPU ms so far of each backend serving the benchmark's database (not this client's), by pid. */
    async backendCpuMs() {
      const { rows } = await client.query('select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()');
      return new Map(rows.map((row) => [row.pid, cpuMsOf(row.pid) ?? 0]));
    },
    close: () => client.end(),
  };
}
const sqlStats = process.env.BENCH_SQL_STATS === '1' && process.env.DATABASE_URL ? await openSqlStats(process.env.DATABASE_URL) : null;
const statementTotals = { charges: new Map(), submit: new Map() };
const addStatements = (map, rows) => {
  for (const row of rows) {
    const entry = map.get(row.query) ?? { calls: 0, ms: 0 };
    entry.calls += row.calls;
    entry.ms += row.ms;
    map.set(row.query, entry);
  }
};
const lockWaits = { samples: 0, waiting: 0, maxWaiters: 0 };
const cpu = { floor: { api: 0, database: 0, client: 0 }, charges: { api: 0, database: 0, client: 0 }, submit: { api: 0, database: 0, client: 0 } };
const clientCpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
/** Starts measuring the CPU of the API process (and the database's backends, and this client); the answer adds the phase's share to `into`. */
async function cpuMeter(into) {
  const api = cpuMsOf(server.pid) ?? 0;
  const database = (await sqlStats?.backendCpuMs()) ?? new Map();
  const client = clientCpuMs();
  return async () => {
    into.api += (cpuMsOf(server.pid) ?? 0) - api;
    into.client += clientCpuMs() - client;
    // Backends connected during the phase count from zero; a backend that ended during it (the
    // pool closes idle connections) is left out: its share is lost, never subtracted.
    for (const [pid, ms] of (await sqlStats?.backendCpuMs()) ?? []) into.database += ms - (database.get(pid) ?? 0);
  };
}

/** Measured phases by name: [start, end] pairs in monotonic microseconds (BENCH_PHASES). */
const phases = { floor: [], charges: [], submit: [] };
const monotonicMicros = () => Number(process.hrtime.bigint() / 1000n);

const dataDir = mkdtempSync(join(tmpdir(), 'bench-checkout-'));
const server = await startBuiltApi({ distDir: builtDistDir(), port, dataDir, env: { DEMO_MODE: 'true' } });
try {
  const token = await demoIdToken(origin, 'buyer@demo.test');
  const options = (await call(token, 'GET', 'shipping-billing-preferences/options')).body;
  const florida = options.shippingAddresses.find((address) => address.state === 'FL');
  const billing = options.billingAddresses[0];
  const stock = (await call(token, 'GET', 'stocklist/stocks')).body;
  // Items of the own US warehouses with at least one increment in stock, one per checkout.
  const items = stock.groups
    .flatMap((group) => group.items)
    .filter((item) => item.quantityAvailable >= item.incrementSize && ['MIA', 'DAL'].includes(item.warehouse));
  if (process.env.BENCH_PACED === '1') {
    await pacedRun({ token, florida, billing, items });
  } else {
    await burstRun({ token, florida, billing, items });
  }
} finally {
  await sqlStats?.close();
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}

/** What a buyer sends to price its checkout of one item on Florida standard shipping on terms with a service. */
function selectionOf({ florida, billing }, item, offerId) {
  return {
    warehouseCode: item.warehouse,
    shippingAddress: florida.id,
    shippingMethodCode: 'ACME_STANDARD_SHIPPING',
    insured: false,
    billingAddress: billing.id,
    paymentMethodCode: 'TERMS_NET_30',
    additionalServices: ['KITTING'],
    items: [],
    offerIds: [offerId],
  };
}

/** The cart submit matching selectionOf, with the total calculate-charges answered. */
function submitOf({ florida, billing }, offerId, expectedTotal) {
  return {
    offerIds: [offerId],
    readyToRelease: true,
    shippingOption: {
      shippingAddressId: florida.id,
      shippingOptionDetails: {
        shippingMethodCode: 'ACME_STANDARD_SHIPPING',
        insured: false,
        insuredAmount: null,
        shippingInstructions: null,
        carrier: null,
        carrierServiceLevel: null,
        carrierShippingAccountNumber: null,
      },
    },
    paymentOption: { billingAddressId: billing.id, paymentOptionDetails: { paymentMethodCode: 'TERMS_NET_30' } },
    additionalServices: ['KITTING'],
    expectedTotal,
  };
}

/** An offer at list price for one increment of the item: a cart entry to check out. */
async function putInCart(token, item) {
  return (
    await call(token, 'POST', 'stocklist/offer', {
      itemNumberWarehouse: item.itemNumberWarehouse,
      offerQuantity: item.incrementSize,
      offerPrice: item.listPrice,
    })
  ).body.offerId;
}

/**
 * BENCH_PACED=1: CONCURRENCY buyers, each in a closed loop (cart, think, charges, think, submit,
 * think) until the time is up. An item is checked out by one buyer at a time (one cart entry per
 * item and buyer) and again later while it has stock.
 */
async function pacedRun({ token, florida, billing, items }) {
  const durationMs = Number(process.env.BENCH_DURATION_S ?? 30) * 1000;
  const thinkMs = Number(process.env.BENCH_THINK_MS ?? 1000);
  const think = () => new Promise((resolve) => setTimeout(resolve, thinkMs * (0.5 + Math.random())));
  const purchases = items.map((item) => ({ item, left: Math.floor(item.quantityAvailable / item.incrementSize), busy: false }));
  let next = 0;
  const takeItem = () => {
    for (let tried = 0; tried < purchases.length; tried += 1) {
      const candidate = purchases[(next + tried) % purchases.length];
      if (!candidate.busy && candidate.left > 0) {
        next = (next + tried + 1) % purchases.length;
        candidate.busy = true;
        candidate.left -= 1;
        return candidate;
      }
    }
    throw new Error('no item left to check out');
  };
  const charges = [];
  const submits = [];
  const statuses = { charges: {}, submit: {} };
  const count = (map, status) => (map[status] = (map[status] ?? 0) + 1);
  let loops = 0;
  const loopCpu = { api: 0, database: 0, client: 0 };
  const stopCpu = await cpuMeter(loopCpu);
  const started = performance.now();
  const deadline = started + durationMs;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async (_, buyer) => {
      // Buyers start spread over one think time, as people do, not all in the same millisecond.
      await new Promise((resolve) => setTimeout(resolve, (thinkMs * buyer) / CONCURRENCY));
      while (performance.now() < deadline) {
        const purchase = takeItem();
        try {
          const offerId = await putInCart(token, purchase.item);
          await think();
          const charged = await call(token, 'POST', 'orderservices/calculate-charges', selectionOf({ florida, billing }, purchase.item, offerId));
          charges.push(charged.ms);
          count(statuses.charges, charged.status);
          await think();
          const submitted = await call(
            token,
            'POST',
            `stocklist/cart/${encodeURIComponent(purchase.item.warehouse)}/submit`,
            submitOf({ florida, billing }, offerId, charged.body?.totalPrice),
          );
          submits.push(submitted.ms);
          count(statuses.submit, submitted.status);
          loops += 1;
        } finally {
          purchase.busy = false;
        }
        await think();
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  await stopCpu();
  console.log(
    `database: ${process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite'}; paced: ${CONCURRENCY} buyers for ${(durationMs / 1000).toFixed(0)} s, think ${thinkMs} ms ± ${thinkMs / 2} ms; load average ${loadAverage()}`,
  );
  console.log(`calculate-charges: ${summary(charges)}; statuses ${JSON.stringify(statuses.charges)}; ${(charges.length / seconds).toFixed(1)} per second`);
  console.log(`submit:            ${summary(submits)}; statuses ${JSON.stringify(statuses.submit)}; ${(submits.length / seconds).toFixed(1)} per second`);
  if (cpuMsOf(server.pid) !== null) {
    const perLoop = (ms) => (ms / Math.max(1, loops)).toFixed(2);
    console.log(
      `CPU per loop (cart + calculate-charges + submit, 10 ms ticks over ${loops} loops and the idle time between): API ${perLoop(loopCpu.api)} ms${sqlStats ? `, database backends ${perLoop(loopCpu.database)} ms` : ''}, this client ${perLoop(loopCpu.client)} ms`,
    );
  }
}

/** The default: per round, CONCURRENCY calculate-charges at the same instant, then as many submits. */
async function burstRun({ token, florida, billing, items }) {
  if (items.length < (warmupRounds + rounds) * CONCURRENCY)
    throw new Error(`only ${items.length} items to check out, ${(warmupRounds + rounds) * CONCURRENCY} needed`);
  for (let round = 0; round < warmupRounds; round += 1) {
    const batch = items.slice(round * CONCURRENCY, (round + 1) * CONCURRENCY);
    const offerIds = [];
    for (const item of batch) offerIds.push(await putInCart(token, item));
    const charged = await Promise.all(
      batch.map((item, index) => call(token, 'POST', 'orderservices/calculate-charges', selectionOf({ florida, billing }, item, offerIds[index]))),
    );
    await Promise.all(
      batch.map((item, index) =>
        call(
          token,
          'POST',
          `stocklist/cart/${encodeURIComponent(item.warehouse)}/submit`,
          submitOf({ florida, billing }, offerIds[index], charged[index].body?.totalPrice),
        ),
      ),
    );
  }
  items = items.slice(warmupRounds * CONCURRENCY);
  const floor = [];
  const charges = [];
  const submits = [];
  const statuses = { floor: {}, charges: {}, submit: {} };
  const count = (map, status) => (map[status] = (map[status] ?? 0) + 1);
  for (let round = 0; round < rounds; round += 1) {
    const batch = items.slice(round * CONCURRENCY, (round + 1) * CONCURRENCY);
    const offerIds = [];
    for (const item of batch) offerIds.push(await putInCart(token, item));
    const selection = (index) => selectionOf({ florida, billing }, batch[index], offerIds[index]);
    // The floor: a signed-in call that reads nothing but the session (authentication, hooks,
    // serialisation and HTTP), what every checkout call costs before its own work.
    const floorCpu = await cpuMeter(cpu.floor);
    const floorStarted = monotonicMicros();
    const floored = await Promise.all(batch.map(() => call(token, 'GET', 'security/authorities')));
    phases.floor.push([floorStarted, monotonicMicros()]);
    await floorCpu();
    for (const result of floored) {
      floor.push(result.ms);
      count(statuses.floor, result.status);
    }
    await sqlStats?.reset();
    const chargesCpu = await cpuMeter(cpu.charges);
    const chargesStarted = monotonicMicros();
    const charged = await Promise.all(batch.map((_, index) => call(token, 'POST', 'orderservices/calculate-charges', selection(index))));
    phases.charges.push([chargesStarted, monotonicMicros()]);
    for (const result of charged) {
      charges.push(result.ms);
      count(statuses.charges, result.status);
    }
    await chargesCpu();
    if (sqlStats) addStatements(statementTotals.charges, await sqlStats.statements());
    await sqlStats?.reset();
    const stopSampling = sqlStats?.startLockSampling();
    const submitCpu = await cpuMeter(cpu.submit);
    const submitStarted = monotonicMicros();
    const submitted = await Promise.all(
      batch.map((item, index) =>
        call(
          token,
          'POST',
          `stocklist/cart/${encodeURIComponent(item.warehouse)}/submit`,
          submitOf({ florida, billing }, offerIds[index], charged[index].body?.totalPrice),
        ),
      ),
    );
    phases.submit.push([submitStarted, monotonicMicros()]);
    await submitCpu();
    for (const result of submitted) {
      submits.push(result.ms);
      count(statuses.submit, result.status);
    }
    if (sqlStats) {
      const sampled = await stopSampling();
      lockWaits.samples += sampled.samples;
      lockWaits.waiting += sampled.waiting;
      lockWaits.maxWaiters = Math.max(lockWaits.maxWaiters, sampled.maxWaiters);
      addStatements(statementTotals.submit, await sqlStats.statements());
    }
  }
  console.log(
    `database: ${process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite'}; ${CONCURRENCY} at once, ${rounds} rounds after ${warmupRounds} unmeasured; load average ${loadAverage()}`,
  );
  const target = (values, ms) => `target p99 <= ${ms} ms: ${percentile(values, 0.99) <= ms ? 'met' : 'missed'}`;
  console.log(`floor (GET security/authorities): ${summary(floor)}; statuses ${JSON.stringify(statuses.floor)}`);
  console.log(`calculate-charges: ${summary(charges)}; statuses ${JSON.stringify(statuses.charges)} (${target(charges, 50)})`);
  console.log(`submit:            ${summary(submits)}; statuses ${JSON.stringify(statuses.submit)} (${target(submits, 150)})`);
  const perCall = (ms) => (ms / (rounds * CONCURRENCY)).toFixed(2);
  if (cpuMsOf(server.pid) !== null) {
    const database = (name) => (sqlStats ? `, database backends ${perCall(cpu[name].database)} ms` : '');
    const phase = (name) => `API ${perCall(cpu[name].api)} ms${database(name)}, this client ${perCall(cpu[name].client)} ms`;
    console.log(`CPU per call (10 ms ticks summed over all calls): floor ${phase('floor')}; calculate-charges ${phase('charges')}; submit ${phase('submit')}`);
  }
  if (process.env.BENCH_PHASES) writeFileSync(process.env.BENCH_PHASES, JSON.stringify(phases));
  if (sqlStats) {
    const calls = rounds * CONCURRENCY;
    for (const [name, map] of Object.entries(statementTotals)) {
      const total = [...map.values()].reduce((sum, entry) => sum + entry.calls, 0);
      console.log(`\n${name}: ${(total / calls).toFixed(1)} statements per call (pg_stat_statements, exec time summed over all calls):`);
      for (const [query, entry] of [...map].sort((a, b) => b[1].calls - a[1].calls)) {
        console.log(`  ${(entry.calls / calls).toFixed(2).padStart(6)} x  ${entry.ms.toFixed(1).padStart(8)} ms  ${query.replace(/\s+/g, ' ').slice(0, 150)}`);
      }
    }
    console.log(
      `\nlock waits during the submits: ${lockWaits.waiting} of ${lockWaits.samples} samples had a backend waiting for a lock (${((100 * lockWaits.waiting) / Math.max(1, lockWaits.samples)).toFixed(0)} %), at most ${lockWaits.maxWaiters} at once`,
    );
  }
}
