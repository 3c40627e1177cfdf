import { describe, expect, it } from 'vitest';
import { MEME_DEFAULT_TEXT_STYLE, memeTextStyleSchema } from '../api/meme-style.ts';
import { findTokens } from '../tokens/substitute.ts';
import { MEME_QUICK_TEXTS } from './meme-quick-texts.ts';
import { findMemeTemplate, MEME_TEMPLATES } from './meme-templates.ts';

describe('meme templates', () => {
  it('lists the 12 classic formats once each, with a picture under /meme-templates', () => {
    expect(MEME_TEMPLATES).toHaveLength(12);
    expect(new Set(MEME_TEMPLATES.map((t) => t.id)).size).toBe(12);
    for (const t of MEME_TEMPLATES) expect(t.url).toBe(`/meme-templates/${t.id}.png`);
    expect(MEME_TEMPLATES[0]?.id).toBe('distracted-boyfriend');
    expect(findMemeTemplate('always-has-been')?.name).toBe('Always Has Been');
    expect(findMemeTemplate('nope')).toBeUndefined();
  });

  it('names no real people or trademarked characters', () => {
    const text = MEME_TEMPLATES.map((t) => `${t.name} ${t.description}`).join(' ');
    expect(text).not.toMatch(/drake|pikachu|pok[eé]mon|boromir|doge|cheems/i);
  });
});

describe('quick text templates', () => {
  it('has success, birthday, welcome and motivational, each greeting by a token', () => {
    expect(MEME_QUICK_TEXTS.map((q) => q.id)).toEqual(['success', 'birthday', 'welcome', 'motivational']);
    for (const q of MEME_QUICK_TEXTS) {
      expect(findTokens(`${q.topText} ${q.bottomText}`)).toContain('FIRSTNAME');
      expect(memeTextStyleSchema.safeParse({ ...MEME_DEFAULT_TEXT_STYLE, ...q.style }).success).toBe(true);
    }
  });

  it('makes birthday yellow with a red outline of 3', () => {
    const birthday = MEME_QUICK_TEXTS.find((q) => q.id === 'birthday');
    expect(birthday?.style).toMatchObject({ color: '#FFFF00', strokeColor: '#FF0000', strokeWidth: 3 });
  });
});

describe('meme text style schema', () => {
  it('accepts the defaults: Anton (for Impact), 36, upper case, white on black, outline 2', () => {
    expect(MEME_DEFAULT_TEXT_STYLE).toEqual({
      fontFamily: 'Anton',
      fontSize: 36,
      textCase: 'upper',
      color: '#FFFFFF',
      strokeColor: '#000000',
      strokeWidth: 2,
    });
    expect(memeTextStyleSchema.parse({ ...MEME_DEFAULT_TEXT_STYLE, fontFamily: 'Impact' }).fontFamily).toBe(
      'Impact',
    );
  });

  it.each([
    ['fontSize', 19],
    ['fontSize', 73],
    ['strokeWidth', -0.5],
    ['strokeWidth', 5.5],
    ['strokeWidth', 2.25],
    ['color', 'white'],
    ['strokeColor', '#GGGGGG'],
    ['textCase', 'title'],
    ['fontFamily', 'Wingdings Deluxe'],
  ])('rejects %s = %j, naming the field', (field, value) => {
    const result = memeTextStyleSchema.safeParse({ ...MEME_DEFAULT_TEXT_STYLE, [field]: value });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual([field]);
  });

  it('takes the range ends and short hex colours', () => {
    for (const change of [
      { fontSize: 20 },
      { fontSize: 72 },
      { strokeWidth: 0 },
      { strokeWidth: 4.5 },
      { color: '#fc0' },
    ])
      expect(memeTextStyleSchema.safeParse({ ...MEME_DEFAULT_TEXT_STYLE, ...change }).success).toBe(true);
  });
});
