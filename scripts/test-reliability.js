#!/usr/bin/env node
// `npm run test:reliability`: the reliability suites at full length (5 min soak, 15 s write load
// before each crash) and the OpenAPI fuzzer with 1 000 cases per operation, one suite at a time.
// Everything is bounded: each suite stops by itself (the fuzzer has a time budget, FUZZ_BUDGET_S,
// 45 min by default) and jest's per-test timeouts end anything that hangs.
//
//   npm run test:reliability                         all of it
//   npm run test:reliability -- test/security/fuzz   only the paths given (relative to backend/)
//   FUZZ_RUNS=2000 npm run test:reliability -- test/security/fuzz
//   RECORD_FIGURES=1 npm run test:reliability        also writes docs/figures/*.json
'use strict';
const { spawnSync } = require('node:child_process');
const path = require('node:path');

const root = path.resolve(__dirname, '..');
const SUITES = ['test/reliability', 'test/security/fuzz'];

const build = spawnSync(process.execPath, [path.join(root, 'scripts/build.js'), '--if-needed'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const paths = process.argv.slice(2);
const started = Date.now();
const r = spawnSync(
  process.execPath,
  [path.join(root, 'node_modules/jest/bin/jest.js'), '--runInBand', ...(paths.length ? paths : SUITES)],
  {
    cwd: path.join(root, 'backend'),
    stdio: 'inherit',
    env: { ...process.env, RELIABILITY_FULL: '1', FUZZ_RUNS: process.env.FUZZ_RUNS ?? '1000' },
  },
);
process.stdout.write(
  `[reliability] ${paths.length ? paths.join(' ') : SUITES.join(' ')}: ${r.status === 0 ? 'passed' : 'FAILED'} in ${Math.round((Date.now() - started) / 1000)} s\n`,
);
process.exit(r.status ?? 1);
