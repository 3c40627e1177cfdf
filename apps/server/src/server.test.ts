import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { listen } from './server.ts';

function slowApp(ms: number) {
  const app = new Hono();
  app.get('/slow', async (c) => {
    await new Promise((r) => setTimeout(r, ms));
    return c.text('finished');
  });
  app.get('/fast', (c) => c.text('ok'));
  return app;
}

describe('graceful shutdown', () => {
  it('finishes in-flight requests, then refuses new connections', async () => {
    const server = await listen(slowApp(400).fetch, 0, '127.0.0.1');
    const base = `http://127.0.0.1:${server.port}`;
    // A keep-alive connection that sits idle must not hold the shutdown open.
    expect(await (await fetch(`${base}/fast`)).text()).toBe('ok');
    const inflight = fetch(`${base}/slow`).then((r) => r.text());
    await new Promise((r) => setTimeout(r, 50));
    const started = Date.now();
    const closed = server.close(5_000);
    expect(await inflight).toBe('finished');
    await closed;
    expect(Date.now() - started).toBeLessThan(3_000);
    await expect(fetch(`${base}/fast`)).rejects.toThrow();
  });

  it('cuts off requests that outlast the grace period', async () => {
    const server = await listen(slowApp(10_000).fetch, 0, '127.0.0.1');
    const inflight = fetch(`http://127.0.0.1:${server.port}/slow`).then(
      () => 'answered',
      () => 'cut off',
    );
    await new Promise((r) => setTimeout(r, 50));
    const started = Date.now();
    await server.close(200);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(await inflight).toBe('cut off');
  });
});
