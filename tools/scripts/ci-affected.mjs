// `npm run ci:affected [-- --base=REF]`: lint, typecheck, test and build only the projects a
// change affects (base defaults to NX_BASE, else origin/main, else HEAD~1).
import { spawnSync } from 'node:child_process';
import { bin, ensureDependencies, run, workspaceRoot } from './lib.mjs';

ensureDependencies();
const baseArg = process.argv.slice(2).find((arg) => arg.startsWith('--base='));
const hasRef = (ref) => spawnSync('git', ['rev-parse', '--verify', '--quiet', ref], { cwd: workspaceRoot }).status === 0;
const base = baseArg?.slice('--base='.length) ?? process.env.NX_BASE ?? (hasRef('origin/main') ? 'origin/main' : 'HEAD~1');
console.log(`[ci:affected] base ${base}`);
process.exit(
  await run(bin('nx'), ['affected', '-t', 'lint', 'typecheck', 'test', 'build', `--base=${base}`, '--head=HEAD', '--parallel=2', '--output-style=stream']),
);
