// Far-column sheet benchmark (a measurement, not a test): the built API on a
// fresh demo database, signed in as buyer@demo.test. A 10 KB .xlsx whose header row holds one
// blank cell at column FXSHRXW (and one at ZZZZZZ) is uploaded to the offer import, RUNS times
// each; while each upload is in flight, GET /health is called back to back. Reported: the
// upload's answer (status, time) and /health latency during it (p50, max), against idle /health.
// Targets: the far-column file answered in < 2 s; /health under 100 ms meanwhile.
// Build first: node apps/api/build.mjs (BP_DIST_DIR picks another dist folder, default dist/).
// Run: node tools/bench/far-column-import.mjs   (BENCH_PORT, default 4398; BENCH_RUNS, default 5)
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import * as XLSX from 'xlsx';
import { builtDistDir, loadAverage, median, startBuiltApi } from './support/built-api.mjs';
import { demoIdToken } from './support/demo-api.mjs';

const port = Number(process.env.BENCH_PORT ?? 4398);
const origin = `http://localhost:${port}`;
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const COLUMNS = ['Item #', 'Warehouse', 'New Offer Quantity', 'New Offer Price'];

/** The import's header plus one blank header cell at `column` (SheetJS cannot write it there: the reference is rewritten in the archive). */
function farColumnFile(column) {
  const sheet = XLSX.utils.aoa_to_sheet([COLUMNS, ['ANY-ITEM', 'MIA', 1, 10]]);
  sheet.E1 = { t: 's', v: '' };
  sheet['!ref'] = 'A1:E2';
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, sheet, 'Offers');
  const archive = XLSX.CFB.read(XLSX.write(workbook, { type: 'buffer', bookType: 'xlsx' }), { type: 'buffer' });
  const entry = XLSX.CFB.find(archive, '/xl/worksheets/sheet1.xml');
  entry.content = Buffer.from(Buffer.from(entry.content).toString('utf8').replace('r="E1"', `r="${column}1"`).replace('ref="A1:E2"', `ref="A1:${column}2"`));
  return XLSX.CFB.write(archive, { type: 'buffer', fileType: 'zip' });
}

async function healthMs() {
  const started = performance.now();
  const response = await fetch(`${origin}/health`);
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`/health answered ${response.status}`);
  return performance.now() - started;
}

/** One upload, with /health called back to back until it is answered. */
async function uploadWithHealth(token, file) {
  let answered = false;
  const started = performance.now();
  const upload = fetch(`${origin}/px-api-gateway/stocklist/offer/bulk-offer-import`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'file-name': 'far-column.xlsx',
      'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    },
    body: file,
  }).then(async (response) => {
    const result = { status: response.status, ms: performance.now() - started, body: await response.json() };
    answered = true;
    return result;
  });
  const health = [];
  while (!answered) health.push(await healthMs());
  return { ...(await upload), health };
}

const dataDir = mkdtempSync(join(tmpdir(), 'bp-bench-far-column-'));
let server;
try {
  server = await startBuiltApi({ distDir: builtDistDir(), port, dataDir });
  const token = await demoIdToken(origin, 'buyer@demo.test');
  const idle = [];
  for (let call = 0; call < 50; call++) idle.push(await healthMs());
  console.log(`machine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, node ${process.version}, ${new Date().toISOString()}, load average ${loadAverage()}`);
  console.log(`idle /health: p50 ${median(idle).toFixed(1)} ms, max ${Math.max(...idle).toFixed(1)} ms (50 calls)`);
  for (const column of ['FXSHRXW', 'ZZZZZZ']) {
    const file = farColumnFile(column);
    const runs = [];
    for (let run = 0; run < RUNS; run++) runs.push(await uploadWithHealth(token, file));
    const health = runs.flatMap((run) => run.health);
    console.log(
      `${column} (${(file.length / 1024).toFixed(1)} KB): answered ${[...new Set(runs.map((run) => run.status))].join('/')} in ${runs.map((run) => run.ms.toFixed(0)).join(', ')} ms (median ${median(runs.map((run) => run.ms)).toFixed(0)}, target < 2000); ` +
        `/health during the uploads: ${health.length} calls, p50 ${median(health).toFixed(1)} ms, max ${Math.max(...health).toFixed(1)} ms (target < 100); load average ${loadAverage()}`,
    );
    console.log(`  answer: ${runs[0].body.message}`);
  }
} finally {
  if (server) {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.on('exit', resolve));
  }
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(0);
