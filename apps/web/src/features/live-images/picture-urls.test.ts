import { designSchema } from '@mergepix/core';
import { describe, expect, it } from 'vitest';
import { basePictureUrl, designPictureUrls, unknownGenerations, uploadUrl } from './picture-urls';
import { msToNextSecond } from './use-now';

const gen = 'aa3f1c1e-5b6a-4c2d-9e8f-0a1b2c3d4e5f';
const design = designSchema.parse({
  name: 'D',
  base: { kind: 'upload', path: 'u1/base.png' },
  layers: [],
  segments: {
    items: [
      { value: 'retail', base: { kind: 'generation', generationId: gen } },
      { value: 'health', base: { kind: 'upload', path: 'u1/health.jpg' } },
      { value: 'plain', base: { kind: 'color', color: '#000000' } },
    ],
  },
});
const own = { base: design.base, url: '/storage/v1/object/public/design-bases/copied/base.png' };

describe('picture URLs of a live design', () => {
  it('uses the API’s URL for the design’s own base, storage for uploads and the history for generations', () => {
    expect(basePictureUrl(design.base, own, {})).toBe(own.url);
    expect(basePictureUrl({ kind: 'upload', path: 'u1/health.jpg' }, own, {})).toBe(
      uploadUrl('u1/health.jpg'),
    );
    expect(basePictureUrl({ kind: 'generation', generationId: gen }, own, {})).toBeNull();
    expect(basePictureUrl({ kind: 'generation', generationId: gen }, own, { [gen]: '/g.png' })).toBe(
      '/g.png',
    );
    expect(basePictureUrl({ kind: 'color', color: '#000000' }, own, {})).toBeNull();
    expect(uploadUrl('u 1/a#b.png')).toBe('/storage/v1/object/public/design-bases/u%201/a%23b.png');
  });

  it('lists the generations still to look up, and every picture to load once', () => {
    expect(unknownGenerations(design, {})).toEqual([gen]);
    expect(unknownGenerations(design, { [gen]: '/g.png' })).toEqual([]);
    const withEnded = { ...design, countdown: undefined };
    expect(designPictureUrls(withEnded, own, { [gen]: '/g.png' })).toEqual([
      own.url,
      '/g.png',
      uploadUrl('u1/health.jpg'),
    ]);
  });

  it('ticks just after each whole second', () => {
    expect(msToNextSecond(1_000)).toBe(1_005);
    expect(msToNextSecond(1_999)).toBe(6);
  });
});
