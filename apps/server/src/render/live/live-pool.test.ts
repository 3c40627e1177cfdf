import { type Design, designSchema } from '@mergepix/core';
import { afterEach, describe, expect, it } from 'vitest';
import { greetingDesign } from '../../test-support/designs.ts';
import { createLivePool, type LivePool, LiveShedError, RenderAbandonedError } from './live-pool.ts';
import type { LiveTask } from './live-task.ts';

const design = designSchema.parse(greetingDesign());
const task = (name: string, d: Design = design, baseId = 'design:1'): LiveTask => ({
  baseId,
  design: d,
  baseBytes: null,
  values: { firstname: name },
  format: 'jpg',
});

/** A live GIF far heavier than the schema accepts: 60 frames of 20 blurred auto-fit layers. */
function heavyGif(): Design {
  const layer = design.layers[0];
  if (!layer) throw new Error('no layer');
  const heavy = {
    ...layer,
    text: `[FIRSTNAME] ${'wide words again '.repeat(28)}`,
    box: { x: 0, y: 0, width: 400, height: 240 },
    fontSize: 400,
    minFontSize: 8,
    shadow: { color: '#000000', blur: 50, offsetX: 5, offsetY: 5 },
  };
  const frame = { path: null, durationMs: 100, layers: Array.from({ length: 20 }, () => heavy) };
  return {
    ...design,
    format: 'gif',
    width: 400,
    height: 240,
    layers: [],
    frames: Array.from({ length: 10 }, () => frame),
  };
}

let pool: LivePool | undefined;
afterEach(async () => {
  await pool?.close();
  pool = undefined;
});

describe('the live render pool', () => {
  it('sheds an open whose deadline has passed before its turn, and draws the others', async () => {
    pool = createLivePool(0);
    const now = performance.now();
    const results = await Promise.allSettled([
      pool.run(task('Ada'), { deadline: now + 60_000 }),
      pool.run(task('Bo'), { deadline: now - 1 }),
      pool.run(task('Cy'), { deadline: now + 60_000 }),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((results[1] as PromiseRejectedResult).reason).toBeInstanceOf(LiveShedError);
  });

  it('takes a queued open out when its caller gives up, and leaves a render under way to finish', async () => {
    pool = createLivePool(0);
    const giveUp = new AbortController();
    const first = pool.run(task('Ada'), { signal: new AbortController().signal });
    const second = pool.run(task('Bo'), { signal: giveUp.signal });
    expect(pool.pending).toBe(1);
    giveUp.abort();
    await expect(second).rejects.toBeInstanceOf(LiveShedError);
    expect(pool.pending).toBe(0);
    expect((await first).byteLength).toBeGreaterThan(1000);
  });

  it('draws exports only when no open waits', async () => {
    pool = createLivePool(0);
    const order: string[] = [];
    const track = (name: string, p: Promise<Uint8Array>) => p.then(() => order.push(name));
    await Promise.all([
      track('export 1', pool.run(task('E1'), { background: true })),
      track('export 2', pool.run(task('E2'), { background: true })),
      track('open 1', pool.run(task('O1'))),
      track('open 2', pool.run(task('O2'))),
    ]);
    // The first export was already drawing; the opens queued after it go before the second.
    expect(order).toEqual(['export 1', 'open 1', 'open 2', 'export 2']);
  });

  it('takes turns between designs: a flood of one does not hold back another', async () => {
    pool = createLivePool(0);
    const order: string[] = [];
    const flood = Array.from({ length: 20 }, (_, i) =>
      pool?.run(task(`A${i}`), { flow: 'a', client: 'flooder' }).then(() => order.push(`a${i}`)),
    );
    const other = pool.run(task('B'), { flow: 'b', client: 'reader' }).then(() => order.push('b'));
    await Promise.all([...flood, other]);
    expect(order.indexOf('b')).toBeLessThanOrEqual(2);
  });

  it('stops a thread whose render runs past its limit, and draws the next render on a new one', async () => {
    pool = createLivePool(1, { renderLimitMs: 300 });
    await pool.warm?.();
    const heavy = pool.run({ ...task('Ada', heavyGif(), 'heavy:1'), format: 'gif' });
    await expect(heavy).rejects.toBeInstanceOf(RenderAbandonedError);
    const next = await pool.run(task('Bo'));
    expect(next.byteLength).toBeGreaterThan(1000);
  }, 30_000);
});
