import { describe, expect, it } from 'vitest';
import { renderGhibli, resolveGhibliChoices } from './ghibli.ts';
import { meanLuminance, pixelDifference } from './test-images.ts';

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

  it('reads the prose only for a free-text prompt: typed details are the whole choice', () => {
    const prompt = 'A Mountain Village at Dawn with Snow and Lanterns';
    const typed = resolveGhibliChoices({
      prompt,
      details: { timeOfDay: 'Sunset', elements: ['Glowing Plants'] },
    });
    expect(typed).toMatchObject({ timeOfDay: 'Sunset', weather: 'Clear Sky', elements: ['Glowing Plants'] });
    expect(typed.seed).toBe(resolveGhibliChoices({ prompt }).seed);
    expect(resolveGhibliChoices({ prompt })).toMatchObject({ timeOfDay: 'Dawn', weather: 'Snow' });
  });
});
