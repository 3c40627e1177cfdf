import { describe, expect, it } from 'vitest';
import {
  getToken,
  IMPLEMENTED_TOKEN_KEYS,
  isTokenKey,
  LIVE_TOKENS,
  SAMPLE_FULL_NAME,
  SAMPLE_TOKEN_VALUES,
  searchTokens,
  TOKEN_CATEGORIES,
  TOKENS,
  tokensByCategory,
} from './registry.ts';

// Copied from docs/product.md#personalization-tokens so the test fails if a key goes missing or is renamed.
const SPEC_IMPLEMENTED = ['FIRSTNAME', 'LASTNAME', 'COMPANY', 'EMAIL'];
const SPEC_NOT_IMPLEMENTED = [
  'FULLNAME',
  'NICKNAME',
  'TITLE',
  'DEPARTMENT',
  'PHONE',
  'MOBILE',
  'CITY',
  'STATE',
  'COUNTRY',
  'ZIPCODE',
  'COMPANYSIZE',
  'INDUSTRY',
  'WEBSITE',
  'TEAMNAME',
  'MANAGER',
  'LINKEDIN',
  'TWITTER',
  'INSTAGRAM',
  'DATE',
  'BIRTHDAY',
  'JOINDATE',
  'CURRENTMONTH',
  'MEMBERSHIP',
  'POINTS',
  'LASTPURCHASE',
  'TOTALSPENT',
  'DISCOUNT',
  'OFFEREXPIRY',
  'EVENTNAME',
  'REFERRALCODE',
  'UNSUBSCRIBELINK',
  'MEETINGLINK',
  'DAYSLEFT',
  'ACCOUNTAGE',
];

describe('token registry', () => {
  it('lists exactly the 38 documented keys', () => {
    expect(SPEC_NOT_IMPLEMENTED).toHaveLength(34);
    expect(TOKENS).toHaveLength(38);
    expect(TOKENS.map((t) => t.key).sort()).toEqual([...SPEC_IMPLEMENTED, ...SPEC_NOT_IMPLEMENTED].sort());
  });

  it('marks exactly the four documented tokens as implemented', () => {
    expect(IMPLEMENTED_TOKEN_KEYS).toEqual(SPEC_IMPLEMENTED);
    expect(TOKENS.filter((t) => t.isImplemented).map((t) => t.key)).toEqual(SPEC_IMPLEMENTED);
    for (const key of SPEC_NOT_IMPLEMENTED) expect(getToken(key)?.isImplemented).toBe(false);
  });

  it('has unique upper-case keys and non-empty texts', () => {
    const keys = TOKENS.map((t) => t.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const t of TOKENS) {
      expect(t.key).toMatch(/^[A-Z]+$/);
      expect(t.displayName.trim()).not.toBe('');
      expect(t.description.trim().length).toBeGreaterThan(10);
    }
  });

  it('has the nine categories in the documented order with their labels', () => {
    expect(TOKEN_CATEGORIES.map((c) => c.id)).toEqual([
      'basic',
      'location',
      'company',
      'social',
      'dates',
      'engagement',
      'campaign',
      'communication',
      'dynamic',
    ]);
    expect(TOKEN_CATEGORIES.find((c) => c.id === 'dynamic')?.label).toBe('Dynamic / Calculated');
    expect(TOKEN_CATEGORIES.find((c) => c.id === 'dates')?.label).toBe('Dates & Timing');
  });

  it('gives every category at least one token and every token a known category', () => {
    const ids = new Set(TOKEN_CATEGORIES.map((c) => c.id));
    for (const t of TOKENS) expect(ids.has(t.category)).toBe(true);
    const groups = tokensByCategory();
    expect(groups.map((g) => g.category.id)).toEqual(TOKEN_CATEGORIES.map((c) => c.id));
    for (const g of groups) expect(g.tokens.length).toBeGreaterThan(0);
    expect(groups.flatMap((g) => g.tokens)).toHaveLength(TOKENS.length);
  });

  it('groups a filtered list and keeps empty categories', () => {
    const groups = tokensByCategory(TOKENS.filter((t) => t.isImplemented));
    expect(groups).toHaveLength(9);
    expect(groups.reduce((n, g) => n + g.tokens.length, 0)).toBe(4);
    expect(groups.some((g) => g.tokens.length === 0)).toBe(true);
  });
});

describe('getToken / isTokenKey', () => {
  it('finds tokens regardless of case', () => {
    expect(getToken('FIRSTNAME')?.key).toBe('FIRSTNAME');
    expect(getToken('firstname')?.key).toBe('FIRSTNAME');
    expect(getToken('FirstName')?.displayName).toBe('First Name');
    expect(getToken('unsubscribeLink')?.key).toBe('UNSUBSCRIBELINK');
  });

  it('returns undefined for unknown keys', () => {
    expect(getToken('NOPE')).toBeUndefined();
    expect(getToken('')).toBeUndefined();
    expect(getToken('[FIRSTNAME]')).toBeUndefined();
  });

  it('isTokenKey only accepts the canonical upper-case key', () => {
    expect(isTokenKey('EMAIL')).toBe(true);
    expect(isTokenKey('email')).toBe(false);
    expect(isTokenKey('toString')).toBe(false);
  });
});

describe('searchTokens', () => {
  it('searches key, display name and description case-insensitively', () => {
    expect(searchTokens('zipcode').map((t) => t.key)).toEqual(['ZIPCODE']);
    expect(searchTokens('postal').map((t) => t.key)).toEqual(['ZIPCODE']);
    expect(searchTokens('Loyalty').map((t) => t.key)).toContain('POINTS');
    expect(searchTokens('  ')).toHaveLength(38);
    expect(searchTokens('no such token anywhere')).toEqual([]);
  });
});

describe('sample values', () => {
  it('is one invented identity for the implemented tokens, starting with the documented "User" and "Example"', () => {
    expect(Object.keys(SAMPLE_TOKEN_VALUES).sort()).toEqual([...SPEC_IMPLEMENTED].sort());
    expect(SAMPLE_TOKEN_VALUES).toEqual({
      FIRSTNAME: 'User',
      LASTNAME: 'Example',
      COMPANY: 'Example Co.',
      EMAIL: 'user@example.com',
    });
    expect(SAMPLE_FULL_NAME).toBe('User Example');
  });
});

describe('live-only tokens', () => {
  it('reads DEADLINE and SEGMENT as tokens without listing them on the tokens page', () => {
    expect(LIVE_TOKENS.map((t) => t.key)).toEqual(['DEADLINE', 'SEGMENT']);
    expect(isTokenKey('DEADLINE')).toBe(true);
    expect(getToken('segment')?.key).toBe('SEGMENT');
    expect(TOKENS.some((t) => t.key === 'DEADLINE' || t.key === 'SEGMENT')).toBe(false);
  });
});
