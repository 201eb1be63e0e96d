// The home route's JavaScript budget (issue 37): at most 100 KB gzip, counted as bench/run.js counts it (the entry chunk
// and its static imports from the Vite manifest, zlib's default level), and every script the built page loads is
// among the counted files. Run by `npm test` (node --test) after the static steps have built public-web.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { test } from 'node:test';

const ROOT = path.resolve(import.meta.dirname, '..');
const { frontendBudgets } = createRequire(import.meta.url)('../bench/lib/frontend-budgets.js');

test("the home route's JavaScript is at most 100 KB gzip, every script of its page counted", () => {
  const html = path.join(ROOT, 'public-web/dist/index.html');
  assert.ok(fs.existsSync(html), 'public-web is not built: run `npm run build` (npm test does) first');
  const home = frontendBudgets().find((b) => b.app === 'public-web' && b.route === '/');
  // The page's own scripts and module hints (the server adds hints only for lazily loaded pages, none on the home page).
  const loaded = [
    ...fs.readFileSync(html, 'utf8').matchAll(/<(?:script[^>]*\bsrc|link[^>]*rel="modulepreload"[^>]*\bhref)="\/([^"]+\.js)"/g),
  ];
  assert.ok(loaded.length > 0);
  for (const [, file] of loaded) assert.ok(home.jsFileNames.includes(file), `${file} is loaded but not counted`);
  assert.ok(home.jsGzipKb <= 100, `the home route loads ${home.jsGzipKb} KB gzip of JavaScript (${home.jsFileNames.join(', ')})`);
});
