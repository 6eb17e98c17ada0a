import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Two projects: fast pure units, and integration tests that open a real database.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/*/src/**/*.test.{ts,tsx}',
            'apps/mfe/*/src/**/*.test.ts',
            'scripts/test/**/*.test.mjs',
            'eslint-rules/**/*.test.ts',
          ],
          // apps/web's `@/` import alias (its tsconfig paths).
          alias: { '@/': fileURLToPath(new URL('./apps/web/src/', import.meta.url)) },
          exclude: ['**/*.int.test.{ts,mjs}', '**/node_modules/**'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'integration',
          // scripts/test: the start script's supervisor and build lock, with real child processes.
          include: ['packages/*/src/**/*.int.test.ts', 'apps/*/src/**/*.int.test.ts', 'scripts/test/**/*.int.test.mjs'],
          environment: 'node',
          // Each file opens its own database; PGlite start-up dominates, so run files in parallel forks.
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/tests/**/*.e2e.ts'],
          environment: 'node',
          globalSetup: ['e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          // One browser per file against one shared stack; files in sequence keep the 2-core machine calm.
          fileParallelism: false,
        },
      },
    ],
  },
});
