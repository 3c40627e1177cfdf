import { findTokens } from '@mergepix/core';
import { describe, expect, it } from 'vitest';
import { CRAZY_IDEAS, composeCrazyPrompt, intensityLevel } from './crazy-prompt';

describe('crazy prompt', () => {
  it('names the band of every intensity, clamping out-of-range values', () => {
    expect(intensityLevel(0).label).toBe('Mild');
    expect(intensityLevel(24).label).toBe('Mild');
    expect(intensityLevel(25).label).toBe('Odd');
    expect(intensityLevel(60).label).toBe('Wild');
    expect(intensityLevel(75).label).toBe('Unhinged');
    expect(intensityLevel(400).label).toBe('Unhinged');
    expect(intensityLevel(-5).label).toBe('Mild');
  });

  it('adds the band’s phrase to the user’s words, once, without a doubled full stop', () => {
    expect(composeCrazyPrompt('A flying whale.', 10)).toBe(
      'A flying whale. Slightly surreal, balanced and symmetrical, like a pop-art print.',
    );
    expect(composeCrazyPrompt('A flying whale', 90)).toMatch(/^A flying whale\. Completely unhinged/);
  });

  it('sends nothing for blank words', () => {
    expect(composeCrazyPrompt('   ', 50)).toBe('');
  });

  it('offers distinct ideas, some of them personalized', () => {
    expect(new Set(CRAZY_IDEAS).size).toBe(CRAZY_IDEAS.length);
    expect(CRAZY_IDEAS.some((idea) => findTokens(idea).length > 0)).toBe(true);
  });
});
