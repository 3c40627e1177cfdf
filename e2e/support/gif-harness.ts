import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { Browser, Page } from 'playwright-core';
import type { Measured } from './gif-page.ts';

// The browser GIF encoder on its own page, for the browser test and bench/gif.ts: esbuild bundles
// gif-page.ts (the real encode-gif.ts, core's encoder and the peers) and the real worker, and a
// tiny node:http server serves them with gif.js's dist files. The page's bundle keeps
// `new URL('./gif-worker.ts', import.meta.url)` as written; the server answers that URL with the
// worker's bundle, as Vite's build points it at its worker chunk.

const root = fileURLToPath(new URL('../..', import.meta.url));
const ENCODE_DIR = 'apps/web/src/features/gif-editor/encode';

export interface GifHarness {
  readonly url: string;
  close(): Promise<void>;
}

async function bundle(entry: string): Promise<string> {
  const result = await build({
    entryPoints: [`${root}/${entry}`],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'chrome120',
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles[0]?.text ?? '';
}

const PAGE = `<!doctype html><meta charset="utf-8"><title>GIF encoder</title>
<script src="/gif.js"></script><script type="module" src="/gif-page.js"></script>`;

export async function startGifHarness(): Promise<GifHarness> {
  const [page, worker] = await Promise.all([
    bundle('e2e/support/gif-page.ts'),
    bundle(`${ENCODE_DIR}/gif-worker.ts`),
  ]);
  const gifJsDir = `${root}/node_modules/gif.js/dist`;
  const files: Record<string, [string, string]> = {
    '/': ['text/html', PAGE],
    '/gif-page.js': ['text/javascript', page],
    '/gif-worker.ts': ['text/javascript', worker],
    '/gif.js': ['text/javascript', readFileSync(`${gifJsDir}/gif.js`, 'utf8')],
    '/gif.worker.js': ['text/javascript', readFileSync(`${gifJsDir}/gif.worker.js`, 'utf8')],
  };
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    if (path === '/favicon.ico') return res.writeHead(204).end();
    const file = files[path];
    if (!file) return res.writeHead(404).end();
    res.writeHead(200, { 'content-type': file[0], 'cache-control': 'no-store' }).end(file[1]);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * Opens the harness page and prepares `count` sample frames of `width`×`height`. `initScript`
 * runs in the page before its own scripts (the browser test's record of the workers' messages).
 */
export async function openGifPage(
  browser: Browser,
  harness: GifHarness,
  count: number,
  width: number,
  height: number,
  initScript?: () => void,
): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage();
  if (initScript) await page.addInitScript(initScript);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await page.goto(harness.url);
  await page.waitForFunction(() => 'gifBench' in globalThis);
  await callGifPage(page, 'prepare', count, width, height);
  return { page, errors };
}

/** What the page offers (gif-page.ts). */
export type GifPage = {
  prepare(count: number, width: number, height: number): Promise<void>;
  /** encode-gif.ts's prepareGifEncoder: starts the workers ahead. */
  prepareGifEncoder(): void;
  ours(mode: 'email' | 'high', keep?: boolean, durationsMs?: readonly number[]): Promise<Measured>;
  oursCancelled(): Promise<{ name: string; message: string }>;
  chromiumDecode(gif: string): Promise<{ frames: number; sameAsCore: boolean }>;
  gifJs(workers: number): Promise<Measured>;
  gifenc(): Promise<Measured>;
};

/** Calls one of the page's functions and waits for its answer. */
export function callGifPage<K extends keyof GifPage>(
  page: Page,
  name: K,
  ...args: Parameters<GifPage[K]>
): Promise<Awaited<ReturnType<GifPage[K]>>> {
  return page.evaluate(
    ([n, a]) => {
      const api = (globalThis as unknown as { gifBench: Record<string, (...x: unknown[]) => unknown> })
        .gifBench;
      return api[n]?.(...a);
    },
    [name, args] as [string, unknown[]],
  ) as Promise<Awaited<ReturnType<GifPage[K]>>>;
}
