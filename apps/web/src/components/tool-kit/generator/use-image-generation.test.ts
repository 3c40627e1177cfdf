import { SIMULATED_PROGRESS_STEPS } from '@mergepix/core';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import {
  GHIBLI_400_HINT,
  generationBody,
  generationErrorMessage,
  nextProgress,
  SIMULATED_PROGRESS_CAP,
} from './use-image-generation';

describe('nextProgress', () => {
  it('reaches 90 after 10 steps and stays there', () => {
    let progress = 0;
    const seen: number[] = [];
    for (let step = 0; step < SIMULATED_PROGRESS_STEPS; step++) {
      progress = nextProgress(progress);
      seen.push(progress);
    }
    expect(seen[0]).toBe(9);
    expect(progress).toBe(SIMULATED_PROGRESS_CAP);
    expect(progress).toBe(90);
    expect(nextProgress(progress)).toBe(90);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
  });
});

describe('generationErrorMessage', () => {
  it('prefixes the error message', () => {
    expect(generationErrorMessage(new Error('Rate limited'))).toBe(
      'Failed to generate action figure: Rate limited',
    );
    expect(generationErrorMessage(new ApiError(500, 'HTTP_500', 'Provider down'))).toBe(
      'Failed to generate action figure: Provider down',
    );
    expect(generationErrorMessage('timeout')).toBe('Failed to generate action figure: timeout');
  });

  it('says "Unknown error" when there is no message', () => {
    expect(generationErrorMessage(new Error(''))).toBe('Failed to generate action figure: Unknown error');
    expect(generationErrorMessage(undefined)).toBe('Failed to generate action figure: Unknown error');
    expect(generationErrorMessage({ code: 1 })).toBe('Failed to generate action figure: Unknown error');
  });
});

describe('generationBody', () => {
  it('leaves out empty reference images and details', () => {
    expect(generationBody({ prompt: 'p', provider: 'gemini', referenceImageUrl: null, details: {} })).toEqual(
      {
        prompt: 'p',
        provider: 'gemini',
      },
    );
    expect(
      generationBody({
        prompt: 'p',
        provider: 'openai',
        referenceImageUrl: 'data:x',
        details: { name: 'A' },
      }),
    ).toEqual({ prompt: 'p', provider: 'openai', referenceImageUrl: 'data:x', details: { name: 'A' } });
  });
});

describe('generationErrorMessage per function', () => {
  it('names what failed in the catalogue’s words', () => {
    expect(generationErrorMessage(new Error('busy'), 'reference-image')).toBe(
      'Failed to generate cartoon image: busy',
    );
    expect(generationErrorMessage(new Error('busy'), 'meme-generator')).toBe('Failed to generate meme: busy');
    expect(generationErrorMessage(new Error('busy'), 'crazy-image')).toBe(
      'Failed to generate crazy image: busy',
    );
    expect(generationErrorMessage(new Error('busy'), 'image-generation')).toBe(
      'Failed to generate image: busy',
    );
  });

  it('adds the hint to a Ghibli failure that mentions or answered 400, and only then', () => {
    expect(generationErrorMessage(new Error('timeout'), 'ghibli-image')).toBe(
      'Failed to generate Ghibli-style image: timeout',
    );
    expect(
      generationErrorMessage(new ApiError(400, 'BAD_REQUEST', 'prompt must not be empty'), 'ghibli-image'),
    ).toBe(`Failed to generate Ghibli-style image: prompt must not be empty ${GHIBLI_400_HINT}`);
    expect(generationErrorMessage(new Error('Provider said 400 Bad Request'), 'ghibli-image')).toContain(
      GHIBLI_400_HINT,
    );
    expect(generationErrorMessage(new Error('code 4001'), 'ghibli-image')).not.toContain(GHIBLI_400_HINT);
    expect(generationErrorMessage(new Error('400'), 'action-figure')).not.toContain(GHIBLI_400_HINT);
  });

  it('passes a function’s own fields through', () => {
    expect(
      generationBody({
        provider: 'openai',
        topText: 'Hi',
        referenceImageUrl: '/storage/v1/object/public/a.png',
      }),
    ).toEqual({
      provider: 'openai',
      topText: 'Hi',
      referenceImageUrl: '/storage/v1/object/public/a.png',
    });
  });
});
