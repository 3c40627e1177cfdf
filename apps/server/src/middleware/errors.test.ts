import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { DomainError, type DomainErrorKind } from '../services/errors.ts';
import type { AppEnv } from '../types.ts';
import { DOMAIN_ERROR_STATUS, onError } from './errors.ts';

describe('error middleware', () => {
  it('answers each kind of domain refusal with its status and the service’s code and message', async () => {
    const app = new Hono<AppEnv>();
    app.onError(onError);
    app.get('/:kind', (c) => {
      throw new DomainError(c.req.param('kind') as DomainErrorKind, 'some_code', 'Said for the user.', {
        x: 1,
      });
    });
    // Every kind, in the order of its status.
    const expected: [DomainErrorKind, number][] = [
      ['invalid', 400],
      ['unauthenticated', 401],
      ['forbidden', 403],
      ['not_found', 404],
      ['conflict', 409],
      ['too_large', 413],
      ['unprocessable', 422],
    ];
    expect(Object.entries(DOMAIN_ERROR_STATUS).sort(([, a], [, b]) => a - b)).toEqual(expected);
    for (const [kind, status] of expected) {
      const res = await app.request(`/${kind}`);
      expect(res.status).toBe(status);
      expect(await res.json()).toEqual({ error: 'Said for the user.', code: 'some_code', details: { x: 1 } });
    }
  });

  it('keeps anything else a generic 500', async () => {
    const app = new Hono<AppEnv>();
    app.onError(onError);
    app.get('/', () => {
      throw new Error('database password is hunter2');
    });
    const res = await app.request('/');
    expect(res.status).toBe(500);
    expect(JSON.stringify(await res.json())).not.toMatch(/hunter2/);
  });

  it('answers a storage connection reset with 500, not the 499 of a client that left', async () => {
    const app = new Hono<AppEnv>();
    app.onError(onError);
    app.get('/storage', () => {
      throw Object.assign(new Error('socket hang up'), {
        name: 'TimeoutError',
        code: 'ECONNRESET',
        $metadata: { attempts: 3 },
      });
    });
    app.get('/client', () => {
      throw Object.assign(new Error('aborted'), { code: 'ECONNRESET' });
    });
    expect((await app.request('/storage')).status).toBe(500);
    expect((await app.request('/client')).status).toBe(499);
  });
});
