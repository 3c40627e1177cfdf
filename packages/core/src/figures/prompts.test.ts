import { describe, expect, it } from 'vitest';
import { RETRO_CHARACTERS } from './characters/index.ts';
import {
  ACCESSORY_POOL,
  ACTION_FIGURE_TEMPLATES,
  colorSchemeForCompany,
  PACKAGE_COLOR_SCHEMES,
} from './creator/index.ts';
import {
  composeCharacterPrompt,
  composeCreatorPrompt,
  initialCharacterChoices,
  initialCreatorChoices,
  randomizeCharacter,
  randomizeCreator,
} from './prompts.ts';
import { CHARACTER_PROMPT_CLOSING } from './sentences.ts';

/** A small seeded generator (mulberry32), so randomize tests are repeatable. */
function seeded(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ranger = RETRO_CHARACTERS[0];
if (!ranger) throw new Error('retro set is empty');

describe('composeCharacterPrompt', () => {
  it('puts the parts in the documented order', () => {
    const prompt = composeCharacterPrompt(
      ranger,
      {
        accessories: ['Jet Pack', 'Star Map'],
        removals: ['Helmet'],
        pose: 'mid-leap',
        customText: 'Add a tiny robot sidekick',
      },
      'Ava',
    );
    const order = [
      ranger.basePrompt.slice(0, 30),
      'Additional accessories include: Jet Pack and Star Map.',
      'Remove these elements: Helmet.',
      'The figure is posed in a mid-leap position.',
      `The packaging is ${ranger.packaging}.`,
      'Add a tiny robot sidekick.',
      'The name tag on the packaging reads "Ava".',
      CHARACTER_PROMPT_CLOSING,
    ].map((part) => prompt.indexOf(part));
    expect(order.every((i) => i >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  it('leaves out empty parts and the name tag without a first name', () => {
    const prompt = composeCharacterPrompt(ranger, initialCharacterChoices(ranger), '  ');
    expect(prompt).not.toContain('Additional accessories');
    expect(prompt).not.toContain('Remove these elements');
    expect(prompt).not.toContain('name tag');
    expect(prompt).toContain(`posed in a ${ranger.poses[0]} position`);
    expect(prompt.endsWith(CHARACTER_PROMPT_CLOSING)).toBe(true);
  });

  it('uses only FIRSTNAME: other tokens in custom text stay as typed', () => {
    const prompt = composeCharacterPrompt(
      ranger,
      { ...initialCharacterChoices(ranger), customText: 'for [COMPANY]' },
      'Lee',
    );
    expect(prompt).toContain('for [COMPANY].');
    expect(prompt).toContain('"Lee"');
  });
});

describe('randomizeCharacter', () => {
  it('stays within 0-2 accessories, 0-1 removals, one of the poses, and clears the custom text', () => {
    const random = seeded(7);
    const seen = { acc: new Set<number>(), rem: new Set<number>() };
    for (let i = 0; i < 300; i++) {
      const { index, choices } = randomizeCharacter(RETRO_CHARACTERS, random);
      const character = RETRO_CHARACTERS[index];
      expect(character).toBeDefined();
      if (!character) continue;
      expect(choices.accessories.length).toBeLessThanOrEqual(2);
      expect(choices.removals.length).toBeLessThanOrEqual(1);
      expect(new Set(choices.accessories).size).toBe(choices.accessories.length);
      for (const a of choices.accessories) expect(character.additions).toContain(a);
      for (const r of choices.removals) expect(character.removals).toContain(r);
      expect(character.poses).toContain(choices.pose);
      expect(choices.customText).toBe('');
      seen.acc.add(choices.accessories.length);
      seen.rem.add(choices.removals.length);
    }
    expect([...seen.acc].sort()).toEqual([0, 1, 2]);
    expect([...seen.rem].sort()).toEqual([0, 1]);
  });

  it('is repeatable with the same seed', () => {
    expect(randomizeCharacter(RETRO_CHARACTERS, seeded(3))).toEqual(
      randomizeCharacter(RETRO_CHARACTERS, seeded(3)),
    );
  });
});

describe('composeCreatorPrompt', () => {
  const base = {
    ...initialCreatorChoices(),
    name: 'Sam Rivera',
    company: 'Acme Labs',
    jobTitle: 'Head of Growth',
  };

  it('orders details, the filled template, accessories, colours and style', () => {
    const prompt = composeCreatorPrompt({
      ...base,
      details: 'Wearing a green hoodie',
      accessories: ['Laptop', 'Pen'],
    });
    const template = ACTION_FIGURE_TEMPLATES[0];
    if (!template) throw new Error('no templates');
    const scheme = colorSchemeForCompany('Acme Labs');
    const order = [
      'Wearing a green hoodie.',
      'Sam Rivera',
      'Additional accessories include: Laptop and Pen.',
      scheme.description,
      template.style.slice(0, 20),
    ].map((part) => prompt.indexOf(part));
    expect(order.every((i) => i >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(prompt).toContain('Acme Labs');
    expect(prompt).toContain('Head of Growth');
    expect(prompt).not.toMatch(/\[(NAME|COMPANY|TITLE)\]/);
  });

  it("prefers the user's package colours over the company scheme", () => {
    expect(composeCreatorPrompt({ ...base, packageColors: 'teal and silver' })).toContain(
      'in teal and silver.',
    );
  });

  it('derives the same colours for the same company every time, random ones without a company', () => {
    expect(composeCreatorPrompt(base)).toBe(composeCreatorPrompt(base));
    const noCompany = { ...base, company: '' };
    const last = PACKAGE_COLOR_SCHEMES.at(-1);
    expect(composeCreatorPrompt(noCompany, () => 0.99)).toContain(last?.description ?? '?');
  });
});

describe('randomizeCreator', () => {
  it('picks a style, 2-4 pool accessories and colours, clears details, keeps the person', () => {
    const random = seeded(11);
    const counts = new Set<number>();
    for (let i = 0; i < 200; i++) {
      const next = randomizeCreator({ ...initialCreatorChoices(), name: 'Kim', details: 'old' }, random);
      expect(next.name).toBe('Kim');
      expect(next.details).toBe('');
      expect(next.accessories.length).toBeGreaterThanOrEqual(2);
      expect(next.accessories.length).toBeLessThanOrEqual(4);
      for (const a of next.accessories) expect(ACCESSORY_POOL).toContain(a);
      expect(PACKAGE_COLOR_SCHEMES.map((s) => s.description)).toContain(next.packageColors);
      expect(ACTION_FIGURE_TEMPLATES.map((t) => t.id)).toContain(next.templateId);
      counts.add(next.accessories.length);
    }
    expect([...counts].sort()).toEqual([2, 3, 4]);
  });
});
