import { describe, expect, it } from 'vitest';
import { ghibliDetailsSchema } from '../api/generation.ts';
import { GHIBLI_RANDOM_ELEMENTS_RANGE } from '../constants/generators.ts';
import { GHIBLI_ELEMENTS } from './ghibli-options.ts';
import { GHIBLI_STYLE_SENTENCE } from './ghibli-phrases.ts';
import {
  composeGhibliPrompt,
  GHIBLI_INSPIRATIONS,
  GHIBLI_NAME_TOKEN,
  GHIBLI_RANDOM_SCENES,
  type GhibliFormChoices,
  ghibliCharacterName,
  ghibliDetails,
  hasGhibliOptions,
  initialGhibliChoices,
  randomizeGhibli,
} from './ghibli-prompt.ts';

const choices = (patch: Partial<GhibliFormChoices> = {}): GhibliFormChoices => ({
  ...initialGhibliChoices(),
  ...patch,
});

/** A repeatable source of numbers in [0, 1). */
function seeded(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1664525 + 1013904223) % 2 ** 32;
    return s / 2 ** 32;
  };
}

describe('Ghibli prompt', () => {
  it('builds nothing from an empty form: the "none buildable" case', () => {
    expect(composeGhibliPrompt(choices())).toBe('');
    expect(composeGhibliPrompt(choices({ description: '   ' }))).toBe('');
    expect(hasGhibliOptions(choices())).toBe(false);
    // The name field alone does not count while the checkbox is off.
    expect(hasGhibliOptions(choices({ characterName: 'Ava' }))).toBe(false);
  });

  it('keeps the description word for word, then adds the options and the style', () => {
    const prompt = composeGhibliPrompt(
      choices({ description: 'Two friends share an umbrella', sceneType: 'Small Town', timeOfDay: 'Night' }),
    );
    expect(prompt.startsWith('Two friends share an umbrella. The scene is a cozy small town')).toBe(true);
    expect(prompt).toContain('at night under a starry sky');
    expect(prompt.endsWith(GHIBLI_STYLE_SENTENCE)).toBe(true);
  });

  it('is rebuilt from the options alone when there is no description', () => {
    const prompt = composeGhibliPrompt(
      choices({
        sceneType: 'Ocean View',
        characterType: 'Spirit',
        weather: 'Snow',
        elements: ['Lanterns', 'Magic Dust', 'Wind Swirls'],
      }),
    );
    expect(prompt).toContain('The scene is an ocean view');
    expect(prompt).toContain('with soft snow falling');
    expect(prompt).toContain('It features a small, shy spirit.');
    expect(prompt).toContain(
      'Magical touches: warm paper lanterns, magic dust shimmering in the light and wind swirls',
    );
  });

  it('names the personalized character and its sign only while the checkbox is on', () => {
    const off = choices({ characterName: 'Ava', characterType: 'Witch/Wizard' });
    expect(composeGhibliPrompt(off)).not.toContain('Ava');
    expect(ghibliDetails(off)).toEqual({ characterType: 'Witch/Wizard' });

    const on = { ...off, personalized: true };
    expect(composeGhibliPrompt(on)).toContain('a young witch/wizard with a broom named Ava.');
    expect(composeGhibliPrompt(on)).toContain('reads "Ava"');
    expect(ghibliDetails(on)).toEqual({ characterType: 'Witch/Wizard', characterName: 'Ava' });
  });

  it('gives a named character the default child, and a sign alone with "None"', () => {
    const named = choices({ personalized: true, characterName: 'Kai' });
    expect(hasGhibliOptions(named)).toBe(true);
    expect(composeGhibliPrompt(named)).toContain('a curious human child named Kai');
    const alone = { ...named, characterType: 'None' as const };
    expect(composeGhibliPrompt(alone)).toContain('No characters appear');
    expect(composeGhibliPrompt(alone)).toContain('reads "Kai"');
  });

  it('starts the name on the first-name token and clips long names', () => {
    expect(initialGhibliChoices().characterName).toBe(GHIBLI_NAME_TOKEN);
    expect(ghibliCharacterName({ personalized: true, characterName: ` ${'x'.repeat(80)} ` })).toHaveLength(
      60,
    );
  });

  it('sends only the chosen options as details, valid for the schema', () => {
    expect(ghibliDetails(choices())).toEqual({});
    const all = choices({
      sceneType: 'Ancient Temple',
      characterType: 'None',
      timeOfDay: 'Magical Hour',
      weather: 'Foggy',
      elements: ['Ancient Ruins'],
      personalized: true,
      characterName: GHIBLI_NAME_TOKEN,
    });
    // The web passes the name with its tokens filled.
    const details = ghibliDetails(all, 'Noor');
    expect(details).toEqual({
      sceneType: 'Ancient Temple',
      characterType: 'None',
      timeOfDay: 'Magical Hour',
      weather: 'Foggy',
      elements: ['Ancient Ruins'],
      characterName: 'Noor',
    });
    expect(ghibliDetailsSchema.safeParse(details).success).toBe(true);
  });
});

describe('Ghibli random pick', () => {
  it('chooses every option and 1-3 distinct elements', () => {
    const counts = new Set<number>();
    for (let seed = 1; seed <= 200; seed++) {
      const next = randomizeGhibli(choices(), seeded(seed));
      expect(next.sceneType).not.toBe('');
      expect(next.characterType).not.toBe('');
      expect(next.timeOfDay).not.toBe('');
      expect(next.weather).not.toBe('');
      expect(new Set(next.elements).size).toBe(next.elements.length);
      expect(next.elements.every((e) => GHIBLI_ELEMENTS.includes(e))).toBe(true);
      counts.add(next.elements.length);
    }
    const { min, max } = GHIBLI_RANDOM_ELEMENTS_RANGE;
    expect([...counts].sort()).toEqual([1, 2, 3].filter((n) => n >= min && n <= max));
  });

  it('keeps a typed description, and replaces its own random text with a different one', () => {
    const typed = randomizeGhibli(choices({ description: 'My own words' }), seeded(3));
    expect(typed.description).toBe('My own words');
    expect(typed.descriptionSource).toBe('user');

    const empty = randomizeGhibli(choices(), seeded(3));
    expect(GHIBLI_RANDOM_SCENES).toContain(empty.description);
    expect(empty.descriptionSource).toBe('random');
    for (let seed = 1; seed < 50; seed++)
      expect(randomizeGhibli(empty, seeded(seed)).description).not.toBe(empty.description);

    const inspired = choices({ description: 'An inspiration', descriptionSource: 'inspiration' });
    expect(randomizeGhibli(inspired, seeded(5)).descriptionSource).toBe('random');
  });

  it('keeps the personalized name as it was', () => {
    const next = randomizeGhibli(choices({ personalized: true, characterName: 'Ava' }), seeded(9));
    expect(next).toMatchObject({ personalized: true, characterName: 'Ava' });
  });
});

describe('Ghibli inspirations', () => {
  it('offers five distinct, original prompts', () => {
    expect(GHIBLI_INSPIRATIONS).toHaveLength(5);
    expect(new Set(GHIBLI_INSPIRATIONS.map((i) => i.prompt)).size).toBe(5);
    for (const { prompt } of GHIBLI_INSPIRATIONS)
      expect(prompt).not.toMatch(/totoro|chihiro|kiki|howl|ponyo|mononoke|calcifer|no-face/i);
  });
});
