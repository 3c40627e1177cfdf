import { describe, expect, it } from 'vitest';
import {
  MAX_PER_SUBJECT,
  MAX_SUBJECTS,
  MOODS,
  pluralOf,
  SETTINGS,
  SUBJECTS,
  TIMES,
} from './scene-lexicon.ts';
import { findCaption, MAX_CAPTION_CHARS, parseScene } from './scene-parse.ts';

const ids = (prompt: string) => parseScene(prompt).subjects.map((s) => [s.id, s.count]);

describe('the scene lexicon', () => {
  it('has at least 40 drawable subjects and 10 settings', () => {
    expect(Object.keys(SUBJECTS).length).toBeGreaterThanOrEqual(40);
    expect(Object.keys(SETTINGS).length).toBeGreaterThanOrEqual(10);
  });

  it('reads every word of every subject, singular and plural, as that subject', () => {
    for (const [id, entry] of Object.entries(SUBJECTS)) {
      const plurals = new Set(entry.words.map(pluralOf));
      for (const word of entry.words) {
        expect(parseScene(`a ${word} here`).subjects[0]?.id, word).toBe(id);
        // A listed word that is already a plural ("people", "children") has no plural of its own.
        if (plurals.has(word)) continue;
        const spec = parseScene(`the ${pluralOf(word)} here`);
        expect(spec.subjects[0]?.id, pluralOf(word)).toBe(id);
      }
    }
  });

  it('reads every word of every setting, time and mood', () => {
    for (const [id, words] of Object.entries(SETTINGS))
      for (const word of words.split(',')) expect(parseScene(`x ${word} y`).setting, word).toBe(id);
    for (const [id, words] of Object.entries(TIMES))
      for (const word of words.split(',')) expect(parseScene(`x ${word} y`).time, word).toBe(id);
    for (const [id, words] of Object.entries(MOODS))
      for (const word of words.split(',')) expect(parseScene(`x ${word} y`).mood, word).toBe(id);
  });

  it('makes plurals the English way', () => {
    expect(['cat', 'puppy', 'box', 'person', 'snowman', 'fish', 'hot air balloon'].map(pluralOf)).toEqual([
      'cats',
      'puppies',
      'boxes',
      'people',
      'snowmen',
      'fish',
      'hot air balloons',
    ]);
  });
});

describe('parseScene', () => {
  it('finds the subjects, setting, time and mood of a prompt', () => {
    expect(parseScene('a cat on a beach at sunset')).toEqual({
      subjects: [{ id: 'cat', count: 1, word: 'cat' }],
      setting: 'beach',
      time: 'sunset',
      colors: [],
    });
    expect(parseScene('A robot in a neon city at night')).toMatchObject({
      subjects: [{ id: 'robot', count: 1 }],
      setting: 'city',
      time: 'night',
      mood: 'neon',
    });
  });

  it('counts: number words, digits, bare plurals and groups', () => {
    expect(ids('two puppies and 3 kittens')).toEqual([
      ['dog', 2],
      ['cat', 3],
    ]);
    expect(ids('kittens')).toEqual([['cat', 3]]);
    expect(ids('a flock of birds over a lone tree')).toEqual([
      ['bird', 5],
      ['tree', 1],
    ]);
    expect(ids('a pair of red shoes and a couple of dogs')).toEqual([['dog', 2]]);
    expect(ids('a family with a team of people')).toEqual([['person', 3]]);
  });

  it('prefers the longer phrase: a hot air balloon is not a balloon, a teddy bear is a bear', () => {
    expect(ids('a hot air balloon and a teddy bear')).toEqual([
      ['hotAirBalloon', 1],
      ['bear', 1],
    ]);
    expect(parseScene('golden hour').time).toBe('sunset');
    expect(parseScene('in black and white').mood).toBe('monochrome');
    expect(parseScene('a fish under the sea').setting).toBe('underwater');
  });

  it('takes the first setting and time named, and merges a subject named twice', () => {
    const spec = parseScene('a dog in the city, then a dog at the beach at dawn at night');
    expect(spec).toMatchObject({ setting: 'city', time: 'dawn', subjects: [{ id: 'dog', count: 1 }] });
  });

  it('gives a colour word before a subject to that subject, other colours to the palette', () => {
    const spec = parseScene('two red cars and a dog, in pink and gold');
    expect(spec.subjects).toEqual([
      { id: 'car', count: 2, word: 'cars', color: '#d62828' },
      { id: 'dog', count: 1, word: 'dog' },
    ]);
    expect(spec.colors).toEqual(['#ff5d8f', '#d4a017']);
  });

  it('caps each subject and the whole scene', () => {
    expect(ids('100 cats')).toEqual([['cat', MAX_PER_SUBJECT]]);
    const total = parseScene('5 cats, 5 dogs, 5 birds').subjects.reduce((n, s) => n + s.count, 0);
    expect(total).toBe(MAX_SUBJECTS);
  });

  it('finds nothing in a prompt without known words', () => {
    expect(parseScene('Happy anniversary to everyone!')).toEqual({ subjects: [], colors: [] });
  });
});

describe('captions', () => {
  it('has none unless the prompt asks for words in the picture', () => {
    expect(parseScene('a dog named Biscuit on a beach').caption).toBeUndefined();
    expect(parseScene("a cat's birthday at noon").caption).toBeUndefined();
  });

  it('takes quoted words, straight or curly, and leaves them out of the reading', () => {
    const spec = parseScene('a dog holding a sign saying "Happy birthday, cat lover!"');
    expect(spec.caption).toBe('Happy birthday, cat lover!');
    expect(spec.subjects.map((s) => s.id)).toEqual(['dog', 'sign']);
    expect(findCaption('a banner “Welcome back, Ava” in a city').caption).toBe('Welcome back, Ava');
    expect(findCaption('a mug reading ‘Best boss’').caption).toBe('Best boss');
  });

  it('takes the words after "saying", "with the words" or a sign that reads, when unquoted', () => {
    expect(findCaption('a sign that reads Welcome to Lisbon. A sunny day').caption).toBe('Welcome to Lisbon');
    expect(findCaption('a cake with the words happy retirement Sam').caption).toBe('happy retirement Sam');
    const robot = parseScene('A smiling robot holding a sign that says Hello Ava');
    expect(robot.caption).toBe('Hello Ava');
    expect(robot.subjects.map((s) => s.id)).toEqual(['robot', 'sign']);
  });

  it('does not take a verb for a request for words', () => {
    const spec = parseScene('an octopus reading a book under the sea');
    expect(spec.caption).toBeUndefined();
    expect(spec.subjects.map((s) => s.id)).toEqual(['octopus', 'book']);
  });

  it('cuts a long caption at a word', () => {
    const caption = findCaption(`a sign saying "${'congratulations '.repeat(8)}"`).caption ?? '';
    expect(caption.length).toBeLessThanOrEqual(MAX_CAPTION_CHARS);
    expect(caption.endsWith('congratulations…')).toBe(true);
  });

  it('removes control and hidden format characters from a caption', () => {
    // U+202E would draw the words reversed, U+0000 a box, U+200B nothing at all.
    expect(findCaption('a sign saying "Hi \u202eSam\u0000 \u200b!"').caption).toBe('Hi Sam !');
    expect(findCaption('a banner “\u202e\u2066”').caption).toBeUndefined();
  });

  it('cuts a long caption between user-perceived characters, never inside one', () => {
    // 70 emoji outside the BMP (surrogate pairs), letters with a combining accent, wide CJK characters.
    for (const unit of ['😀', 'e\u0301', '字']) {
      const caption = findCaption(`a sign saying "${unit.repeat(70)}"`).caption ?? '';
      expect(caption).toBe(`${unit.repeat(MAX_CAPTION_CHARS - 1)}…`);
    }
  });
});
