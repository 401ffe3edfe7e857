module.exports = {
  displayName: 'util-validation',
  preset: '../../jest.preset.js',
  testEnvironment: 'node',
};
