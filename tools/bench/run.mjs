// Entry for `npm run bench -- <name>`: runs tools/bench/<name>.mjs.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const name = process.argv[2];
const script = name && join(dirname(fileURLToPath(import.meta.url)), `${name}.mjs`);
if (!script || !existsSync(script)) {
  console.error('usage: npm run bench -- <spine | stocklist | cart | import-review | far-column-import | filter-names-memory | checkout | checkout-page | orders | api-ratios | lighthouse>');
  process.exit(2);
}
await import(script);
