// `npm test`: every test. The typecheck, the lint, the web build, the unit, server and web tests,
// and the server tests on the current Node.js LTS run side by side; then the browser tests, three
// files at a time, with every benchmark in its smoke mode and an install and start of the app on
// the LTS beside them. Ends with the wall time and one summary line
// "N passed, N failed, N skipped" so any CI can read the outcome (docs/testing.md).
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { elapsed, readCounts, root, runStep, vitestArgs } from './lib/steps.mjs';

const started = Date.now();
const resultsDir = join(root, '.vitest-results');
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });
const report = (name) => join(resultsDir, `${name}.json`);
const vitest = (label, projects, name, extra, env = process.env) =>
  runStep(label, 'npx', ['vitest', ...vitestArgs(projects, report(name), extra)], { quiet: 12, env });

/** Browser test files at once: most of their time is waiting on a browser or a server. */
const E2E_WORKERS = process.env.E2E_WORKERS ?? '3';

const steps = {};
const track = (name, promise) => {
  steps[name] = promise;
  return promise;
};

track('typecheck', runStep('typecheck', 'npm', ['run', 'typecheck']));
track('lint', runStep('lint', 'npm', ['run', 'lint']));
const built = track('build', runStep('build web app', 'npm', ['run', 'build'], { quiet: 3 }));
// Each database variant of a server test runs once: on real Postgres (when it is reachable) on
// this machine's Node, and on PGlite on the Node.js LTS (scripts/test-node-lts.mjs).
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const unit = track(
  'unit',
  vitest(
    `tests: core, server${onPostgres ? ' (Postgres)' : ''}, web`,
    ['core', 'server', 'web', 'web-isolated'],
    'unit',
    [],
    onPostgres ? { ...process.env, TEST_DATABASES: 'postgres' } : process.env,
  ),
);
const lts = (part, label, extra = []) =>
  runStep(label, 'node', ['scripts/test-node-lts.mjs', part, ...extra], { quiet: 12 });
track('node-lts', lts('server', 'tests: server, on Node.js LTS', [report('node-lts')]));
// The browser tests start once the server tests on both Nodes are done: the server tests wait on
// timers of their own (timeouts, leases, shutdown grace), which three browsers and their servers
// beside them would starve. Beside the browser tests: the benchmarks' smoke runs, and the install
// and start on the LTS (mostly waiting on the disk and the registry).
const serverTestsDone = Promise.all([unit, steps['node-lts']]);
const afterServerTests = (name, run) =>
  track(
    name,
    Promise.all([built, serverTestsDone]).then(([ok]) => (ok ? run() : false)),
  );
afterServerTests('e2e', () => vitest('tests: browser', ['e2e'], 'e2e', [`--maxWorkers=${E2E_WORKERS}`]));
afterServerTests('bench', () =>
  runStep('benchmarks in smoke mode', 'node', ['--import', 'tsx', 'bench/smoke.ts'], { quiet: 20 }),
);
afterServerTests('node-lts-install', () => lts('install', 'npm ci and npm start, on Node.js LTS'));

const outcomes = Object.fromEntries(
  await Promise.all(Object.entries(steps).map(async ([k, p]) => [k, await p])),
);
let passed = 0;
let failed = 0;
let skipped = 0;
for (const name of ['unit', 'e2e', 'node-lts']) {
  const counts = readCounts(report(name));
  passed += counts.passed;
  failed += counts.failed;
  skipped += counts.skipped;
}
const failedSteps = Object.keys(outcomes).filter((name) => !outcomes[name]);
console.log('');
if (failedSteps.length) console.log(`Failed steps: ${failedSteps.join(', ')}`);
console.log(`npm test took ${elapsed(started)}`);
if (process.env.CI_STARTED_AT_MS)
  console.log(`CI wall time (install included): ${elapsed(Number(process.env.CI_STARTED_AT_MS))}`);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failedSteps.length || failed ? 1 : 0);
