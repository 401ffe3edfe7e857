// Jest merges `transform` with the preset's (entries here first) but replaces
// transformIgnorePatterns, so the shared ESM-only list is repeated here plus PGlite, whose
// CommonJS build calls `import()`, which jest's vm refuses without --experimental-vm-modules
// (see test/support/pglite-jest-transform.cjs).
const transformedPackages = [...require('../../tools/jest/esm-only-packages.cjs'), '@electric-sql/pglite'];

module.exports = {
  displayName: 'api',
  // Jest's default (cores - 1) runs one file at a time on a 2-core machine, while the parent
  // process mostly waits: every file pays about 2 s of module loading and database restore, so
  // two workers nearly halve the suite.
  maxWorkers: Math.max(2, require('node:os').availableParallelism() - 1),
  preset: '../../jest.preset.js',
  // On a fresh clone the first files of each worker also create the template database (migrations
  // and demo seed, see test/support/test-database.ts); on a busy 2-core machine that alone can pass
  // the preset's 20 s, so hooks and tests here get 60 s. A limit, not a speed target.
  testTimeout: 60_000,
  testEnvironment: 'node',
  transform: {
    '^.+/node_modules/@electric-sql/pglite/.+\\.c?js$': '<rootDir>/test/support/pglite-jest-transform.cjs',
  },
  transformIgnorePatterns: [`node_modules/(?!(${transformedPackages.join('|')})/)`],
};
