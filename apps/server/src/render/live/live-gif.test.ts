import { type DesignInput, designSchema, type GifInfo, indexFrame, readGif } from '@mergepix/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { greetingDesign } from '../../test-support/designs.ts';
import { makePhoto } from '../test-images.ts';
import { drawTextLayers } from '../text/text-layers.ts';
import { drawBase, personalLayers } from './live-draw.ts';
import { frameView, layersRegion, type PreparedGif, prepareGif, renderGif } from './live-gif.ts';

const W = 240;
const H = 160;
const name = {
  text: 'Hi [FIRSTNAME]!',
  box: { x: 20, y: 50, width: 200, height: 50 },
  fontFamily: 'Inter',
  fontSize: 32,
  color: '#ffffff',
  strokeWidth: 2,
  strokeColor: '#111111',
};
const input: DesignInput = {
  name: 'GIF',
  width: W,
  height: H,
  format: 'gif',
  base: { kind: 'color', color: '#1e3a8a' },
  layers: [],
  fallbacks: { FIRSTNAME: 'friend' },
  frames: [
    { path: 'uploads/u/0.jpg', durationMs: 500, layers: [name] },
    { path: null, durationMs: 1200, layers: [{ ...name, text: 'Sale ends Friday' }] },
    { path: 'uploads/u/2.jpg', durationMs: 50, layers: [{ ...name, rotation: 10 }] },
  ],
};
const design = designSchema.parse(input);
const greeting = design.frames?.[0]?.layers[0];
if (!greeting) throw new Error('no greeting layer');
const region = layersRegion([greeting], W, H);

/** Indices of pixels of frame `f` that differ between two decoded GIFs. */
function changed(a: GifInfo, b: GifInfo, f: number): number[] {
  const x = a.frames[f]?.rgba ?? new Uint8ClampedArray();
  const y = b.frames[f]?.rgba ?? new Uint8ClampedArray();
  const out: number[] = [];
  for (let p = 0; p < x.length; p += 4)
    if (x[p] !== y[p] || x[p + 1] !== y[p + 1] || x[p + 2] !== y[p + 2]) out.push(p / 4);
  return out;
}

const inside = (p: number, r: { x: number; y: number; width: number; height: number }) => {
  const x = p % W;
  const y = Math.floor(p / W);
  return x >= r.x && x < r.x + r.width && y >= r.y && y < r.y + r.height;
};

describe('live GIFs', () => {
  let gif: PreparedGif;
  let photos: (Uint8Array | null)[];
  beforeAll(async () => {
    const made = [await makePhoto(400, 300, 1), null, await makePhoto(300, 300, 2)];
    photos = made.map((p) => (p ? new Uint8Array(p) : null));
    gif = prepareGif(design, null, photos);
  });

  it('bounds what the personal layers can touch: their boxes, rotated, plus a margin, inside the frame', () => {
    expect(region).toEqual({ x: 18, y: 48, width: 204, height: 54 });
    const turned = layersRegion([{ ...greeting, rotation: 90 }], W, H);
    expect(turned).toEqual({ x: 93, y: 0, width: 54, height: H });
    const edge = layersRegion([{ ...greeting, box: { x: 0, y: 0, width: W, height: 20 } }], W, H);
    expect(edge).toEqual({ x: 0, y: 0, width: W, height: 22 });
  });

  it('draws every frame with its delay, the size, an endless loop', () => {
    const out = readGif(renderGif(gif, { FIRSTNAME: 'Zoë' }));
    expect(out).toMatchObject({ width: W, height: H, loop: 0 });
    expect(out.frames.map((f) => f.delayCs)).toEqual([50, 120, 5]);
  });

  it('changes only the name’s region of the frames with a name, over the cached frames', () => {
    const zoe = readGif(renderGif(gif, { FIRSTNAME: 'Zoë' }));
    const ana = readGif(renderGif(gif, { FIRSTNAME: 'Ana' }));
    const first = changed(zoe, ana, 0);
    expect(first.length).toBeGreaterThan(50);
    expect(first.every((p) => inside(p, region))).toBe(true);
    expect(changed(zoe, ana, 1)).toEqual([]); // no token on frame 2
    const rotated = layersRegion(design.frames?.[2]?.layers ?? [], W, H);
    const third = changed(zoe, ana, 2);
    expect(third.length).toBeGreaterThan(50);
    expect(third.every((p) => inside(p, rotated))).toBe(true);
  });

  it('is as close to the recipient’s drawing as indexing their whole frame with the version’s palette', () => {
    const zoe = readGif(renderGif(gif, { FIRSTNAME: 'Zoë' }));
    for (const f of [0, 2]) {
      const view = frameView(design, f);
      const canvas = drawBase(view, photos[f] ?? null);
      drawTextLayers(canvas.getContext('2d'), personalLayers(view, { FIRSTNAME: 'Zoë' }));
      const truth = canvas.getContext('2d').getImageData(0, 0, W, H).data;
      const palette = gif.frames[f]?.personal?.palette ?? [];
      // Indexing a region and indexing the whole frame may pick different colours of a palette
      // for pixels of one colour bin, so the two need not be equal pixel for pixel; their error
      // must match.
      const whole = indexFrame(truth, palette);
      const got = zoe.frames[f]?.rgba ?? new Uint8ClampedArray();
      let ours = 0;
      let reference = 0;
      for (let i = 0; i < W * H; i++) {
        const want = palette[whole[i] ?? 0] ?? [0, 0, 0];
        for (let c = 0; c < 3; c++) {
          ours += Math.abs((got[i * 4 + c] ?? 0) - (truth[i * 4 + c] ?? 0));
          reference += Math.abs((want[c] ?? 0) - (truth[i * 4 + c] ?? 0));
        }
      }
      expect(ours / (W * H * 3), `frame ${f}`).toBeLessThan((reference / (W * H * 3)) * 1.02 + 0.05);
    }
  });

  it('keeps the text colours in the palette quantized once (white letters stay white)', () => {
    const zoe = readGif(renderGif(gif, { FIRSTNAME: 'Zoë' })).frames[0]?.rgba ?? new Uint8ClampedArray();
    let white = 0;
    for (let p = 0; p < zoe.length; p += 4)
      if ((zoe[p] ?? 0) > 235 && (zoe[p + 1] ?? 0) > 235 && (zoe[p + 2] ?? 0) > 235) white++;
    expect(white).toBeGreaterThan(100);
  });

  it('answers the fallbacks’ own text with the frames prepared for them', () => {
    const none = renderGif(gif, {});
    expect(Buffer.from(renderGif(gif, { FIRSTNAME: 'friend' })).equals(Buffer.from(none))).toBe(true);
    expect(Buffer.from(renderGif(gif, { FIRSTNAME: 'Ana' })).equals(Buffer.from(none))).toBe(false);
  });

  it('makes a still design a GIF of one frame, and a GIF frame a still design', () => {
    const still = designSchema.parse(greetingDesign());
    const one = readGif(renderGif(prepareGif(still, null, []), { FIRSTNAME: 'Ada' }));
    expect(one.frames).toHaveLength(1);
    expect(one).toMatchObject({ width: 600, height: 400 });
    expect(frameView(design, 0)).toMatchObject({
      base: { kind: 'upload', path: 'uploads/u/0.jpg' },
      layers: design.frames?.[0]?.layers,
      frames: undefined,
    });
    expect(frameView(design, 1).base).toEqual(design.base);
  });
});
