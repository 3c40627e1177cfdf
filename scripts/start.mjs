// `npm start`: build the web app if it is missing or older than its sources, and the server's
// bundle likewise (docs/decisions/021-server-bundle.md), then run the server (which applies
// migrations) on its embedded defaults.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer, SERVER_BUNDLE, serverBundleIsCurrent } from './build-server.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const distIndex = join(root, 'apps/web/dist/index.html');

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
const built = existsSync(distIndex) ? statSync(distIndex).mtimeMs : 0;
const stale = !built || sources.some((dir) => existsSync(dir) && newestMtime(dir) > built);
if (stale) {
  console.log(built ? 'Web app sources changed: rebuilding…' : 'Building the web app (first start)…');
  const result = spawnSync('npm', ['run', 'build', '-w', '@mergepix/web'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (!serverBundleIsCurrent()) await buildServer();

// The server ends with this script (README, "Run it"): a stop signal is passed on and this
// script exits with the server's code; an IPC channel to the server closes when this script
// dies, even by SIGKILL, and the server then stops by itself (gracefully).
const child = spawn(process.execPath, [SERVER_BUNDLE], {
  cwd: root,
  stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
// `npm start` runs this script under `sh -c`, and sh dies of a SIGTERM without passing it on: so
// when the process that started this one is gone (this one is reparented), the server is stopped.
const parent = process.ppid;
const parentWatch = setInterval(() => {
  if (process.ppid === parent) return;
  clearInterval(parentWatch);
  child.kill('SIGTERM');
}, 250);
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
