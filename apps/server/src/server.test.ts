import http from 'node:http';
import net from 'node:net';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { defaultBodyDeadlineMs, listen } from './server.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

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
    expect(await closed).toEqual({ inFlight: 1, lateArrivals: 0, answered: 1, cut: 0 });
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
    expect(await server.close(200)).toMatchObject({ inFlight: 1, answered: 0, cut: 1 });
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(await inflight).toBe('cut off');
  });
});

describe('keep-alive connections during shutdown', () => {
  it('answers every request written before close() on kept-alive connections', async () => {
    const app = new Hono();
    app.get('/n', async (c) => {
      if (Math.random() < 0.3) await sleep(Math.random() * 20);
      return c.text('ok');
    });
    const server = await listen(app.fetch, 0, '127.0.0.1');
    const agent = new http.Agent({ keepAlive: true, maxSockets: 20 });
    let closeCalled = false;
    let answered = 0;
    /** Connections the server has answered on: accepted and read, not waiting in its backlog. */
    const served = new Set<unknown>();
    /** Requests that failed, except those begun after close() that found the port closed. */
    const failed: string[] = [];
    const one = () =>
      new Promise<boolean>((resolve) => {
        let writtenBeforeClose = false;
        const req = http.get({ host: '127.0.0.1', port: server.port, path: '/n', agent }, (res) => {
          served.add(res.socket);
          res.resume();
          res.on('end', () => {
            answered++;
            resolve(true);
          });
        });
        req.on('finish', () => {
          writtenBeforeClose = !closeCalled;
        });
        req.on('error', (err: NodeJS.ErrnoException) => {
          if (writtenBeforeClose) failed.push(`written before close(): ${err.code} ${err.message}`);
          else if (err.code !== 'ECONNREFUSED') failed.push(`sent after close(): ${err.code} ${err.message}`);
          resolve(false);
        });
      });
    let stopped = false;
    const workers = Array.from({ length: 40 }, async () => {
      while (!stopped && (await one()));
    });
    // Every connection is open and busy by then: each of the agent's 20 has been answered on.
    // (Closed while the agent is still opening them, a request written to a connection the server
    // has not accepted yet can be reset: a known race in the drain, docs/scale-out.md. A fixed
    // 400 ms was not always enough on a loaded machine.)
    await sleep(400);
    for (let waited = 0; served.size < 20 && waited < 10_000; waited += 20) await sleep(20);
    const before = answered;
    closeCalled = true;
    const report = await server.close(5_000);
    stopped = true;
    await Promise.all(workers);
    agent.destroy();
    expect(before).toBeGreaterThan(20); // traffic was flowing when close() came
    expect(failed).toEqual([]);
    // The server's own account agrees: everything it took in during the stop was answered.
    expect(report.cut).toBe(0);
    expect(report.answered).toBe(report.inFlight + report.lateArrivals);
  });

  it('answers a request that arrives on an idle kept-alive connection after close(), then closes it', async () => {
    const server = await listen(slowApp(0).fetch, 0, '127.0.0.1');
    const socket = await heldConnection(server.port);
    let response = '';
    socket.on('data', (d) => {
      response += d;
    });
    const hungUp = new Promise<string>((resolve) => {
      socket.on('error', (err: NodeJS.ErrnoException) => resolve(`error ${err.code}`));
      socket.on('close', () => resolve('closed'));
    });
    const closed = server.close(5_000);
    socket.write('GET /fast HTTP/1.1\r\nHost: x\r\n\r\n');
    expect(await hungUp).toBe('closed');
    expect(response).toMatch(/^HTTP\/1\.1 200 /);
    expect(response).toMatch(/connection: close/i);
    await closed;
  });
});

/** Sends headers announcing a body, then dribbles it a byte every 50 ms; resolves when the server hangs up. */
function dribble(port: number, path = '/upload') {
  return new Promise<{ response: string; closed: boolean }>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let response = '';
    let tick: NodeJS.Timeout | undefined;
    const done = (closed: boolean) => {
      clearInterval(tick);
      clearTimeout(cap);
      socket.destroy();
      resolve({ response, closed });
    };
    // Far beyond the deadline under test: a server that never hangs up fails, it does not hang the suite.
    const cap = setTimeout(() => done(false), 8_000);
    socket.on('data', (d) => {
      response += d;
    });
    socket.on('error', () => {});
    socket.on('close', () => done(true));
    socket.write(
      `POST ${path} HTTP/1.1\r\nHost: x\r\nContent-Type: text/plain\r\nContent-Length: 1000\r\n\r\n`,
    );
    tick = setInterval(() => {
      if (!socket.destroyed) socket.write('a');
    }, 50);
  });
}

/** Opens a connection and completes one keep-alive request on it, proving the server took it. */
function heldConnection(port: number) {
  return new Promise<net.Socket>((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.on('error', reject);
    socket.once('close', () => reject(new Error('connection closed by the server')));
    socket.once('data', () => resolve(socket));
    socket.write('GET /fast HTTP/1.1\r\nHost: x\r\n\r\n');
  });
}

describe('slow and excess connections', () => {
  it('drops clients that dribble the request body past the deadline, while others are served', async () => {
    const app = slowApp(0);
    // A dropped upload fails the body read; keep Hono's default handler from logging it.
    app.onError((_err, c) => c.text('aborted', 400));
    app.post('/upload', async (c) => c.text(`got ${(await c.req.text()).length}`));
    // Reads its body at once, then works for longer than the deadline: handler time must not count.
    app.post('/work', async (c) => {
      const body = await c.req.text();
      await sleep(800);
      return c.text(`done ${body}`);
    });
    const server = await listen(app.fetch, 0, '127.0.0.1', { bodyDeadlineMs: () => 300 });
    const started = Date.now();
    const dribblers = Array.from({ length: 5 }, () => dribble(server.port));
    await sleep(100);
    const normal = await fetch(`http://127.0.0.1:${server.port}/work`, { method: 'POST', body: 'hello' });
    expect(await normal.text()).toBe('done hello');
    for (const { response, closed } of await Promise.all(dribblers)) {
      expect(closed).toBe(true);
      expect(response).toMatch(/^HTTP\/1\.1 408 /);
      expect(response).toMatch(/connection: close/i);
    }
    expect(Date.now() - started).toBeLessThan(6_000);
    await server.close(1_000);
  });

  it('gives image functions with a reference image two minutes for the body, the rest 20 s', () => {
    expect(defaultBodyDeadlineMs('/functions/v1/reference-image')).toBe(120_000);
    expect(defaultBodyDeadlineMs('/functions/v1/ghibli-image?x=1')).toBe(120_000);
    expect(defaultBodyDeadlineMs('/functions/v1/generate-image')).toBe(20_000);
    expect(defaultBodyDeadlineMs('/auth/v1/token?grant_type=password')).toBe(20_000);
    expect(defaultBodyDeadlineMs('/reference-image')).toBe(20_000);
    expect(defaultBodyDeadlineMs('/rest/v1/designs/uploads')).toBe(120_000);
    expect(defaultBodyDeadlineMs('/rest/v1/designs/0f8b4c1e-2d3a-4b5c-8d9e-0a1b2c3d4e5f/batch')).toBe(
      120_000,
    );
    expect(defaultBodyDeadlineMs('/rest/v1/designs/0f8b4c1e-2d3a-4b5c-8d9e-0a1b2c3d4e5f')).toBe(20_000);
  });

  it('closes connections beyond maxConnections, and takes new ones once others leave', async () => {
    const server = await listen(slowApp(0).fetch, 0, '127.0.0.1', { maxConnections: 2 });
    const held = [await heldConnection(server.port), await heldConnection(server.port)];
    await expect(heldConnection(server.port)).rejects.toThrow();
    held[0]?.destroy();
    // Once the server has seen that connection go, a new one is served.
    const deadline = Date.now() + 5_000;
    let accepted: net.Socket | undefined;
    while (!accepted && Date.now() < deadline) {
      accepted = await heldConnection(server.port).catch(() => undefined);
      if (!accepted) await sleep(50);
    }
    expect(accepted).toBeDefined();
    accepted?.destroy();
    held[1]?.destroy();
    await server.close(1_000);
  });
});
