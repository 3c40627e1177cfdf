import { describe, expect, it } from 'vitest';
import { createLogger } from '../../logger.ts';
import { RequestJournal } from './request-journal.ts';

const line = (fields: Record<string, unknown>) =>
  JSON.stringify({ level: 30, time: '2026-11-25T10:00:00.000Z', service: 'mergepix', ...fields });

describe('RequestJournal', () => {
  it('answers a person only the lines of their own requests, newest request first', () => {
    const journal = new RequestJournal();
    journal.write(line({ reqId: 'a1', level: 40, msg: 'image provider failed', provider: 'openai' }));
    journal.write(
      line({
        reqId: 'a1',
        msg: 'request',
        method: 'POST',
        path: '/functions/v1/x',
        status: 200,
        ms: 12,
        userId: 'alice',
      }),
    );
    journal.write(
      line({
        reqId: 'b1',
        msg: 'request',
        method: 'GET',
        path: '/rest/v1/generations',
        status: 200,
        ms: 3,
        userId: 'bob',
      }),
    );
    journal.write(
      line({ reqId: 'anon', msg: 'request', method: 'OPTIONS', path: '/functions/v1/x', status: 204, ms: 1 }),
    );
    journal.write(
      line({
        reqId: 'a2',
        msg: 'request',
        method: 'GET',
        path: '/rest/v1/diagnostics/logs',
        status: 200,
        ms: 1,
        userId: 'alice',
      }),
    );

    const alice = journal.linesFor('alice');
    expect(alice.requests).toBe(2);
    expect(alice.lines.map((l) => [l.requestId, l.msg])).toEqual([
      ['a2', 'request'],
      ['a1', 'request'],
      ['a1', 'image provider failed'],
    ]);
    expect(alice.lines[1]).toEqual({
      requestId: 'a1',
      time: '2026-11-25T10:00:00.000Z',
      level: 'info',
      msg: 'request',
      method: 'POST',
      path: '/functions/v1/x',
      status: 200,
      ms: 12,
    });
    expect(alice.lines[2]).toMatchObject({ level: 'warn', detail: { provider: 'openai' } });
    expect(journal.linesFor('bob').lines.map((l) => l.requestId)).toEqual(['b1']);
    expect(journal.linesFor('nobody')).toEqual({ lines: [], requests: 0 });
  });

  it('never keeps secret-looking fields, prompts or e-mail addresses, and shortens long text', () => {
    const journal = new RequestJournal();
    journal.write(
      line({
        reqId: 'r',
        userId: 'u',
        msg: 'x'.repeat(1000),
        apiKey: 'sk-live-123',
        authorization: 'Bearer abc',
        prompt: 'Hello Alex',
        email: 'alex@example.com',
        err: { message: 'boom', stack: 'at secret place' },
        reason: 'OpenAI failed: 500 server error',
      }),
    );
    const [kept] = journal.linesFor('u').lines;
    expect(kept?.msg).toHaveLength(300);
    expect(kept?.detail).toEqual({ err: 'boom', reason: 'OpenAI failed: 500 server error' });
  });

  it('forgets the oldest requests and caps the lines of one request', () => {
    const journal = new RequestJournal({ maxRequests: 2, maxLinesPerRequest: 2 });
    for (const id of ['r1', 'r2', 'r3']) journal.write(line({ reqId: id, userId: 'u', msg: id }));
    for (let i = 0; i < 5; i++) journal.write(line({ reqId: 'r3', msg: `more ${i}` }));
    const { lines, requests } = journal.linesFor('u');
    expect(requests).toBe(2);
    expect(lines.map((l) => l.msg)).toEqual(['more 0', 'r3', 'r2']);
  });

  it('ignores lines that are not JSON or name no request', () => {
    const journal = new RequestJournal();
    journal.write('not json');
    journal.write(line({ msg: 'listening', userId: 'u' }));
    expect(journal.linesFor('u').requests).toBe(0);
  });
});

describe('createLogger with a tap', () => {
  it('hands the tap info lines even when standard output is silent or quieter', () => {
    for (const level of ['silent', 'warn']) {
      const seen: string[] = [];
      const logger = createLogger(level, { write: (l) => void seen.push(l) });
      logger.debug('too quiet');
      logger.child({ reqId: 'r' }).info({ userId: 'u' }, 'request');
      expect(seen).toHaveLength(1);
      expect(JSON.parse(seen[0] ?? '{}')).toMatchObject({ reqId: 'r', userId: 'u', msg: 'request' });
    }
  });

  it('keeps a request with its first owner: a line naming another user neither joins nor re-owns it', () => {
    const journal = new RequestJournal();
    journal.write(
      line({ reqId: 'r1', msg: 'request', path: '/functions/v1/x', status: 200, userId: 'alice' }),
    );
    journal.write(
      line({ reqId: 'r1', msg: 'request', path: '/rest/v1/generations', status: 200, userId: 'bob' }),
    );
    expect(journal.linesFor('bob')).toEqual({ lines: [], requests: 0 });
    expect(journal.linesFor('alice').lines.map((l) => l.path)).toEqual(['/functions/v1/x']);
  });
});
