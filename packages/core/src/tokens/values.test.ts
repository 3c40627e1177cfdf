import { describe, expect, it } from 'vitest';
import { checkTokenValue, cleanTokenValue, TOKEN_VALUE_MAX_LENGTH } from './values.ts';

describe('token values', () => {
  it('trims, turns line breaks into spaces and drops other control characters', () => {
    expect(cleanTokenValue('  Rae\r\nQuill\t\u0000\u0007\u009f ')).toBe('Rae Quill');
    expect(checkTokenValue('FIRSTNAME', '  Zoë 🌟 ')).toEqual({ ok: true, value: 'Zoë 🌟' });
  });

  it('accepts exactly the maximum length after cleaning and refuses one more', () => {
    const max = 'a'.repeat(TOKEN_VALUE_MAX_LENGTH);
    expect(checkTokenValue('COMPANY', ` ${max} `)).toEqual({ ok: true, value: max });
    expect(checkTokenValue('COMPANY', `${max}b`)).toEqual({ ok: false, message: 'At most 100 characters.' });
  });

  it('refuses a lone surrogate, which no database can store', () => {
    expect(checkTokenValue('LASTNAME', 'ab\ud800')).toMatchObject({ ok: false });
  });

  it('wants an address for EMAIL but lets it be empty', () => {
    expect(checkTokenValue('EMAIL', 'rae@example.com')).toEqual({ ok: true, value: 'rae@example.com' });
    expect(checkTokenValue('EMAIL', '   ')).toEqual({ ok: true, value: '' });
    expect(checkTokenValue('EMAIL', 'rae@')).toMatchObject({ ok: false, message: /e-mail address/ });
    // Other tokens take any text.
    expect(checkTokenValue('COMPANY', 'rae@')).toEqual({ ok: true, value: 'rae@' });
  });
});
