// Jest merges `transform` with the preset's (entries here first) but replaces
// transformIgnorePatterns, so the shared ESM-only list is repeated here plus PGlite, whose
// CommonJS build calls `import()`, which jest's vm refuses without --experimental-vm-modules
// (see test/support/pglite-jest-transform.cjs).
const transformedPackages = [...require('../../tools/jest/esm-only-packages.cjs'), '@electric-sql/pglite'];

module.exports = {
  displayName: 'api',
  preset: '../../jest.preset.js',
  testEnvironment: 'node',
  transform: {
    '^.+/node_modules/@electric-sql/pglite/.+\\.c?js$': '<rootDir>/test/support/pglite-jest-transform.cjs',
  },
  transformIgnorePatterns: [`node_modules/(?!(${transformedPackages.join('|')})/)`],
};
