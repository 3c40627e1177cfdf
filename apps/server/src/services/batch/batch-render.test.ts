import { describe, expect, it } from 'vitest';
import { LiveOverloadError, type LivePool } from '../../render/live/live-pool.ts';
import type { LiveTask } from '../../render/live/live-task.ts';
import type { Heartbeat } from './batch-queue.ts';
import { type RenderRowsOptions, renderRows } from './batch-render.ts';

/** A pool of two "threads" that refuses some renders as overloaded and has opens waiting at times. */
function busyPool() {
  let inFlight = 0;
  let calls = 0;
  const seen = { maxInFlight: 0, submittedWhileWaiting: 0, refused: 0 };
  let opensWaiting = 0;
  const pool: LivePool = {
    async run(task: LiveTask) {
      calls++;
      if (opensWaiting > 0) seen.submittedWhileWaiting++;
      if (calls % 5 === 0) {
        seen.refused++;
        throw new LiveOverloadError();
      }
      inFlight++;
      seen.maxInFlight = Math.max(seen.maxInFlight, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 1 + (calls % 3)));
      inFlight--;
      return new TextEncoder().encode(String(task.values.FIRSTNAME));
    },
    get pending() {
      return opensWaiting;
    },
    get running() {
      return inFlight;
    },
    close: async () => undefined,
  };
  return { pool, seen, setOpensWaiting: (n: number) => (opensWaiting = n) };
}

const options = (pool: LivePool, overrides: Partial<RenderRowsOptions> = {}) => {
  const saved = new Map<number, string>();
  const appended: number[] = [];
  const reports: number[] = [];
  const opts: RenderRowsOptions = {
    pool,
    threads: 2,
    from: 0,
    total: 40,
    task: (i) => ({
      baseId: 'b',
      design: {} as never,
      baseBytes: null,
      values: { FIRSTNAME: `R${i}` },
      format: 'jpg',
    }),
    save: async (i, bytes) => void saved.set(i, new TextDecoder().decode(bytes)),
    append: async (i) => {
      // Slower than drawing at times, so rows wait for their turn.
      if (i % 7 === 0) await new Promise((resolve) => setTimeout(resolve, 3));
      appended.push(i);
    },
    report: async (done): Promise<Heartbeat> => {
      reports.push(done);
      return 'ok';
    },
    stopping: () => false,
    progressMs: 1,
    now: Date.now,
    ...overrides,
  };
  return { opts, saved, appended, reports };
};

describe('renderRows', () => {
  it('draws every row once, retrying overload refusals, with a few renders in flight', async () => {
    const busy = busyPool();
    const { opts, saved, appended, reports } = options(busy.pool);
    const outcome = await renderRows(opts);
    expect(outcome).toEqual({ done: 40, end: 'finished' });
    expect(appended).toEqual(Array.from({ length: 40 }, (_, i) => i));
    expect([...saved.keys()].sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i));
    expect(saved.get(7)).toBe('R7');
    expect(busy.seen.refused).toBeGreaterThan(0);
    expect(busy.seen.maxInFlight).toBeLessThanOrEqual(4);
    // Progress only ever names a run of finished rows from the first, and never goes back.
    expect(reports).toEqual([...reports].sort((a, b) => a - b));
    for (const done of reports) for (let i = 0; i < done; i++) expect(saved.has(i)).toBe(true);
  });

  it('submits nothing while opens are waiting for a thread', async () => {
    const busy = busyPool();
    busy.setOpensWaiting(3);
    const { opts, saved } = options(busy.pool, { total: 5 });
    const run = renderRows(opts);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(saved.size).toBe(0);
    busy.setOpensWaiting(0);
    expect(await run).toEqual({ done: 5, end: 'finished' });
    expect(busy.seen.submittedWhileWaiting).toBe(0);
  });

  it('stops taking rows when asked; the rows in flight finish and count', async () => {
    const busy = busyPool();
    let stop = false;
    const { opts, saved, appended } = options(busy.pool, {
      from: 10,
      save: async (i) => {
        saved.set(i, 'x');
        if (saved.size === 6) stop = true;
      },
      stopping: () => stop,
    });
    const outcome = await renderRows(opts);
    expect(outcome.end).toBe('stopped');
    expect(outcome.done).toBe(10 + saved.size);
    expect(appended).toEqual(Array.from({ length: saved.size }, (_, i) => 10 + i));
    expect([...saved.keys()].sort((a, b) => a - b)).toEqual(
      Array.from({ length: saved.size }, (_, i) => 10 + i),
    );
  });

  it('keeps one render per thread and pauses between them while opens are answered', async () => {
    const busy = busyPool();
    const { opts, saved } = options(busy.pool, { total: 20, liveBusy: () => true });
    const started = performance.now();
    expect(await renderRows(opts)).toEqual({ done: 20, end: 'finished' });
    expect(saved.size).toBe(20);
    expect(busy.seen.maxInFlight).toBeLessThanOrEqual(2);
    // Each render (1–3 ms) is followed by a pause of half its time.
    expect(performance.now() - started).toBeGreaterThan(10);
  });

  it.each(['design-deleted', 'lost'] as const)('ends when a progress write says %s', async (beat) => {
    const { opts } = options(busyPool().pool, { report: async () => beat });
    const outcome = await renderRows(opts);
    expect(outcome.end).toBe(beat);
    expect(outcome.done).toBeLessThan(40);
  });

  it('passes on a render that fails for another reason, after the other rows in flight', async () => {
    const { pool } = busyPool();
    const failing: LivePool = {
      ...pool,
      pending: 0,
      run: async () => Promise.reject(new Error('disk full')),
    };
    await expect(renderRows(options(failing).opts)).rejects.toThrow('disk full');
  });
});
