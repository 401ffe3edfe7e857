// Spine benchmark: server cold/warm start and the portal's first-route JS size.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir, cpus } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { builtRouteSizes } from '../scripts/built-route-sizes.mjs';
import { formatRouteSizes } from '../scripts/route-sizes.cjs';

const root = new URL('../..', import.meta.url).pathname;
const serverEntry = join(root, 'dist/apps/api/main.mjs');
const portalDir = join(root, 'dist/apps/buyer-portal');

async function timeToHealthy(dataDir, port) {
  const started = process.hrtime.bigint();
  const server = spawn(process.execPath, [serverEntry], {
    cwd: root,
    env: { ...process.env, DEMO_MODE: 'true', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  try {
    for (let attempt = 0; attempt < 600; attempt++) {
      try {
        const response = await fetch(`http://127.0.0.1:${port}/health`);
        if (response.ok) return Number(process.hrtime.bigint() - started) / 1e6;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('server did not become healthy within 30 s');
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.on('exit', resolve));
  }
}

function firstRouteJs() {
  const html = readFileSync(join(portalDir, 'index.html'), 'utf8');
  const files = [...html.matchAll(/(?:src|href)="\/?(assets\/[^"]+\.js)"/g)].map((match) => match[1]);
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const content = readFileSync(join(portalDir, file));
    raw += statSync(join(portalDir, file)).size;
    gzip += gzipSync(content, { level: 9 }).length;
  }
  return { files: files.length, rawKb: raw / 1024, gzipKb: gzip / 1024 };
}

const dataDir = mkdtempSync(join(tmpdir(), 'bp-bench-'));
const port = 4390;
const cold = await timeToHealthy(dataDir, port);
const warm = [];
for (let run = 0; run < 3; run++) warm.push(await timeToHealthy(dataDir, port));
rmSync(dataDir, { recursive: true, force: true });
const js = firstRouteJs();

console.log(`machine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, node ${process.version}, ${new Date().toISOString()}`);
console.log(`server cold start (new embedded database, migrations, demo seed): ${cold.toFixed(0)} ms`);
console.log(`server warm start (existing database), 3 runs: ${warm.map((ms) => ms.toFixed(0)).join(', ')} ms`);
console.log(`first-route JS: ${js.files} files, ${js.rawKb.toFixed(1)} KB raw, ${js.gzipKb.toFixed(1)} KB gzip`);
console.log('JS per route (gzip -9, entry + page chunks + their static imports, from the build manifest) against their budgets:');
for (const line of formatRouteSizes(builtRouteSizes(portalDir))) console.log(`  ${line}`);
