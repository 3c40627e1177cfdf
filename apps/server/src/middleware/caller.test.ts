import { createHash, randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { Auth } from '../auth/auth.ts';
import { limitEvents } from '../db/schema.ts';
import { loadEnv } from '../env.ts';
import { Limits } from '../services/limits/limits.ts';
import { useTestApp } from '../test-support/app.ts';
import { signedInUser } from '../test-support/auth-client.ts';
import { testDbKinds } from '../test-support/databases.ts';
import type { AppEnv } from '../types.ts';
import { FUNCTION_LIMITS, functionCaller } from './caller.ts';
import { onError } from './errors.ts';

const SECRET = 'test-secret-that-is-long-enough-0123456789';
const hashOf = (ip: string) => createHash('sha256').update(`${SECRET}:${ip}`).digest('hex').slice(0, 32);
const generate = { provider: 'openai', prompt: 'A lighthouse at dawn' };

describe.each(testDbKinds())('function call budgets on $name', (kind) => {
  const ctx = useTestApp(kind);

  it('makes the accounts of one IP share a ceiling, so new accounts do not mean new budgets', async () => {
    const ip = '192.0.2.80';
    const now = new Date();
    await ctx.database.db.insert(limitEvents).values(
      Array.from({ length: FUNCTION_LIMITS.signedInPerIp }, () => ({
        id: randomUUID(),
        bucket: 'fn-users-ip',
        subject: hashOf(ip),
        at: now,
      })),
    );
    const fresh = await signedInUser(ctx.app, 'farmed@example.com', undefined, ip);
    const refused = await fresh.post('/functions/v1/image-generation', generate);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const elsewhere = await signedInUser(ctx.app, 'honest@example.com', undefined, '192.0.2.81');
    expect((await elsewhere.post('/functions/v1/image-generation', generate)).status).toBe(200);
  });

  it('never charges a caller for a call that failed on our side', async () => {
    const limits = new Limits(ctx.database.db);
    const auth = { api: { getSession: async () => null } } as unknown as Auth;
    const app = new Hono<AppEnv>();
    app.onError(onError);
    app.use('*', functionCaller({ auth, limits, env: loadEnv({}), salt: SECRET }));
    app.post('/crash', () => {
      throw new Error('database went away');
    });
    app.post('/bad-gateway', (c) => c.json({ error: 'provider down' }, 503));
    app.post('/fine', (c) => c.json({ ok: true }));
    const peer = {
      incoming: { socket: { remoteAddress: '192.0.2.90', remotePort: 1, remoteFamily: 'IPv4' } },
    };
    expect((await app.request('/crash', { method: 'POST' }, peer)).status).toBe(500);
    expect((await app.request('/bad-gateway', { method: 'POST' }, peer)).status).toBe(503);
    const state = () => limits.state('fn-anon', hashOf('192.0.2.90'), FUNCTION_LIMITS.windowMs, 1000);
    expect((await state()).count).toBe(0);
    expect((await app.request('/fine', { method: 'POST' }, peer)).status).toBe(200);
    expect((await state()).count).toBe(1);
  });
});
