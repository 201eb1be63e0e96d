// Browser tests: the built product in Debian's Chromium (playwright-core), on a real PostgreSQL.
// The harness (test cluster, server process, browser) is the backend's, shared as @sangam/backend/testing.
// Each file starts its own server on its own database, so npm test runs three files at a time (docs/testing.md).
module.exports = {
  rootDir: '.',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/e2e/**/*.e2e.ts'],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'json'],
  transform: { '^.+\\.tsx?$': ['ts-jest', { tsconfig: require.resolve('@sangam/backend/tsconfig.json'), diagnostics: false }] },
  globalSetup: require.resolve('@sangam/backend/testing/global-setup'),
  globalTeardown: require.resolve('@sangam/backend/testing/global-teardown'),
  testTimeout: 90000,
};
