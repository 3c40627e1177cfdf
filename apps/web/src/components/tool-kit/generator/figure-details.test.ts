import {
  CHARACTER_SETS,
  type CreatorChoices,
  creatorTemplate,
  FIGURE_DETAILS_LIMITS,
  figureDetailsSchema,
  initialCharacterChoices,
  initialCreatorChoices,
} from '@mergepix/core';
import { describe, expect, it } from 'vitest';
import { characterDetails, creatorDetails, packageColorList } from './figure-details';

const long = (n: number) => 'x'.repeat(n);

describe('characterDetails', () => {
  const character = CHARACTER_SETS.wrestling[0];
  if (!character) throw new Error('no wrestling legend');

  it('carries title, name, accessories, pose and packaging', () => {
    const choices = { ...initialCharacterChoices(character), accessories: ['Steel Chair'] };
    expect(characterDetails(character, choices, ' Ava ')).toEqual({
      title: character.title,
      name: 'Ava',
      accessories: ['Steel Chair'],
      pose: character.poses[0],
      packaging: character.packaging,
    });
  });

  it('carries the removed elements so the offline figure leaves them out', () => {
    const removals = character.removals.slice(0, 1);
    const details = characterDetails(character, { ...initialCharacterChoices(character), removals });
    expect(details.removals).toEqual(removals);
    expect(figureDetailsSchema.safeParse(details).success).toBe(true);
  });

  it('leaves the name out without FIRSTNAME', () => {
    expect(characterDetails(character, initialCharacterChoices(character))).not.toHaveProperty('name');
  });

  it('clips everything so the server schema accepts it', () => {
    const huge = {
      ...character,
      title: long(500),
      packaging: long(900),
    };
    const choices = {
      accessories: Array.from({ length: 20 }, (_, i) => `${i}${long(100)}`),
      removals: [],
      pose: long(200),
      customText: '',
    };
    const details = characterDetails(huge, choices, long(300));
    expect(details.accessories).toHaveLength(FIGURE_DETAILS_LIMITS.accessories);
    expect(figureDetailsSchema.safeParse(details).success).toBe(true);
  });
});

describe('packageColorList', () => {
  it('splits a colour phrase into at most four names', () => {
    expect(packageColorList('deep navy blue and metallic gold')).toEqual(['deep navy blue', 'metallic gold']);
    expect(packageColorList('Red & Black')).toEqual(['Red', 'Black']);
    expect(packageColorList('a, b, c, d, e')).toEqual(['a', 'b', 'c', 'd']);
    expect(packageColorList('  ')).toEqual([]);
  });
});

describe('creatorDetails', () => {
  const template = creatorTemplate('vinyl-pop');

  it('builds the payload from the form, the template and the resolved colours', () => {
    const choices: CreatorChoices = {
      ...initialCreatorChoices(),
      templateId: 'vinyl-pop',
      name: 'Ava Stone',
      company: 'Acme',
      jobTitle: 'CMO',
      accessories: ['Laptop', 'Pen'],
    };
    expect(creatorDetails(choices, template, 'bright teal and warm coral')).toEqual({
      title: template.name,
      name: 'Ava Stone',
      company: 'Acme',
      jobTitle: 'CMO',
      packaging: template.packaging,
      colors: ['bright teal', 'warm coral'],
      accessories: ['Laptop', 'Pen'],
    });
  });

  it('leaves out empty fields and clips oversized ones to what the server accepts', () => {
    const empty = creatorDetails(initialCreatorChoices(), template, '');
    expect(empty).not.toHaveProperty('name');
    expect(empty).not.toHaveProperty('company');
    const choices: CreatorChoices = {
      ...initialCreatorChoices(),
      name: long(200),
      company: long(200),
      jobTitle: long(200),
      accessories: Array.from({ length: 30 }, (_, i) => `${i}${long(90)}`),
    };
    const details = creatorDetails(choices, { name: long(400), packaging: long(400) }, long(100));
    expect(figureDetailsSchema.safeParse(details).success).toBe(true);
    expect(details.name).toHaveLength(FIGURE_DETAILS_LIMITS.name);
  });

  it('matches the limits of the server schema exactly', () => {
    const L = FIGURE_DETAILS_LIMITS;
    const atLimit = {
      title: long(L.title),
      name: long(L.name),
      company: long(L.company),
      jobTitle: long(L.jobTitle),
      packaging: long(L.packaging),
      colors: Array.from({ length: L.colors }, () => long(L.color)),
      accessories: Array.from({ length: L.accessories }, () => long(L.accessory)),
      pose: long(L.pose),
    };
    expect(figureDetailsSchema.safeParse(atLimit).success).toBe(true);
    for (const key of Object.keys(atLimit) as (keyof typeof atLimit)[]) {
      const value = atLimit[key];
      const over = Array.isArray(value) ? [...value, value[0] ?? ''] : `${value}x`;
      expect(figureDetailsSchema.safeParse({ ...atLimit, [key]: over }).success, key).toBe(false);
    }
    const longAccessory = { ...atLimit, accessories: [long(L.accessory + 1)] };
    expect(figureDetailsSchema.safeParse(longAccessory).success).toBe(false);
    const longColor = { ...atLimit, colors: [long(L.color + 1)] };
    expect(figureDetailsSchema.safeParse(longColor).success).toBe(false);
  });
});
