// Entry for `npm run bench`: with no name, the portal's targets in one run (all.mjs); with a
// name, `npm run bench -- <name>` runs tools/bench/<name>.mjs.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const name = process.argv[2] ?? 'all';
const script = join(dirname(fileURLToPath(import.meta.url)), `${name}.mjs`);
if (!/^[\w-]+$/.test(name) || !existsSync(script)) {
  console.error(
    'usage: npm run bench [-- <spine | stocklist | cart | import-review | far-column-import | import-health | catalogue-instances | filter-names-memory | checkout | checkout-page | orders | api-ratios | lighthouse>]',
  );
  console.error('  (no name: route sizes, the stock list at 100,000 items, Lighthouse and the API ratios in one run, with one summary)');
  process.exit(2);
}
await import(script);
