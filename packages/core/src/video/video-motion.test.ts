// Tests of the video camera: inside the picture, frame-shaped, continuous, and each move's direction.
import { describe, expect, it } from 'vitest';
import { coverCrop } from '../live/design-draw.ts';
import { VIDEO_EFFECTS } from './video-constants.ts';
import { type CameraRect, cameraAt, easeInOut, pictureScaleFor, VIDEO_MAX_ZOOM } from './video-motion.ts';

const FRAME = { width: 1280, height: 720 };
const PICTURES = {
  wide: { width: 4000, height: 1000 },
  tall: { width: 1000, height: 3000 },
  square: { width: 2000, height: 2000 },
  small: { width: 320, height: 240 },
  'frame-shaped': { width: 1920, height: 1080 },
};
const FOCALS = [
  { x: 0.5, y: 0.4 },
  { x: 0, y: 0 },
  { x: 1, y: 1 },
  { x: 0.8, y: 0.2 },
];
const EPS = 1e-9;

const centre = (r: CameraRect) => ({ x: r.sx + r.sw / 2, y: r.sy + r.sh / 2 });

describe('easeInOut', () => {
  it('starts and ends still, is symmetric and clamps', () => {
    expect(easeInOut(0)).toBe(0);
    expect(easeInOut(1)).toBe(1);
    expect(easeInOut(0.5)).toBeCloseTo(0.5, 12);
    expect(easeInOut(0.25) + easeInOut(0.75)).toBeCloseTo(1, 12);
    expect(easeInOut(0.05)).toBeLessThan(0.05);
    expect(easeInOut(-3)).toBe(0);
    expect(easeInOut(7)).toBe(1);
  });
});

describe('cameraAt', () => {
  it('stays inside the picture in the frame shape, for every effect, picture and focal', () => {
    for (const frame of [FRAME, { width: 720, height: 1280 }, { width: 720, height: 720 }]) {
      for (const [name, picture] of Object.entries(PICTURES)) {
        const cover = coverCrop(picture, frame.width, frame.height);
        for (const effect of VIDEO_EFFECTS) {
          for (const focal of FOCALS) {
            for (const t of [0, 0.5, 1]) {
              const r = cameraAt(effect, t, focal, picture, frame);
              const where = `${effect} ${name} t=${t} in ${frame.width}x${frame.height}`;
              expect(r.sx, where).toBeGreaterThanOrEqual(-EPS);
              expect(r.sy, where).toBeGreaterThanOrEqual(-EPS);
              expect(r.sx + r.sw, where).toBeLessThanOrEqual(picture.width + EPS);
              expect(r.sy + r.sh, where).toBeLessThanOrEqual(picture.height + EPS);
              expect(r.sw / r.sh, where).toBeCloseTo(frame.width / frame.height, 6);
              expect(r.sw, where).toBeLessThanOrEqual(cover.sw + EPS);
            }
          }
        }
      }
    }
  });

  it('starts zoom-in at the cover crop and ends it 1.3 times closer, shrinking all the way', () => {
    const picture = PICTURES.square;
    const cover = coverCrop(picture, FRAME.width, FRAME.height);
    const at = (t: number) => cameraAt('zoom-in', t, FOCALS[0] ?? { x: 0, y: 0 }, picture, FRAME);
    expect(at(0)).toEqual(cover);
    expect(at(1).sw).toBeCloseTo(cover.sw / 1.3, 9);
    expect(centre(at(1)).x).toBeCloseTo(1000, 9);
    let previous = at(0).sw;
    for (let i = 1; i <= 50; i++) {
      const sw = at(i / 50).sw;
      expect(sw).toBeLessThan(previous);
      previous = sw;
    }
  });

  it('runs zoom-out as zoom-in backwards', () => {
    const picture = PICTURES.wide;
    for (const t of [0, 0.3, 0.5, 1]) {
      const out = cameraAt('zoom-out', t, { x: 0, y: 0 }, picture, FRAME);
      const inward = cameraAt('zoom-in', 1 - t, { x: 0, y: 0 }, picture, FRAME);
      for (const k of ['sx', 'sy', 'sw', 'sh'] as const) expect(out[k]).toBeCloseTo(inward[k], 9);
    }
  });

  it('pans left from the right edge to the left edge, and pans right the other way', () => {
    for (const picture of [PICTURES.square, PICTURES.wide, PICTURES['frame-shaped']]) {
      const left = (t: number) => cameraAt('pan-left', t, { x: 0, y: 0 }, picture, FRAME);
      expect(left(0).sx + left(0).sw).toBeCloseTo(picture.width, 9);
      expect(left(1).sx).toBeCloseTo(0, 9);
      let previous = Number.POSITIVE_INFINITY;
      for (let i = 0; i <= 20; i++) {
        const r = left(i / 20);
        expect(r.sx).toBeLessThan(previous);
        expect(r.sh).toBeCloseTo(left(0).sh, 9);
        previous = r.sx;
      }
      const right = cameraAt('pan-right', 0.25, { x: 0, y: 0 }, picture, FRAME);
      expect(right.sx).toBeCloseTo(picture.width - left(0.25).sx - left(0.25).sw, 9);
    }
  });

  it('uses the spare width of a wide picture for the pan', () => {
    const picture = PICTURES.wide;
    const start = cameraAt('pan-right', 0, { x: 0, y: 0 }, picture, FRAME);
    const end = cameraAt('pan-right', 1, { x: 0, y: 0 }, picture, FRAME);
    expect(end.sx - start.sx).toBeCloseTo(picture.width - start.sw, 9);
    expect(start.sh).toBeCloseTo(picture.height / 1.2, 9);
  });

  it('drifts Ken Burns from the whole picture to the focal point, 1.4 times closer', () => {
    const picture = PICTURES['frame-shaped'];
    const focal = { x: 0.5, y: 0.4 };
    expect(cameraAt('ken-burns', 0, focal, picture, FRAME)).toEqual(coverCrop(picture, 1280, 720));
    const end = cameraAt('ken-burns', 1, focal, picture, FRAME);
    expect(end.sw).toBeCloseTo(1920 / 1.4, 9);
    expect(centre(end).x).toBeCloseTo(960, 9);
    expect(centre(end).y).toBeCloseTo(432, 9);
    const offCentre = cameraAt('ken-burns', 1, { x: 0.6, y: 0.45 }, picture, FRAME);
    expect(centre(offCentre).x).toBeCloseTo(1152, 9);
    expect(centre(offCentre).y).toBeCloseTo(486, 9);
  });

  it('clamps Ken Burns at a corner focal point', () => {
    const picture = PICTURES.square;
    const end = cameraAt('ken-burns', 1, { x: 1, y: 0 }, picture, FRAME);
    expect(end.sx + end.sw).toBeCloseTo(picture.width, 9);
    expect(end.sy).toBeCloseTo(0, 9);
    const topLeft = cameraAt('ken-burns', 1, { x: 0, y: 0 }, picture, FRAME);
    expect(topLeft.sx).toBe(0);
    expect(topLeft.sy).toBe(0);
  });

  it('moves smoothly: a small step in time is a small step of the camera', () => {
    for (const effect of VIDEO_EFFECTS) {
      for (const picture of Object.values(PICTURES)) {
        const scale = Math.max(picture.width, picture.height);
        for (let i = 0; i < 1000; i++) {
          const a = cameraAt(effect, i / 1000, { x: 1, y: 0.1 }, picture, FRAME);
          const b = cameraAt(effect, (i + 1) / 1000, { x: 1, y: 0.1 }, picture, FRAME);
          const jump = Math.max(...(['sx', 'sy', 'sw', 'sh'] as const).map((k) => Math.abs(a[k] - b[k])));
          expect(jump / scale, `${effect} at ${i}`).toBeLessThan(0.005);
        }
      }
    }
  });

  it('answers finite rectangles, not NaN, for an empty picture or frame', () => {
    expect(cameraAt('zoom-in', 0.5, { x: 0.5, y: 0.5 }, { width: 0, height: 0 }, FRAME)).toEqual({
      sx: 0,
      sy: 0,
      sw: 0,
      sh: 0,
    });
    const r = cameraAt('ken-burns', 0.5, { x: 0.5, y: 0.5 }, PICTURES.small, { width: 0, height: 0 });
    expect(Object.values(r).every(Number.isFinite)).toBe(true);
  });
});

describe('pictureScaleFor', () => {
  it('scales a large picture so the closest zoom is one pixel to one', () => {
    const frame = { width: 1280, height: 720 };
    const scale = pictureScaleFor({ width: 3840, height: 2160 }, frame);
    expect(scale).toBeCloseTo((1280 / 3840) * VIDEO_MAX_ZOOM, 6);
    const picture = { width: 3840 * scale, height: 2160 * scale };
    const closest = cameraAt('ken-burns', 1, { x: 0.5, y: 0.5 }, picture, frame);
    expect(closest.sw).toBeCloseTo(1280, 3);
  });

  it('never scales a small picture up', () => {
    expect(pictureScaleFor({ width: 1000, height: 700 }, { width: 1280, height: 720 })).toBe(1);
    expect(pictureScaleFor({ width: 0, height: 0 }, { width: 1280, height: 720 })).toBe(1);
  });
});
