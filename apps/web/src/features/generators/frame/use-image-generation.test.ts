import { SIMULATED_PROGRESS_STEPS } from '@mergepix/core';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import {
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
