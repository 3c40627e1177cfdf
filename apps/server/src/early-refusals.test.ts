import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen, type RunningServer } from './server.ts';
import { TEST_ORIGIN, useTestApp } from './test-support/app.ts';
import { testDbKinds } from './test-support/databases.ts';
import { parseAnswer, rawExchange } from './test-support/raw-http.ts';

const MiB = 1024 * 1024;

/** A request head on a kept-alive connection. */
function head(method: string, path: string, headers: Record<string, string | number>) {
  const lines = Object.entries({ Host: 'mergepix.test', Connection: 'keep-alive', ...headers }).map(
    ([k, v]) => `${k}: ${v}`,
  );
  return `${method} ${path} HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n`;
}

/** A chunked body of `size` bytes in 64 KiB chunks, with its last chunk. */
function chunked(size: number): Buffer {
  const parts: Buffer[] = [];
  for (let left = size; left > 0; left -= 64 * 1024) {
    const n = Math.min(left, 64 * 1024);
    parts.push(Buffer.from(`${n.toString(16)}\r\n`), Buffer.alloc(n, 97), Buffer.from('\r\n'));
  }
  parts.push(Buffer.from('0\r\n\r\n'));
  return Buffer.concat(parts);
}

describe.each(testDbKinds())(
  'refusals that leave the body unread, through a real server, on $name',
  (kind) => {
    const ctx = useTestApp(kind);
    let server: RunningServer;
    beforeAll(async () => {
      server = await listen((req) => ctx.app.fetch(req), 0, '127.0.0.1');
    });
    afterAll(() => server.close(1_000));

    const json = { Origin: TEST_ORIGIN, 'Content-Type': 'application/json' };

    it('answers a 413 (announced length) with Connection: close, then closes cleanly', async () => {
      const res = await rawExchange(
        server.port,
        head('PATCH', '/rest/v1/profiles', { ...json, 'Content-Length': 2 * MiB }),
        Buffer.alloc(2 * MiB, 97),
      );
      expect(res.status).toBe(413);
      expect(JSON.parse(res.body).code).toBe('payload_too_large');
      expect(res.headers.connection).toBe('close');
      expect(res.error).toBeUndefined();
      expect(res.closedCleanly).toBe(true);
    });

    it('answers a 413 (chunked body read past the limit) with Connection: close, then closes cleanly', async () => {
      const res = await rawExchange(
        server.port,
        head('POST', '/rest/v1/designs', { ...json, 'Transfer-Encoding': 'chunked' }),
        chunked(2 * MiB),
      );
      expect(res.status).toBe(413);
      expect(res.headers.connection).toBe('close');
      expect(res.error).toBeUndefined();
      expect(res.closedCleanly).toBe(true);
    });

    it('closes after other refusals that do not read the body: 401 on an upload, 403 cross-site, 415', async () => {
      const picture = { Origin: TEST_ORIGIN, 'Content-Type': 'image/png', 'Content-Length': 4 * MiB };
      const cases: [string, string, Record<string, string | number>, number][] = [
        ['POST', '/rest/v1/designs/uploads', picture, 401],
        ['POST', '/rest/v1/designs/uploads', { ...picture, Origin: 'http://evil.example' }, 403],
        [
          'POST',
          '/auth/v1/sign-in/email',
          { ...json, Origin: 'http://evil.example', 'Content-Length': MiB / 2 },
          403,
        ],
        [
          'POST',
          '/functions/v1/prompt-recommendations',
          { ...json, 'Content-Type': 'text/plain', 'Content-Length': MiB / 2 },
          415,
        ],
      ];
      for (const [method, path, headers, status] of cases) {
        const res = await rawExchange(
          server.port,
          head(method, path, headers),
          Buffer.alloc(Number(headers['Content-Length']), 97),
        );
        expect(res.status, path).toBe(status);
        expect(res.headers.connection, path).toBe('close');
        expect(res.error, path).toBeUndefined();
        expect(res.closedCleanly, path).toBe(true);
      }
    });

    it('keeps the connection alive after an answer that read the whole body', async () => {
      const socket = net.connect(server.port, '127.0.0.1');
      const body = JSON.stringify({ email: '', password: '' });
      const request =
        head('POST', '/auth/v1/sign-in/email', { ...json, 'Content-Length': Buffer.byteLength(body) }) + body;
      let raw = Buffer.alloc(0);
      const answers: number[] = [];
      const connections: string[] = [];
      await new Promise<void>((resolve, reject) => {
        socket.on('error', reject);
        socket.on('close', () => reject(new Error('the server closed a kept-alive connection')));
        socket.on('data', (d: Buffer) => {
          raw = Buffer.concat([raw, d]);
          const answer = parseAnswer(raw);
          if (!answer) return;
          raw = raw.subarray(answer.size);
          answers.push(answer.status);
          connections.push(answer.headers.connection ?? '');
          if (answers.length === 2) resolve();
          else socket.write(request);
        });
        socket.write(request);
      });
      socket.destroy();
      expect(answers).toEqual([400, 400]);
      expect(connections).toEqual(['keep-alive', 'keep-alive']);
    });

    it('answers methods the account API does not take with a 405, never a 500', async () => {
      for (const method of ['TRACE', 'PUT', 'DELETE']) {
        const answer = await rawExchange(server.port, head(method, '/auth/v1/session', {}), '', 500);
        expect(answer.status, method).toBe(405);
        expect(JSON.parse(answer.body), method).toMatchObject({ code: 'method_not_allowed' });
        expect(answer.headers.allow, method).toBe('GET, HEAD, POST, OPTIONS');
      }
    });
  },
);
