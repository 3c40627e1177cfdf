// `npm start` as a new user runs it, on whatever Node.js runs this script: it starts on the
// embedded defaults (own port, own data directory), serves the home page, and a published live
// image answers a recipient; then Ctrl+C stops it. Exits 1 on any failure.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

function check(ok: unknown, what: string): void {
  if (!ok) throw new Error(`start smoke: ${what}`);
  console.log(`✓ ${what}`);
}

// `npm start` runs `node scripts/start.mjs`, which starts the server with the same Node: the one
// first on PATH must be the one under test.
const onPath = spawnSync('node', ['--version'], { encoding: 'utf8' }).stdout.trim();
check(onPath === process.version, `npm start runs on Node.js ${onPath}`);
const port = await freePort();
const url = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'mergepix-start-smoke-'));
let log = '';
const child = spawn('npm', ['start'], {
  cwd: root,
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, PUBLIC_URL: url, LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'pipe', 'pipe'],
  // Its own process group, so the stop below reaches npm, the start script and the server at
  // once, as Ctrl+C in a terminal does.
  detached: true,
});
child.stdout.on('data', (d) => {
  log += d;
});
child.stderr.on('data', (d) => {
  log += d;
});
const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

let failure: unknown;
try {
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm start exited early:\n${log}`);
    const ready = await fetch(`${url}/functions/v1/health-check`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) throw new Error(`npm start did not answer within 120 s:\n${log}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  const home = await fetch(`${url}/`);
  const html = await home.text();
  check(home.status === 200 && html.includes('<div id="root"'), `GET / answers the web app (${home.status})`);

  const headers = { Origin: url, 'Content-Type': 'application/json' };
  const account = { email: 'smoke@example.com', password: 'a-long-password-1', name: 'Smoke Test' };
  const signUp = await fetch(`${url}/auth/v1/sign-up/email`, {
    method: 'POST',
    headers,
    body: JSON.stringify(account),
  });
  const { name: _, ...credentials } = account;
  const signIn = await fetch(`${url}/auth/v1/sign-in/email`, {
    method: 'POST',
    headers,
    body: JSON.stringify(credentials),
  });
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  check(
    signUp.ok && signIn.ok && cookie,
    `a new account signs up and in (${signUp.status}, ${signIn.status})`,
  );
  const auth = { ...headers, Cookie: cookie };
  const design = {
    name: 'Smoke greeting',
    base: { kind: 'gradient', from: '#1e3a8a', to: '#9333ea', angle: 135 },
    layers: [
      {
        text: 'Hi [FIRSTNAME|there]!',
        box: { x: 30, y: 40, width: 540, height: 140 },
        fontFamily: 'Inter',
        fontSize: 72,
        color: '#ffffff',
      },
    ],
  };
  const created = await fetch(`${url}/rest/v1/designs`, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify(design),
  });
  const { id } = (await created.json()) as { id: string };
  const published = await fetch(`${url}/rest/v1/designs/${id}/publish`, { method: 'POST', headers: auth });
  check(
    created.status === 201 && published.ok,
    `a live image design is created and published (${published.status})`,
  );
  const { links } = (await (await fetch(`${url}/rest/v1/designs/${id}/links`, { headers: auth })).json()) as {
    links: { platform: string; url: string }[];
  };
  const link = links.find((l) => l.platform === 'mailchimp')?.url;
  if (!link) throw new Error('start smoke: no Mailchimp link');
  const image = await fetch(link.replace('*|URL:FNAME|*', 'Ada'));
  const bytes = Buffer.from(await image.arrayBuffer());
  check(
    image.status === 200 &&
      image.headers.get('content-type') === 'image/jpeg' &&
      bytes[0] === 0xff &&
      bytes[1] === 0xd8,
    `the live image answers a JPEG for a recipient (${image.status}, ${bytes.length} bytes)`,
  );
} catch (err) {
  failure = err;
}
if (child.pid) process.kill(-child.pid, 'SIGINT');
const stopped = await Promise.race([
  exited.then(() => true),
  new Promise((r) => setTimeout(r, 30_000, false)),
]);
rmSync(dataDir, { recursive: true, force: true });
if (!stopped) {
  if (child.pid) process.kill(-child.pid, 'SIGKILL');
  failure ??= new Error('start smoke: npm start did not stop within 30 s of Ctrl+C');
} else {
  console.log(`✓ npm start stops on Ctrl+C (Node.js ${process.version})`);
}
if (failure) {
  console.error(log);
  throw failure;
}
