import { describe, expect, it } from 'vitest';
import { loadEnv } from './env.ts';

describe('loadEnv', () => {
  it('runs on embedded defaults with nothing set', () => {
    const env = loadEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.dataDir).toMatch(/\/data$/);
    expect(env.publicUrl).toBe('http://localhost:3000');
    expect(env.LOG_LEVEL).toBe('info');
    expect(env.TRUST_PROXY).toBe(false);
  });

  it('treats blank values as unset and trims a trailing slash from PUBLIC_URL', () => {
    const env = loadEnv({ DATABASE_URL: '  ', OPENAI_API_KEY: '', PUBLIC_URL: 'https://a.example/' });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.OPENAI_API_KEY).toBeUndefined();
    expect(env.publicUrl).toBe('https://a.example');
  });

  it('lists every invalid variable in one readable error', () => {
    let message = '';
    try {
      loadEnv({ PORT: 'eighty', LOG_LEVEL: 'loud', DATABASE_URL: 'not a url' });
    } catch (err) {
      message = (err as Error).message;
    }
    expect(message).toMatch(/^Invalid environment:/);
    for (const name of ['PORT', 'LOG_LEVEL', 'DATABASE_URL']) expect(message).toContain(`  ${name}:`);
  });
});
