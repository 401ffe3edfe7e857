import { mkdtempSync, rmSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { lintInOneProcess, workspaceRoot, type LintMessage, type LintSample } from './lint-as';

// The API's domain table (apiDomains in eslint.config.mjs) through ESLint itself. Samples are
// linted as files that exist: import/no-cycle cannot follow imports out of a made-up file.

const DOMAIN_RULE = 'import/no-restricted-paths';
const domainErrors = (messages: LintMessage[]) =>
  messages.filter((message) => message.ruleId === DOMAIN_RULE && message.severity === 2).map((message) => message.message);

const samples = {
  checkoutImportsOrders: {
    filePath: 'apps/api/src/checkout/checkout-config.ts',
    source: "import { termsOfSaleOf } from '../orders/terms-of-sale';\nexport const terms = termsOfSaleOf;\n",
  },
  catalogueImportsOfferType: {
    filePath: 'apps/api/src/stock/export-columns.ts',
    source: "import type { OfferRow } from '../offers/offer-service';\nexport type Row = OfferRow;\n",
  },
  domainImportsApp: {
    filePath: 'apps/api/src/identity/srp.ts',
    source: "import { requireAuthority } from '../plugins/app/authentication';\nexport const r = requireAuthority;\n",
  },
  ordersImportCheckoutAndSales: {
    filePath: 'apps/api/src/orders/terms-of-sale.ts',
    source:
      "import { checkoutConfigOf } from '../checkout/checkout-config';\nimport { orderNotFound } from '../sales/sales-order-service';\nexport const both = [checkoutConfigOf, orderNotFound];\n",
  },
} satisfies Record<string, LintSample>;

describe('API domains', () => {
  let results: Record<keyof typeof samples | 'unnamedFolder', LintMessage[]>;
  let tree: { filePath: string; messages: LintMessage[] }[];

  beforeAll(() => {
    // The folder exists (the import resolves from it) but no domain names it.
    const folder = mkdtempSync(resolve(workspaceRoot, 'apps/api/src/unnamed-'));
    try {
      const unnamedFolder: LintSample = {
        filePath: `apps/api/src/${basename(folder)}/probe.ts`,
        source: "import { notFound } from '../errors';\nexport const n = notFound;\n",
        withoutNoCycle: true,
      };
      const names = Object.keys(samples) as (keyof typeof samples)[];
      const linted = lintInOneProcess([...names.map((name) => samples[name]), unnamedFolder], ['apps/api/src']);
      results = {
        ...Object.fromEntries(names.map((name, index) => [name, linted.samples[index]])),
        unnamedFolder: linted.samples[names.length],
      } as typeof results;
      tree = linted.files;
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  }, 180000);

  it('fails checkout importing orders: orders builds on checkout, never the other way round', () => {
    expect(domainErrors(results.checkoutImportsOrders)).toEqual([expect.stringContaining('domain:checkout may import only')]);
  });

  it('fails the catalogue importing a type of the offers domain above it', () => {
    expect(domainErrors(results.catalogueImportsOfferType)).toEqual([expect.stringContaining('domain:catalogue may import only domain:platform')]);
  });

  it('fails a domain importing the app that composes it', () => {
    expect(domainErrors(results.domainImportsApp)).toEqual([expect.stringContaining('domain:identity may import only')]);
  });

  it('allows orders to import checkout and the sales module below both', () => {
    expect(domainErrors(results.ordersImportCheckoutAndSales)).toEqual([]);
  });

  it('fails a file in a folder the table does not name', () => {
    expect(domainErrors(results.unnamedFolder)).toEqual([expect.stringContaining('belongs to no API domain')]);
  });

  it('passes the real API tree: no import the table forbids, no import cycle', () => {
    const problems = tree.flatMap((report) =>
      report.messages
        .filter((message) => message.ruleId === DOMAIN_RULE || message.ruleId === 'import/no-cycle' || message.ruleId === null)
        .map((message) => `${report.filePath}: ${message.message}`),
    );
    expect(tree.length).toBeGreaterThan(100);
    expect(problems).toEqual([]);
  });
});
