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
const apiProxy: ProxyOptions = { target: apiTarget, changeOrigin: false };
const proxy = Object.fromEntries(['/px-api-gateway', '/cognito', '/docs', '/help', '/dev'].map((prefix) => [prefix, apiProxy]));

// Code every route needs and that changes rarely gets its own long-cached chunks. antd is left to
// the bundler on purpose: a group takes every antd module any route uses, which would move the
// stock list's Table and Form into the first page's download.
const vendorChunks = [
  { name: 'vendor-react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/, priority: 20 },
  { name: 'vendor-redux', test: /[\\/]node_modules[\\/](@reduxjs|redux|redux-thunk|react-redux|immer|reselect|use-sync-external-store)[\\/]/, priority: 10 },
];

export default defineConfig({
  root: appRoot,
  cacheDir: `${workspaceRoot}node_modules/.vite/apps/buyer-portal`,
  plugins: [react()],
  resolve: { tsconfigPaths: true },
  // amazon-cognito-identity-js (sign-in) reads the Node global `global`.
  define: { global: 'globalThis' },
  // 127.0.0.1 rather than localhost (which may bind ::1 only): both tenants must be reachable.
  server: { host: '127.0.0.1', port: 4200, proxy },
  preview: { host: '127.0.0.1', port: 4300, proxy },
  build: {
    // BP_DIST_DIR lets parallel work trees of one checkout build without overwriting each other.
    outDir: `${process.env.BP_DIST_DIR ?? `${workspaceRoot}dist`}/apps/buyer-portal`,
    emptyOutDir: true,
    // .vite/manifest.json: the per-route bundle budgets (tools/scripts/bundle-budgets.mjs) read the chunk graph from it.
    manifest: true,
    rolldownOptions: {
      // The workspace libraries run no code on import: a page module a route loads lazily stays out
      // of the first download even though the library's index (used eagerly for routes and the
      // startup gate) re-exports it.
      treeshake: { moduleSideEffects: [{ test: /[\\/]libs[\\/][^\\/]+[\\/]src[\\/]/, sideEffects: false }] },
      output: { codeSplitting: { groups: vendorChunks } },
    },
  },
});
