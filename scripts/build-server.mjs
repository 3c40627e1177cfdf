// The server's bundle (docs/decisions/021-server-bundle.md): apps/server/src and the workspace
// packages it imports, compiled into apps/server/dist by esbuild, so that `npm start`, the browser
// tests and the benchmarks start the server without compiling TypeScript at every start. Packages
// from node_modules stay outside the bundle and load as they are.
//   node scripts/build-server.mjs          builds it (a fraction of a second)
//   serverBundleIsCurrent()                 whether dist is newer than every source it holds
import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
export const SERVER_BUNDLE = join(root, 'apps/server/dist/index.mjs');
const OUT_DIR = join(root, 'apps/server/dist');
/** What the bundle is made of: a change under any of these makes it stale. */
const SOURCES = ['apps/server/src', 'packages/core/src', 'packages/fonts/src'].map((dir) => join(root, dir));

function newestSource(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestSource(path));
    else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts'))
      newest = Math.max(newest, statSync(path).mtimeMs);
  }
  return newest;
}

/** True when the bundle exists and no source file it is made of changed after it was built. */
export function serverBundleIsCurrent() {
  if (!existsSync(SERVER_BUNDLE)) return false;
  const built = statSync(SERVER_BUNDLE).mtimeMs;
  return SOURCES.every((dir) => !existsSync(dir) || newestSource(dir) <= built);
}

/** Builds the bundle: the server's entry and the live render threads' entry, sharing chunks. */
export async function buildServer() {
  const { build } = await import('esbuild');
  rmSync(OUT_DIR, { recursive: true, force: true });
  await build({
    entryPoints: {
      index: join(root, 'apps/server/src/index.ts'),
      'live-worker': join(root, 'apps/server/src/render/live/live-worker.ts'),
    },
    outdir: OUT_DIR,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    sourcemap: 'linked',
    logLevel: 'warning',
    plugins: [
      {
        // Our workspace packages are compiled in; everything from node_modules loads as installed.
        name: 'node-modules-outside',
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@mergepix/') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const started = performance.now();
  await buildServer();
  console.log(`server bundle: ${OUT_DIR} (${Math.round(performance.now() - started)} ms)`);
}
