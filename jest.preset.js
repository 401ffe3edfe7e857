// Shared jest settings for every project: SWC strips types file by file (isolatedModules semantics:
// the typecheck step checks types) and Nx's resolver maps the @bp/* path aliases to library sources.
// SWC rather than ts-jest: a fresh clone transforms about a thousand files (our sources and the
// ESM-only packages) before its first test, and SWC does that in a fraction of TypeScript's CPU.
const nxPreset = require('@nx/jest/preset').default;

const esmOnlyPackages = require('./tools/jest/esm-only-packages.cjs');
const { typeboxModuleNameMapper } = require('./tools/jest/typebox-bundle.cjs');

/** One SWC transform per syntax: a .ts file parsed as TSX would misread `<T>value` casts and generic arrows. */
const swc = (parser) => [
  '@swc/jest',
  {
    swcrc: false,
    jsc: {
      parser,
      target: 'es2022',
      transform: { react: { runtime: 'automatic' }, useDefineForClassFields: true },
    },
    module: { type: 'commonjs' },
  },
];

module.exports = {
  ...nxPreset,
  testMatch: ['<rootDir>/src/**/*.(spec|test).[jt]s?(x)', '<rootDir>/test/**/*.(spec|test).[jt]s?(x)'],
  transform: {
    '^.+\\.tsx$': swc({ syntax: 'typescript', tsx: true }),
    '^.+\\.ts$': swc({ syntax: 'typescript' }),
    '^.+\\.(js|jsx|mjs)$': swc({ syntax: 'ecmascript', jsx: true }),
  },
  transformIgnorePatterns: [`node_modules/(?!(${esmOnlyPackages.join('|')})/)`],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'jsx', 'mjs', 'cjs', 'json'],
  moduleNameMapper: {
    ...typeboxModuleNameMapper(),
    '\\.(css|less|svg|png|jpg)$': '<rootDir>/../../tools/jest/file-stub.cjs',
  },
  testTimeout: 20000,
};
