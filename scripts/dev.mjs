// `npm run dev`: the API server (restarting on change) and Vite's dev server with the API proxied.
// Both run as node processes of this one (no `npx`/`sh` between: a shell dies of a SIGTERM
// without passing it on), get this script's stop signals, and are stopped when it is orphaned.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const bin = (name) => join(root, 'node_modules/.bin', name);
const apiPort = process.env.PORT ?? '3000';
const children = [
  spawn(process.execPath, [bin('tsx'), 'watch', 'apps/server/src/index.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort },
  }),
  spawn(process.execPath, [bin('vite'), '--host', '127.0.0.1'], {
    cwd: `${root}/apps/web`,
    stdio: 'inherit',
    env: { ...process.env, MERGEPIX_API: `http://127.0.0.1:${apiPort}` },
  }),
];
const stop = (signal = 'SIGTERM') => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill(signal);
};
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stop(signal));
const parent = process.ppid;
const parentWatch = setInterval(() => {
  if (process.ppid === parent) return;
  clearInterval(parentWatch);
  stop();
}, 250);
for (const c of children)
  c.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
    if (children.every((child) => child.exitCode !== null || child.signalCode !== null))
      clearInterval(parentWatch);
  });
