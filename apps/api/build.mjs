// Bundles the API for production: `npx nx run api:build` (or `node apps/api/build.mjs`).
//
//   dist/apps/api/main.mjs   the server (node dist/apps/api/main.mjs)
//   dist/apps/api/seed.mjs   the demo seed (node dist/apps/api/seed.mjs [--items N])
//   dist/apps/api/ops.mjs    the seller-side stock CLI (node dist/apps/api/ops.mjs stock set ...)
//   dist/apps/api/import-sheet-worker.mjs   the worker thread reading uploaded offer sheets
//                            (src/offers/import/sheet-parser.ts finds it next to main.mjs)
//   dist/apps/api/drizzle/   the migrations, applied at start
//
// npm packages stay external (loaded from node_modules at run time; PGlite and pino need their
// files on disk anyway); the workspace's own @bp/* libraries are bundled through the tsconfig
// paths. A bundle starts faster than tsx compiling the sources at every start.
import { cpSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const appDir = path.dirname(fileURLToPath(import.meta.url));
const workspaceRoot = path.resolve(appDir, '../..');
// BP_DIST_DIR: see apps/buyer-portal/vite.config (parallel builds of one checkout).
const outdir = path.join(process.env.BP_DIST_DIR ?? path.join(workspaceRoot, 'dist'), 'apps/api');

// The sources use __dirname (to find the migrations); ESM has no such variable, so define it.
const esmDirnameBanner = [
  "import { fileURLToPath as __bpFileURLToPath } from 'node:url';",
  "import { dirname as __bpDirname } from 'node:path';",
  'const __filename = __bpFileURLToPath(import.meta.url);',
  'const __dirname = __bpDirname(__filename);',
].join('\n');

const { version } = JSON.parse(readFileSync(path.join(workspaceRoot, 'package.json'), 'utf8'));

const startedAt = Date.now();
rmSync(outdir, { recursive: true, force: true });
await build({
  absWorkingDir: workspaceRoot,
  entryPoints: {
    main: 'apps/api/src/server.ts',
    seed: 'apps/api/src/seed/cli.ts',
    ops: 'apps/api/src/ops/cli.ts',
    'import-sheet-worker': 'apps/api/src/offers/import/sheet-worker.ts',
  },
  outdir,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  tsconfig: 'apps/api/tsconfig.json',
  banner: { js: esmDirnameBanner },
  // saas-config's appVersion, fixed at build time (src/app-version.ts).
  define: { BP_APP_VERSION: JSON.stringify(version) },
  sourcemap: true,
  logLevel: 'warning',
});
cpSync(path.join(appDir, 'drizzle'), path.join(outdir, 'drizzle'), { recursive: true });
console.log(`api built into ${path.relative(workspaceRoot, outdir)} in ${Date.now() - startedAt} ms`);
