import { afterEach, describe, expect, it } from 'vitest';
import type { LiveTask } from './live-task.ts';
import { RenderAbandonedError, RenderThreads } from './render-threads.ts';

const fixture = new URL('./render-threads.fixture.ts', import.meta.url).href;
const task = (prepareMs: number, drawMs: number) => ({ prepareMs, drawMs }) as unknown as LiveTask;

let threads: RenderThreads | undefined;
afterEach(async () => {
  await threads?.close();
  threads = undefined;
});

describe('render threads', () => {
  it('times a version’s one-time preparation apart from drawing its recipient', async () => {
    threads = new RenderThreads(1, { onIdle: () => {}, workerUrl: fixture });
    await threads.ready();
    // 600 ms of preparing and 20 ms of drawing under a 200 ms limit: drawn, not cut short.
    expect([...(await threads.start(task(600, 20), 200))]).toEqual([1, 2, 3]);
  });

  it('stops a thread whose drawing runs past its limit, and draws the next render on a new one', async () => {
    let abandoned = 0;
    threads = new RenderThreads(1, { onIdle: () => {}, workerUrl: fixture, onAbandoned: () => abandoned++ });
    await threads.ready();
    await expect(threads.start(task(0, 2_000), 200)).rejects.toBeInstanceOf(RenderAbandonedError);
    expect(abandoned).toBe(1);
    expect([...(await threads.start(task(0, 10), 200))]).toEqual([1, 2, 3]);
  });
});
