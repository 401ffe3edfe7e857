// Shared jest settings for every project: ts-jest in transpile-only mode (isolatedModules in
// tsconfig.base.json) and Nx's resolver, which maps the @bp/* path aliases to library sources.
const nxPreset = require('@nx/jest/preset').default;

const esmOnlyPackages = require('./tools/jest/esm-only-packages.cjs');

module.exports = {
  ...nxPreset,
  testMatch: ['<rootDir>/src/**/*.(spec|test).[jt]s?(x)', '<rootDir>/test/**/*.(spec|test).[jt]s?(x)'],
  transform: {
    '^.+\\.(ts|tsx|js|jsx|mjs)$': [
      'ts-jest',
      {
        tsconfig: {
          rootDir: __dirname,
          jsx: 'react-jsx',
          allowJs: true,
          module: 'commonjs',
          moduleResolution: 'node10',
          ignoreDeprecations: '6.0',
          isolatedModules: true,
          esModuleInterop: true,
          target: 'es2022',
        },
      },
    ],
  },
  transformIgnorePatterns: [`node_modules/(?!(${esmOnlyPackages.join('|')})/)`],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'jsx', 'mjs', 'cjs', 'json'],
  moduleNameMapper: {
    // @ant-design/icons' CommonJS build imports the ESM build of @ant-design/colors.
    '^@ant-design/colors/es/(.*)$': '@ant-design/colors/lib/$1',
    '\\.(css|less|svg|png|jpg)$': '<rootDir>/../../tools/jest/file-stub.cjs',
  },
  testTimeout: 20000,
};
