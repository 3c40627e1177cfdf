import { describe, expect, it } from 'vitest';
import { runScenes, type SceneStatus } from './scene-runner';

/** Runs scenes with `make`, recording every event in order. */
async function record(
  values: string[],
  make: (value: string, signal: AbortSignal) => Promise<{ id: string; url: string }>,
  controller = new AbortController(),
) {
  const events: string[] = [];
  const rows = new Map<string, SceneStatus>();
  await runScenes(
    values,
    make,
    (e) => `failed: ${(e as Error).message}`,
    {
      status: (v, s) => {
        events.push(`${v}:${s?.state ?? 'reset'}`);
        if (s) rows.set(v, s);
        else rows.delete(v);
      },
      made: (v, id) => events.push(`${v}=${id}`),
      finished: () => events.push('+1'),
    },
    controller.signal,
  );
  return { events, rows };
}

describe('a scene for each segment', () => {
  it('makes one at a time, hands each over at once, and goes on after a failure', async () => {
    const { events, rows } = await record(['retail', 'health', 'schools'], async (v) => {
      if (v === 'health') throw new Error('The image service is busy.');
      return { id: `g-${v}`, url: `/${v}.png` };
    });
    expect(events).toEqual([
      'retail:waiting',
      'health:waiting',
      'schools:waiting',
      'retail:running',
      'retail=g-retail',
      'retail:done',
      '+1',
      'health:running',
      'health:failed',
      '+1',
      'schools:running',
      'schools=g-schools',
      'schools:done',
      '+1',
    ]);
    expect(rows.get('health')).toEqual({ state: 'failed', error: 'failed: The image service is busy.' });
  });

  it('stops at a cancel: what was made stays, the rest go back as they were', async () => {
    const controller = new AbortController();
    const { events, rows } = await record(
      ['retail', 'health', 'schools'],
      (v, signal) =>
        v === 'retail'
          ? Promise.resolve({ id: 'g-retail', url: '/r.png' })
          : new Promise((_, reject) => {
              signal.addEventListener('abort', () => reject(new DOMException('stopped', 'AbortError')));
              controller.abort();
            }),
      controller,
    );
    expect(events.slice(-3)).toEqual(['health:running', 'health:reset', 'schools:reset']);
    expect([...rows.entries()]).toEqual([['retail', { state: 'done' }]]);
    expect(events).toContain('retail=g-retail');
  });
});
