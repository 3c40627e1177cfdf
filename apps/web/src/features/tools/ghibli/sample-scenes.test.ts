import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ghibliDetailsSchema } from '@mergepix/core';
import { describe, expect, it } from 'vitest';
import { HERO_SAMPLES, MOOD_SAMPLES, sampleCaption, sampleSrc } from './sample-scenes';

const publicDir = fileURLToPath(new URL('../../../../public', import.meta.url));

describe('Ghibli landing samples', () => {
  it('has a painted file for every sample, from options the function accepts', () => {
    for (const sample of [...HERO_SAMPLES, ...MOOD_SAMPLES]) {
      expect(existsSync(`${publicDir}${sampleSrc(sample.id)}`), sample.id).toBe(true);
      expect(ghibliDetailsSchema.safeParse(sample.details).success, sample.id).toBe(true);
      expect(sample.alt.length).toBeGreaterThan(10);
    }
  });

  it('changes only the mood between the gallery pictures, and captions what changed', () => {
    expect(new Set(MOOD_SAMPLES.map((s) => s.details.sceneType)).size).toBe(1);
    expect(new Set(MOOD_SAMPLES.map(sampleCaption)).size).toBe(MOOD_SAMPLES.length);
    expect(MOOD_SAMPLES.map(sampleCaption)).toContain('Sunset · Falling Leaves · Gentle Creatures');
  });
});
