// The import rules `npm run lint` enforces, proven on files written for the purpose inside the workspaces: an
// import cycle, a public-web feature importing another feature, an admin-web resource folder importing another
// one and a backend module importing another module's repository (a type import too) all fail lint; with the rules switched off the same files pass, so the failures come from these rules.
// Run by `npm test` (node --test) after the static steps, which would otherwise see the files come and go.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { ESLint } from 'eslint';

const ROOT = path.resolve(import.meta.dirname, '..');
const PROBE = `lint-probe-${process.pid}`;
const FILES = {
  // A cycle inside one feature: one.ts → two.ts → one.ts.
  [`public-web/src/features/${PROBE}-a/one.ts`]: "import { two } from './two';\n\nexport const one = (): number => two() + 1;\n",
  [`public-web/src/features/${PROBE}-a/two.ts`]:
    "import { one } from './one';\n\nexport const two = (): number => (one.length > 0 ? 2 : 0);\n",
  // Another feature importing it.
  [`public-web/src/features/${PROBE}-b/three.ts`]: `import { one } from '../${PROBE}-a/one';\n\nexport const three = one;\n`,
  // An admin-web resource folder importing another one.
  [`admin-web/src/${PROBE}-c/four.ts`]: 'export const four = 4;\n',
  [`admin-web/src/${PROBE}-d/five.ts`]: `import { four } from '../${PROBE}-c/four';\n\nexport const five = four + 1;\n`,
  // A backend module importing another module's repository (for a type only), and its own repository.
  [`backend/src/${PROBE}-e/six.ts`]: "import type { EventRow } from '../events/events.repository';\n\nexport type Six = EventRow;\n",
  [`backend/src/${PROBE}-e/seven.repository.ts`]: 'export const seven = 7;\n',
  [`backend/src/${PROBE}-e/eight.ts`]: "import { seven } from './seven.repository';\n\nexport const eight = seven + 1;\n",
};
const RULES = ['import-x/no-cycle', 'import-x/no-restricted-paths'];
const dirs = [...new Set(Object.keys(FILES).map((f) => path.join(ROOT, path.dirname(f))))];

before(() => {
  for (const [file, text] of Object.entries(FILES)) {
    fs.mkdirSync(path.join(ROOT, path.dirname(file)), { recursive: true });
    fs.writeFileSync(path.join(ROOT, file), text);
  }
});
after(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** Each probe file's errors as 'rule' names, linted with the repository's config (and `overrideConfig`). */
async function lint(overrideConfig) {
  const eslint = new ESLint({ cwd: ROOT, overrideConfig });
  const results = await eslint.lintFiles(Object.keys(FILES));
  return Object.fromEntries(
    results.map((r) => [path.relative(ROOT, r.filePath), r.messages.filter((m) => m.severity === 2).map((m) => m.ruleId)]),
  );
}

test("a new import cycle, imports across features or resource folders and another module's repository fail lint", async () => {
  const errors = await lint();
  assert.deepEqual(errors, {
    [`public-web/src/features/${PROBE}-a/one.ts`]: ['import-x/no-cycle'],
    [`public-web/src/features/${PROBE}-a/two.ts`]: ['import-x/no-cycle'],
    [`public-web/src/features/${PROBE}-b/three.ts`]: ['import-x/no-restricted-paths'],
    [`admin-web/src/${PROBE}-c/four.ts`]: [],
    [`admin-web/src/${PROBE}-d/five.ts`]: ['import-x/no-restricted-paths'],
    [`backend/src/${PROBE}-e/six.ts`]: ['import-x/no-restricted-paths'],
    [`backend/src/${PROBE}-e/seven.repository.ts`]: [],
    [`backend/src/${PROBE}-e/eight.ts`]: [],
  });
});

test('with those rules off, the same files pass (the failures above are theirs)', async () => {
  const errors = await lint({ rules: Object.fromEntries(RULES.map((r) => [r, 'off'])) });
  assert.deepEqual(Object.values(errors).flat(), []);
});
