import { describe, expect, it } from 'vitest';
import {
  CHARACTER_SETS,
  type CharacterSetId,
  type CharacterTemplate,
  MUSIC_CHARACTERS,
  RETRO_CHARACTERS,
  TV_CHARACTERS,
  WRESTLING_LEGENDS,
} from './index.ts';

const EXPECTED_COUNTS: Record<CharacterSetId, number> = { retro: 30, music: 26, tv: 30, wrestling: 32 };

const FIRST_FOUR: Record<CharacterSetId, readonly string[]> = {
  retro: ['80s Space Ranger', 'Neon Ninja', 'Robot Commander', 'Jungle Explorer'],
  music: ['Disco Diva', 'Rock Guitar Hero', 'Pop Idol', 'Hip-Hop MC'],
  tv: ['Sitcom Dad', 'Starship Captain', 'Trench-Coat Detective', 'Game Show Host'],
  wrestling: ['The Masked Luchador', 'Heavyweight Champion', 'The High-Flyer', 'The Brawler'],
};

/**
 * Trademarked toy lines, shows, franchises, promotions and real people that must never appear
 * in a catalog text. Matched case-insensitively as substrings, so keep entries specific.
 */
const BANNED = [
  // Toy lines, toy makers and their characters.
  'He-Man',
  'Skeletor',
  'Masters of the Universe',
  'She-Ra',
  'Transformers',
  'Optimus',
  'Megatron',
  'G.I. Joe',
  'GI Joe',
  'Cobra Commander',
  'Thundercats',
  'Turtles',
  'Power Rangers',
  'Lightyear',
  'Barbie',
  'Hasbro',
  'Mattel',
  'Kenner',
  'Pokemon',
  'Lego',
  // Film and TV franchises, shows and characters.
  'Star Trek',
  'Kirk',
  'Spock',
  'Picard',
  'Tricorder',
  'Phaser',
  'Star Wars',
  'Jedi',
  'Darth',
  'Boba Fett',
  'Lightsaber',
  'Ghostbusters',
  'Batman',
  'Superman',
  'Spider',
  'Marvel',
  'Disney',
  'Simpson',
  'Seinfeld',
  'Friends',
  'Columbo',
  'MacGyver',
  'Knight Rider',
  'Baywatch',
  'A-Team',
  'Doctor Who',
  'Tardis',
  'X-Files',
  'Elvira',
  'RoboCop',
  'Rambo',
  'American Gladiators',
  'Muppet',
  'Sesame Street',
  'Scooby',
  // Wrestling promotions, events and wrestlers.
  'WWE',
  'WWF',
  'WCW',
  'WrestleMania',
  'Royal Rumble',
  'King of the Ring',
  'Queen of the Ring',
  'Hulk Hogan',
  'Hulkamania',
  'Macho Man',
  'Randy Savage',
  'Undertaker',
  'Ultimate Warrior',
  'Stone Cold',
  'Andre the Giant',
  'Ric Flair',
  'Nature Boy',
  'Road Warriors',
  'Legion of Doom',
  'Rey Mysterio',
  "Rock n' Roll Express",
  // Musicians.
  'Elvis',
  'Madonna',
  'Beatles',
  'Michael Jackson',
  'Bowie',
  'Ziggy',
  'Dolly Parton',
  // Brand names that tend to creep into prop descriptions.
  'Polaroid',
  'Stetson',
  'Walkman',
  'Nintendo',
];

const SETS = Object.entries(CHARACTER_SETS) as [CharacterSetId, readonly CharacterTemplate[]][];

function textFields(c: CharacterTemplate): string[] {
  return [c.id, c.title, c.basePrompt, c.packaging, ...c.additions, ...c.removals, ...c.poses];
}

describe('character catalogs', () => {
  it('exposes every set under its id', () => {
    expect(Object.keys(CHARACTER_SETS).sort()).toEqual(['music', 'retro', 'tv', 'wrestling']);
    expect(CHARACTER_SETS.retro).toBe(RETRO_CHARACTERS);
    expect(CHARACTER_SETS.music).toBe(MUSIC_CHARACTERS);
    expect(CHARACTER_SETS.tv).toBe(TV_CHARACTERS);
    expect(CHARACTER_SETS.wrestling).toBe(WRESTLING_LEGENDS);
  });

  describe.each(SETS)('%s', (setId, characters) => {
    it('has the exact number of characters', () => {
      expect(characters).toHaveLength(EXPECTED_COUNTS[setId]);
    });

    it('starts with the required four titles in order', () => {
      expect(characters.slice(0, 4).map((c) => c.title)).toEqual(FIRST_FOUR[setId]);
    });

    it('has unique kebab-case ids and unique titles', () => {
      const ids = characters.map((c) => c.id);
      const titles = characters.map((c) => c.title.toLowerCase());
      expect(new Set(ids).size).toBe(ids.length);
      expect(new Set(titles).size).toBe(titles.length);
      for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    });

    it('keeps every list within its size range and free of duplicates', () => {
      for (const c of characters) {
        expect(c.additions.length, c.id).toBeGreaterThanOrEqual(4);
        expect(c.additions.length, c.id).toBeLessThanOrEqual(6);
        expect(c.removals.length, c.id).toBeGreaterThanOrEqual(2);
        expect(c.removals.length, c.id).toBeLessThanOrEqual(4);
        expect(c.poses.length, c.id).toBeGreaterThanOrEqual(3);
        expect(c.poses.length, c.id).toBeLessThanOrEqual(5);
        for (const list of [c.additions, c.removals, c.poses]) {
          const lower = list.map((s) => s.toLowerCase());
          expect(new Set(lower).size, c.id).toBe(lower.length);
        }
        const removals = new Set(c.removals.map((s) => s.toLowerCase()));
        for (const a of c.additions) expect(removals.has(a.toLowerCase()), `${c.id}: ${a}`).toBe(false);
      }
    });

    it('uses trimmed, non-empty text everywhere', () => {
      for (const c of characters) {
        for (const text of textFields(c)) {
          expect(text.length, c.id).toBeGreaterThan(0);
          expect(text, c.id).toBe(text.trim());
          expect(text, c.id).not.toMatch(/\s{2}/);
        }
      }
    });

    it('writes base prompts as one or two complete sentences without tokens', () => {
      for (const c of characters) {
        expect(c.basePrompt, c.id).not.toMatch(/FIRSTNAME/i);
        expect(c.basePrompt, c.id).not.toMatch(/[[\]{}]/);
        expect(c.basePrompt, c.id).toMatch(/^An? /);
        expect(c.basePrompt, c.id).toMatch(/figure/i);
        expect(c.basePrompt, c.id).toMatch(/\.$/);
        const sentences = c.basePrompt.match(/[.!?](\s|$)/g) ?? [];
        expect(sentences.length, c.id).toBeLessThanOrEqual(2);
      }
    });

    it('phrases packaging and poses to fit the prompt templates', () => {
      for (const c of characters) {
        // "The packaging is {packaging}."
        expect(c.packaging, c.id).toMatch(/^an? /);
        expect(c.packaging, c.id).not.toMatch(/[.!?\s]$/);
        expect(c.packaging, c.id).not.toMatch(/[[\]{}]/);
        // "The figure is posed in a {pose} position."
        for (const pose of c.poses) {
          expect(pose, c.id).toMatch(/^[b-df-hj-np-tv-z]/);
          expect(pose, c.id).not.toMatch(/position|[.!?]/i);
        }
      }
    });

    it('contains no trademarked names or real people', () => {
      for (const c of characters) {
        const haystack = textFields(c).join(' | ').toLowerCase();
        for (const word of BANNED) {
          expect(haystack.includes(word.toLowerCase()), `${c.id} mentions "${word}"`).toBe(false);
        }
      }
    });
  });
});
