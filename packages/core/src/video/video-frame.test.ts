// Tests of one video frame: the camera's crop, the personalized overlay and its animation.
import { describe, expect, it } from 'vitest';
import { FakePaintContext } from '../text/fake-measure.ts';
import { VIDEO_TEXT_ANIMATION_S } from './video-constants.ts';
import { DEFAULT_VIDEO_SETTINGS } from './video-defaults.ts';
import {
  drawTitleSprite,
  drawVideoFrame,
  textAnimationState,
  type VideoFrameContext,
  videoTextLayer,
} from './video-frame.ts';
import { cameraAt } from './video-motion.ts';
import type { VideoText } from './video-settings.ts';

interface Picture {
  width: number;
  height: number;
}

class RecordingContext extends FakePaintContext implements VideoFrameContext<Picture> {
  images: { image: Picture; args: number[] }[] = [];
  texts: { text: string; alpha: number }[] = [];
  private log = (call: string) => this.calls.push(call);
  save = () => this.log('save');
  restore = () => this.log('restore');
  translate = (x: number, y: number) => this.log(`translate ${x.toFixed(1)} ${y.toFixed(1)}`);
  scale = (x: number, y: number) => this.log(`scale ${x.toFixed(3)} ${y.toFixed(3)}`);
  rotate = (a: number) => this.log(`rotate ${a}`);
  beginPath = () => undefined;
  rect = () => undefined;
  clip = () => undefined;
  fillRect = (x: number, y: number, w: number, h: number) =>
    this.log(`fillRect ${x} ${y} ${w} ${h} ${this.fillStyle}`);
  fillText = (text: string) => {
    this.texts.push({ text, alpha: this.globalAlpha });
    this.log(`fill ${text}`);
  };
  strokeText = (text: string) => this.log(`stroke ${text}`);
  createLinearGradient = () => ({ addColorStop: () => undefined });
  drawImage = (image: Picture, ...args: number[]) => {
    this.images.push({ image, args });
    this.log('drawImage');
  };
}

const FRAME = { width: 1280, height: 720 };
const PICTURE = { width: 1600, height: 1200 };
const settings = DEFAULT_VIDEO_SETTINGS;

function draw(timeS: number, text: Partial<VideoText> = {}, values = { FIRSTNAME: 'Zoë' }) {
  const ctx = new RecordingContext();
  const s = { ...settings, text: { ...settings.text, ...text } };
  drawVideoFrame(ctx, PICTURE, { settings: s, frame: FRAME, timeS, values });
  return ctx;
}

describe('drawVideoFrame', () => {
  it('fills black, then draws the camera rectangle over the whole frame', () => {
    const ctx = draw(2);
    expect(ctx.calls[0]).toBe('fillRect 0 0 1280 720 #000000');
    expect(ctx.calls[1]).toBe('drawImage');
    const { sx, sy, sw, sh } = cameraAt(
      settings.effect,
      2 / settings.durationS,
      settings.focal,
      PICTURE,
      FRAME,
    );
    expect(ctx.images).toEqual([{ image: PICTURE, args: [sx, sy, sw, sh, 0, 0, 1280, 720] }]);
  });

  it('draws the text with the tokens filled, fully shown mid-video, inside save and restore', () => {
    const ctx = draw(3);
    expect(ctx.texts.map((t) => t.text).join(' ')).toBe('Happy birthday, Zoë!');
    expect(ctx.texts.every((t) => t.alpha === 1)).toBe(true);
    expect(ctx.calls.filter((c) => c === 'save').length).toBe(
      ctx.calls.filter((c) => c === 'restore').length,
    );
    expect(ctx.calls.indexOf('drawImage')).toBeLessThan(
      ctx.calls.findIndex((c) => c.startsWith('fill Happy')),
    );
  });

  it('draws no text at all when it is blank', () => {
    for (const ctx of [draw(3, { text: '' }), draw(3, { text: '  \n ' })]) {
      expect(ctx.texts).toEqual([]);
      expect(ctx.calls.some((c) => c.startsWith('stroke'))).toBe(false);
      expect(ctx.images).toHaveLength(1);
    }
  });

  it('fades the text in from nothing at the start', () => {
    expect(draw(0, { animationIn: 'fade' }).texts).toEqual([]);
    const early = draw(VIDEO_TEXT_ANIMATION_S / 2, { animationIn: 'fade' });
    expect(early.texts[0]?.alpha).toBeCloseTo(0.5, 6);
    expect(draw(0, { animationIn: 'none' }).texts[0]?.alpha).toBe(1);
  });

  it('scales a popping text about its box centre', () => {
    const ctx = draw(0.2, { animationIn: 'pop' });
    const layer = videoTextLayer(settings.text, FRAME);
    const cx = (layer.box.x + layer.box.width / 2).toFixed(1);
    const cy = (layer.box.y + layer.box.height / 2).toFixed(1);
    const at = ctx.calls.findIndex((c) => c.startsWith('scale'));
    expect(ctx.calls[at - 1]).toBe(`translate ${cx} ${cy}`);
    expect(ctx.calls[at + 1]).toBe(`translate -${cx} -${cy}`);
    expect(Number(ctx.calls[at]?.split(' ')[1])).toBeLessThan(1);
  });

  it('uses a cached layer when given one', () => {
    const ctx = new RecordingContext();
    const layer = videoTextLayer({ ...settings.text, text: 'Cached [FIRSTNAME]' }, FRAME);
    drawVideoFrame(ctx, PICTURE, { settings, frame: FRAME, timeS: 3, values: { FIRSTNAME: 'Ana' }, layer });
    expect(ctx.texts.map((t) => t.text).join(' ')).toBe('Cached Ana');
  });

  it('stamps a title sprite at its box, animated like the text, instead of drawing the text again', () => {
    const layer = videoTextLayer(settings.text, FRAME);
    const sprite = { image: { width: 400, height: 120 }, x: 90, y: 300 };
    const ctx = new RecordingContext();
    drawVideoFrame(ctx, PICTURE, { settings, frame: FRAME, timeS: 0.2, values: {}, layer, title: sprite });
    expect(ctx.texts).toEqual([]);
    expect(ctx.images[1]).toEqual({ image: sprite.image, args: [0, 0, 400, 120, 90, 300, 400, 120] });
    expect(ctx.globalAlpha).toBeLessThan(1); // rising in at 0.2 s
  });

  it('draws a sprite with the text moved to its box origin', () => {
    const layer = videoTextLayer(settings.text, FRAME);
    const ctx = new RecordingContext();
    drawTitleSprite(ctx, layer, { FIRSTNAME: 'Zoë' });
    expect(ctx.calls[1]).toBe(`translate ${(-layer.box.x).toFixed(1)} ${(-layer.box.y).toFixed(1)}`);
    expect(ctx.texts.map((t) => t.text).join(' ')).toBe('Happy birthday, Zoë!');
  });
});

describe('textAnimationState', () => {
  const both = { animationIn: 'rise', animationOut: 'sink' } as const;

  it('rises in from below and sinks out, fully shown in between', () => {
    expect(textAnimationState(both, 0, 6)).toEqual({ opacity: 0, offsetY: 0.08, scale: 1 });
    expect(textAnimationState(both, 3, 6)).toEqual({ opacity: 1, offsetY: 0, scale: 1 });
    const end = textAnimationState(both, 6, 6);
    expect(end.opacity).toBe(0);
    expect(end.offsetY).toBeCloseTo(0.08, 12);
    const leaving = textAnimationState(both, 6 - VIDEO_TEXT_ANIMATION_S / 2, 6);
    expect(leaving.opacity).toBeCloseTo(0.5, 6);
    expect(leaving.offsetY).toBeCloseTo(0.04, 6);
  });

  it('pops in from 0.6 with a small overshoot, settling at 1', () => {
    const pop = { animationIn: 'pop', animationOut: 'none' } as const;
    expect(textAnimationState(pop, 0, 6).scale).toBeCloseTo(0.6, 12);
    const scales = Array.from({ length: 41 }, (_, i) => textAnimationState(pop, (i / 40) * 0.8, 6).scale);
    expect(Math.max(...scales)).toBeGreaterThan(1.01);
    expect(Math.max(...scales)).toBeLessThan(1.1);
    expect(textAnimationState(pop, 0.8, 6).scale).toBeCloseTo(1, 12);
  });

  it('is fully shown throughout with no animations', () => {
    const none = { animationIn: 'none', animationOut: 'none' } as const;
    for (const t of [0, 0.1, 3, 6])
      expect(textAnimationState(none, t, 6)).toEqual({ opacity: 1, offsetY: 0, scale: 1 });
  });

  it('shortens both animations to half a very short video, so they do not overlap', () => {
    const fades = { animationIn: 'fade', animationOut: 'fade' } as const;
    expect(textAnimationState(fades, 0.5, 1).opacity).toBeCloseTo(1, 12);
    expect(textAnimationState(fades, 0.25, 1).opacity).toBeCloseTo(0.5, 6);
    expect(textAnimationState(fades, 1, 1).opacity).toBe(0);
  });
});

describe('videoTextLayer', () => {
  it('places a bold, outlined, two-line box by the chosen edge, sized from the short side', () => {
    const vertical = { width: 720, height: 1280 };
    const bottom = videoTextLayer({ ...settings.text, size: 'large', position: 'bottom' }, vertical);
    expect(bottom.box.x).toBeCloseTo(720 * 0.06, 9);
    expect(bottom.box.width).toBeCloseTo(720 * 0.88, 9);
    expect(bottom.box.y + bottom.box.height).toBeCloseTo(1280 * 0.94, 9);
    expect(bottom.fontSize).toBe(Math.round(720 * 0.13));
    expect(bottom).toMatchObject({ fontWeight: 700, strokeColor: '#000000', maxLines: 2, autoFit: true });
    expect(bottom.strokeWidth).toBeCloseTo(bottom.fontSize / 14, 9);
    expect(bottom.shadow).not.toBeNull();
    const top = videoTextLayer({ ...settings.text, size: 'small', position: 'top' }, vertical);
    expect(top.box.y).toBeCloseTo(1280 * 0.06, 9);
    expect(top.fontSize).toBeLessThan(bottom.fontSize);
    const middle = videoTextLayer({ ...settings.text, position: 'center' }, FRAME);
    expect(middle.box.y + middle.box.height / 2).toBeCloseTo(360, 9);
  });
});
