import { describe, expect, it } from 'vitest';
import { ghibliDetailsSchema } from '../api/generation.ts';
import { GHIBLI_STYLE_SENTENCE } from './ghibli-phrases.ts';
import {
  composeGhibliPrompt,
  GHIBLI_INSPIRATIONS,
  GHIBLI_NAME_TOKEN,
  type GhibliFormChoices,
  ghibliCharacterName,
  ghibliDetails,
  ghibliFormPrompt,
  hasGhibliOptions,
  initialGhibliChoices,
} from './ghibli-prompt.ts';

const choices = (patch: Partial<GhibliFormChoices> = {}): GhibliFormChoices => ({
  ...initialGhibliChoices(),
  ...patch,
});

describe('Ghibli prompt', () => {
  it('sends the form’s description, which holds the options’ sentence, with the style; a blank box from the options', () => {
    const form = choices({ description: 'Two friends. The scene is here.', sceneType: 'Small Town' });
    expect(ghibliFormPrompt(form)).toBe(`Two friends. The scene is here. ${GHIBLI_STYLE_SENTENCE}`);
    expect(ghibliFormPrompt(choices({ description: 'No stop' }))).toBe(`No stop. ${GHIBLI_STYLE_SENTENCE}`);
    expect(ghibliFormPrompt(choices({ sceneType: 'Small Town' }))).toBe(
      composeGhibliPrompt(choices({ sceneType: 'Small Town' })),
    );
    expect(ghibliFormPrompt(choices({ description: '  ' }))).toBe('');
  });

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

describe('Ghibli inspirations', () => {
  it('offers five distinct, original prompts', () => {
    expect(GHIBLI_INSPIRATIONS).toHaveLength(5);
    expect(new Set(GHIBLI_INSPIRATIONS.map((i) => i.prompt)).size).toBe(5);
    for (const { prompt } of GHIBLI_INSPIRATIONS)
      expect(prompt).not.toMatch(/totoro|chihiro|kiki|howl|ponyo|mononoke|calcifer|no-face/i);
  });
});
