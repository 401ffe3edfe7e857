module.exports = {
  displayName: 'api-contract',
  preset: '../../jest.preset.js',
  testEnvironment: 'node',
};
