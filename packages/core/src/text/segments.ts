import type { TextCase } from './text-layer.ts';

// Splitting text where it may be cut: between user-perceived characters (an emoji with its skin
// tone, a letter with its combining accents, a Hangul syllable stay whole) and between words.

const graphemeSegmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
const wordSegmenter = new Intl.Segmenter(undefined, { granularity: 'word' });

/** The user-perceived characters of `text`. */
export function graphemes(text: string): string[] {
  return Array.from(graphemeSegmenter.segment(text), (s) => s.segment);
}

/** The first `count` user-perceived characters of `text`, and whether anything was left out. */
export function takeGraphemes(text: string, count: number): { text: string; cut: boolean } {
  let end = 0;
  let taken = 0;
  for (const { segment } of graphemeSegmenter.segment(text)) {
    if (taken === count) return { text: text.slice(0, end), cut: true };
    end += segment.length;
    taken += 1;
  }
  return { text, cut: false };
}

// Scripts written without spaces: a line may break between any two of their characters.
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]/u;
// Closing punctuation never starts a line.
const CLOSING = /^[\p{Pe}\p{Pf}\p{Po}]/u;

/**
 * Pieces of `text` a line may break between: each ends after its trailing spaces, so the
 * pieces joined give the text back. CJK characters may break anywhere except before closing
 * punctuation.
 */
export function breakPieces(text: string): string[] {
  const pieces: string[] = [];
  let current = '';
  let afterSpace = false;
  for (const { segment } of wordSegmenter.segment(text)) {
    const space = /^\s+$/u.test(segment);
    const breakBefore =
      current !== '' &&
      !space &&
      !CLOSING.test(segment) &&
      (afterSpace || UNSPACED.test(segment) || UNSPACED.test(current.at(-1) ?? ''));
    if (breakBefore) {
      pieces.push(current);
      current = '';
    }
    current += segment;
    afterSpace = space;
  }
  if (current !== '') pieces.push(current);
  return pieces;
}

/** `text` in the chosen case; "capitalize" upper-cases the first letter of every word, as CSS does. */
export function applyTextCase(text: string, textCase: TextCase): string {
  switch (textCase) {
    case 'uppercase':
      return text.toUpperCase();
    case 'lowercase':
      return text.toLowerCase();
    case 'capitalize':
      return text.replace(
        /(^|[^\p{L}\p{M}\p{N}'’])(\p{L})/gu,
        (_, before: string, letter: string) => before + letter.toUpperCase(),
      );
    default:
      return text;
  }
}

/** Text without control characters (a tab counts as a space; line breaks are kept). */
export function cleanLayerText(text: string): string {
  const spaced = text.replace(/\r\n?/g, '\n').replace(/\t/g, ' ');
  return Array.from(spaced, (ch) => (ch !== '\n' && /\p{Cc}/u.test(ch) ? '' : ch)).join('');
}

// Invisible format characters that reorder or hide text (bidi overrides, embeddings and isolates,
// zero-width spaces, the byte-order mark, soft hyphens). The joiners ZWJ and ZWNJ (emoji sequences,
// Persian) and the tag characters of subdivision flags stay.
const HIDDEN_FORMAT = /(?!\u200c|\u200d|[\u{e0020}-\u{e007f}])\p{Cf}/gu;

/**
 * One line of plain text as a picture draws it: control and hidden format characters removed,
 * every run of white space (line breaks too) one space, trimmed.
 */
export function cleanLineText(text: string): string {
  return cleanLayerText(text).replace(HIDDEN_FORMAT, '').replace(/\s+/gu, ' ').trim();
}

// Strong right-to-left characters: Hebrew, Arabic, Syriac, Thaana, N'Ko and their presentation forms.
const RTL = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/u;

/** The base direction of a paragraph: that of its first strongly directional character. */
export function textDirection(text: string): 'ltr' | 'rtl' {
  for (const ch of text) {
    if (RTL.test(ch)) return 'rtl';
    if (/\p{L}/u.test(ch)) return 'ltr';
  }
  return 'ltr';
}
