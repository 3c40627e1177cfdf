// Smoke mode (BENCH_SMOKE=1): a benchmark runs end to end exactly as it does at full size (the
// real server, the real browser, every phase, every peer, every figure printed) but at tiny sizes
// and for short load phases, so that it finishes in seconds. CI runs every benchmark this way
// (bench/smoke.ts) so that none of them rots unnoticed. Its figures mean nothing: a smoke run
// fails when something it drives fails (a request error, a phase that throws), never on a speed
// or a goal. Arguments and BENCH_* variables still override the sizes chosen here.

/** True under BENCH_SMOKE=1. */
export const SMOKE = process.env.BENCH_SMOKE === '1';

/** The size to use: `full` normally, `smoke` in smoke mode. */
export function size<T>(full: T, smoke: T): T {
  return SMOKE ? smoke : full;
}

/** Appended to goals and budgets in smoke mode. */
export const SMOKE_NOTE = '(smoke: figures not meaningful)';

/** A goal or budget line: as it is at full size, with {@link SMOKE_NOTE} in smoke mode. */
export function goal(line: string): string {
  return SMOKE ? `${line} ${SMOKE_NOTE}` : line;
}

/** In smoke mode, says so once at the start of a benchmark's output. */
export function smokeBanner(): void {
  if (SMOKE) console.log(`smoke run: tiny sizes and short phases ${SMOKE_NOTE}`);
}

/**
 * In smoke mode, a check that what the benchmark drives worked: when it did not, it is printed
 * and the process will exit 1, while the benchmark goes on (its `finally` blocks stop the servers
 * it started). At full size it does nothing, so full runs behave as they always have.
 */
export function smokeCheck(ok: boolean, what: string): void {
  if (!SMOKE || ok) return;
  console.error(`smoke: ✗ ${what}`);
  process.exitCode = 1;
}

/** In smoke mode, throws unless the answer has the expected status (any 2xx when none is given). */
export function smokeStatus(res: Response, what: string, status?: number): Response {
  if (SMOKE && (status === undefined ? !res.ok : res.status !== status))
    throw new Error(`smoke: ${what} answered ${res.status} ${res.statusText}`);
  return res;
}
