import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cannedRecommendations, genericDescription } from './recommendations.ts';

const TOKENS = { FIRSTNAME: 'Alex', COMPANY: 'Brightside Co.' };

describe('cannedRecommendations', () => {
  it('returns three distinct variants: styled, personalized and email banner', () => {
    const variants = cannedRecommendations('a sunset beach.', TOKENS, 'watercolor');
    expect(variants).toHaveLength(3);
    expect(new Set(variants).size).toBe(3);
    expect(variants[0]).toMatch(/^A sunset beach in watercolor style, soft cinematic lighting/);
    expect(variants[1]).toContain('personalized for Alex at Brightside Co.');
    expect(variants[2]).toMatch(/^Wide email banner composition of a sunset beach/);
  });

  it('includes the style in every variant, once', () => {
    for (const variant of cannedRecommendations('a castle', {}, 'Ghibli'))
      expect(variant).toContain('Ghibli style');
    for (const variant of cannedRecommendations('a castle', {}, 'pixel art style')) {
      expect(variant).toContain('in pixel art style');
      expect(variant).not.toContain('style style');
    }
    for (const variant of cannedRecommendations('a ghibli castle', {}, 'Ghibli')) {
      expect(variant.match(/ghibli/gi)).toHaveLength(1);
    }
  });

  it('substitutes token values, including tokens typed in the prompt', () => {
    const variants = cannedRecommendations('Poster for [COMPANY]', TOKENS);
    for (const variant of variants) {
      expect(variant).toContain('Brightside Co.');
      expect(variant).not.toMatch(/\[(FIRSTNAME|COMPANY)\]/);
    }
  });

  it('personalizes with whichever of first name and company is given', () => {
    expect(cannedRecommendations('a mug', { FIRSTNAME: 'Sam' })[1]).toContain('personalized for Sam,');
    expect(cannedRecommendations('a mug', { company: 'Acme' })[1]).toContain('branded for Acme');
    expect(cannedRecommendations('a mug', { FIRSTNAME: '  ', COMPANY: '' })[1]).toContain('greeting sign');
  });

  it('inserts values verbatim, so a value cannot pull in other tokens', () => {
    const variant = cannedRecommendations('a mug', { FIRSTNAME: '[COMPANY] $&', COMPANY: 'Acme' })[1];
    expect(variant).toContain('personalized for [COMPANY] $& at Acme');
  });

  it('is never empty, even with a blank prompt', () => {
    const variants = cannedRecommendations('   ', {}, '  ');
    expect(variants).toHaveLength(3);
    for (const variant of variants) expect(variant).toContain('eye-catching marketing image');
  });

  it('always gives three distinct, non-empty variants', () => {
    const tokensArb = fc.dictionary(
      fc.constantFrom('FIRSTNAME', 'COMPANY', 'firstname', 'EMAIL'),
      fc.string(),
    );
    fc.assert(
      fc.property(
        fc.string(),
        tokensArb,
        fc.option(fc.string(), { nil: undefined }),
        (prompt, tokens, style) => {
          const variants = cannedRecommendations(prompt, tokens, style);
          expect(variants).toHaveLength(3);
          expect(new Set(variants).size).toBe(3);
          for (const variant of variants) expect(variant.trim()).not.toBe('');
        },
      ),
    );
  });
});

describe('genericDescription', () => {
  it('uses first name and company', () => {
    expect(genericDescription(TOKENS)).toBe('A personalized marketing image for Alex at Brightside Co.');
    expect(genericDescription({ firstname: 'Sam', company: 'Acme' })).toBe(
      'A personalized marketing image for Sam at Acme.',
    );
  });

  it('words missing values gracefully', () => {
    expect(genericDescription({ FIRSTNAME: 'Sam' })).toBe('A personalized marketing image for Sam.');
    expect(genericDescription({ COMPANY: 'Acme' })).toBe(
      'A personalized marketing image for the team at Acme.',
    );
    expect(genericDescription({ FIRSTNAME: ' ', COMPANY: '' })).toBe(
      'A personalized marketing image made for your customer.',
    );
    expect(genericDescription()).toBe('A personalized marketing image made for your customer.');
  });
});
