// `npm test`: installs what it needs (node_modules; Chromium and PostgreSQL binaries through
// apt-get when running as root, else it stops with one line saying what to install), then runs
// every check CI runs, in order: lint (with the module-boundary rule), typecheck,
// every project's jest tests (the API suite on embedded PGlite), the production builds and their
// bundle budgets, then the Playwright suite in Chromium against the real API with the API suite
// again on a throwaway PostgreSQL beside it at the lowest CPU priority. Ends with one summary line: "tests: N passed, N failed, N skipped".
import { closeSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { bin, ensureDependencies, run, workspaceRoot } from './lib.mjs';
import { ensureSystemDependencies } from './system-deps.mjs';

ensureDependencies();
const missingSystemDependencies = ensureSystemDependencies();
if (missingSystemDependencies) {
  console.error(missingSystemDependencies);
  process.exit(1);
}
const resultsDir = join(workspaceRoot, 'tmp/test-results');
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

const nx =
  (...args) =>
  () =>
    run(bin('nx'), [...args, '--parallel=2', '--output-style=stream']);
const steps = [
  // Prettier's check of the whole tree beside ESLint over the whole tree in two processes (apps and
  // tools | libs) rather than one per project: import/no-cycle parses every imported module again in
  // each process, so 20 per-project runs cost more than twice the CPU of one pass.
  {
    name: 'lint',
    command: async () => {
      // @nx/enforce-module-boundaries reads Nx's cached project graph and skips itself (a warning,
      // not a failure) when there is none, as on a fresh clone: make the graph first.
      const graph = await run(bin('nx'), ['show', 'projects'], { stdio: ['ignore', 'ignore', 'inherit'] });
      if (graph !== 0) return graph;
      const eslint = (...folders) => run(bin('eslint'), ['--max-warnings=0', ...folders]);
      const formatted = run(bin('prettier'), ['--check', '--log-level=warn', '.']);
      const codes = await Promise.all([eslint('apps', 'tools'), eslint('libs'), formatted]);
      return codes.find((code) => code !== 0) ?? 0;
    },
  },
  // Every project's files in one TypeScript program (each project's own typecheck target, used by
  // `nx affected`, re-checks the libraries it imports: 5x the work on a full run).
  { name: 'typecheck', command: () => run(process.execPath, ['tools/scripts/typecheck-all.mjs']) },
  { name: 'unit, component and API tests (PGlite)', command: nx('run-many', '-t', 'test') },
  { name: 'build', command: nx('run-many', '-t', 'build', '-p', 'api', 'buyer-portal') },
  // Each route's JS (gzip -9, from the build's manifest) against its budget; not a timed test.
  { name: 'bundle budgets', command: () => run(process.execPath, ['tools/scripts/bundle-budgets.mjs']), needs: 'build' },
  // The API suite again on a throwaway PostgreSQL (races only show on a real server), started
  // beside the journeys at the lowest CPU priority (nice 19, which its PostgreSQL server inherits):
  // the journeys leave most of a core idle while they wait on a page, and this suite takes only
  // what they leave. At normal priority beside them its load made journeys fail on timing and
  // slowed both. Its output goes to a file, printed when it ends.
  {
    name: 'API tests (PostgreSQL)',
    background: true,
    command: (output) =>
      run(
        'nice',
        [
          '-n',
          '19',
          process.execPath,
          'tools/pg/with-postgres.mjs',
          '--',
          bin('jest'),
          '-c',
          'apps/api/jest.config.cjs',
          '--json',
          `--outputFile=${join(resultsDir, 'api-postgresql.json')}`,
        ],
        { stdio: ['ignore', output, output] },
      ),
  },
  { name: 'end-to-end (Chromium)', command: nx('run', 'buyer-portal-e2e:e2e'), needs: 'build' },
];

const outcomes = [];
const backgroundSteps = [];
for (const step of steps) {
  const blockedBy = step.needs && outcomes.find((outcome) => outcome.name === step.needs && outcome.code !== 0);
  if (blockedBy) {
    outcomes.push({ name: step.name, code: 1, seconds: 0, note: `not run: ${step.needs} failed` });
    continue;
  }
  const started = Date.now();
  if (step.background) {
    const logPath = join(workspaceRoot, 'tmp', `${step.name.replace(/\W+/g, '-').replace(/^-|-$/g, '').toLowerCase()}.log`);
    console.log(`\n=== ${step.name}: started beside the next step, output in ${relative(workspaceRoot, logPath)} ===`);
    const output = openSync(logPath, 'w');
    const finished = step.command(output).then((code) => {
      closeSync(output);
      return { name: step.name, code, seconds: (Date.now() - started) / 1000 };
    });
    backgroundSteps.push({ logPath, finished });
    continue;
  }
  console.log(`\n=== ${step.name} ===`);
  const code = await step.command();
  outcomes.push({ name: step.name, code, seconds: (Date.now() - started) / 1000 });
}
for (const { logPath, finished } of backgroundSteps) {
  const outcome = await finished;
  console.log(`\n=== ${outcome.name} (ran beside the steps after it) ===`);
  process.stdout.write(readFileSync(logPath, 'utf8'));
  outcomes.push(outcome);
}

/** Adds up jest (--json) and Playwright (json reporter) result files. */
function countTests() {
  const totals = { passed: 0, failed: 0, skipped: 0 };
  if (!existsSync(resultsDir)) return totals;
  for (const file of readdirSync(resultsDir).filter((name) => name.endsWith('.json'))) {
    const report = JSON.parse(readFileSync(join(resultsDir, file), 'utf8'));
    if (typeof report.numPassedTests === 'number') {
      totals.passed += report.numPassedTests;
      totals.failed += report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0);
      totals.skipped += report.numPendingTests + (report.numTodoTests ?? 0);
    } else if (report.stats) {
      totals.passed += report.stats.expected + (report.stats.flaky ?? 0);
      totals.failed += report.stats.unexpected;
      totals.skipped += report.stats.skipped;
    }
  }
  return totals;
}

console.log('\n=== summary ===');
for (const outcome of outcomes) {
  console.log(`${outcome.code === 0 ? 'ok  ' : 'FAIL'} ${outcome.name} (${outcome.seconds.toFixed(1)} s)${outcome.note ? ` — ${outcome.note}` : ''}`);
}
const totals = countTests();
const failedSteps = outcomes.filter((outcome) => outcome.code !== 0).length;
console.log(`tests: ${totals.passed} passed, ${totals.failed + (failedSteps && !totals.failed ? failedSteps : 0)} failed, ${totals.skipped} skipped`);
process.exit(failedSteps ? 1 : 0);
