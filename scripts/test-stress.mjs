// `npm run test:stress`: the flake detector (docs/testing.md). Runs the browser suite several times
// while CPU-burning processes run beside it, then prints how often each test passed.
// Usage: npm run test:stress -- [--runs 3] [--burners 2] [vitest file filters…]
// E2E_WORKERS sets the browser files run at once (as in `npm test`); STRESS_BUILD=0 reuses the build.
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { elapsed, readCounts, root, runStep, vitestArgs } from './lib/steps.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  if (i === -1) return fallback;
  const [, value] = args.splice(i, 2);
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} takes a whole number`);
  return n;
};
const runs = option('--runs', 3);
const burnerCount = option('--burners', 2);
const filters = args;
const workers = process.env.E2E_WORKERS ?? '3';

const started = Date.now();
if (
  process.env.STRESS_BUILD !== '0' &&
  !(await runStep('build web app', 'npm', ['run', 'build'], { quiet: 3 }))
)
  process.exit(1);

// Each burner spins one core until it is stopped, or for at most 30 minutes a run.
const burnMs = runs * 30 * 60_000;
const burners = Array.from({ length: burnerCount }, () =>
  spawn(process.execPath, ['-e', `const end = Date.now() + ${burnMs}; while (Date.now() < end) {}`], {
    stdio: 'ignore',
  }),
);
const stopBurners = () => {
  for (const b of burners) b.kill('SIGKILL');
};
process.on('exit', stopBurners);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));
console.log(
  `${burnerCount} CPU burners running; ${runs} runs of the browser suite, ${workers} files at a time`,
);

const dir = join(root, '.vitest-results');
mkdirSync(dir, { recursive: true });
/** test → { passed, runs, failures: [message] } */
const tally = new Map();
for (let run = 1; run <= runs; run++) {
  const file = join(dir, `stress-${run}.json`);
  const runStarted = Date.now();
  await runStep(
    `browser tests, run ${run} of ${runs}`,
    'npx',
    ['vitest', ...vitestArgs(['e2e'], file, [`--maxWorkers=${workers}`, ...filters])],
    { quiet: 6 },
  );
  const { report } = readCounts(file);
  console.log(`run ${run}: ${elapsed(runStarted)}`);
  for (const result of report?.testResults ?? []) {
    const path = relative(root, result.name);
    // A file that failed before its tests ran (a hook) reports no tests: count it as one failure.
    const tests = result.assertionResults.length
      ? result.assertionResults
      : [{ fullName: '(file setup)', status: 'failed', failureMessages: [result.message ?? 'failed'] }];
    for (const test of tests) {
      const key = `${path} › ${test.fullName}`;
      const entry = tally.get(key) ?? { passed: 0, failures: [] };
      if (test.status === 'passed') entry.passed++;
      else if (test.status !== 'skipped' && test.status !== 'pending')
        entry.failures.push(`run ${run}: ${test.failureMessages?.[0]?.split('\n')[0] ?? test.status}`);
      tally.set(key, entry);
    }
  }
}
stopBurners();

const rows = [...tally.entries()].sort(([, a], [, b]) => a.passed - b.passed);
console.log('\nPasses per browser test (beside the CPU burners):');
for (const [name, { passed, failures }] of rows) {
  console.log(`${passed === runs ? '✓' : '✗'} ${passed}/${runs}  ${name}`);
  for (const failure of failures) console.log(`      ${failure}`);
}
const flaky = rows.filter(([, { passed }]) => passed < runs).length;
console.log(
  `\n${rows.length} browser tests, ${runs} runs with ${burnerCount} CPU burners, ${workers} files at a time, in ${elapsed(started)}: ` +
    (flaky ? `${flaky} failed at least once` : `every test passed ${runs} of ${runs} times`),
);
process.exit(flaky || rows.length === 0 ? 1 : 0);
