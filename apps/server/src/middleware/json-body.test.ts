import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { json } from '../test-support/app.ts';
import type { AppEnv } from '../types.ts';
import { onError } from './errors.ts';
import { readJson } from './json-body.ts';

const schema = z.object({ prompt: z.string().min(1).max(20), count: z.number().int().optional() });

function app() {
  const a = new Hono<AppEnv>();
  a.onError(onError);
  a.post('/echo', async (c) => c.json(await readJson(c, schema)));
  a.post('/boom', () => {
    throw new Error('database exploded: secret detail');
  });
  return a;
}

const post = (body: string, type = 'application/json') =>
  app().request('/echo', { method: 'POST', headers: { 'Content-Type': type }, body });

describe('readJson', () => {
  it('passes a valid body through', async () => {
    const res = await post(JSON.stringify({ prompt: 'hello', count: 2 }));
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ prompt: 'hello', count: 2 });
  });

  it('answers malformed JSON with 400 and says so', async () => {
    const res = await post('{"prompt": "hel');
    expect(res.status).toBe(400);
    const body = await json(res);
    expect(body.code).toBe('invalid_json');
    expect(body.error).toMatch(/not valid JSON/);
  });

  it('names the field that failed validation', async () => {
    const res = await post(JSON.stringify({ prompt: '', count: 1.5 }));
    expect(res.status).toBe(400);
    const body = await json(res);
    expect(body.code).toBe('invalid_request');
    expect(body.error).toMatch(/^Invalid request: prompt:/);
    expect(body.details.map((d: { path: string }) => d.path)).toEqual(['prompt', 'count']);
  });

  it('treats an empty body as a missing payload, not a crash', async () => {
    const res = await post('');
    expect(res.status).toBe(400);
  });

  it('refuses non-JSON content types with 415', async () => {
    const res = await post('prompt=hi', 'application/x-www-form-urlencoded');
    expect(res.status).toBe(415);
  });

  it('hides the details of a real server fault behind a generic 500', async () => {
    const res = await app().request('/boom', { method: 'POST' });
    expect(res.status).toBe(500);
    const body = await json(res);
    expect(body.code).toBe('internal');
    expect(JSON.stringify(body)).not.toContain('secret detail');
  });
});
