import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';

const appRoot = fileURLToPath(new URL('.', import.meta.url));
const workspaceRoot = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The dev server forwards everything the API owns to it. changeOrigin stays false: the API picks
 * the tenant from the Host header, so localhost:4200 must arrive as localhost (Acme) and
 * 127.0.0.1:4200 as 127.0.0.1 (Northwind), not as the proxy target's host.
 */
const apiTarget = process.env.API_URL ?? 'http://localhost:3000';
/** The demo's support address; a production build names the operator's with BP_SUPPORT_EMAIL. */
const DEFAULT_SUPPORT_EMAIL = 'support@buyer-portal.test';
const apiProxy: ProxyOptions = { target: apiTarget, changeOrigin: false };
const proxy = Object.fromEntries(['/px-api-gateway', '/cognito', '/docs', '/help', '/dev'].map((prefix) => [prefix, apiProxy]));

// Code every route needs and that changes rarely gets its own long-cached chunks. antd is left to
// the bundler on purpose: a group takes every antd module any route uses, which would move the
// forms' and dialogs' antd code into the first page's download.
const vendorChunks = [
  { name: 'vendor-react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/, priority: 20 },
  {
    name: 'vendor-redux',
    test: /[\\/]node_modules[\\/](@reduxjs|@standard-schema|redux|redux-thunk|react-redux|immer|reselect|use-sync-external-store)[\\/]/,
    priority: 10,
  },
];

export default defineConfig({
  root: appRoot,
  cacheDir: `${workspaceRoot}node_modules/.vite/apps/buyer-portal`,
  plugins: [react()],
  resolve: { tsconfigPaths: true },
  // amazon-cognito-identity-js (sign-in) reads the Node global `global`.
  // BP_SUPPORT_EMAIL: the error screen's support address while no tenant is known (saas-config
  // failed on a first visit). Built in, because then the API may be unreachable too.
  define: { global: 'globalThis', __BP_SUPPORT_EMAIL__: JSON.stringify(process.env.BP_SUPPORT_EMAIL ?? DEFAULT_SUPPORT_EMAIL) },
  // 127.0.0.1 rather than localhost (which may bind ::1 only): both tenants must be reachable.
  server: { host: '127.0.0.1', port: 4200, proxy },
  preview: { host: '127.0.0.1', port: 4300, proxy },
  build: {
    // BP_DIST_DIR lets parallel work trees of one checkout build without overwriting each other. A
    // relative one is taken from the workspace root, as the API build and the benchmarks do (Vite
    // would resolve it against apps/buyer-portal).
    outDir: `${resolve(workspaceRoot, process.env.BP_DIST_DIR ?? 'dist')}/apps/buyer-portal`,
    emptyOutDir: true,
    // .vite/manifest.json: the per-route bundle budgets (tools/scripts/bundle-budgets.mjs) read the chunk graph from it.
    manifest: true,
    rolldownOptions: {
      // The workspace libraries run no code on import: a page module a route loads lazily stays out
      // of the first download even though the library's index (used eagerly for routes and the
      // startup gate) re-exports it.
      // rc-form and its validator run no code on import either, but do not say so: without this, a
      // page with a Radio.Group (antd imports one name helper from its form hooks) gets the whole form engine.
      // Nor does rc-input: without this, every page with an input got its TextArea (about 2.4 KB gzip).
      // A hint about whole packages, as their own package.json "sideEffects" would give: no file of
      // theirs is replaced, and their code runs as shipped.
      treeshake: {
        moduleSideEffects: [
          { test: /[\\/]libs[\\/][^\\/]+[\\/]src[\\/]/, sideEffects: false },
          { test: /[\\/]node_modules[\\/]@rc-component[\\/](form|async-validator|input)[\\/]/, sideEffects: false },
        ],
      },
      output: { codeSplitting: { groups: vendorChunks } },
    },
  },
});
