import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The admin console, served by the backend under /admin (see backend/src/web).
export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true, manifest: true, sourcemap: false, target: 'es2022', chunkSizeWarningLimit: 2000 },
  server: { port: 5174, proxy: { '/api': 'http://localhost:3000' } },
});
