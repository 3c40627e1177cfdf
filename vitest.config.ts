import { defineConfig } from 'vitest/config';

/** Three projects: fast unit/route tests, and browser flows against the built app. */
export default defineConfig({
  test: {
    // Two test files at a time even on two cores (Vitest's default there is one): much of a
    // server test is waiting on a database, which the other file's work fills. The browser
    // tests stay one file at a time (their project says so).
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/server/src/**/*.test.ts'],
          environment: 'node',
          // Route tests hash passwords (argon2) and open PGlite databases; on a busy 2-core CI
          // machine a few take seconds, which the 5 s default turns into flaky failures.
          testTimeout: 15_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
