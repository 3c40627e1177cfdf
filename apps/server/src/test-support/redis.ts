import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { afterAll, beforeAll } from 'vitest';
import type { Logger } from '../logger.ts';
import { connectRedis, type Redis } from '../services/storage/redis-client.ts';
import { type TcpProxy, tcpProxy } from './tcp-proxy.ts';

/** The Redis the suite runs against (TEST_REDIS_URL); suites skip when it is unset. */
export const testRedisUrl = process.env.TEST_REDIS_URL;

/** Resolves once a client is connected (or rejects after `ms`). */
export async function ready(client: Redis, ms = 5_000): Promise<void> {
  if (client.status === 'ready') return;
  await Promise.race([
    once(client, 'ready'),
    new Promise((_, reject) => setTimeout(() => reject(new Error('redis not ready')), ms).unref()),
  ]);
}

/**
 * Clients under a key prefix of their own for the enclosing describe block (so parallel files
 * and runs never share keys); the keys are deleted and the clients closed afterwards.
 */
export function useRedis(name: string) {
  const prefix = `mergepix-test:${name}:${process.pid}:${randomBytes(4).toString('hex')}:`;
  const clients: Redis[] = [];
  afterAll(async () => {
    if (!testRedisUrl) return;
    const admin = connectRedis(testRedisUrl, { keyPrefix: '' });
    await ready(admin);
    const keys: string[] = [];
    let cursor = '0';
    do {
      const [next, found] = await admin.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
      cursor = next;
      keys.push(...found);
    } while (cursor !== '0');
    if (keys.length) await admin.del(...keys);
    await Promise.all([admin, ...clients].map((c) => c.quit().catch(() => c.disconnect())));
  });
  return {
    prefix,
    /** A new client (its own connection) to `url` (the test Redis unless told). */
    client(url = testRedisUrl ?? '', options: { maxBackoffMs?: number; logger?: Logger } = {}): Redis {
      const c = connectRedis(url, { keyPrefix: prefix, maxBackoffMs: 100, ...options });
      clients.push(c);
      return c;
    },
  };
}

/** A logger that keeps its messages (level: message), for "logged once" checks. */
export function listLogger(): { logger: Logger; lines: string[] } {
  const lines: string[] = [];
  const at =
    (level: string) =>
    (a: unknown, b?: unknown): void => {
      lines.push(`${level}: ${typeof a === 'string' ? a : String(b)}`);
    };
  const logger = { warn: at('warn'), info: at('info'), error: at('error'), debug: at('debug') };
  return { logger: logger as unknown as Logger, lines };
}

/**
 * A TCP proxy in front of the test Redis for the enclosing describe block, to cut or hang it;
 * `url` reaches Redis through it.
 */
export function useRedisProxy() {
  let proxy: TcpProxy | undefined;
  beforeAll(async () => {
    if (!testRedisUrl) return;
    const target = new URL(testRedisUrl);
    proxy = await tcpProxy({ host: target.hostname, port: Number(target.port || 6379) });
  });
  afterAll(() => proxy?.close());
  const live = () => {
    if (!proxy) throw new Error('no Redis proxy: TEST_REDIS_URL is unset');
    return proxy;
  };
  return {
    cut: () => live().cut(),
    hang: () => live().hang(),
    restore: () => live().restore(),
    get url() {
      return `redis://127.0.0.1:${live().port}`;
    },
  };
}
