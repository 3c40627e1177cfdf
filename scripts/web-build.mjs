// Whether the web app's build (apps/web/dist) is newer than its sources: `npm start` rebuilds it
// when not (start.mjs), and the tests that run `npm start` refuse to start on a stale one.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
export const WEB_DIST_INDEX = join(root, 'apps/web/dist/index.html');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

const sources = [join(root, 'apps/web/src'), join(root, 'apps/web/public'), join(root, 'packages/core/src')];

/** True when the web build exists and none of its sources changed after it was made. */
export function webBuildIsCurrent() {
  if (!existsSync(WEB_DIST_INDEX)) return false;
  const built = statSync(WEB_DIST_INDEX).mtimeMs;
  return !sources.some((dir) => existsSync(dir) && newestMtime(dir) > built);
}
