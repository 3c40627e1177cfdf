import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSurface } from '../../surface.ts';
import {
  ACCESSORY_ICONS,
  accessoryIconKey,
  drawAccessory,
  drawAccessoryKey,
  UNKNOWN_ACCESSORY,
} from './vocabulary.ts';

const pixels = (draw: (ctx: ReturnType<typeof createSurface>['ctx']) => void) => {
  const { canvas, ctx } = createSurface(64, 64);
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, 64, 64);
  draw(ctx);
  return createHash('sha256').update(canvas.data()).digest('hex');
};

describe('accessory vocabulary', () => {
  it('draws at least 60 named items, each a different picture', () => {
    const keys = Object.keys(ACCESSORY_ICONS);
    expect(keys.length).toBeGreaterThanOrEqual(60);
    const blank = pixels(() => {});
    const hashes = keys.map((key) => pixels((ctx) => drawAccessoryKey(ctx, key, 32, 32, 56, '#2f6fdf')));
    expect(hashes).not.toContain(blank);
    expect(new Set(hashes).size).toBe(keys.length);
  });

  it('maps free names by keyword and gives an unknown one a tag labelled with its initials', () => {
    expect(accessoryIconKey('Double-Neck Guitar')).toBe('electric-guitar');
    expect(accessoryIconKey('cold brew coffee')).toBe('mug');
    expect(accessoryIconKey('Gold Title Belt')).toBe('title-belt');
    expect(accessoryIconKey('Zorblax')).toBe(UNKNOWN_ACCESSORY);
    const tag = (name: string) => pixels((ctx) => drawAccessory(ctx, name, 32, 32, 56, '#2f6fdf'));
    expect(tag('Zorblax Prime')).not.toBe(tag('Quibble Knot'));
  });
});
