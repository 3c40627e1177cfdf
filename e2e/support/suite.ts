import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser.ts';
import { type AppServer, startApp } from './server.ts';

/** The built app and a browser for the enclosing file, started together and stopped after it. */
export function useAppAndBrowser(
  /** The app's environment, or a function giving it once earlier beforeAll hooks ran (a fake's URL). */
  env: Record<string, string> | (() => Record<string, string>) = {},
): {
  readonly app: AppServer;
  readonly browser: Browser;
} {
  const holder = {} as { app: AppServer; browser: Browser };
  beforeAll(async () => {
    [holder.app, holder.browser] = await Promise.all([
      startApp(typeof env === 'function' ? env() : env),
      launchBrowser(),
    ]);
  });
  afterAll(async () => {
    await holder.browser?.close();
    await holder.app?.stop();
  });
  return holder;
}
