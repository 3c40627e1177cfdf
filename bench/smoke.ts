// Runs every benchmark in smoke mode (BENCH_SMOKE=1, see support/smoke.ts): one after another, each
// as its own process exactly as a person would start it, printing its output, its wall time and a
// summary. Exits 1 if any failed (or ran past its time limit), so CI notices a benchmark that rots.
// The figures of a smoke run mean nothing.
// Needs the built web app (`npm run build` first), and for scale-out this machine's Postgres and
// Redis (see README.md). Run from the repo root: node --import tsx bench/smoke.ts [name ...]
// BENCH_SMOKE_TIMEOUT_S (default 240) is each benchmark's limit.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const BENCHES = [
  'local-engine',
  'offline-variety',
  'studio',
  'text',
  'live-images',
  'batch-export',
  'live-gif',
  'live-countdown',
  'gif',
  'video',
  'scale-out',
] as const;
const TIMEOUT_S = Number(process.env.BENCH_SMOKE_TIMEOUT_S ?? 240);

const chosen = process.argv.slice(2);
const unknown = chosen.filter((name) => !(BENCHES as readonly string[]).includes(name));
if (unknown.length > 0) {
  console.error(`No such benchmark: ${unknown.join(', ')}. There are: ${BENCHES.join(', ')}.`);
  process.exit(2);
}
if (!existsSync(join(root, 'apps/web/dist/index.html'))) {
  console.error('The web app is not built (apps/web/dist is missing): run `npm run build` first.');
  process.exit(1);
}

interface Outcome {
  name: string;
  ok: boolean;
  seconds: number;
  why: string;
}

/** Runs one benchmark in smoke mode; it and everything it started are stopped past the limit. */
function run(name: string): Promise<Outcome> {
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', join('bench', `${name}.ts`)], {
    cwd: root,
    env: { ...process.env, BENCH_SMOKE: '1' },
    stdio: 'inherit',
    // Its own process group, so a timeout also stops the servers and browser it started.
    detached: true,
  });
  let timedOut = false;
  const stopGroup = (signal: NodeJS.Signals) => {
    try {
      if (child.pid) process.kill(-child.pid, signal);
    } catch {
      // already gone
    }
  };
  const timer = setTimeout(() => {
    timedOut = true;
    stopGroup('SIGTERM');
    setTimeout(() => stopGroup('SIGKILL'), 10_000).unref();
  }, TIMEOUT_S * 1000);
  const interrupt = () => stopGroup('SIGTERM');
  process.once('SIGINT', interrupt);
  process.once('SIGTERM', interrupt);
  return new Promise((resolve) => {
    const done = (why: string, ok: boolean) => {
      clearTimeout(timer);
      process.off('SIGINT', interrupt);
      process.off('SIGTERM', interrupt);
      resolve({ name, ok, seconds: (performance.now() - started) / 1000, why });
    };
    child.once('error', (err) => done(`could not start: ${err.message}`, false));
    child.once('exit', (code, signal) => {
      if (timedOut) done(`stopped after the ${TIMEOUT_S} s limit`, false);
      else if (code === 0) done('ok', true);
      else done(signal ? `killed by ${signal}` : `exit code ${code}`, false);
    });
  });
}

const names = chosen.length > 0 ? chosen : [...BENCHES];
const outcomes: Outcome[] = [];
const start = performance.now();
for (const name of names) {
  console.log(`\n━━ bench/${name}.ts (smoke) ━━`);
  const outcome = await run(name);
  outcomes.push(outcome);
  console.log(
    `━━ bench/${name}.ts: ${outcome.ok ? '✓' : '✗'} ${outcome.why}, ${outcome.seconds.toFixed(1)} s`,
  );
}
const total = (performance.now() - start) / 1000;
const failed = outcomes.filter((o) => !o.ok);

console.log('\nbenchmark smoke runs (figures not meaningful):');
for (const o of outcomes)
  console.log(
    `  ${o.ok ? '✓' : '✗'} ${o.name.padEnd(14)} ${o.seconds.toFixed(1).padStart(6)} s  ${o.ok ? '' : o.why}`,
  );
console.log(
  `bench smoke: ${outcomes.length - failed.length} of ${outcomes.length} passed in ${total.toFixed(1)} s${failed.length ? `; failed: ${failed.map((o) => o.name).join(', ')}` : ''}`,
);
if (failed.length > 0) process.exitCode = 1;
