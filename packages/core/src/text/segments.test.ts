import { describe, expect, it } from 'vitest';
import {
  applyTextCase,
  breakPieces,
  cleanLayerText,
  cleanLineText,
  graphemes,
  takeGraphemes,
  textDirection,
} from './segments.ts';

describe('text segments', () => {
  it('keeps emoji sequences and combining marks whole', () => {
    expect(graphemes('👍🏽👩‍👩‍👧e\u0301')).toEqual(['👍🏽', '👩‍👩‍👧', 'e\u0301']);
    expect(takeGraphemes('a👍🏽b', 2)).toEqual({ text: 'a👍🏽', cut: true });
    expect(takeGraphemes('ab', 2)).toEqual({ text: 'ab', cut: false });
  });

  it('breaks after spaces and between CJK characters, never before closing punctuation', () => {
    expect(breakPieces('Hello, big world')).toEqual(['Hello, ', 'big ', 'world']);
    expect(breakPieces('山田です。').join('|')).not.toMatch(/\|。/);
    expect(breakPieces('山田です。').length).toBeGreaterThan(1);
    expect(breakPieces('  lead').join('')).toBe('  lead');
  });

  it('cases text as CSS does', () => {
    expect(applyTextCase('hello wORLD', 'capitalize')).toBe('Hello WORLD');
    expect(applyTextCase("o'neil-smith ana", 'capitalize')).toBe("O'neil-Smith Ana");
    expect(applyTextCase('Ana', 'uppercase')).toBe('ANA');
    expect(applyTextCase('Ana', 'lowercase')).toBe('ana');
    expect(applyTextCase('Ana', 'none')).toBe('Ana');
  });

  it('removes control characters but keeps line breaks', () => {
    expect(cleanLayerText('a\u0000b\tc\r\nd\u007f')).toBe('ab c\nd');
  });

  it('cleans one line of text of controls and hidden format characters, keeping joiners', () => {
    expect(cleanLineText(' a\u202eb\u0000c \n\t d\u200b\ufeff ')).toBe('abc d');
    // ZWJ keeps a family emoji whole, ZWNJ a Persian word, tags a subdivision flag.
    const kept = '👩\u200d👧 \u0645\u06cc\u200c\u062e\u0648\u0627\u0645 🏴\u{e0067}\u{e0062}\u{e007f}';
    expect(cleanLineText(kept)).toBe(kept);
  });

  it('takes the direction of the first strong character', () => {
    expect(textDirection('123 שלום Ana')).toBe('rtl');
    expect(textDirection('Ana שלום')).toBe('ltr');
    expect(textDirection('مرحبا')).toBe('rtl');
    expect(textDirection('123')).toBe('ltr');
  });
});
