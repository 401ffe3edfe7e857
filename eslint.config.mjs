import nx from '@nx/eslint-plugin';
import importPlugin from 'eslint-plugin-import';

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
];
