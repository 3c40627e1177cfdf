import { describe, expect, it } from 'vitest';
import { designSchema } from '../live/design-schema.ts';
import { GIF_BLANK_FRAME_BASE } from './gif-constants.ts';
import { newGifToken } from './gif-defaults.ts';
import { gifProjectDesign } from './gif-design.ts';
import { gifTokenBox } from './gif-layers.ts';
import { gifProjectSchema } from './gif-project.ts';

const project = gifProjectSchema.parse({
  width: 600,
  height: 400,
  emailOptimized: true,
  frames: [
    {
      id: 'a',
      imageId: 'img-a',
      duration: 500,
      tokens: [newGifToken('t1', { value: 'Hi [FIRSTNAME]!', placeholder: 'friend', opacity: 0.8 })],
    },
    { id: 'b', imageId: null, duration: 1200, tokens: [] },
    {
      id: 'c',
      imageId: 'img-c',
      duration: 50,
      tokens: [
        newGifToken('t2', { value: '[FIRSTNAME], [COMPANY] says hi', placeholder: 'pal', x: 99, y: 98 }),
        newGifToken('t3', { value: '  ' }),
      ],
    },
  ],
});

describe('gifProjectDesign', () => {
  const input = gifProjectDesign(project, 'Spring GIF', ['uploads/u/a.jpg', null, 'uploads/u/c.jpg']);
  const design = designSchema.parse(input);

  it('is a valid live GIF design: size, frames with their pictures and durations, the blank base', () => {
    expect(design).toMatchObject({ name: 'Spring GIF', format: 'gif', width: 600, height: 400, layers: [] });
    expect(design.gifQuality).toBe('email');
    expect(design.base).toEqual(GIF_BLANK_FRAME_BASE);
    expect(design.frames?.map((f) => [f.path, f.durationMs, f.layers.length])).toEqual([
      ['uploads/u/a.jpg', 500, 1],
      [null, 1200, 0],
      ['uploads/u/c.jpg', 50, 1], // the token without text is left out
    ]);
  });

  it('turns tokens into unfilled text layers placed as the editor places them', () => {
    const [hi] = design.frames?.[0]?.layers ?? [];
    expect(hi).toMatchObject({ text: 'Hi [FIRSTNAME]!', fontFamily: 'Impact', fontSize: 24, opacity: 0.8 });
    expect(hi?.box).toEqual(gifTokenBox({ x: 50, y: 50, fontSize: 24 }, 600, 400));
    const edge = design.frames?.[2]?.layers[0];
    expect((edge?.box.x ?? 0) + (edge?.box.width ?? 0)).toBeLessThanOrEqual(600 + 1e-6);
  });

  it('makes placeholders the fallbacks of the tokens they name (the first one set wins)', () => {
    expect(design.fallbacks).toEqual({ FIRSTNAME: 'friend', COMPANY: 'pal' });
  });

  it('keeps the quality mode, and frames without a path are blank', () => {
    const high = gifProjectDesign({ ...project, emailOptimized: false }, 'x', []);
    expect(high.gifQuality).toBe('high');
    expect(high.frames?.every((f) => f.path === null)).toBe(true);
  });
});
