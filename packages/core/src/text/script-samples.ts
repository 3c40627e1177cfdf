/**
 * Pieces of text from the scripts personalized names arrive in: Latin with accents (precomposed
 * and as combining marks), emoji with skin tones, joiners and flags, CJK, kana, Hangul, Arabic,
 * Hebrew, Devanagari, Cyrillic and Greek, plus spaces, a line break and punctuation. Property
 * tests join random runs of them into names that stress layout, shaping and bidi. A space is
 * listed twice so that random runs break into words about as often as real names do.
 */
export const SCRIPT_SAMPLES: readonly string[] = [
  'a',
  'W',
  'M',
  'ß',
  'ñ',
  'Ł',
  ' ',
  ' ',
  '\n',
  'e\u0301',
  'n\u0303\u0323',
  '😀',
  '👍🏽',
  '👩‍👩‍👧',
  '🇯🇵',
  '山',
  '田',
  'ひ',
  'カ',
  '한',
  '국',
  'م',
  'ر',
  'ح',
  'ש',
  'ל',
  'ו',
  'न',
  'म',
  'Я',
  'λ',
  '-',
  ',',
  '.',
  '!',
];
