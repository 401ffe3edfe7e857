// Saved-search alerts benchmark (a measurement, not a test), on PostgreSQL only: run it under
// `node tools/pg/with-postgres.mjs --`. The demo data with BENCH_ITEMS catalogue items for Acme
// (default 100,000; the seed takes minutes), BENCH_SEARCHES alerting saved searches (default
// 10,000: 50 each for BENCH_SEARCHES / 50 buyers, written straight to the database), each the
// model and grade of a real item ("iPhone 13, grade A"), half of them with its warehouse, a third
// with its capacity, every one alerting on new stock and a third also on a price below 90 % of
// that item's price.
// Then BENCH_CHANGED items (default 1,000) are taken out of stock (its scan waited for), and one
// POST /ops/stock/updates brings half of them back and lowers the other half's price by 15 %:
// reported, BENCH_ROUNDS times (default 3), the time from that call's answer to its scan job done
// (the job worker's poll wait included; target <= 5 s) with the alerts it raised, and to the last
// of the e-mails it enqueued sent.
// Build first: node apps/api/build.mjs (BP_DIST_DIR picks another dist folder, default dist/).
// Run: node tools/pg/with-postgres.mjs -- node tools/bench/saved-searches.mjs   (BENCH_PORT, default 4431)
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { builtDistDir, loadAverage, median, startBuiltApi, workspaceRoot } from './support/built-api.mjs';

if (!process.env.DATABASE_URL) {
  console.error('saved-searches needs PostgreSQL: node tools/pg/with-postgres.mjs -- node tools/bench/saved-searches.mjs');
  process.exit(2);
}
const distDir = builtDistDir();
const port = Number(process.env.BENCH_PORT ?? 4431);
const ITEMS = Number(process.env.BENCH_ITEMS ?? 100_000);
const SEARCHES = Number(process.env.BENCH_SEARCHES ?? 10_000);
const CHANGED = Number(process.env.BENCH_CHANGED ?? 1000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const OPS_KEY = 'bench-saved-searches-ops-key-0123';
const dataDir = mkdtempSync(join(tmpdir(), 'bp-bench-saved-searches-'));
const db = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 });

const seedStarted = Date.now();
execFileSync(process.execPath, [join(distDir, 'apps/api/seed.mjs'), '--items', String(ITEMS)], {
  cwd: workspaceRoot,
  env: { ...process.env, DEMO_MODE: 'true', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const seedSeconds = (Date.now() - seedStarted) / 1000;
const {
  rows: [{ id: tenantId }],
} = await db.query(`select id from tenants where slug = 'acme'`);

/** Buyers and their saved searches, in one statement each (generate_series on the server). */
async function writeSearches() {
  const buyers = Math.ceil(SEARCHES / 50);
  await db.query(
    `insert into users (tenant_id, email, first_name, last_name, groups, authorities, status)
     select $1, 'bench-' || n || '@bench.test', 'Bench', 'Buyer ' || n, '{Buyer}', '{CAN_SET_STOCKLIST_ALERT}', 'CONFIRMED'
     from generate_series(1, $2) as n`,
    [tenantId, buyers],
  );
  // A random in-stock item of the own list per search: its description's second word (a model
  // word), its grade, and for half of them its warehouse.
  await db.query(
    `with sample as (
       select i.attributes->>'model' as model, i.attributes->>'capacity' as capacity, i.grade, w.code, i.list_price
       from stock_items i join warehouses w on w.tenant_id = i.tenant_id and w.id = i.warehouse_id
       where i.tenant_id = $1 and w.participant_id is null and i.quantity_available > 0 and i.attributes->>'model' is not null
       order by random() limit $2),
     picked as (select sample.*, row_number() over () as n from sample),
     buyers as (select id, row_number() over (order by email) as b from users where tenant_id = $1 and email like 'bench-%')
     insert into saved_searches (tenant_id, user_id, name, query, alert_new_stock, alert_price_below_cents)
     select $1, buyers.id, 'search ' || picked.n,
       'includeOutOfStock=false&model=' || picked.model || '&grade=' || picked.grade
         || case when picked.n % 2 = 0 then '&warehouse=' || picked.code else '' end
         || case when picked.n % 3 = 1 and picked.capacity is not null then '&capacity=' || picked.capacity else '' end,
       true,
       case when picked.n % 3 = 0 then (picked.list_price * 90)::bigint else null end
     from picked join buyers on buyers.b = (picked.n - 1) / 50 + 1`,
    [tenantId, SEARCHES],
  );
  const {
    rows: [{ count }],
  } = await db.query(`select count(*)::int as count from saved_searches where tenant_id = $1`, [tenantId]);
  return count;
}

const ops = async (updates) => {
  const response = await fetch(`http://localhost:${port}/ops/stock/updates`, {
    method: 'POST',
    headers: { authorization: `Bearer ${OPS_KEY}`, 'content-type': 'application/json' },
    body: JSON.stringify(updates),
  });
  if (response.status !== 200) throw new Error(`ops stock update: ${response.status} ${await response.text()}`);
  return response.json();
};

/** Waits until every job of `kinds` is done. */
async function jobsDone(...kinds) {
  for (;;) {
    const {
      rows: [row],
    } = await db.query(`select count(*) filter (where done_at is null)::int as open from jobs where tenant_id = $1 and kind = any($2)`, [tenantId, kinds]);
    if (row.open === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
const scansDone = () => jobsDone('saved-search-scan', 'saved-search-alert-mail');

const count = async (sql) => (await db.query(sql, [tenantId])).rows[0].count;

const stored = await writeSearches();
const server = await startBuiltApi({ distDir, port, dataDir, env: { DEMO_MODE: 'true', OPS_API_KEY: OPS_KEY } });
try {
  const rounds = [];
  for (let round = 0; round < ROUNDS; round++) {
    const { rows: items } = await db.query(
      `select i.item_number, w.code, i.quantity_available, i.list_price from stock_items i join warehouses w on w.tenant_id = i.tenant_id and w.id = i.warehouse_id
       where i.tenant_id = $1 and w.participant_id is null and i.quantity_available > 0 order by random() limit $2`,
      [tenantId, CHANGED],
    );
    await ops(items.map((item) => ({ itemNumber: item.item_number, warehouse: item.code, quantityAvailable: 0 })));
    await scansDone();
    const alertsBefore = await count(`select count(*)::int as count from saved_search_alerts where tenant_id = $1`);
    const mailsBefore = await count(`select count(*)::int as count from dev_mailbox where tenant_id = $1 and subject like '%saved search%'`);
    const half = Math.floor(items.length / 2);
    const change = items.map((item, index) =>
      index < half
        ? { itemNumber: item.item_number, warehouse: item.code, quantityAvailable: item.quantity_available }
        : {
            itemNumber: item.item_number,
            warehouse: item.code,
            quantityAvailable: item.quantity_available,
            listPrice: ((Number(item.list_price) * 85) / 100).toFixed(2),
          },
    );
    await ops(change);
    const answered = performance.now();
    await jobsDone('saved-search-scan');
    const seconds = (performance.now() - answered) / 1000;
    await jobsDone('saved-search-alert-mail');
    rounds.push({
      seconds,
      mailSeconds: (performance.now() - answered) / 1000,
      alerts: (await count(`select count(*)::int as count from saved_search_alerts where tenant_id = $1`)) - alertsBefore,
      mails: (await count(`select count(*)::int as count from dev_mailbox where tenant_id = $1 and subject like '%saved search%'`)) - mailsBefore,
    });
  }
  console.log(
    `saved-search alerts on PostgreSQL: ${ITEMS.toLocaleString('en-US')} items (seeded in ${seedSeconds.toFixed(0)} s), ${stored} alerting saved searches`,
  );
  console.log(`machine: ${cpus().length} cores, load average ${loadAverage()}`);
  for (const [index, round] of rounds.entries()) {
    console.log(
      `round ${index + 1}: ${CHANGED} items changed (half back in stock, half 15 % cheaper): scan done ${round.seconds.toFixed(2)} s after the change's answer (${round.alerts} alerts), its ${round.mails} e-mails sent ${round.mailSeconds.toFixed(2)} s after it`,
    );
  }
  console.log(`median ${median(rounds.map((round) => round.seconds)).toFixed(2)} s (target <= 5 s)`);
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.on('exit', resolve));
  await db.end();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(0);
