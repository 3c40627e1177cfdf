import { type DesignInput, designSchema, fixedDeadline, type GifInfo, readGif } from '@mergepix/core';
import { describe, expect, it } from 'vitest';
import { countdownDesign } from '../../test-support/countdown-designs.ts';
import { type PreparedCountdownGif, prepareCountdownGif, renderCountdownGif } from './live-countdown-gif.ts';

const W = 600;
const H = 200;

const DEADLINE = fixedDeadline('2026-12-24T18:00', 'Europe/Berlin') as number;
/** 2 days, 3 hours, 4 minutes and 5 seconds before the deadline. */
const AT = DEADLINE - (((2 * 24 + 3) * 60 + 4) * 60 + 5) * 1000;

/** The picture shown at frame `k`: every frame up to it drawn over the ones before. */
function composite(info: GifInfo, k: number): Uint8ClampedArray {
  const screen = new Uint8ClampedArray(info.width * info.height * 4);
  for (const frame of info.frames.slice(0, k + 1))
    for (let y = 0; y < frame.height; y++)
      for (let x = 0; x < frame.width; x++) {
        const from = (y * frame.width + x) * 4;
        if (frame.rgba[from + 3] === 0) continue; // transparent: the frames before show through
        screen.set(frame.rgba.subarray(from, from + 4), ((frame.top + y) * info.width + frame.left + x) * 4);
      }
  return screen;
}

const differing = (a: Uint8ClampedArray, b: Uint8ClampedArray) => {
  let n = 0;
  for (let i = 0; i < a.length; i += 4)
    if (Math.abs((a[i] ?? 0) - (b[i] ?? 0)) + Math.abs((a[i + 1] ?? 0) - (b[i + 1] ?? 0)) > 24) n++;
  return n;
};

function render(
  input: DesignInput,
  values: Record<string, string>,
  at: number | undefined,
  gif?: PreparedCountdownGif,
) {
  const design = designSchema.parse(input);
  const prepared = gif ?? prepareCountdownGif(design, null);
  return {
    bytes: renderCountdownGif(prepared, `t${Math.random()}`, design, values, at, null),
    prepared,
    design,
  };
}

describe('countdown GIF', () => {
  it('ticks one frame a second: a whole first frame, then only the numbers that changed', () => {
    const { bytes } = render(countdownDesign(), { FIRSTNAME: 'Ada' }, AT);
    const info = readGif(bytes);
    expect(info.frames).toHaveLength(60);
    expect(info.loop).toBeUndefined(); // once: no loop extension
    // Later frames keep what they do not change transparent, with a table of their own colours:
    // the minute weighs what four whole frames would (it was 138 KB with full tables).
    expect(bytes.byteLength).toBeLessThan(100_000);
    expect(info.frames.slice(1).every((f) => f.colors < 256)).toBe(true);
    const [first, second, seventh] = [info.frames[0], info.frames[1], info.frames[6]];
    expect(first).toMatchObject({ left: 0, top: 0, width: W, height: H, delayCs: 100 });
    // 05 → 04 seconds: only the seconds' cell, inside the countdown box.
    expect(second?.left).toBeGreaterThanOrEqual(230);
    expect((second?.left ?? 0) + (second?.width ?? 0)).toBeLessThanOrEqual(590);
    expect(second?.width).toBeLessThan(120);
    // 00 → 59 seconds (the seventh frame) takes a minute off too: two cells.
    expect(seventh?.width).toBeGreaterThan(second?.width ?? 0);
    // Every frame keeps the name drawn on the first.
    expect(differing(composite(info, 0).subarray(0, W * H * 4), composite(info, 59))).toBeLessThan(
      W * H * 0.05,
    );
  });

  it('shows at each second what a fresh open at that second shows', () => {
    const input = countdownDesign();
    const a = render(input, {}, AT);
    const b = render(input, {}, AT + 37_000, a.prepared);
    const ticking = composite(readGif(a.bytes), 37);
    const fresh = composite(readGif(b.bytes), 0);
    expect(differing(ticking, fresh)).toBeLessThan(20);
    // …and differs from the second before, in the numbers.
    expect(differing(composite(readGif(a.bytes), 36), fresh)).toBeGreaterThan(50);
  });

  it('ends on the ended text when the deadline passes inside the minute', () => {
    const input = countdownDesign({ loop: 'forever', ended: { kind: 'text', text: 'Sale over' } });
    const { bytes, prepared, design } = render(input, {}, DEADLINE - 5_000);
    const info = readGif(bytes);
    expect(info.loop).toBe(0);
    // 5, 4, 3, 2, 1, 0 seconds left, then the ended frame over the whole box.
    expect(info.frames).toHaveLength(7);
    expect(info.frames[6]).toMatchObject({ left: 230, top: 30, width: 360, height: 140 });
    const endedAtOpen = readGif(renderCountdownGif(prepared, 'x', design, {}, DEADLINE + 1_000, null));
    expect(endedAtOpen.frames).toHaveLength(1);
    expect(differing(composite(info, 6), composite(endedAtOpen, 0))).toBeLessThan(20);
  });

  it('draws the fallback text, still, when a recipient deadline is missing or invalid', () => {
    const input = countdownDesign({
      deadline: { kind: 'token', timeZone: 'UTC' },
      fallbackText: 'Ends soon',
    });
    const missing = readGif(render(input, {}, AT).bytes);
    const invalid = readGif(render(input, { DEADLINE: '2026-02-30' }, AT).bytes);
    const own = readGif(render(input, { DEADLINE: '2026-12-24T17:00:00Z' }, AT).bytes);
    expect(missing.frames).toHaveLength(1);
    expect(invalid.frames).toHaveLength(1);
    expect(differing(composite(missing, 0), composite(invalid, 0))).toBe(0);
    expect(own.frames).toHaveLength(60);
  });

  it('draws a fresh 600×200 minute quickly', () => {
    const input = countdownDesign({ loop: 'forever' });
    const { prepared, design } = render(input, {}, AT);
    const times: number[] = [];
    for (let i = 0; i < 5; i++) {
      const t = performance.now();
      renderCountdownGif(prepared, 'speed', design, { FIRSTNAME: `N${i}` }, AT + i * 1000 + 500_000, null);
      times.push(performance.now() - t);
    }
    console.log('countdown GIF ms', times.map((t) => t.toFixed(1)).join(' '));
    expect(Math.min(...times)).toBeLessThan(400);
  });
});
