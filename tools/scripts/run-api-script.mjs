// `npm run seed -- [args]` (and later `npm run ops -- [args]`): runs an API command-line entry
// with tsx, against DATABASE_URL or the embedded database in DATA_DIR.
import { bin, ensureDependencies, run } from './lib.mjs';

const entries = {
  seed: 'apps/api/src/seed/cli.ts',
  ops: 'apps/api/src/ops/cli.ts',
};
const [name, ...args] = process.argv.slice(2);
if (!entries[name]) {
  console.error(`usage: run-api-script.mjs <${Object.keys(entries).join('|')}> [args]`);
  process.exit(2);
}
ensureDependencies();
process.exit(await run(bin('tsx'), ['--tsconfig', 'apps/api/tsconfig.json', entries[name], ...args]));
