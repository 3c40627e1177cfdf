import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Autosaver, type SaveState } from './autosaver';

describe('Autosaver', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function setup(save: (v: number) => Promise<void>, retryable = () => true) {
    const states: SaveState['status'][] = [];
    const saver = new Autosaver<number>({
      save,
      onState: (s) => states.push(s.status),
      delayMs: 500,
      retryMs: 2000,
      retryable,
      describe: (e) => (e instanceof Error ? e.message : 'failed'),
    });
    return { saver, states };
  }

  it('saves only the last of a burst of changes, after a quiet moment', async () => {
    const save = vi.fn(async () => {});
    const { saver, states } = setup(save);
    saver.change(1);
    saver.change(2);
    saver.change(3);
    await vi.advanceTimersByTimeAsync(499);
    expect(save).not.toHaveBeenCalled();
    expect(saver.dirty).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith(3);
    expect(saver.dirty).toBe(false);
    expect(states.at(-1)).toBe('saved');
  });

  it('saves one at a time: a change during a save is saved right after it', async () => {
    let release: () => void = () => {};
    const save = vi.fn((_v: number) => new Promise<void>((r) => (release = r)));
    const { saver } = setup(save);
    saver.change(1);
    await vi.advanceTimersByTimeAsync(500);
    saver.change(2);
    await vi.advanceTimersByTimeAsync(500);
    expect(save).toHaveBeenCalledTimes(1);
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(save).toHaveBeenLastCalledWith(2);
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(saver.state.status).toBe('saved');
  });

  it('retries a failure that may pass and keeps the value until it is saved', async () => {
    let fail = true;
    const save = vi.fn(async () => {
      if (fail) throw new Error('offline');
    });
    const { saver } = setup(save);
    saver.change(7);
    await vi.advanceTimersByTimeAsync(500);
    expect(saver.state).toEqual({ status: 'error', message: 'offline', retrying: true });
    fail = false;
    await vi.advanceTimersByTimeAsync(2000);
    expect(save).toHaveBeenCalledTimes(2);
    expect(save).toHaveBeenLastCalledWith(7);
    expect(saver.dirty).toBe(false);
  });

  it('does not retry a refused value, but saves the next change and flushes on demand', async () => {
    const save = vi.fn(async (v: number) => {
      if (v < 0) throw new Error('The text box must lie inside the image.');
    });
    const { saver } = setup(save, () => false);
    saver.change(-1);
    await vi.advanceTimersByTimeAsync(500);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(save).toHaveBeenCalledTimes(1);
    expect(saver.state).toMatchObject({ status: 'error', retrying: false });
    saver.change(5);
    await saver.flush();
    expect(save).toHaveBeenLastCalledWith(5);
    expect(saver.dirty).toBe(false);
  });
});
