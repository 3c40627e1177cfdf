import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_BUNDLE, serverBundleIsCurrent } from '../../scripts/build-server.mjs';
import { freshDataDir } from './data-template.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** A running copy of the built app on a free port with its own data directory. */
export interface AppServer {
  url: string;
  dataDir: string;
  /** The server process (benchmarks read its memory). */
  pid: number;
  output: () => string;
  /** Sends SIGTERM and fails unless the server exits cleanly (graceful shutdown). */
  stop(options?: { keepData?: boolean }): Promise<void>;
}

/** A TCP port on 127.0.0.1 that nothing listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

/**
 * Starts the server the way `npm start` does (built SPA, the server's bundle, migrations at
 * start), on a data directory that starts with the migrated database (see data-template.ts).
 */
export async function startApp(
  env: Record<string, string> = {},
  /** Extra Node options for the server process (a benchmark's --cpu-prof). */
  nodeArgs: readonly string[] = [],
): Promise<AppServer> {
  if (!existsSync(join(root, 'apps/web/dist/index.html'))) {
    throw new Error('The web app is not built: run `npm run build` before the browser tests.');
  }
  if (!serverBundleIsCurrent()) {
    throw new Error('The server bundle is missing or older than its sources: run `npm run build`.');
  }
  return startOn(await migratedDataDir(), env, nodeArgs);
}

/** A fresh copy of the migrated data directory the browser tests start on (data-template.ts). */
export function migratedDataDir(): Promise<string> {
  return freshDataDir(join(root, 'apps/server/drizzle'), async (dir) => {
    const first = await startOn(dir, {}, []);
    await first.stop({ keepData: true });
  });
}

/** The environment a test server's bundle runs with: production, on 127.0.0.1:`port`. */
export function serverEnv(port: number, dataDir: string, extra: Record<string, string> = {}) {
  return {
    PATH: process.env.PATH ?? '',
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    // Auth checks the Origin of cookie requests against the public URL.
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    ...extra,
  };
}

/**
 * Starts the server on a given data directory: for instances on a shared database
 * (DATABASE_URL in `env`), which need no embedded one.
 */
export async function startOn(
  dataDir: string,
  env: Record<string, string>,
  nodeArgs: readonly string[] = [],
): Promise<AppServer> {
  const port = await freePort();
  let log = '';
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, SERVER_BUNDLE], {
    cwd: root,
    env: {
      ...serverEnv(port, dataDir),
      // Under the test runner: one live render thread (three browser test files run at once on
      // two cores, and each thread a server starts costs a core half a second), and a live
      // open's deadline far beyond what a busy machine needs (the tests check what a recipient
      // sees, not how fast: the deadline is the server tests' and bench:live's to check).
      // Benchmarks keep the defaults.
      ...(process.env.VITEST ? { LIVE_RENDER_THREADS: '1', LIVE_DEADLINE_MS: '30000' } : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => {
    log += d;
  });
  child.stderr?.on('data', (d) => {
    log += d;
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${log}`);
    try {
      const res = await fetch(`${url}/functions/v1/health-check`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not start in time:\n${log}`);
    await new Promise((r) => setTimeout(r, 150));
  }
  return {
    url,
    dataDir,
    pid: child.pid ?? 0,
    output: () => log,
    async stop({ keepData = false } = {}) {
      let code = child.exitCode;
      if (code === null) {
        const exited = new Promise<number | null>((r) => child.once('exit', (c) => r(c)));
        child.kill('SIGTERM');
        code = await exited;
      }
      if (!keepData) rmSync(dataDir, { recursive: true, force: true });
      // SIGTERM must end in a clean, graceful exit; anything else is a shutdown bug.
      if (code !== 0) throw new Error(`server exited with ${code} on SIGTERM:\n${log}`);
    },
  };
}
