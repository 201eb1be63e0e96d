#!/usr/bin/env node
// Builds the shared constants, the backend (tsc) and both web apps (vite). With --if-needed, a part is
// rebuilt only when a source file (its own or shared/src) is newer than its last build (`npm start` is quick after the first run).
'use strict';
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..');
const ifNeeded = process.argv.includes('--if-needed');
// --no-typecheck emits without type-checking (tsc --noCheck): for `npm test`, whose `npm run check` type-checks alongside.
const noCheck = process.argv.includes('--no-typecheck');
// Part names on the command line (e.g. `shared backend`) build only those.
const only = process.argv.slice(2).filter((a) => !a.startsWith('--'));

const parts = [
  {
    name: 'shared',
    dir: 'shared',
    sources: ['src', 'tsconfig.json', 'package.json'],
    out: 'dist/index.js',
    cmd: ['node_modules/typescript/bin/tsc', '-p', 'shared/tsconfig.json'],
    clean: 'shared/dist',
  },
  {
    name: 'backend',
    dir: 'backend',
    sources: ['src', 'tsconfig.json', 'tsconfig.build.json', 'package.json', '../shared/src'],
    out: 'dist/main.js',
    cmd: ['node_modules/typescript/bin/tsc', '-p', 'backend/tsconfig.build.json'],
    clean: 'backend/dist',
  },
  {
    name: 'public-web',
    dir: 'public-web',
    sources: ['src', 'index.html', 'vite.config.ts', 'package.json', 'public', '../shared/src'],
    out: 'dist/index.html',
    cmd: ['node_modules/vite/bin/vite.js', 'build', '--config', 'public-web/vite.config.ts', 'public-web', '--logLevel', 'warn'],
  },
  {
    name: 'admin-web',
    dir: 'admin-web',
    sources: ['src', 'index.html', 'vite.config.ts', 'package.json', 'public', '../shared/src'],
    out: 'dist/index.html',
    cmd: ['node_modules/vite/bin/vite.js', 'build', '--config', 'admin-web/vite.config.ts', 'admin-web', '--logLevel', 'warn'],
  },
];

function newestMtime(p) {
  if (!fs.existsSync(p)) return 0;
  const st = fs.statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  let max = st.mtimeMs;
  for (const e of fs.readdirSync(p)) max = Math.max(max, newestMtime(path.join(p, e)));
  return max;
}

let failed = false;
for (const part of parts) {
  const dir = path.join(root, part.dir);
  if (only.length && !only.includes(part.name)) continue;
  if (!fs.existsSync(path.join(dir, part.sources[0]))) continue;
  const out = path.join(dir, part.out);
  if (ifNeeded && fs.existsSync(out)) {
    const src = Math.max(...part.sources.map((s) => newestMtime(path.join(dir, s))));
    if (src <= fs.statSync(out).mtimeMs) continue;
  }
  process.stdout.write(`[build] ${part.name}\n`);
  if (part.clean) fs.rmSync(path.join(root, part.clean), { recursive: true, force: true });
  const cmd = noCheck && part.cmd[0].endsWith('tsc') ? [...part.cmd, '--noCheck'] : part.cmd;
  const r = spawnSync(process.execPath, cmd, { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) {
    process.stderr.write(`[build] ${part.name} failed\n`);
    failed = true;
    break;
  }
  // Touch the output so --if-needed compares against the build time.
  const now = new Date();
  if (fs.existsSync(out)) fs.utimesSync(out, now, now);
}
process.exit(failed ? 1 : 0);
