import { describe, expect, it } from 'vitest';
import { GREETING_FALLBACK_NAME, greetingName, greetingText } from './greeting';

describe('greetingName', () => {
  it('uses the entered first name', () => {
    expect(greetingName('Maya')).toBe('Maya');
  });

  it('trims surrounding whitespace', () => {
    expect(greetingName('  Leo \n')).toBe('Leo');
  });

  it('falls back to "there" when blank', () => {
    expect(GREETING_FALLBACK_NAME).toBe('there');
    expect(greetingName('')).toBe('there');
    expect(greetingName('   ')).toBe('there');
    expect(greetingName(undefined)).toBe('there');
    expect(greetingName(null)).toBe('there');
  });

  it('keeps names with inner spaces and non-Latin letters intact', () => {
    expect(greetingName('Anne Marie')).toBe('Anne Marie');
    expect(greetingName('Zoë')).toBe('Zoë');
  });
});

describe('greetingText', () => {
  it('builds the greeting headline', () => {
    expect(greetingText('Maya')).toBe('Hi Maya!');
    expect(greetingText('')).toBe('Hi there!');
  });
});
