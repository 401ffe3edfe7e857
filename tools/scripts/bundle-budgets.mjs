// CI check: each route's JS (gzip -9, from the built portal's manifest: what the browser downloads
// before the route is usable, see route-sizes.cjs) against its budget. Prints every route's size
// vs budget; exits 1 when any route is over its budget.
// `node tools/scripts/bundle-budgets.mjs [portal build folder]` (default dist/apps/buyer-portal,
// or $BP_DIST_DIR/apps/buyer-portal). BENCH_JSON=file also writes the rows (for `npm run bench`).
import { writeFileSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';
import { builtRouteSizes } from './built-route-sizes.mjs';
import { formatRouteSizes } from './route-sizes.cjs';
import { workspaceRoot } from './lib.mjs';

const distDir = process.env.BP_DIST_DIR
  ? isAbsolute(process.env.BP_DIST_DIR)
    ? process.env.BP_DIST_DIR
    : join(workspaceRoot, process.env.BP_DIST_DIR)
  : join(workspaceRoot, 'dist');
const portalDir = process.argv[2] ?? join(distDir, 'apps/buyer-portal');
const rows = builtRouteSizes(portalDir);
console.log(`JS per route (gzip -9) of ${portalDir}:`);
for (const line of formatRouteSizes(rows)) console.log(line);
if (process.env.BENCH_JSON) writeFileSync(process.env.BENCH_JSON, JSON.stringify({ at: new Date().toISOString(), portalDir, rows }, null, 2));
const overBudget = rows.filter((row) => row.overBudget);
if (overBudget.length > 0) {
  console.error(`bundle budgets: ${overBudget.length} route(s) over budget: ${overBudget.map((row) => row.route).join(', ')}`);
  process.exit(1);
}
