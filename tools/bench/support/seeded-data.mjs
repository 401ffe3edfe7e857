// A seeded catalogue for the Chromium benchmarks without seeding it every run: seeding 100,000
// items per tenant takes minutes. The seeded PGlite folder is kept under BENCH_SEED_CACHE (default
// tmp/bench-seed) as `<items>-<key>`, where the key hashes what the seed's result depends on: the
// built seed script (it bundles the generator, the demo tenants and the schema) and the built
// migrations, plus the item count. A run copies the kept folder into its own data folder, so the
// server's writes (sessions, offers) never reach the kept one and every run starts from the same
// data. A new build whose seed or migrations changed gets a new key and seeds again; the folders of
// older keys for the same item count are then deleted. BENCH_SEED_CACHE=0 seeds a fresh folder
// every time. Node built-ins only.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';
import { workspaceRoot } from './built-api.mjs';

/** Written last into a kept folder: its presence says the seed finished. */
const DONE_MARKER = 'seeded.json';
/** The PGlite folder's lock file (apps/api/src/db/data-dir-lock.ts): never copied. */
const LOCK_FILE = '.lock';

function seedCacheRoot() {
  const configured = process.env.BENCH_SEED_CACHE;
  if (configured === '0') return undefined;
  if (!configured) return join(workspaceRoot, 'tmp', 'bench-seed');
  return isAbsolute(configured) ? configured : join(workspaceRoot, configured);
}

/** Hash of the seed's inputs in a build: `<dist>/apps/api/seed.mjs`, every migration file, the item count. */
export function seedKey(distDir, items) {
  const hash = createHash('sha256');
  hash.update(`items=${items}\n`);
  hash.update(readFileSync(join(distDir, 'apps/api/seed.mjs')));
  const migrations = join(distDir, 'apps/api/drizzle');
  const files = readdirSync(migrations, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath ?? entry.path, entry.name))
    .sort();
  for (const file of files) {
    hash.update(`\n${file.slice(migrations.length)}\n`);
    hash.update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

function seedInto(distDir, items, dataDir) {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [join(distDir, 'apps/api/seed.mjs'), '--items', String(items)],
      { cwd: workspaceRoot, env: { ...process.env, DATA_DIR: dataDir }, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => (error ? reject(new Error(`seeding ${items} items failed: ${error.message}\n${stdout}${stderr}`)) : resolve()),
    );
  });
}

/**
 * Fills `dataDir` (created; must not exist yet or be empty) with the demo data and `items` catalogue
 * items per tenant from the build in `distDir`. Answers how: `{ cached, seedSeconds, copySeconds,
 * key, keptIn }` (`cached`: copied from a kept folder without seeding; `seedSeconds`: the seed's
 * time when it ran now).
 */
export async function prepareSeededData({ distDir, items, dataDir }) {
  mkdirSync(dataDir, { recursive: true });
  const cacheRoot = seedCacheRoot();
  if (!cacheRoot) {
    const started = Date.now();
    await seedInto(distDir, items, dataDir);
    return { cached: false, seedSeconds: (Date.now() - started) / 1000, copySeconds: 0, key: null, keptIn: null };
  }
  const key = seedKey(distDir, items);
  const kept = join(cacheRoot, `${items}-${key}`);
  let seedSeconds = null;
  if (!existsSync(join(kept, DONE_MARKER))) {
    rmSync(kept, { recursive: true, force: true });
    // Seed beside the kept folder and rename it into place when done: a run stopped halfway (or
    // another benchmark seeding the same key at the same time) never leaves a half-seeded folder.
    const partial = `${kept}.partial-${process.pid}`;
    rmSync(partial, { recursive: true, force: true });
    mkdirSync(partial, { recursive: true });
    console.log(
      `seeding ${items.toLocaleString('en')} items per tenant into ${kept} (no kept folder for this build's seed and migrations; 100,000 take minutes)`,
    );
    const started = Date.now();
    try {
      await seedInto(distDir, items, partial);
    } catch (error) {
      rmSync(partial, { recursive: true, force: true });
      throw error;
    }
    seedSeconds = (Date.now() - started) / 1000;
    rmSync(join(partial, LOCK_FILE), { force: true });
    writeFileSync(join(partial, DONE_MARKER), JSON.stringify({ items, key, seededAt: new Date().toISOString(), seedSeconds }, null, 2));
    try {
      renameSync(partial, kept);
    } catch {
      // Another run put its folder there first: it holds the same data.
      rmSync(partial, { recursive: true, force: true });
    }
    // Folders of this item count seeded by older builds are stale now.
    for (const entry of readdirSync(cacheRoot)) {
      if (entry.startsWith(`${items}-`) && /^\d+-[0-9a-f]{16}$/.test(entry) && entry !== `${items}-${key}`)
        rmSync(join(cacheRoot, entry), { recursive: true, force: true });
    }
  }
  const copyStarted = Date.now();
  cpSync(kept, dataDir, { recursive: true, filter: (source) => !source.endsWith(`/${LOCK_FILE}`) && !source.endsWith(`/${DONE_MARKER}`) });
  return { cached: seedSeconds === null, seedSeconds, copySeconds: (Date.now() - copyStarted) / 1000, key, keptIn: kept };
}
