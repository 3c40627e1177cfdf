// Colour words in a character's description, sorted by what they colour: hair, skin or outfit
// ("a tall green spiked mohawk" colours the hair, "a jet-black gi" the outfit).
import { COLOR_WORDS } from '../../prompt-details.ts';

// Costume colours the packaging words lack.
const MORE_COLORS: Readonly<Record<string, string>> = {
  tangerine: '#f28c28',
  khaki: '#b9a46a',
  emerald: '#1f9d62',
  ruby: '#a8102f',
  charcoal: '#3a3d44',
  fuchsia: '#d0208a',
  burgundy: '#7b1e3a',
  mustard: '#d7a521',
  olive: '#6b7a2f',
  tan: '#c8a27a',
  copper: '#b8643a',
  denim: '#46648f',
  pastel: '#f3b5c8',
  'sky-blue': '#69b7ea',
  'powder-blue': '#a7c7e7',
  'midnight-blue': '#1b2450',
  'storm-grey': '#5d6670',
  'leaf-green': '#4fa04a',
  'jet-black': '#121214',
  scarlet: '#d0312d',
  ivory: '#f3eddc',
  brass: '#b5902f',
  teal: '#168aad',
  lavender: '#b8a1e3',
  'hot-magenta': '#e0218a',
  'electric-blue': '#1e6cff',
  'rescue-orange': '#ff6a1a',
  'neon-orange': '#ff7a1a',
  'canvas-yellow': '#e6c24a',
  'burnt-orange': '#c4551d',
  'royal-blue': '#2747b8',
  storm: '#5d6670',
  flannel: '#b23a3a',
  leopard: '#d9a441',
  camouflage: '#5f6b3a',
  camo: '#5f6b3a',
};

// Longest first, so "midnight-blue" claims its letters before "blue" does.
const ALL: ReadonlyArray<[string, string, RegExp]> = Object.entries({ ...COLOR_WORDS, ...MORE_COLORS })
  .sort((a, b) => b[0].length - a[0].length)
  .map(([word, hex]) => [word, hex, new RegExp(`(?<![a-z])${word}(?![a-z])`, 'g')]);
const HAIR_WORDS = /^(?:hair|mohawk|afro|quiff|beard|braids?|beehive|mane|mullet|tips|streak)/;
const SKIN_WORDS = /^(?:skin|body|face|fur|synthetic)/;
const SKIP_WORDS = /^(?:eyes?|visor|glow|light|crystal|lens|eye)/;

export interface DescribedColors {
  outfit: string[];
  hair?: string;
  skin?: string;
}

/** The colours a description names, by what they colour, in order of mention. */
export function describedColors(text: string): DescribedColors {
  const lower = text.toLowerCase();
  const found: Array<[number, string, string]> = [];
  const taken = new Array<boolean>(lower.length).fill(false);
  for (const [word, hex, re] of ALL) {
    if (!lower.includes(word)) continue;
    for (const m of lower.matchAll(re)) {
      const at = m.index ?? 0;
      if (taken[at]) continue;
      for (let i = at; i < at + word.length; i++) taken[i] = true;
      found.push([at, hex, lower.slice(at + word.length)]);
    }
  }
  found.sort((a, b) => a[0] - b[0]);
  const result: DescribedColors = { outfit: [] };
  for (const [, hex, rest] of found) {
    // The noun a colour word belongs to is within the next few words of its phrase.
    const nouns = (rest.replace(/^[-\s]+/, '').split(/[,.;]/)[0] ?? '').split(/\s+/).slice(0, 3);
    if (nouns.some((w) => HAIR_WORDS.test(w))) result.hair ??= hex;
    else if (nouns.some((w) => SKIN_WORDS.test(w))) result.skin ??= hex;
    else if (!nouns.some((w) => SKIP_WORDS.test(w)) && !result.outfit.includes(hex)) result.outfit.push(hex);
  }
  return result;
}
