// The server's bundle (docs/decisions/021-server-bundle.md): apps/server/src and the workspace
// packages it imports, compiled into apps/server/dist by esbuild, so that `npm start`, the browser
// tests and the benchmarks start the server without compiling TypeScript at every start. Packages
// from node_modules stay outside the bundle and load as they are.
//   node scripts/build-server.mjs          builds it (a fraction of a second)
//   serverBundleIsCurrent()                 whether dist is newer than every source it holds
import { existsSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
export const SERVER_BUNDLE = join(root, 'apps/server/dist/index.mjs');
const OUT_DIR = join(root, 'apps/server/dist');
/** The source files the bundle was made of (esbuild's list), relative to the repository. */
const INPUTS = join(OUT_DIR, 'inputs.json');

/**
 * True when the bundle exists and none of the files it was made of changed (or went) after it
 * was built. A new file matters only once a file of the bundle imports it, which changes that one.
 */
export function serverBundleIsCurrent() {
  if (!existsSync(SERVER_BUNDLE) || !existsSync(INPUTS)) return false;
  const built = statSync(SERVER_BUNDLE).mtimeMs;
  const inputs = JSON.parse(readFileSync(INPUTS, 'utf8'));
  return inputs.every((file) => {
    const path = join(root, file);
    return existsSync(path) && statSync(path).mtimeMs <= built;
  });
}

/** Builds the bundle: the server's entry and its threads' entries (live renders, batch plans), sharing chunks. */
export async function buildServer() {
  const { build } = await import('esbuild');
  rmSync(OUT_DIR, { recursive: true, force: true });
  const { metafile } = await build({
    absWorkingDir: root,
    metafile: true,
    entryPoints: {
      index: join(root, 'apps/server/src/index.ts'),
      'live-worker': join(root, 'apps/server/src/render/live/live-worker.ts'),
      'batch-plan-worker': join(root, 'apps/server/src/services/batch/batch-plan-worker.ts'),
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
  writeFileSync(INPUTS, JSON.stringify(Object.keys(metafile.inputs)));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const started = performance.now();
  await buildServer();
  console.log(`server bundle: ${OUT_DIR} (${Math.round(performance.now() - started)} ms)`);
}
