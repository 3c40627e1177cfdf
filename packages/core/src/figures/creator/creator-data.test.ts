import { describe, expect, it } from 'vitest';
import {
  ACCESSORY_POOL,
  ACTION_FIGURE_IDEAS,
  ACTION_FIGURE_TEMPLATE_IDS,
  ACTION_FIGURE_TEMPLATES,
  colorSchemeForCompany,
  companyHash,
  PACKAGE_COLOR_SCHEMES,
  QUICK_ACCESSORIES,
  SHOWCASE_STYLES,
} from './index.ts';

/**
 * Every string reachable from `value`, skipping `id` fields (ids are fixed, not shown) and
 * `preview` fields (asset URLs derived from the id, `/previews/{id}.png`).
 */
const NOT_VISIBLE = new Set(['id', 'preview']);

function userVisibleStrings(value: unknown, path = ''): Array<[string, string]> {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((v, i) => userVisibleStrings(v, `${path}[${i}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) =>
      NOT_VISIBLE.has(k) ? [] : userVisibleStrings(v, `${path}.${k}`),
    );
  }
  return [];
}

const BANNED = [
  'lego',
  'funko',
  'pop!',
  'barbie',
  'marvel',
  'disney',
  'hasbro',
  'mattel',
  'star wars',
  'g.i. joe',
  'gi joe',
  'transformers',
  'hot wheels',
  'playmobil',
  'pokemon',
  'pokémon',
  'nintendo',
  'playstation',
  'xbox',
  'batman',
  'superman',
  'spider-man',
  'avengers',
  'pixar',
  'kenner',
  'bandai',
  'mcfarlane',
  'starbucks',
  'apple inc',
  'iphone',
  'ipad',
  'macbook',
];

describe('action figure creator data', () => {
  it('has 13 templates in the documented id order', () => {
    expect(ACTION_FIGURE_TEMPLATE_IDS).toHaveLength(13);
    expect(ACTION_FIGURE_TEMPLATES).toHaveLength(13);
    expect(ACTION_FIGURE_TEMPLATES.map((t) => t.id)).toEqual([...ACTION_FIGURE_TEMPLATE_IDS]);
    expect(ACTION_FIGURE_TEMPLATE_IDS).toEqual(
      (
        'classic-blister deluxe-boxed vintage-cardback collectors-display trading-card 2pack-battle ' +
        'bobblehead vinyl-pop buildable-set action-roleplay digital-avatar chibi-style lego-minifig'
      ).split(' '),
    );
  });

  it('gives every template placeholders, a preview path and 3-5 accessories', () => {
    const names = new Set<string>();
    for (const t of ACTION_FIGURE_TEMPLATES) {
      expect(t.prompt, t.id).toContain('[NAME]');
      expect(t.prompt, t.id).toContain('[COMPANY]');
      expect(t.prompt, t.id).toContain('[TITLE]');
      expect(t.preview).toBe(`/previews/${t.id}.png`);
      expect(t.accessories.length, t.id).toBeGreaterThanOrEqual(3);
      expect(t.accessories.length, t.id).toBeLessThanOrEqual(5);
      for (const field of [t.name, t.description, t.packaging, t.style]) expect(field.trim()).not.toBe('');
      names.add(t.name);
    }
    expect(names.size).toBe(13);
  });

  it('has the ten quick accessories and a unique pool of 33 containing them', () => {
    const quick =
      'Laptop, Smartphone, Briefcase, Coffee Mug, ID Badge, Business Cards, Headset, Tablet, Notebook, Pen';
    expect(QUICK_ACCESSORIES).toEqual(quick.split(', '));
    expect(ACCESSORY_POOL).toHaveLength(33);
    expect(new Set(ACCESSORY_POOL.map((a) => a.toLowerCase())).size).toBe(33);
    for (const a of QUICK_ACCESSORIES) expect(ACCESSORY_POOL).toContain(a);
  });

  it('has 10 distinct color schemes', () => {
    expect(PACKAGE_COLOR_SCHEMES).toHaveLength(10);
    expect(new Set(PACKAGE_COLOR_SCHEMES.map((s) => s.name)).size).toBe(10);
    expect(new Set(PACKAGE_COLOR_SCHEMES.map((s) => s.description)).size).toBe(10);
  });

  it('picks a company color scheme deterministically, ignoring case and whitespace', () => {
    const never = () => {
      throw new Error('random() must not be called for a named company');
    };
    const a = colorSchemeForCompany('Acme Widgets', never);
    expect(colorSchemeForCompany('Acme Widgets', never)).toBe(a);
    expect(colorSchemeForCompany('  acme WIDGETS ', never)).toBe(a);
    expect(companyHash('  ACME widgets')).toBe(companyHash('acme widgets'));
    expect(PACKAGE_COLOR_SCHEMES).toContain(a);
  });

  it('spreads different companies over the schemes', () => {
    const picked = new Set(
      Array.from({ length: 50 }, (_, i) => colorSchemeForCompany(`Company ${i} Ltd`).name),
    );
    expect(picked.size).toBeGreaterThanOrEqual(6);
  });

  it('uses random() when the company is blank', () => {
    expect(colorSchemeForCompany('', () => 0.95)).toBe(PACKAGE_COLOR_SCHEMES[9]);
    expect(colorSchemeForCompany('   ', () => 0)).toBe(PACKAGE_COLOR_SCHEMES[0]);
  });

  it('has 30 complete ideas with packaging lacking a trailing period', () => {
    expect(ACTION_FIGURE_IDEAS).toHaveLength(30);
    expect(new Set(ACTION_FIGURE_IDEAS.map((i) => i.title)).size).toBe(30);
    for (const idea of ACTION_FIGURE_IDEAS) {
      expect(idea.basePrompt.trim(), idea.title).not.toBe('');
      expect(idea.additions.length, idea.title).toBeGreaterThan(0);
      expect(idea.removals.length, idea.title).toBeGreaterThan(0);
      expect(idea.poses.length, idea.title).toBeGreaterThan(0);
      expect(idea.packaging.trim(), idea.title).not.toBe('');
      expect(idea.packaging.endsWith('.'), idea.title).toBe(false);
    }
  });

  it('has the 6 showcase styles', () => {
    expect(SHOWCASE_STYLES.map((s) => s.id)).toEqual([
      'collectible-card',
      'boxed-toy',
      'turntable',
      'game-character',
      'vinyl-toy',
      'superhero',
    ]);
  });

  it('keeps trademarks out of every user-visible string', () => {
    const strings = userVisibleStrings({
      ACTION_FIGURE_TEMPLATES,
      QUICK_ACCESSORIES,
      ACCESSORY_POOL,
      PACKAGE_COLOR_SCHEMES,
      ACTION_FIGURE_IDEAS,
      SHOWCASE_STYLES,
    });
    expect(strings.length).toBeGreaterThan(500);
    for (const [path, text] of strings) {
      const lower = text.toLowerCase();
      for (const word of BANNED)
        expect(lower.includes(word), `${path}: "${text}" contains "${word}"`).toBe(false);
    }
  });
});
