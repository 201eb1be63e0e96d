// Unit tests of the shared constants and helpers.
module.exports = {
  testEnvironment: 'node',
  testMatch: ['<rootDir>/src/**/*.spec.ts'],
  transform: { '^.+\\.ts$': ['ts-jest', { tsconfig: { module: 'commonjs', types: ['jest'] }, diagnostics: false }] },
};
