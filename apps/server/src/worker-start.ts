import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

// Starting a worker thread from the server's sources or from its bundle (docs/decisions/021):
// the live render threads and the batch plan thread both start this way.

/**
 * From the sources, a thread loads its TypeScript module through tsx's API, as the server loads
 * its own (a plain `--import tsx` in a worker's execArgv registers too late for the worker's
 * first module). From the bundle, it runs the bundle's own `.mjs` entry as it is.
 */
function tsxApi(): string {
  const manifest = createRequire(import.meta.url).resolve('tsx/package.json');
  const exports = JSON.parse(readFileSync(manifest, 'utf8')).exports['./esm/api'].import.default;
  return pathToFileURL(join(dirname(manifest), exports)).href;
}
const workerBoot = (file: string) =>
  `import(${JSON.stringify(tsxApi())}).then((m) => m.tsImport(${JSON.stringify(file)}, ${JSON.stringify(file)}));`;

/** A worker thread running the module at `url` (a `.ts` source or a bundled `.mjs`). */
export function startWorker(url: string): Worker {
  return url.endsWith('.ts') ? new Worker(workerBoot(url), { eval: true }) : new Worker(new URL(url));
}
