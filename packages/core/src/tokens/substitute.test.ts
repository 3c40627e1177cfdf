import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getToken, TOKENS, type TokenKey } from './registry.ts';
import { findTokens, isBlankValue, substituteTokens, tokenText } from './substitute.ts';

const KEYS = TOKENS.map((t) => t.key);
const keyArb = fc.constantFrom(...KEYS);

/** A key spelled with a random mix of upper and lower case. */
const caseVariantArb = keyArb.chain((key) =>
  fc
    .array(fc.boolean(), { minLength: key.length, maxLength: key.length })
    .map((mask) => [...key].map((ch, i) => (mask[i] ? ch.toLowerCase() : ch)).join('')),
);

const unknownKeyArb = fc.stringMatching(/^[A-Za-z0-9_]{1,12}$/).filter((s) => getToken(s) === undefined);

const noBracketArb = fc.string().filter((s) => !s.includes('[') && !s.includes(']'));
const nonBlankArb = fc.string({ minLength: 1 }).filter((s) => s.trim() !== '');
const blankArb = fc.constantFrom(undefined, '', ' ', '\t', '  \n ');
const missingArb = fc.constantFrom<'keep' | 'empty'>('keep', 'empty');

describe('substituteTokens examples', () => {
  const values = { FIRSTNAME: 'Alex', COMPANY: 'Brightside Co.' };

  it('replaces known tokens in any case', () => {
    expect(substituteTokens('Hi [FIRSTNAME] from [company]!', values)).toBe('Hi Alex from Brightside Co.!');
    expect(substituteTokens('[firstname][FirstName]', values)).toBe('AlexAlex');
  });

  it('uses inline fallbacks, then the fallback map, then the missing mode', () => {
    expect(substituteTokens('Hi [LASTNAME|friend]', values)).toBe('Hi friend');
    expect(substituteTokens('Hi [LASTNAME]', values, { fallbacks: { LASTNAME: 'pal' } })).toBe('Hi pal');
    expect(substituteTokens('Hi [LASTNAME|friend]', values, { fallbacks: { lastname: 'pal' } })).toBe(
      'Hi friend',
    );
    expect(substituteTokens('Hi [LASTNAME]!', values)).toBe('Hi [LASTNAME]!');
    expect(substituteTokens('Hi [lastname]!', values, { missing: 'empty' })).toBe('Hi !');
    expect(substituteTokens('Hi [LASTNAME|]!', values)).toBe('Hi !');
  });

  it('treats whitespace-only values as missing', () => {
    expect(substituteTokens('Hi [FIRSTNAME|there]', { FIRSTNAME: '   ' })).toBe('Hi there');
  });

  it('accepts values keyed in lower case, preferring the upper-case key', () => {
    expect(substituteTokens('[FIRSTNAME]', { firstname: 'sam' })).toBe('sam');
    expect(substituteTokens('[FIRSTNAME]', { firstname: 'sam', FIRSTNAME: 'Sam' })).toBe('Sam');
    expect(substituteTokens('[FIRSTNAME]', { FIRSTNAME: 'Sam', firstname: 'sam' })).toBe('Sam');
  });

  it('leaves unknown and malformed tokens exactly as typed', () => {
    const text = '[TOKEN_NAME] [sic] [FOO|bar] [ FIRSTNAME ] [FIRSTNAME [] [FIRSTNAME|a|b';
    expect(substituteTokens(text, values, { missing: 'empty' })).toBe(text);
  });

  it('substitutes known tokens that are not implemented yet when a value is given', () => {
    expect(substituteTokens('See you in [City]', { CITY: 'Lisbon' })).toBe('See you in Lisbon');
  });

  it('finds the inner token in doubled brackets', () => {
    expect(substituteTokens('[[FIRSTNAME]]', values)).toBe('[Alex]');
  });

  it('inserts values literally in a single pass', () => {
    expect(substituteTokens('[FIRSTNAME]', { FIRSTNAME: '$& $1 $` [COMPANY]', COMPANY: 'X' })).toBe(
      '$& $1 $` [COMPANY]',
    );
  });
});

describe('substituteTokens properties', () => {
  it('returns text without "[" unchanged', () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => !s.includes('[')),
        fc.dictionary(keyArb, fc.string()),
        missingArb,
        (text, values, missing) => {
          expect(substituteTokens(text, values, { missing })).toBe(text);
        },
      ),
    );
  });

  it('substitutes every case variant of a key the same way', () => {
    fc.assert(
      fc.property(caseVariantArb, noBracketArb, noBracketArb, nonBlankArb, (variant, pre, post, value) => {
        const key = variant.toUpperCase();
        const values = { [key]: value };
        const expected = pre + value + post;
        expect(substituteTokens(`${pre}[${variant}]${post}`, values)).toBe(expected);
        expect(substituteTokens(`${pre}[${key}]${post}`, values)).toBe(expected);
      }),
    );
  });

  it('preserves unknown tokens whatever the values and options', () => {
    fc.assert(
      fc.property(
        unknownKeyArb,
        fc.option(noBracketArb, { nil: undefined }),
        fc.string(),
        missingArb,
        (key, inline, value, missing) => {
          const token = inline === undefined ? `[${key}]` : `[${key}|${inline}]`;
          const text = `a ${token} b`;
          const values = { [key]: value, [key.toUpperCase()]: value };
          expect(substituteTokens(text, values, { missing, fallbacks: values })).toBe(text);
        },
      ),
    );
  });

  it('inserts values containing tokens or replacement patterns literally', () => {
    const trickyArb = fc
      .array(fc.constantFrom('$&', '$1', '$$', "$'", '$`', '[FIRSTNAME]', '[company]', 'x', ' '), {
        minLength: 1,
      })
      .map((parts) => parts.join(''))
      .filter((s) => s.trim() !== '');
    fc.assert(
      fc.property(keyArb, trickyArb, noBracketArb, (key, value, other) => {
        const values = { FIRSTNAME: other || 'Alex', COMPANY: 'Acme', [key]: value };
        expect(substituteTokens(`<${tokenText(key)}>`, values)).toBe(`<${value}>`);
      }),
    );
  });

  it('uses the fallback exactly when the value is blank', () => {
    const valueArb = fc.oneof(blankArb, nonBlankArb);
    fc.assert(
      fc.property(keyArb, valueArb, noBracketArb, fc.boolean(), (key, value, fallback, inline) => {
        const values = value === undefined ? {} : { [key]: value };
        const text = inline ? `[${key}|${fallback}]` : `[${key}]`;
        const options = inline ? {} : { fallbacks: { [key]: fallback } };
        const expected = isBlankValue(value) ? fallback : value;
        expect(substituteTokens(text, values, options)).toBe(expected);
      }),
    );
  });

  it('is idempotent when values and fallbacks contain no brackets', () => {
    const pieceArb = fc.oneof(
      noBracketArb,
      caseVariantArb.map((k) => `[${k}]`),
      fc.tuple(caseVariantArb, noBracketArb).map(([k, f]) => `[${k}|${f}]`),
      unknownKeyArb.map((k) => `[${k}]`),
    );
    const textArb = fc.array(pieceArb, { maxLength: 8 }).map((parts) => parts.join(''));
    const mapArb = fc.dictionary(keyArb, noBracketArb);
    fc.assert(
      fc.property(textArb, mapArb, mapArb, missingArb, (text, values, fallbacks, missing) => {
        const once = substituteTokens(text, values, { fallbacks, missing });
        expect(substituteTokens(once, values, { fallbacks, missing })).toBe(once);
      }),
    );
  });
});

describe('findTokens', () => {
  it('returns distinct upper-cased known keys in order of appearance', () => {
    expect(findTokens('[company] hi [FIRSTNAME|x] [Company] [NOPE] [email]')).toEqual([
      'COMPANY',
      'FIRSTNAME',
      'EMAIL',
    ]);
    expect(findTokens('no tokens [here]')).toEqual([]);
  });

  it('finds exactly the keys that substitution would touch', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(caseVariantArb, unknownKeyArb), { maxLength: 6 }), (keys) => {
        const text = keys.map((k) => `[${k}]`).join(' ');
        const expected = [...new Set(keys.map((k) => k.toUpperCase()).filter((k) => getToken(k)))];
        expect(findTokens(text)).toEqual(expected);
      }),
    );
  });
});

describe('tokenText', () => {
  it('wraps the key in square brackets', () => {
    const key: TokenKey = 'FIRSTNAME';
    expect(tokenText(key)).toBe('[FIRSTNAME]');
  });
});
