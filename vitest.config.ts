import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/engine/**/*.test.ts', 'renderers/**/*.test.ts', 'src/server/**/*.test.ts', 'src/cli/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['src/web/**/*.test.{ts,tsx}', 'renderers/**/*.test.tsx', 'tests/conformance/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup/jsdom.ts'],
          // antd + jsdom renders are slow on a busy 2-core machine; the tests count, they do not time.
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          environment: 'node',
          include: ['tests/api/**/*.test.ts', 'tests/security/**/*.test.ts'],
          // Off unless LOOM_TEST_CLOCK_GRAIN_MS is set: a coarse clock that shows lists ordered by chance on ties.
          setupFiles: ['tests/setup/clockGrain.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
