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
    expect(env.TRUST_PROXY).toEqual({ kind: 'none' });
  });

  it('listens on loopback only unless HOST is set, and opens the mailbox to this machine only then', () => {
    const env = loadEnv({});
    expect(env.HOST).toBe('127.0.0.1');
    expect(env.mailbox).toBe('loopback');
    expect(loadEnv({ HOST: '0.0.0.0' }).mailbox).toBe('off');
    expect(loadEnv({ HOST: '::1' }).mailbox).toBe('loopback');
    expect(loadEnv({ HOST: '0.0.0.0', MAILBOX_ENABLED: 'true' }).mailbox).toBe('everyone');
    expect(loadEnv({ MAILBOX_ENABLED: 'false' }).mailbox).toBe('off');
    expect(loadEnv({ NODE_ENV: 'production' }).mailbox).toBe('off');
  });

  it('reads TRUST_PROXY as off, a hop count or proxy addresses', () => {
    expect(loadEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY).toEqual({ kind: 'hops', hops: 1 });
    expect(loadEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toEqual({ kind: 'hops', hops: 2 });
    const cidrs = loadEnv({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).TRUST_PROXY;
    expect(cidrs.kind === 'cidrs' && cidrs.ranges.map(([ip, bits]) => `${ip}/${bits}`)).toEqual([
      '10.0.0.0/8',
      '127.0.0.1/32',
    ]);
    expect(() => loadEnv({ TRUST_PROXY: 'proxy.example' })).toThrow(/TRUST_PROXY/);
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
