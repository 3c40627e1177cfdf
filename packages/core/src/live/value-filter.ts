import type { TokenKey } from '../tokens/registry.ts';
import { DATE_ORDERS, parseDeadline } from './deadline.ts';
import {
  CONTEXT,
  DOMAIN_ENDINGS,
  MESSAGE_WORDS,
  NAME_LIKE,
  PIECES,
  SCAM_WORDS,
  SCRIPT_PIECES,
  WORDS,
} from './value-filter-terms.ts';

// The filter on open-time values (docs/live-images.md, "Brand safety"): a published live image
// draws whatever its URL carries, so a stranger could make a brand's picture say anything. A
// value the filter refuses is left out, as a value that breaks its token's rule is, and the
// design's fallback is drawn. It reads values the way people disguise words: any case and
// accent, look-alike letters from other scripts, digits and signs for letters ("sh1t", "a$$"),
// letters repeated ("fuuuck"), spaced or dotted out ("f u c k", "f.u.c.k") or masked ("f*ck").
// Names that are also rude words ("Dick", "Cox", "Fanny") pass unless an insult surrounds them.

/** Why the filter refused a value. */
export type FilterReason = 'words' | 'link' | 'contact' | 'phone' | 'message' | 'blocklist';

/**
 * Why an open's values were not drawn: the filter, a link without a right signature, or a value
 * the design's audience list does not hold.
 */
/** Why an open's value was not drawn; `invalid_deadline`: a countdown's own deadline did not read. */
export type RefusalReason = FilterReason | 'unsigned' | 'unknown' | 'invalid_deadline';

/** What each reason says to the design's owner ("filtered: a web address"). */
export const FILTER_REASON_NOTES: Readonly<Record<FilterReason, string>> = {
  words: 'a rude word',
  link: 'a web address',
  contact: 'an e-mail address or handle',
  phone: 'a phone number',
  message: 'a message, not a name',
  blocklist: 'a word of your blocklist',
};

/**
 * Tokens that hold a name, a place or a title: the only ones checked for web addresses, e-mail
 * addresses, phone numbers and messages. Every token is checked for rude words.
 */
const NAME_TOKENS: ReadonlySet<TokenKey> = new Set<TokenKey>([
  'FIRSTNAME',
  'LASTNAME',
  'FULLNAME',
  'NICKNAME',
  'COMPANY',
  'TITLE',
  'DEPARTMENT',
  'CITY',
  'STATE',
  'COUNTRY',
  'INDUSTRY',
  'TEAMNAME',
  'MANAGER',
  'EVENTNAME',
  'MEMBERSHIP',
  'LASTPURCHASE',
]);

/** Letters of other scripts that look like Latin ones, and the signs people type for letters. */
const LOOK_ALIKES: Readonly<Record<string, string>> = {
  а: 'a',
  в: 'b',
  е: 'e',
  ё: 'e',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  х: 'x',
  і: 'i',
  ј: 'j',
  ѕ: 's',
  α: 'a',
  β: 'b',
  ε: 'e',
  ι: 'i',
  κ: 'k',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ı: 'i',
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '8': 'b',
  '9': 'g',
  '@': 'a',
  $: 's',
  '!': 'i',
  '|': 'i',
  '+': 't',
  '€': 'e',
  '¡': 'i',
};

/** Digits and signs typed for letters (the last entries of LOOK_ALIKES). */
const SIGNS = /[0-9@$!|+€¡]/;

/**
 * A value in plain Latin letters: lower case, no accents, look-alike letters made Latin, and in
 * words that have letters the digits and signs typed for letters ("sh1t", "a$$"). A number on
 * its own stays a number ("Guest 455" is no "ass").
 */
function latinForm(value: string): string {
  const plain = value.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
  return plain
    .split(/(\s+)/)
    .map((chunk) => {
      const letters = /\p{L}/u.test(chunk);
      let out = '';
      for (const ch of chunk) out += letters || !SIGNS.test(ch) ? (LOOK_ALIKES[ch] ?? ch) : ch;
      return out;
    })
    .join('');
}

/**
 * The words of a value in Latin form, masks kept (`f*ck`); a run of three or more one-letter
 * words ("f u c k", "f.u.c.k" after splitting) is joined into one more word.
 */
function wordsOf(latin: string): string[] {
  const words = latin.split(/[^a-z*#]+/).filter((w) => w !== '');
  const joined: string[] = [];
  let run = '';
  for (const w of [...words, '']) {
    if (w.length === 1) run += w;
    else {
      if (run.length >= 3) joined.push(run);
      run = '';
    }
  }
  return [...words, ...joined];
}

/** A term as a pattern: each letter may repeat ("fuuuck"), words are one space apart. */
const termPattern = (term: string) =>
  latinForm(term)
    .split(' ')
    .map((word) => [...word].map((ch) => `${ch.replace(/[^a-z]/g, '\\$&')}+`).join(''))
    .join(' ');

const ENDINGS = '(?:s|es|er|ers|ing|in|ed|y|ie|ies|z)?';
/** Whole words and phrases, in a value's words joined by single spaces. */
const wordsPattern = (terms: readonly string[]) =>
  new RegExp(`(?:^| )(?:${terms.map(termPattern).join('|')})${ENDINGS}(?= |$)`);

/** Single words are matched once the name-like words are set aside; phrases in the whole value. */
const SINGLE_WORDS_RE = wordsPattern(WORDS.filter((t) => !t.includes(' ')));
const PHRASES_RE = wordsPattern(WORDS.filter((t) => t.includes(' ')));
const SCAM_RE = wordsPattern(SCAM_WORDS);
const PIECES_RE = new RegExp(PIECES.map(termPattern).join('|'));
const NAME_LIKE_SET = new Set(NAME_LIKE);
const CONTEXT_SET = new Set(CONTEXT);
const MESSAGE_SET = new Set(MESSAGE_WORDS.map((w) => w.replace(/'/g, '')));
const WORD_TERMS = WORDS.filter((t) => !t.includes(' ')).map(latinForm);

/**
 * Whether a masked word (`f*ck`, `c#nt`) could be one of the filtered words. Two characters are
 * no masked word: "C#" is a language (`c#` could stand for any rude word of three letters).
 */
function maskedTerm(word: string): boolean {
  if (word.length < 3 || !/[a-z]/.test(word) || !/[*#]/.test(word)) return false;
  const mask = new RegExp(`^${word.replace(/[*#]+/g, (run) => `[a-z]{1,${run.length + 1}}`)}$`);
  return WORD_TERMS.some((term) => term.length >= 3 && mask.test(term));
}

/** Rude words, slurs and pieces of them, in any script. */
function rudeWords(value: string, latin: string): boolean {
  const lower = value.normalize('NFC').toLowerCase().replace(/\s+/g, ' ');
  if (SCRIPT_PIECES.some((piece) => lower.includes(piece))) return true;
  // "@" is a letter in "@sshole" and a separator in "shit@example.com": both readings are checked.
  return rudeLatin(latin) || (/[@＠]/.test(value) && rudeLatin(latinForm(value.replace(/[@＠]/g, ' '))));
}

function rudeLatin(latin: string): boolean {
  const words = wordsOf(latin);
  const nameLike = words.filter((w) => NAME_LIKE_SET.has(w));
  // A name that is also a rude word passes unless an insult stands beside it.
  if (nameLike.length > 0 && words.some((w) => CONTEXT_SET.has(w))) return true;
  if (PHRASES_RE.test(words.join(' '))) return true;
  const rest = words.map((w) => (NAME_LIKE_SET.has(w) ? '_' : w));
  if (SINGLE_WORDS_RE.test(rest.join(' '))) return true;
  return rest.some((w) => PIECES_RE.test(w) || maskedTerm(w));
}

const ENDING_ALTERNATION = DOMAIN_ENDINGS.join('|');
/** `name.com`, `name.co.uk`, a country's two letters: no space around the dot. */
const DOMAIN_RE = new RegExp(
  `(?:^|[^\\p{L}\\p{N}])[\\p{L}\\p{N}][\\p{L}\\p{N}-]+(?:\\.[\\p{L}\\p{N}-]+)*\\.(?:${ENDING_ALTERNATION}|[a-z]{2})(?![\\p{L}\\p{N}])`,
  'u',
);
/** `evil dot com`, `evil[.]com`, `evil (dot) com`: only with a known ending. */
const SPELLED_DOMAIN_RE = new RegExp(
  `[\\p{L}\\p{N}]{2,}\\s*(?:\\(\\s*(?:dot|\\.)\\s*\\)|\\[\\s*(?:dot|\\.)\\s*\\]|\\sdot\\s|\\s\\.\\s)\\s*(?:${ENDING_ALTERNATION})(?![\\p{L}\\p{N}])`,
  'u',
);
const URL_RE = /(?:https?|ftp)\s*:|:\/\/|(?:^|[^\p{L}])www\s*\./u;
const CONTACT_RE = /[^\s@＠]\s*[@＠]\s*[^\s@＠]|(?:^|\s)[@＠][\p{L}\p{N}_]{2,}|\(\s*at\s*\)|\[\s*at\s*\]/u;
/** Seven or more digits, with the separators phone numbers are written with. */
const PHONE_RE = /(?:\+\s*)?\d(?:[\s\-.()/]*\d){6,}/;

/** What a value says beyond a name: a web or e-mail address, a phone number, a message. */
function notAName(value: string, latin: string): FilterReason | undefined {
  const lower = value.normalize('NFKC').toLowerCase();
  if (URL_RE.test(lower) || DOMAIN_RE.test(lower) || SPELLED_DOMAIN_RE.test(lower)) return 'link';
  if (CONTACT_RE.test(lower)) return 'contact';
  if (PHONE_RE.test(lower)) return 'phone';
  const words = latin.split(/[^a-z']+/).filter((w) => w !== '');
  if (SCAM_RE.test(words.join(' '))) return 'message';
  const messageWords = new Set(words.map((w) => w.replace(/'/g, '')).filter((w) => MESSAGE_SET.has(w)));
  if (words.length >= 3 && messageWords.size >= 2) return 'message';
  return undefined;
}

/** An owner's own list of refused words and phrases, ready to match. */
export interface Blocklist {
  readonly latin: RegExp | undefined;
  readonly script: readonly string[];
}

const compiled = new WeakMap<readonly string[], Blocklist>();

/** Compiles (once per list) an owner's blocklist: whole words and phrases, in any script. */
export function compileBlocklist(entries: readonly string[]): Blocklist {
  const known = compiled.get(entries);
  if (known) return known;
  const latin: string[] = [];
  const script: string[] = [];
  for (const entry of entries) {
    const otherScript = /(?!\p{Script=Latin})\p{L}/u.test(entry);
    if (!otherScript && /[a-z]/.test(latinForm(entry))) latin.push(entry);
    else if (entry.trim() !== '') script.push(entry.normalize('NFC').toLowerCase().trim());
  }
  const list = { latin: latin.length ? wordsPattern(latin) : undefined, script };
  compiled.set(entries, list);
  return list;
}

/** A design's brand safety settings: the filter, the owner's blocklist, signed links only. */
export interface ValueFilterSettings {
  readonly filter: boolean;
  readonly blocklist: readonly string[];
  /** Values are drawn only from links the server signed (checked by the server, not here). */
  readonly signed?: boolean;
  /** Values are drawn only when the design's audience holds them (checked by the server). */
  readonly known?: boolean;
}

/** Whether a value reads as a deadline in some date order (deadline.ts). */
const isDeadline = (value: string) =>
  DATE_ORDERS.some((order) => parseDeadline(value, 'UTC', order) !== undefined);

/**
 * Why a normalized value must not be drawn for token `key`, or undefined when it may. The rude
 * words and the blocklist apply to every token; web addresses, e-mail addresses, phone numbers
 * and messages only to tokens that hold a name, a place or a title.
 */
export function filterValue(
  value: string,
  key: TokenKey,
  settings: ValueFilterSettings,
): FilterReason | undefined {
  // A deadline that reads as one holds no words: read with digits as letters, "2T17" was "tit".
  if (key === 'DEADLINE' && isDeadline(value)) return undefined;
  const latin = latinForm(value);
  if (settings.blocklist.length > 0) {
    const list = compileBlocklist(settings.blocklist);
    if (list.latin?.test(wordsOf(latin).join(' '))) return 'blocklist';
    const lower = value.normalize('NFC').toLowerCase();
    if (list.script.some((entry) => lower.includes(entry))) return 'blocklist';
  }
  if (!settings.filter) return undefined;
  if (rudeWords(value, latin)) return 'words';
  return NAME_TOKENS.has(key) ? notAName(value, latin) : undefined;
}
