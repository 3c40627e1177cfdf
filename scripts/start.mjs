// `npm start`: build the web app if it is missing or older than its sources, and the server's
// bundle likewise (docs/decisions/021-server-bundle.md), then run the server (which applies
// migrations) on its embedded defaults.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildServer, SERVER_BUNDLE, serverBundleIsCurrent } from './build-server.mjs';
import { WEB_DIST_INDEX, webBuildIsCurrent } from './web-build.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

if (!webBuildIsCurrent()) {
  const built = existsSync(WEB_DIST_INDEX);
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
// `npm start` runs this script under `sh -c`, and sh dies of a SIGTERM without passing it on,
// while npm itself dies of a SIGKILL or SIGHUP and leaves sh running: so when the process that
// started this one is gone (this one is reparented), or the one that started that shell (npm)
// is, the server is stopped.
const parent = process.ppid;
const launcher = shellsParent(parent);
const parentWatch = setInterval(() => {
  if (process.ppid === parent && (launcher === undefined || alive(launcher))) return;
  clearInterval(parentWatch);
  child.kill('SIGTERM');
}, 250);

/** The process that started `pid` when `pid` is a shell (Linux's /proc), else undefined. */
function shellsParent(pid) {
  try {
    if (!/^(sh|dash|bash|zsh)$/.test(readFileSync(`/proc/${pid}/comm`, 'utf8').trim())) return undefined;
    // /proc/<pid>/stat: "pid (comm) state ppid …"; comm may hold spaces, so read after its ')'.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    return ppid > 1 ? ppid : undefined;
  } catch {
    return undefined;
  }
}

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return err.code === 'EPERM';
  }
}
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
