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
/** The demo's support address; a production build names the operator's with BP_SUPPORT_EMAIL. */
const DEFAULT_SUPPORT_EMAIL = 'support@buyer-portal.test';
const apiProxy: ProxyOptions = { target: apiTarget, changeOrigin: false };
const proxy = Object.fromEntries(['/px-api-gateway', '/cognito', '/docs', '/help', '/dev'].map((prefix) => [prefix, apiProxy]));

// Code every route needs and that changes rarely gets its own long-cached chunks. antd is left to
// the bundler on purpose: a group takes every antd module any route uses, which would move the
// stock list's Table and Form into the first page's download.
const vendorChunks = [
  { name: 'vendor-react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/, priority: 20 },
  {
    name: 'vendor-redux',
    test: /[\\/]node_modules[\\/](@reduxjs|@standard-schema|redux|redux-thunk|react-redux|immer|reselect|use-sync-external-store)[\\/]/,
    priority: 10,
  },
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

type UnusedImports = Record<string, { importer: RegExp; feature: string }>;

/**
 * Resolves imports antd makes for features no portal page uses (`source` as written, from an
 * importer matching `importer`) to stubs whose default export throws, naming the feature and the
 * plugin to remove, if a page ever uses it. `keptExports(source)` lists exports a stub must still
 * provide.
 */
function unusedImportStubs(name: string, pluginFunction: string, unused: UnusedImports, keptExports: (source: string) => string[] = () => []): Plugin {
  const stubPrefix = `\0bp:${name}:`;
  return {
    name: `bp:${name}`,
    enforce: 'pre',
    resolveId(source, importer) {
      const stub = unused[source];
      return stub && importer && stub.importer.test(importer) ? stubPrefix + source : null;
    },
    load(id) {
      if (!id.startsWith(stubPrefix)) return null;
      const source = id.slice(stubPrefix.length);
      const fail = `export default function Unused() { throw new Error("${unused[source].feature} needs antd's ${source.split('/').pop()}: remove ${pluginFunction} from apps/buyer-portal/vite.config.mts"); }`;
      return [...keptExports(source), fail].join('\n');
    },
  };
}

/**
 * antd's Table imports two features no portal table uses: the column filter dropdown (antd Tree,
 * Menu, Dropdown, Radio, a search input) for columns with `filters`, and row selection (Checkbox,
 * Radio, and a Dropdown with Menu for `selections`) for `rowSelection`. Every page with a Table
 * downloaded them (about 35 KB gzip, issue 12). Those imports resolve to stubs that fail loudly if
 * a table ever asks for them; the filter stub keeps useFilter's key helper.
 */
function antdTableWithoutFiltersAndRowSelection(): Plugin {
  const fromSelection = /[\\/]antd[\\/]es[\\/]table[\\/]hooks[\\/]useSelection\.js$/;
  return unusedImportStubs(
    'antd-table-without-filters-and-row-selection',
    'antdTableWithoutFiltersAndRowSelection',
    {
      './FilterDropdown': { importer: /[\\/]antd[\\/]es[\\/]table[\\/]hooks[\\/]useFilter[\\/]index\.js$/, feature: 'A Table column with filters' },
      '../../dropdown': { importer: fromSelection, feature: 'A Table with rowSelection' },
      '../../checkbox': { importer: fromSelection, feature: 'A Table with rowSelection' },
      '../../radio': { importer: fromSelection, feature: 'A Table with rowSelection' },
    },
    (source) =>
      source === './FilterDropdown'
        ? [
            // antd's own flattenKeys (FilterDropdown.js): useFilter reads the filters' keys with it.
            'export function flattenKeys(filters) {',
            '  let keys = [];',
            '  (filters || []).forEach(({ value, children }) => { keys.push(value); if (children) keys = [...keys, ...flattenKeys(children)]; });',
            '  return keys;',
            '}',
          ]
        : [],
  );
}

/**
 * antd's Table imports two more features no portal table uses: the virtual table (`virtual`, with
 * rc-table's virtual body and rc-virtual-list, about 6 KB gzip) and the sorter's header Tooltip
 * (columns with `sorter`; the Tooltip and its popup engine, about 12 KB gzip, came with every table
 * page that showed no other tooltip). Those imports resolve to stubs that fail loudly if a table
 * ever asks for them.
 */
function antdTableWithoutVirtualAndSorterTooltip(): Plugin {
  return unusedImportStubs('antd-table-without-virtual-and-sorter-tooltip', 'antdTableWithoutVirtualAndSorterTooltip', {
    './RcTable/VirtualTable': { importer: /[\\/]antd[\\/]es[\\/]table[\\/]InternalTable\.js$/, feature: 'A virtual Table' },
    '../../tooltip': { importer: /[\\/]antd[\\/]es[\\/]table[\\/]hooks[\\/]useSorter\.js$/, feature: 'A Table column with sorter' },
  });
}

/**
 * antd's Pagination (inside every Table and List) imports Select for its page-size changer, which
 * portal tables turn off (showSizeChanger: false) or show only past 50 rows: Select (about 16 KB
 * gzip) came with every table page (issue 12). The changer's Select now loads when a changer is
 * first shown; until then the changer's place stays empty.
 */
function antdPaginationWithLazySizeChanger(): Plugin {
  const lazySelectId = '\0bp:antd-pagination-lazy-select';
  return {
    name: 'bp:antd-pagination-with-lazy-size-changer',
    enforce: 'pre',
    resolveId(source, importer) {
      return source === '../select' && importer && /[\\/]antd[\\/]es[\\/]pagination[\\/]Pagination\.js$/.test(importer) ? lazySelectId : null;
    },
    load(id) {
      if (id !== lazySelectId) return null;
      return [
        "import { createElement, lazy, Suspense } from 'react';",
        "const Select = lazy(() => import('antd/es/select/index.js'));",
        'export default function SizeChangerSelect(props) { return createElement(Suspense, { fallback: null }, createElement(Select, props)); }',
      ].join('\n');
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
  plugins: [
    react(),
    antdFormContextWithoutFormEngine(),
    antdCardWithoutTabs(),
    antdTableWithoutFiltersAndRowSelection(),
    antdTableWithoutVirtualAndSorterTooltip(),
    antdPaginationWithLazySizeChanger(),
    antdConfigProviderWithoutUniqueTooltip(),
  ],
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
      // Nor do rc-table, rc-tree and rc-virtual-list: without this, every page with a Table got
      // rc-table's virtual table and, through the tree helpers Table's row selection imports,
      // rc-virtual-list (about 7 KB gzip).
      treeshake: {
        moduleSideEffects: [
          { test: /[\\/]libs[\\/][^\\/]+[\\/]src[\\/]/, sideEffects: false },
          { test: /[\\/]node_modules[\\/]@rc-component[\\/](form|async-validator|input|table|tree|virtual-list)[\\/]/, sideEffects: false },
        ],
      },
      output: { codeSplitting: { groups: vendorChunks } },
    },
  },
});
