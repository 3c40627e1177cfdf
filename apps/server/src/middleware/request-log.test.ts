import { connect } from 'node:net';
import { Writable } from 'node:stream';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { listen } from '../server.ts';
import type { AppEnv } from '../types.ts';
import { onError } from './errors.ts';
import { serverRequestId } from './request-id.ts';
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
  a.use('*', serverRequestId());
  a.use('*', requestLog(logger));
  a.get('/ok', (c) => c.text('ok'));
  a.get('/fail', () => {
    throw new Error('kaboom');
  });
  // Reads the whole body, as every JSON API does.
  a.post('/upload', async (c) => c.text(`got ${(await c.req.text()).length}`));
  // Waits on work that follows the request's signal, as generation does.
  a.get('/work', async (c) => {
    await new Promise((_, reject) => {
      c.req.raw.signal.addEventListener('abort', () => reject(new DOMException('gone', 'AbortError')));
    });
    return c.text('never');
  });
  return a;
}

describe('requestLog', () => {
  it("writes one structured line per request carrying the server's request id and the client's own", async () => {
    const { lines, logger } = capture();
    const res = await app(logger).request('/ok?x=1', { headers: { 'X-Request-ID': 'trace-42' } });
    expect(res.status).toBe(200);
    expect(lines).toHaveLength(1);
    // The id is made by the server (and sent back); the client's is kept beside it, never used as it.
    const id = res.headers.get('X-Request-ID');
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(lines[0]).toMatchObject({
      reqId: id,
      clientRequestId: 'trace-42',
      method: 'GET',
      path: '/ok',
      status: 200,
      level: 30,
    });
    expect(lines[0]?.ms).toEqual(expect.any(Number));
  });

  it('logs server faults at error level with the same request id', async () => {
    const { lines, logger } = capture();
    const res = await app(logger).request('/fail', { headers: { 'X-Request-ID': 'trace-43' } });
    expect(res.status).toBe(500);
    const id = res.headers.get('X-Request-ID');
    const final = lines.at(-1);
    expect(final).toMatchObject({ reqId: id, clientRequestId: 'trace-43', status: 500, level: 50 });
    expect(lines.some((l) => l.msg === 'unhandled error' && l.reqId === id)).toBe(true);
  });

  it('logs a request the client cancelled once, at info level, as 499 without a stack', async () => {
    const { lines, logger } = capture();
    const controller = new AbortController();
    const pending = app(logger).request(new Request('http://x/work', { signal: controller.signal }));
    await new Promise((r) => setTimeout(r, 20));
    controller.abort();
    expect((await pending).status).toBe(499);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ status: 499, aborted: true, level: 30, path: '/work' });
    expect(JSON.stringify(lines)).not.toContain('stack');
  });

  it('logs a real client hanging up mid-body as aborted, never as a 500', async () => {
    const { lines, logger } = capture();
    const a = app(logger);
    const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
      const s = serve({ fetch: a.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
    });
    const { port } = server.address() as { port: number };
    const socket = connect(port, '127.0.0.1');
    await new Promise((r) => socket.once('connect', r));
    socket.write('POST /upload HTTP/1.1\r\nHost: x\r\nContent-Length: 1000\r\n\r\nhalf a body');
    await new Promise((r) => setTimeout(r, 100));
    socket.destroy();
    for (let i = 0; i < 50 && lines.length === 0; i++) await new Promise((r) => setTimeout(r, 20));
    await new Promise<void>((r) => server.close(() => r()));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ status: 499, aborted: true, level: 30, path: '/upload' });
    expect(lines.some((l) => (l.level as number) >= 50)).toBe(false);
  });

  it('logs a body cut off by the server’s deadline as the 408 it was sent, not as aborted', async () => {
    const { lines, logger } = capture();
    const server = await listen(app(logger).fetch, 0, '127.0.0.1', { bodyDeadlineMs: () => 300 });
    const socket = connect(server.port, '127.0.0.1');
    let response = '';
    socket.on('data', (d) => {
      response += d;
    });
    const closed = new Promise((r) => socket.once('close', r));
    socket.on('error', () => {});
    socket.write('POST /upload HTTP/1.1\r\nHost: x\r\nContent-Length: 1000\r\n\r\nhalf a body');
    await closed;
    expect(response).toMatch(/^HTTP\/1\.1 408 /);
    for (let i = 0; i < 250 && lines.length === 0; i++) await new Promise((r) => setTimeout(r, 20));
    await server.close(1_000);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ status: 408, timedOut: true, level: 30, path: '/upload' });
    expect(lines[0]).not.toHaveProperty('aborted');
  });
});
