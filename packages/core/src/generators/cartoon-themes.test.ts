import { describe, expect, it } from 'vitest';
import { referenceImageSchema } from '../api/generation.ts';
import { CARTOON_STYLES_INITIAL_COUNT, CARTOON_THEME_COUNT } from '../constants/generators.ts';
import {
  CARTOON_THEMES,
  composeCartoonPrompt,
  DEFAULT_CARTOON_OPTIONS,
  findCartoonTheme,
  surpriseCartoon,
} from './cartoon-themes.ts';

const BRANDS = /pixar|disney|ghibli|simpsons|marvel|dc comics|looney|hanna|nintendo|lego|peanuts|dreamworks/i;

describe('cartoon themes', () => {
  it('has 20 themes with unique ids and labels, each with a prompt and a preview', () => {
    expect(CARTOON_THEMES).toHaveLength(CARTOON_THEME_COUNT);
    expect(new Set(CARTOON_THEMES.map((t) => t.id)).size).toBe(CARTOON_THEME_COUNT);
    expect(new Set(CARTOON_THEMES.map((t) => t.label)).size).toBe(CARTOON_THEME_COUNT);
    for (const t of CARTOON_THEMES) {
      expect(t.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(t.preview).toBe(`/cartoon-styles/${t.id}.png`);
      expect(t.prompt.length).toBeGreaterThan(40);
      expect(t.label.length).toBeLessThanOrEqual(120);
    }
  });

  it('names no brand or studio', () => {
    for (const t of CARTOON_THEMES) expect(`${t.label} ${t.prompt}`).not.toMatch(BRANDS);
  });

  it('opens the grid on the eight styles the issue names', () => {
    expect(CARTOON_THEMES.slice(0, CARTOON_STYLES_INITIAL_COUNT).map((t) => t.label)).toEqual([
      'Classic Anime',
      'Retro Comic',
      'Claymation',
      'Pop Art',
      'Noir Ink',
      'Watercolor Storybook',
      'Pixel Art',
      'Paper Cut-Out',
    ]);
  });

  it('finds a theme by id or label, in any case', () => {
    expect(findCartoonTheme('pop-art')?.label).toBe('Pop Art');
    expect(findCartoonTheme(' paper cut-out ')?.id).toBe('paper-cutout');
    expect(findCartoonTheme('Something else')).toBeUndefined();
    expect(findCartoonTheme(undefined)).toBeUndefined();
  });
});

describe('composeCartoonPrompt', () => {
  const anime = CARTOON_THEMES[0];

  it("is the theme's prompt alone by default", () => {
    expect(composeCartoonPrompt({ theme: anime })).toBe(anime?.prompt);
  });

  it('is empty without a theme and without custom text', () => {
    expect(composeCartoonPrompt({ custom: '   ' })).toBe('');
    expect(composeCartoonPrompt({ custom: 'a cat in a hat' })).toBe('a cat in a hat');
  });

  it('adds custom text, one sentence per changed option and the caption', () => {
    const prompt = composeCartoonPrompt({
      theme: anime,
      custom: 'wearing a red scarf',
      options: { lineWeight: 'bold', colorIntensity: 'muted', background: 'simplify' },
      caption: 'Hi Ava!',
    });
    expect(prompt).toContain(`${anime?.prompt} wearing a red scarf`);
    expect(prompt).toContain('bold, thick outlines');
    expect(prompt).toContain('muted');
    expect(prompt).toContain('Simplify the background');
    expect(prompt).toMatch(/caption box that reads "Hi Ava!"\.$/);
    expect(composeCartoonPrompt({ theme: anime, options: DEFAULT_CARTOON_OPTIONS })).toBe(anime?.prompt);
  });
});

describe('surpriseCartoon', () => {
  it('never repeats the current theme and sometimes adds a touch', () => {
    const seq = (values: number[]) => () => values.shift() ?? 0;
    expect(surpriseCartoon(0, seq([0, 0, 0.2])).themeIndex).toBe(1);
    expect(surpriseCartoon(null, seq([0.99, 0.9, 0])).themeIndex).toBe(19);
    expect(surpriseCartoon(3, seq([0.5, 0.1])).touch).toBe('');
    expect(surpriseCartoon(3, seq([0.5, 0.9, 0])).touch).not.toBe('');
    for (let i = 0; i < 50; i++) expect(surpriseCartoon(5).themeIndex).not.toBe(5);
  });
});

describe('referenceImageSchema (cartoon variant)', () => {
  const base = { imageType: 'cartoonStyle', basePrompt: 'x', provider: 'openai' } as const;

  it('accepts the advanced options and a caption', () => {
    const ok = referenceImageSchema.safeParse({
      ...base,
      style: 'Pop Art',
      options: { lineWeight: 'bold', colorIntensity: 'vivid', background: 'simplify' },
      caption: ' Hi Ava! ',
    });
    expect(ok.success).toBe(true);
    expect(ok.success && 'caption' in ok.data ? ok.data.caption : null).toBe('Hi Ava!');
  });

  it('rejects unknown option values and fields, and long captions', () => {
    expect(referenceImageSchema.safeParse({ ...base, options: { lineWeight: 'huge' } }).success).toBe(false);
    expect(referenceImageSchema.safeParse({ ...base, options: { glow: true } }).success).toBe(false);
    expect(referenceImageSchema.safeParse({ ...base, caption: 'x'.repeat(81) }).success).toBe(false);
  });
});
