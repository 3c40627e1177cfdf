import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords.ts';

describe('passwords', () => {
  it('hashes with argon2id at the OWASP parameters', async () => {
    const h = await hashPassword('correct horse battery');
    expect(h).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword({ hash: h, password: 'correct horse battery' })).toBe(true);
    expect(await verifyPassword({ hash: h, password: 'correct horse batterY' })).toBe(false);
  });

  it('never truncates: passwords differing only after byte 128 do not match', async () => {
    const base = 'p'.repeat(200);
    const h = await hashPassword(`${base}A`);
    expect(await verifyPassword({ hash: h, password: `${base}A` })).toBe(true);
    expect(await verifyPassword({ hash: h, password: `${base}B` })).toBe(false);
  });

  it('answers false for a malformed stored hash', async () => {
    expect(await verifyPassword({ hash: 'not-a-hash', password: 'x' })).toBe(false);
  });
});
