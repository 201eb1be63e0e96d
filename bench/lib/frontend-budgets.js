'use strict';
// Front-end budgets from the Vite build manifests: each route's initial JS and CSS (the entry chunk, the route's
// lazily imported page module from router.tsx, and their static imports), gzip-compressed with zlib's default level.
// bench/run.js reports them; scripts/frontend-budgets.test.mjs holds the home route to its 100 KB budget.
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');

const ROOT = path.resolve(__dirname, '../..');

function gz(file) {
  return zlib.gzipSync(fs.readFileSync(file)).length;
}

/** The manifest keys `keys` load before anything renders: themselves and their static imports, transitively. */
function closure(manifest, keys) {
  const seen = new Set();
  const visit = (k) => {
    if (seen.has(k) || !manifest[k]) return;
    seen.add(k);
    for (const i of manifest[k].imports ?? []) visit(i);
  };
  keys.forEach(visit);
  return [...seen];
}

function budgetFor(app, manifest, distDir, label, keys) {
  const chunks = closure(manifest, keys);
  const js = chunks.map((k) => manifest[k].file).filter((f) => f.endsWith('.js'));
  const css = [...new Set(chunks.flatMap((k) => manifest[k].css ?? []))];
  const sum = (files) => files.reduce((s, f) => s + gz(path.join(distDir, f)), 0);
  return {
    app,
    route: label,
    jsFiles: js.length,
    jsGzipKb: +(sum(js) / 1024).toFixed(1),
    jsFileNames: js,
    cssFiles: css.length,
    cssGzipKb: +(sum(css) / 1024).toFixed(1),
  };
}

/** The public site's routes (as @sangam/shared names them, and '*'), then the console's initial load; a missing build is left out. */
function frontendBudgets() {
  const out = [];
  const pub = path.join(ROOT, 'public-web/dist');
  const pubManifestFile = path.join(pub, '.vite/manifest.json');
  if (fs.existsSync(pubManifestFile)) {
    const m = JSON.parse(fs.readFileSync(pubManifestFile, 'utf8'));
    const entry = Object.keys(m).find((k) => m[k].isEntry);
    // Each route's page module, as router.tsx lazily imports it (`name: lazy(() => import('../…'))`).
    const router = fs.readFileSync(path.join(ROOT, 'public-web/src/app/router.tsx'), 'utf8');
    const lazyMods = new Map([...router.matchAll(/(\w+)(?::| =) lazy\(\(\) => import\('\.\.\/([^']+)'\)\)/g)].map((x) => [x[1], x[2]]));
    const { PUBLIC_ROUTES } = require('@sangam/shared');
    const routes = [...Object.entries(PUBLIC_ROUTES).map(([name, routePath]) => [routePath, name]), ['*', 'NotFoundPage']];
    for (const [routePath, name] of routes) {
      const mod = lazyMods.get(name);
      const key = mod ? Object.keys(m).find((k) => k.replace(/\.(t|j)sx?$/, '') === `src/${mod}`) : null;
      out.push(budgetFor('public-web', m, pub, routePath, key ? [entry, key] : [entry]));
    }
  }
  const adm = path.join(ROOT, 'admin-web/dist');
  const admManifestFile = path.join(adm, '.vite/manifest.json');
  if (fs.existsSync(admManifestFile)) {
    const m = JSON.parse(fs.readFileSync(admManifestFile, 'utf8'));
    const entry = Object.keys(m).find((k) => m[k].isEntry);
    out.push(budgetFor('admin-web', m, adm, '/admin (initial, incl. login)', [entry]));
  }
  return out;
}

module.exports = { frontendBudgets };
