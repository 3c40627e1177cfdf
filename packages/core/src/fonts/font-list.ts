import type { FontCategory, FontDefinition, FontLicence, FontSubset } from './font-types.ts';

// The fonts the product ships, self-hosted from the @fontsource package named by each id
// (`@fontsource/<id>`), all under the SIL Open Font License or Apache 2.0. Weights are 400 and
// 700 where the family has them (docs/product.md#fonts-and-text); subsets are the text
// scripts each family covers. Glyphs a family lacks (emoji, CJK, Arabic…) come from the Noto
// fallbacks in `fallbacks.ts`.

const GENERIC: Readonly<Record<FontCategory, string>> = {
  'sans-serif': 'sans-serif',
  serif: 'serif',
  monospace: 'monospace',
  display: 'sans-serif',
  handwriting: 'cursive',
  decorative: 'fantasy',
};

/** The subset lists most families share. */
const LATIN_EXT: readonly FontSubset[] = ['latin', 'latin-ext'];
const LATIN_VI: readonly FontSubset[] = ['latin', 'latin-ext', 'vietnamese'];
const LATIN_CYRILLIC: readonly FontSubset[] = ['latin', 'latin-ext', 'cyrillic', 'cyrillic-ext'];
/** Basic Cyrillic only (no cyrillic-ext). */
const LATIN_BASIC_CYRILLIC_VI: readonly FontSubset[] = ['latin', 'latin-ext', 'cyrillic', 'vietnamese'];
const LATIN_CYRILLIC_VI: readonly FontSubset[] = [
  'latin',
  'latin-ext',
  'cyrillic',
  'cyrillic-ext',
  'vietnamese',
];
/** Basic Greek only (no greek-ext). */
const LATIN_CYRILLIC_BASIC_GREEK_VI: readonly FontSubset[] = [
  'latin',
  'latin-ext',
  'cyrillic',
  'cyrillic-ext',
  'greek',
  'vietnamese',
];
const LATIN_CYRILLIC_GREEK_VI: readonly FontSubset[] = [
  'latin',
  'latin-ext',
  'cyrillic',
  'cyrillic-ext',
  'greek',
  'greek-ext',
  'vietnamese',
];

/** A catalog font; its licence is the SIL Open Font License unless the call names Apache 2.0. */
function font(
  family: string,
  id: string,
  category: FontCategory,
  weights: readonly number[],
  subsets: readonly FontSubset[],
  licence: FontLicence = 'OFL-1.1',
): FontDefinition {
  return { family, id, category, weights, subsets, licence, fallback: GENERIC[category] };
}

/** Every font of the catalog, by category, in the order the font pages list them. */
export const FONT_LIST: readonly FontDefinition[] = [
  // sans-serif
  font('Inter', 'inter', 'sans-serif', [400, 700], LATIN_CYRILLIC_GREEK_VI),
  font('Roboto', 'roboto', 'sans-serif', [400, 700], LATIN_CYRILLIC_GREEK_VI),
  font('Open Sans', 'open-sans', 'sans-serif', [400, 700], LATIN_CYRILLIC_GREEK_VI),
  font('Poppins', 'poppins', 'sans-serif', [400, 700], LATIN_EXT),
  font('Montserrat', 'montserrat', 'sans-serif', [400, 700], LATIN_CYRILLIC_VI),
  font('Lato', 'lato', 'sans-serif', [400, 700], LATIN_EXT),
  font('Nunito', 'nunito', 'sans-serif', [400, 700], LATIN_CYRILLIC_VI),
  font('Raleway', 'raleway', 'sans-serif', [400, 700], LATIN_CYRILLIC_VI),
  font('DM Sans', 'dm-sans', 'sans-serif', [400, 700], LATIN_EXT),
  font('Rubik', 'rubik', 'sans-serif', [400, 700], LATIN_CYRILLIC),
  font('IBM Plex Sans', 'ibm-plex-sans', 'sans-serif', [400, 700], LATIN_CYRILLIC_BASIC_GREEK_VI),
  font('Noto Sans', 'noto-sans', 'sans-serif', [400, 700], LATIN_CYRILLIC_GREEK_VI),
  font('Fira Sans', 'fira-sans', 'sans-serif', [400, 700], LATIN_CYRILLIC_GREEK_VI),
  font('PT Sans', 'pt-sans', 'sans-serif', [400, 700], LATIN_CYRILLIC),
  font('Arimo', 'arimo', 'sans-serif', [400, 700], LATIN_CYRILLIC_GREEK_VI),
  // serif
  font('Merriweather', 'merriweather', 'serif', [400, 700], LATIN_CYRILLIC_VI),
  font('Playfair Display', 'playfair-display', 'serif', [400, 700], LATIN_BASIC_CYRILLIC_VI),
  font('Lora', 'lora', 'serif', [400, 700], LATIN_CYRILLIC_VI),
  font('EB Garamond', 'eb-garamond', 'serif', [400, 700], LATIN_CYRILLIC_GREEK_VI),
  font('Libre Baskerville', 'libre-baskerville', 'serif', [400, 700], LATIN_EXT),
  font('Crimson Text', 'crimson-text', 'serif', [400, 700], LATIN_VI),
  font('PT Serif', 'pt-serif', 'serif', [400, 700], LATIN_CYRILLIC),
  font('Source Serif 4', 'source-serif-4', 'serif', [400, 700], LATIN_CYRILLIC_BASIC_GREEK_VI),
  font('Roboto Slab', 'roboto-slab', 'serif', [400, 700], LATIN_CYRILLIC_GREEK_VI, 'Apache-2.0'),
  font('Bitter', 'bitter', 'serif', [400, 700], LATIN_CYRILLIC_VI),
  font('Tinos', 'tinos', 'serif', [400, 700], LATIN_CYRILLIC_GREEK_VI),
  font('Gelasio', 'gelasio', 'serif', [400, 700], LATIN_VI),
  // monospace
  font('Roboto Mono', 'roboto-mono', 'monospace', [400, 700], LATIN_CYRILLIC_BASIC_GREEK_VI),
  font(
    'Fira Code',
    'fira-code',
    'monospace',
    [400, 700],
    ['latin', 'latin-ext', 'cyrillic', 'cyrillic-ext', 'greek', 'greek-ext'],
  ),
  font('JetBrains Mono', 'jetbrains-mono', 'monospace', [400, 700], LATIN_CYRILLIC_BASIC_GREEK_VI),
  font('Source Code Pro', 'source-code-pro', 'monospace', [400, 700], LATIN_CYRILLIC_GREEK_VI),
  font('IBM Plex Mono', 'ibm-plex-mono', 'monospace', [400, 700], LATIN_CYRILLIC_VI),
  font('Space Mono', 'space-mono', 'monospace', [400, 700], LATIN_VI),
  font('Cousine', 'cousine', 'monospace', [400, 700], LATIN_CYRILLIC_GREEK_VI),
  // display
  font('Anton', 'anton', 'display', [400], LATIN_VI),
  font('Bebas Neue', 'bebas-neue', 'display', [400], LATIN_EXT),
  font('Oswald', 'oswald', 'display', [400, 700], LATIN_CYRILLIC_VI),
  font('Archivo Black', 'archivo-black', 'display', [400], LATIN_EXT),
  font('Abril Fatface', 'abril-fatface', 'display', [400], LATIN_EXT),
  font('Alfa Slab One', 'alfa-slab-one', 'display', [400], LATIN_VI),
  font('Righteous', 'righteous', 'display', [400], LATIN_EXT),
  font('Russo One', 'russo-one', 'display', [400], ['latin', 'latin-ext', 'cyrillic']),
  font('Fredoka', 'fredoka', 'display', [400, 700], LATIN_EXT),
  // handwriting
  font('Caveat', 'caveat', 'handwriting', [400, 700], LATIN_CYRILLIC),
  font('Dancing Script', 'dancing-script', 'handwriting', [400, 700], LATIN_VI),
  font('Pacifico', 'pacifico', 'handwriting', [400], LATIN_CYRILLIC_VI),
  font('Satisfy', 'satisfy', 'handwriting', [400], ['latin'], 'Apache-2.0'),
  font(
    'Great Vibes',
    'great-vibes',
    'handwriting',
    [400],
    ['latin', 'latin-ext', 'cyrillic', 'cyrillic-ext', 'greek-ext', 'vietnamese'],
  ),
  font('Shadows Into Light', 'shadows-into-light', 'handwriting', [400], LATIN_EXT),
  font('Indie Flower', 'indie-flower', 'handwriting', [400], LATIN_EXT),
  font('Kalam', 'kalam', 'handwriting', [400, 700], LATIN_EXT),
  font('Permanent Marker', 'permanent-marker', 'handwriting', [400], ['latin'], 'Apache-2.0'),
  font('Comic Neue', 'comic-neue', 'handwriting', [400, 700], ['latin']),
  font('Amatic SC', 'amatic-sc', 'handwriting', [400, 700], LATIN_BASIC_CYRILLIC_VI),
  // decorative
  font('Bangers', 'bangers', 'decorative', [400], LATIN_VI),
  font('Lobster', 'lobster', 'decorative', [400], LATIN_CYRILLIC_VI),
  font(
    'Press Start 2P',
    'press-start-2p',
    'decorative',
    [400],
    ['latin', 'latin-ext', 'cyrillic', 'cyrillic-ext', 'greek'],
  ),
  font('Monoton', 'monoton', 'decorative', [400], LATIN_EXT),
  font('Creepster', 'creepster', 'decorative', [400], ['latin']),
  font('Luckiest Guy', 'luckiest-guy', 'decorative', [400], LATIN_EXT, 'Apache-2.0'),
  font('Special Elite', 'special-elite', 'decorative', [400], LATIN_EXT, 'Apache-2.0'),
];
