import { encodeFrame, encodeGif, readGif } from '@mergepix/core';
import { describe, expect, it } from 'vitest';
import { type FrameEncoder, runGifEncode } from './gif-encode-run';
import type { EncodeFrameRequest } from './gif-worker-protocol';

const W = 4;
const H = 3;
/** Frame i: a flat colour of its own. */
const frameRgba = (i: number) => new Uint8ClampedArray(W * H * 4).fill(i * 40 + 10);

/** Encodes like the workers, answering after `delays[index]` ms (so answers come out of order). */
function fakeEncoder(delays: readonly number[] = []) {
  const seen: EncodeFrameRequest[] = [];
  const forgotten: number[] = [];
  const encoder: FrameEncoder = {
    encode: (req) => {
      seen.push(req);
      return new Promise((resolve) =>
        setTimeout(
          () => resolve(encodeFrame(new Uint8Array(req.rgba), req.width, req.height, req.delayCs, req.mode)),
          delays[req.index] ?? 0,
        ),
      );
    },
    forget: (job) => forgotten.push(job),
  };
  return { encoder, seen, forgotten };
}

const noWait = () => Promise.resolve();

describe('running a GIF encoding', () => {
  it('joins blocks in frame order whatever order they come back in, reporting progress', async () => {
    const { encoder, seen } = fakeEncoder([30, 0, 15, 5]);
    const progress: [number, number][] = [];
    const gif = await runGifEncode({
      width: W,
      height: H,
      mode: 'high',
      delaysCs: [50, 12, 5, 300],
      draw: frameRgba,
      encoder,
      onProgress: (done, total) => progress.push([done, total]),
      yieldToPage: noWait,
    });
    const delaysCs = [50, 12, 5, 300];
    expect(gif).toEqual(
      encodeGif(
        delaysCs.map((delayCs, i) => ({ rgba: frameRgba(i), delayCs })),
        W,
        H,
        'high',
      ),
    );
    expect(readGif(gif).frames.map((f) => f.delayCs)).toEqual(delaysCs);
    expect(progress).toEqual([
      [1, 4],
      [2, 4],
      [3, 4],
      [4, 4],
    ]);
    // The pixels travel as whole buffers (moved to the worker, not copied).
    expect(seen.every((r) => r.rgba.byteLength === W * H * 4 && r.job === seen[0]?.job)).toBe(true);
  });

  it('draws one frame per turn of the page', async () => {
    const { encoder } = fakeEncoder();
    const events: string[] = [];
    await runGifEncode({
      width: W,
      height: H,
      mode: 'email',
      delaysCs: [10, 10, 10],
      draw: (i) => {
        events.push(`draw ${i}`);
        return frameRgba(i);
      },
      encoder,
      yieldToPage: async () => {
        events.push('yield');
      },
    });
    expect(events).toEqual(['draw 0', 'yield', 'draw 1', 'yield', 'draw 2']);
  });

  it('stops drawing and rejects with an AbortError when cancelled, dropping the job', async () => {
    const { encoder, forgotten } = fakeEncoder([50, 50, 50, 50]);
    const controller = new AbortController();
    const drawn: number[] = [];
    const run = runGifEncode({
      width: W,
      height: H,
      mode: 'high',
      delaysCs: [10, 10, 10, 10],
      draw: (i) => {
        drawn.push(i);
        if (i === 1) controller.abort();
        return frameRgba(i);
      },
      encoder,
      signal: controller.signal,
      yieldToPage: noWait,
    });
    await expect(run).rejects.toMatchObject({ name: 'AbortError' });
    expect(drawn).toEqual([0, 1]);
    expect(forgotten).toHaveLength(1);
  });

  it('does nothing for a signal already aborted, or no frames', async () => {
    const { encoder, seen } = fakeEncoder();
    const draw = () => {
      throw new Error('must not draw');
    };
    const base = { width: W, height: H, mode: 'high' as const, draw, encoder, yieldToPage: noWait };
    await expect(
      runGifEncode({ ...base, delaysCs: [10], signal: AbortSignal.abort() }),
    ).rejects.toMatchObject({
      name: 'AbortError',
    });
    await expect(runGifEncode({ ...base, delaysCs: [] })).rejects.toThrow('A GIF needs at least one frame.');
    expect(seen).toHaveLength(0);
  });

  it('rejects with the error of a frame that failed, or of a drawing that threw', async () => {
    const failing: FrameEncoder = {
      encode: (req) =>
        req.index === 1
          ? Promise.reject(new Error('Frame 2 could not be encoded: boom'))
          : new Promise(() => {}),
      forget: () => {},
    };
    const base = { width: W, height: H, mode: 'high' as const, delaysCs: [10, 10, 10], yieldToPage: noWait };
    await expect(runGifEncode({ ...base, draw: frameRgba, encoder: failing })).rejects.toThrow(
      'Frame 2 could not be encoded: boom',
    );
    const { encoder } = fakeEncoder();
    const broken = (i: number) => {
      if (i === 2) throw new Error('The picture of frame 3 could not be drawn.');
      return frameRgba(i);
    };
    await expect(runGifEncode({ ...base, draw: broken, encoder })).rejects.toThrow(
      'The picture of frame 3 could not be drawn.',
    );
  });
});
