import { execFileSync, spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { eslintBin, lintAs, nxEnv, workspaceRoot } from './lint-as';

const nxBin = resolve(workspaceRoot, 'node_modules/.bin/nx');

function boundaryErrors(filePath: string, source: string): string[] {
  return lintAs(filePath, source)
    .filter((message) => message.ruleId === '@nx/enforce-module-boundaries')
    .map((message) => message.message);
}

describe('module boundaries', () => {
  beforeAll(() => {
    // The rule reads Nx's cached project graph and silently skips itself without one.
    execFileSync(nxBin, ['show', 'projects'], { cwd: workspaceRoot, env: nxEnv, stdio: 'ignore' });
  });

  it('fails a feature library that imports another feature library', () => {
    const errors = boundaryErrors(
      'libs/feature-cart/src/lib/forbidden.ts',
      "import { stocklistRoutes } from '@bp/feature-stocklist';\nexport const path = stocklistRoutes.stock;\n",
    );
    expect(errors).toEqual([expect.stringContaining('type:feature')]);
  });

  it('fails a util library that imports a portal ui library', () => {
    const errors = boundaryErrors('libs/util-validation/src/lib/forbidden.ts', "import * as kit from '@bp/ui-kit';\nexport const k = kit;\n");
    expect(errors).toEqual(expect.arrayContaining([expect.stringMatching(/type:util|scope:shared/)]));
  });

  it('fails data-access importing a feature', () => {
    const errors = boundaryErrors(
      'libs/data-access-api/src/lib/forbidden.ts',
      "import { cartRoutes } from '@bp/feature-cart';\nexport const c = cartRoutes;\n",
    );
    // Every feature depends on data-access, so the rule may report the cycle this import would
    // create before it gets to the tags; either way the import fails lint.
    expect(errors).toEqual([expect.stringMatching(/type:data-access|Circular dependency between "data-access-api" and "feature-cart"/)]);
  });

  it('fails a relative import that reaches into another library', () => {
    // A file that exists: import/no-cycle cannot follow a relative import out of a made-up one.
    const errors = boundaryErrors(
      'libs/feature-cart/src/lib/cart-model.ts',
      "import { stocklistRoutes } from '../../../feature-stocklist/src/lib/routes';\nexport const s = stocklistRoutes;\n",
    );
    expect(errors.length).toBeGreaterThan(0);
  });

  it("fails portal code that takes a contract value from the main entry, and allows types and '/constants'", () => {
    const ruleErrors = (source: string) =>
      lintAs('libs/feature-cart/src/lib/contract-values.ts', source)
        .filter((message) => message.ruleId === '@typescript-eslint/no-restricted-imports')
        .map((message) => message.message);

    expect(ruleErrors("import { BUYER_GROUP } from '@bp/api-contract';\nexport const group = BUYER_GROUP;\n")).toEqual([
      expect.stringContaining('@bp/api-contract/constants'),
    ]);
    expect(
      ruleErrors(
        "import type { CartEntry } from '@bp/api-contract';\nimport { BUYER_GROUP } from '@bp/api-contract/constants';\nexport type E = CartEntry;\nexport const group = BUYER_GROUP;\n",
      ),
    ).toEqual([]);
  });

  it('allows a feature to use util and ui libraries', () => {
    const errors = boundaryErrors(
      'libs/feature-cart/src/lib/allowed.ts',
      "import { isPasswordValid } from '@bp/util-validation';\nexport const v = isPasswordValid('x');\n",
    );
    expect(errors).toEqual([]);
  });

  it('fails an import cycle between two files of one project', () => {
    // catalogue-service.ts imports tenant-settings.ts; this version of tenant-settings imports it back.
    const cycles = lintAs(
      'apps/api/src/tenants/tenant-settings.ts',
      "import { isReseller } from '../stock/catalogue-service';\nexport const r = isReseller;\n",
    ).filter((message) => message.ruleId === 'import/no-cycle');
    expect(cycles).toEqual([expect.objectContaining({ message: 'Dependency cycle detected.' })]);
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
