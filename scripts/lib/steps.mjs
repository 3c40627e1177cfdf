// Running the steps of a test run as child processes: each step's output is held back and printed
// whole when it ends, so steps that run side by side read apart; a line says when each starts.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('../..', import.meta.url));

const seconds = (ms) => `${Math.round(ms / 1000)} s`;

/** GNU time, when installed: each step then also says the CPU time it and its children used. */
const TIME = existsSync('/usr/bin/time') ? '/usr/bin/time' : undefined;
const cpuDir = TIME ? mkdtempSync(join(tmpdir(), 'mergepix-step-cpu-')) : '';
let stepCount = 0;

/** ", CPU N s" from a GNU time output file ("user system"), or '' when there is none. */
function cpuNote(file) {
  if (!file) return '';
  try {
    const [user = 0, system = 0] = readFileSync(file, 'utf8').trim().split(/\s+/).map(Number);
    rmSync(file, { force: true });
    return `, CPU ${Math.round(user + system)} s`;
  } catch {
    return '';
  }
}

/**
 * Runs `cmd args` and resolves to whether it exited 0. `quiet` keeps a passing step's output to
 * its last `quiet` lines (a failing step always prints everything).
 */
export function runStep(label, cmd, args, { cwd = root, env = process.env, quiet = 0 } = {}) {
  return new Promise((resolve) => {
    const started = Date.now();
    console.log(`▶ ${label}`);
    const cpuFile = TIME ? join(cpuDir, `${++stepCount}.txt`) : undefined;
    const [file, argv] = TIME ? [TIME, ['-q', '-f', '%U %S', '-o', cpuFile, cmd, ...args]] : [cmd, args];
    const child = spawn(file, argv, { cwd, env: { FORCE_COLOR: '1', ...env } });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', (err) => output.push(Buffer.from(`${err.message}\n`)));
    child.on('close', (code) => {
      const ok = code === 0;
      console.log(`\n── ${ok ? '✓' : '✗'} ${label} (${seconds(Date.now() - started)}${cpuNote(cpuFile)}) ──`);
      let text = Buffer.concat(output).toString();
      if (ok && quiet) text = text.trimEnd().split('\n').slice(-quiet).join('\n');
      if (text.trim()) console.log(text.trimEnd());
      resolve(ok);
    });
  });
}

/** Vitest's arguments for `projects`, writing its JSON report to `jsonFile`. */
export function vitestArgs(projects, jsonFile, extra = []) {
  return [
    'run',
    ...projects.flatMap((p) => ['--project', p]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${jsonFile}`,
    ...extra,
  ];
}

/** The counts of a Vitest JSON report, or one failure when there is none (the run died). */
export function readCounts(jsonFile) {
  try {
    const report = JSON.parse(readFileSync(jsonFile, 'utf8'));
    return {
      passed: report.numPassedTests,
      failed: report.numFailedTests,
      skipped: report.numPendingTests + report.numTodoTests,
      report,
    };
  } catch {
    console.error(`no test results in ${jsonFile}`);
    return { passed: 0, failed: 1, skipped: 0, report: undefined };
  }
}

export const elapsed = (since) => seconds(Date.now() - since);
