// What a prompt's prose says, for the offline engine's calls that lack typed choices. The web's
// generators send their choices as the payload's typed `details`, and the renderers draw those
// (action-figure.ts, ghibli.ts); this file is the fallback for prose: `parseFigureDetails` reads a
// free-text action-figure prompt (an API caller's, or one without `details`) for accessories,
// removals, pose, packaging colours and a name tag, and `parseGhibliDetails` fills in the scene,
// character, time, weather and elements a Ghibli call's `details` leave out from its description.
// `colorsInText` also turns typed colour words into hex. The sentences it recognises are core's
// builders (figures/sentences.ts; docs/product.md#character-figure-generators), re-exported for
// the tests that round-trip them.

import {
  GHIBLI_CHARACTER_TYPES,
  GHIBLI_ELEMENTS,
  GHIBLI_SCENE_TYPES,
  GHIBLI_TIMES,
  GHIBLI_WEATHER,
  type GhibliDetails,
} from '@mergepix/core';
import {
  CHARACTER_WORDS,
  ELEMENT_WORDS,
  SCENE_WORDS,
  TIME_WORDS,
  WEATHER_WORDS,
} from './ghibli/ghibli-words.ts';

export {
  accessoriesSentence,
  joinList,
  nameTagSentence,
  packagingSentence,
  poseSentence,
  removalsSentence,
} from '@mergepix/core';

/** Choices found in an action-figure prompt. */
export interface ParsedFigureDetails {
  accessories: string[];
  removals: string[];
  pose?: string;
  packaging?: string;
  firstName?: string;
  /** Hex colours named in the packaging sentence, in order of mention. */
  colors: string[];
}

/** Choices found in a Ghibli prompt: the typed details' options (never a name), elements always listed. */
export type ParsedGhibliDetails = Omit<GhibliDetails, 'characterName' | 'elements'> &
  Required<Pick<GhibliDetails, 'elements'>>;

/** Only this much of a prompt is read; composed prompts are far shorter. */
export const MAX_PROMPT_CHARS = 8000;

// A sentence runs to a full stop followed by a space and a capital letter, a quote or the end,
// so dots inside an item ("v2.0 blaster", "St.Louis cap") do not cut it short.
const sentenceAfter = (prompt: string, lead: RegExp): string | undefined => {
  const start = new RegExp(lead.source, 'i').exec(prompt);
  if (!start) return undefined;
  const rest = prompt.slice(start.index + start[0].length);
  const m = /^\s*(.+?)(?:\.(?=\s+[A-Z"]|\s*$)|\n|$)/.exec(rest);
  return m?.[1]?.trim() || undefined;
};

/** Splits "a, b and c" (also "a, b, and c" and "a; b") into items. */
export function splitList(text: string): string[] {
  const parts = text.split(/\s*[,;]\s*/).filter(Boolean);
  const last = parts.pop();
  if (last !== undefined) {
    const tail = last.replace(/^and\s+/i, '');
    const m = /^(.+?)\s+(?:and|&)\s+(.+)$/i.exec(tail);
    if (m?.[1] && m[2]) parts.push(m[1], m[2]);
    else parts.push(tail);
  }
  return parts.map((p) => p.trim()).filter(Boolean);
}

/** Colour words a packaging description may use, with the colour drawn for each. */
export const COLOR_WORDS: Readonly<Record<string, string>> = {
  red: '#d62828',
  crimson: '#b3123b',
  maroon: '#7a1f2b',
  orange: '#f77f00',
  yellow: '#fcbf49',
  gold: '#d4a017',
  golden: '#d4a017',
  green: '#2a9d4a',
  lime: '#8ac926',
  mint: '#7fd8be',
  teal: '#168aad',
  turquoise: '#1fb5ad',
  cyan: '#21c6e0',
  blue: '#1d4ed8',
  navy: '#14213d',
  purple: '#6a2c91',
  violet: '#7b3fe4',
  lavender: '#b8a1e3',
  magenta: '#d6217a',
  pink: '#ff5d8f',
  coral: '#ff7f6b',
  brown: '#7b4b2a',
  beige: '#e9d8b4',
  cream: '#f3ead3',
  white: '#f5f5f2',
  black: '#1b1b1f',
  grey: '#8d99ae',
  gray: '#8d99ae',
  silver: '#b8c2cc',
  chrome: '#c9d1d9',
  bronze: '#a8703a',
  neon: '#39ff14',
};

/** Hex colours for the colour words in `text` (and literal #hex values), in order, no repeats. */
export function colorsInText(text: string): string[] {
  const found: Array<[number, string]> = [];
  const lower = text.toLowerCase();
  for (const [word, hex] of Object.entries(COLOR_WORDS)) {
    for (const m of lower.matchAll(new RegExp(`\\b${word}\\b`, 'g'))) found.push([m.index ?? 0, hex]);
  }
  for (const m of text.matchAll(/#[0-9a-f]{6}\b|#[0-9a-f]{3}\b/gi)) found.push([m.index ?? 0, m[0]]);
  found.sort((a, b) => a[0] - b[0]);
  return [...new Set(found.map(([, hex]) => hex.toLowerCase()))];
}

// The packaging sentence is the best source; the action figure creator words its colour choice
// freely ("Package colors: navy and gold"), so any sentence about packaging or colours is next.
function packagingColors(prompt: string, packaging: string | undefined): string[] {
  const fromPackaging = packaging ? colorsInText(packaging) : [];
  if (fromPackaging.length) return fromPackaging;
  const sentences = prompt.split(/(?<=[.!?\n])\s+/).filter((s) => /packag|colou?rs?\b|box|card/i.test(s));
  return colorsInText(sentences.join(' '));
}

/** Parses an action-figure or character-generator prompt. */
export function parseFigureDetails(text: string): ParsedFigureDetails {
  const prompt = text.slice(0, MAX_PROMPT_CHARS);
  const accessories = sentenceAfter(prompt, /additional accessories include:/);
  const removals = sentenceAfter(prompt, /remove these elements:/);
  const pose = /the figure is posed in (?:an? )?(.+?) position/i.exec(prompt)?.[1]?.trim();
  const packaging = sentenceAfter(prompt, /the packaging is/);
  const firstName = /name tag[^"\n]*"([^"\n]+)"/i.exec(prompt)?.[1]?.trim();
  return {
    accessories: accessories ? splitList(accessories) : [],
    removals: removals ? splitList(removals) : [],
    ...(pose ? { pose } : {}),
    ...(packaging ? { packaging } : {}),
    ...(firstName ? { firstName } : {}),
    colors: packagingColors(prompt, packaging),
  };
}

// Exact option labels win; the earliest mention wins among them, the longer label on a tie
// ("Forest Spirit" over "Spirit"). Everyday words are the fallback.
function findOption<T extends string>(
  text: string,
  options: readonly T[],
  words: ReadonlyArray<[RegExp, T]>,
): T | undefined {
  let best: { at: number; option: T } | undefined;
  for (const option of options) {
    const escaped = option.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
    const at = text.search(new RegExp(`\\b${escaped}\\b`, 'i'));
    if (at < 0) continue;
    if (!best || at < best.at || (at === best.at && option.length > best.option.length))
      best = { at, option };
  }
  if (best) return best.option;
  const lower = text.toLowerCase();
  return words.find(([re]) => re.test(lower))?.[1];
}

/** Parses a Ghibli prompt for the option values it mentions. */
export function parseGhibliDetails(text: string): ParsedGhibliDetails {
  const prompt = text.slice(0, MAX_PROMPT_CHARS);
  const lower = prompt.toLowerCase();
  const elements = GHIBLI_ELEMENTS.filter((e) => lower.includes(e.toLowerCase()));
  for (const [re, element] of ELEMENT_WORDS)
    if (re.test(lower) && !elements.includes(element)) elements.push(element);
  const sceneType = findOption(prompt, GHIBLI_SCENE_TYPES, SCENE_WORDS);
  const characters = GHIBLI_CHARACTER_TYPES.filter((c) => c !== 'None');
  const characterType = findOption(prompt, characters, CHARACTER_WORDS);
  const timeOfDay = findOption(prompt, GHIBLI_TIMES, TIME_WORDS);
  const weather = findOption(prompt, GHIBLI_WEATHER, WEATHER_WORDS);
  return {
    ...(sceneType ? { sceneType } : {}),
    ...(characterType ? { characterType } : {}),
    ...(timeOfDay ? { timeOfDay } : {}),
    ...(weather ? { weather } : {}),
    elements,
  };
}
