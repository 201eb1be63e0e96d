// Browser tests: the built product in Debian's Chromium (playwright-core), on a real PostgreSQL.
const path = require('node:path');
const backend = path.resolve(__dirname, '../backend');
module.exports = {
  rootDir: '.',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/e2e/**/*.e2e.ts'],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'json'],
  transform: { '^.+\\.tsx?$': ['ts-jest', { tsconfig: path.join(backend, 'tsconfig.json'), diagnostics: false }] },
  globalSetup: path.join(backend, 'test/support/global-setup.ts'),
  globalTeardown: path.join(backend, 'test/support/global-teardown.ts'),
  testTimeout: 90000,
};
