import { defineConfig } from 'vitest/config';

/**
 * Unit tests (core), route and service tests (server), the web app's tests, and browser flows
 * against the built app (e2e). docs/testing.md says how they share the machine.
 */
export default defineConfig({
  test: {
    // Two test files at a time even on two cores (Vitest's default there is one): much of a
    // server test is waiting on a database, which the other file's work fills.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'core',
          include: ['packages/*/src/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          // Files in one worker share loaded modules instead of loading them again per file
          // (most of a small file's time). Safe here: no test file mocks a module or leaves a
          // global changed; a file that must (vi.mock) is named *.isolated.test.* and runs alone.
          isolate: false,
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          environment: 'node',
          isolate: false,
          // Route tests hash passwords (argon2) and open databases; on a busy 2-core CI machine
          // a few take seconds, which the 5 s default turns into flaky failures.
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
          exclude: ['src/**/*.isolated.test.{ts,tsx}'],
          environment: 'node',
          isolate: false,
        },
      },
      {
        // Files that replace modules (vi.mock): each in a fresh module graph, so a stub never
        // reaches another file and another file's copy never hides the stub.
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web-isolated',
          root: './apps/web',
          include: ['src/**/*.isolated.test.{ts,tsx}'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          environment: 'node',
          // The slowest flows take ~25 s beside two CPU burners here; on a CI machine twice as slow
          // and fully loaded they neared 60 s. A timeout only stops a test that hangs: how long a
          // flow takes is the benchmarks' business (docs/testing.md).
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // Files in one worker share the modules they load (Playwright, core, the test support),
          // as the unit projects do: each file still starts its own server and browser.
          isolate: false,
          // `expect.poll` waits for a state a user would see as long as Playwright's own waits do
          // (30 s), not Vitest's default 1 s, which a busy machine's re-render or decode outlasts.
          // The test's timeout (120 s) still bounds the whole test.
          expect: { poll: { timeout: 30_000 } },
        },
      },
    ],
  },
});
