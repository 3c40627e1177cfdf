import { Writable } from 'node:stream';
import { Hono } from 'hono';
import { requestId } from 'hono/request-id';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../types.ts';
import { onError } from './errors.ts';
import { requestLog } from './request-log.ts';

function capture() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, logger: pino({ level: 'info' }, stream) };
}

function app(logger: pino.Logger) {
  const a = new Hono<AppEnv>();
  a.onError(onError);
  a.use('*', requestId({ headerName: 'X-Request-ID' }));
  a.use('*', requestLog(logger));
  a.get('/ok', (c) => c.text('ok'));
  a.get('/fail', () => {
    throw new Error('kaboom');
  });
  return a;
}

describe('requestLog', () => {
  it('writes one structured line per request carrying the request id', async () => {
    const { lines, logger } = capture();
    const res = await app(logger).request('/ok?x=1', { headers: { 'X-Request-ID': 'trace-42' } });
    expect(res.status).toBe(200);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ reqId: 'trace-42', method: 'GET', path: '/ok', status: 200, level: 30 });
    expect(lines[0]?.ms).toEqual(expect.any(Number));
  });

  it('logs server faults at error level with the same request id', async () => {
    const { lines, logger } = capture();
    const res = await app(logger).request('/fail', { headers: { 'X-Request-ID': 'trace-43' } });
    expect(res.status).toBe(500);
    const final = lines.at(-1);
    expect(final).toMatchObject({ reqId: 'trace-43', status: 500, level: 50 });
    expect(lines.some((l) => l.msg === 'unhandled error' && l.reqId === 'trace-43')).toBe(true);
  });
});
