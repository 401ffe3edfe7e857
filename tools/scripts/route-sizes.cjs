// CommonJS so the jest unit test (tools/scripts), the ESM scripts and the journeys can all load it.
// Per-route JS of the built portal, from Vite's build manifest (.vite/manifest.json): what the
// browser downloads before the route is usable. That is the entry chunk, the route's lazy page
// module(s), the lazy parts those render on their first screen (`pages` names them all), and every
// chunk they import statically, transitively. Chunks loaded after the page is usable (a dialog on
// its first opening, a module fetched when the browser is idle) are not counted. The journey
// apps/buyer-portal-e2e/src/route-downloads.spec.ts holds this list to what Chromium downloads. Pure:
// the caller says how big a file is, so the CI check, the benchmarks and the tests share one computation.

/** Manifest key of the app's entry (the HTML page). */
const ENTRY_KEY = 'index.html';

const KB = 1024;

/**
 * The signed-in shell's module and the Alert its banners load with their call: on the first page
 * after a sign-in the banners show above the page before it is usable.
 */
const SIGNED_IN = ['src/app/pages/signed-in.tsx', '../../libs/ui-kit/src/lib/antd-alert.ts'];

/**
 * Route budgets (gzip -9): sign-in <= 180 KB, /stock <= 260 KB, every other route <= 300 KB.
 * `pages` are the manifest keys of the lazy modules the route loads before it is usable: its page
 * modules (apps/buyer-portal/src/app/routes.tsx; signed-in routes render inside the signed-in
 * shell's module) and the lazy parts they show on their first screen.
 */
const ROUTE_BUDGETS = [
  { route: '/ (sign-in)', pages: ['src/app/pages/sign-in.tsx'], budgetBytes: 180 * KB },
  { route: '/stock', pages: [...SIGNED_IN, 'src/app/pages/stocklist.tsx'], budgetBytes: 260 * KB },
  { route: '/dashboard', pages: SIGNED_IN, budgetBytes: 300 * KB },
  { route: '/cart', pages: [...SIGNED_IN, 'src/app/pages/cart.tsx'], budgetBytes: 300 * KB },
  { route: '/quick-order', pages: [...SIGNED_IN, 'src/app/pages/quick-order.tsx'], budgetBytes: 300 * KB },
  { route: '/checkout/:warehouse', pages: [...SIGNED_IN, 'src/app/pages/checkout.tsx'], budgetBytes: 300 * KB },
  { route: '/orders', pages: [...SIGNED_IN, 'src/app/pages/orders.tsx'], budgetBytes: 300 * KB },
  { route: '/orders/:orderNumber', pages: [...SIGNED_IN, 'src/app/pages/order-detail.tsx'], budgetBytes: 300 * KB },
  { route: '/returns (and /returns/*)', pages: [...SIGNED_IN, 'src/app/pages/returns.tsx'], budgetBytes: 300 * KB },
  { route: '/account-setup', pages: [...SIGNED_IN, 'src/app/pages/onboarding.tsx'], budgetBytes: 300 * KB },
  // The online forms load their signature pad as they first show.
  {
    route: '/account-details (and /forms/*)',
    pages: [...SIGNED_IN, 'src/app/pages/account-details.tsx', '../../node_modules/signature_pad/dist/signature_pad.js'],
    budgetBytes: 300 * KB,
  },
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
  return routes.map(({ route, pages, budgetBytes }) => {
    const files = routeFiles(manifest, pages, entryKey);
    const bytes = files.reduce((sum, file) => sum + sizeOf(file), 0);
    return { route, files, bytes, budgetBytes, overBudget: bytes > budgetBytes };
  });
}

/** One line per route: "ok   /stock  251.3 KB of 260 KB gzip (12 files)", FAIL past its budget. */
function formatRouteSizes(rows) {
  const width = Math.max(...rows.map((row) => row.route.length));
  return rows.map(
    (row) =>
      `${row.overBudget ? 'FAIL' : 'ok  '} ${row.route.padEnd(width)}  ${(row.bytes / KB).toFixed(1).padStart(6)} KB of ${(row.budgetBytes / KB).toFixed(0)} KB gzip (${row.files.length} files)`,
  );
}

module.exports = { ENTRY_KEY, ROUTE_BUDGETS, routeFiles, routeSizes, formatRouteSizes };
