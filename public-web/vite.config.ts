import { defineConfig, Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

/**
 * Writes a Brotli (quality 11) copy `x.js.br` next to each built script and stylesheet under
 * assets/: the server sends it to browsers that accept br (backend/src/web/serve-web.ts). The
 * main bundle is ~14% smaller than gzip or on-the-fly Brotli, and nothing is compressed per request.
 */
function precompressAssets(): Plugin {
  return {
    name: 'sangam-precompress-assets',
    apply: 'build',
    writeBundle(options) {
      const dir = join(options.dir ?? 'dist', 'assets');
      for (const name of readdirSync(dir)) {
        if (!/\.(js|css|svg)$/.test(name)) continue;
        const raw = readFileSync(join(dir, name));
        if (raw.length < 1024) continue;
        const br = brotliCompressSync(raw, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
        });
        if (br.length < raw.length * 0.9) writeFileSync(join(dir, `${name}.br`), br);
      }
    },
  };
}

/**
 * react-router's production build: its package resolves the development build whatever the mode (upstream issue
 * remix-run/react-router#14102), whose dev-only warnings the home page would download (about 0.5 KB gzip).
 */
const reactRouterProduction = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

// The public site, served by the backend at / (see backend/src/web).
export default defineConfig(({ command }) => ({
  base: '/',
  plugins: [react(), precompressAssets()],
  resolve: { alias: command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [] },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    sourcemap: false,
    target: 'es2022',
    // Every browser the site supports (es2022) knows <link rel="modulepreload">: no polyfill in the main bundle.
    modulePreload: { polyfill: false },
    // Everything the entry loads in one chunk: split into the chunks the lazy pages also import (React's JSX runtime,
    // the API client), the home page downloaded four files and 1.2 KB more gzip. The lazy pages import from it.
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'index', tags: ['$initial'] }] } } },
  },
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
}));
