#!/usr/bin/env node
'use strict';
/**
 * Builds the `sangam-tzcache` variant measured in docs/performance.md: a copy of backend/dist in
 * bench/.variant-dist where todayInState() (backend/src/common/us-states.ts) reuses one
 * Intl.DateTimeFormat per time zone instead of constructing one per call. Then:
 *
 *   node bench/make-variant-tzcache.js
 *   node bench/run.js --variant sangam-tzcache=bench/.variant-dist/main.js
 *   rm -rf bench/.variant-dist
 */
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..');
const out = path.join(__dirname, '.variant-dist');
fs.rmSync(out, { recursive: true, force: true });
fs.cpSync(path.join(root, 'backend/dist'), out, { recursive: true });
const file = path.join(out, 'common/us-states.js');
const src = fs.readFileSync(file, 'utf8');
const before = `function todayInState(state, now = new Date()) {
    return new Intl.DateTimeFormat('en-CA', { timeZone: timeZoneForState(state) }).format(now);
}`;
if (!src.includes(before)) throw new Error(`${file}: todayInState() is not the expected code any more (already fixed?)`);
fs.writeFileSync(
  file,
  src.replace(
    before,
    `const dayFormats = new Map();
function todayInState(state, now = new Date()) {
    const tz = timeZoneForState(state);
    let f = dayFormats.get(tz);
    if (!f) {
        f = new Intl.DateTimeFormat('en-CA', { timeZone: tz });
        dayFormats.set(tz, f);
    }
    return f.format(now);
}`,
  ),
);
console.log(`variant written to ${path.relative(root, out)}/main.js`);
