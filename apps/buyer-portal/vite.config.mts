import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type ProxyOptions } from 'vite';

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

/**
 * antd's form context (imported by Input, Select, Checkbox, Modal… for their status inside a
 * Form.Item) needs only rc-form's FormProvider, but rc-form's index assigns Field, List and useForm
 * onto the Form component, which keeps the whole form engine and async-validator in any page that
 * shows an input. Resolving that one import to the module defining FormProvider leaves antd's Form
 * (and its validator) to the pages that render a Form.
 */
function antdFormContextWithoutFormEngine(): Plugin {
  return {
    name: 'bp:antd-form-context-without-form-engine',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (source !== '@rc-component/form' || !importer || !/[\\/]antd[\\/]es[\\/]form[\\/]context\.js$/.test(importer)) return null;
      const index = await this.resolve(source, importer, { skipSelf: true });
      return index ? index.id.replace(/index\.js$/, 'FormContext.js') : null;
    },
  };
}

/**
 * antd's Card imports Tabs (and with it rc-tabs, rc-menu and rc-dropdown) for its `tabList` header,
 * which no portal card uses, so every page showing a Card downloaded Tabs. Card's Tabs import
 * resolves to a stub that fails loudly if a card ever asks for tabs; pages that render Tabs import
 * them from antd as usual.
 */
function antdCardWithoutTabs(): Plugin {
  const stubId = '\0bp:antd-card-tabs-stub';
  return {
    name: 'bp:antd-card-without-tabs',
    enforce: 'pre',
    resolveId(source, importer) {
      return source === '../tabs' && importer && /[\\/]antd[\\/]es[\\/]card[\\/]Card\.js$/.test(importer) ? stubId : null;
    },
    load(id) {
      if (id !== stubId) return null;
      return "export default function CardTabs() { throw new Error('A Card with tabList needs antd Tabs: remove antdCardWithoutTabs from apps/buyer-portal/vite.config.mts'); }";
    },
  };
}

/**
 * antd's ConfigProvider imports Tooltip's UniqueProvider (and with it @rc-component/trigger's popup
 * and alignment engine, about 9 KB gzip) for its `tooltip.unique` option, which the portal does not
 * set, so every first page downloaded the tooltip engine. That import resolves to a stub that
 * fails loudly if the option is ever set; pages that render a Tooltip or Popover still get the
 * engine from antd as usual.
 */
function antdConfigProviderWithoutUniqueTooltip(): Plugin {
  const stubId = '\0bp:antd-unique-tooltip-stub';
  return {
    name: 'bp:antd-config-provider-without-unique-tooltip',
    enforce: 'pre',
    resolveId(source, importer) {
      return source === '../tooltip/UniqueProvider' && importer && /[\\/]antd[\\/]es[\\/]config-provider[\\/]index\.js$/.test(importer) ? stubId : null;
    },
    load(id) {
      if (id !== stubId) return null;
      return "export default function UniqueTooltipProvider() { throw new Error('ConfigProvider tooltip.unique needs antd Tooltip UniqueProvider: remove antdConfigProviderWithoutUniqueTooltip from apps/buyer-portal/vite.config.mts'); }";
    },
  };
}

export default defineConfig({
  root: appRoot,
  cacheDir: `${workspaceRoot}node_modules/.vite/apps/buyer-portal`,
  plugins: [react(), antdFormContextWithoutFormEngine(), antdCardWithoutTabs(), antdConfigProviderWithoutUniqueTooltip()],
  resolve: { tsconfigPaths: true },
  // amazon-cognito-identity-js (sign-in) reads the Node global `global`.
  define: { global: 'globalThis' },
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
