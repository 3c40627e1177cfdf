// `npm run lighthouse [path ...]`: Lighthouse (mobile preset) on the built app served by the real
// server, with Debian's Chromium. Prints the four category scores per page and exits non-zero
// when one is under 95. (package.json pins third-party-web via "overrides" because a Lighthouse
// dependency asks for "latest", which breaks `npm ci` whenever a new version is published.)
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/'];
const MIN_SCORE = 95;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

if (!existsSync(join(root, 'apps/web/dist/index.html')) || process.env.LIGHTHOUSE_BUILD !== '0') {
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const port = await new Promise((resolve) => {
  const srv = createServer().listen(0, '127.0.0.1', () => {
    const { port: p } = srv.address();
    srv.close(() => resolve(p));
  });
});
const dataDir = mkdtempSync(join(tmpdir(), 'mergepix-lh-'));
const url = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, ['--import', 'tsx', join(root, 'apps/server/src/index.ts')], {
  cwd: root,
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    PUBLIC_URL: url,
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

let chrome;
let failed = false;
try {
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${url}/functions/v1/health-check`)).ok) break;
    } catch {}
    if (i > 300) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 200));
  }
  chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
  });
  for (const path of paths) {
    const result = await lighthouse(`${url}${path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    });
    // LIGHTHOUSE_REPORT_DIR=/some/dir keeps each page's full JSON report for a closer look.
    if (process.env.LIGHTHOUSE_REPORT_DIR && result) {
      const file = join(process.env.LIGHTHOUSE_REPORT_DIR, `${path.replace(/\W+/g, '_') || 'root'}.json`);
      writeFileSync(file, JSON.stringify(result.lhr));
    }
    const scores = CATEGORIES.map((c) => [c, Math.round((result?.lhr.categories[c]?.score ?? 0) * 100)]);
    console.log(`\n${path}`);
    for (const [name, score] of scores) {
      const ok = score >= MIN_SCORE;
      if (!ok) failed = true;
      console.log(`  ${ok ? 'ok  ' : 'LOW '} ${name.padEnd(15)} ${score}`);
    }
    const lcp = result?.lhr.audits['largest-contentful-paint']?.displayValue;
    const tbt = result?.lhr.audits['total-blocking-time']?.displayValue;
    const cls = result?.lhr.audits['cumulative-layout-shift']?.displayValue;
    console.log(`  LCP ${lcp}, TBT ${tbt}, CLS ${cls}`);
    for (const [id, audit] of Object.entries(result?.lhr.audits ?? {})) {
      if (audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode === 'binary')
        console.log(`  · ${id}: ${audit.title}`);
    }
  }
} finally {
  await chrome?.kill();
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
