import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The public site, served by the backend at / (see backend/src/web).
export default defineConfig({
  base: '/',
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true, manifest: true, sourcemap: false, target: 'es2022' },
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
});
