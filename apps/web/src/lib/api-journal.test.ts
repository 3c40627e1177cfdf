import { beforeEach, describe, expect, it, vi } from 'vitest';

// sessionStorage as the browser has it, so the journal can keep calls across a reload.
const stored = new Map<string, string>();
vi.stubGlobal('sessionStorage', {
  getItem: (key: string) => stored.get(key) ?? null,
  setItem: (key: string, value: string) => void stored.set(key, value),
  removeItem: (key: string) => void stored.delete(key),
});

const answer = (status: number, requestId: string) =>
  new Response(null, { status, headers: { 'X-Request-ID': requestId } });

describe('the API call journal', () => {
  beforeEach(() => {
    vi.resetModules();
    stored.clear();
  });

  it('keeps the calls noted before it loaded, then each new one, without queries, in session storage', async () => {
    const { recordResponse } = await import('./api-calls');
    recordResponse('GET', '/auth/v1/user?x=secret', performance.now(), answer(200, 'r1'));
    recordResponse('POST', '/functions/v1/meme-generator', performance.now(), undefined, 'Cancelled');
    const journal = await import('./api-journal');
    const seen = vi.fn();
    journal.subscribeApiCalls(seen);
    recordResponse(
      'POST',
      '/functions/v1/image-generation',
      performance.now(),
      answer(500, 'r3'),
      'Function call failed: boom',
    );
    expect(seen).toHaveBeenCalledTimes(1);
    expect(journal.readApiCalls().map((c) => [c.method, c.path, c.status, c.requestId, c.note])).toEqual([
      ['GET', '/auth/v1/user', 200, 'r1', undefined],
      ['POST', '/functions/v1/meme-generator', 0, null, 'Cancelled'],
      ['POST', '/functions/v1/image-generation', 500, 'r3', 'Function call failed: boom'],
    ]);
    expect(JSON.parse(stored.get('mergepix:api-calls') ?? '[]')).toHaveLength(3);
    expect(stored.get('mergepix:api-calls')).not.toContain('secret');
  });

  it('keeps the latest 50, and a reload reads them back', async () => {
    const { recordResponse } = await import('./api-calls');
    await import('./api-journal');
    for (let i = 0; i < 60; i++) recordResponse('GET', `/rest/v1/x${i}`, 0, answer(200, `r${i}`));
    vi.resetModules();
    const reloaded = await import('./api-journal');
    const calls = reloaded.readApiCalls();
    expect(calls).toHaveLength(50);
    expect(calls[0]?.path).toBe('/rest/v1/x10');
    reloaded.clearApiCalls();
    expect(reloaded.readApiCalls()).toEqual([]);
  });
});
