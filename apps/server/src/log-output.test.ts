import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { LogOutput } from './log-output.ts';

/** A destination that takes writes but never finishes them (a reader that stopped reading). */
function stalled() {
  return new Writable({ highWaterMark: 16, write: () => {} });
}

describe('LogOutput', () => {
  it('never waits on a stalled reader: past its buffer, lines are dropped and counted', async () => {
    const out = new LogOutput(stalled(), 100);
    for (let i = 0; i < 10; i++) out.write(`${'x'.repeat(39)}\n`);
    // Three lines are taken (120 bytes wait, over the 100 allowed); the other seven are dropped.
    expect(out.dropped).toBe(7);
    const started = Date.now();
    await out.drain(50);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('drops every line after the reader went away (EPIPE), without throwing', async () => {
    const written: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        if (written.length === 2) done(Object.assign(new Error('write EPIPE'), { code: 'EPIPE' }));
        else {
          written.push(String(chunk));
          done();
        }
      },
    });
    const out = new LogOutput(stream);
    for (let i = 0; i < 5; i++) {
      out.write(`line ${i}\n`);
      await new Promise((r) => setImmediate(r));
    }
    expect(written).toEqual(['line 0\n', 'line 1\n']);
    expect(out.dropped).toBe(3);
  });
});
