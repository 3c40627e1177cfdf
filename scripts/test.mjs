// `npm test`: every test — typecheck, lint, unit and server tests (on PGlite, and on real Postgres
// when TEST_DATABASE_URL is set), then the browser tests against a fresh build. Ends with one
// summary line "N passed, N failed" so any CI can read the outcome.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const resultsDir = join(root, '.vitest-results');
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

function run(label, cmd, args) {
  console.log(`\n── ${label} ──`);
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit' });
  return r.status === 0;
}

/** Runs a step with its output held back, then prints it whole, so side-by-side steps read apart. */
function runQuietly(label, cmd, args) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(cmd, args, { cwd: root, env: { ...process.env, FORCE_COLOR: '1' } });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      console.log(`\n── ${label} (${Math.round((Date.now() - started) / 1000)} s) ──`);
      process.stdout.write(Buffer.concat(output));
      resolve(code === 0);
    });
  });
}

// The checks that need no tests run side by side: on two cores they overlap their waiting.
const steps = await Promise.all([
  runQuietly('typecheck', 'npm', ['run', 'typecheck']).then((ok) => ['typecheck', ok]),
  runQuietly('lint', 'npm', ['run', 'lint']).then((ok) => ['lint', ok]),
  runQuietly('build web app', 'npm', ['run', 'build']).then((ok) => ['build', ok]),
]);
for (const project of ['unit', 'web', 'e2e']) {
  const out = join(resultsDir, `${project}.json`);
  const ok = run(`tests: ${project}`, 'npx', [
    'vitest',
    'run',
    '--project',
    project,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${out}`,
  ]);
  steps.push([`tests: ${project}`, ok]);
}

let passed = 0;
let failed = 0;
let skipped = 0;
for (const project of ['unit', 'web', 'e2e']) {
  try {
    const report = JSON.parse(readFileSync(join(resultsDir, `${project}.json`), 'utf8'));
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + report.numTodoTests;
  } catch {
    console.error(`no results for ${project}`);
    failed += 1;
  }
}
const failedSteps = steps.filter(([, ok]) => !ok).map(([name]) => name);
console.log('');
if (failedSteps.length) console.log(`Failed steps: ${failedSteps.join(', ')}`);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failedSteps.length || failed ? 1 : 0);
