import nx from '@nx/eslint-plugin';
import importPlugin from 'eslint-plugin-import';
import { noDependencyInternals } from './tools/eslint/no-dependency-internals.mjs';

// Who may import whom (docs/architecture.md draws it). Features never import features: the app
// composes them. Portal and API code meet only in scope:shared libraries.
const depConstraints = [
  { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:feature', 'type:data-access', 'type:ui', 'type:util'] },
  { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:util'] },
  { sourceTag: 'type:feature', onlyDependOnLibsWithTags: ['type:data-access', 'type:ui', 'type:util'] },
  { sourceTag: 'type:data-access', onlyDependOnLibsWithTags: ['type:util'] },
  { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:ui', 'type:util'] },
  { sourceTag: 'type:util', onlyDependOnLibsWithTags: ['type:util'] },
  { sourceTag: 'scope:portal', onlyDependOnLibsWithTags: ['scope:portal', 'scope:shared'] },
  { sourceTag: 'scope:api', onlyDependOnLibsWithTags: ['scope:api', 'scope:shared'] },
  { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
];

// The API's domains (docs/architecture.md, API domains): the folders of apps/api/src each one owns
// and the domains it may import, layers pointing down only. What two domains both need sits in a
// domain below both, never in one of them (sales, below checkout and orders). 'all': the app
// composes every domain.
const apiDomains = [
  { domain: 'domain:platform', paths: ['!(app|server).ts', 'db', 'tenants', 'secrets', 'files', 'mail', 'rate-limit'], mayImport: [] },
  { domain: 'domain:identity', paths: ['identity', 'account'], mayImport: ['domain:platform'] },
  { domain: 'domain:notifications', paths: ['notifications'], mayImport: ['domain:platform'] },
  { domain: 'domain:catalogue', paths: ['stock'], mayImport: ['domain:platform'] },
  { domain: 'domain:settings', paths: ['settings'], mayImport: ['domain:catalogue', 'domain:platform'] },
  { domain: 'domain:offers', paths: ['offers'], mayImport: ['domain:catalogue', 'domain:platform'] },
  { domain: 'domain:onboarding', paths: ['onboarding'], mayImport: ['domain:identity', 'domain:platform'] },
  { domain: 'domain:sales', paths: ['sales'], mayImport: ['domain:offers', 'domain:platform'] },
  {
    domain: 'domain:checkout',
    paths: ['checkout'],
    mayImport: ['domain:sales', 'domain:offers', 'domain:catalogue', 'domain:onboarding', 'domain:identity', 'domain:platform'],
  },
  {
    domain: 'domain:orders',
    paths: ['orders'],
    mayImport: ['domain:checkout', 'domain:sales', 'domain:settings', 'domain:offers', 'domain:catalogue', 'domain:identity', 'domain:platform'],
  },
  { domain: 'domain:returns', paths: ['returns'], mayImport: ['domain:orders', 'domain:checkout', 'domain:identity', 'domain:platform'] },
  { domain: 'domain:payments', paths: ['payments'], mayImport: ['domain:sales', 'domain:identity', 'domain:platform'] },
  { domain: 'domain:jobs', paths: ['jobs'], mayImport: ['domain:orders', 'domain:offers', 'domain:catalogue', 'domain:platform'] },
  {
    domain: 'domain:ops',
    paths: ['ops'],
    mayImport: [
      'domain:returns',
      'domain:orders',
      'domain:checkout',
      'domain:offers',
      'domain:catalogue',
      'domain:onboarding',
      'domain:identity',
      'domain:platform',
    ],
  },
  {
    domain: 'domain:seed',
    paths: ['seed'],
    mayImport: [
      'domain:returns',
      'domain:orders',
      'domain:checkout',
      'domain:offers',
      'domain:catalogue',
      'domain:onboarding',
      'domain:identity',
      'domain:platform',
    ],
  },
  { domain: 'domain:app', paths: ['{app,server}.ts', 'plugins', 'routes'], mayImport: 'all' },
];

/** import/no-restricted-paths zones from apiDomains; a table naming an unknown domain or holding a cycle fails to load. */
function apiDomainZones(domains) {
  const byName = new Map(domains.map((entry) => [entry.domain, entry]));
  const below = (entry) => (entry.mayImport === 'all' ? [] : entry.mayImport);
  const visit = (name, path) => {
    if (!byName.has(name)) throw new Error(`apiDomains: ${path.at(-1)} names the unknown ${name}`);
    if (path.includes(name)) throw new Error(`apiDomains: cycle ${[...path, name].join(' -> ')}`);
    for (const next of below(byName.get(name))) visit(next, [...path, name]);
  };
  for (const entry of domains) visit(entry.domain, []);

  const globsOf = (entry) => entry.paths.map((path) => `apps/api/src/${path.endsWith('.ts') ? path : `${path}/**`}`);
  const folders = domains.flatMap((entry) => entry.paths.filter((path) => !path.endsWith('.ts')));
  return [
    ...domains
      .filter((entry) => entry.mayImport !== 'all')
      .map((entry) => ({
        target: globsOf(entry),
        from: domains.filter((other) => other !== entry && !entry.mayImport.includes(other.domain)).flatMap(globsOf),
        message: `${entry.domain} may import only ${entry.mayImport.join(', ') || 'packages'} (apiDomains in eslint.config.mjs).`,
      })),
    {
      target: `apps/api/src/!(${folders.join('|')})/**`,
      from: 'apps/api/src/**',
      message: 'This folder belongs to no API domain: add it to apiDomains in eslint.config.mjs.',
    },
  ];
}

export default [
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  ...nx.configs['flat/javascript'],
  {
    ignores: ['**/dist', '**/node_modules', '**/.nx', 'tmp', '**/.data', '**/test-results', '**/playwright-report', '**/*.timestamp*', 'apps/api/drizzle'],
  },
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.jsx', '**/*.mjs', '**/*.cjs'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: true,
          banTransitiveDependencies: false,
          allow: [],
          depConstraints,
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Import cycles inside a project (Nx reports the ones between projects): a cycle makes module
    // initialisation order matter and usually means a piece belongs in a third module.
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { import: importPlugin },
    settings: {
      'import/ignore': ['node_modules'],
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
    },
    rules: { 'import/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // Imports between the API's domains follow apiDomains (type imports too: they tie the code as much).
    files: ['apps/api/src/**/*.ts'],
    plugins: { import: importPlugin },
    rules: { 'import/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: apiDomainZones(apiDomains) }] },
  },
  {
    // The icons package documents one entry per icon; its barrel loads every icon (about 0.5 s of
    // each jest file that renders one, where no bundler drops the unused ones).
    files: ['apps/buyer-portal/src/**/*.{ts,tsx}', 'libs/*/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@ant-design/icons', message: "Import each icon from its own entry: import SearchOutlined from '@ant-design/icons/SearchOutlined'." },
          ],
        },
      ],
    },
  },
  {
    // Portal code takes the contract's run-time values from its TypeBox-free entry (one home for
    // constants both sides use, no copies; the main entry would put TypeBox in the browser bundle),
    // and its dialogs from ui-kit.
    files: ['apps/buyer-portal/src/**/*.{ts,tsx}', 'libs/{feature-*,data-access-api,ui-kit,util-*}/src/**/*.{ts,tsx}'],
    ignores: ['**/*.spec.{ts,tsx}', '**/testing.ts', '**/testing/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@bp/api-contract',
              allowTypeImports: true,
              message: "Import run-time values from '@bp/api-contract/constants' (types may come from '@bp/api-contract').",
            },
            {
              // antd zooms a Modal in from the opening click: a button pressed as it appears moves
              // away before the press ends and the click is lost. ui-kit's Dialog fades in place.
              name: 'antd',
              importNames: ['Modal'],
              message: "Use Dialog from '@bp/ui-kit' (antd's Modal that fades in place, so the first click on its buttons counts).",
            },
          ],
        },
      ],
    },
  },
  {
    // A journey takes `test` from its support, whose worker fixture starts the worker's own API
    // server; Playwright's bare `test` would reach no server.
    files: ['apps/buyer-portal-e2e/src/**/*.ts'],
    ignores: ['apps/buyer-portal-e2e/src/support/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: [{ name: '@playwright/test', message: "Import from './support/test': its test starts this worker's API server." }] },
      ],
    },
  },
  {
    // Playwright reads a fixture's dependencies from its first parameter: `{}` when it needs none.
    files: ['apps/buyer-portal-e2e/src/support/test.ts'],
    rules: { 'no-empty-pattern': ['error', { allowObjectPatternsAsParameters: true }] },
  },
  {
    // The portal's dialog homes: they wrap antd's Modal (and its confirm through useModal) in the fade.
    files: ['libs/ui-kit/src/lib/dialog.tsx', 'libs/ui-kit/src/lib/feedback/feedback-holders.tsx'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@bp/api-contract',
              allowTypeImports: true,
              message: "Import run-time values from '@bp/api-contract/constants' (types may come from '@bp/api-contract').",
            },
          ],
        },
      ],
    },
  },
  ...nx.configs['flat/react'].map((config) => ({ ...config, files: ['apps/buyer-portal/**/*.{ts,tsx}', 'libs/**/*.tsx'] })),
  {
    files: ['**/*.cjs', 'jest.preset.js'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Tool configuration (jest, vite, playwright, drizzle) shares workspace files by path; it is
    // not application code and belongs to no library boundary.
    files: ['**/jest.config.cjs', '**/*.config.{ts,mts,mjs,cjs}'],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },
  {
    // Dependencies are used as shipped: imported through what they publish, never one of their files.
    files: ['**/*.{ts,tsx,mts,cts,js,jsx,mjs,cjs}'],
    plugins: { bp: { rules: { 'no-dependency-internals': noDependencyInternals } } },
    rules: { 'bp/no-dependency-internals': 'error' },
  },
  {
    // Nor rewritten by the bundler: a resolveId or load hook (or an alias) in an app's Vite config
    // could swap a dependency's file for another, which only the production bundle would show.
    files: ['apps/*/vite.config.{ts,mts,js,mjs}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...['resolveId', 'load', 'alias'].map((hook) => ({
          selector: `:matches(Property, MethodDefinition)[key.name='${hook}']`,
          message: `No '${hook}' in an app's Vite config: a dependency's files are used as shipped, never resolved or loaded in place of its own (import what the package exports instead).`,
        })),
      ],
    },
  },
];
