import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask } from './next-task';

const global = globalThis as { scheduler?: unknown };

describe('nextTask', () => {
  afterEach(() => {
    delete global.scheduler;
  });

  it('asks the scheduler for a continuation, or for a background task', async () => {
    const calls: string[] = [];
    global.scheduler = {
      yield: vi.fn(async () => void calls.push('yield')),
      postTask: vi.fn(
        async (_: () => void, options: { priority: string }) => void calls.push(options.priority),
      ),
    };
    await nextTask();
    await nextTask('background');
    expect(calls).toEqual(['yield', 'background']);
  });

  it('falls back to a message task without a scheduler, after pending microtasks', async () => {
    const order: string[] = [];
    const done = nextTask('background').then(() => order.push('task'));
    void Promise.resolve().then(() => order.push('microtask'));
    await done;
    expect(order).toEqual(['microtask', 'task']);
  });
});
