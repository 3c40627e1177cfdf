import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { errorMessage, tooManyAttemptsMessage } from './auth-messages';

describe('tooManyAttemptsMessage', () => {
  it('rounds seconds up to whole minutes', () => {
    expect(tooManyAttemptsMessage(600)).toBe('Too many attempts. Try again in 10 minutes.');
    expect(tooManyAttemptsMessage(61)).toBe('Too many attempts. Try again in 2 minutes.');
    expect(tooManyAttemptsMessage(60)).toBe('Too many attempts. Try again in 1 minute.');
  });

  it('never says "0 minutes"', () => {
    expect(tooManyAttemptsMessage(0)).toBe('Too many attempts. Try again in 1 minute.');
    expect(tooManyAttemptsMessage(5)).toBe('Too many attempts. Try again in 1 minute.');
  });

  it('has a wording without a number', () => {
    expect(tooManyAttemptsMessage(undefined)).toBe('Too many attempts. Try again later.');
    expect(tooManyAttemptsMessage(Number.NaN)).toBe('Too many attempts. Try again later.');
  });
});

describe('errorMessage', () => {
  it("shows the server's text, except for 429 which gets the wait time", () => {
    expect(errorMessage(new ApiError(401, 'INVALID', 'Invalid email or password'))).toBe(
      'Invalid email or password',
    );
    expect(errorMessage(new ApiError(429, 'RATE_LIMITED', 'slow down', 300))).toBe(
      'Too many attempts. Try again in 5 minutes.',
    );
    expect(errorMessage(new Error('internal detail'))).toBe('Something went wrong. Please try again.');
  });
});
