import { encodeFrame } from '@mergepix/core';
import { describe, expect, it } from 'vitest';
import { type GifWorker, GifWorkerPool, leastBusy } from './gif-worker-pool';
import type { EncodeFrameRequest, EncodeFrameResult } from './gif-worker-protocol';

/** A worker stand-in: keeps what it is sent until the test answers, as a busy worker would. */
class FakeWorker implements GifWorker {
  onmessage: ((event: MessageEvent<EncodeFrameResult>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  onmessageerror: ((event: MessageEvent) => void) | null = null;
  readonly inbox: EncodeFrameRequest[] = [];
  terminated = false;
  postMessage(message: EncodeFrameRequest, transfer: Transferable[]): void {
    expect(transfer).toEqual([message.rgba]);
    this.inbox.push(message);
  }
  terminate(): void {
    this.terminated = true;
  }
  /** Encodes the oldest frame it holds and answers. */
  answer(): void {
    const m = this.inbox.shift();
    if (!m) throw new Error('nothing to answer');
    const block = encodeFrame(new Uint8Array(m.rgba), m.width, m.height, m.delayCs, m.mode);
    this.onmessage?.({ data: { job: m.job, index: m.index, block } } as MessageEvent<EncodeFrameResult>);
  }
  fail(message: string): void {
    const m = this.inbox.shift();
    if (!m) throw new Error('nothing to fail');
    this.onmessage?.({
      data: { job: m.job, index: m.index, error: message },
    } as MessageEvent<EncodeFrameResult>);
  }
  crash(message: string): void {
    this.onerror?.({ message, preventDefault() {} } as ErrorEvent);
  }
}

function setup(size = 2) {
  const workers: FakeWorker[] = [];
  const pool = new GifWorkerPool(size, () => {
    const w = new FakeWorker();
    workers.push(w);
    return w;
  });
  return { pool, workers };
}

const request = (job: number, index: number): EncodeFrameRequest => ({
  job,
  index,
  width: 2,
  height: 2,
  mode: 'high',
  delayCs: 10,
  rgba: new Uint8Array(16).fill(index * 20).buffer,
});

describe('GIF worker pool', () => {
  it('picks the least busy worker, the first of equals', () => {
    expect(leastBusy([0, 0])).toBe(0);
    expect(leastBusy([1, 0])).toBe(1);
    expect(leastBusy([2, 1, 1])).toBe(1);
  });

  it('starts workers only when needed, splits frames between them and reuses them', async () => {
    const { pool, workers } = setup();
    expect(workers).toHaveLength(0);
    const first = [0, 1, 2, 3].map((i) => pool.encode(request(1, i)));
    expect(workers).toHaveLength(2);
    expect(workers.map((w) => w.inbox.map((m) => m.index))).toEqual([
      [0, 2],
      [1, 3],
    ]);
    // Answers come back in any order; each frame gets its own block.
    workers[1]?.answer();
    workers[0]?.answer();
    workers[1]?.answer();
    workers[0]?.answer();
    const blocks = await Promise.all(first);
    expect(blocks.map((b) => b[0])).toEqual([0x21, 0x21, 0x21, 0x21]);
    expect(blocks[0]).toEqual(encodeFrame(new Uint8Array(16), 2, 2, 10, 'high'));
    const again = pool.encode(request(2, 0));
    expect(workers).toHaveLength(2);
    workers[0]?.answer();
    await expect(again).resolves.toBeInstanceOf(Uint8Array);
  });

  it('starts every worker ahead when asked, once', () => {
    const { pool, workers } = setup(2);
    pool.prepare();
    pool.prepare();
    expect(workers).toHaveLength(2);
    pool.encode(request(1, 0));
    expect(workers).toHaveLength(2);
  });

  it('rejects a frame the worker could not encode, with its number', async () => {
    const { pool, workers } = setup();
    const frame = pool.encode(request(1, 4));
    workers[0]?.fail('A 2×2 frame needs 16 bytes of RGBA.');
    await expect(frame).rejects.toThrow('Frame 5 could not be encoded: A 2×2 frame needs 16 bytes of RGBA.');
  });

  it('fails what a crashed worker held with a clear message, and starts a new one next time', async () => {
    const { pool, workers } = setup(1);
    const held = [pool.encode(request(1, 0)), pool.encode(request(1, 1))];
    workers[0]?.crash('out of memory');
    for (const frame of held)
      await expect(frame).rejects.toThrow(
        'The GIF encoder stopped unexpectedly (out of memory). Please try again.',
      );
    expect(workers[0]?.terminated).toBe(true);
    const next = pool.encode(request(2, 0));
    expect(workers).toHaveLength(2);
    workers[1]?.answer();
    await expect(next).resolves.toBeInstanceOf(Uint8Array);
  });

  it('rejects with a clear message when a worker cannot be started', async () => {
    const pool = new GifWorkerPool(2, () => {
      throw new Error('Module scripts are not supported in workers');
    });
    await expect(pool.encode(request(1, 0))).rejects.toThrow(
      'The GIF encoder could not start in this browser (Module scripts are not supported in workers).',
    );
  });

  it('drops the blocks of a forgotten job when they arrive', async () => {
    const { pool, workers } = setup(1);
    let settled = false;
    pool.encode(request(7, 0)).then(
      () => {
        settled = true;
      },
      () => {
        settled = true;
      },
    );
    const other = pool.encode(request(8, 0));
    pool.forget(7);
    workers[0]?.answer();
    workers[0]?.answer();
    await expect(other).resolves.toBeInstanceOf(Uint8Array);
    expect(settled).toBe(false);
  });
});
