// `npm test`: installs what it needs (node_modules; Chromium and PostgreSQL binaries through
// apt-get when running as root, else it stops with one line saying what to install), then runs
// every check CI runs: lint (with the module-boundary rule) and typecheck, every project's jest
// tests (the API suite on a throwaway PostgreSQL, its files about the embedded engine on PGlite as
// well), the production builds and their bundle budgets, then the Playwright suite in Chromium
// against the built API on PGlite. Ends with one summary line: "tests: N passed, N failed, N skipped".
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

// The journeys' databases live here; the template in it is made ahead (see the build step below).
process.env.E2E_DATA_DIR ??= join(workspaceRoot, 'tmp', `e2e-data-${Date.now()}`);
const BUILD = "build, then the journeys' template database";

/** Run options that send a child's output to `output`, a file opened by a stage; none streams it here. */
const into = (output) => output && { stdio: ['ignore', output, output] };

const nx =
  (...args) =>
  (output) =>
    run(bin('nx'), [...args, '--parallel=2', '--output-style=stream'], into(output));
/** The API's jest suite, its results in tmp/test-results/<name>.json; `runner` wraps it (the throwaway PostgreSQL). */
const apiJest =
  (name, { runner = [], only = [] } = {}) =>
  (output) =>
    run(process.execPath, [...runner, bin('jest'), '-c', 'apps/api/jest.config.cjs', '--json', `--outputFile=${join(resultsDir, `${name}.json`)}`, ...only], {
      stdio: ['ignore', output ?? 'inherit', output ?? 'inherit'],
    });

/**
 * Every jest project but the API's, in one jest run: one pool of workers over all their files
 * instead of a jest process per project (Nx's `test` targets, which `nx affected` runs), which
 * took a fifth longer.
 */
const unitTests = (output) => {
  const configs = ['apps', 'libs', 'tools'].flatMap((folder) =>
    readdirSync(join(workspaceRoot, folder))
      .map((project) => join(folder, project, 'jest.config.cjs'))
      .filter((config) => config !== join('apps', 'api', 'jest.config.cjs') && existsSync(join(workspaceRoot, config))),
  );
  return run(bin('jest'), ['--projects', ...configs, '--maxWorkers=2', '--json', `--outputFile=${join(resultsDir, 'unit-and-component.json')}`], into(output));
};

// Stages run one after another; the steps of a stage run side by side (the first streams its
// output, the others write to a file printed when they end). The machine has two cores and the
// run is bound by CPU: a stage pairs work whose tails would leave a core idle (tsc is one thread,
// a jest run's last files), and the journeys, which fill both cores, run alone.
const stages = [
  [
    // Prettier's check of the whole tree beside ESLint over the whole tree in two processes (apps
    // and tools | libs) rather than one per project: import/no-cycle parses every imported module
    // again in each process, so 20 per-project runs cost more than twice the CPU of one pass.
    {
      name: 'lint',
      command: async (output) => {
        const stdio = into(output);
        // @nx/enforce-module-boundaries reads Nx's cached project graph and skips itself (a
        // warning, not a failure) when there is none, as on a fresh clone: make the graph first.
        const graph = await run(bin('nx'), ['show', 'projects'], { stdio: ['ignore', 'ignore', output ?? 'inherit'] });
        if (graph !== 0) return graph;
        const eslint = (...folders) => run(bin('eslint'), ['--max-warnings=0', ...folders], stdio);
        const formatted = run(bin('prettier'), ['--check', '--log-level=warn', '.'], stdio);
        const codes = await Promise.all([eslint('apps', 'tools'), eslint('libs'), formatted]);
        return codes.find((code) => code !== 0) ?? 0;
      },
    },
    // Every project's files in one TypeScript program (each project's own typecheck target, used
    // by `nx affected`, re-checks the libraries it imports: 5x the work on a full run).
    { name: 'typecheck', command: (output) => run(process.execPath, ['tools/scripts/typecheck-all.mjs'], into(output)) },
  ],
  [
    { name: 'unit and component tests', command: unitTests },
    // The whole API suite runs on PostgreSQL, the production engine, where races and several
    // instances can happen at all, and where it costs half the CPU it costs on PGlite (WebAssembly).
    { name: 'API tests (PostgreSQL)', command: apiJest('api-postgresql', { runner: ['tools/pg/with-postgres.mjs', '--'] }) },
  ],
  [
    // The embedded engine `npm start` runs on: the files about it (named *.pglite.spec.ts) run on
    // it too, and the journeys below run every screen against it.
    { name: 'API tests (embedded PGlite)', command: apiJest('api-pglite', { only: ['--testPathPatterns', '\\.pglite\\.spec\\.ts$'] }) },
    // The builds take seconds; the journeys' template database (migrated and seeded on PGlite by
    // the built API, on one core) is made after them here rather than at the start of the journeys,
    // which would leave the other core idle meanwhile.
    {
      name: BUILD,
      command: async (output) => {
        const built = await nx('run-many', '-t', 'build', '-p', 'api', 'buyer-portal')(output);
        return built !== 0 ? built : run(bin('tsx'), ['apps/buyer-portal-e2e/src/prepare-template.ts'], into(output));
      },
    },
  ],
  // Each route's JS (gzip -9, from the build's manifest) against its budget; not a timed test.
  [{ name: 'bundle budgets', command: () => run(process.execPath, ['tools/scripts/bundle-budgets.mjs']), needs: BUILD }],
  [{ name: 'end-to-end (Chromium)', command: nx('run', 'buyer-portal-e2e:e2e'), needs: BUILD }],
];

const outcomes = [];
for (const stage of stages) {
  const started = Date.now();
  const running = stage.map((step, index) => {
    const blockedBy = step.needs && outcomes.find((outcome) => outcome.name === step.needs && outcome.code !== 0);
    if (blockedBy) return Promise.resolve({ name: step.name, code: 1, seconds: 0, note: `not run: ${step.needs} failed` });
    if (index === 0) {
      console.log(`\n=== ${step.name} ===`);
      return step.command().then((code) => ({ name: step.name, code, seconds: (Date.now() - started) / 1000 }));
    }
    const logPath = join(workspaceRoot, 'tmp', `${step.name.replace(/\W+/g, '-').replace(/^-|-$/g, '').toLowerCase()}.log`);
    console.log(`\n=== ${step.name}: runs beside ${stage[0].name}, output in ${relative(workspaceRoot, logPath)} ===`);
    const output = openSync(logPath, 'w');
    return step.command(output).then((code) => {
      closeSync(output);
      return { name: step.name, code, seconds: (Date.now() - started) / 1000, logPath };
    });
  });
  for (const outcome of await Promise.all(running)) {
    if (outcome.logPath) {
      console.log(`\n=== ${outcome.name} (ran beside ${stage[0].name}) ===`);
      process.stdout.write(readFileSync(outcome.logPath, 'utf8'));
    }
    outcomes.push(outcome);
  }
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
