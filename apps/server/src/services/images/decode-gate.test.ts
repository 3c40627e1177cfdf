import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { decodeGate, limit, Semaphore } from './decode-gate.ts';
import { reencodeImage } from './image-decode.ts';

/** A task that runs until `release()` is called, recording how many ran at once. */
function blocker(gauge: { now: number; max: number }) {
  let release = () => {};
  const done = new Promise<void>((r) => {
    release = r;
  });
  const task = async () => {
    gauge.now++;
    gauge.max = Math.max(gauge.max, gauge.now);
    await done;
    gauge.now--;
  };
  return { task, release: () => release() };
}

const tick = () => new Promise((r) => setImmediate(r));

describe('Semaphore', () => {
  it('runs at most `limit` tasks at once and starts the others in arrival order', async () => {
    const gate = new Semaphore(2);
    const gauge = { now: 0, max: 0 };
    const started: number[] = [];
    const blockers = Array.from({ length: 5 }, () => blocker(gauge));
    const runs = blockers.map((b, i) =>
      gate.run(async () => {
        started.push(i);
        await b.task();
      }),
    );
    await tick();
    expect(started).toEqual([0, 1]);
    expect([gate.active, gate.queued]).toEqual([2, 3]);
    blockers[1]?.release();
    await tick();
    expect(started).toEqual([0, 1, 2]);
    for (const b of blockers) b.release();
    await Promise.all(runs);
    expect(gauge.max).toBe(2);
    expect([gate.active, gate.queued]).toEqual([0, 0]);
  });

  it('frees the slot of a failing task and passes its error on', async () => {
    const gate = new Semaphore(1);
    await expect(gate.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(gate.run(async () => 'next')).resolves.toBe('next');
    expect(gate.active).toBe(0);
  });

  it('refuses a limit below one', () => {
    expect(() => new Semaphore(0)).toThrow(RangeError);
  });

  it('limit(n) is the same gate as a function', async () => {
    const run = limit(1);
    const gauge = { now: 0, max: 0 };
    const a = blocker(gauge);
    const b = blocker(gauge);
    const both = Promise.all([run(a.task), run(b.task)]);
    await tick();
    expect(gauge.now).toBe(1);
    a.release();
    b.release();
    await both;
    expect(gauge.max).toBe(1);
  });
});

describe('decodeGate', () => {
  it('lets two client images decode at a time; the rest wait', async () => {
    expect(decodeGate.limit).toBe(2);
    const png = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#c63' } })
      .png()
      .toBuffer();
    let busiest = 0;
    let mostQueued = 0;
    const sampler = setInterval(() => {
      busiest = Math.max(busiest, decodeGate.active);
      mostQueued = Math.max(mostQueued, decodeGate.queued);
    }, 1);
    const options = {
      subject: 'The image',
      maxPixels: 1_000_000,
      maxEdge: 256,
      format: 'webp',
      tooManyPixelsCode: 'too_many_pixels',
    } as const;
    const runs = Array.from({ length: 8 }, () => reencodeImage(png, options));
    // Synchronously after the calls: two hold the slots, six wait.
    busiest = decodeGate.active;
    mostQueued = decodeGate.queued;
    const images = await Promise.all(runs);
    clearInterval(sampler);
    expect(images.every((i) => i.width === 256 && i.contentType === 'image/webp')).toBe(true);
    expect(busiest).toBe(2);
    expect(mostQueued).toBe(6);
    expect(decodeGate.active).toBe(0);
  });
});
