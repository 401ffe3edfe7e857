import { execFileSync, spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { eslintBin, lintInOneProcess, nxEnv, workspaceRoot, type LintMessage, type LintSample } from './lint-as';

const nxBin = resolve(workspaceRoot, 'node_modules/.bin/nx');

/** Every sample below, linted in one ESLint process (each start loads every plugin: seconds). */
const samples = {
  featureImportsFeature: {
    filePath: 'libs/feature-cart/src/lib/forbidden.ts',
    source: "import { stocklistRoutes } from '@bp/feature-stocklist';\nexport const path = stocklistRoutes.stock;\n",
  },
  utilImportsUi: { filePath: 'libs/util-validation/src/lib/forbidden.ts', source: "import * as kit from '@bp/ui-kit';\nexport const k = kit;\n" },
  dataAccessImportsFeature: {
    filePath: 'libs/data-access-api/src/lib/forbidden.ts',
    source: "import { cartRoutes } from '@bp/feature-cart';\nexport const c = cartRoutes;\n",
  },
  // A file that exists: import/no-cycle cannot follow a relative import out of a made-up one.
  relativeIntoAnotherLibrary: {
    filePath: 'libs/feature-cart/src/lib/cart-model.ts',
    source: "import { stocklistRoutes } from '../../../feature-stocklist/src/lib/routes';\nexport const s = stocklistRoutes;\n",
  },
  contractValueFromMainEntry: {
    filePath: 'libs/feature-cart/src/lib/contract-values.ts',
    source: "import { BUYER_GROUP } from '@bp/api-contract';\nexport const group = BUYER_GROUP;\n",
  },
  contractTypesAndConstants: {
    filePath: 'libs/feature-cart/src/lib/contract-values.ts',
    source:
      "import type { CartEntry } from '@bp/api-contract';\nimport { BUYER_GROUP } from '@bp/api-contract/constants';\nexport type E = CartEntry;\nexport const group = BUYER_GROUP;\n",
  },
  featureUsesUtil: {
    filePath: 'libs/feature-cart/src/lib/allowed.ts',
    source: "import { isPasswordValid } from '@bp/util-validation';\nexport const v = isPasswordValid('x');\n",
  },
  // catalogue-service.ts imports tenant-settings.ts; this version of tenant-settings imports it back.
  cycleInOneProject: {
    filePath: 'apps/api/src/tenants/tenant-settings.ts',
    source: "import { isReseller } from '../stock/catalogue-service';\nexport const r = isReseller;\n",
  },
} satisfies Record<string, LintSample>;
type SampleName = keyof typeof samples;

describe('module boundaries', () => {
  let messages: Record<SampleName, LintMessage[]>;
  beforeAll(() => {
    // The rule reads Nx's cached project graph and silently skips itself without one.
    execFileSync(nxBin, ['show', 'projects'], { cwd: workspaceRoot, env: nxEnv, stdio: 'ignore' });
    const names = Object.keys(samples) as SampleName[];
    const linted = lintInOneProcess(names.map((name) => samples[name]));
    messages = Object.fromEntries(names.map((name, index) => [name, linted.samples[index]])) as Record<SampleName, LintMessage[]>;
  });
  const ruleErrors = (name: SampleName, ruleId: string): string[] =>
    messages[name].filter((message) => message.ruleId === ruleId).map((message) => message.message);
  const boundaryErrors = (name: SampleName): string[] => ruleErrors(name, '@nx/enforce-module-boundaries');

  it('fails a feature library that imports another feature library', () => {
    expect(boundaryErrors('featureImportsFeature')).toEqual([expect.stringContaining('type:feature')]);
  });

  it('fails a util library that imports a portal ui library', () => {
    expect(boundaryErrors('utilImportsUi')).toEqual(expect.arrayContaining([expect.stringMatching(/type:util|scope:shared/)]));
  });

  it('fails data-access importing a feature', () => {
    // Every feature depends on data-access, so the rule may report the cycle this import would
    // create before it gets to the tags; either way the import fails lint.
    expect(boundaryErrors('dataAccessImportsFeature')).toEqual([
      expect.stringMatching(/type:data-access|Circular dependency between "data-access-api" and "feature-cart"/),
    ]);
  });

  it('fails a relative import that reaches into another library', () => {
    expect(boundaryErrors('relativeIntoAnotherLibrary').length).toBeGreaterThan(0);
  });

  it("fails portal code that takes a contract value from the main entry, and allows types and '/constants'", () => {
    const restricted = (name: SampleName) => ruleErrors(name, '@typescript-eslint/no-restricted-imports');
    expect(restricted('contractValueFromMainEntry')).toEqual([expect.stringContaining('@bp/api-contract/constants')]);
    expect(restricted('contractTypesAndConstants')).toEqual([]);
  });

  it('allows a feature to use util and ui libraries', () => {
    expect(boundaryErrors('featureUsesUtil')).toEqual([]);
  });

  it('fails an import cycle between two files of one project', () => {
    expect(messages.cycleInOneProject.filter((message) => message.ruleId === 'import/no-cycle')).toEqual([
      expect.objectContaining({ message: 'Dependency cycle detected.' }),
    ]);
  });

  it('makes the eslint command fail (non-zero exit) on a forbidden import', () => {
    const result = spawnSync(eslintBin, ['--stdin', '--stdin-filename', 'libs/feature-orders/src/lib/forbidden.ts'], {
      cwd: workspaceRoot,
      input: "import { cartRoutes } from '@bp/feature-cart';\nexport const c = cartRoutes;\n",
      env: nxEnv,
      encoding: 'utf8',
    });
    expect(result.status).toBe(1);
    expect(result.stdout).toContain('@nx/enforce-module-boundaries');
  });
});
