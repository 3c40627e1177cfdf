import { promptRecommendationsResultSchema } from '@mergepix/core';
import { describe, expect, it } from 'vitest';
import { cleanSuggestions, composeAiImagePrompt, suggestionTokens } from './ai-image-prompt';

describe('AI image prompt', () => {
  it('adds the chosen style once, and nothing without one', () => {
    expect(composeAiImagePrompt('A beach towel with Ada on it.', '')).toBe('A beach towel with Ada on it.');
    expect(composeAiImagePrompt('A beach towel', 'Watercolor')).toBe('A beach towel, in watercolor style.');
    expect(composeAiImagePrompt('A watercolor beach', 'Watercolor')).toBe('A watercolor beach.');
    expect(composeAiImagePrompt('  ', 'Photo')).toBe('');
  });

  it('asks for suggestions that keep tokens, only for tokens with a value', () => {
    expect(suggestionTokens({ FIRSTNAME: 'Ada', COMPANY: ' ', EMAIL: 'a@b.c' })).toEqual({
      FIRSTNAME: '[FIRSTNAME]',
      EMAIL: '[EMAIL]',
    });
    expect(suggestionTokens(undefined)).toEqual({});
  });

  it('keeps five distinct suggestions and refuses a malformed answer', () => {
    expect(cleanSuggestions([' a ', 'a', '', 'b', 'c', 'd', 'e', 'f'])).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(
      promptRecommendationsResultSchema.safeParse({ recommendations: 'x', provider: 'offline' }).success,
    ).toBe(false);
  });
});
