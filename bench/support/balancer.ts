// A small round-robin HTTP balancer for the scale-out proof, doing what docs/scale-out.md asks of
// nginx: keep-alive connections to each instance, take an instance out while its readiness
// endpoint says 503 (or it cannot be reached), and try the next instance when a connection is
// refused before the request was sent (nginx's `proxy_next_upstream error`). It counts, per
// instance, requests that were sent and then lost without an answer: the figure that says
// whether a stopping instance dropped work it had accepted.
import { Agent, createServer, type IncomingMessage, request, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface UpstreamStats {
  url: string;
  /** Requests written to this instance. */
  sent: number;
  /** Answers that arrived whole. */
  answered: number;
  /** Connections refused or reset before the request went out: retried on another instance. */
  retried: number;
  /** Requests written whose answer never came (reset or cut mid-answer): lost work. */
  lost: number;
  /** Whether its readiness endpoint currently says ready. */
  ready: boolean;
}

export interface Balancer {
  url: string;
  /** Sends to one more instance from now on. */
  add(url: string): Promise<void>;
  /** Sends nothing more to an instance (one that was killed and replaced). */
  remove(url: string): void;
  stats(): UpstreamStats[];
  /** Requests no instance could take (every one refused): answered 502. */
  unplaced(): number;
  /** Requests taken from clients whose instance has not finished answering (or failing) yet. */
  inFlight(): number;
  close(): Promise<void>;
}

const RETRYABLE = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ECONNABORTED']);

export async function startBalancer(opts: { readinessPath: string; checkMs?: number }): Promise<Balancer> {
  const stats: UpstreamStats[] = [];
  const agents: Agent[] = [];
  const removed = new Set<number>();
  let next = 0;
  let unplaced = 0;
  let inFlight = 0;

  const check = async () => {
    await Promise.all(
      stats.map(async (s, i) => {
        if (removed.has(i)) return;
        try {
          const res = await fetch(`${s.url}${opts.readinessPath}`, { signal: AbortSignal.timeout(2_000) });
          await res.arrayBuffer();
          s.ready = res.ok;
        } catch {
          s.ready = false;
        }
      }),
    );
  };
  const checker = setInterval(() => void check(), opts.checkMs ?? 1_000);

  /** Forwards a request with no body (the proof's load is GETs) to instance `i`. */
  const forward = (
    i: number,
    req: IncomingMessage,
    res: ServerResponse,
    tried: Set<number>,
    /** Called once, when this request is answered or has failed for good. */
    settled: () => void,
  ): void => {
    const upstream = stats[i] as UpstreamStats;
    const target = new URL(req.url ?? '/', upstream.url);
    const headers = { ...req.headers, host: target.host };
    let written = false;
    const out = request(target, { method: req.method, headers, agent: agents[i] }, (answer) => {
      // A client gone before the answer arrived (a load phase's last requests) still leaves the
      // instance's answer counted: read to its end, as the instance counted the open. Gone
      // already, its 'close' has passed: read it now (waiting for 'close' missed it under load).
      if (res.destroyed) answer.resume();
      else {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
        res.once('close', () => answer.resume());
      }
      answer.on('end', () => {
        upstream.answered++;
        settled();
      });
      answer.on('error', () => {
        upstream.lost++;
        settled();
        res.destroy();
      });
    });
    out.on('finish', () => {
      written = true;
      upstream.sent++;
    });
    out.on('error', (err: NodeJS.ErrnoException) => {
      if (res.headersSent) return; // the answer's own error settles it
      // A kept-alive connection the instance closed as we reused it is retried too (as nginx
      // does for idempotent requests); that it was written counts it as lost for this instance.
      if (written) upstream.lost++;
      else upstream.retried++;
      if (RETRYABLE.has(err.code ?? '') && req.method === 'GET') {
        tried.add(i);
        const other = pick(tried);
        if (other !== undefined) return forward(other, req, res, tried, settled);
      }
      settled();
      unplaced++;
      res.writeHead(502, { 'content-type': 'text/plain' }).end('no instance could answer');
    });
    out.end();
  };

  const pick = (tried: Set<number>): number | undefined => {
    for (let n = 0; n < stats.length; n++) {
      const i = (next + n) % stats.length;
      if (!tried.has(i) && !removed.has(i) && stats[i]?.ready) {
        next = i + 1;
        return i;
      }
    }
    // None ready: try one not yet tried anyway (the checker may lag).
    for (let i = 0; i < stats.length; i++) if (!tried.has(i) && !removed.has(i)) return i;
    return undefined;
  };

  const server = createServer((req, res) => {
    const i = pick(new Set());
    if (i === undefined) {
      unplaced++;
      res.writeHead(502).end();
      return;
    }
    inFlight++;
    let settled = false;
    forward(i, req, res, new Set(), () => {
      if (!settled) inFlight--;
      settled = true;
    });
  });
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    async add(url) {
      stats.push({ url, sent: 0, answered: 0, retried: 0, lost: 0, ready: false });
      // Idle connections close after 3 s, before the instance's own 5 s keep-alive timeout: the
      // balancer, not the instance, ends an idle connection, so a request is never written into
      // one the instance is closing (docs/scale-out.md: nginx's keepalive_timeout likewise).
      agents.push(new Agent({ keepAlive: true, maxSockets: 256, timeout: 3_000 }));
      await check();
    },
    remove(url) {
      const i = stats.findIndex((s) => s.url === url);
      if (i >= 0) removed.add(i);
      agents[i]?.destroy();
    },
    stats: () => stats.map((s) => ({ ...s })),
    unplaced: () => unplaced,
    inFlight: () => inFlight,
    close: () =>
      new Promise<void>((resolve) => {
        clearInterval(checker);
        for (const a of agents) a.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
