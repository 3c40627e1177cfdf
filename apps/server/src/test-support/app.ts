import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll } from 'vitest';
import { type App, type AppDeps, createApp } from '../app.ts';
import type { Database } from '../db/client.ts';
import { loadEnv } from '../env.ts';
import { createLogger } from '../logger.ts';
import { RequestJournal } from '../services/diagnostics/request-journal.ts';
import { type TestDbKind, useDatabase } from './databases.ts';

/** A tiny stand-in for the built SPA, so route tests need no Vite build. */
export function fakeWebDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'mergepix-web-'));
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html><title>Mergepix</title><div id="root"></div><!-- ${'padding '.repeat(400)} -->`,
  );
  writeFileSync(join(dir, 'app.js'), 'console.log("hi")');
  return dir;
}

/** The public origin test requests come from (better-auth checks Origin on cookie requests). */
export const TEST_ORIGIN = 'http://mergepix.test';

/** Builds the app over a given database with a test environment. */
export function testApp(
  database: Database,
  envOverrides: Record<string, string> = {},
  extra: Pick<AppDeps, 'timeouts' | 'providers' | 'store' | 'live' | 'redis' | 'draining'> = {},
) {
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST: fakeWebDist(),
    DATA_DIR: mkdtempSync(join(tmpdir(), 'mergepix-data-')),
    PUBLIC_URL: TEST_ORIGIN,
    // Live images draw on the test's own thread unless a test asks for the worker pool, with a
    // deadline of 30 s as in the browser tests: a route test checks what a recipient gets, not how
    // fast a busy machine draws it (docs/testing.md); the deadline itself is live-images.test.ts's.
    LIVE_RENDER_THREADS: '0',
    LIVE_DEADLINE_MS: '30000',
    ...envOverrides,
  });
  const journal = new RequestJournal();
  return createApp({
    env,
    database,
    logger: createLogger('silent', journal),
    journal,
    version: '0.0.0-test',
    authSecret: env.AUTH_SECRET ?? 'test-secret-that-is-long-enough-0123456789',
    ...extra,
  });
}

/** Reads a JSON response for assertions; the assertions themselves check its shape. */
// biome-ignore lint/suspicious/noExplicitAny: test payloads are checked field by field by the assertions
export const json = (res: Response): Promise<any> => res.json();

/** A database of `kind` and an app over it for the enclosing describe block. */
export function useTestApp(kind: TestDbKind) {
  const holder = useDatabase(kind) as { database: Database; app: App };
  beforeAll(() => {
    holder.app = testApp(holder.database);
  });
  return holder as { readonly database: Database; readonly app: App };
}
