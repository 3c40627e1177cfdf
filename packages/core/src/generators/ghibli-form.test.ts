import { describe, expect, it } from 'vitest';
import { GHIBLI_RANDOM_ELEMENTS_RANGE } from '../constants/generators.ts';
import {
  GHIBLI_RANDOM_SCENES,
  ghibliOwnWords,
  randomizeGhibli,
  withOwnWords,
  withRebuiltDescription,
} from './ghibli-form.ts';
import { GHIBLI_ELEMENTS } from './ghibli-options.ts';
import { GHIBLI_PHRASES } from './ghibli-phrases.ts';
import { type GhibliFormChoices, ghibliOptionsSentence, initialGhibliChoices } from './ghibli-prompt.ts';

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

/** The form after the visitor changed options, rebuilt as the generator does. */
const change = (form: GhibliFormChoices, patch: Partial<GhibliFormChoices>) =>
  withRebuiltDescription({ ...form, ...patch });

describe('the Ghibli description box', () => {
  it('is written from the options as they are chosen, and rewritten when they change', () => {
    const night = change(choices(), { sceneType: 'Small Town', timeOfDay: 'Night' });
    expect(night.description).toBe(ghibliOptionsSentence(night));
    expect(night.description).toContain(GHIBLI_PHRASES.time.Night);
    const dawn = change(night, { timeOfDay: 'Dawn' });
    expect(dawn.description).toContain(GHIBLI_PHRASES.time.Dawn);
    expect(dawn.description).not.toContain(GHIBLI_PHRASES.time.Night);
    expect(change(dawn, { sceneType: '', timeOfDay: '' }).description).toBe('');
  });

  it('keeps the visitor’s words around the options’ sentence', () => {
    const built = change(choices(), { weather: 'Snow' });
    const typed = { ...built, description: `A fox waits. ${built.description} It is quiet.` };
    const rain = change(typed, { weather: 'Gentle Rain' });
    expect(rain.description).toBe(`A fox waits. ${ghibliOptionsSentence(rain)} It is quiet.`);
    expect(ghibliOwnWords(rain)).toBe('A fox waits. It is quiet.');
    expect(change(rain, { weather: '' }).description).toBe('A fox waits. It is quiet.');
  });

  it('adds the sentence after the visitor’s text when they edited or removed the one it wrote', () => {
    const built = change(choices(), { weather: 'Snow' });
    const edited = { ...built, description: 'My harbour, my own snow words' };
    const next = change(edited, { elements: ['Lanterns'] });
    expect(next.description).toBe(`My harbour, my own snow words. ${ghibliOptionsSentence(next)}`);
    // Options that leave the sentence as it was leave the box alone.
    expect(change(edited, { characterName: 'Ava' })).toEqual({ ...edited, characterName: 'Ava' });
  });

  it('puts new own words (an inspiration) before the options’ sentence, which stays', () => {
    const built = change(choices({ description: 'Old words' }), { sceneType: 'Ocean View' });
    const inspired = withOwnWords(built, 'A quiet train at dawn', 'inspiration');
    expect(inspired.description).toBe(`A quiet train at dawn. ${built.optionsSentence}`);
    expect(inspired.descriptionSource).toBe('inspiration');
    expect(withOwnWords(choices(), 'Only words', 'inspiration').description).toBe('Only words');
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
      // In the list's order, as the chips show them.
      expect(next.elements).toEqual(GHIBLI_ELEMENTS.filter((e) => next.elements.includes(e)));
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

  it('replaces only its own text around the options’ sentence, which the form rebuilds afterwards', () => {
    const built = change(choices(), { sceneType: 'Small Town' });
    const next = randomizeGhibli(built, seeded(7));
    const moment = ghibliOwnWords(next);
    expect(GHIBLI_RANDOM_SCENES).toContain(moment);
    // Until the rebuild the old sentence stands; then the new options' sentence replaces it.
    expect(next.description).toBe(`${moment} ${built.optionsSentence}`);
    const rebuilt = withRebuiltDescription(next);
    expect(rebuilt.description).toBe(`${moment} ${ghibliOptionsSentence(next)}`);
    // Words the visitor typed beside the sentence are kept through the pick.
    const typed = { ...built, description: `Mine. ${built.description}` };
    expect(ghibliOwnWords(randomizeGhibli(typed, seeded(7)))).toBe('Mine.');
  });

  it('keeps the personalized name as it was', () => {
    const next = randomizeGhibli(choices({ personalized: true, characterName: 'Ava' }), seeded(9));
    expect(next).toMatchObject({ personalized: true, characterName: 'Ava' });
  });
});
