import { describe, expect, it } from 'vitest';
import { CircuitBreaker } from './circuit-breaker.ts';

describe('CircuitBreaker', () => {
  it('opens on the 5th failure in a row, for 60 s, then lets the provider try again', () => {
    let now = 1_000_000;
    const breaker = new CircuitBreaker({ now: () => now });
    for (let i = 0; i < 4; i++) breaker.recordFailure('image:openai');
    expect(breaker.isOpen('image:openai')).toBe(false);
    breaker.recordFailure('image:openai');
    expect(breaker.isOpen('image:openai')).toBe(true);
    expect(breaker.retryInMs('image:openai')).toBe(60_000);
    expect(breaker.isOpen('image:gemini')).toBe(false);

    now += 59_999;
    expect(breaker.isOpen('image:openai')).toBe(true);
    now += 1;
    expect(breaker.isOpen('image:openai')).toBe(false);
    // One more failure after the cooldown opens it again straight away.
    breaker.recordFailure('image:openai');
    expect(breaker.isOpen('image:openai')).toBe(true);
  });

  it('forgets failures after a success', () => {
    const breaker = new CircuitBreaker({ now: () => 0 });
    for (let i = 0; i < 4; i++) breaker.recordFailure('k');
    breaker.recordSuccess('k');
    for (let i = 0; i < 4; i++) breaker.recordFailure('k');
    expect(breaker.isOpen('k')).toBe(false);
  });

  it('reports closed, open and half-open, with the failures in a row and the recent error rate', () => {
    let now = 1_000_000;
    const breaker = new CircuitBreaker({ now: () => now, windowMs: 60_000 });
    expect(breaker.snapshot('chat:openai')).toEqual({
      circuit: 'closed',
      failuresInRow: 0,
      retryInMs: 0,
      recent: { calls: 0, failures: 0, windowMs: 60_000 },
    });
    breaker.recordSuccess('chat:openai');
    for (let i = 0; i < 5; i++) breaker.recordFailure('chat:openai');
    expect(breaker.snapshot('chat:openai')).toMatchObject({
      circuit: 'open',
      failuresInRow: 5,
      retryInMs: 60_000,
      recent: { calls: 6, failures: 5 },
    });
    now += 60_000;
    // The cooldown is over: the next call is the trial.
    expect(breaker.snapshot('chat:openai')).toMatchObject({ circuit: 'half-open', retryInMs: 0 });
    now += 1;
    // Calls older than the window no longer count.
    expect(breaker.snapshot('chat:openai').recent).toEqual({ calls: 0, failures: 0, windowMs: 60_000 });
    breaker.recordSuccess('chat:openai');
    expect(breaker.snapshot('chat:openai')).toMatchObject({ circuit: 'closed', failuresInRow: 0 });
  });
});
