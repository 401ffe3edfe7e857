module.exports = {
  displayName: 'lint-boundaries',
  preset: '../../jest.preset.js',
  testEnvironment: 'node',
  testTimeout: 60000,
};
