// Reads a free prompt into what the scene composer draws: subjects with counts and colours, a
// setting, a time of day, a palette mood and colours, and a caption only when the prompt asks for
// words in the picture (docs/product.md#ai-image-and-crazy-image). Pure: no canvas, no randomness.

import { cleanLineText, takeGraphemes } from '@mergepix/core';
import { COLOR_WORDS } from '../prompt-details.ts';
import {
  MAX_PER_SUBJECT,
  MAX_SUBJECTS,
  MOODS,
  type Mood,
  NUMBER_WORDS,
  PLURAL_COUNT,
  pluralOf,
  SETTINGS,
  type SettingId,
  SUBJECTS,
  type SubjectId,
  TIMES,
  type TimeOfDay,
} from './scene-lexicon.ts';

/** One subject of a scene: how many, the word that named it, and its colour if one was given. */
export interface SceneSubject {
  id: SubjectId;
  count: number;
  word: string;
  color?: string;
}

/** What a prompt asks the scene composer to draw. */
export interface SceneSpec {
  subjects: SceneSubject[];
  setting?: SettingId;
  time?: TimeOfDay;
  mood?: Mood;
  /** Colours named without a subject ("in pink and gold"), as hex. */
  colors: string[];
  /** Words the prompt asks to see in the picture (quoted, or after "saying"/"that reads"…). */
  caption?: string;
}

/** Longest caption drawn; longer asked-for text is cut at a word. */
export const MAX_CAPTION_CHARS = 60;
const MAX_READ_CHARS = 4000;

type Term =
  | { kind: 'subject'; id: SubjectId; plural: boolean }
  | { kind: 'setting'; id: SettingId }
  | { kind: 'time'; id: TimeOfDay }
  | { kind: 'mood'; id: Mood }
  | { kind: 'color'; hex: string };

const split = (words: string) => words.split(',');

function buildTerms(): Map<string, Term> {
  const terms = new Map<string, Term>();
  const add = (word: string, term: Term) => {
    if (!terms.has(word)) terms.set(word, term);
  };
  for (const [id, entry] of Object.entries(SUBJECTS) as Array<[SubjectId, (typeof SUBJECTS)[SubjectId]]>) {
    const plurals = new Set(entry.words.map(pluralOf));
    for (const word of entry.words) add(word, { kind: 'subject', id, plural: plurals.has(word) });
    for (const word of entry.words)
      if (!plurals.has(word)) add(pluralOf(word), { kind: 'subject', id, plural: true });
  }
  for (const [id, words] of Object.entries(SETTINGS) as Array<[SettingId, string]>)
    for (const word of split(words)) add(word, { kind: 'setting', id });
  for (const [id, words] of Object.entries(TIMES) as Array<[TimeOfDay, string]>)
    for (const word of split(words)) add(word, { kind: 'time', id });
  for (const [id, words] of Object.entries(MOODS) as Array<[Mood, string]>)
    for (const word of split(words)) add(word, { kind: 'mood', id });
  for (const [word, hex] of Object.entries(COLOR_WORDS))
    if (word !== 'neon') add(word, { kind: 'color', hex });
  return terms;
}

const TERMS = buildTerms();
const escapeRegExp = (word: string) => word.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
// Longest phrases first, so "hot air balloon" wins over "balloon" and "golden hour" over "golden".
const SCANNER = new RegExp(
  `(?<![\\p{L}\\p{N}])(${[...TERMS.keys()]
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join('|')})(?![\\p{L}\\p{N}])`,
  'gu',
);

const QUOTED = /["“”„«»]([^"“”„«»\n]{1,200})["“”„«»]|‘([^’\n]{1,200})’/;
// Unquoted words count only after a phrase that asks for lettering: "saying", "with the words", or
// "reads"/"says" right after something that carries text ("a sign that reads…", not "a cat reading").
const ASKED =
  /\b(?:saying|with the (?:words?|text)|with text|written|((?:sign|banner|board|poster|card|placard|billboard|label|note|message|shirt|mug|cake|caption)s?)\s+(?:that |which )?(?:says|reads|reading))\s*:?\s+([^.!?\n]{1,200})/i;

/**
 * The caption cleaned of control and hidden format characters (a bidi override would reverse the
 * drawn words), cut to {@link MAX_CAPTION_CHARS} user-perceived characters at a word, with an ellipsis.
 */
function clip(text: string): string {
  const clean = cleanLineText(text);
  const { text: kept, cut } = takeGraphemes(clean, MAX_CAPTION_CHARS);
  if (!cut) return clean;
  const head = takeGraphemes(kept, MAX_CAPTION_CHARS - 1).text;
  return `${head.replace(/\s+\S*$/u, '').trimEnd()}…`;
}

/** The caption the prompt asks for, and the prompt without it (its words are not subjects). */
export function findCaption(prompt: string): { caption?: string; rest: string } {
  const quoted = QUOTED.exec(prompt);
  const asked = quoted ? undefined : ASKED.exec(prompt);
  const found = quoted ?? asked;
  const text = clip((quoted ? (quoted[1] ?? quoted[2]) : asked?.[2]) ?? '');
  if (!found || !text) return { rest: prompt };
  // The thing that carries the words ("a sign that reads …") stays in the scene.
  const carrier = asked?.[1] ?? '';
  const rest = `${prompt.slice(0, found.index)} ${carrier} ${prompt.slice(found.index + found[0].length)}`;
  return { caption: text, rest };
}

const wordsBetween = (text: string) => text.split(/\s+/).filter(Boolean);

/** The count the words just before a subject give ("two", "a flock of", "3"); undefined if none. */
function countBefore(before: string): number | undefined {
  const words = wordsBetween(before.toLowerCase()).slice(-3).reverse();
  for (const word of words) {
    const digits = /^\d+$/.test(word) ? Number(word) : undefined;
    const n = digits ?? NUMBER_WORDS[word];
    if (n !== undefined) return n;
  }
  return undefined;
}

/** Parses a free prompt; the same prompt always gives the same spec. */
export function parseScene(prompt: string): SceneSpec {
  const { caption, rest } = findCaption(prompt.slice(0, MAX_READ_CHARS));
  const text = rest.toLowerCase();
  const subjects: SceneSubject[] = [];
  const colors: string[] = [];
  let setting: SettingId | undefined;
  let time: TimeOfDay | undefined;
  let mood: Mood | undefined;
  let pending: { hex: string; end: number } | undefined;
  let lastEnd = 0;
  for (const m of text.matchAll(SCANNER)) {
    const word = m[1] ?? '';
    const term = TERMS.get(word);
    const at = m.index ?? 0;
    if (!term) continue;
    if (term.kind !== 'subject' && pending) {
      colors.push(pending.hex);
      pending = undefined;
    }
    if (term.kind === 'color') pending = { hex: term.hex, end: at + word.length };
    else if (term.kind === 'setting') setting ??= term.id;
    else if (term.kind === 'time') time ??= term.id;
    else if (term.kind === 'mood') mood ??= term.id;
    else {
      const before = text.slice(lastEnd, at);
      // A collective noun ("a family") counts as itself, whatever article precedes it.
      const count = NUMBER_WORDS[word] ?? countBefore(before) ?? (term.plural ? PLURAL_COUNT : 1);
      // A colour word at most two words before the subject is that subject's colour.
      const color =
        pending && wordsBetween(text.slice(pending.end, at)).length <= 1 ? pending.hex : undefined;
      if (pending && !color) colors.push(pending.hex);
      pending = undefined;
      const known = subjects.find((x) => x.id === term.id);
      if (known) {
        known.count = Math.max(known.count, count);
        if (color) known.color ??= color;
      } else subjects.push({ id: term.id, count, word, ...(color ? { color } : {}) });
    }
    if (term.kind !== 'color') lastEnd = at + word.length;
  }
  if (pending) colors.push(pending.hex);
  return {
    subjects: capCounts(subjects),
    ...(setting ? { setting } : {}),
    ...(time ? { time } : {}),
    ...(mood ? { mood } : {}),
    colors: [...new Set(colors)],
    ...(caption ? { caption } : {}),
  };
}

/** Each subject at most {@link MAX_PER_SUBJECT}; all together at most {@link MAX_SUBJECTS}, earliest first. */
function capCounts(subjects: SceneSubject[]): SceneSubject[] {
  let left = MAX_SUBJECTS;
  const kept: SceneSubject[] = [];
  for (const subject of subjects) {
    const count = Math.min(Math.max(1, subject.count), MAX_PER_SUBJECT, left);
    if (count <= 0) break;
    kept.push({ ...subject, count });
    left -= count;
  }
  return kept;
}
