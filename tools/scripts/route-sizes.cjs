// CommonJS so the jest unit test (tools/scripts) and the ESM scripts can both load it.
// Per-route JS of the built portal, from Vite's build manifest (.vite/manifest.json). A route needs
// the entry chunk, its page module's lazy chunk(s) and every chunk those import statically,
// transitively; chunks a route only imports dynamically (dialogs, forms, libraries loaded when used)
// are not part of what it needs to show. Pure: the caller says how big a file is, so the CI check,
// the benchmarks and the unit test share one computation.

/** Manifest key of the app's entry (the HTML page). */
const ENTRY_KEY = 'index.html';

const KB = 1024;

/**
 * Route budgets (gzip -9): sign-in <= 180 KB, /stock <= 260 KB, every other route <= 300 KB.
 * Until a route meets its budget it has a ceiling (`ceilingBytes`, its measured size when the check
 * came in plus a little): CI fails when a route grows past its ceiling, so sizes only go down, and a
 * route that passes its budget gets no ceiling (the budget is then the limit). Lower a ceiling
 * whenever a route shrinks; never raise one without a decision in docs/decisions.md.
 * `pages` are the manifest keys of the lazy page modules the route renders (apps/buyer-portal/src/app/routes.tsx):
 * signed-in routes render inside the signed-in shell's module.
 */
const ROUTE_BUDGETS = [
  { route: '/ (sign-in)', pages: ['src/app/pages/sign-in.tsx'], budgetBytes: 180 * KB },
  { route: '/stock', pages: ['src/app/pages/signed-in.tsx', 'src/app/pages/stocklist.tsx'], budgetBytes: 260 * KB },
  { route: '/dashboard', pages: ['src/app/pages/signed-in.tsx'], budgetBytes: 300 * KB },
  { route: '/cart', pages: ['src/app/pages/signed-in.tsx', 'src/app/pages/cart.tsx'], budgetBytes: 300 * KB },
  { route: '/checkout/:warehouse', pages: ['src/app/pages/signed-in.tsx', 'src/app/pages/checkout.tsx'], budgetBytes: 300 * KB },
  { route: '/orders', pages: ['src/app/pages/signed-in.tsx', 'src/app/pages/orders.tsx'], budgetBytes: 300 * KB },
  { route: '/orders/:orderNumber', pages: ['src/app/pages/signed-in.tsx', 'src/app/pages/order-detail.tsx'], budgetBytes: 300 * KB },
  { route: '/account-setup', pages: ['src/app/pages/signed-in.tsx', 'src/app/pages/onboarding.tsx'], budgetBytes: 300 * KB },
  { route: '/account-details (and /forms/*)', pages: ['src/app/pages/signed-in.tsx', 'src/app/pages/account-details.tsx'], budgetBytes: 300 * KB },
  { route: '/create-account', pages: ['src/app/pages/auth.tsx'], budgetBytes: 300 * KB },
  { route: 'not found', pages: ['src/app/pages/not-found-page.tsx'], budgetBytes: 300 * KB },
];

/** The JS files (manifest `file`s) a route needs: its chunks and their static imports, transitively, entry first. */
function routeFiles(manifest, pageKeys, entryKey = ENTRY_KEY) {
  const files = [];
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the build manifest has no chunk "${key}"`);
    if (chunk.file.endsWith('.js')) files.push(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of [entryKey, ...pageKeys]) visit(key);
  return files;
}

/**
 * Size of each route against its budget. `sizeOf(file)` gives a file's size in bytes (gzip -9 for
 * the budgets). Returns one row per route: files, bytes, budgetBytes and whether it is over budget.
 */
function routeSizes(manifest, sizeOf, routes = ROUTE_BUDGETS, entryKey = ENTRY_KEY) {
  return routes.map(({ route, pages, budgetBytes, ceilingBytes }) => {
    const files = routeFiles(manifest, pages, entryKey);
    const bytes = files.reduce((sum, file) => sum + sizeOf(file), 0);
    const limitBytes = Math.max(budgetBytes, ceilingBytes ?? 0);
    return { route, files, bytes, budgetBytes, limitBytes, overBudget: bytes > budgetBytes, overLimit: bytes > limitBytes };
  });
}

/**
 * One line per route: "/stock  251.3 KB of 260 KB (12 files)"; 'ok' within budget, 'over' past the
 * budget but within the route's ceiling, 'FAIL' past the ceiling.
 */
function formatRouteSizes(rows) {
  const width = Math.max(...rows.map((row) => row.route.length));
  return rows.map(
    (row) =>
      `${row.overLimit ? 'FAIL' : row.overBudget ? 'over' : 'ok  '} ${row.route.padEnd(width)}  ${(row.bytes / KB).toFixed(1).padStart(6)} KB of ${(row.budgetBytes / KB).toFixed(0)} KB gzip (${row.files.length} files)${row.overBudget && !row.overLimit ? `, ceiling ${(row.limitBytes / KB).toFixed(0)} KB` : ''}`,
  );
}

module.exports = { ENTRY_KEY, ROUTE_BUDGETS, routeFiles, routeSizes, formatRouteSizes };
