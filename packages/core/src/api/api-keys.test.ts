import { describe, expect, it } from 'vitest';
import {
  API_KEY_NAME_MAX_LENGTH,
  API_KEY_PATTERN,
  API_KEY_SECRET_LENGTH,
  apiKeyCreateSchema,
} from './api-keys.ts';

const message = (input: unknown) => apiKeyCreateSchema.safeParse(input).error?.issues[0]?.message;

describe('API key names', () => {
  it('trims the name and keeps any language', () => {
    expect(apiKeyCreateSchema.parse({ name: '  Newsletter script ' })).toEqual({ name: 'Newsletter script' });
    expect(apiKeyCreateSchema.parse({ name: 'Zoë’s CRM 😀' }).name).toBe('Zoë’s CRM 😀');
  });

  it('refuses empty, long, multi-line and unknown fields with a message that says what to do', () => {
    expect(message({ name: '   ' })).toMatch(/Name the key/);
    expect(message({})).toMatch(/Name the key/);
    expect(message({ name: 'x'.repeat(API_KEY_NAME_MAX_LENGTH + 1) })).toMatch(/at most 60 characters/);
    expect(apiKeyCreateSchema.safeParse({ name: 'x'.repeat(API_KEY_NAME_MAX_LENGTH) }).success).toBe(true);
    expect(message({ name: 'two\nlines' })).toMatch(/one line/);
    expect(message({ name: 'a\u0000b' })).toMatch(/one line/);
    expect(message({ name: 'lone \uD83D' })).toMatch(/cannot be stored/);
    expect(apiKeyCreateSchema.safeParse({ name: 'ok', scope: 'all' }).success).toBe(false);
  });
});

describe('API key format', () => {
  it('is mpx_ and 40 base62 characters', () => {
    const good = `mpx_${'aZ09'.repeat(API_KEY_SECRET_LENGTH / 4)}`;
    expect(API_KEY_PATTERN.test(good)).toBe(true);
    expect(API_KEY_PATTERN.test(`${good}x`)).toBe(false);
    expect(API_KEY_PATTERN.test(good.replace('mpx_', 'mpk_'))).toBe(false);
    expect(API_KEY_PATTERN.test(`${good.slice(0, -1)}-`)).toBe(false);
  });
});
