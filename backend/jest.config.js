// Unit tests beside the code (src/**/*.spec.ts) and API tests (test/**/*.e2e-spec.ts) on a real PostgreSQL.
// Two projects: `parallel` (everything else, several files at once: each file has its own database) and
// `serial` (files that need the machine to themselves: test/reliability/ and any file whose header says
// `@serial`, e.g. timing thresholds or load generators). `npm test` runs parallel with 3 workers, then serial in band.
const fs = require('node:fs');
const path = require('node:path');

const TEST_DIR = path.join(__dirname, 'test');
const SERIAL_MARK = /^\s*(\/\/|\*|\/\*\*).*@serial\b/m;

function e2eFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'fixtures' || e.name === 'node_modules' ? [] : e2eFiles(p);
    return e.name.endsWith('.e2e-spec.ts') ? [p] : [];
  });
}

const serial = e2eFiles(TEST_DIR).filter(
  (f) => f.startsWith(path.join(TEST_DIR, 'reliability') + path.sep) || SERIAL_MARK.test(fs.readFileSync(f, 'utf8').slice(0, 4000)),
);
const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const project = {
  rootDir: '.',
  testEnvironment: 'node',
  moduleFileExtensions: ['ts', 'js', 'json'],
  transform: { '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json', diagnostics: false }] },
};

module.exports = {
  projects: [
    {
      ...project,
      displayName: 'parallel',
      testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.e2e-spec.ts'],
      testPathIgnorePatterns: ['/node_modules/', ...serial.map((f) => `^${escape(f)}$`)],
    },
    // An empty list would match nothing anyway; the sentinel keeps jest from falling back to its default testMatch.
    { ...project, displayName: 'serial', testMatch: serial.length ? serial : ['<rootDir>/no-serial-tests'] },
  ],
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  globalTeardown: '<rootDir>/test/support/global-teardown.ts',
  testTimeout: 60000,
  slowTestThreshold: 20,
};
