import { seededRandom } from '@mergepix/core';
import { describe, expect, it } from 'vitest';
import { resolveScene } from './scene-choices.ts';
import { SUBJECTS } from './scene-lexicon.ts';
import { parseScene } from './scene-parse.ts';

const resolve = (prompt: string, seed = 1) => resolveScene(parseScene(prompt), seededRandom(seed));
const ids = (prompt: string, seed = 1) => resolve(prompt, seed).subjects.map((s) => s.id);

describe('resolveScene', () => {
  it('keeps what the prompt says', () => {
    expect(resolve('a penguin on a beach at sunset')).toMatchObject({ setting: 'beach', time: 'sunset' });
    expect(ids('a penguin on a beach at sunset')).toEqual(['penguin']);
  });

  it('takes the setting the first subject lives in, and noon when no time is named', () => {
    expect(resolve('two penguins')).toMatchObject({ setting: 'snow', time: 'noon' });
    expect(resolve('a whale and a dog').setting).toBe('underwater');
    expect(resolve('an astronaut').time).toBe('night');
  });

  it('gives a prompt without subjects the subjects of its setting, seeded', () => {
    const seeds = [1, 2, 3, 4, 5, 6].map((seed) => resolve('a quiet afternoon', seed));
    for (const choice of seeds) expect(choice.subjects.length).toBeGreaterThan(0);
    expect(new Set(seeds.map((c) => c.setting)).size).toBeGreaterThan(1);
    expect(resolve('a quiet afternoon', 3)).toEqual(resolve('a quiet afternoon', 3));
  });

  it('stands a landmark in the land under a sky-only scene, and beside a bare sign', () => {
    const balloons = ids('hot air balloons over the mountains');
    expect(balloons).toEqual(['hotAirBalloon', 'house']);
    const sign = ids('a sign at the beach');
    expect(sign.at(-1)).toBe('sign');
    expect(sign.some((id) => id !== 'sign' && SUBJECTS[id].place !== 'sky')).toBe(true);
  });

  it('suits up a person in space', () => {
    expect(ids('a woman and a rocket in space')).toEqual(['astronaut', 'rocket']);
  });
});
