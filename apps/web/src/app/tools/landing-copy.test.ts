import {
  ACTION_FIGURE_TEMPLATES,
  CHARACTER_SETS,
  MARKETING_CLAIMS,
  WRESTLING_FEATURED_COUNT,
} from '@mergepix/core';
import { describe, expect, it } from 'vitest';
import { CHARACTER_ART } from '@/components/illustrations/landing/character-art';
import {
  type FigureLandingContent,
  type LandingItem,
  START_CREATING_LABEL,
} from '@/components/tool-kit/landing/landing-content';
import { LANDING_ICONS } from '@/components/tool-kit/landing/landing-icons';
import { ACTION_FIGURES_CONTENT } from '@/features/tools/action-figure/landing-copy';
import { MUSIC_CONTENT } from '@/features/tools/music-figure/landing-copy';
import { RETRO_CONTENT } from '@/features/tools/retro-figure/landing-copy';
import { TV_CONTENT } from '@/features/tools/tv-figure/landing-copy';
import { WRESTLING_CONTENT } from '@/features/tools/wrestling-figure/landing-copy';

const CHARACTER_PAGES: readonly FigureLandingContent[] = [
  RETRO_CONTENT,
  MUSIC_CONTENT,
  TV_CONTENT,
  WRESTLING_CONTENT,
];
const GRID_PAGES = [RETRO_CONTENT, MUSIC_CONTENT, TV_CONTENT] as const;
const ALL_PAGES = [...CHARACTER_PAGES, ACTION_FIGURES_CONTENT] as const;

/** Every string anywhere in a content object, for copy-wide checks. */
function allText(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(allText);
  if (value && typeof value === 'object') return Object.values(value).flatMap(allText);
  return [];
}

/** Real brands, shows, toy lines and performers the copy must never name (case-insensitive). */
const BANNED = [
  'Hasbro',
  'Mattel',
  'Kenner',
  'Lego',
  'Funko',
  'Barbie',
  'G.I. Joe',
  'Transformers',
  'He-Man',
  'Star Trek',
  'Star Wars',
  'Columbo',
  'Seinfeld',
  'Friends',
  'Simpsons',
  'WWE',
  'WWF',
  'WCW',
  'Hulk',
  'Macho Man',
  'Mysterio',
  'Elvis',
  'Madonna',
  'Michael Jackson',
  'Flying V',
  'Pop!',
];

describe('character landing content', () => {
  it.each(GRID_PAGES.map((c) => [c.set, c] as const))('%s: 4 steps, 4 FAQ items, 6 use cases', (_, c) => {
    expect(c.howTo.steps).toHaveLength(4);
    expect(c.faq.items).toHaveLength(4);
    expect(c.useCases.items).toHaveLength(6);
    expect(c.featured.display).toBe('grid');
  });

  it.each(CHARACTER_PAGES.map((c) => [c.set, c] as const))(
    '%s: the four featured characters are the first four of the set, each drawn',
    (_, c) => {
      const set = CHARACTER_SETS[c.set];
      expect(c.featured.items).toHaveLength(4);
      c.featured.items.forEach((item, i) => {
        expect(item.id).toBe(set[i]?.id);
        expect(item.title).toBe(set[i]?.title);
        expect(CHARACTER_ART[item.id]).toBeTypeOf('function');
        expect(item.artLabel.length).toBeGreaterThan(10);
      });
    },
  );

  it('links the featured characters to the editor with the documented labels', () => {
    expect(RETRO_CONTENT.featured.exploreLabel).toBe('Explore All Characters');
    expect(MUSIC_CONTENT.featured.exploreLabel).toBe('Explore All Music Stars');
    expect(TV_CONTENT.featured.exploreLabel).toBe('Explore All TV Characters');
  });

  it('flags the music page as a new feature and keeps the other badges plain', () => {
    expect(MUSIC_CONTENT.hero.badge).toBe('NEW FEATURE');
    expect(MUSIC_CONTENT.hero.badgeIsNew).toBe(true);
    for (const c of [RETRO_CONTENT, TV_CONTENT, WRESTLING_CONTENT]) expect(c.hero.badgeIsNew).toBeFalsy();
  });

  it('quotes the documented set sizes (30 retro and TV characters, 30+ music stars)', () => {
    expect(CHARACTER_SETS.retro).toHaveLength(Number(MARKETING_CLAIMS.retroCharacters.value));
    expect(CHARACTER_SETS.tv).toHaveLength(Number(MARKETING_CLAIMS.tvCharacters.value));
    expect(RETRO_CONTENT.hero.stats[0]?.value).toBe('30');
    expect(TV_CONTENT.hero.stats[0]?.value).toBe('30');
    expect(MUSIC_CONTENT.hero.stats[0]?.value).toBe('30+');
    expect(WRESTLING_CONTENT.hero.stats[0]?.value).toBe('30+');
    expect(CHARACTER_SETS.wrestling.length).toBeGreaterThanOrEqual(30);
  });

  it('wrestling: the documented heading and a carousel over the featured legends', () => {
    const { hero, featured } = WRESTLING_CONTENT;
    expect(`${hero.title} ${hero.highlight}`).toBe('Wrestling Legend Action Figures');
    expect(featured.display).toBe('carousel');
    expect(featured.items).toHaveLength(WRESTLING_FEATURED_COUNT);
  });
});

describe('action figures content', () => {
  it('has four steps, four use cases and claims 12+ styles backed by the templates', () => {
    expect(ACTION_FIGURES_CONTENT.howTo.steps).toHaveLength(4);
    expect(ACTION_FIGURES_CONTENT.useCases.items).toHaveLength(4);
    expect(ACTION_FIGURES_CONTENT.gallery.title).toContain('12+');
    expect(ACTION_FIGURE_TEMPLATES.length).toBeGreaterThanOrEqual(12);
  });
});

describe('every figure landing page', () => {
  it.each(ALL_PAGES.map((c) => [c.slug, c] as const))('%s: closing CTA is "Start Creating Now"', (_, c) => {
    expect(c.cta.buttonLabel).toBe(START_CREATING_LABEL);
    expect(START_CREATING_LABEL).toBe('Start Creating Now');
  });

  it.each(ALL_PAGES.map((c) => [c.slug, c] as const))('%s: FAQ ids are unique', (_, c) => {
    const ids = c.faq.items.map((item) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each(ALL_PAGES.map((c) => [c.slug, c] as const))('%s: every icon id has an icon', (_, c) => {
    const items: LandingItem[] = [...c.howTo.steps, ...c.useCases.items];
    for (const item of items) expect(LANDING_ICONS[item.icon]).toBeDefined();
  });

  it('uses distinct slugs, so element ids never collide across pages', () => {
    const slugs = ALL_PAGES.map((c) => c.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
  });

  it('never names a real brand, show or performer, nor the cartoon-only timing claim', () => {
    for (const c of ALL_PAGES) {
      const text = allText(c).join('\n').toLowerCase();
      for (const word of BANNED) expect(text, `${c.slug} mentions ${word}`).not.toContain(word.toLowerCase());
      expect(text).not.toContain(MARKETING_CLAIMS.cartoonTime.value);
    }
  });
});
