// What a fresh visit downloads, shared by the browser benchmarks: the gzipped size of the scripts
// a page loads until the network is idle, and the chunks a set of entries imports statically.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';

const dist = fileURLToPath(new URL('../apps/web/dist', import.meta.url));

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? 0;
}

/** Gzipped (level 9) size of a built file, by its URL path. */
export const gz = (path: string) => gzipSync(readFileSync(join(dist, path)), { level: 9 }).length;

/** The chunks `start` imports statically, directly or through others (dynamic imports excluded). */
export function staticClosure(start: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...start];
  while (queue.length > 0) {
    const path = queue.pop() as string;
    if (seen.has(path)) continue;
    seen.add(path);
    const code = readFileSync(join(dist, path), 'utf8');
    for (const m of code.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)) queue.push(`/assets/${m[1]}`);
  }
  return seen;
}

/** What a fresh visit to `url` loads until the network is idle: scripts and other requests, by path. */
export async function pageLoad(
  browser: Browser,
  url: string,
  wait: (page: Page) => Promise<void> = async () => undefined,
): Promise<{ scripts: string[]; requests: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const scripts = new Set<string>();
  const requests: string[] = [];
  page.on('response', (res) => {
    const path = new URL(res.url()).pathname;
    requests.push(path);
    if (res.request().resourceType() === 'script') scripts.add(path);
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await wait(page);
  await page.waitForLoadState('networkidle');
  await context.close();
  return { scripts: [...scripts], requests };
}

/** Gzipped total of built files. */
export const total = (paths: Iterable<string>) => [...paths].reduce((sum, p) => sum + gz(p), 0);

export const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
