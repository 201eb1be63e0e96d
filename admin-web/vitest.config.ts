import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Component tests (Testing Library in jsdom) beside the components: src/**/*.test.tsx.
export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
    testTimeout: 30_000,
  },
});
