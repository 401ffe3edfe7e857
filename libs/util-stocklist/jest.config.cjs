module.exports = {
  displayName: 'util-stocklist',
  preset: '../../jest.preset.js',
  testEnvironment: 'node',
};
