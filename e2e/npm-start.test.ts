import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { serverBundleIsCurrent } from '../scripts/build-server.mjs';
import { webBuildIsCurrent } from '../scripts/web-build.mjs';
import { freshDataDir } from './support/data-template.ts';
import { freePort, startOn } from './support/server.ts';

// What a process manager does to `npm start` (npm → sh → scripts/start.mjs → the server): it
// signals the top process, or a process dies outright. The server must never outlive it, holding
// the port and the data directory (scripts/start.mjs, README "Run it"). No browser here: the
// built app and bundle are what `npm start` runs without building.

const root = fileURLToPath(new URL('..', import.meta.url));
const started: ChildProcess[] = [];
const dirs: string[] = [];

afterEach(() => {
  for (const child of started.splice(0)) {
    // Each started in its own process group: whatever is left of it goes.
    try {
      if (child.pid) process.kill(-child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function until(what: string, check: () => boolean | Promise<boolean>, ms: number) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** `command` started as `npm start` would be, on a migrated data directory, answering. */
async function launch(command: string, args: string[]) {
  // `npm start` would build what is stale, slowly and under other tests' feet.
  if (!serverBundleIsCurrent() || !webBuildIsCurrent())
    throw new Error(
      'The app is not built or older than its sources: run `npm run build` before the browser tests.',
    );
  const dataDir = await freshDataDir(join(root, 'apps/server/drizzle'), async (dir) => {
    const first = await startOn(dir, {});
    await first.stop({ keepData: true });
  });
  dirs.push(dataDir);
  const port = await freePort();
  let output = '';
  const child = spawn(command, args, {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      LIVE_RENDER_THREADS: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  started.push(child);
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  const lock = join(dataDir, 'server.lock');
  await until(
    'the server answers',
    async () => {
      if (child.exitCode !== null) throw new Error(`${command} exited early:\n${output}`);
      return fetch(`http://127.0.0.1:${port}/functions/v1/health-check`).then(
        (r) => r.ok,
        () => false,
      );
    },
    60_000,
  );
  const serverPid = (JSON.parse(readFileSync(lock, 'utf8')) as { pid: number }).pid;
  expect(serverPid).not.toBe(child.pid);
  const exited = new Promise<number | null>((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });
  /** The server has let go: its process is gone, the port is free and the lock file removed. */
  const released = () =>
    until(
      'the server let go of its port and data directory',
      async () => !alive(serverPid) && !existsSync(lock) && !(await listening(port)),
      20_000,
    );
  return { child, exited, released, output: () => output };
}

describe('stopping `npm start`', () => {
  it('a SIGTERM to the top `npm start` process stops the server gracefully', async () => {
    const app = await launch('npm', ['start']);
    app.child.kill('SIGTERM');
    await app.released();
    await app.exited;
    // Gracefully: the stop was the server's own, which removed its lock (not a stale one left).
    expect(app.output()).not.toMatch(/uncaught|Error:/i);
  }, 120_000);

  it('the server stops when npm itself is killed outright (SIGKILL), which leaves its sh running', async () => {
    const app = await launch('npm', ['start']);
    app.child.kill('SIGKILL');
    await app.released();
  }, 120_000);

  it('the server stops by itself when the start script is killed outright (SIGKILL)', async () => {
    const app = await launch(process.execPath, ['scripts/start.mjs']);
    app.child.kill('SIGKILL');
    await app.released();
  }, 120_000);

  it('the start script passes SIGHUP on and exits with the server’s code', async () => {
    const app = await launch(process.execPath, ['scripts/start.mjs']);
    app.child.kill('SIGHUP');
    await app.released();
    expect(await app.exited).toBe(0);
  }, 120_000);
});
