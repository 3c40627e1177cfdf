import {
  composeGhibliPrompt,
  GHIBLI_CHARACTER_TYPES,
  GHIBLI_ELEMENTS,
  GHIBLI_SCENE_TYPES,
  GHIBLI_TIMES,
  GHIBLI_WEATHER,
  initialGhibliChoices,
} from '@mergepix/core';
import { describe, expect, it } from 'vitest';
import { CJK_SENTENCE, checkRealGlyphs, SCRIPT_WORD_PAIRS } from '../../test-support/lettering-checks.ts';
import { meanLuminance, pixelDifference } from '../test-images.ts';
import { renderGhibli, resolveGhibliChoices } from './ghibli.ts';

const size = { width: 320, height: 320 };

describe('ghibli renderer', () => {
  it('paints Night darker than Day', async () => {
    const base = { size, prompt: 'A quiet countryside' };
    const [day, night] = await Promise.all([
      renderGhibli({ ...base, details: { sceneType: 'Countryside', timeOfDay: 'Day' } }),
      renderGhibli({ ...base, details: { sceneType: 'Countryside', timeOfDay: 'Night' } }),
    ]);
    expect(await meanLuminance(night)).toBeLessThan((await meanLuminance(day)) * 0.6);
  });

  it('draws every scene, weather and element without failing', async () => {
    const renders = await Promise.all(
      (['Ocean View', 'Floating Castle', 'Train Journey', 'Ancient Temple', 'Magical Forest'] as const).map(
        (sceneType, i) =>
          renderGhibli({
            size,
            prompt: `scene ${i}`,
            details: {
              sceneType,
              weather: (['Heavy Storm', 'Snow', 'Foggy', 'Cherry Blossoms', 'Magical Particles'] as const)[i],
              elements: ['Lanterns', 'Wind Swirls', 'Gentle Creatures', 'Mysterious Shadows', 'Magic Dust'],
              characterType: 'Witch/Wizard',
            },
          }),
      ),
    );
    expect(await pixelDifference(renders[0] as Buffer, renders[1] as Buffer)).toBeGreaterThan(5);
  });

  it('reads choices from the prompt, seeds the rest from it, and lets explicit options win', () => {
    const fromPrompt = resolveGhibliChoices({ prompt: 'A Mountain Village at Dawn with Snow and Lanterns' });
    expect(fromPrompt).toMatchObject({
      sceneType: 'Mountain Village',
      timeOfDay: 'Dawn',
      weather: 'Snow',
      elements: ['Lanterns'],
      characterType: 'None',
    });
    const explicit = resolveGhibliChoices({
      prompt: 'at Dawn',
      details: { timeOfDay: 'Night', characterName: 'Ava' },
    });
    expect(explicit.timeOfDay).toBe('Night');
    expect(explicit.characterType).toBe('Human Child');
    const free = resolveGhibliChoices({ prompt: 'something lovely' });
    expect(free).toEqual(resolveGhibliChoices({ prompt: 'Something lovely ' }));
    expect(free.elements).toHaveLength(1);
  });

  it('lets typed details win, and reads the prose for the options they leave out', () => {
    const prompt = 'A Mountain Village at Dawn with Snow and Lanterns';
    const typed = resolveGhibliChoices({
      prompt,
      details: { timeOfDay: 'Sunset', elements: ['Glowing Plants'] },
    });
    expect(typed).toMatchObject({
      sceneType: 'Mountain Village',
      timeOfDay: 'Sunset',
      weather: 'Snow',
      elements: ['Glowing Plants'],
    });
    expect(typed.seed).toBe(resolveGhibliChoices({ prompt }).seed);
    const rainy = resolveGhibliChoices({ prompt: 'a rainy night', details: { elements: ['Lanterns'] } });
    expect(rainy).toMatchObject({ timeOfDay: 'Night', weather: 'Gentle Rain', elements: ['Lanterns'] });
  });

  it('never reads the personalized name as an option', () => {
    const choices = resolveGhibliChoices({
      prompt: 'It features a curious human child named Dawn. A small wooden sign in the scene reads "Dawn".',
      details: { characterName: 'Dawn' },
    });
    expect(choices).toMatchObject({ timeOfDay: 'Day', characterType: 'Human Child' });
  });

  it('reads back exactly the options a composed prompt chose, each phrase naming only its own', () => {
    const lists = {
      sceneType: GHIBLI_SCENE_TYPES,
      timeOfDay: GHIBLI_TIMES,
      weather: GHIBLI_WEATHER,
    } as const;
    const defaults = { timeOfDay: 'Day', weather: 'Clear Sky' };
    for (const [field, options] of Object.entries(lists))
      for (const option of options) {
        const prompt = composeGhibliPrompt({ ...initialGhibliChoices(), [field]: option });
        const resolved = resolveGhibliChoices({ prompt });
        expect(resolved[field as keyof typeof lists]).toBe(option);
        for (const [other, value] of Object.entries(defaults))
          if (other !== field) expect(resolved[other as keyof typeof defaults], prompt).toBe(value);
        expect(resolved.characterType, prompt).toBe('None');
      }
    for (const characterType of GHIBLI_CHARACTER_TYPES) {
      const prompt = composeGhibliPrompt({ ...initialGhibliChoices(), characterType });
      const resolved = resolveGhibliChoices({ prompt });
      expect(resolved, prompt).toMatchObject({ timeOfDay: 'Day', weather: 'Clear Sky' });
    }
    for (const element of GHIBLI_ELEMENTS) {
      const prompt = composeGhibliPrompt({ ...initialGhibliChoices(), elements: [element] });
      expect(resolveGhibliChoices({ prompt }), prompt).toMatchObject({
        elements: [element],
        timeOfDay: 'Day',
        weather: 'Clear Sky',
        characterType: 'None',
      });
    }
  });
});

describe('ghibli name sign in any script', () => {
  const side = 512;
  const render = (characterName?: string) =>
    renderGhibli({
      size: { width: side, height: side },
      prompt: 'A quiet countryside',
      details: { sceneType: 'Countryside', timeOfDay: 'Day', characterType: 'None', characterName },
    });
  // The sign stands at 0.62 of the width, on the ground around 0.8 of the height.
  const sign = { left: 192, top: 256, width: 256, height: 192 };

  it.each(SCRIPT_WORD_PAIRS)(
    'paints %s names with real glyphs (two names differ where missing glyphs would not)',
    (_, a, b, noto) => checkRealGlyphs(render, sign, 0.3, [a, b, noto]),
  );

  it('keeps a long CJK name on its board, leaving the sky untouched', async () => {
    const [plain, long] = await Promise.all([render(), render(CJK_SENTENCE.repeat(4))]);
    expect(await pixelDifference(plain, long, sign)).toBeGreaterThan(0.3);
    expect(await pixelDifference(plain, long, { left: 0, top: 0, width: side, height: 224 })).toBe(0);
  });
});
