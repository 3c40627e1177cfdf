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

  it('takes batch lease and poll times, with a lease no shorter than 3 s', () => {
    expect(loadEnv({})).toMatchObject({ BATCH_LEASE_MS: 30_000, BATCH_POLL_MS: 5_000 });
    expect(loadEnv({ BATCH_LEASE_MS: '3000', BATCH_POLL_MS: '500' })).toMatchObject({
      BATCH_LEASE_MS: 3_000,
      BATCH_POLL_MS: 500,
    });
    expect(() => loadEnv({ BATCH_LEASE_MS: '1000' })).toThrow(/BATCH_LEASE_MS: must be at least 3000/);
    expect(() => loadEnv({ BATCH_POLL_MS: '10' })).toThrow(/BATCH_POLL_MS: must be at least 100/);
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

  it('selects S3 storage with S3_BUCKET and refuses a half-configured store at start', () => {
    expect(loadEnv({}).s3).toBeUndefined();
    expect(
      loadEnv({
        S3_BUCKET: 'mp-objects',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_ACCESS_KEY_ID: 'id',
        S3_SECRET_ACCESS_KEY: 'key',
        S3_FORCE_PATH_STYLE: 'true',
      }).s3,
    ).toEqual({
      bucket: 'mp-objects',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      credentials: { accessKeyId: 'id', secretAccessKey: 'key' },
      forcePathStyle: true,
    });
    // No keys: the SDK's own credential chain (an instance role).
    expect(loadEnv({ S3_BUCKET: 'mp-objects', S3_REGION: 'eu-west-1' }).s3).toEqual({
      bucket: 'mp-objects',
      region: 'eu-west-1',
      forcePathStyle: false,
    });
    expect(() => loadEnv({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(/S3_BUCKET: required/);
    expect(() => loadEnv({ S3_BUCKET: 'mp-objects', S3_ACCESS_KEY_ID: 'id' })).toThrow(/set both or neither/);
    expect(() => loadEnv({ S3_BUCKET: 'Not_A_Bucket' })).toThrow(/not a valid bucket name/);
  });

  it('takes a redis:// or rediss:// REDIS_URL and nothing else', () => {
    expect(loadEnv({ REDIS_URL: 'rediss://:pw@redis.internal:6380/2' }).REDIS_URL).toBe(
      'rediss://:pw@redis.internal:6380/2',
    );
    expect(() => loadEnv({ REDIS_URL: 'http://redis.internal' })).toThrow(/REDIS_URL: must start with redis/);
    expect(loadEnv({ REDIS_URL: ' ' }).REDIS_URL).toBeUndefined();
  });
});
