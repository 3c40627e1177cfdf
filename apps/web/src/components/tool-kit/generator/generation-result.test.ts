import { GENERATION_FAILED_TEXT } from '@mergepix/core';
import { describe, expect, it } from 'vitest';
import { GENERATION_FAILED_PLACEHOLDER } from './failed-placeholder';
import { provenanceText } from './generation-result';

describe('provenanceText', () => {
  it('names the model', () => {
    expect(provenanceText({ provider: 'openai', model: 'dall-e-3' })).toBe('Made with dall-e-3');
  });

  it('mentions a fallback between providers', () => {
    expect(
      provenanceText({
        provider: 'openai',
        model: 'dall-e-3',
        fallback: { from: 'gemini', reason: 'quota exceeded' },
      }),
    ).toBe('Made with dall-e-3 (fell back from gemini: quota exceeded)');
  });

  it('never calls the offline engine AI', () => {
    expect(provenanceText({ provider: 'local', model: 'mergepix-figure' })).toBe(
      'Made offline by the Mergepix engine (not AI)',
    );
    expect(
      provenanceText({
        provider: 'local',
        model: 'mergepix-figure',
        fallback: { from: 'gemini', reason: 'no API key configured' },
      }),
    ).toBe('Made offline by the Mergepix engine (not AI) — no API key configured');
  });
});

describe('GENERATION_FAILED_PLACEHOLDER', () => {
  it('is an SVG data URL that reads "Generation Failed"', () => {
    expect(GENERATION_FAILED_PLACEHOLDER.startsWith('data:image/svg+xml')).toBe(true);
    expect(decodeURIComponent(GENERATION_FAILED_PLACEHOLDER)).toContain(`>${GENERATION_FAILED_TEXT}<`);
  });
});
