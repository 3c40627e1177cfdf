import { describe, expect, it } from 'vitest';
import { findUnstorableText, unstorableCharacter } from './storable-text.ts';
import { accountEmailSchema, userImageSchema } from './users.ts';

describe('unstorable text', () => {
  it('finds NUL and lone surrogates, and leaves real text alone', () => {
    expect(unstorableCharacter('a\u0000b')).toBe('U+0000');
    expect(unstorableCharacter('x\uD83D')).toBe('U+D83D');
    expect(unstorableCharacter('\uDE00x')).toBe('U+DE00');
    expect(unstorableCharacter('emoji 😀, tab\t, newline\n, é, 中文')).toBeUndefined();
  });

  it('names the field holding it, in nested objects, arrays and keys', () => {
    expect(findUnstorableText({ prompt: 'ok', details: { accessories: ['a', 'b\u0000'] } })).toEqual({
      path: 'details.accessories.1',
      character: 'U+0000',
    });
    expect(findUnstorableText({ tokens: { 'KEY\u0000': 'v' } })?.path).toBe('tokens.KEY\u0000');
    expect(findUnstorableText({ n: 1, ok: true, none: null, s: 'fine' })).toBeUndefined();
  });
});

describe('account fields', () => {
  it('bounds e-mail addresses by RFC 5321', () => {
    expect(accountEmailSchema.safeParse(`${'a'.repeat(64)}@example.com`).success).toBe(true);
    expect(accountEmailSchema.safeParse(`${'a'.repeat(65)}@example.com`).success).toBe(false);
    expect(
      accountEmailSchema.safeParse(
        `a@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.${'e'.repeat(60)}.com`,
      ).success,
    ).toBe(false);
  });

  it('takes only http(s) URLs and stored image paths as images', () => {
    for (const ok of ['https://cdn.example.com/a.png', '/storage/v1/object/public/avatars/u/a.webp'])
      expect(userImageSchema.safeParse(ok).success).toBe(true);
    for (const bad of [
      'javascript:alert(1)',
      'data:image/png;base64,AA',
      '//evil.example/x',
      'ftp://x/y',
      '/etc/passwd',
    ])
      expect(userImageSchema.safeParse(bad).success).toBe(false);
  });
});

describe('unstorable text in deep values', () => {
  it('walks any depth without recursion and keeps document order', () => {
    let deep: unknown = 'bad\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findUnstorableText({ a: deep })?.path).toBe(`a${'.0'.repeat(100_000)}`);
    expect(findUnstorableText({ a: ['ok', { 'k\u0000': 1 }], b: 'x\u0000' })?.path).toBe('a.1.k\u0000');
  });
});
